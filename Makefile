# cctree: run `make help` for the targets.
GO ?= go
SHELL := /bin/bash
DEPTH ?= 6
BENCH ?= .
BENCHOUT ?= tmp/bench.txt
COUNT ?= 10
THRESHOLD ?= 15%
MATRIX ?= $(or $(CCTREE_MATRIX),default)
ALGO ?= paranoid
SUITE ?= mid
BOARD ?=
SEATS ?=
PROFDIR ?= tmp/profile
PROFTIME ?= 1s
# bench-timing's default: the 4-player star73 group of every family (BENCH=... on the command line
# overrides it). Not all of BENCH=.: BenchmarkSearchPos alone is over 4000 benchmarks, hours at 200ms each.
TIMING_BENCH ?= ^Benchmark(Perft|MoveGen|Search)$$/board=star73/seats=0134/

.PHONY: help run test test-long test-slurm test-purego vet fmt-check generate ci anchor-compare bench bench-timing compare positions reports profile baseline bench-gate sweep mutation engines perf-gate perf-baseline bench-timing-ci

help: ## list the targets
	@grep -E '^[a-zA-Z_-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-16s %s\n", $$1, $$2}'

run: ## the main job: a small tree-growth sweep of five searchers on the embedded suite; prints its tables and the figures it wrote (tmp/run)
	$(GO) run ./tools/cctree reproduce -only tree-growth -out tmp/run -show

# ./tools/cctree first: its tests take the longest (about two minutes), and go test starts the
# packages in the order listed, so last it ran alone on one core at the end (4m28 -> 3m35).
test: ## the tests, fast part (a few minutes; each package may take 30 minutes, not Go's default 10, so a busy machine does not fail it); the exhaustive parts are make test-long
	$(GO) test -timeout 30m -skip '^TestLong' ./tools/cctree ./...

test-long: ## the long parts of the exhaustive checks (the tests named TestLong...: more positions, deeper searches and perfts); CI runs it after make test
	$(GO) test -timeout 60m -run '^TestLong' ./...

vet: ## go vet, also of the pure-Go leaf loop (-tags purego) and of an arm64 build
	$(GO) vet ./...
	$(GO) vet -tags purego ./engine/game
	GOARCH=arm64 $(GO) vet ./engine/game

test-slurm: ## sweeps and a match as Slurm job arrays on a real one-node cluster started on localhost (installs Debian's slurm and munge if missing)
	CCTREE_SLURM=1 $(GO) test ./tools/cctree -run '^TestSlurm$$' -count 1 -v -timeout 15m

test-purego: ## the engine's tests with the pure-Go leaf loop in place of the amd64 assembly (-tags purego, -short)
	$(GO) test -tags purego -short -skip '^TestLong' ./engine/game

fmt-check: ## fail if gofmt would change a file
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

generate: ## regenerate the committed tables (engine/board/tables_gen.go, engine/game/zobrist_gen.go)
	$(GO) generate ./...

ci: fmt-check vet test test-long test-purego bench-gate perf-gate bench-timing-ci test-slurm ## what .ci/run runs

anchor-compare: ## time the C++ baselines of tools/baseline against cctree as whole processes, alternated, RUNS=11: perft 7 (star73, 4 players), then Paranoid and BRS+ at depths 1-5 on the mid suite against the searchers' twin (tools/anchor-search.sh)
	tools/anchor-compare.sh $(or $(RUNS),11) 7

bench: ## benchmarks once each (-benchtime 1x, BENCH=regexp, MATRIX=default|full), to stdout and BENCHOUT=tmp/bench.txt
	@mkdir -p $(dir $(BENCHOUT))
	set -o pipefail; $(GO) test ./bench -run '^$$' -bench '$(BENCH)' -benchmem -benchtime 1x -timeout 0 -cctree.matrix $(MATRIX) | tee $(BENCHOUT)

profile: ## CPU and memory profiles of BenchmarkSearch: make profile ALGO=paranoid SUITE=mid DEPTH=4 [BOARD=star73 SEATS=0134] [PROFTIME=1s]
	@mkdir -p $(PROFDIR)
	set -o pipefail; $(GO) test ./bench -run '^$$' -bench '^BenchmarkSearch$$' -benchmem -benchtime $(PROFTIME) -timeout 0 \
	  -cctree.algo '$(ALGO)' -cctree.depth '$(if $(filter command line,$(origin DEPTH)),$(DEPTH),)' -cctree.suite '$(SUITE)' -cctree.board '$(BOARD)' -cctree.seats '$(SEATS)' \
	  -o $(PROFDIR)/bench.test -cpuprofile $(CURDIR)/$(PROFDIR)/cpu.prof -memprofile $(CURDIR)/$(PROFDIR)/mem.prof | tee $(PROFDIR)/bench.txt
	$(GO) run ./tools/cctree profile -cpu $(PROFDIR)/cpu.prof -mem $(PROFDIR)/mem.prof -label algo | tee $(PROFDIR)/summary.txt
	@echo "profiles: $(PROFDIR)/cpu.prof $(PROFDIR)/mem.prof; summary: $(PROFDIR)/summary.txt; more: go tool pprof -http=: $(PROFDIR)/bench.test $(PROFDIR)/cpu.prof"

bench-timing: ## is the working tree faster than OLD=<git ref> (default HEAD)? alternated runs, COUNT=10, BENCH=regexp (default: star73 0134, about 7 minutes; a searcher at a depth: CCTREE_ALGO=paranoid CCTREE_DEPTH=4), then compare
	OLD=$(or $(OLD),HEAD) COUNT=$(COUNT) BENCH='$(if $(filter command line,$(origin BENCH)),$(BENCH),$(TIMING_BENCH))' THRESHOLD=$(THRESHOLD) GO=$(GO) tools/bench-timing.sh

compare: ## benchstat and cctree compare of two result files: make compare OLD=a.txt NEW=b.txt [THRESHOLD=15%]
	@if [ -z "$(OLD)" ] || [ -z "$(NEW)" ]; then echo "usage: make compare OLD=old.txt NEW=new.txt [THRESHOLD=15%]"; exit 2; fi
	$(GO) tool benchstat $(OLD) $(NEW)
	$(GO) run ./tools/cctree compare -old $(OLD) -new $(NEW) -threshold $(THRESHOLD)

bench-gate: ## the CI node-count gate: default Perft/Search counts vs bench/testdata/baseline.txt, in-process (exit 1 if a tree grew or a benchmark is gone)
	$(GO) run ./tools/cctree gate

baseline: ## rewrite bench/testdata/baseline.txt from the default node-count selection (then commit it, on purpose)
	$(GO) run ./tools/cctree gate -update

perf-gate: ## the CI instruction-count gate: instructions per node/leaf of a fixed selection under callgrind vs bench/testdata/instructions.txt (exit 1 on a rise over 2%, naming the function; installs valgrind if missing)
	GO=$(GO) tools/perf-gate.sh

perf-baseline: ## rewrite bench/testdata/instructions.txt (and .functions.json) from the perf gate's selection (then commit them, on purpose)
	GO=$(GO) tools/perf-gate.sh -update

# bench-timing-ci's selection: star73 with four players, perft and three searchers at depth 3 of the mid suite.
TIMING_CI_BENCH = ^Benchmark(Perft|Search)$$/^board=star73$$/^seats=0134$$/
bench-timing-ci: ## informational, never fails: make bench-timing of a small selection, HEAD~1 against the working tree (COUNT=6, 100ms), benchstat's table
	@if ! git rev-parse --verify --quiet 'HEAD~1^{commit}' >/dev/null; then echo "bench-timing-ci: no parent commit (a shallow clone?): skipped"; exit 0; fi; \
	GOFLAGS=-trimpath OLD=HEAD~1 COUNT=6 BENCHTIME=100ms BENCH='$(TIMING_CI_BENCH)' OUT=tmp/bench-timing-ci THRESHOLD=$(THRESHOLD) GO=$(GO) \
	  CCTREE_BOARD=star73 CCTREE_SEATS=0134 CCTREE_SUITE=mid CCTREE_ALGO='paranoid brs+ opps(1,5,1)' CCTREE_DEPTH=3 tools/bench-timing.sh \
	  || echo "bench-timing-ci: exit status $$? ignored: timings on a shared machine are informational here; make perf-gate is the check"

engines: ## build the C and C++ example engines (cc, g++), engine-check them and the Python one (examples/engines/), and short matches
	@mkdir -p tmp
	cc -O2 -Wall -o tmp/paranoid examples/engines/c/paranoid.c
	g++ -O2 -std=c++17 -Wall -o tmp/multi examples/engines/cpp/multi.cpp
	$(GO) run ./tools/cctree engine-check tmp/paranoid
	$(GO) run ./tools/cctree engine-check tmp/multi
	$(GO) run ./tools/cctree engine-check python3 examples/engines/python/greedy.py
	$(GO) run ./tools/cctree match -players 'paranoid engine:greedy engine:paranoid.c' -engines examples/engines/engines.txt -seats 024 -budget depth=1 -games 6 -out tmp/engines-match.jsonl
	$(GO) run ./tools/cctree match -game 'virus(players=3)' -players 'paranoid engine:tmp/multi' -budget depth=2 -games 6 -out tmp/engines-virus.jsonl

sweep: ## a tree-growth sweep in-process on every core: make sweep ALGO='paranoid brs+' DEPTH=1-4 [SUITE=mid BOARD=star73 SEATS=0134] [OUT=tmp/sweep.txt]
	$(GO) run ./tools/cctree sweep -algo '$(ALGO)' -depth '$(if $(filter command line,$(origin DEPTH)),$(DEPTH),)' -suite '$(SUITE)' -board '$(BOARD)' -seats '$(SEATS)' $(if $(OUT),-out $(OUT))

positions: ## regenerate the embedded position suites (positions/suites/*.txt, and the other games' positions/suites/<game>/*.txt)
	$(GO) run ./tools/cctree positions gen

reports: ## rerun the benchmarks of every reproduction and regenerate reports/ (ONLY=name,... for some; see reports/REPRODUCTION.md)
	$(GO) run ./tools/cctree reproduce $(if $(ONLY),-only $(ONLY))
	$(GO) run ./tools/cctree claims

MUTATION_PKGS = engine/search engine/search/paranoid engine/search/bestreply engine/search/maxn engine/search/mpmix engine/search/ads engine/eval analysis analysis/stats analysis/matchstat
mutation: ## mutation testing with gremlins (pinned in tools/mutation/go.mod, its own module so importers never inherit it), short-mode tests, uncached (a cached coverage run times every mutant out); each package mutated and judged by its own tests only: make mutation [PKGS='engine/search/paranoid engine/eval']
	set -e; $(GO) -C tools/mutation build -o $(CURDIR)/tmp/gremlins github.com/go-gremlins/gremlins/cmd/gremlins; \
	for p in $(or $(PKGS),$(MUTATION_PKGS)); do \
	  echo "== gremlins unleash ./$$p"; \
	  GOFLAGS='-short -count=1 -skip=^TestLong' tmp/gremlins unleash --coverpkg ./$$p --timeout-coefficient 5 ./$$p; \
	done
