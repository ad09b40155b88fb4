#!/usr/bin/env bash
# The Racket driver's warm runtime against today's runs, unboxed: a case
# file's grid cases answered by one `racket racket_driver.rkt FILE --serve`
# (the module instantiated once) against one `racket racket_driver.rkt FILE
# ENTRY < grid` per case, as grading runs them today. The file is compiled as
# a grade compiles it for its timed runs (racket_make.rkt, plain) into a bundle
# laid out as the harness's (harness/lang/racket.cpp).
#
#   bench/racket_warm_bench.sh [-n ROUNDS] [-b PYTHON_SERVE_BENCH] [FILE.rkt] [CASES.yaml]
#
# build/python-serve-bench (cmake --build build --target python-serve-bench)
# feeds the requests one at a time, reads the process's CPU clock at each
# mark (exec to 'started', 'started' to 'ready', each case) and times a
# process per case by wait4, in turn, ROUNDS times; medians. Defaults: 5
# rounds, examples/racket/sudoku.rkt on cases/htdp.yaml (its 23 grid cases).
set -euo pipefail

rounds=5
serve_bench=build/python-serve-bench
while getopts "n:b:" opt; do
  case $opt in
    n) rounds=$OPTARG ;;
    b) serve_bench=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
cd "$(dirname "$0")/.."
file=$(realpath "${1:-examples/racket/sudoku.rkt}")
cases=${2:-cases/htdp.yaml}
[ -x "$serve_bench" ] || { echo "$0: no $serve_bench: cmake --build build --target python-serve-bench" >&2; exit 2; }

work=$(mktemp -d /tmp/racket-warm-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
bundle=$work/submission
mkdir -p "$bundle/src"
cp "$file" "$bundle/src/"
cp harness/driver/racket_driver.rkt "$bundle/"
racket harness/driver/racket_make.rkt "$bundle/src/$(basename "$file")"
raco make "$bundle/racket_driver.rkt"
driver=$bundle/racket_driver.rkt
module=$bundle/src/$(basename "$file")

python3 bench/serve_requests.py "$cases" "$work" /usr/bin/racket "$driver" "$module"

# Both sides give the same answers, or the comparison means nothing.
racket "$driver" "$module" --serve < "$work/requests" > "$work/served" 3>"$work/marks" 2>/dev/null
sh -c "$(sed 's|> /dev/null 2>&1|2>/dev/null|' "$work/loop.sh")" > "$work/looped"
cmp "$work/served" "$work/looped" || { echo "$0: the served answers differ from the per-case runs'" >&2; exit 1; }
echo "answers agree; marks: $(sort "$work/marks" | uniq -c | tr -s ' \n' ' ')" >&2

"$serve_bench" "$driver" "$module" "$work/requests" "$rounds"
