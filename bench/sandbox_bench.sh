#!/usr/bin/env bash
# What the box costs: `sudoku-grade grade SUBMISSION --cases CASES --jobs 1`
# with the default sandbox (auto; on a root machine with cgroups, the full
# box) against `--sandbox off`, warm compile cache. The two sides alternate,
# in a rotating order, round by round, so a colleague's build slows both
# alike; then the median of each side and their ratio (issue 10's goal:
# at most 1.5x).
#
#   bench/sandbox_bench.sh [-r ROUNDS] [-s SUBMISSION] GRADE_BINARY [CASE_FILE...]
#
# Defaults: 21 rounds, examples/cpp/sudoku.cpp, cases/java.yaml and cases/htdp.yaml.
set -euo pipefail

rounds=21
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
  echo "usage: $0 [-r ROUNDS] [-s SUBMISSION] GRADE_BINARY [CASE_FILE...]" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
grade=$1
shift
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(cases/java.yaml cases/htdp.yaml)

# Warm the compile cache and the page cache on both sides; show the box once.
for side in auto off; do "$grade" grade "$submission" --jobs 1 --sandbox $side --cases "${cases[@]}" | grep '^sandbox:'; done

now_ns() { date +%s%N; }
time_side() {   # prints milliseconds
  local start end
  start=$(now_ns)
  "$grade" grade "$submission" --jobs 1 --sandbox "$1" --cases "${cases[@]}" >/dev/null 2>&1 || true
  end=$(now_ns)
  echo $(((end - start) / 1000000))
}

declare -A times=([auto]="" [off]="")
for ((round = 0; round < rounds; round++)); do
  if ((round % 2 == 0)); then order=(auto off); else order=(off auto); fi
  for side in "${order[@]}"; do times[$side]+="$(time_side "$side") "; done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }
auto_ms=$(echo "${times[auto]}" | median)
off_ms=$(echo "${times[off]}" | median)
echo "rounds: $rounds; cases: ${cases[*]}; submission: $submission"
echo "sandbox auto: median ${auto_ms} ms  (all: ${times[auto]})"
echo "sandbox off:  median ${off_ms} ms  (all: ${times[off]})"
awk -v a="$auto_ms" -v o="$off_ms" 'BEGIN {printf "ratio auto/off: %.2fx\n", a / o}'
