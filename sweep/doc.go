// Package sweep is cctree's measurement engine: which searcher runs at which depth on which
// positions, and the runner that measures it. Every entry point shares it: the go test
// benchmarks (package bench, thin wrappers), `cctree sweep`, `cctree gate` and `cctree reproduce`.
//
// It owns:
//
//   - The cases it measures, benchname.Case (board, seats, suite, searcher spec, depth, optional
//     position id; or, for a game other than Chinese Checkers, its spec in place of board and
//     seats), whose names, units and their exactness are package benchname's (a leaf, so
//     readers of result files need not link the runner); Suites.Positions splits a group case.
//   - The other games (the Virus Game, Focus; engine/searchers/games), selected by
//     Selection.Game: their suites (positions.GameSuites, grouped by game spec), the table's
//     rows that run on them at GameDepths, their perft cases (GamePerftCases, RunGamePerft) and
//     the protocol's trials of them (GameTurns, ProtocolGames). Run, the shards and the merge
//     treat their cases as Chinese Checkers' (other.go).
//   - Suites, the positions of the suites a sweep reads (the embedded ones and the games sources
//     loaded into it with LoadGames, each group parsed once), owned by the caller and passed in
//     Selection and Options: the package keeps no process-wide state, so two sweeps in one
//     process see nothing of each other's.
//   - The benchmark table (Table: every registered family's rows with their default and
//     full-matrix depths, from searchers.Rows) and Selection, which validates every field (an
//     unknown searcher, board, seat set, suite or a bad depth is a *FieldError naming the field
//     and the accepted values; a selection that matches no case is an error).
//   - Run: searches the positions of a list of cases on several goroutines and writes the Go
//     benchmark format with benchfmt.Writer, so benchstat, `cctree report` and `cctree compare`
//     read it unchanged; RunProtocol (Polk & Oommen's trials) and RunPerft likewise. FileRun is
//     Run into a results file that resumes after an interruption: finished cases are appended
//     to a partial file beside it, and the file is written atomically, the bytes of an
//     uninterrupted run, once every case is measured. A case may
//     name an external engine, "engine:NAME" of Options.Engines (package ccp): one process per
//     worker, its own node counts, the host's time around each request.
//
// Guarantees: node counts do not depend on the machine, the run, the worker count or the order
// of the positions (each position is searched by a Reset searcher; TestRunWorkers and
// TestSearchDeterministic check it; for an external engine, as far as it declares "det depth"),
// and the runner writes its lines in the order of the cases whatever the worker count, each
// case as soon as it and all before it are done.
//
// Files: select.go (table and selection), group.go (Suites, positions
// and the Pass of one case), games.go (games sources: the positions of match files), run.go (the
// search runner), resume.go (FileRun: resumable runs into a file), protocol.go (the protocol), perft.go (perft cases), other.go (the cases of the
// games other than Chinese Checkers).
package sweep
