#!/usr/bin/env bash
# No JE under load (issue 20, item 9): two graders at once, each a `batch`
# with --jobs 2 on a class of its own, every class a mix of a correct
# student and the hostile probes (fork storm, children over memory, a daemon
# that kills its keeper, signals to everyone, the grader's memory, the
# no-solver cheat), every student graded on every case of
# tests/hostile/cases.yaml. Counts the cases each grade sheet calls JE: the
# harness's own faults, which nothing a student does may cause.
#
#   bench/stress_bench.sh [-n GRADES] [-w WITHOUT] [SUDOKU_GRADE]
#
# -n: grades in all, half per grader (default 200). -w: a value for
# SUDOKU_GRADE_SANDBOX_WITHOUT, to stress a weaker box (e.g. namespaces,
# where "execve: Text file busy" was seen). Prints the JE count, the
# verdicts seen and the wall time; exits 1 if any case was JE.
# Results: docs/reliability.md, "Under load".
set -euo pipefail
cd "$(dirname "$0")/.."

grades=200
without=""
while getopts "n:w:" opt; do
  case $opt in
    n) grades=$OPTARG ;;
    w) without=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
grader=$(realpath "${1:-build/sudoku-grade}")
cases=$(realpath tests/hostile/cases.yaml)
root=$(mktemp -d /tmp/sudoku-grade-stress-XXXXXX)
trap 'rm -rf "$root"' EXIT

kinds=(examples/cpp/sudoku.cpp tests/hostile/fork_bomb.cpp tests/hostile/children_over_memory.cpp
       tests/hostile/daemon_kills_keeper.cpp tests/hostile/signal_the_grader.cpp tests/hostile/grader_memory.cpp
       tests/hostile/no_solver_cheat.cpp tests/hostile/box_identity.cpp)
per_grader=$((grades / 2))
for class in a b; do
  mkdir -p "$root/$class"
  for ((i = 0; i < per_grader; i++)); do
    kind=${kinds[$((i % ${#kinds[@]}))]}
    # Byte-identical per kind: the cache compiles each kind once, so the load is the runs.
    cp "$kind" "$root/$class/student$(printf %03d "$i")_$(basename "$kind")"
  done
done

start=$(date +%s)
export SUDOKU_GRADE_SANDBOX_WITHOUT="$without"
"$grader" batch "$root/a" --cases "$cases" --out "$root/out-a" --jobs 2 --cache "$root/cache-a" \
  >"$root/a.log" 2>&1 &
first=$!
"$grader" batch "$root/b" --cases "$cases" --out "$root/out-b" --jobs 2 --cache "$root/cache-b" \
  >"$root/b.log" 2>&1 &
second=$!
status=0
wait $first || status=$?
wait $second || status=$?
end=$(date +%s)

# The grade sheets: one column per case, each cell a verdict.
verdicts=$(tail -q -n +2 "$root/out-a/grades.csv" "$root/out-b/grades.csv" | cut -d, -f4- | tr ',' '\n' |
           grep -E '^[A-Z]{2,3}$' | sort | uniq -c | sort -rn | awk '{printf "%s %s, ", $2, $1}')
je=$(tail -q -n +2 "$root/out-a/grades.csv" "$root/out-b/grades.csv" | cut -d, -f4- | tr ',' '\n' | grep -c '^JE$' || true)
students=$(($(wc -l <"$root/out-a/grades.csv") + $(wc -l <"$root/out-b/grades.csv") - 2))
echo "box: $(grep -h -o -m1 '"sandbox": *"[^"]*"' "$root"/out-a/*.json | head -1 | sed 's/.*: *"//; s/"$//')"
echo "graded: $students students in $((end - start)) s (two graders, --jobs 2 each); batch exit codes: $status"
echo "verdicts: ${verdicts%, }"
echo "JE: $je"
if [ "$je" -ne 0 ]; then
  # Each JE case's reason, with how often it came.
  python3 - "$root" <<'PY'
import glob, json, sys, collections
reasons = collections.Counter()
for path in glob.glob(sys.argv[1] + "/out-*/*.json"):
    try:
        report = json.load(open(path))
    except ValueError:
        continue
    for case in report.get("cases", []):
        if case.get("verdict") == "JE":
            reasons[case.get("reason", "?")] += 1
    failure = report.get("build_failure") or {}
    if failure.get("verdict") == "JE":
        reasons["build: " + failure.get("reason", "?")] += 1
for reason, count in reasons.most_common(20):
    print(f"{count:5} {reason}")
PY
  exit 1
fi
