#!/usr/bin/env bash
# Grades a class on a Slurm cluster: an array of N tasks, each grading its
# shard into OUT/part-K (grade-class.sbatch), and a merge after them into
# OUT/all (merge.sbatch). Run it from the repository's root, on a file
# system every node sees; it prints the two job ids and returns at once.
#   examples/slurm/submit.sh N CLASS CASES OUT [batch options...]
#   SBATCH_OPTIONS  more sbatch options for the array (e.g. "--partition=short
#                   --cpus-per-task=8"); sbatch's own SBATCH_* variables work too
#   SUDOKU_GRADE    the binary (default build/sudoku-grade), passed to both jobs
# Wait for the sheet with `sbatch --wait` on the merge job id, or squeue.
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: examples/slurm/submit.sh N CLASS CASES OUT [batch options...]" >&2
  exit 2
fi
shards=$1 class=$2 cases=$3 out=$4
shift 4
here=$(dirname "$0")
# Slurm writes each job's output where it is told, not into the folder it was
# submitted from: one file per task, next to the parts they explain.
mkdir -p "$out/logs"
# shellcheck disable=SC2086  # SBATCH_OPTIONS is a list of options
array=$(sbatch --parsable ${SBATCH_OPTIONS:-} --array="1-$shards" --output="$out/logs/grade-%A_%a.out" \
        "$here/grade-class.sbatch" "$class" "$cases" "$out" "$@")
array=${array%%;*}   # --parsable prints "id;cluster" on a federation
merge=$(sbatch --parsable --dependency="afterany:$array" --output="$out/logs/merge-%j.out" \
        "$here/merge.sbatch" "$out" "$shards")
merge=${merge%%;*}
echo "array job $array ($shards tasks), merge job $merge: the sheet will be $out/all/grades.csv"
