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
# and one grid file and argv per case for the loop.
python3 bench/serve_requests.py "$cases" "$work" /usr/bin/python3 -I -B "$driver" "$module"

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
