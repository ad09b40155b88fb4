#!/usr/bin/env bash
# Printing while debugging (issue 22 item 4): a client that prints about
# 3.7 MB over its case file, graded by the harness, against the same client
# outside it, calling the same functions on the same puzzles in one process
# with its stdout a pipe drained by `cat` (as the harness drains stderr).
# Prints, per language, the median CPU time of the cases (the harness: the
# sum of the report's per-case times; outside: the process's CPU over the
# calls), the median of the run-by-run ratios harness / outside, and the
# harness's time for the same client with its printing turned off.
#
#   bench/print_bench.sh [-n RUNS] GRADE_BINARY
#
# The clients are bench/fixtures/java_prints/Sudoku.java on cases/java.yaml,
# bench/fixtures/prints_placements.py on cases/lesson.yaml and
# bench/fixtures/racket_prints.rkt on cases/htdp.yaml. Outside,
# Java runs with the harness's JVM flags (harness/lang/java.cpp)
# and Python as `/usr/bin/python3 -I -B`, as the harness runs them, so that
# what differs is where the prints go. SUDOKU_GRADE_DRIVER_DIR, if set, is
# passed on: the drivers of another checkout, for a before and after.
set -euo pipefail

runs=5
while getopts "n:" opt; do
  case $opt in
    n) runs=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -ne 1 ]; then
  echo "usage: $0 [-n RUNS] GRADE_BINARY" >&2
  exit 2
fi
grade=$(realpath "$1")
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

jvm=(java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto -XX:-UsePerfData -Xmx256m)

# The clients, their quiet copies (every print a call that writes nothing,
# its arguments still built), the outside runners and the requests.
mkdir -p "$work/java" "$work/java_quiet" "$work/python_quiet" "$work/racket" "$work/racket_quiet"
cp bench/fixtures/java_prints/Sudoku.java bench/PrintBenchOutside.java "$work/java/"
javac -d "$work/java" "$work/java/"*.java
sed -e 's/System\.out\.println(/quiet(/' -e 's/^public class Sudoku {/&\n  private static void quiet(Object line) {}/' \
  bench/fixtures/java_prints/Sudoku.java > "$work/java_quiet/Sudoku.java"
# (the module's functions find `print` among its globals when they call it)
{ cat bench/fixtures/prints_placements.py; echo 'print = lambda *words, **where: None'; } \
  > "$work/python_quiet/prints_placements.py"
cp bench/fixtures/racket_prints.rkt "$work/racket/"
{ cat bench/fixtures/racket_prints.rkt; echo '(define (printf . words) (void))'; } > "$work/racket_quiet/racket_prints.rkt"
python3 bench/case_requests.py cases/java.yaml > "$work/java.requests"
python3 bench/case_requests.py cases/htdp.yaml > "$work/htdp.requests"
python3 bench/case_requests.py cases/lesson.yaml > "$work/lesson.requests"

# The harness's CPU time for the cases: the sum of the report's per-case times.
graded_ms() {   # SUBMISSION CASES
  "$grade" grade "$1" --cases "$2" --cache "$work/cache" --show-hidden --json "$work/report.json" > /dev/null 2>&1 || true
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))
for c in r["cases"]:
    if c["verdict"] != "AC":
        sys.exit("%s: %s: %s %s" % (sys.argv[2], c["name"], c["verdict"], " ".join(c["reason"].split())[:300]))
print(sum(c["time_ms"] for c in r["cases"]))' "$work/report.json" "$1"
}
outside_ms() {   # the runner's command, its TIMES file last; stdout drained by cat
  "$@" | cat > /dev/null
  awk '$1 == "cpu_ms" {print $2}' "${@: -1}"
}
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

bench_language() {   # NAME SUBMISSION QUIET CASES OUTSIDE-COMMAND...
  local name=$1 submission=$2 quiet=$3 cases=$4
  shift 4
  graded_ms "$submission" "$cases" > /dev/null   # the build, into the cache
  graded_ms "$quiet" "$cases" > /dev/null
  local inside=() outside=() ratios=() silent=()
  for ((r = 1; r <= runs; r++)); do
    local o i
    o=$(outside_ms "$@")
    i=$(graded_ms "$submission" "$cases")
    silent+=("$(graded_ms "$quiet" "$cases")")
    outside+=("$o")
    inside+=("$i")
    ratios+=("$(awk -v a="$i" -v b="$o" 'BEGIN {printf "%.2f", a / b}')")
  done
  printf '%-7s harness %6s ms  outside %6s ms  harness/outside %5s (runs: %s)  harness, printing off %6s ms\n' \
    "$name" "$(printf '%s\n' "${inside[@]}" | median)" "$(printf '%s\n' "${outside[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | median)" "${ratios[*]}" "$(printf '%s\n' "${silent[@]}" | median)"
}

bench_language Java bench/fixtures/java_prints/Sudoku.java "$work/java_quiet/Sudoku.java" cases/java.yaml \
  "${jvm[@]}" -cp "$work/java" PrintBenchOutside "$work/java.requests" "$work/java.times"
bench_language Python bench/fixtures/prints_placements.py "$work/python_quiet/prints_placements.py" cases/lesson.yaml \
  /usr/bin/python3 -I -B bench/print_bench_outside.py bench/fixtures/prints_placements.py \
  "$work/lesson.requests" "$work/python.times"
bench_language Racket bench/fixtures/racket_prints.rkt "$work/racket_quiet/racket_prints.rkt" cases/htdp.yaml \
  racket -l errortrace -u bench/print_bench_outside.rkt "$work/racket/racket_prints.rkt" \
  "$work/htdp.requests" "$work/racket.times"
