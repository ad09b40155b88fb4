#!/usr/bin/env bash
# Every performance figure README.md and docs/*.md quote as today's, measured
# again here and set beside the claim: claimed, measured, drift, the load
# average (/proc/loadavg) before and after each, and DRIFT on each figure more
# than 25% off. A figure that drifts is fixed in its doc (or the code), with
# the command below that measured it.
#
#   bench/claims.sh [--quick | --all] [--build DIR] [CLAIM...]
#   bench/claims.sh --list           # the claims: name, where, claimed, when it runs
#   bench/claims.sh --quoted         # every line of README.md and docs/ that quotes a figure
#
# Default: every claim but those marked "all" (minutes each: the batch bench,
# tdoku built from its GitHub sources outside the repository by
# bench/tdoku_bench.sh). --quick: the claims marked "quick" only, with fewer
# rounds. CLAIM names run just those (any mark). DIR (default build/) holds
# sudoku-grade, solver-bench, grade-bench-runs and box-run-bench:
#   cmake --build build --target sudoku-grade solver-bench grade-bench-runs box-run-bench
# Exit status 1 when a figure drifts, 0 when all hold.
#
# What is not here: the dated logs of "What changed" / "Where the time went"
# sections and the tables of past runs (before/after figures of a change, each
# with its date and commit) are history, not claims about today; --quoted
# lists them all, to check by hand.
set -uo pipefail

cd "$(dirname "$0")/.."
build=build
mode=default
only=()
while [ $# -gt 0 ]; do
  case $1 in
    --quick) mode=quick ;;
    --all) mode=all ;;
    --build) build=$2; shift ;;
    --list) mode=list ;;
    --quoted) mode=quoted ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    -*) echo "$0: unknown option $1" >&2; exit 2 ;;
    *) only+=("$1") ;;
  esac
  shift
done
puzzles=${PUZZLES:-../shared/bench/puzzles}

# NAME|WHERE (doc, section)|CLAIMED|UNIT|WHEN (quick, default, all)
claims() {
  cat <<'EOF'
solver_17_clue|docs/performance.md, Reference solver, table|89081|puzzles/s cpu|quick
solver_magictour|docs/performance.md, Reference solver, table|17489|puzzles/s cpu|quick
solver_forum_1905|docs/performance.md, Reference solver, table|4725|puzzles/s cpu|default
solver_forum_1106|docs/performance.md, Reference solver, table|2549|puzzles/s cpu|quick
solver_serg|docs/performance.md, Reference solver, table|202073|puzzles/s cpu|quick
lesson_test4_cpu|docs/performance.md, The instrumented lesson solvers|3.1|s cpu|default
lesson_test5_cpu|docs/performance.md, The instrumented lesson solvers|5.8|s cpu|default
tdoku_17_clue|docs/performance.md, Reference solver, table (tdoku / ours)|2.3|x|all
tdoku_magictour|docs/performance.md, Reference solver, table (tdoku / ours)|4.1|x|all
tdoku_forum_1905|docs/performance.md, Reference solver, table (tdoku / ours)|2.9|x|all
tdoku_forum_1106|docs/performance.md, Reference solver, table (tdoku / ours)|3.4|x|all
tdoku_serg|docs/performance.md, Reference solver, table (tdoku / ours)|1.5|x|all
grade_vs_loop|docs/performance.md, Grading overhead, Today|1.59|x|quick
box_vs_off|docs/performance.md, Sandbox, Results, Today|1.38|x|quick
box_run_ms|docs/performance.md, Sandbox, Results, Today (one run)|0.40|ms|quick
batch_warm_speedup|docs/performance.md, Measured afresh (warm batch jobs 1 / jobs 2)|1.37|x|all
readme_first_command|README.md (and docs/performance.md, Building): the first command|100|s wall|all
readme_second_command|README.md (and docs/performance.md, Building): the second, on a fresh clone|355|s wall|all
container_cold_vs_warm|docs/performance.md, The student container (and docs/student.md)|5.8|x|all
EOF
}

load() { cut -d' ' -f1-3 /proc/loadavg; }
load1() { cut -d' ' -f1 /proc/loadavg; }
need() { [ -x "$build/$1" ] || { echo "no $build/$1: cmake --build $build --target $1" >&2; return 1; }; }
rounds() { [ "$mode" = quick ] && echo "$1" || echo "$2"; }

# Each prints one number: the figure as the doc states it.
solver_rate() {  # FILE
  need solver-bench && "$build/solver-bench" --runs "$(rounds 3 5)" "$puzzles/$1.txt" |
    sed -n 's/.* \([0-9][0-9]*\)\/s cpu$/\1/p'
}
measure_solver_17_clue() { solver_rate 17_clue; }
measure_solver_magictour() { solver_rate magictour_top1465; }
measure_solver_forum_1905() { solver_rate forum_hardest_1905_11plus; }
measure_solver_forum_1106() { solver_rate forum_hardest_1106; }
measure_solver_serg() { solver_rate serg_benchmark; }
lesson_cpu() {  # the puzzle's first 9 digits
  need solver-bench && "$build/solver-bench" --runs 1 --lesson |
    sed -n "s/^lesson big $1.* placements [0-9.]* s wall \([0-9.]*\) s cpu.*/\1/p"
}
measure_lesson_test4_cpu() { lesson_cpu 907000020; }
measure_lesson_test5_cpu() { lesson_cpu 900600000; }
tdoku_ratio() {  # FILE
  need solver-bench && bench/tdoku_bench.sh -r "$(rounds 1 3)" -n 3 "$build/solver-bench" "$puzzles/$1.txt" |
    awk '/^tdoku-vs-ours/ {print $5}'
}
measure_tdoku_17_clue() { tdoku_ratio 17_clue; }
measure_tdoku_magictour() { tdoku_ratio magictour_top1465; }
measure_tdoku_forum_1905() { tdoku_ratio forum_hardest_1905_11plus; }
measure_tdoku_forum_1106() { tdoku_ratio forum_hardest_1106; }
measure_tdoku_serg() { tdoku_ratio serg_benchmark; }
measure_grade_vs_loop() {
  need sudoku-grade && need grade-bench-runs &&
    bench/grade_bench.sh -r "$(rounds 5 11)" "$build/sudoku-grade" | awk -v g="$build/sudoku-grade" '$1 == g {print $5}'
}
measure_box_vs_off() {
  need sudoku-grade && bench/sandbox_bench.sh -r "$(rounds 7 21)" "$build/sudoku-grade" cases/lesson.yaml |
    sed -n 's/^ratio auto\/off: \([0-9.]*\)x$/\1/p'
}
measure_box_run_ms() {
  need box-run-bench && "$build/box-run-bench" "$(rounds 300 1000)" | sed -n 's/^the box adds \([0-9.-]*\) ms a run.*/\1/p'
}
measure_batch_warm_speedup() {
  need sudoku-grade && SKIP_COLD=1 bench/batch_bench.sh "$build/sudoku-grade" 3 |
    sed -n 's/^warm speed-up: \([0-9.]*\)x.*/\1/p'
}
# The README's commands on a fresh clone of HEAD, without the compile cache, as
# docs/performance.md, "Building", measures them (the packages already installed).
readme_command() {  # COMMAND
  local clone
  clone=$(mktemp -d /tmp/claims-clone-XXXXXX)
  git clone -q . "$clone" && (
    cd "$clone" || exit 1
    start=$(date +%s%N)
    CCACHE_DISABLE=1 bash -c "$1" >/dev/null 2>&1 || exit 1
    awk -v ns="$(($(date +%s%N) - start))" 'BEGIN {printf "%.0f\n", ns / 1e9}'
  )
  rm -rf "$clone"
}
measure_readme_first_command() {
  readme_command 'scripts/setup.sh sudoku-grade && build/sudoku-grade grade examples/cpp/sudoku.cpp --cases cases/lesson.yaml'
}
# Needs podman, root and the image scripts/container-test.sh builds.
measure_container_cold_vs_warm() {
  bench/container_cache.sh 5 | sed -n 's/^cold \/ warm, pair by pair: median \([0-9.]*\)x$/\1/p'
}
measure_readme_second_command() {
  readme_command 'scripts/setup.sh && ctest --test-dir build --parallel 2 --output-on-failure -LE slow'
}

case $mode in
  list) claims | awk -F'|' '{printf "%-20s %-8s %10s %-14s %s\n", $1, $5, $3, $4, $2}'; exit 0 ;;
  quoted)
    grep -nE '[0-9](\.[0-9]+)? ?(ms|µs|s)\b|[0-9](\.[0-9]+)?x\b|[0-9] ?%|/s\b|per second' README.md docs/*.md
    exit 0 ;;
esac

for name in "${only[@]}"; do
  claims | cut -d'|' -f1 | grep -qx "$name" || { echo "$0: no claim named $name (--list names them)" >&2; exit 2; }
done
echo "claims.sh: $(git rev-parse --short HEAD 2>/dev/null), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p'), load $(load)"
printf '%-21s %10s %10s %7s  %-14s %-13s %s\n' claim claimed measured drift unit "load (1 min)" ""
drifted=0
while IFS='|' read -r name where claimed unit when; do
  if [ ${#only[@]} -gt 0 ]; then
    printf '%s\n' "${only[@]}" | grep -qx "$name" || continue
  else
    case $mode:$when in
      quick:quick | default:quick | default:default | all:*) ;;
      *) continue ;;
    esac
  fi
  before=$(load1)
  measured=$("measure_$name" </dev/null | tail -1)
  after=$(load1)
  if [ -z "$measured" ]; then
    printf '%-21s %10s %10s %7s  %-14s %-13s %s\n' "$name" "$claimed" - - "$unit" "$before-$after" \
      "NOT MEASURED (its bench's error is above)"
    drifted=1
    continue
  fi
  drift=$(awk -v m="$measured" -v c="$claimed" 'BEGIN {printf "%+.0f%%", 100 * (m - c) / c}')
  flag=$(awk -v m="$measured" -v c="$claimed" 'BEGIN {d = (m - c) / c; print (d > 0.25 || d < -0.25) ? "DRIFT" : "ok"}')
  [ "$flag" = ok ] || drifted=1
  printf '%-21s %10s %10s %7s  %-14s %-13s %-5s  %s\n' "$name" "$claimed" "$measured" "$drift" "$unit" \
    "$before-$after" "$flag" "$where"
done < <(claims)
exit $drifted
