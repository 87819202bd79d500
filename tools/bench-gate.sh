#!/usr/bin/env bash
# bench-gate: the node-count regression gate. Runs the default selection of the benchmarks that
# report exact counts (BenchmarkPerft leaves/op, BenchmarkSearch and BenchmarkSearchPos
# nodes/op and nodes/pos; MoveGen reports only timings and is left out) once each
# (-benchtime 1x), keeps only the exact counts, and compares them with the committed baseline:
#
#   tools/bench-gate.sh            # compare with bench/testdata/baseline.txt; exit 1 if a tree grew
#                                  # or a baseline benchmark is gone (-require-all), 2 on bad input
#   tools/bench-gate.sh -update    # rewrite bench/testdata/baseline.txt instead (make baseline)
#
# Node counts are deterministic (TestSearchDeterministic), so the baseline is the same on every
# machine: only the exact metrics are kept, and the -GOMAXPROCS suffix is dropped from the names.
# Output: $OUT/raw.txt (the go test output), $OUT/new.txt (its counts), $OUT/compare.txt (the
# full comparison; regressions and missing benchmarks are also printed here).
set -euo pipefail
cd "$(dirname "$0")/.."

GO=${GO:-go}
OUT=${OUT:-tmp/bench-gate}
BASELINE=${BASELINE:-bench/testdata/baseline.txt}
BENCH='^Benchmark(Perft|Search|SearchPos)$'
mkdir -p "$OUT"
# The gate always runs the default selection, whatever selection the environment asks for.
unset CCTREE_MATRIX CCTREE_ALGO CCTREE_DEPTH CCTREE_SUITE CCTREE_BOARD CCTREE_SEATS

"$GO" test ./bench -run '^$' -bench "$BENCH" -benchtime 1x -timeout 0 -cctree.matrix default >"$OUT/raw.txt"

# counts: Unit lines, the pkg line, and each Benchmark line cut down to its name (without the
# -GOMAXPROCS suffix), the iteration count and its exact metrics.
counts() {
  awk '
    BEGIN { exact["nodes/op"] = exact["nodes/pos"] = exact["leaves/op"] = 1 }
    /^Unit / && ($2 in exact) { print; next }
    /^pkg: / { print; next }
    /^Benchmark/ {
      name = $1; sub(/-[0-9]+$/, "", name)   # names never end in -<digits> (see BenchmarkSearchPos)
      line = ""
      for (i = 3; i < NF; i += 2) if ($(i+1) in exact) line = line "\t" $i " " $(i+1)
      if (line != "") print name "\t" $2 line
    }' "$1"
}
counts "$OUT/raw.txt" >"$OUT/new.txt"
if ! grep -q '^Benchmark' "$OUT/new.txt"; then
  echo "bench-gate: no benchmark results in $OUT/raw.txt" >&2
  exit 2
fi

if [[ ${1:-} == -update ]]; then
  {
    echo "# Node-count baseline of the CI gate (tools/bench-gate.sh): the default selection of"
    echo "# BenchmarkPerft, BenchmarkSearch and BenchmarkSearchPos, exact counts only."
    echo "# Regenerate on purpose with: make baseline"
    cat "$OUT/new.txt"
  } >"$BASELINE"
  echo "bench-gate: wrote $BASELINE ($(grep -c '^Benchmark' "$BASELINE") benchmarks)"
  exit 0
fi

status=0
"$GO" run ./tools/cctree compare -old "$BASELINE" -new "$OUT/new.txt" -require-all >"$OUT/compare.txt" 2>"$OUT/compare.err" || status=$?
grep -E 'REGRESSION|^only in old|^warning' "$OUT/compare.txt" || true
tail -n 1 "$OUT/compare.txt"
cat "$OUT/compare.err" >&2
if ((status != 0)); then
  echo "bench-gate: FAIL (exit $status). If the change is meant to grow a tree or drop a benchmark, run make baseline and commit bench/testdata/baseline.txt." >&2
fi
exit "$status"
