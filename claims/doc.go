// Package claims holds the papers' claims as data and computes their verdicts.
//
// Each Claim of the five papers (Papers) quotes its paper verbatim (Quote, checked against the
// paper's text by CheckQuotes); a finding of the field's papers beyond them (FieldPapers,
// registry_field.go), of which our copies hold the abstracts only, is stated in our words
// (Finding) and quotes nothing. Each states the paper's setting and ours, carries the paper's
// number, a Measure that computes ours from the committed data files (reports/data; Sturtevant's
// same-evaluation rows search synthetic trees with the engine instead, deterministic, uniform.go), and a
// Rule, chosen with the claim before the data is read, that turns the two into a verdict. Claims no data of ours answers yet are listed
// in Missing, with why: a setting not run, a game not implemented, answerable with no row yet,
// not in our copy of the text, not checkable by any measurement (a proof, a result cited, the
// paper's own test at its n), or a repeated cell (one table's cell printed again, decided by the
// row it repeats). registry_count.go holds the rows and entries of the count of every checkable
// claim. Table renders the verdicts, and Coverage the claims per paper, as the
// tables of reports/REPRODUCTION.md; nothing in them is written by hand.
//
// # Numbers
//
// A share (a win rate) is an Estimate with Neff, the independent trials it is worth: its games,
// or its games over the variance inflation of its block totals where games share an opening
// (matchstat.Inflation). Its interval is Wilson's and its test against a null the score test,
// both with Neff trials, so neither collapses at 0 or all wins; its SE is the larger of the
// binomial one and the Wilson half-width over 1.96. Other numbers (savings, differences, a lead)
// are normal with their SE. The paper's number carries its own SE: from its n (a share) or its
// printed ± (a 95% half-width), or from its table's means and SDs (a saving).
//
// # Kinds, rules and their error rates
//
// Every claim is of one Kind (effect, level, range, ordering, trend, null), and its Rule is the
// rule of that kind; a NotComparable claim declares its Kind. Beside each verdict the table gives
// the replication criteria (criteriaOf): ours significant on the paper's side, the paper's
// estimate in our 95% CI, ours in the paper's 95% prediction interval, and for effects whether
// ours rules out d33, the effect the paper's study had 33% power to detect.
//
// Every rate below is measured by a simulation in this package's tests (deterministic seeds).
//
//   - Compare, for a claimed effect (the paper's value differs from the null). Reproduced: ours
//     is significant on the paper's side of the null (level 5%, or Holm's in a family), and the
//     difference ours - paper's, with both errors, lies inside ±margin by a TOST (its 90%
//     interval) without being significant itself. Direction: ours significant on the paper's
//     side otherwise. Contradicted: significant on the other side. Not reproduced: ours shows no
//     significant effect and the difference is significant. Inconclusive otherwise, with the
//     sample that would reproduce the claim 80% of the time if the paper's value holds. The
//     margin is the paper's distance from the null, or twice its 90% half-width where that is
//     larger (so the paper's own error never leaves the test without power); a registry margin
//     overrides it. Power, printed with the verdict, is the chance of "reproduced" when ours'
//     and the paper's true values are both the paper's, for the whole decision (significance,
//     TOST and no significant difference), integrated over both samples' errors.
//     Measured (TestCompareSimulated, 2,000 runs per case): "reproduced" from a no-skill outcome
//     0-1.5% of the time for shares (it needs significance on one side: at most 2.5%), 0-2.6%
//     for normal numbers (TestCompareSimulatedNormal); exact replications reproduced within 1.5
//     points of the stated power for shares (0.26 to 0.95) and within 3.5 points for normal
//     numbers.
//   - Sign, for an effect whose source states its direction and no size (the field's findings,
//     "an improvement"; the papers' sentences of significance over a table's cells, whose sizes
//     are the cells' own rows): each value the row names tested against no effect and against the
//     margin, the smallest effect that matters (5 points for a share). Contradicted: one
//     significantly on the other side (Holm over the values). Not reproduced: else, one's
//     effect shown smaller than the margin (one-sided at 5%, Holm; equivalence decides first).
//     Reproduced: else, every one significant on the claimed side. Inconclusive otherwise, with
//     the sample that would reproduce it 80% of the time at an effect of the margin, the effect
//     its power is stated at. Measured (TestSignSimulated, 4,000 runs per case): with no effect
//     reproduced 0-2.1% of the time; with effects of the margin not reproduced 4.4-5.2%, and
//     reproduced within 1.2 points of the stated power (0.18 to 0.95).
//   - Null, for a claimed absence of effect ("only 51.6%", "no improvement"): reproduced when
//     ours' 90% interval lies inside null ± margin (TOST; equivalence decides first, so an
//     effect shown inside the margin passes though significant), contradicted when not and ours
//     differs significantly from the null, else inconclusive with the sample that would pass 80% of
//     the time. Power is the chance of passing with no effect. Measured (TestNullSimulated):
//     passes within 2 points of the stated power; with an effect the size of the margin it
//     passes 4.9-5.7% of the time (the TOST's 5%, with binomial steps). For shares of the same
//     games claimed even ("fairly evenly distributed"), every share must be shown inside the
//     margin (an intersection of TOSTs) and a chi-square test of goodness of fit decides
//     "contradicted"; its power is a seeded multinomial simulation. Measured
//     (TestEvenSharesSimulated, three shares of 180 games): passes within 2 points of the
//     stated power, calls even shares uneven 5.1% of the time, passes a share 10 points off
//     2.5% of the time.
//   - Level, for a value reported as the finding (a table cell, an OI, a share, a lead):
//     reproduced when ours minus the paper's, both errors, is shown inside ±tolerance (TOST; 5
//     points for a share or a saving, or twice the paper's 90% half-width where larger),
//     equivalence deciding first; not reproduced when the difference is significant; else
//     inconclusive. No "direction". Measured (TestLevelSimulated): ours a tolerance off passes
//     4.3-5.3% of the time; exact replications within 1.1 points of the stated power.
//   - Range, for a range or bound the words state ("1-3 ply", "do not exceed 40%", "about an
//     order of magnitude"): every value shown inside by one-sided tests at 5%, reproduced; one
//     shown outside, not reproduced. Exact ratios are inside or outside. Measured
//     (TestRangeSimulated): at a bound 0-5.4%; at the middle within 1.2 points of the power.
//   - Ordering, for a ranking ("came in second"): every claimed difference significantly above 0,
//     reproduced; one significantly below (Holm over the row's), contradicted. Power simulated
//     at the paper's differences with their covariance. Measured (TestOrderingSimulated): a
//     claimed pair equal passes 2.6-3.0%; replications within 1.8 points of the power.
//   - Majority, for one contestant above the others "under most circumstances": each of the
//     claim's circumstances (those not played counted) won when every difference of it is
//     significantly above 0 (Holm over the circumstances), lost when one is shown under the
//     margin; reproduced when more than half are won, not reproduced when so many are lost the
//     rest cannot be most. Measured (TestMajoritySimulated): half truly won passes 2.5-2.7%;
//     more than half won by the margin called not reproduced 0-1.6%; power within 0.8 points.
//   - Trend, for a trend over a parameter ("the more opponents"): the weighted least-squares
//     slope significant on the claimed side (and, monotone, every step), reproduced; the slope
//     the other way, contradicted; a monotone claim's step the other way, not reproduced.
//     Measured (TestTrendSimulated): flat, or one flat step, passes 0.2-2.6%; replications
//     within 1.6 points of the power.
//   - Joint, for shares of the same games (one figure's player types): Pearson's chi-square test
//     of homogeneity of our counts and the paper's (gonum's distribution); not reproduced when
//     they differ, else inconclusive (a few dozen games cannot show agreement). Measured
//     (TestJointSimulated): two samples of the same three shares of 180 games differ 5.0% of
//     the time; shares 20 points apart are told apart every time.
//   - NotComparable: a setting the claim depends on differs; ours is shown, no verdict.
//
// Claims of one Family (one table or figure) are tested together: each test at Holm's
// step-down level for the family, so the chance that any of them is significant without an
// effect stays at most 5% (TestHolm: ten tests without effect, at most 5% plus the
// simulation's error).
//
// # Samples declared, trials paired
//
// A claim may declare the sample its row needs (Needs: a results file and its games, whole
// blocks, or a measurement's table and its searches): until its data holds them the claim is
// not measured, but listed as not run with the games (searches) left, their cost and the
// command that resumes the run (writes the table), and it takes no part in its family's
// correction. Where the trials of two treatments share their start points and seeds (the
// Threat-ADS protocol), their difference is a ratio of means of paired trials with the delta
// method's SE at Student's t (ratioOfMeans; TestRatioOfMeansSimulated: 95% intervals cover 94.5
// and 94.7% of the time for 50 skewed, correlated pairs).
//
// # Guarantees
//
// A verdict depends only on the registry and the data. "Reproduced" is never given where ours
// and the paper's differ significantly (both errors), and TestCommittedVerdicts checks that no
// committed compare row is inconclusive while ours is significant on the paper's side or differs
// from the paper's value. Validate refuses a rule that cannot pass by construction: a compare
// at the null (a claim of no effect takes the null rule), a null rule without a margin, a margin
// the paper's own error alone fills.
package claims
