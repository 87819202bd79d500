package ccp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
)

// serveEnv makes the test binary a served engine: CCTREE_CCP_SERVE=SPEC runs Serve on stdin and
// stdout instead of the tests, so that the tests talk to a real process without building one.
const serveEnv = "CCTREE_CCP_SERVE"

var tmpDir string

func TestMain(m *testing.M) {
	if algo := os.Getenv(serveEnv); algo != "" {
		if err := Serve(context.Background(), os.Stdin, os.Stdout, algo); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	var err error
	if tmpDir, err = os.MkdirTemp("", "ccp-test"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(tmpDir)
	os.Exit(code)
}

// served is the Config of the test binary serving algo.
func served(algo string) Config {
	return Config{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=" + algo}, Stderr: os.Stderr}
}

var (
	brokenOnce sync.Once
	brokenBin  string
	brokenErr  error
)

// broken returns the Config of testdata/broken in mode, built once.
func broken(t testing.TB, mode string, args ...string) Config {
	t.Helper()
	brokenOnce.Do(func() {
		brokenBin = filepath.Join(tmpDir, "broken")
		out, err := exec.Command("go", "build", "-o", brokenBin, "./testdata/broken").CombinedOutput()
		if err != nil {
			brokenErr = fmt.Errorf("go build ./testdata/broken: %v\n%s", err, out)
		}
	})
	if brokenErr != nil {
		t.Fatal(brokenErr)
	}
	return Config{Command: append([]string{brokenBin, "-mode", mode}, args...), Grace: 300 * time.Millisecond}
}

func start(t testing.TB, cfg Config) *Engine {
	t.Helper()
	e, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// checkGone fails unless the process group pgid has no process left and the goroutines of the
// test are back to n (the goroutines of the engine's pipes and waiter have ended).
func checkGone(t *testing.T, pgid, n int) {
	t.Helper()
	for i := 0; groupAlive(pgid); i++ { // a killed grandchild is reaped by init, soon
		if i == 200 {
			t.Errorf("process group %d still has a process 2s after Close", pgid)
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	for i := 0; runtime.NumGoroutine() > n; i++ {
		if i == 100 {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines after Close, %d before:\n%s", runtime.NumGoroutine(), n, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func suitePositions(t testing.TB, name string, per int) []*game.State {
	t.Helper()
	su, err := positions.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	var out []*game.State
	for _, p := range su.Positions {
		k := p.Board() + " " + p.Seats()
		if seen[k] >= per {
			continue
		}
		seen[k]++
		s, err := p.State()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestServedIsInProcess: a searcher served over CCP by a real process gives exactly the
// in-process results (move, value, node count, depth, stats, stopped, strategy) at fixed depths
// and at node budgets, on positions of every board and seat set of the suites.
func TestServedIsInProcess(t *testing.T) {
	per := 3
	if testing.Short() {
		per = 1
	}
	states := append(suitePositions(t, "mid", per), suitePositions(t, "initial", per)...)
	type budget struct {
		depth int
		nodes int64
	}
	for _, algo := range []string{"paranoid", "maxn", "brs+", "opps(1,5,1)", "mpmix(td=0.05,to=0.1)", "paranoid(ties=0.5)"} {
		t.Run("algo="+algo, func(t *testing.T) {
			x := NewSearcher("engine:"+algo, served(algo))
			defer x.Close()
			in, err := searchers.New(algo)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range states {
				for _, b := range []budget{{1, 0}, {2, 0}, {3, 0}, {0, 2000}, {20, 5000}, {0, 20000}} {
					lim := search.Limits{Depth: b.depth, Nodes: b.nodes}
					in.Reset()
					x.Reset()
					want := in.Search(context.Background(), s, lim)
					got, err := x.Play(context.Background(), s, lim)
					if err != nil {
						t.Fatal(err)
					}
					got.Elapsed, want.Elapsed = 0, 0
					if got != want {
						t.Errorf("%s %+v:\nserved     %+v\nin-process %+v", s, lim, got, want)
					}
				}
			}
		})
	}
}

// TestBroken: each misbehaviour of an engine is its typed failure with the offending line, and
// afterwards no process of the engine's group and no goroutine of the host is left.
func TestBroken(t *testing.T) {
	s, _ := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	for _, c := range []struct {
		mode string
		kind Kind
		line string
	}{
		{"crash", Crash, ""},
		{"hang", Hang, ""},
		{"illegal", Illegal, "bestmove 0-0"},
		{"garbage", Garbage, "hello, world"},
		{"flood-long", Flood, "info string xxxx"},
		{"flood-lines", Flood, "info string flood"},
		{"slow-handshake", Hang, ""},
		{"double", Garbage, "bestmove 1-9"},
	} {
		t.Run("mode="+c.mode, func(t *testing.T) {
			n := runtime.NumGoroutine()
			cfg := broken(t, c.mode)
			cfg.Timeout, cfg.Handshake = 500*time.Millisecond, 500*time.Millisecond
			e, err := Start(context.Background(), cfg)
			pgid := 0
			if err == nil {
				pgid = e.PGID()
				if err = e.NewGame(context.Background(), "star73", "0134", "free"); err == nil {
					_, err = e.Search(context.Background(), s, Go{Depth: 2})
				}
				if c.mode == "double" && err == nil { // the second bestmove is noticed at the next request
					time.Sleep(50 * time.Millisecond)
					_, err = e.Search(context.Background(), s, Go{Depth: 2})
				}
				if err2 := e.Close(); err2 != nil {
					t.Error(err2)
				}
			}
			var f *Failure
			if !errors.As(err, &f) {
				t.Fatalf("got %v, want a *Failure", err)
			}
			if f.Kind != c.kind || !strings.HasPrefix(f.Line, c.line) {
				t.Errorf("got %v (kind %s, line %q), want kind %s and a line starting %q", f, f.Kind, f.Line, c.kind, c.line)
			}
			if pgid != 0 {
				checkGone(t, pgid, n)
			}
		})
	}
}

// TestCancel: cancelling the context of a search kills the engine's group at once.
func TestCancel(t *testing.T) {
	n := runtime.NumGoroutine()
	s, _ := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	ctx, cancel := context.WithCancel(context.Background())
	e, err := Start(ctx, broken(t, "hang"))
	if err != nil {
		t.Fatal(err)
	}
	time.AfterFunc(100*time.Millisecond, cancel)
	t0 := time.Now()
	_, err = e.Search(ctx, s, Go{Depth: 2})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
	if el := time.Since(t0); el > 2*time.Second {
		t.Errorf("search returned %v after the cancel", el)
	}
	e.Close()
	checkGone(t, e.PGID(), n)
}

// TestSearcherRestarts: after a forfeit the contestant starts a new engine for the next search.
func TestSearcherRestarts(t *testing.T) {
	s, _ := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	x := NewSearcher("engine:illegal", broken(t, "illegal"))
	for range 2 {
		r := x.Search(context.Background(), s, search.Limits{Depth: 1})
		var f *Failure
		if !errors.As(x.Err(), &f) || f.Kind != Illegal {
			t.Fatalf("Err() = %v, want an illegal-move failure", x.Err())
		}
		if _, err := s.ParseMove(s.MoveString(r.Move)); err != nil {
			t.Errorf("Search's move after a forfeit: %v", err)
		}
	}
	x.Close()
}

// TestPerftAndMoves: perft over the protocol equals cctree's, for a position sent as a CCN and
// as the start plus moves.
func TestPerftAndMoves(t *testing.T) {
	e := start(t, served("paranoid"))
	defer e.Close()
	s, _ := game.NewState(board.Star121(), []int{0, 2, 4}, game.NoStop)
	if err := e.NewGame(context.Background(), "star121", "024", "nostop"); err != nil {
		t.Fatal(err)
	}
	var buf [game.MaxMoves]game.Move
	m1 := s.Moves(buf[:0])[3]
	s.Make(m1)
	m2 := s.Moves(buf[:0])[5]
	s.Make(m2)
	want := new(game.Perfter).Perft(s, 3)
	got, err := e.Perft(context.Background(), s, 3)
	if err != nil || got != want {
		t.Errorf("perft 3 of %s: got %d, %v; want %d", s, got, err, want)
	}
	s.Unmake(m2)
	s.Unmake(m1)
	got, err = e.PerftFrom(context.Background(), s, []game.Move{m1, m2}, 3)
	if err != nil || got != want {
		t.Errorf("perft 3 after moves: got %d, %v; want %d", got, err, want)
	}
}

// BenchmarkRoundTrip is the protocol's cost per move: position plus "go depth 1" to the 4-player
// start position of star73 and its info and bestmove back, from a served paranoid in its own
// process (an 11-node search). ns/op is the round trip; search-ns/op the search inside it, as the
// engine reports it is 0 ms, so the round trip is almost all protocol.
func BenchmarkRoundTrip(b *testing.B) {
	e := start(b, served("paranoid"))
	defer e.Close()
	s, _ := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	if err := e.NewGame(context.Background(), "star73", "0134", "free"); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := e.Search(context.Background(), s, Go{Depth: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkIsReady is the protocol's floor: one isready to a served searcher in its own process
// and its readyok back (the host's write, the engine's read, reply and flush, the host's read).
func BenchmarkIsReady(b *testing.B) {
	e := start(b, served("paranoid"))
	defer e.Close()
	for b.Loop() {
		if err := e.IsReady(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSearch20000 compares a 20,000-node paranoid search on a mid position in-process
// (where=inproc) with the same search served over the protocol (where=served): the difference
// is the protocol's share of such a move. Both are wall times: on a loaded machine the search in
// the benchmark's own process is descheduled more than the one in the engine's (measured: inproc
// slower than served at load 10-16 on 2 cores), so compare them on a quiet one, or set
// BenchmarkRoundTrip against the search's CPU time (`cctree search -nodes 20000` prints it).
func BenchmarkSearch20000(b *testing.B) {
	s := suitePositions(b, "mid", 1)[2] // star73 0134
	lim := search.Limits{Nodes: 20000}
	b.Run("where=inproc", func(b *testing.B) {
		sr, _ := searchers.New("paranoid")
		for b.Loop() {
			sr.Search(context.Background(), s, lim)
		}
	})
	b.Run("where=served", func(b *testing.B) {
		x := NewSearcher("engine:paranoid", served("paranoid"))
		defer x.Close()
		for b.Loop() {
			if _, err := x.Play(context.Background(), s, lim); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestServeStop: served in-process over pipes, a search that would run for hours answers isready
// while it runs, stops at stop with its final info and bestmove, and quit ends Serve.
func TestServeStop(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Serve(context.Background(), inR, outW, "maxn")
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	say := func(l string) { fmt.Fprintln(inW, l) }
	expect := func(prefix string) string {
		t.Helper()
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), prefix) {
				return sc.Text()
			}
			if !strings.HasPrefix(sc.Text(), "info") && !strings.HasPrefix(prefix, "ready") {
				t.Fatalf("got %q, want a line starting %q", sc.Text(), prefix)
			}
		}
		t.Fatalf("output ended, want %q", prefix)
		return ""
	}
	say("ccp 1")
	expect("ready 1")
	s, _ := game.NewState(board.Star121(), []int{0, 1, 2, 3, 4, 5}, game.Free)
	say("newgame star121 012345 free")
	say(Position(s, nil))
	say("go depth 30")
	say("isready")
	expect("readyok")
	say("perft 2")
	expect("error perft during a search")
	t0 := time.Now()
	say("stop")
	in, err := ParseInfo(expect("info"))
	if err != nil || in.Stopped != 1 {
		t.Errorf("final info %+v, %v: want stopped 1", in, err)
	}
	expect("bestmove ")
	if el := time.Since(t0); el > time.Second {
		t.Errorf("bestmove %v after stop", el)
	}
	say("quit")
	if err := <-done; err != nil {
		t.Error(err)
	}
	inW.Close()
}

// hostEnv makes the test binary a host that starts the engine command in the variable's value
// (separated by spaces), prints the engine's pid and waits to be killed.
const hostEnv = "CCTREE_CCP_HOST"

func init() {
	if cmd := os.Getenv(hostEnv); cmd != "" {
		e, err := Start(context.Background(), Config{Command: strings.Fields(cmd)})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(e.PGID())
		time.Sleep(time.Hour)
	}
}

// TestHostKilled: when the host is killed with SIGKILL (no chance to clean up), the kernel kills
// its engine (Linux: PR_SET_PDEATHSIG).
func TestHostKilled(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("PR_SET_PDEATHSIG is Linux's")
	}
	cfg := broken(t, "hang") // which ignores the end of its input: only a kill ends it
	host := exec.Command(os.Args[0])
	host.Env = append(os.Environ(), hostEnv+"="+strings.Join(cfg.Command, " "))
	out, err := host.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	var pid int
	if _, err := fmt.Fscan(out, &pid); err != nil {
		host.Process.Kill()
		host.Wait()
		t.Fatalf("reading the engine's pid from the host: %v", err)
	}
	if !running(pid) {
		t.Fatalf("engine %d not running before the host is killed", pid)
	}
	host.Process.Kill()
	host.Wait()
	for i := 0; running(pid); i++ {
		if i == 200 {
			killGroup(pid)
			t.Fatalf("engine %d still running 2s after its host was killed", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// running reports whether process pid exists and is not a zombie.
func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	_, after, _ := strings.Cut(string(b), ") ")
	return !strings.HasPrefix(after, "Z") && !strings.HasPrefix(after, "X")
}

// TestSearcherDeadline: a deadline of ctx becomes movetime; the engine answers in time with its
// last completed depth and stays alive for the next search.
func TestSearcherDeadline(t *testing.T) {
	s, _ := game.NewState(board.Star121(), []int{0, 1, 2, 3, 4, 5}, game.Free)
	x := NewSearcher("engine:paranoid", served("paranoid"))
	defer x.Close()
	for range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		t0 := time.Now()
		r, err := x.Play(ctx, s, search.Limits{Depth: 30})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if el := time.Since(t0); !r.Stopped || r.Depth < 1 || el > time.Second {
			t.Errorf("result %+v after %v: want stopped, depth >= 1, within a second", r, el)
		}
		if x.Engine() == nil {
			t.Error("engine closed after a search within its movetime")
		}
		if !x.Exact(search.Limits{Depth: 3}) || !x.Exact(search.Limits{Nodes: 9}) {
			t.Error("Exact: false for a served searcher, which declares det depth nodes")
		}
	}
}

// TestServedOptions: the options algo, seed and stream of a served searcher give the in-process
// searcher of that spec and seed.
func TestServedOptions(t *testing.T) {
	s := suitePositions(t, "mid", 1)[2]
	cfg := served("paranoid")
	cfg.Options = map[string]string{"algo": "maxn(ties=0.5, best=4)", "seed": "7", "stream": "3"}
	x := NewSearcher("engine:x", cfg)
	defer x.Close()
	in, _ := searchers.New("maxn(ties=0.5, best=4)")
	in.(search.Seeder).Seed(7, 3)
	for range 3 { // the generator runs on from search to search, in both
		want := in.Search(context.Background(), s, search.Limits{Depth: 3})
		got, err := x.Play(context.Background(), s, search.Limits{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		got.Elapsed, want.Elapsed = 0, 0
		if got != want {
			t.Errorf("served %+v\nin-process %+v", got, want)
		}
	}
}

// TestSearcherSeed: a contestant seeded as the match seeds players passes the seed to a served
// searcher that draws random numbers (Franks' random strategy, whose every move is a draw),
// before each game: its moves are the in-process searcher's. (With another seed they differ.)
func TestSearcherSeed(t *testing.T) {
	states := suitePositions(t, "mid", 1)[:4]
	const algo = "random(best=4)"
	x := NewSearcher("engine:x", served(algo))
	defer x.Close()
	in, _ := searchers.New(algo)
	var _ search.Seeder = x
	for game, s := range states {
		x.Seed(42, uint64(game))
		in.(search.Seeder).Seed(42, uint64(game))
		for range 3 {
			want := in.Search(context.Background(), s, search.Limits{Depth: 2})
			got, err := x.Play(context.Background(), s, search.Limits{Depth: 2})
			if err != nil {
				t.Fatal(err)
			}
			got.Elapsed, want.Elapsed = 0, 0
			if got != want {
				t.Errorf("game %d: served %+v\nin-process %+v", game, got, want)
			}
		}
	}
}
