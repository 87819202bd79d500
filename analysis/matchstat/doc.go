// Package matchstat turns the records of one match (cctree match, one record.Record per game)
// into statistics of who wins: win rates with confidence intervals per contestant, per seat
// and per seating, the search effort per move, pairwise results and, for two contestants, a
// sequential probability ratio test, and ratings with seat effects (a Plackett-Luce fit,
// package rating). Summarize computes them and WriteText prints them as tables (package
// table). For a budget study, SummarizeBudgets summarizes records of matches that differ only in
// their budget, one Summary per budget in budget order (CompareBudgets; ByBudget checks and
// orders summaries). The figures of a Summary are package matchplot's, so that a command that
// plays or summarizes a match links no plotting library.
//
// # Guarantees
//
//   - Every record must come from the first record's match (match.SameMatch); each game of
//     the plan may appear once; a player must be one of the contestants, a winner a player
//     index, the to-move field of Start a player index (Chinese Checkers), and Nodes and
//     Depths one entry per move; a record of another game (its game_spec) must replay
//     (match.Movers). Anything else is an error naming the record, and nothing is summarized.
//     Check makes these checks but the replay, for a reader of the winners alone.
//   - A contestant may hold several seats of a game, or none (designs that draw each table
//     from the contestants): its games are those it took part in. A seating index must name
//     one table within a block, but may name others in other blocks (tables drawn per
//     block); Seatings has one row per table.
//   - A capped game is counted apart (Summary.Capped) and never as a win or as a game in a win
//     rate, a fair share, a block rate, a seating's wins, a pairwise count or the SPRT. A game
//     that ended otherwise without a winner (Summary.NoWinner; Chinese Checkers' rules make
//     none, but a record may say so; a game an engine forfeited, counted per contestant in
//     Summary.Forfeits; a draw or a shared win of another game, whose record has no single
//     winner) is a game every contestant in it did not win.
//   - The search effort (NC and depth per move) counts every move of every game, capped ones
//     included: it describes the searches, not the results.
//   - SummarizeBudgets takes records whose match differs from the first record's only in the
//     budget field (OtherThanBudget; a contestant's own SPEC@BUDGET is part of its name, so
//     contestants with other own budgets are other contestants): anything else is an error
//     naming the field. Each budget's records are then checked as Summarize checks them.
//   - Nothing depends on the order of the records except through their Game, Block and Seating
//     fields: records are taken in game order.
//
// # Formulas
//
// A game is a trial and a win a success. For a contestant with w wins in n games (non-capped
// games it sat in):
//
//   - Win rate p̂ = w/n.
//   - Wilson score interval at confidence 1-α (stats.Confidence, 95%), z = Φ⁻¹(1-α/2)
//     (gonum distuv.UnitNormal, 1.959964):
//     (p̂ + z²/(2n) ± z·sqrt(p̂(1-p̂)/n + z²/(4n²))) / (1 + z²/n).
//     It treats the games as independent trials, which games sharing an opening are not.
//   - Fair share f = (1/n)·Σ_g s_g/N, s_g the seats the contestant held in game g of N seats:
//     the win rate of a contestant no better than the others, since seat advantage cancels
//     over a block's seatings. Excess = p̂ - f.
//   - Block interval: for each block b with n_b > 0 of the contestant's games, r_b = w_b/n_b;
//     mean r̄ = (1/B)·Σ r_b over those B blocks, sample SD s = sqrt(Σ(r_b - r̄)²/(B-1)), and the
//     Student t interval r̄ ± t(1-α/2, B-1)·s/√B (stats.Summarize: gonum stat and
//     distuv.StudentsT); none with one block. Blocks are independent (each its own opening)
//     while games within one are not, so this is the honest interval; it is not clipped to
//     [0, 1].
//   - Per seat (player index p) and contestant c: the games in which c held p, and the wins of
//     p in them, with the Wilson interval.
//   - Effort: move i of a game of Chinese Checkers was made by player (t + i) mod N, t the
//     to-move field of Start (passes are moves); of another game by the player its rules
//     say, replaying the record (match.Movers: a player out is skipped); mean NC = Σ Nodes / moves and mean depth = Σ Depths / moves over the
//     moves of the contestant's players.
//   - SPRT (two contestants, on the first, A): game g is a Bernoulli trial with H0: P(A wins)
//     = f_g (its seat fraction in g) against H1: P(A wins) = f_g + δ, δ = 0.05. Its binomial
//     log-likelihood ratio is Σ_g [x_g·ln(p1_g/p0_g) + (1-x_g)·ln((1-p1_g)/(1-p0_g))], x_g = 1
//     if A won. Games of a block share an opening, so they are not independent: the LLR is
//     divided by the variance inflation of the block totals, φ = B/(B-1)·Σ_b (x_b - d̂·n_b)² /
//     Σ_b v_b (x_b the block's wins minus its fair shares, n_b its games, v_b = Σ f_g(1-f_g),
//     d̂ = Σ x_b / Σ n_b; at least 1): the quasi-likelihood ratio of over-dispersed trials.
//     Wald's bounds with α = β = 0.05 are a = ln(β/(1-α)) = -2.944 and b = ln((1-β)/α) =
//     +2.944. At the end of each block from the fifth on (φ is estimated from the blocks so
//     far, and from fewer it is too often underestimated), the test accepts H1 the first time
//     LLR ≥ b, H0 the first time LLR ≤ a, and continues while a < LLR < b. Simulated with six
//     players and block totals at 1.8 times their binomial variance (the shift measured in the
//     six-player OPPS match), both error rates are 5.8-5.9% (TestSPRTErrorRatesWithBlocks);
//     the test of independent games game by game had 13%. With independent games the rates are
//     below 5% (decisions at block ends overshoot the bounds).
//   - Inflation (of one contestant's win rate, for callers that test it): the variance of the
//     mean of its per-block rates over the binomial variance of its rate, at least 1; its games
//     are worth n/Inflation independent trials.
//   - Lead: a contestant's win rate minus the best other's, cross-fitted: the blocks split
//     into alternate halves, the best other picked on one half and the paired difference
//     measured on the other, both ways, averaged (picked and measured on the same games, the
//     lead of an equal contestant over four others averaged -3.4 points in TestLeadSelection;
//     cross-fitted, +0.07). SE is the SD of a bootstrap of the blocks within each half, the
//     interval its 2.5% and 97.5% percentiles (it covered a true lead of 0 in 299 of 300
//     simulated matches).
//   - Ratings (package rating, which documents the fit): Luce's choice model with a seat
//     term, P(player i wins) = γ_c(i)σ_i / Σ_j γ_c(j)σ_j over the game's players, fitted by
//     maximum likelihood to the games with a winner (capped ones and those without a winner
//     left out). Winner only: match.Replay checks a game but does not return its final
//     position, so there is no finishing order to use. Rating = 400·log10 γ averaging 0 over
//     the contestants, seat effect = 400·log10 σ averaging 0 over the player indices; a
//     contestant that never won has strength 0 ("never won"). Intervals: percentile bootstrap
//     over blocks, RatingResamples resamples seeded with RatingSeed, so a summary depends only
//     on its records; none with one block, or when more than 2.5% of the resamples have no
//     finite fit. When the fit itself has none (a contestant or seat that wins every game it
//     shares with the others), Ratings is nil and RatingError says so.
//
// Files: doc.go (this), summary.go (Summarize and its types), stats.go (the formulas),
// text.go (WriteText), budgets.go (SummarizeBudgets, CompareBudgets, ByBudget),
// lead.go (Inflation, Lead).
package matchstat
