#!/usr/bin/env bash
# Grading overhead: `sudoku-grade grade SUBMISSION --jobs 1` (warm compile
# cache) against a bare shell loop that runs the same compiled program once
# per case with the same argv and stdin (bench/grade_bench_runs.cpp writes
# that loop). The sides run interleaved, in a rotating order, round by round,
# so a colleague's compile slows both alike; medians per side, then ratios.
#
#   bench/grade_bench.sh [-r ROUNDS] [-s SUBMISSION] GRADE_BINARY [GRADE_BINARY...]
#
# Several grade binaries (say, one built before a change and one after) are
# measured in the same run. grade-bench-runs is taken from the first binary's
# folder that has one. Defaults: 15 rounds, examples/cpp/sudoku.cpp, the bundled cases/.
set -euo pipefail

rounds=15
submission=examples/cpp/sudoku.cpp
while getopts "r:s:" opt; do
  case $opt in
    r) rounds=$OPTARG ;;
    s) submission=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
  echo "usage: $0 [-r ROUNDS] [-s SUBMISSION] GRADE_BINARY [GRADE_BINARY...]" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
grades=("$@")
runs_tool=
for g in "${grades[@]}"; do
  if [ -x "$(dirname "$g")/grade-bench-runs" ]; then runs_tool="$(dirname "$g")/grade-bench-runs"; break; fi
done
[ -n "$runs_tool" ] || { echo "$0: no grade-bench-runs next to any GRADE_BINARY" >&2; exit 2; }

work=$(mktemp -d /tmp/grade-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
export OUT="$work/stdout" ERR="$work/stderr"

# Warm the compile cache (and the page cache) on every side.
for g in "${grades[@]}"; do "$g" grade "$submission" --jobs 1 --cases cases >/dev/null || true; done
runs=$("$runs_tool" "$submission" cases "$work/runs")
bash "$work/runs/runs.sh" || true

now_ns() { date +%s%N; }
time_side() {   # prints milliseconds
  local start end
  start=$(now_ns)
  if [ "$1" = loop ]; then
    bash "$work/runs/runs.sh" || true
  else
    "$1" grade "$submission" --jobs 1 --cases cases >/dev/null || true
  fi
  end=$(now_ns)
  echo $(((end - start) / 1000000))
}

sides=(loop "${grades[@]}")
n=${#sides[@]}
for ((r = 0; r < rounds; ++r)); do
  for ((k = 0; k < n; ++k)); do
    i=$(((r + k) % n))   # rotate who goes first
    echo "$(time_side "${sides[i]}")" >>"$work/side$i"
  done
done

median() { sort -n "$1" | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
echo "runs per side: $runs cases; rounds: $rounds (interleaved); machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
loop_ms=$(median "$work/side0")
printf "%-50s %8s %8s %8s %8s %14s\n" side median_ms min_ms max_ms ratio overhead/run_ms
for ((i = 0; i < n; ++i)); do
  m=$(median "$work/side$i")
  printf "%-50s %8s %8s %8s %8s %14s\n" "${sides[i]}" "$m" "$(sort -n "$work/side$i" | head -1)" \
    "$(sort -n "$work/side$i" | tail -1)" "$(awk -v a="$m" -v b="$loop_ms" 'BEGIN {printf "%.2f", a / b}')" \
    "$(awk -v a="$m" -v b="$loop_ms" -v n="$runs" 'BEGIN {printf "%.1f", (a - b) / n}')"
done
