#!/usr/bin/env bash
# Per-case overhead by language: each bundled example graded against the
# assignment it fits (chosen as a grade without --cases chooses it), warm
# cache, -j 1, in the box; overhead = (wall - the cases' CPU summed) / cases,
# the CPU each case's result reports (its time column). Median of ROUNDS,
# the rounds interleaved across languages, and the load.
#
# That figure spreads over the cases what a grade pays once: sudoku-grade's
# own start, the box, and one start of the language's runtime (a JVM; Racket
# with its teaching language, about a second, which `racket sudoku.rkt`
# pays too). So each language is also graded with --cases on the file the
# grade chose, all its cases and its first case alone: "once" is the
# one-case grade's wall less its CPU, "a further case" the rest spread over
# the other cases, what each case adds to a grade.
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

one_grade() {  # FILE [CASE_FILE] -> "wall_ms cpu_ms cases" on stdout
  local start end
  start=$(date +%s%N)
  # --show-hidden: a report gives a hidden case's time only to an instructor (0 otherwise), which
  # had counted lesson.py's 15 hidden cases' CPU as overhead.
  "$grade" grade "$1" ${2:+--cases "$2"} -j 1 --cache "$cache" --show-hidden --json "$work/report.json" \
    >/dev/null 2>&1 || true
  end=$(date +%s%N)
  python3 - "$work/report.json" "$start" "$end" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
cases = report["cases"]
cpu = sum(c.get("time_ms", 0) for c in cases)
wall = (int(sys.argv[3]) - int(sys.argv[2])) / 1e6
print(f"{wall:.1f} {cpu} {len(cases)}")
PY
}

# The case file a grade chose for FILE, whole (NAME.all.yaml) and cut after
# its first case (NAME.one.yaml): `cases:` is each file's last key, and the
# first case defines the anchors the others name, naming none.
case_files() {
  local name=$work/$(basename "$1") file
  file=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["files"][0]["path"])' "$work/report.json")
  cp "$file" "$name.all.yaml"
  awk '/^  - name:/ { if (++seen == 2) exit } { print }' "$file" >"$name.one.yaml"
}

for example in "${examples[@]}"; do  # the cache, warm
  one_grade "$example" >/dev/null
  case_files "$example"
done
for ((round = 1; round <= rounds; round++)); do
  for example in "${examples[@]}"; do
    name=$work/$(basename "$example")
    one_grade "$example" >>"$name.txt"
    one_grade "$example" "$name.all.yaml" >>"$name.all.txt"
    one_grade "$example" "$name.one.yaml" >>"$name.one.txt"
  done
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds, -j 1, warm cache"
echo "                                   (wall - CPU) / cases   once (one case)   a further case"
for example in "${examples[@]}"; do
  name=$work/$(basename "$example")
  python3 - "$example" "$name.txt" "$name.all.txt" "$name.one.txt" <<'PY'
import statistics, sys
def rounds(path):
    return [tuple(float(x) for x in line.split()) for line in open(path)]
grade, whole, one = (rounds(p) for p in sys.argv[2:5])
cases = int(grade[0][2])
per_case = statistics.median((w - c) / max(n, 1) for w, c, n in grade)
once = statistics.median(w - c for w, c, n in one)
further = statistics.median(((w - c) - (w1 - c1)) / max(n - 1, 1) for (w, c, n), (w1, c1, _) in zip(whole, one))
print(f"{sys.argv[1]:<28} {cases:3d} cases  {per_case:7.2f} ms a case  {once:8.0f} ms        {further:6.2f} ms")
PY
done
