package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestStartHeap: startHeap raises GOGC until the first collection and then returns it to 100.
func TestStartHeap(t *testing.T) {
	t.Setenv("GOGC", "") // t.Setenv restores the variable; startHeap must see none
	if err := os.Unsetenv("GOGC"); err != nil {
		t.Fatal(err)
	}
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	startHeap()
	if got := debug.SetGCPercent(startGCPercent); got != startGCPercent {
		t.Fatalf("GOGC after startHeap = %d, want %d", got, startGCPercent)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		runtime.GC()
		time.Sleep(10 * time.Millisecond) // the finalizer runs on its own goroutine
		got := debug.SetGCPercent(100)
		if got == 100 {
			break
		}
		debug.SetGCPercent(got)
		if time.Now().After(deadline) {
			t.Fatalf("GOGC after the first collection = %d, want 100", got)
		}
	}
}

// TestStartHeapUserGOGC: a GOGC in the environment is left as the user set it.
func TestStartHeapUserGOGC(t *testing.T) {
	t.Setenv("GOGC", "50")
	old := debug.SetGCPercent(50)
	defer debug.SetGCPercent(old)
	startHeap()
	if got := debug.SetGCPercent(50); got != 50 {
		t.Fatalf("GOGC with GOGC=50 set = %d, want 50", got)
	}
}
