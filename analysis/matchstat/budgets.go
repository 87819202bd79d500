package matchstat

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// OtherThanBudget reports which match field of a, other than the budget, differs from b's (""
// if none): the records of a budget study (SummarizeBudgets) may differ only in their budget.
func OtherThanBudget(a, b *record.Record) string {
	c := *b
	c.Budget = a.Budget
	return match.SameMatch(a, &c)
}

// CompareBudgets orders two Record.Budget texts: "" (every contestant has its own) first, then
// depth budgets by depth, node budgets by nodes and time budgets by duration, in that order of
// kinds. A text that match.ParseBudget rejects is an error.
func CompareBudgets(a, b string) (int, error) {
	ka, va, err := budgetKey(a)
	if err != nil {
		return 0, err
	}
	kb, vb, err := budgetKey(b)
	if err != nil {
		return 0, err
	}
	return cmp.Or(cmp.Compare(ka, kb), cmp.Compare(va, vb)), nil
}

// budgetKey returns the kind of a budget ("" 0, depth 1, nodes 2, time 3) and its amount.
func budgetKey(s string) (int, int64, error) {
	if s == "" {
		return 0, 0, nil
	}
	b, err := match.ParseBudget(s)
	if err != nil {
		return 0, 0, err
	}
	switch {
	case b.Depth > 0:
		return 1, int64(b.Depth), nil
	case b.Nodes > 0:
		return 2, b.Nodes, nil
	}
	return 3, int64(b.Time), nil
}

// SummarizeBudgets summarizes records of matches that differ only in their budget (the
// Record.Budget field; a contestant's own budget, SPEC@BUDGET, is part of its name and must
// agree): one Summary per budget, in budget order (CompareBudgets). A record whose match
// differs from the first record's in anything else is an error naming the field, as is anything
// Summarize rejects. Records of a single match give a single Summary, as Summarize does.
func SummarizeBudgets(recs []*record.Record) ([]*Summary, error) {
	if len(recs) == 0 {
		return nil, fmt.Errorf("no records: nothing to summarize")
	}
	first := recs[0]
	groups := map[string][]*record.Record{}
	var budgets []string
	for i, r := range recs {
		if f := OtherThanBudget(first, r); f != "" {
			return nil, fmt.Errorf("record %d (game %d): its %s differs from the first record's (game %d): matches summarized together may differ only in their budget", i+1, r.Game, f, first.Game)
		}
		if _, ok := groups[r.Budget]; !ok {
			if _, _, err := budgetKey(r.Budget); err != nil {
				return nil, fmt.Errorf("record %d (game %d): %v", i+1, r.Game, err)
			}
			budgets = append(budgets, r.Budget)
		}
		groups[r.Budget] = append(groups[r.Budget], r)
	}
	sortBudgets(budgets, func(b string) string { return b })
	var sums []*Summary
	for _, b := range budgets {
		s, err := Summarize(groups[b])
		if err != nil {
			return nil, err
		}
		sums = append(sums, s)
	}
	return sums, nil
}

// sortBudgets sorts xs by the budget of each (checked already: CompareBudgets cannot fail).
func sortBudgets[T any](xs []T, budget func(T) string) {
	slices.SortStableFunc(xs, func(a, b T) int {
		c, _ := CompareBudgets(budget(a), budget(b))
		return c
	})
}

// ByBudget returns sums in budget order (CompareBudgets), after checking that they compare one
// match at several budgets: the same game (board, seats and rules, or game spec) and
// contestants, every budget well formed and none twice.
func ByBudget(sums []*Summary) ([]*Summary, error) {
	if len(sums) == 0 {
		return nil, fmt.Errorf("no summaries: nothing to compare")
	}
	first := sums[0]
	for _, s := range sums[1:] {
		var f string
		switch {
		case s.Game != first.Game:
			f = "game"
		case s.Board != first.Board:
			f = "board"
		case s.Seats != first.Seats:
			f = "seats"
		case s.Rules != first.Rules:
			f = "rules"
		case !slices.Equal(s.Contestants, first.Contestants):
			f = "contestants"
		}
		if f != "" {
			return nil, fmt.Errorf("the summary of budget %s has another %s than that of budget %s: a comparison is of one match at several budgets", BudgetText(s.Budget), f, BudgetText(first.Budget))
		}
	}
	for _, s := range sums {
		if _, _, err := budgetKey(s.Budget); err != nil {
			return nil, err
		}
	}
	sums = slices.Clone(sums)
	sortBudgets(sums, func(s *Summary) string { return s.Budget })
	for i := 1; i < len(sums); i++ {
		if sums[i].Budget == sums[i-1].Budget {
			return nil, fmt.Errorf("budget %s appears twice; one summary per budget", BudgetText(sums[i].Budget))
		}
	}

	return sums, nil
}
