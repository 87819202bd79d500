package hearts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/games/cards"
)

// String is the canonical form of o, which ParseOptions reads back: every option, defaults
// included ("deal=1,hearts=any,first=any,eval=points").
func (o Options) String() string {
	var b strings.Builder
	b.WriteString("deal=")
	b.WriteString(strconv.FormatUint(o.Deal, 10))
	b.WriteString(",hearts=")
	b.WriteString(map[bool]string{false: "any", true: "broken"}[o.BreakHearts])
	b.WriteString(",first=")
	b.WriteString(map[bool]string{false: "any", true: "clean"}[o.CleanFirst])
	b.WriteString(",eval=")
	b.WriteString([...]string{"points", "mpmix", "share"}[o.Eval])
	return b.String()
}

// ParseOptions reads comma-separated options over the defaults: deal=N (a seed, 0 to 2^64-1),
// hearts=any|broken, first=any|clean, eval=points|share|mpmix. "" is the defaults. Errors are one line
// naming the option and what it accepts.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(args, ",") {
		key, val, _ := strings.Cut(strings.TrimSpace(item), "=")
		if seen[key] {
			return o, fmt.Errorf("hearts: option %s given twice", key)
		}
		seen[key] = true
		bad := false
		switch key {
		case "deal":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return o, fmt.Errorf("hearts: deal %.20q: want the deal's seed, a whole number 0 to 18446744073709551615", val)
			}
			o.Deal = n
		case "hearts":
			o.BreakHearts, bad = val == "broken", val != "broken" && val != "any"
		case "first":
			o.CleanFirst, bad = val == "clean", val != "clean" && val != "any"
		case "eval":
			switch val {
			case "points":
				o.Eval = EvalPoints
			case "mpmix":
				o.Eval = EvalMPMix
			case "share":
				o.Eval = EvalShare
			default:
				bad = true
			}
		default:
			return o, fmt.Errorf("hearts: option %.20q: want deal=N, hearts=any|broken, first=any|clean or eval=points|share|mpmix", item)
		}
		if bad {
			want := map[string]string{"hearts": "any or broken", "first": "any or clean", "eval": "points, share or mpmix"}[key]
			return o, fmt.Errorf("hearts: %s %.20q: want %s", key, val, want)
		}
	}
	return o, nil
}

// String is s in the notation of docs/games/hearts.md:
// "hearts <options> <players> <mover> <hands> <trick> <won> <scores>", hands and won cards player
// by player separated by '/', each a set of cards as cards.Set writes it, the trick "-" or its
// cards as seat:card separated by ',', the tournament scores separated by ','.
func (s *State) String() string {
	var b strings.Builder
	frame.Write(&b, s.opt.String(), &s.t, s.score[:s.t.NumPlayers()])
	return b.String()
}

// frame is Hearts' position notation: the trick games' frame with no trump and the tournament
// scores always written.
var frame = cards.Frame{Game: "hearts", Title: "Hearts", Trump: -1, MaxScore: MaxScore, Scores: "tournament scores"}

// Parse reads a position in the notation State.String writes. A text of another game or a
// malformed one is a one-line error naming the field at fault.
func Parse(text string) (*State, error) {
	opts, t, score, err := frame.Parse(text)
	if err != nil {
		return nil, err
	}
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	return &State{t: t, opt: o, score: score, skey: scoreKey(score)}, nil
}

// scoreKey is the Zobrist part of the tournament scores (0 when every score is 0).
func scoreKey(score [MaxPlayers]int) uint64 {
	var k uint64
	for p, v := range score {
		if v != 0 {
			x := uint64(p)<<16 | uint64(v) + 0x68656172747300 // "hearts"
			x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
			x = (x ^ x>>27) * 0x94d049bb133111eb
			k ^= x ^ x>>31
		}
	}
	return k
}

// SetScores returns a copy of s carrying the tournament scores score (each 0 to MaxScore), for
// the hands of a tournament after the first.
func (s *State) SetScores(score []int) (*State, error) {
	if len(score) != s.t.NumPlayers() {
		return nil, fmt.Errorf("hearts: scores: want %d, got %d", s.t.NumPlayers(), len(score))
	}
	c := s.Clone()
	for p, v := range score {
		if v < 0 || v > MaxScore {
			return nil, fmt.Errorf("hearts: score of player %d: %d: want 0 to %d", p, v, MaxScore)
		}
		c.score[p] = v
	}
	c.skey = scoreKey(c.score)
	return c, nil
}
