// Package experiments holds the project's experiments as declarative definitions, and what
// runs and renders them: the reproductions of the papers' figures and tables under reports/
// (tree growth of the searchers, the OPPS grid, Threat-ADS with Polk & Oommen's protocol on Chinese
// Checkers and on their Virus Game and Focus, and the experiments on its gap, the matches of the OPPS and MP-Mix papers (the MP-Mix ones on Chinese Checkers and on Hearts), Franks' thesis, time to
// depth, Opponent Impact). Each is an Experiment: a name, a summary and either the search cases
// or protocol trials it measures (package sweep) with the searcher its tables compare the others
// with, or the matches it plays (engine/match, into results files with engine/match/results), or
// a step of its own; All lists them, Lookup finds one, Run makes an experiment's data under a
// folder and renders it (package analysis). `cctree reproduce` parses its flags and dispatches
// here; `make reports` runs it.
//
// Guarantees: the data an experiment writes (reports/data/<name>.txt and the files beside it)
// depends only on the code, never on the machine, Options.Workers or the order of the work, except
// where the experiment says it measures time (time-to-depth, the 250 ms match); benchmark data
// holds exact counts only. Rendering the same data writes the same bytes, so
// `cctree reproduce -render-only` over the committed data leaves the repository unchanged. Every
// file is written atomically, and a match or configuration file resumes: a run cut off keeps the
// games it finished and a rerun plays only the rest.
//
// The claims of the papers (package claims) are read from the data the experiments write: an
// experiment measures, a claim compares a measurement with a paper's sentence and decides.
//
// Files: experiments.go (Experiment, Options, Run and the benchmark runner), reproductions.go (the
// list and the match experiments), hearts_mpmix.go (the MP-Mix paper's Hearts matches),
// franks.go, threatgap.go, threatgames.go, timedepth.go.
package experiments
