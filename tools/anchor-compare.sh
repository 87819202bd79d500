#!/usr/bin/env bash
# anchor-compare.sh: time the C++ anchor perft and cctree perft as whole processes, alternated
# on one machine, and print the medians. Usage: tools/anchor-compare.sh [RUNS] [DEPTH]
# Needs g++ and awk; the anchor lives in ../shared/anchors (see its README).
#
# Each run times, one after the other: the anchor (it counts the last ply from its move list),
# cctree perft (bulk: the last ply by popcount), cctree perft -full (every leaf made and taken
# back, one thread) and cctree perft -full -threads 2. Leaves/s is the sum of the counts a
# program printed (depths 1..DEPTH) over its median time.
set -euo pipefail
runs=${1:-11}
depth=${2:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
anchor="$here/../shared/anchors/ccperft.cpp"
[ -f "$anchor" ] || { echo "anchor-compare: $anchor not found (it lives in ../shared/anchors)" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
g++ -O3 -march=native -o "$out/ccperft" "$anchor"
(cd "$here" && go build -o "$out/cctree" ./tools/cctree)
now() { date +%s.%N; }
progs=(
  "C++ anchor (g++ -O3 -march=native)|$out/ccperft 3 4 $depth 0 0"
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
# leaves: the anchor prints "dN perft=COUNT ...", cctree "perft N COUNT".
leaves() { awk '/perft=/ {sub(/.*perft=/, ""); s += $1} /^perft / {s += $3} END {print s}' "$1"; }
echo "star73 4-player perft 1..$depth as whole processes, $runs runs alternated (median time, leaves/s):"
base=""
for k in "${!progs[@]}"; do
  t=$(awk -v k="$k" '{print $(k + 1)}' "$out/times" | median)
  n=$(leaves "$out/out$k")
  base=${base:-$t}
  awk -v name="${progs[$k]%%|*}" -v t="$t" -v n="$n" -v b="$base" \
    'BEGIN {printf "  %-38s %.4f s  %6.1f M leaves/s  %5.2fx the anchor\n", name ":", t, n / t / 1e6, b / t}'
done
