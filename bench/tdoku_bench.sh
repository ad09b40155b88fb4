#!/usr/bin/env bash
# Our reference solver beside tdoku (https://github.com/t-dillon/tdoku), on
# this machine, in one run: for each puzzle file, solver-bench and tdoku-rate
# (bench/tdoku_rate.cpp: the same count with limit 2, the same medians) take
# turns, ROUNDS times, and the table gives each side's median CPU rate and the
# ratio tdoku / ours. docs/performance.md, "Reference solver", quotes it.
#
#   bench/tdoku_bench.sh [-r ROUNDS] [-n RUNS] SOLVER_BENCH [FILE...]
#
# tdoku is not in the repository: it is cloned (TDOKU_GIT, default its GitHub
# address; a local clone or mirror works too) into TDOKU_DIR (default
# /tmp/sudoku-grade-tdoku) and built there as its README builds it (-O3
# -march=native). FILEs default to ../shared/bench/puzzles/'s five sets.
# Prints one line per file: "tdoku-vs-ours FILE OURS_CPU_RATE TDOKU_CPU_RATE RATIO".
set -euo pipefail

rounds=3
runs=5
while getopts "r:n:" opt; do
  case $opt in
    r) rounds=$OPTARG ;;
    n) runs=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { echo "usage: $0 [-r ROUNDS] [-n RUNS] SOLVER_BENCH [FILE...]" >&2; exit 2; }
solver_bench=$(realpath "$1")
shift
repo=$(cd "$(dirname "$0")/.." && pwd)
puzzles=${PUZZLES:-$repo/../shared/bench/puzzles}
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$puzzles/17_clue.txt" "$puzzles/magictour_top1465.txt"
  "$puzzles/forum_hardest_1905_11plus.txt" "$puzzles/forum_hardest_1106.txt" "$puzzles/serg_benchmark.txt")

dir=${TDOKU_DIR:-/tmp/sudoku-grade-tdoku}
git_source=${TDOKU_GIT:-https://github.com/t-dillon/tdoku}
if [ ! -x "$dir/tdoku-rate" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  # Only its sources: the repository's data.zip is not needed.
  git clone -q --no-checkout "$git_source" "$dir/src"
  git -C "$dir/src" checkout -q HEAD -- src include
  ${CXX:-g++} -std=c++17 -O3 -march=native -I "$dir/src/include" -I "$dir/src/src" \
    "$dir/src/src/solver_dpll_triad_simd.cc" "$dir/src/src/util.cc" "$repo/bench/tdoku_rate.cpp" -o "$dir/tdoku-rate"
fi
echo "# tdoku $(git -C "$dir/src" rev-parse --short HEAD), built -O3 -march=native; ours: $solver_bench"

cpu_rate() { sed -n 's/.* \([0-9][0-9]*\)\/s cpu$/\1/p'; }
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
for file in "${files[@]}"; do
  ours=() theirs=()
  for ((r = 0; r < rounds; ++r)); do
    ours+=("$("$solver_bench" --runs "$runs" "$file" | cpu_rate)")
    theirs+=("$("$dir/tdoku-rate" --runs "$runs" "$file" | cpu_rate)")
  done
  o=$(printf '%s\n' "${ours[@]}" | median)
  t=$(printf '%s\n' "${theirs[@]}" | median)
  printf 'tdoku-vs-ours %s %s %s %s\n' "$(basename "$file" .txt)" "$o" "$t" \
    "$(awk -v a="$t" -v b="$o" 'BEGIN {printf "%.1f", a / b}')"
done
