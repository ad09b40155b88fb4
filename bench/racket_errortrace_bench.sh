#!/usr/bin/env bash
# What errortrace costs a Racket file: the same case run by the driver on the
# file's two builds (harness/driver/racket_make.rkt), the timed runs' plain
# one and the one that explains a failure (--errortrace), interleaved, each
# run's user+system CPU from /usr/bin/time; medians of ROUNDS, and the load.
#
#   bench/racket_errortrace_bench.sh [-n ROUNDS] [FILE.rkt] [ENTRY] [GRID]
#
# Defaults: 3 rounds, tests/submissions/accepted/htdp_small_calls.rkt,
# fillSudoku, htdp.yaml's BD6 (Inkala's puzzle). The CPU includes racket's
# start-up (some 0.5 s with a teaching language), the same in both builds.
set -euo pipefail

rounds=3
while getopts "n:" opt; do
  case $opt in
    n) rounds=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
cd "$(dirname "$0")/.."
file=$(realpath "${1:-tests/submissions/accepted/htdp_small_calls.rkt}")
entry=${2:-fillSudoku}
grid=${3:-005300000 800000020 070010500 400005300 010070006 003200080 060500009 004000030 000009700}

work=$(mktemp -d /tmp/racket-errortrace-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
cp harness/driver/racket_driver.rkt "$work/"
raco make "$work/racket_driver.rkt"
for build in plain errortrace; do
  mkdir -p "$work/$build"
  cp "$file" "$work/$build/"
done
racket harness/driver/racket_make.rkt "$work/plain/$(basename "$file")"
racket harness/driver/racket_make.rkt --errortrace "$work/errortrace/$(basename "$file")"
tr ' ' '\n' <<<"$grid" >"$work/grid"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for ((round = 1; round <= rounds; round++)); do
  for build in plain errortrace; do
    /usr/bin/time -f "%U %S" -o "$work/time" racket "$work/racket_driver.rkt" \
      "$work/$build/$(basename "$file")" "$entry" <"$work/grid" >"$work/answer" 2>/dev/null
    head -1 "$work/answer" | grep -qx True || { echo "$0: $build: no solution" >&2; exit 1; }
    awk '{ printf "%d\n", ($1 + $2) * 1000 }' "$work/time" >>"$work/$build.ms"
  done
done
plain=$(median <"$work/plain.ms")
traced=$(median <"$work/errortrace.ms")
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$(basename "$file") $entry, median of $rounds, CPU ms: plain $plain, errortrace $traced," \
  "$(awk -v a="$traced" -v b="$plain" 'BEGIN { printf "%.2fx", a / b }')"
