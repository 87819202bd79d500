#!/usr/bin/env bash
# anchor-compare.sh: time the C++ anchor perft and cctree perft as whole processes, alternated
# on one machine, and print both medians. Usage: tools/anchor-compare.sh [RUNS] [DEPTH]
# Needs g++ and awk; the anchor lives in ../shared/anchors (see its README).
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
for i in $(seq "$runs"); do
  t0=$(now); "$out/ccperft" 3 4 "$depth" 0 0 >/dev/null; t1=$(now)
  "$out/cctree" perft -board star73 -seats 0134 -depth "$depth" >/dev/null; t2=$(now)
  awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {printf "%.4f %.4f\n", b - a, c - b}'
done >"$out/times"
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
c=$(cut -d' ' -f1 "$out/times" | median)
g=$(cut -d' ' -f2 "$out/times" | median)
echo "star73 4-player perft 1..$depth as whole processes, $runs runs alternated:"
echo "  C++ anchor (g++ -O3 -march=native): median $c s"
echo "  cctree perft:                       median $g s"
awk -v c="$c" -v g="$g" 'BEGIN {printf "  speed ratio: %.2fx\n", c / g}'
