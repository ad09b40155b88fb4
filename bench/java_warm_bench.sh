#!/usr/bin/env bash
# The Java driver's warm runtime against today's runs, unboxed, with
# farm-bench: a case file's grid cases answered by one `SudokuDriver --serve`
# JVM (the class loaded once, every request on stdin at once) against one
# `SudokuDriver ENTRY [LIMIT] < grid` JVM per case, as grading runs them
# today, both with the harness's JVM flags (harness/lang/java.cpp)
# and -Xmx192m. Both sides run in turn (A B A B ...), the ratio pair by pair.
#
#   bench/java_warm_bench.sh [-n RUNS] [-b SERVE_BENCH] [SUDOKU.java] [CASES.yaml]
#
# Then, when build/python-serve-bench is built (or -b names it), the same
# cases as a grader would time them: requests one at a time, the CPU clock
# read at each mark, per case, against a JVM per case (wait4).
# Defaults: 11 runs, examples/java/Sudoku.java on cases/java.yaml (its 17
# grid cases). Not in either side: the box, and the grader's round trip per case.
set -euo pipefail

runs=11
serve_bench=build/python-serve-bench
while getopts "n:b:" opt; do
  case $opt in
    n) runs=$OPTARG ;;
    b) serve_bench=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
cd "$(dirname "$0")/.."
source=$(realpath "${1:-examples/java/Sudoku.java}")
cases=${2:-cases/java.yaml}
command -v farm-bench >/dev/null || { echo "$0: farm-bench is not on PATH" >&2; exit 2; }

work=$(mktemp -d /tmp/java-warm-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir "$work/classes"
javac -proc:none -encoding UTF-8 -d "$work/classes" harness/driver/SudokuDriver.java
javac -proc:none -encoding UTF-8 -d "$work/classes" "$source"
run="/usr/bin/java -Xmx192m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto -XX:-UsePerfData -cp $work/classes sudokugrade.SudokuDriver"

# The case file's grid cases, as both sides send them: requests for --serve,
# and one grid file and argv per case for the loop. A puzzle is a block of
# rows, a list of rows, or one line of rows.
python3 - "$cases" "$work" "$run" <<'PY'
import sys, yaml
cases, work, run = sys.argv[1:]
grids = ("solve", "solve_fast", "fillSudoku", "count_solutions", "checkSudoku")
loop = ["#!/bin/sh"]
n = 0
with open(work + "/requests", "w") as requests:
    for case in yaml.safe_load(open(cases))["cases"]:
        if case.get("entry") not in grids:
            continue
        puzzle = case["puzzle"]
        if isinstance(puzzle, str):
            rows = puzzle.replace(".", "0").split()   # '.' a blank, as the grid reader has it
        else:
            rows = [" ".join(str(v) for v in row) for row in puzzle]
        args = [case["entry"]] + ([str(case["limit"])] if case["entry"] == "count_solutions" else [])
        requests.write(" ".join([str(len(rows))] + args) + "\n" + "".join(r + "\n" for r in rows))
        with open(f"{work}/grid{n}", "w") as grid:
            grid.write("".join(r + "\n" for r in rows))
        loop.append(" ".join([run] + args) + f" < {work}/grid{n} > /dev/null 2>&1")
        n += 1
open(work + "/loop.sh", "w").write("\n".join(loop) + "\n")
print(f"{n} grid cases of {cases}", file=sys.stderr)
PY

# Both sides give the same answers, or the comparison means nothing.
$run --serve < "$work/requests" > "$work/served" 3>"$work/marks" 2>/dev/null
sh -c "$(sed 's|> /dev/null 2>&1|2>/dev/null|' "$work/loop.sh")" > "$work/looped"
cmp "$work/served" "$work/looped" || { echo "$0: the served answers differ from the per-case runs'" >&2; exit 1; }
echo "answers agree; marks: $(tr '\n' ' ' < "$work/marks")" >&2

farm-bench -n "$runs" --timeout 600 --vs "sh $work/loop.sh" \
  -- sh -c "exec $run --serve < '$work/requests' > /dev/null 3>/dev/null 2>/dev/null"

if [ -x "$serve_bench" ]; then
  "$serve_bench" --run "$run" "$work/requests" "$runs"
else
  echo "$0: no $serve_bench: build it (cmake --build build --target python-serve-bench) for the per-case figures" >&2
fi
