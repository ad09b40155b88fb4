#!/usr/bin/env bash
# Batch grading speed: 100 copies of the example submission plus 5 wrong ones
# from tests/submissions/, graded with --jobs 1 and --jobs 2 side by side.
#   warm: every copy is byte-identical, so after the first one every student
#         hits the compile cache (and the cache is filled before timing):
#         the time is the cases alone.
#   cold: every copy differs by one comment line and the cache starts empty,
#         so every student is compiled: compile + cases.
# Usage: bench/batch_bench.sh [SUDOKU_GRADE] [WARM_REPEATS] [COPIES]   (from the repo root)
#   COPIES: how many copies of the example (default 100); fewer for a quick run.
#   SKIP_COLD=1 in the environment skips the cold runs; BENCH_ROOT is the work folder
#   (default /tmp/sudoku-grade-batch-bench, emptied first).
# Results: docs/performance.md, section "Batch grading".
set -euo pipefail
cd "$(dirname "$0")/.."
grader=$(realpath "${1:-build/sudoku-grade}")
repeats=${2:-3}
copies=${3:-100}
cases=$(realpath tests/submissions/cases.yaml)
root=${BENCH_ROOT:-/tmp/sudoku-grade-batch-bench}
rm -rf "$root"
mkdir -p "$root/same" "$root/unique"

for i in $(seq -w 1 "$copies"); do
  cp examples/cpp/sudoku.cpp "$root/same/student$i.cpp"
  { cat examples/cpp/sudoku.cpp; echo "// student $i"; } > "$root/unique/student$i.cpp"
done
# The wrong ones stand alone (each test submission is a single file).
for wrong in wrong_answer/missing_unchoose wrong_answer/wrong_box_formula wrong_answer/count_ignores_limit \
             run_time_error/crash compile_error/missing_semicolon; do
  for kind in same unique; do
    cp "tests/submissions/$wrong.cpp" "$root/$kind/wrong_$(basename "$wrong").cpp"
  done
done

# run KIND JOBS CACHE: one batch run into a fresh OUT; prints its wall seconds.
run() {
  local out="$root/out-$1-$2"
  rm -rf "$out"
  local start end
  start=$(date +%s.%N)
  "$grader" batch "$root/$1" --cases "$cases" --out "$out" --jobs "$2" --cache "$3" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  calc "$end - $start"
}

# Arithmetic with awk: bc is not among what scripts/setup.sh installs.
calc() { awk "BEGIN { printf \"%.2f\", $1 }"; }

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

# The machine's own scaling, as a control: two CPU-bound loops at once should
# take as long as one on 2 free cores. A shared VM may give much less.
spin() { local i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; }
control() {
  local start mid end
  start=$(date +%s.%N); spin; mid=$(date +%s.%N); spin & spin; wait; end=$(date +%s.%N)
  calc "2 * ($mid - $start) / ($end - $mid)"
}

students=$((10#$copies + 5))
echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p'); load: $(uptime | sed 's/.*load average/load average/')"
echo "students: $students ($copies example copies + 5 wrong), cases: tests/submissions/cases.yaml ($(grep -c '^  - name:' "$cases") cases)"

# Warm: fill the cache once, then alternate jobs 1 and 2 so noise hits both alike.
"$grader" batch "$root/same" --cases "$cases" --out "$root/out-fill" --jobs 2 --cache "$root/cache-warm" >/dev/null 2>&1 || true
w1=(); w2=()
for r in $(seq "$repeats"); do
  w1+=("$(run same 1 "$root/cache-warm")")
  w2+=("$(run same 2 "$root/cache-warm")")
done
m1=$(printf '%s\n' "${w1[@]}" | median); m2=$(printf '%s\n' "${w2[@]}" | median)
echo "warm --jobs 1: ${w1[*]} s, median $m1 s"
echo "warm --jobs 2: ${w2[*]} s, median $m2 s"
echo "machine control: 2 loops at once give $(control)x and $(control)x the throughput of 1 (two samples)"
echo "warm speed-up: $(calc "$m1 / $m2")x; per submission (jobs 1): $(calc "1000 * $m1 / $students") ms"

[ -z "${SKIP_COLD:-}" ] || exit 0
# Cold: a fresh cache each run, every student compiled (once per run, so one repeat).
rm -rf "$root/cache-cold-1" "$root/cache-cold-2"
c1=$(run unique 1 "$root/cache-cold-1")
c2=$(run unique 2 "$root/cache-cold-2")
echo "cold --jobs 1: $c1 s; cold --jobs 2: $c2 s; speed-up $(calc "$c1 / $c2")x"
echo "cold per submission (jobs 1): $(calc "1000 * $c1 / $students") ms," \
     "of which compiling about $(calc "1000 * ($c1 - $m1) / $students") ms"
