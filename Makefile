# cctree: run `make help` for the targets.
GO ?= go
SHELL := /bin/bash
DEPTH ?= 6
BENCH ?= .
BENCHOUT ?= tmp/bench.txt
COUNT ?= 10
THRESHOLD ?= 15%

.PHONY: help run test vet fmt-check generate ci anchor-compare bench bench-timing compare positions reports

help: ## list the targets
	@grep -E '^[a-zA-Z_-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-16s %s\n", $$1, $$2}'

run: ## the main job: perft of every start position (star73 to DEPTH=6, star121 to depth 4)
	@for s in 03 024 0134 01245 02345 012345; do echo "star73 $$s"; $(GO) run ./tools/cctree perft -board star73 -seats $$s -depth $(DEPTH) -stats || exit 1; done
	@for s in 03 024 0134 012345; do echo "star121 $$s"; $(GO) run ./tools/cctree perft -board star121 -seats $$s -depth 4 -stats || exit 1; done

test: ## all tests (go test ./...)
	$(GO) test ./...

vet: ## go vet
	$(GO) vet ./...

fmt-check: ## fail if gofmt would change a file
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

generate: ## regenerate the committed tables (engine/board/tables_gen.go)
	$(GO) generate ./...

ci: fmt-check vet test ## what .ci/run runs

anchor-compare: ## time the C++ anchor and cctree perft 7 (star73, 4 players) as whole processes, alternated, RUNS=11
	tools/anchor-compare.sh $(or $(RUNS),11) 7

bench: ## default benchmarks once each (-benchtime 1x, BENCH=regexp), to stdout and BENCHOUT=tmp/bench.txt
	@mkdir -p $(dir $(BENCHOUT))
	set -o pipefail; $(GO) test ./bench -run '^$$' -bench '$(BENCH)' -benchmem -benchtime 1x | tee $(BENCHOUT)

bench-timing: ## is the working tree faster than OLD=<git ref> (default HEAD)? alternated runs, COUNT=10, then compare
	OLD=$(or $(OLD),HEAD) COUNT=$(COUNT) BENCH='$(BENCH)' THRESHOLD=$(THRESHOLD) GO=$(GO) tools/bench-timing.sh

compare: ## benchstat and cctree compare of two result files: make compare OLD=a.txt NEW=b.txt [THRESHOLD=15%]
	@if [ -z "$(OLD)" ] || [ -z "$(NEW)" ]; then echo "usage: make compare OLD=old.txt NEW=new.txt [THRESHOLD=15%]"; exit 2; fi
	$(GO) tool benchstat $(OLD) $(NEW)
	$(GO) run ./tools/cctree compare -old $(OLD) -new $(NEW) -threshold $(THRESHOLD)

positions: ## regenerate the embedded position suites (positions/suites/*.txt)
	$(GO) run ./tools/cctree positions gen

reports: ## rerun the benchmarks of every reproduction and regenerate reports/ (ONLY=name,... for some; see reports/REPRODUCTION.md)
	$(GO) run ./tools/cctree reproduce $(if $(ONLY),-only $(ONLY))
