// Package analysis turns Go benchmark result files from cctree's search benchmarks into
// tree-growth statistics, tables (github.com/olekukonko/tablewriter) and plots
// (gonum.org/v1/plot): the data behind `cctree report`.
//
// # Input
//
// Any number of files written by `go test ./bench -bench 'Search|Protocol'` (or `cctree sweep`),
// each read with package analysis/benchfile (the project's one reader of result files, on
// golang.org/x/perf/benchfmt) and merged, so that a sweep split across machines (one -bench
// pattern per job) reads back as one. Three benchmark families are understood, every name made
// of key=value parts in this order and no others (a -GOMAXPROCS suffix is ignored):
//
//	BenchmarkSearch/board=B/seats=S/suite=K/algo=SPEC/depth=D          nodes/pos, nodes/op (aggregate)
//	BenchmarkSearchPos/board=B/seats=S/suite=K/algo=SPEC/depth=D/pos=ID nodes/op = NC of one position
//	BenchmarkProtocol/board=B/seats=S/suite=K/algo=SPEC/depth=D/trial=T nodes/op = NC of one trial
//
// and for the games other than Chinese Checkers the same with game=G (the game spec,
// Group.Game) in place of board=B/seats=S; a game's results group per game spec and suite, and
// its files, titles and CSV name it by its spec (Group.BaseName, Report.Title, WriteCSV).
//
// Search and SearchPos names are parsed with benchname.ParseName (the inverse of benchname.Case.Name),
// Protocol names with benchname.Split. A position id is written in the name with every "-" as "_"
// (pos=star73_0134_017, benchname.PosName) and read back with "-" (benchname.PosID); ids never contain
// "_", so a trailing -<digits> is always GOMAXPROCS and nothing is guessed. Names that write ids
// with "-" (files from before that rule) are read as benchfmt reads them, with a warning saying
// to rerun the benchmarks. Other benchmarks (Perft, MoveGen) are skipped; a file with none of the
// three families is an error, and so is a name of the three families with a key missing, out of
// order, repeated or extra (Group.Extra is therefore always empty).
//
// # Guarantees
//
//   - Node counts are deterministic, so a result read twice (the same name and position in two
//     files, or -count N in one) is kept once, and an exact metric (benchname.IsExact: nodes/op,
//     nodes/pos, leaves/op, or a unit the file declares "assume=exact") that differs between
//     the copies is an error naming both places. Nothing is averaged over repeats.
//   - Each (family, game or board and seats, suite, algo, depth) has one Sample: the per-position NC of
//     BenchmarkSearchPos (or per-trial NC of BenchmarkProtocol); only when no per-position
//     result exists is the aggregate nodes/pos used, as a single value without SD or interval.
//   - A file that is missing, empty, ends mid-line (truncated), has a malformed benchmark line,
//     or holds no benchmark results is rejected by benchfile (errors "<file>: ...");
//     one without search results, with a malformed search name or without its node count by
//     package analysis ("analysis: <file>[:<line>]: ..."). Every error is one line that names the
//     file and says what to do; nothing of a rejected file is merged. A file that records a
//     failed run (a FAIL or panic line) is read, with a warning in Results.Warnings.
//   - Statistics are computed with gonum (mean, sample SD, Student-t interval) and
//     github.com/aclements/go-moremath (Mann-Whitney U and its exact p-value; the normal
//     approximation's tail is recomputed through erfc, so it does not cancel to 0); see
//     stats.go for every formula.
//   - Every figure's text fits whatever font the viewer has (SVG, the one SVG writer of the
//     project's figures, also those of matchstat and timedepth): the layout leaves room for the
//     widest usual fallback of gonum's Liberation fonts (svgfig.FallbackWidth; svgfig.TextHandler is gonum's
//     default text handler once this package is initialised), each text is anchored where it is
//     aligned, one that would still leave the figure is drawn smaller, and a svgfig.FigurePad margin
//     stays clear. svgrender_test.go renders every committed SVG in librsvg and Chromium and
//     fails on a text clipped by, or touching, the figure's edge.
//   - Render writes every file through a staging directory and renames it into place only
//     after all files have been produced, so an error or a cancelled context leaves no new or
//     half-written file in the output directory.
//
// Files: read.go (names and merging), stats.go (statistics), report.go (the per-group
// numbers), table.go (tables), plot.go (figures and their CSV), render.go (writing files).
package analysis
