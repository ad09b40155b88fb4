#!/usr/bin/env bash
# 0 JE from the template (issue 36, item 9): two graders side by side, each
# a loop of `grade --jobs 2` processes sharing the machine's slots, one
# thousand grades in all. Each grade is a process of its own, so each builds
# the templates of the slots it takes (docs/sandbox.md, "The template of a
# slot") while its other thread already runs cases: the moment issue 36's JE
# ("box: building the template: mount (flags) on /: Device or resource
# busy") came from. The program is the example, compiled once into a shared
# cache, graded on cases/lesson.yaml (19 cases), so the load is the runs.
#
#   bench/template_stress_bench.sh [-n GRADES] [-g GRADERS] [SUDOKU_GRADE]
#
# -g: graders side by side (default 2); more load makes the moment likelier.
# Prints the grades, the JE count with each JE's line, and the wall time;
# exits 1 if any grade had a JE. Results: docs/reliability.md, "Under load".
set -euo pipefail
cd "$(dirname "$0")/.."

grades=1000
graders=2
while getopts "n:g:" opt; do
  case $opt in
    n) grades=$OPTARG ;;
    g) graders=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
grader=$(realpath "${1:-build/sudoku-grade}")
cases=$(realpath cases/lesson.yaml)
root=$(mktemp -d /tmp/sudoku-grade-template-stress-XXXXXX)
trap 'rm -rf "$root"' EXIT
cp examples/cpp/sudoku.cpp "$root/sudoku.cpp"
# Compiled once, before the clock starts.
"$grader" grade "$root/sudoku.cpp" --cases "$cases" --cache "$root/cache" --sandbox strict >/dev/null

# One grader's share: its grades one after another; a grade with a JE
# (exit 3) keeps its console report.
loop() {
  local name=$1 count=$2 je=0 other=0
  for ((i = 0; i < count; i++)); do
    code=0
    "$grader" grade "$root/sudoku.cpp" --cases "$cases" --cache "$root/cache" --sandbox strict --jobs 2 \
      >"$root/$name.out" 2>&1 || code=$?
    if [ "$code" -eq 3 ]; then
      je=$((je + 1))
      grep -h -E 'JE|error' "$root/$name.out" | head -3 >>"$root/je-lines"
    elif [ "$code" -ne 0 ]; then
      other=$((other + 1))
      head -3 "$root/$name.out" >>"$root/other-lines"
    fi
  done
  echo "$je $other" >"$root/$name.count"
}

start=$(date +%s)
pids=()
for ((g = 0; g < graders; g++)); do
  share=$((grades / graders + (g < grades % graders ? 1 : 0)))
  loop "g$g" "$share" &
  pids+=($!)
done
wait "${pids[@]}"
end=$(date +%s)
je=0
other=0
for ((g = 0; g < graders; g++)); do
  read -r je_g other_g <"$root/g$g.count"
  je=$((je + je_g))
  other=$((other + other_g))
done
echo "graded: $grades grades in $((end - start)) s ($graders graders, --jobs 2 each, a process per grade)"
echo "grades with a JE: $je; other failures: $other"
if [ -s "$root/je-lines" ]; then sort "$root/je-lines" | uniq -c | sort -rn | head -10; fi
if [ -s "$root/other-lines" ]; then sort "$root/other-lines" | uniq -c | sort -rn | head -10; fi
[ "$je" -eq 0 ]
