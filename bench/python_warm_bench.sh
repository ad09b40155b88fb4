#!/usr/bin/env bash
# The warm runtime's prototype against today's runs, unboxed, with farm-bench:
# a case file's grid cases answered by one `sudoku_driver.py MODULE --serve`
# (the module imported once, every request on stdin at once) against one
# `sudoku_driver.py MODULE ENTRY [LIMIT] < grid` per case, as grading runs
# them today. Both sides run in turn (A B A B ...), the ratio pair by pair.
#
#   bench/python_warm_bench.sh [-n RUNS] [-b PYTHON_SERVE_BENCH] [MODULE.py] [CASES.yaml]
#
# Then, when build/python-serve-bench is built (or -b names it), the same
# cases as a grader would time them: requests one at a time, the CPU clock
# read at each mark, per case, against a process per case (wait4).
# Last, bench/python_fork_bench.py: the same cases called in one process
# against a forked child each (a fork-server's way).
# Defaults: 11 runs, examples/python/lesson.py on cases/lesson.yaml (its 19
# grid cases). Not in either side: the box, and the grader's round trip per
# case (the served side gets its requests at once, where a grader would send
# each after the last one's "done": a pipe's wake-up, tens of microseconds).
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
module=$(realpath "${1:-examples/python/lesson.py}")
cases=${2:-cases/lesson.yaml}
driver=$(realpath harness/driver/sudoku_driver.py)
command -v farm-bench >/dev/null || { echo "$0: farm-bench is not on PATH" >&2; exit 2; }

work=$(mktemp -d /tmp/python-warm-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT

# The case file's grid cases, as both sides send them: requests for --serve,
# and one grid file and argv per case for the loop. A puzzle is one line of
# rows ("530070000 600195000 ...") or a block of rows under `puzzle: |`.
python3 - "$cases" "$work" "$driver" "$module" <<'PY'
import re, shlex, sys
cases, work, driver, module = sys.argv[1:]
entries, puzzles, limits = [], [], {}
block = None
for line in open(cases):
    if block is not None:
        if line.strip() and len(line) - len(line.lstrip()) > block[0]:
            puzzles[-1].append(line.strip())
            continue
        block = None
    m = re.match(r"\s*(?:- )?(entry|puzzle|limit):\s*(.*)", line)
    if not m:
        continue
    key, value = m.group(1), m.group(2).strip()
    if key == "entry":
        entries.append(value)
    elif key == "limit":
        limits[len(entries) - 1] = value
    elif value.startswith("|"):
        puzzles.append([])
        block = (len(line) - len(line.lstrip()),)
    else:
        puzzles.append(value.strip('"').split())
grids = [e for e in entries if e in ("solve", "solve_fast", "fillSudoku", "count_solutions", "checkSudoku")]
assert len(grids) == len(entries) == len(puzzles), (len(entries), len(puzzles))
loop = ["#!/bin/sh"]
with open(work + "/requests", "w") as requests:
    for i, (entry, rows) in enumerate(zip(entries, puzzles)):
        args = [entry] + ([limits[i]] if entry == "count_solutions" else [])
        requests.write(" ".join([str(len(rows))] + args) + "\n" + "".join(r + "\n" for r in rows))
        with open(f"{work}/grid{i}", "w") as grid:
            grid.write("".join(r + "\n" for r in rows))
        loop.append(" ".join(["/usr/bin/python3 -I -B", shlex.quote(driver), shlex.quote(module)] + args)
                    + f" < {work}/grid{i} > /dev/null 2>&1")
open(work + "/loop.sh", "w").write("\n".join(loop) + "\n")
print(f"{len(entries)} grid cases of {cases}", file=sys.stderr)
PY

# Both sides give the same answers, or the comparison means nothing.
/usr/bin/python3 -I -B "$driver" "$module" --serve < "$work/requests" > "$work/served" 3>"$work/marks" 2>/dev/null
sh -c "$(sed 's|> /dev/null 2>&1|2>/dev/null|' "$work/loop.sh")" > "$work/looped"
cmp "$work/served" "$work/looped" || { echo "$0: the served answers differ from the per-case runs'" >&2; exit 1; }
echo "answers agree; marks: $(tr '\n' ' ' < "$work/marks")" >&2

farm-bench -n "$runs" --timeout 600 --vs "sh $work/loop.sh" \
  -- sh -c "exec /usr/bin/python3 -I -B '$driver' '$module' --serve < '$work/requests' > /dev/null 3>/dev/null 2>/dev/null"

if [ -x "$serve_bench" ]; then
  "$serve_bench" "$driver" "$module" "$work/requests" "$runs"
else
  echo "$0: no $serve_bench: build it (cmake --build build --target python-serve-bench) for the per-case figures" >&2
fi

/usr/bin/python3 -I -B bench/python_fork_bench.py "$driver" "$module" "$work/requests" "$runs"
