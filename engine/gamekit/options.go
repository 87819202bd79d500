package gamekit

import "fmt"

// ShowValue is an option's value as an error message names it: bare when it is a short word of
// letters, digits, '+', '-' and '=', quoted (and cut at 16 characters) otherwise, so that the
// message stays one readable line whatever was typed.
func ShowValue(v string) string {
	if len(v) == 0 || len(v) > 16 {
		return fmt.Sprintf("%.16q", v)
	}
	for _, c := range v {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '=') {
			return fmt.Sprintf("%q", v)
		}
	}
	return v
}

// Decimal reads a decimal number of at most digits digits, without sign or leading zeros (the
// notations' one spelling of a number).
func Decimal(s string, digits int) (int, bool) {
	if len(s) == 0 || len(s) > digits || (s[0] == '0' && len(s) > 1) {
		return 0, false
	}
	n := 0
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// SplitMix64 is the generator of the games' fixed Zobrist keys: Steele, Lea and Flood's
// SplitMix64 from the seed it holds (each game seeds it with its name in ASCII), so that the
// keys are the same on every machine and need no table in the source.
type SplitMix64 uint64

// Next advances the generator and returns its next value.
func (x *SplitMix64) Next() uint64 {
	*x += 0x9e3779b97f4a7c15
	z := uint64(*x)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Mix is the value Next returns from state x: SplitMix64's step and finaliser as a hash of x (the
// search's table salt, MCTS's streams, tic-tac-toe's keys).
func Mix(x uint64) uint64 { s := SplitMix64(x); return s.Next() }

// Share sets v[p] to floor(S * w[p] / total) for each player p of w and gives the remainder
// one unit each to the first players with w[p] > 0, so that a vector of shares sums to exactly
// S when total is the sum of w (the constant-sum evaluations of Virus, Rolit and Blokus).
func Share(v *[MaxPlayers]int64, w []int64, total int64) {
	rest := int64(S)
	for p := range w {
		v[p] = S * w[p] / total
		rest -= v[p]
	}
	for p := 0; rest > 0 && p < len(w); p++ {
		if w[p] > 0 {
			v[p]++
			rest--
		}
	}
}
