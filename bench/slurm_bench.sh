#!/usr/bin/env bash
# Students per minute through Slurm on this machine: the class of
# examples/class/make_class.sh (15 students: C++, Python, Java, Racket, right
# and wrong) copied COPIES times, graded on a one-node cluster
# (examples/slurm/one_node_cluster.sh --bench) by an array of 1, 2 and 4
# tasks, each followed by its merge; cold, then warm.
#   cold: every copy's sources differ by one comment line and each run has an
#         empty compile cache, so every student is compiled (eve's copies, a
#         git repository each, share one commit and so one compile);
#   warm: one cache, filled by an unsharded batch before the first timed run:
#         the cases alone.
# As root, from anywhere:  bench/slurm_bench.sh [COPIES] [TASKS...]   (default 7: 105 students; 1 2 4)
# Results: docs/scaling.md, "Measured on this machine".
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
copies=${1:-7}
shift || true
tasks=${*:-1 2 4}
root=$(mktemp -d "${TMPDIR:-/tmp}/slurm-bench.XXXXXX")
chmod 755 "$root"
trap 'rm -rf "$root"' EXIT
bash "$repo/examples/class/make_class.sh" "$root/made" >/dev/null
class=$root/class
mkdir -p "$class"
for n in $(seq 1 "$copies"); do
  for entry in "$root/made/class"/*; do
    name=$(basename "$entry")
    base=${name%%.*} ext=${name#"$base"}
    copy=$class/$base-$n$ext
    cp -a "$entry" "$copy"
    # One comment line per copy, in each source's own syntax, outside git.
    find "$copy" -path '*/.git' -prune -o -type f -print | while read -r file; do
      [ -d "$copy/.git" ] && continue
      case "$file" in
        *.cpp | *.CPP | *.java) echo "// copy $n" >>"$file" ;;
        *.py) echo "# copy $n" >>"$file" ;;
        *.rkt) echo "; copy $n" >>"$file" ;;
      esac
    done
  done
done
chmod -R a+rX "$root"
echo "students: $(ls "$class" | wc -l) ($copies copies of examples/class/make_class.sh's 15)"
for cache in cold warm; do
  "$repo/examples/slurm/one_node_cluster.sh" --bench "$class" "$repo/tests/submissions/cases.yaml" "$tasks" "$cache"
done
