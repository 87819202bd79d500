package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/internal/atomicfile"
)

// runSlurm writes and submits a Slurm job array that runs a sweep or a match in shards, and a
// merge job that runs once every array task has succeeded:
//
//	cctree slurm -array N -dir DIR [-partition P] [-time T] [-cpus C] [-mem M] [-dry-run] -- sweep|match FLAGS...
//	cctree slurm -dir DIR -resubmit 2,5        # only these array tasks again, then the merge again
//
// DIR receives the batch scripts (array.sbatch, merge.sbatch), a copy of this cctree binary (so
// every task runs the same code), the logs (logs/), each task's output (shard-<i>.txt for a sweep,
// .jsonl for a match) and the merged result (merged.txt with report/, or merged.jsonl with
// summary.txt and win.svg). Task i runs the command with -shard i/N (N written into the script,
// so a task re-submitted alone still runs its own shard) and -workers = its CPUs. The scripts use
// standard sbatch options only.
func runSlurm(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("slurm", "-array N -dir DIR [-partition P] [-time T] [-cpus C] [-mem M] [-dry-run] -- sweep|match FLAGS... | -dir DIR -resubmit TASKS", stdout)
	array := fs.Int("array", 0, "array tasks (shards)")
	dir := fs.String("dir", "", "folder for the scripts, binary, logs and outputs (created)")
	partition := fs.String("partition", "", "partition (default: the cluster's default)")
	limit := fs.String("time", "1:00:00", "time limit of each array task and of the merge (sbatch --time)")
	cpus := fs.Int("cpus", 2, "CPUs per array task (sbatch --cpus-per-task; the task's -workers)")
	mem := fs.String("mem", "2G", "memory per task (sbatch --mem)")
	dryRun := fs.Bool("dry-run", false, "print the batch scripts only; write and submit nothing")
	resubmit := fs.String("resubmit", "", "comma-separated array task ids to submit again from -dir's scripts (their finished siblings' outputs are kept), then the merge")
	sub := args
	if i := indexOf(args, "--"); i >= 0 {
		args, sub = args[:i], args[i+1:]
	} else {
		sub = nil
	}
	if err := parse(fs, args); err != nil {
		return err
	}
	if *dir == "" {
		return usagef("slurm: -dir: missing (the folder for scripts, logs and outputs)")
	}
	abs, err := filepath.Abs(*dir)
	if err != nil {
		return err
	}
	if *resubmit != "" {
		if !regexp.MustCompile(`^\d+(,\d+)*$`).MatchString(*resubmit) {
			return usagef("slurm: -resubmit %q: want task ids such as 2 or 2,5", *resubmit)
		}
		for _, f := range []string{"array.sbatch", "merge.sbatch"} {
			if _, err := os.Stat(filepath.Join(abs, f)); err != nil {
				return usagef("slurm: -resubmit: %s has no %s: submit the job first", abs, f)
			}
		}
		return submit(ctx, stdout, abs, "--array="+*resubmit)
	}
	if len(sub) == 0 || sub[0] != "sweep" && sub[0] != "match" {
		return usagef("slurm: name the command to run after --: cctree slurm -array 4 -dir DIR -- sweep -algo paranoid -depth 1-5")
	}
	if *array < 1 {
		return usagef("slurm: -array %d: want the number of array tasks, >= 1", *array)
	}
	if *cpus < 1 {
		return usagef("slurm: -cpus %d: want >= 1", *cpus)
	}
	for _, a := range sub[1:] {
		switch a {
		case "-shard", "-out", "-workers", "-merge":
			return usagef("slurm: %s is set by the job scripts; leave it out of the %s flags", a, sub[0])
		}
	}
	// Check the command before writing anything: every shard must have work.
	check := append(append([]string{}, sub...), "-shard", fmt.Sprintf("%d/%d", *array-1, *array), "-check")
	if err := dispatch(ctx, io.Discard, io.Discard, check); err != nil {
		return usagef("slurm: the %s command: %v", sub[0], strings.TrimPrefix(err.Error(), sub[0]+": "))
	}
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	ext := ".txt"
	if sub[0] == "match" {
		ext = ".jsonl"
	}
	bin := filepath.Join(abs, "cctree")
	header := func(name, output string, cpus int) string {
		var b strings.Builder
		b.WriteString("#!/bin/bash\n")
		fmt.Fprintf(&b, "#SBATCH --job-name=%s\n", name)
		if *partition != "" {
			fmt.Fprintf(&b, "#SBATCH --partition=%s\n", *partition)
		}
		fmt.Fprintf(&b, "#SBATCH --time=%s\n#SBATCH --cpus-per-task=%d\n#SBATCH --mem=%s\n#SBATCH --output=%s\n", *limit, cpus, *mem, output)
		return b.String()
	}
	cmd := shellJoin(append([]string{bin}, sub...))
	arrayScript := header("cctree-"+sub[0], filepath.Join(abs, "logs", "%A_%a.log"), *cpus) +
		fmt.Sprintf("#SBATCH --array=0-%d\n", *array-1) +
		"# Task i runs shard i of " + strconv.Itoa(*array) + " (written here, so a task re-submitted alone runs its own shard).\n" +
		"set -euo pipefail\n" +
		"cd " + shellQuote(wd) + "\n" +
		"exec " + cmd + " -workers \"$SLURM_CPUS_PER_TASK\" -shard \"$SLURM_ARRAY_TASK_ID/" + strconv.Itoa(*array) + "\" -out " + shellQuote(filepath.Join(abs, "shard-")) + "\"$SLURM_ARRAY_TASK_ID\"" + ext + "\n"
	shards := shellQuote(filepath.Join(abs, "shard-*"+ext))
	mergeScript := header("cctree-"+sub[0]+"-merge", filepath.Join(abs, "logs", "merge_%j.log"), 1) +
		"# Runs after every array task succeeded (afterok): merges their outputs as one run would have written them.\n" +
		"set -euo pipefail\n" +
		"cd " + shellQuote(wd) + "\n"
	// The shards' files record the plan (a sweep's plan lines, a match's records), so the merge
	// names only them, not the selection.
	merge := shellJoin([]string{bin, sub[0], "-merge"})
	if sub[0] == "sweep" {
		mergeScript += merge + " " + shards + " -out " + shellQuote(filepath.Join(abs, "merged.txt")) + "\n" +
			shellQuote(bin) + " report -in " + shellQuote(filepath.Join(abs, "merged.txt")) + " -out " + shellQuote(filepath.Join(abs, "report")) + "\n"
	} else {
		mergeScript += merge + " " + shards + " -out " + shellQuote(filepath.Join(abs, "merged.jsonl")) + " -plot " + shellQuote(filepath.Join(abs, "win.svg")) + " > " + shellQuote(filepath.Join(abs, "summary.txt")) + "\n"
	}
	if *dryRun {
		fmt.Fprintf(stdout, "# %s\n%s\n# %s\n%s", filepath.Join(abs, "array.sbatch"), arrayScript, filepath.Join(abs, "merge.sbatch"), mergeScript)
		return nil
	}
	if err := clusterAnswers(ctx); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(abs, "logs"), 0o777); err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	data, err := os.ReadFile(self)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(bin, data); err != nil {
		return err
	}
	if err := os.Chmod(bin, 0o755); err != nil {
		return err
	}
	for name, text := range map[string]string{"array.sbatch": arrayScript, "merge.sbatch": mergeScript} {
		if err := atomicfile.WriteFile(filepath.Join(abs, name), []byte(text)); err != nil {
			return err
		}
	}
	return submit(ctx, stdout, abs)
}

// submit submits dir's array script (with extra sbatch options) and its merge script, dependent
// on the array's success, and prints both job ids.
func submit(ctx context.Context, stdout io.Writer, dir string, extra ...string) error {
	arrayID, err := sbatch(ctx, append(extra, filepath.Join(dir, "array.sbatch"))...)
	if err != nil {
		return err
	}
	mergeID, err := sbatch(ctx, "--dependency=afterok:"+arrayID, "--kill-on-invalid-dep=yes", filepath.Join(dir, "merge.sbatch"))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "array job %s\nmerge job %s\noutputs in %s (logs in %s)\n", arrayID, mergeID, dir, filepath.Join(dir, "logs"))
	return nil
}

// sinfoWait is how long clusterAnswers waits for sinfo: a controller that does not answer makes
// it hang rather than fail (TestSlurmNoCluster shortens it).
var sinfoWait = 20 * time.Second

// clusterAnswers asks the controller for its partitions (sinfo) before anything is written, so
// a missing or unset cluster (SLURM_CONF, munge) is one line and no half-filled job folder.
func clusterAnswers(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, sinfoWait)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sinfo", "-h", "-o", "%P")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		why := strings.TrimSpace(errb.String())
		if i := strings.IndexByte(why, '\n'); i >= 0 {
			why = why[:i]
		}
		return fmt.Errorf("slurm: no Slurm cluster answers (sinfo: %v %s); nothing written. Is SLURM_CONF set? For the local test cluster: eval \"$(tools/slurm/local-cluster.sh up)\"", err, why)
	}
	return nil
}

// sbatch submits with --parsable and returns the job id.
func sbatch(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "sbatch", append([]string{"--parsable"}, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("slurm: sbatch %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	id, _, _ := strings.Cut(strings.TrimSpace(out.String()), ";")
	if _, err := strconv.Atoi(id); err != nil {
		return "", fmt.Errorf("slurm: sbatch printed %q, not a job id", out.String())
	}
	return id, nil
}

// dispatch is run, set in init (runSlurm runs another subcommand, and commands lists runSlurm).
var dispatch func(ctx context.Context, stdout, stderr io.Writer, args []string) error

func init() { dispatch = run }

func indexOf(s []string, x string) int {
	for i, v := range s {
		if v == x {
			return i
		}
	}
	return -1
}

// shellQuote quotes s for bash.
func shellQuote(s string) string {
	if regexp.MustCompile(`^[A-Za-z0-9_./=:@%+-]+$`).MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func shellJoin(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = shellQuote(w)
	}
	return strings.Join(q, " ")
}
