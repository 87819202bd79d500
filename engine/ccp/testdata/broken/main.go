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
//	                of the position (under free rules), and declares no determinism
//
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
	flag.Parse()
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
			say("id name broken " + *mode)
			say("id author cctree tests")
			say("ready 1")
		case "isready":
			say("readyok")
		case "position":
			position = sc.Text()
		case "quit":
			return
		case "go", "perft":
			m := *mode
			if f[0] == "go" {
				if searches++; searches <= *after {
					m = "legal"
				}
			}
			switch m {
			case "legal":
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
