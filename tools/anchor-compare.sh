#!/usr/bin/env bash
# anchor-compare.sh: time the project's plain C++ perft (tools/baseline/cpp/ccperft.cpp, the
# anchor of the comparison) and cctree perft as whole processes, alternated on one machine, and
# print the medians; then the same for search (tools/anchor-search.sh: cctree's Paranoid and BRS+
# against their C++ twin, tools/baseline/cpp/cctwin.cpp, depths 1-5 on the mid suite).
# Usage: tools/anchor-compare.sh [RUNS] [DEPTH]   (RUNS applies to both parts, DEPTH to perft)
# Needs a C++ compiler ($CXX, default g++) and awk.
#
# Each run times, one after the other: the baseline (array move generator, the last ply counted
# from its move list, the win rule of docs/rules.md, so its counts equal cctree's),
# cctree perft (bulk: the last ply by popcount), cctree perft -full (every leaf made and taken
# back, one thread) and cctree perft -full -threads 2. Leaves/s is the sum of the counts a
# program printed (depths 1..DEPTH) over its median time.
# cctree is its lean build (go build -tags lean: the command line without figures, profiles and
# reports, whose libraries' initialisation the full build pays at every start; the counts are the same).
set -euo pipefail
runs=${1:-11}
depth=${2:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
baseline="$here/tools/baseline/cpp/ccperft.cpp"
cxx=${CXX:-g++}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$cxx" -O3 -march=native -o "$out/ccperft" "$baseline"
(cd "$here" && go build -tags lean -o "$out/cctree" ./tools/cctree)
now() { date +%s.%N; }
progs=(
  "C++ baseline ($cxx -O3 -march=native)|$out/ccperft star73 0134 $depth"
  "cctree perft (bulk)|$out/cctree perft -board star73 -seats 0134 -depth $depth"
  "cctree perft -full (1 thread)|$out/cctree perft -full -board star73 -seats 0134 -depth $depth"
  "cctree perft -full -threads 2|$out/cctree perft -full -threads 2 -board star73 -seats 0134 -depth $depth"
)
for i in $(seq "$runs"); do
  line=""
  for k in "${!progs[@]}"; do
    cmd=${progs[$k]#*|}
    t0=$(now); $cmd >"$out/out$k"; t1=$(now)
    line="$line $(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.4f", b - a}')"
  done
  echo "$line"
done >"$out/times"
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
# leaves: every program prints "perft N COUNT" per depth; the counts must agree.
leaves() { awk '/^perft / {s += $3} END {print s}' "$1"; }
for k in "${!progs[@]}"; do
  cmp -s "$out/out0" "$out/out$k" || { echo "anchor-compare: ${progs[$k]%%|*} counts differ from the baseline's:" >&2; diff "$out/out0" "$out/out$k" >&2; exit 1; }
done
echo "star73 4-player perft 1..$depth as whole processes, $runs runs alternated (median time, leaves/s):"
base=""
for k in "${!progs[@]}"; do
  t=$(awk -v k="$k" '{print $(k + 1)}' "$out/times" | median)
  n=$(leaves "$out/out$k")
  base=${base:-$t}
  awk -v name="${progs[$k]%%|*}" -v t="$t" -v n="$n" -v b="$base" \
    'BEGIN {printf "  %-38s %.4f s  %6.1f M leaves/s  %5.2fx the baseline\n", name ":", t, n / t / 1e6, b / t}'
done
echo
CXX="$cxx" "$here/tools/anchor-search.sh" "$runs"
