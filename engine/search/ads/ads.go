// Package ads holds the adaptive lists of Threat-ADS (Polk & Oommen): a list of opponents that
// reorders itself on every query, so that the opponents queried often drift to the front.
// The four update rules are those of the paper's §3.1.
//
// Positions are 1-based in the rule descriptions below, as in the paper. A List is a value with
// fixed storage: querying and reading it allocate nothing.
package ads

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxLen is the longest list: the opponents of a 6-player game.
const MaxLen = 6

// Rule is an adaptive-list update rule.
type Rule uint8

const (
	// MoveToFront moves the queried element to the head.
	MoveToFront Rule = iota
	// Transpose swaps the queried element with the one ahead of it.
	Transpose
	// MoveAhead moves the queried element k places forward, or to the head if fewer remain.
	MoveAhead
	// POS transposes an element in positions 1..k with the one ahead of it and moves an element
	// behind position k to position k. POS(1) is MoveToFront and POS(n) is Transpose; the
	// paper's statements "Transposition = POS(n)" and "POS(2) = Transposition with three
	// opponents" fix that position k itself is transposed.
	POS
)

var ruleNames = [...]string{"mtf", "transpose", "ahead", "pos"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "Rule(" + strconv.Itoa(int(r)) + ")"
}

// ParseRule reads a rule name: mtf, transpose, ahead or pos.
func ParseRule(s string) (Rule, error) {
	for i, n := range ruleNames {
		if s == n {
			return Rule(i), nil
		}
	}
	return 0, fmt.Errorf("ads: unknown update rule %q (want %s)", s, strings.Join(ruleNames[:], ", "))
}

// DefaultK is the k of MoveAhead and POS used by the paper (Move-Ahead-2, POS(2)).
const DefaultK = 2

// List is an adaptive list of small integers (player indices).
type List struct {
	rule Rule
	k    int
	n    int
	item [MaxLen]uint8
}

// New returns a list holding items in the given order, updated by rule with parameter k
// (ignored by MoveToFront and Transpose; k >= 1).
func New(rule Rule, k int, items []int) (List, error) {
	if rule > POS {
		return List{}, fmt.Errorf("ads: unknown rule %d", rule)
	}
	if k < 1 {
		return List{}, fmt.Errorf("ads: k must be at least 1, got %d", k)
	}
	if len(items) > MaxLen {
		return List{}, fmt.Errorf("ads: at most %d items, got %d", MaxLen, len(items))
	}
	l := List{rule: rule, k: k, n: len(items)}
	for i, it := range items {
		if it < 0 || it > 255 {
			return List{}, fmt.Errorf("ads: item %d out of range 0-255", it)
		}
		l.item[i] = uint8(it)
	}
	return l, nil
}

// Rule returns the update rule and its k.
func (l *List) Rule() (Rule, int) { return l.rule, l.k }

// Len returns the number of items.
func (l *List) Len() int { return l.n }

// At returns the item at 0-based position i (0 is the head).
func (l *List) At(i int) int { return int(l.item[i]) }

// Order appends the items, head first, to dst.
func (l *List) Order(dst []int) []int {
	for i := range l.n {
		dst = append(dst, int(l.item[i]))
	}
	return dst
}

// Query tells the list that item was accessed and reorders it by the rule. Items not in the
// list are ignored.
func (l *List) Query(item int) {
	pos := -1 // 0-based
	for i := range l.n {
		if int(l.item[i]) == item {
			pos = i
			break
		}
	}
	if pos <= 0 {
		return
	}
	var to int // 0-based destination
	switch l.rule {
	case MoveToFront:
		to = 0
	case Transpose:
		to = pos - 1
	case MoveAhead:
		to = max(0, pos-l.k)
	case POS:
		if pos+1 <= l.k { // 1-based position within the first k: transpose
			to = pos - 1
		} else {
			to = l.k - 1
		}
	}
	x := l.item[pos]
	copy(l.item[to+1:pos+1], l.item[to:pos])
	l.item[to] = x
}
