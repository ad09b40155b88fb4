#!/usr/bin/env bash
# The similarity check's speed and memory: classes of 200 and 1000 students
# made by bench/similar_class.sh (renamed copies of the test class's 23), each
# compared with --jobs 1 against --jobs 2, pair by pair (farm-bench --vs).
# Usage: bench/similar_bench.sh [SUDOKU_GRADE] [RUNS]   (from the repo root)
# Results: docs/performance.md, section "The similarity check".
set -euo pipefail
cd "$(dirname "$0")/.."
grader=$(realpath "${1:-build/sudoku-grade}")
runs=${2:-7}
root=${BENCH_ROOT:-/tmp/sudoku-grade-similar-bench}
command -v farm-bench >/dev/null || { echo "similar_bench: needs farm-bench on PATH" >&2; exit 2; }
for count in 200 1000; do
  bench/similar_class.sh "$root/$count" "$count" >/dev/null
  similar="$grader similar $root/$count/class --base $root/$count/starter --out $root/$count/out --top 0"
  echo "== $count students: $($similar -j 2 | head -1)"
  # shellcheck disable=SC2086  # the command is words on purpose
  farm-bench -n "$runs" --timeout 600 --vs "$similar -j 2" -- $similar -j 1 | tail -n 13
done
