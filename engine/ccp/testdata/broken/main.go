// Command broken is a CCP engine that misbehaves on purpose, for the host's tests. It does the
// handshake and answers isready, newgame and position like a good engine; -mode says what goes
// wrong at the first go (or before):
//
//	crash           exits with status 3
//	hang            never answers (and has started a child in its group that sleeps, to check
//	                that the host kills the whole group); ignores the end of its input
//	illegal         answers bestmove 0-0
//	garbage         answers a line that is no reply
//	flood-long      answers a line longer than the protocol allows
//	flood-lines     answers info string lines without end
//	slow-handshake  sleeps 10 s before its handshake
//	double          answers each go with two bestmoves
//	nostop          counts perft under the rule set nostop whatever newgame said (cctree's move
//	                generator), so that its counts diverge from the third ply on
//	good            answers "info depth 1 nodes 1" and the first move given by -move
//	legal           answers "info depth 1 nodes N" (N: the legal moves) and the first legal move
//	                of the position (under free rules; of a game of the registry, given -hello
//	                "games ..." and -ready 1.1), and declares no determinism
//	correct         a correct engine: as legal, under newgame's rule set, and perft and divide
//	                (1.1) by cctree's move generator; -hello adds handshake lines, -ready sets
//	                the version it answers
//	ignoremoves     as correct, but plays none of the moves of "position ... moves"
//	slow            as correct, but answers go movetime MS after 1.7 MS
//	baddivide       as correct, but its perft of depth 2 or more is one more than the sum of its
//	                divide's counts (which are right)
//	uci             as correct, with UCI's habits: "info depth 1 seldepth 5 nps 1000 score cp 12
//	                hashfull 3" and "bestmove M ponder M"
//	strict10        a 1.0 engine as the first spec has it: "ccp 1.1" gets "error unsupported
//	                version" and an exit; "ccp 1" the handshake of correct
//	waitstop        as correct, but a go is answered only when stop comes (whatever its budget)
//
// In the modes of correct, the info line's strategy is the go line received, its spaces written
// as '_' ("go_movetime_100"), so that a test sees what the host sent. -startup sleeps that long
// before the handshake (a slow start).
// -after N answers the first N searches of each process as -mode legal does, and misbehaves from
// the next one on (a forfeit in the middle of a game).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
)

func main() {
	mode := flag.String("mode", "good", "crash, hang, illegal, garbage, flood-long, flood-lines, slow-handshake, double, nostop or good")
	move := flag.String("move", "1-9", "the move of -mode good")
	after := flag.Int("after", 0, "searches answered legally before -mode's misbehaviour")
	hello := flag.String("hello", "", "handshake lines added before ready, separated by ';'")
	ready := flag.String("ready", "1", "the version of the ready line")
	startup := flag.Duration("startup", 0, "sleep before the handshake")
	flag.Parse()
	rules := game.Free
	correct := map[string]bool{"correct": true, "ignoremoves": true, "slow": true, "baddivide": true, "uci": true, "strict10": true, "waitstop": true}[*mode]
	searches := 0
	w := bufio.NewWriter(os.Stdout)
	say := func(s string) { w.WriteString(s + "\n"); w.Flush() }
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(nil, 1<<20)
	position := ""
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "ccp":
			if *mode == "slow-handshake" {
				time.Sleep(10 * time.Second)
			}
			time.Sleep(*startup)
			if *mode == "strict10" && (len(f) != 2 || f[1] != "1") {
				say("error unsupported version")
				return
			}
			say("id name broken " + *mode)
			say("id author cctree tests")
			if *hello != "" {
				for _, l := range strings.Split(*hello, ";") {
					say(strings.TrimSpace(l))
				}
			}
			say("ready " + *ready)
		case "isready":
			say("readyok")
		case "newgame":
			if len(f) == 4 {
				rules, _ = game.ParseRules(f[3])
			}
		case "position":
			position = sc.Text()
			if *mode == "ignoremoves" {
				position, _, _ = strings.Cut(position, " moves ")
			}
		case "quit":
			return
		case "go", "perft", "divide":
			if correct {
				if *mode == "waitstop" && f[0] == "go" {
					for sc.Scan() && strings.TrimSpace(sc.Text()) != "stop" {
					}
				}
				answer(say, *mode, f, position, rules)
				continue
			}
			m := *mode
			if f[0] == "go" {
				if searches++; searches <= *after {
					m = "legal"
				}
			}
			switch m {
			case "legal":
				if !strings.HasPrefix(position, "position ccn ") { // a game of the registry (1.1)
					p, err := ccp.ParseGamePosition(position)
					if err != nil {
						say("error " + err.Error())
						break
					}
					best := "pass"
					if ms := p.Moves(); len(ms) > 0 && !p.Terminal() {
						best = ms[0]
					}
					say(fmt.Sprintf("info depth 1 nodes %d", len(p.Moves())+1))
					say("bestmove " + best)
					break
				}
				s, err := ccp.ParsePosition(position, game.Free)
				if err != nil {
					say("error " + err.Error())
					break
				}
				var buf [game.MaxMoves]game.Move
				ms := s.Moves(buf[:0])
				best := "pass"
				if len(ms) > 0 && !s.Terminal() {
					best = s.MoveString(ms[0])
				}
				say(fmt.Sprintf("info depth 1 nodes %d", len(ms)+1))
				say("bestmove " + best)
			case "crash":
				fmt.Fprintln(os.Stderr, "broken: crashing on purpose")
				os.Exit(3)
			case "hang":
				exec.Command("sleep", "1000").Start() // same process group
				time.Sleep(time.Hour)
			case "illegal":
				say("info depth 1 nodes 1")
				say("bestmove 0-0")
			case "garbage":
				say("hello, world")
			case "flood-long":
				say("info string " + strings.Repeat("x", 20000))
			case "flood-lines":
				for {
					say("info string flood")
				}
			case "double":
				say("info depth 1 nodes 1")
				say("bestmove " + *move)
				say("bestmove " + *move)
			case "nostop":
				s, err := ccp.ParsePosition(position, game.NoStop)
				if err != nil {
					say("error " + err.Error())
					break
				}
				d, _ := strconv.Atoi(f[1])
				say(fmt.Sprintf("perft %d %d", d, new(game.Perfter).Perft(s, d)))
			default:
				if f[0] == "perft" {
					say("perft " + f[1] + " 1")
				} else {
					say("info depth 1 nodes 1")
					say("bestmove " + *move)
				}
			}
		}
	}
	if *mode == "hang" { // only a kill ends it
		time.Sleep(time.Hour)
	}
}

// answer answers go, perft and divide as a correct engine does (but for mode's fault).
func answer(say func(string), mode string, f []string, position string, rules game.Rules) {
	s, err := ccp.ParsePosition(position, rules)
	if err != nil {
		say("error " + err.Error())
		return
	}
	if f[0] == "go" {
		g, err := ccp.ParseGo(strings.Join(f, " "))
		if err != nil {
			say("error " + err.Error())
			return
		}
		if mode == "slow" && g.MoveTime > 0 {
			time.Sleep(g.MoveTime * 17 / 10)
		}
		var buf [game.MaxMoves]game.Move
		ms := s.Moves(buf[:0])
		best := "pass"
		if len(ms) > 0 && !s.Terminal() {
			best = s.MoveString(ms[0])
		}
		if mode == "uci" {
			say("info depth 1 seldepth 5 nps 1000 score cp 12 hashfull 3 nodes " + strconv.Itoa(len(ms)+1))
			say("bestmove " + best + " ponder " + best)
			return
		}
		say(fmt.Sprintf("info depth 1 nodes %d strategy %s", len(ms)+1, strings.Join(f, "_")))
		say("bestmove " + best)
		return
	}
	d, _ := strconv.Atoi(f[1])
	pf := new(game.Perfter)
	n := pf.Perft(s, d)
	if d == 0 {
		n = 1
	}
	if mode == "baddivide" && d >= 2 {
		n++
	}
	if f[0] == "divide" {
		for _, de := range pf.Divide(s, d) {
			say(fmt.Sprintf("divide %s %d", s.MoveString(de.Move), de.Count))
		}
	}
	say(fmt.Sprintf("perft %d %d", d, n))
}
