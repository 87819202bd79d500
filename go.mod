module cctree

go 1.26.0

tool golang.org/x/perf/cmd/benchstat

require (
	github.com/google/pprof v0.0.0-20260906184651-6331bc6350fe
	golang.org/x/perf v0.0.0-20260908200009-22c9c6c9d4da
)

require github.com/aclements/go-moremath v0.0.0-20210112150236-f10218a38794 // indirect
