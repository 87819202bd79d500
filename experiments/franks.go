package experiments

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/franks"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/match/results"
	"github.com/cctree/cctree/internal/atomicfile"
)

// Franks' thesis (papers/002, §8.1-8.3, Figs 4-16): max^n, Paranoid and BRS with his hop-based
// heuristic (3), 30 games per seating: two players on the star board at lookahead 7 (§8.1, Figs
// 4-6), three on the triangle and 3-player star boards and four on the square and 4-player star
// boards at lookahead 6 (§8.2-8.3, Figs 7-16). Each seating is
// one configuration file in his format (Appendix I), written to reports/data/franks/ and played
// by cctree match -config; the tables set his wins beside ours. What the thesis does not give is chosen as in its sample file
// (Figure 17): each node limited to its best 6 children; and the square board is square:8. The
// win rule is his (cctree.win = allhome: all own pieces home), package franks' default.

// franksFigure is one figure of the thesis on one board: per seating, the players' types in seat
// order (B BRS, M max^n, P Paranoid) and his wins per seat.
type franksFigure struct {
	fig      int
	board    string // star, triangle or square
	title    string
	seatings []string // "BBM 16 8 6"
}

var franksFigures = []franksFigure{
	{4, "star", "BRS vs. max^n", []string{"MB 13 17", "BM 14 16"}},
	{5, "star", "BRS vs. Paranoid", []string{"BP 17 13", "PB 12 18"}},
	{6, "star", "Paranoid vs. max^n", []string{"MP 14 16", "PM 20 10"}},
	{7, "star", "2 BRS vs. 1 max^n", []string{"BBM 16 8 6", "BMB 19 8 3", "MBB 11 13 6"}},
	{7, "triangle", "2 BRS vs. 1 max^n", []string{"BBM 14 9 7", "BMB 21 2 7", "MBB 11 3 16"}},
	{8, "star", "BRS vs. 2 max^n", []string{"BMM 19 8 3", "MBM 7 16 7", "MMB 5 11 14"}},
	{8, "triangle", "BRS vs. 2 max^n", []string{"BMM 15 6 9", "MBM 14 14 2", "MMB 14 2 14"}},
	{9, "star", "2 Paranoid vs. a BRS player", []string{"BPP 18 6 6", "PBP 14 10 6", "PPB 14 10 6"}},
	{9, "triangle", "2 Paranoid vs. a BRS player", []string{"BPP 14 11 5", "PBP 10 10 10", "PPB 11 4 15"}},
	{10, "star", "a Paranoid player facing 2 BRS", []string{"BPB 14 10 6", "BBP 13 11 6", "PBB 13 9 8"}},
	{10, "triangle", "a Paranoid player facing 2 BRS", []string{"BPB 12 5 13", "BBP 11 10 9", "PBB 7 19 4"}},
	{11, "star", "a Paranoid player facing 2 max^n", []string{"MPM 12 14 4", "MMP 9 17 4", "PMM 12 8 10"}},
	{11, "triangle", "a Paranoid player facing 2 max^n", []string{"MPM 17 11 2", "MMP 10 11 9", "PMM 14 11 5"}},
	{12, "star", "2 Paranoid facing a max^n player", []string{"MPP 12 15 3", "PMP 12 10 8", "PPM 5 11 14"}},
	{12, "triangle", "2 Paranoid facing a max^n player", []string{"MPP 11 12 7", "PMP 19 4 7", "PPM 10 15 5"}},
	{13, "star", "max^n vs. BRS vs. Paranoid", []string{"BMP 13 16 1", "BPM 14 8 8", "MBP 10 14 6", "MPB 10 14 6", "PBM 12 11 7", "PMB 22 4 4"}},
	{13, "triangle", "max^n vs. BRS vs. Paranoid", []string{"BMP 19 2 9", "BPM 17 7 6", "MBP 16 9 5", "MPB 13 6 11", "PBM 5 17 8", "PMB 12 6 12"}},
	{14, "square", "BRS vs. max^n", []string{"MBBM 2 12 14 2", "BMMB 5 4 2 19"}},
	{15, "square", "Paranoid vs. BRS", []string{"BPPB 4 5 10 11", "PBBP 8 10 6 6"}},
	{16, "star", "max^n vs. Paranoid", []string{"PMMP 13 9 5 3", "MPPM 7 12 5 6"}},
	{16, "square", "max^n vs. Paranoid", []string{"MPPM 9 8 7 6", "PMMP 12 2 4 12"}},
}

const (
	franksGames     = 30 // per seating, as in the thesis
	franksLookahead = 6  // §8.2-8.3: "searched to a depth of 6"
	// §8.1: the two-player games "searched to a depth of 7" (about 5.5 CPU-seconds a game here,
	// 17 CPU-minutes for the 180 games on the shared machine).
	franksLookahead2p = 7
	franksLimit       = 6 // Figure 17's board.limitToMoves
	franksSquare      = 8 // board.size: not given in the thesis
)

var franksTypes = map[byte]string{'B': "bestReply", 'M': "maxn", 'P': "paranoid"}
var franksNames = map[byte]string{'B': "BRS", 'M': "max^n", 'P': "Paranoid"}

// lookahead is the figure's search depth: 7 with two players (§8.1), 6 with more (§8.2-8.3).
func (f franksFigure) lookahead() int {
	if types, _ := f.seating(0); len(types) == 2 {
		return franksLookahead2p
	}
	return franksLookahead
}

// seating splits "BBM 16 8 6" into the seat types and his wins per seat.
func (f franksFigure) seating(i int) (types string, wins []int) {
	fs := strings.Fields(f.seatings[i])
	for _, w := range fs[1:] {
		n, _ := strconv.Atoi(w)
		wins = append(wins, n)
	}
	return fs[0], wins
}

// id names the seating's files: fig07-star-BBM.
func (f franksFigure) id(i int) string {
	types, _ := f.seating(i)
	return fmt.Sprintf("fig%02d-%s-%s", f.fig, f.board, types)
}

// config is the seating's configuration file.
func (f franksFigure) config(i int) string {
	types, _ := f.seating(i)
	var b strings.Builder
	fmt.Fprintf(&b, "# Franks' thesis, Figure %d (%s board): %s, seating %s. Written by cctree reproduce -only franks.\n\n", f.fig, f.board, f.title, types)
	fmt.Fprintf(&b, "stats.file = %s.csv\ncctree.out = %s.jsonl\nstats.runNTimes = %d\n\n", f.id(i), f.id(i), franksGames)
	fmt.Fprintf(&b, "board.type = %s\nboard.numPlayers = %d\n", f.board, len(types))
	if f.board == "square" {
		fmt.Fprintf(&b, "board.size = %d\n", franksSquare)
	}
	fmt.Fprintf(&b, "board.limitToNMoves = %d\ncctree.win = allhome\n", franksLimit)
	for x := range len(types) {
		fmt.Fprintf(&b, "\nplayer.%d.playerType = %s\nplayer.%d.lookahead = %d\nplayer.%d.heuristic = 3\n", x, franksTypes[types[x]], x, f.lookahead(), x)
	}
	return b.String()
}

// reproduceFranks plays every seating's configuration file (resuming its records), then renders
// the figures' tables. data is reports/data/franks.txt: the index of the files it used.
func reproduceFranks(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	folder := filepath.Join(filepath.Dir(data), "franks")
	if err := os.MkdirAll(folder, 0o777); err != nil {
		return nil, err
	}
	for _, f := range franksFigures {
		for i := range f.seatings {
			path := filepath.Join(folder, f.id(i)+".cfg")
			if old, err := os.ReadFile(path); err != nil || string(old) != f.config(i) {
				if err := atomicfile.WriteFile(path, []byte(f.config(i))); err != nil {
					return nil, err
				}
			}
			opt.logf("franks: %s", path)
			if err := playConfig(ctx, path, opt); err != nil {
				return nil, err
			}
		}
	}
	return renderFranks(ctx, data, dir, opt)
}

// playConfig plays a configuration file of Franks' thesis as cctree match -config does: its
// games into its records file (cctree.out, resumed by results.Play), then the CSV of winners of
// every game there to stats.file, replaced whole.
func playConfig(ctx context.Context, path string, opt Options) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	run, err := franks.Parse(path, bytes.NewReader(raw))
	if err != nil {
		return err
	}
	c, err := run.Config()
	if err != nil {
		return err
	}
	recs, err := results.Play(ctx, c, c.Plan(), run.Out, results.Options{Version: opt.Version, Workers: opt.Workers, Note: opt.note})
	if err != nil {
		return err
	}
	if err := atomicfile.Write(run.CSV, func(w io.Writer) error { return franks.WriteCSV(w, run, recs) }); err != nil {
		return fmt.Errorf("%s: %v", run.CSV, err)
	}
	opt.logf("%d games in %s; their winners in %s", len(recs), run.Out, run.CSV)
	return nil
}

// renderFranks renders the committed records of every seating into dir/franks.{md,txt} and
// writes the index of the files to data.
func renderFranks(ctx context.Context, data, dir string, _ Options) ([]string, error) {
	folder := filepath.Join(filepath.Dir(data), "franks")
	var index strings.Builder
	index.WriteString("# Franks' thesis, Figs 4-16: one configuration file per seating in reports/data/franks/, its game records (.jsonl) and CSV of winners (.csv); make reports ONLY=franks\n")
	files := map[string][]byte{}
	var md, txt bytes.Buffer
	intro := fmt.Sprintf("Franks' thesis (docs/bibliography.md, §8.1-8.3): each seating played %d games by `cctree match -config` from a configuration file in his format "+
		"(reports/data/franks/*.cfg) under his win rule (`free+allhome`: a player wins when all its own pieces are in its goal): lookahead %d with two players (Figs 4-6), %d with three and four, heuristic 3 (distance, win bonus, forward hops), each node limited to its best %d children (his Figure 17), "+
		"a newly found equal value taken 25%% of the time, no opening; square board %dx%d, 2-player star seats 03, 3-player 024, 4-player 0134. "+
		"Wins per seat (his / ours); then each searcher's share of the games with its 95%% Wilson interval (his interval from his counts), and ours minus his with its 95%% interval (normal approximation, both samples' errors). "+
		"The verdicts (one joint chi-square test of the shares per figure and board, his sentences decided on the pooled figures they cite) are computed in reports/REPRODUCTION.md (cctree claims); the same configurations of Figs 7-16 under our win rule are in reports/data/franks-spoil/.\n\n", franksGames, franksLookahead2p, franksLookahead, franksLimit, franksSquare, franksSquare)
	md.WriteString("## Franks' matchups beside ours\n\n" + intro)
	title := "Franks' matchups beside ours"
	txt.WriteString(title + "\n" + strings.Repeat("=", len(title)) + "\n\n" + intro)
	for _, f := range franksFigures {
		var seatRows, totalRows [][]string
		hisTotal, ourTotal := map[byte]int{}, map[byte]int{}
		hisGames, ourGames, capped, allHome := 0, 0, 0, 0
		for i := range f.seatings {
			types, his := f.seating(i)
			path := filepath.Join(folder, f.id(i)+".jsonl")
			fmt.Fprintf(&index, "%s.cfg %s.jsonl %s.csv\n", f.id(i), f.id(i), f.id(i))
			raw, err := os.ReadFile(path)
			if err != nil {
				return nil, fmt.Errorf("%v: run make reports ONLY=franks", err)
			}
			recs, err := record.Read(bytes.NewReader(raw), path)
			if err != nil {
				return nil, err
			}
			ours := make([]int, len(types))
			for _, r := range recs {
				if r.Winner == nil {
					capped++
					continue
				}
				ours[*r.Winner]++
				home, err := winnerAllHome(r)
				if err != nil {
					return nil, fmt.Errorf("%s: %v", path, err)
				}
				if home {
					allHome++
				}
			}
			row := []string{types}
			for x := range types {
				row = append(row, fmt.Sprintf("%d / %d", his[x], ours[x]))
				hisTotal[types[x]] += his[x]
				ourTotal[types[x]] += ours[x]
			}
			hisGames += franksGames
			ourGames += len(recs)
			seatRows = append(seatRows, row)
		}
		for _, c := range []byte("BMP") {
			if _, ok := hisTotal[c]; !ok {
				continue
			}
			hl, hh := matchstat.Wilson(hisTotal[c], hisGames, 0.95)
			ol, oh := matchstat.Wilson(ourTotal[c], ourGames, 0.95)
			ph, po := float64(hisTotal[c])/float64(hisGames), float64(ourTotal[c])/float64(ourGames)
			se := math.Sqrt(ph*(1-ph)/float64(hisGames) + po*(1-po)/float64(ourGames))
			verdict := fmt.Sprintf("%+.1f [%+.1f, %+.1f]", 100*(po-ph), 100*(po-ph-1.96*se), 100*(po-ph+1.96*se))
			totalRows = append(totalRows, []string{franksNames[c],
				fmt.Sprintf("%d of %d: %.1f%% [%.1f, %.1f]", hisTotal[c], hisGames, 100*float64(hisTotal[c])/float64(hisGames), 100*hl, 100*hh),
				fmt.Sprintf("%d of %d: %.1f%% [%.1f, %.1f]", ourTotal[c], ourGames, 100*float64(ourTotal[c])/float64(ourGames), 100*ol, 100*oh),
				verdict})
		}
		head := fmt.Sprintf("Figure %d, %s board: %s", f.fig, f.board, f.title)
		note := ""
		if allHome < ourGames-capped {
			note = fmt.Sprintf("In %d of our %d won games the winner had all its pieces in its goal; in the others an opponent's pieces still sat in the goal it filled (our spoil rule).\n\n", allHome, ourGames-capped)
		}
		if capped > 0 {
			note += fmt.Sprintf("%d of our games reached the cap without a winner.\n\n", capped)
		}
		seatHeader := []string{"seating"}
		types, _ := f.seating(0)
		for x := range len(types) {
			seatHeader = append(seatHeader, fmt.Sprintf("player %d wins", x+1))
		}
		for _, out := range []struct {
			b   *bytes.Buffer
			fmt table.Format
		}{{&md, table.Markdown}, {&txt, table.Text}} {
			if out.fmt == table.Markdown {
				out.b.WriteString("### " + head + "\n\n")
			} else {
				out.b.WriteString(head + "\n" + strings.Repeat("-", len(head)) + "\n\n")
			}
			if err := table.Write(out.b, out.fmt, seatHeader, "L"+strings.Repeat("R", len(seatHeader)-1), seatRows); err != nil {
				return nil, err
			}
			if err := table.Write(out.b, out.fmt, []string{"searcher", "his wins", "ours", "ours - his (points)"}, "LRRL", totalRows); err != nil {
				return nil, err
			}
			out.b.WriteString(note)
		}
	}
	if err := atomicfile.WriteFile(data, []byte(index.String())); err != nil {
		return nil, err
	}
	files["franks.md"], files["franks.txt"] = md.Bytes(), txt.Bytes()
	return analysis.WriteFiles(ctx, dir, []string{"franks.md", "franks.txt"}, files)
}

// winnerAllHome replays a won game and reports whether the winner ended with every piece in its
// goal, as Franks' thesis requires to win (§5.2.1.2), rather than by docs/rules.md's rule alone (goal
// full, one piece its own).
func winnerAllHome(r *record.Record) (bool, error) {
	rules, err := game.ParseRules(r.Rules)
	if err != nil {
		return false, err
	}
	s, err := game.Parse(r.Start, rules)
	if err != nil {
		return false, err
	}
	for _, text := range r.Moves {
		m, err := s.ParseMove(text)
		if err != nil {
			return false, err
		}
		s.Make(m)
	}
	if r.Winner == nil || s.Winner != *r.Winner {
		return false, fmt.Errorf("game %d does not end with its recorded winner", r.Game)
	}
	w := s.Winner
	return s.Pieces[w].AndNot(s.Goal[w]).IsZero(), nil
}
