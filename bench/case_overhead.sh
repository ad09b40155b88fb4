#!/usr/bin/env bash
# Per-case overhead by language: each bundled example graded against the
# assignment it fits (chosen as a grade without --cases chooses it), warm
# cache, -j 1, in the box; overhead = (wall - the cases' CPU summed) / cases,
# the CPU each case's result reports (its time column). Median of ROUNDS,
# the rounds interleaved across languages, and the load.
#
#   bench/case_overhead.sh [-n ROUNDS] [-g SUDOKU_GRADE]
#
# Defaults: 5 rounds, build/sudoku-grade. One warm-up grade each fills the cache.
set -euo pipefail

rounds=5
grade=build/sudoku-grade
while getopts "n:g:" opt; do
  case $opt in
    n) rounds=$OPTARG ;;
    g) grade=$OPTARG ;;
    *) exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
grade=$(realpath "$grade")
examples=(examples/cpp/sudoku.cpp examples/python/lesson.py examples/java/Sudoku.java examples/racket/sudoku.rkt)

work=$(mktemp -d /tmp/case-overhead-XXXXXX)
trap 'rm -rf "$work"' EXIT
cache=$work/cache

one_grade() {  # FILE -> "overhead_ms cases" on stdout
  local start end
  start=$(date +%s%N)
  "$grade" grade "$1" -j 1 --cache "$cache" --json "$work/report.json" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  python3 - "$work/report.json" "$start" "$end" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
cases = report["cases"]
cpu = sum(c.get("time_ms", 0) for c in cases)
wall = (int(sys.argv[3]) - int(sys.argv[2])) / 1e6
print(f"{(wall - cpu) / max(len(cases), 1):.2f} {len(cases)}")
PY
}

for example in "${examples[@]}"; do one_grade "$example" >/dev/null; done  # the cache, warm
for ((round = 1; round <= rounds; round++)); do
  for example in "${examples[@]}"; do
    one_grade "$example" >>"$work/$(basename "$example").txt"
  done
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds, -j 1, warm cache"
for example in "${examples[@]}"; do
  sort -n "$work/$(basename "$example").txt" |
    awk -v name="$example" '{ v[NR] = $1; n = $2 } END { printf "%-28s %3d cases  %6.2f ms a case (median)\n", name, n, v[int((NR + 1) / 2)] }'
done
