package claims

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Why a claim has no row.
const (
	GameMissing = "game not implemented"
	NotRun      = "setting not run"
	NoRow       = "answerable, no row yet"
	NotInText   = "not in the text"
	// NotCheckable marks a sentence no measurement of ours can check: a proof or a worked
	// example, a result of another work cited, a statement about the paper's own tests at its
	// sample, the timing of its engine, or cases chosen by their results.
	NotCheckable = "not checkable"
	// Repeated marks a table cell that prints the trials of another cell again (a starred row,
	// or one experiment in two tables): a claim of its own, decided by the row of the cell it
	// repeats, which its Why names.
	Repeated = "a repeated cell"
)

// missingKinds are the reasons a claim has no row, in the coverage table's order.
var missingKinds = []string{NotRun, GameMissing, NoRow, NotInText, NotCheckable, Repeated}

// MissingClaim is a claim of a paper without a row: where it is, its words (checked against the
// paper's text like a row's quote), the kind of reason (GameMissing, NotRun or NoRow) and why,
// with the cost and the command where a run would answer it. NotInText marks a claim whose
// numbers the paper's text does not give (a figure drawn only, a section our copy lacks).
type MissingClaim struct {
	Paper, Where string
	Quote        []string
	Kind, Why    string
	// Numbers is how many of the paper's numbers the quote holds (0: one claim), each a claim
	// of its own ("57.8% ... 62.0% ... 68.0%": three); -1 marks a row waiting for its sample,
	// counted as its row's claim.
	Numbers int
}

// opps1s is the command that plays one of OPPS Table 1's slow columns on a cluster: 1,008
// games, 4 players, in 24 array tasks (cctree slurm runs cctree match -shard i/24 in each).
func oppsSlow(budget string) string {
	return fmt.Sprintf("`cctree slurm -array 24 -dir slurm-opps-%s -- match -players 'opps(1,5,1) brs+' -board star73 -seats 0134 -games 1008 -budget time=%s` (and -seats 024, 012345)", budget, budget)
}

// Missing lists the claims without a row, in paper order: those listed here, then those the
// count of every checkable claim found (registry_count.go).
var Missing = sync.OnceValue(func() []MissingClaim { return slices.Concat(missingListed(), missingCounted()) })

func missingListed() []MissingClaim {
	return []MissingClaim{
		{Paper: "opps", Where: "§5.1, Table 1", Quote: []string{"than BRS+ in all game variants and time controls with the exception of the three-player game at 250 ms per move, where the difference did not reach significance"}, Kind: NotRun,
			Why: "the exception is Table 1's 250 ms cell at 3 players, a claim of no significant effect: our 3-player rows are at 20,000 nodes and 50 ms, and at 250 ms only the 4-player game was played (56 games); 1,002 games at 3 players and 250 ms, about 73 moves of 0.25 s a game: 5 CPU-hours; `cctree match -players 'opps(1,5,1) brs+' -board star73 -seats 024 -games 1002 -budget time=250ms -workers 1 -out reports/data/match-opps-brsplus-3p-250ms.jsonl`"},
		{Paper: "opps", Where: "§5.1", Quote: []string{"Second, the performance of OPPS depends strongly on the time controls."}, Kind: NotRun,
			Why: "a trend over Table 1's four time controls: ours has 50 ms at every player count and 250 ms at 4 players (56 games); the 1 s and 5 s columns, about 450 CPU-hours, are the entries below"},
		{Paper: "opps", Where: "§5.1", Quote: []string{"Its average performance over all time controls is 57.8% for three-player Chinese Checkers, 62.0% for four players, and 68."}, Kind: NotRun, Numbers: 3,
			Why: "each average is over Table 1's four time controls, two of which (1 s and 5 s, about 450 CPU-hours) are not run; the 250 ms column is run at 20,000 nodes (the rows opps-t1-*), so no average over the paper's settings exists here"},
		{"sturtevant", "§5", []string{"As speculative pruning includes last-branch pruning as a", "special case, we only report our experiments with speculative"}, NotInText,
			"the text of §5 (the experiments' tables) is cut off after its first sentence in the copy the quotes are checked against, so its numbers cannot be quoted", 0},
		{"opps", "§5.1, Table 1 (1000 ms column)", []string{"at the time controls of 50 ms, 250 ms, 1000 ms, and 5000 ms per move"}, NotRun,
			"1,000 games each of 3, 4 and 6 players at 1 s per move (the column's three cells, 55.7%, 58.0% and 62.0%, each a claim): about 75 CPU-hours (90 moves a game); " + oppsSlow("1s"), 3},
		{"opps", "§5.1, Table 1 (5000 ms column)", []string{"at the time controls of 50 ms, 250 ms, 1000 ms, and 5000 ms per move"}, NotRun,
			"1,000 games each of 3, 4 and 6 players at 5 s per move (the column's three cells, 60.3%, 74.3% and 73.2%, each a claim): about 375 CPU-hours; " + oppsSlow("5s"), 3},
	}
}

// Coverage renders, per paper, the rows with a verdict, the rows not comparable, the claims
// without a row by reason, and the claims known: each claim (its place in the paper and its
// quote) once, however many rows measure it (a claim decided in two settings of ours, or by a
// direct and an indirect comparison, has a row for each). A result still waiting for its sample
// (Pending) counts as the claim without a row it is listed as.
func Coverage(results []Result, missing []MissingClaim) string {
	var b strings.Builder
	b.WriteString("| paper | rows with a verdict | not comparable | " + strings.Join(missingKinds, " | ") + " | claims known |\n")
	b.WriteString("|---|---|---|" + strings.Repeat("---|", len(missingKinds)) + "---|\n")
	all := slices.Clone(missing)
	for _, r := range results {
		if r.Pending != nil {
			p := *r.Pending
			p.Numbers = -1 // counted as its row's claim
			all = append(all, p)
		}
	}
	// A claim is a number of the paper (or one assertion): rows of one quote with different
	// paper's numbers (experiment 2's five shares) are claims of their own, rows of the same
	// number in several settings of ours one claim.
	key := func(paper, where string, quote []string, theirs string) string {
		return paper + "\x00" + where + "\x00" + strings.Join(quote, "\x00") + "\x00" + theirs
	}
	const cols = 3 + 6 // rows with a verdict, not comparable, missingKinds, claims known
	var tot [cols]int
	for _, p := range slices.Concat(Papers, FieldPapers) {
		var n [cols]int
		known := map[string]bool{}
		for _, r := range results {
			if r.Paper != p.Key {
				continue
			}
			// A row waiting for its sample is the same claim as its decided siblings.
			known[key(r.Paper, r.Where, append(slices.Clone(r.Quote), r.Finding), fmt.Sprint(r.Theirs.Value))] = true
			if r.Pending != nil {
				continue
			}
			if r.Decision.Verdict == NotComp {
				n[1]++
			} else {
				n[0]++
			}
		}
		for _, m := range all {
			if m.Paper != p.Key {
				continue
			}
			for i := range m.Numbers {
				known[key(m.Paper, m.Where, m.Quote, fmt.Sprint("missing ", i))] = true
			}
			if m.Numbers == 0 {
				known[key(m.Paper, m.Where, m.Quote, "missing 0")] = true
			}
			i := slices.Index(missingKinds, m.Kind)
			if i < 0 {
				i = slices.Index(missingKinds, NotInText)
			}
			n[2+i]++
		}
		n[cols-1] = len(known)
		for i := range n {
			tot[i] += n[i]
		}
		b.WriteString(coverageRow(p.Key, n[:]))
	}
	b.WriteString(coverageRow("all", tot[:]))
	return b.String()
}

// coverageRow is one line of the coverage table.
func coverageRow(key string, n []int) string {
	parts := []string{key}
	for _, x := range n {
		parts = append(parts, fmt.Sprint(x))
	}
	return "| " + strings.Join(parts, " | ") + " |\n"
}

// sortMissing orders claims without a row by paper, in the order of Papers, keeping the order
// within a paper (a pending row's entry follows the paper's listed ones).
func sortMissing(ms []MissingClaim) []MissingClaim {
	rank := map[string]int{}
	for i, p := range Papers {
		rank[p.Key] = i
	}
	slices.SortStableFunc(ms, func(a, b MissingClaim) int { return rank[a.Paper] - rank[b.Paper] })
	return ms
}

// writeMissing renders the claims without a row, one line each.
func writeMissing(b *strings.Builder, ms []MissingClaim) {
	b.WriteString("\n### Claims without a row\n\n")
	for _, m := range ms {
		fmt.Fprintf(b, "- %s %s: %s, *%s*: %s.\n", m.Paper, m.Where, quote(m.Quote), m.Kind, m.Why)
	}
}
