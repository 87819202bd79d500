package main

import (
	"os"
	"runtime"
	"runtime/debug"
)

// startGCPercent is the collector's GOGC until its first cycle. Go starts with a heap goal of
// 4 MB times GOGC/100; package initialisation (gonum/plot's fonts, pprof's tables) and a
// searcher's move stacks are about 3 MB before the first node, so at GOGC=100 every short
// command paid one collection cycle, most of it marking the libraries' init data (about 4M of a
// depth-1 sweep's 13M instructions, reports/perf-log.md 2026-12-02). At 800 the first cycle waits
// for 32 MB, after which the collector runs at GOGC=100 as Go's default does: a long run's heap is
// bounded as before, and only a process that never reaches 32 MB keeps its garbage until it exits.
const startGCPercent = 800

// startHeap sets the collector's start (startGCPercent) and returns it to GOGC=100 when its
// first cycle ends, signalled by the finalizer of an object nothing keeps. A GOGC in the
// environment is the user's choice and is left alone, as is GOGC=off in the instruction gate.
func startHeap() {
	if _, set := os.LookupEnv("GOGC"); set {
		return
	}
	debug.SetGCPercent(startGCPercent)
	// A pointer field keeps the sentinel out of the tiny allocator, whose blocks are shared and
	// may never be finalized.
	type sentinel struct{ p *int }
	runtime.SetFinalizer(&sentinel{}, func(*sentinel) { debug.SetGCPercent(100) })
}
