#!/usr/bin/env bash
# The student image's compile cache, measured as a student meets it: the
# example graded by docs/student.md's `docker run` line, in a container of its
# own each time, cold (on a fresh named volume: the driver and the program
# compiled) and warm (on a volume a first grade filled), in turn, RUNS times
# each. Prints each one's median wall time (container start included), the
# median of the pairs' ratios cold/warm, the image's size and the load average
# before and after (docs/performance.md, "The student container").
#
#   bench/container_cache.sh [RUNS]      (default 5)
#
# Needs the image and the podman storage that scripts/container-test.sh
# leaves (SUDOKU_GRADE_CONTAINER_DIR, default /var/cache/sudoku-grade-container),
# as root. Runs under the script's docker setup (Docker's capabilities and
# seccomp profile), as a student's Docker would.
set -euo pipefail
runs=${1:-5}
work=${SUDOKU_GRADE_CONTAINER_DIR:-/var/cache/sudoku-grade-container}
image=localhost/sudoku-grade:container-test
[ -f "$work/docker.conf" ] || { echo "container_cache: no $work/docker.conf: run scripts/container-test.sh first" >&2; exit 2; }
pod() { CONTAINERS_CONF=$work/docker.conf podman --root "$work/storage" --runroot "$work/runroot" "$@"; }
pod image exists "$image" || { echo "container_cache: no image $image: run scripts/container-test.sh first" >&2; exit 2; }

examples=$(cd "$(dirname "$0")/.." && pwd)/examples/cpp
warm=sudoku-grade-cache-bench-warm
cold=sudoku-grade-cache-bench-cold
grade() {  # VOLUME: seconds of wall time, the grade's exit code checked
  local start end
  start=$(date +%s.%N)
  pod run --rm -v "$1:/cache" -v "$examples:/submission:ro" "$image" \
    grade /submission/sudoku.cpp --cases cases/lesson.yaml >/dev/null 2>&1 ||
    { echo "container_cache: the grade failed (volume $1)" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
pod volume rm --force "$warm" >/dev/null 2>&1 || true
grade "$warm" >/dev/null   # fills it
cold_times=() warm_times=() ratios=()
for ((i = 0; i < runs; i++)); do
  pod volume rm --force "$cold" >/dev/null 2>&1 || true
  c=$(grade "$cold")
  w=$(grade "$warm")
  cold_times+=("$c") warm_times+=("$w") ratios+=("$(awk -v c="$c" -v w="$w" 'BEGIN { printf "%.3f\n", c / w }')")
done
pod volume rm --force "$warm" "$cold" >/dev/null 2>&1 || true
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'cold (fresh volume): median %.2f s of %s runs (%s)\n' "$(printf '%s\n' "${cold_times[@]}" | median)" "$runs" "${cold_times[*]}"
printf 'warm (filled volume): median %.2f s of %s runs (%s)\n' "$(printf '%s\n' "${warm_times[@]}" | median)" "$runs" "${warm_times[*]}"
printf 'cold / warm, pair by pair: median %.2fx\n' "$(printf '%s\n' "${ratios[@]}" | median)"
pod image ls --format 'image {{.Repository}}:{{.Tag}}: {{.Size}}' "$image"
