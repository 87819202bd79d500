package main

import (
	"bytes"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSlurmDryRun: the scripts carry the shard count, the options and the merge, and bad
// commands are refused before anything is written.
func TestSlurmDryRun(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "job")
	out, stderr, code := runCmd(t, "slurm", "-array", "4", "-dir", dir, "-partition", "short", "-time", "0:30:00", "-cpus", "3", "-mem", "1G", "-dry-run", "--",
		"sweep", "-algo", "paranoid brs+", "-depth", "1-3", "-board", "star73", "-per-pos")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"#SBATCH --array=0-3", "#SBATCH --partition=short", "#SBATCH --time=0:30:00", "#SBATCH --cpus-per-task=3", "#SBATCH --mem=1G",
		`-shard "$SLURM_ARRAY_TASK_ID/4"`, "-algo 'paranoid brs+'", "-merge '" + dir + "/shard-*.txt'", " report -in "} {
		if !strings.Contains(out, want) {
			t.Errorf("scripts lack %q:\n%s", want, out)
		}
	}
	// The merge names only the shard files: they record the plan.
	if want := filepath.Join(dir, "cctree") + " sweep -merge '" + dir + "/shard-*.txt' -out " + filepath.Join(dir, "merged.txt") + "\n"; !strings.Contains(out, want) {
		t.Errorf("the merge is not %q:\n%s", want, out)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("-dry-run wrote the job folder")
	}
	for _, args := range [][]string{
		{"slurm", "-array", "4", "-dir", dir, "--", "sweep", "-algo", "parnoid"},
		{"slurm", "-array", "400", "-dir", dir, "--", "sweep", "-algo", "paranoid", "-depth", "1", "-board", "star73", "-seats", "03"},
		{"slurm", "-array", "4", "-dir", dir, "--", "perft"},
		{"slurm", "-array", "0", "-dir", dir, "--", "sweep"},
		{"slurm", "-array", "2", "-dir", dir, "--", "sweep", "-out", "x"},
		{"slurm", "-dir", dir, "-resubmit", "2"},
	} {
		if _, stderr, code := runCmd(t, args...); code != 2 || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, code, stderr)
		}
	}
}

// TestSlurm runs sweeps and a match as job arrays on a real one-node Slurm cluster
// (tools/slurm/local-cluster.sh, Debian's packages) and checks that the merged results equal
// unsharded runs, including after a failed task is re-submitted alone. make test-slurm runs it
// (CCTREE_SLURM=1); the cluster is brought down whatever happens.
func TestSlurm(t *testing.T) {
	if os.Getenv("CCTREE_SLURM") == "" {
		t.Skip("needs a local Slurm cluster: make test-slurm (CCTREE_SLURM=1)")
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	tmp := t.TempDir()
	state := filepath.Join(tmp, "cluster")
	script := filepath.Join(root, "tools", "slurm", "local-cluster.sh")
	before := daemons()
	// Ports of our own, so the test runs beside a cluster the user has up on the defaults.
	env := append(os.Environ(), "SLURM_LOCAL_DIR="+state,
		"SLURM_LOCAL_CTLD_PORT="+strconv.Itoa(freePort(t)), "SLURM_LOCAL_SLURMD_PORT="+strconv.Itoa(freePort(t)))
	up := exec.Command(script, "up")
	up.Env = env
	var upErr bytes.Buffer
	up.Stderr = &upErr
	upOut, err := up.Output()
	t.Cleanup(func() {
		down := exec.Command(script, "down")
		down.Env = env
		if out, err := down.CombinedOutput(); err != nil {
			t.Errorf("local-cluster.sh down: %v\n%s", err, out)
		}
		for pid, name := range daemons() {
			if _, ok := before[pid]; !ok {
				t.Errorf("%s (pid %s) still runs after local-cluster.sh down", name, pid)
			}
		}
	})
	if err != nil {
		t.Fatalf("local-cluster.sh up: %v\n%s", err, upErr.String())
	}
	m := regexp.MustCompile(`export SLURM_CONF=(\S+)`).FindSubmatch(upOut)
	if m == nil {
		t.Fatalf("local-cluster.sh up printed no SLURM_CONF: %q", upOut)
	}
	t.Setenv("SLURM_CONF", string(m[1]))

	bin := filepath.Join(tmp, "cctree")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cctree := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = root
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("cctree %v: %v\n%s", args, err, errb.String())
		}
		return out.String()
	}
	// wait waits until job id has left the queue.
	wait := func(id string) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Minute)
		for time.Now().Before(deadline) {
			out, err := exec.Command("squeue", "-h", "-j", id).Output()
			if err != nil || len(bytes.TrimSpace(out)) == 0 {
				return
			}
			time.Sleep(500 * time.Millisecond)
		}
		t.Fatalf("job %s still queued after 5 minutes", id)
	}
	mergeJob := func(out string) string {
		m := regexp.MustCompile(`merge job (\d+)`).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("cctree slurm printed no merge job: %q", out)
		}
		return m[1]
	}
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (logs: %s)", err, logs(filepath.Dir(p)))
		}
		return string(b)
	}

	sweepFlags := []string{"sweep", "-algo", "paranoid brs+", "-depth", "1-3", "-board", "star73", "-seats", "0134", "-per-pos", "-counts"}
	want := benchmarkLines(cctree(sweepFlags...))

	// A sweep in 4 array tasks.
	job := filepath.Join(tmp, "sweep")
	wait(mergeJob(cctree(append([]string{"slurm", "-array", "4", "-cpus", "1", "-mem", "500M", "-dir", job, "--"}, sweepFlags...)...)))
	if got := benchmarkLines(read(filepath.Join(job, "merged.txt"))); got != want {
		t.Errorf("merged sweep differs from the unsharded one")
	}
	if _, err := os.Stat(filepath.Join(job, "report")); err != nil {
		t.Errorf("no report: %v", err)
	}

	// A match in 3 array tasks.
	matchFlags := []string{"match", "-players", "paranoid maxn", "-seats", "024", "-budget", "depth=2", "-games", "18"}
	cctree(append(matchFlags, "-out", filepath.Join(tmp, "one.jsonl"))...)
	mjob := filepath.Join(tmp, "match")
	wait(mergeJob(cctree(append([]string{"slurm", "-array", "3", "-cpus", "1", "-mem", "500M", "-dir", mjob, "--"}, matchFlags...)...)))
	read(filepath.Join(mjob, "merged.jsonl"))
	equalGames(t, "merged match", games(t, filepath.Join(mjob, "merged.jsonl")), games(t, filepath.Join(tmp, "one.jsonl")))
	if s := read(filepath.Join(mjob, "summary.txt")); !strings.Contains(s, "Win rates") {
		t.Errorf("summary.txt: %q", s)
	}

	// A failed task: shard 2's output path is a folder, so its task fails and the merge is never
	// run; re-submitted alone once the folder is gone, it completes the merge.
	fjob := filepath.Join(tmp, "failed")
	os.MkdirAll(filepath.Join(fjob, "shard-2.txt"), 0o777)
	wait(mergeJob(cctree(append([]string{"slurm", "-array", "4", "-cpus", "1", "-mem", "500M", "-dir", fjob, "--"}, sweepFlags...)...)))
	if _, err := os.Stat(filepath.Join(fjob, "merged.txt")); err == nil {
		t.Fatal("the merge ran although task 2 failed")
	}
	for _, i := range []string{"0", "1", "3"} {
		if _, err := os.Stat(filepath.Join(fjob, "shard-"+i+".txt")); err != nil {
			t.Fatalf("task %s's output is missing: %v", i, err)
		}
	}
	os.Remove(filepath.Join(fjob, "shard-2.txt"))
	wait(mergeJob(cctree("slurm", "-dir", fjob, "-resubmit", "2")))
	if got := benchmarkLines(read(filepath.Join(fjob, "merged.txt"))); got != want {
		t.Errorf("merge after re-submitting task 2 differs from the unsharded sweep")
	}
}

// logs returns the job logs of a job folder, for failure messages.
func logs(dir string) string {
	var b strings.Builder
	files, _ := filepath.Glob(filepath.Join(dir, "logs", "*"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		b.WriteString("== " + f + "\n" + string(data))
	}
	return b.String()
}

// daemons returns the running slurmctld, slurmd and munged processes, pid to name.
func daemons() map[string]string {
	out := map[string]string{}
	for _, name := range []string{"slurmctld", "slurmd", "munged"} {
		b, _ := exec.Command("pgrep", "-x", name).Output()
		for _, pid := range strings.Fields(string(b)) {
			out[pid] = name
		}
	}
	return out
}

// freePort returns a TCP port no one listens on now (the kernel's choice for port 0).
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// TestSlurmNoCluster: without a cluster that answers (no sinfo, or SLURM_CONF pointing nowhere),
// cctree slurm says so in one line and writes no job folder.
func TestSlurmNoCluster(t *testing.T) {
	t.Setenv("SLURM_CONF", filepath.Join(t.TempDir(), "no-such-slurm.conf"))
	defer func(w time.Duration) { sinfoWait = w }(sinfoWait)
	sinfoWait = 2 * time.Second // where slurm is installed, sinfo without a controller hangs until then
	dir := filepath.Join(t.TempDir(), "job")
	_, stderr, code := runCmd(t, "slurm", "-array", "2", "-dir", dir, "--", "sweep", "-algo", "paranoid", "-depth", "1")
	if code == 0 || !strings.Contains(stderr, "no Slurm cluster answers") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, %q", code, stderr)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("the job folder was written")
	}
}
