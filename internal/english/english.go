// Package english writes counts in English for cctree's messages and reports: "1 game",
// "2 games", "0 plies".
package english

import "strconv"

// Count returns n and the noun, plural unless n is 1: "s" appended, or "ies" for a noun that
// ends in a consonant and "y" ("ply": "plies"; "day": "days").
func Count(n int, noun string) string {
	return strconv.Itoa(n) + " " + Noun(n, noun)
}

// Noun returns the noun in the number n asks for.
func Noun(n int, noun string) string {
	if n == 1 || noun == "" {
		return noun
	}
	if l := len(noun); l > 1 && noun[l-1] == 'y' && !isVowel(noun[l-2]) {
		return noun[:l-1] + "ies"
	}
	return noun + "s"
}

func isVowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u':
		return true
	}
	return false
}
