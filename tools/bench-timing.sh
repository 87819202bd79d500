#!/usr/bin/env bash
# bench-timing: is the working tree faster than OLD? The recommended timing comparison: build the
# ./bench test binary of OLD (a git ref) and of the working tree once, then run them alternately,
# one -count at a time, COUNT times each on this machine, so that drift of the machine (other
# load, frequency, heat) hits both sides alike. Then benchstat and `cctree compare` read the two
# result files.
#
#   tools/bench-timing.sh [OLD]            # OLD defaults to HEAD (i.e. measure uncommitted changes)
#   OLD=main COUNT=10 BENCH='Perft' BENCHTIME=200ms THRESHOLD=5% tools/bench-timing.sh
#
# BENCH defaults to the 4-player star73 group of Perft, MoveGen and Search: about 7 minutes for
# COUNT=10 on the 2-core development machine, which the script says before it starts. For a change
# of search or evaluation select one searcher at a depth instead (README, "Is my change faster?"):
#   BENCH='^BenchmarkSearch$/board=star73/seats=0134/suite=mid/' CCTREE_ALGO=paranoid CCTREE_DEPTH=4
# After the first round it prints how long the others will take.
#
# Output: $OUT/old.txt and $OUT/new.txt (default tmp/bench-timing, ignored by git). Exit status is
# that of cctree compare: 1 if a timing is worse by more than THRESHOLD at p <= 0.05 or a node
# count grew, 2 on bad input.
set -euo pipefail
cd "$(dirname "$0")/.."

OLD=${1:-${OLD:-HEAD}}
COUNT=${COUNT:-10}
DEFAULT_BENCH='^Benchmark(Perft|MoveGen|Search)$/board=star73/seats=0134/' # not all: SearchPos is >4000 benchmarks
BENCH=${BENCH:-$DEFAULT_BENCH}
BENCHTIME=${BENCHTIME:-200ms}
THRESHOLD=${THRESHOLD:-15%}
OUT=${OUT:-tmp/bench-timing}
GO=${GO:-go}

rev=$(git rev-parse --verify --quiet "$OLD^{commit}") || { echo "bench-timing: OLD=$OLD is not a git commit" >&2; exit 2; }
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd) # absolute: the runs below work in bench/
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT

# The old tree, exported without touching the repository's worktrees or index.
git archive "$rev" | tar -x -C "$src"
echo "bench-timing: old = $OLD ($rev), new = working tree; COUNT=$COUNT BENCH=$BENCH BENCHTIME=$BENCHTIME" >&2
if [ "$BENCH" = "$DEFAULT_BENCH" ] && [ -z "${CCTREE_ALGO:-}${CCTREE_DEPTH:-}" ]; then
  # Say the default's cost before spending it (measured at COUNT=10, BENCHTIME=200ms, 2 cores).
  echo "bench-timing: the default selection (star73 0134: perft, move generation, every searcher's Search row) takes about $((COUNT * 42 / 60 + 1)) minutes at COUNT=$COUNT;" \
    "for a search change select one searcher at a depth: BENCH='^BenchmarkSearch\$/board=star73/seats=0134/suite=mid/' CCTREE_ALGO=paranoid CCTREE_DEPTH=4" >&2
fi
(cd "$src" && "$GO" test -c -o "$src/old.test" ./bench)
"$GO" test -c -o "$src/new.test" ./bench

: >"$OUT/old.txt"
: >"$OUT/new.txt"
args=(-test.run '^$' -test.bench "$BENCH" -test.benchmem -test.benchtime "$BENCHTIME" -test.count 1)
start=$SECONDS
for i in $(seq 1 "$COUNT"); do
  echo "bench-timing: round $i/$COUNT" >&2
  if ((i == 2)); then
    echo "bench-timing: round 1 took $((SECONDS - start))s: about $(((SECONDS - start) * (COUNT - 1)))s for the other $((COUNT - 1))" >&2
  fi
  # Alternate which side goes first, so neither always runs on a cooler (or warmer) machine.
  if ((i % 2)); then
    (cd bench && "$src/old.test" "${args[@]}" >>"$OUT/old.txt")
    (cd bench && "$src/new.test" "${args[@]}" >>"$OUT/new.txt")
  else
    (cd bench && "$src/new.test" "${args[@]}" >>"$OUT/new.txt")
    (cd bench && "$src/old.test" "${args[@]}" >>"$OUT/old.txt")
  fi
done

# The module was renamed (cctree -> github.com/cctree/cctree): an OLD from before names its package
# otherwise, and benchstat and compare would pair no row. Same package, same benchmarks: give the
# old file the new name, and say so.
oldpkg=$(grep -m1 '^pkg: ' "$OUT/old.txt" || true)
newpkg=$(grep -m1 '^pkg: ' "$OUT/new.txt" || true)
if [ -n "$oldpkg" ] && [ -n "$newpkg" ] && [ "$oldpkg" != "$newpkg" ]; then
  echo "bench-timing: old.txt's '$oldpkg' renamed to '$newpkg' so that the rows pair" >&2
  sed -i "s#^$oldpkg\$#$newpkg#" "$OUT/old.txt"
fi

"$GO" tool benchstat "$OUT/old.txt" "$OUT/new.txt"
"$GO" run ./tools/cctree compare -old "$OUT/old.txt" -new "$OUT/new.txt" -threshold "$THRESHOLD"
