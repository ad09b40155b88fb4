#!/usr/bin/env bash
# The limits against each document's own way of solving (issue 38): every
# document-style program (tests/submissions/accepted/document_style/ and the
# faithful ones beside it) graded against its own document's assignment in
# the full box (--sandbox strict) at --jobs 2 while busy loops hold the cores,
# ROUNDS times. Prints, per language and assignment, the case nearest its
# limit (its CPU time, the median over the rounds), that limit (the case
# file's, times the language's factor for the assignment, plus start-up) and
# the margin (limit / CPU), and the factor that would leave a 2x margin; this
# is the table of docs/protocol.md, "The factors, as measured".
#
#   [ONLY="LANGUAGE..."] bench/document_style.sh [-r ROUNDS] [-l LOOPS] [-s SCALE] [-w] GRADE_BINARY
#
# Defaults: 3 rounds, 2 busy loops (`yes > /dev/null`, as
# bench/stability_bench.sh starts them), SCALE 20: the runs are graded with
# --time-scale SCALE, so a slow program's CPU time is measured whole rather
# than cut at its limit (or at the wall backstop, on a busy machine), and the
# limit printed is the one at scale 1. -s 1 grades at the real limits: then
# every case must be AC. -w also writes each case's median CPU time into
# its case file, as the case's document_cpu_ms for the language (not C++,
# whose TLE names the C++ reference): the yardstick a TLE's reason gives in
# that language (docs/case-format.md). Exit 1 when a case is not AC.
set -euo pipefail

rounds=3
loops=2
scale=20
write=0
while getopts "r:l:s:w" opt; do
  case $opt in
    r) rounds=$OPTARG ;;
    l) loops=$OPTARG ;;
    s) scale=$OPTARG ;;
    w) write=1 ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -ne 1 ]; then
  echo "usage: $0 [-r ROUNDS] [-l LOOPS] [-s SCALE] [-w] GRADE_BINARY" >&2
  exit 2
fi
grade=$(realpath "$1")
cd "$(dirname "$0")/.."
accepted=tests/submissions/accepted
style=$accepted/document_style
# language, assignment, the program written the way its document teaches.
# Racket has no lesson row: its driver calls solve and valid-board? only
# (docs/protocol.md, "The Racket driver"), so count_solutions and solve_fast
# cannot be graded in Racket.
programs=(
  "C++ lesson $accepted/lesson_style.cpp"
  "Python lesson $accepted/lesson_style.py"
  "Java lesson $style/lesson_reading_order"
  "C++ java $style/java_check_each_step.cpp"
  "Python java $style/java_check_each_step.py"
  "Java java $style/java_check_each_step"
  "Racket java $style/java_check_each_step.rkt"
  "C++ htdp $accepted/htdp_style.cpp"
  "Python htdp $style/htdp_lists.py"
  "Java htdp $style/htdp_lists"
  "Racket htdp $style/htdp_lists.rkt"
)
# ONLY="Racket Java": those languages' rows alone (a change to one runtime).
if [ -n "${ONLY:-}" ]; then
  kept=()
  for row in "${programs[@]}"; do
    for language in $ONLY; do
      if [ "${row%% *}" = "$language" ]; then kept+=("$row"); fi
    done
  done
  programs=("${kept[@]}")
fi
work=$(mktemp -d)
# The compile cache: the bench's own, unless CACHE names one kept between runs.
cache=${CACHE:-$work/cache}
busy=()
cleanup() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# A warm cache first, unloaded: the bench is about runs, not builds (one
# case builds the program; a program without its entry is NI, built all the same).
for row in "${programs[@]}"; do
  read -r _ _ program <<< "$row"
  "$grade" grade "$program" --cases tests/submissions/fill_once.yaml --cache "$cache" --sandbox strict \
    > /dev/null 2>&1 || true
done
for ((i = 0; i < loops; i++)); do
  yes > /dev/null &
  busy+=("$!")
done

echo "load $(cut -d' ' -f1-3 /proc/loadavg) with $loops busy loops; $rounds rounds at --time-scale $scale, --jobs 2, --sandbox strict"
echo
echo "| language | assignment | document-style program | case nearest its limit | CPU (median) | limit | margin | factor | factor for 2x |"
echo "|---|---|---|---|---:|---:|---:|---:|---:|"
failed=0
for row in "${programs[@]}"; do
  read -r language assignment program <<< "$row"
  for ((r = 1; r <= rounds; r++)); do
    "$grade" grade "$program" --cases "cases/$assignment.yaml" --cache "$cache" --sandbox strict --jobs 2 \
      --time-scale "$scale" --show-hidden --json "$work/r$r.json" > /dev/null 2>&1 || true
  done
  python3 - "$language" "$assignment" "$program" "$scale" "$write" "$work"/r*.json <<'PYTHON' || failed=1
import json, re, statistics, sys

language, assignment, program, scale = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
write, reports = sys.argv[5] == "1", sys.argv[6:]
rounds = [json.load(open(path))["cases"] for path in reports]
not_ac = sorted({c["name"] + " " + c["verdict"] for cases in rounds for c in cases if c["verdict"] != "AC"})


def limit_at_scale_1(c):
    # limit_ms is stated x scale x factor + start-up; the start-up is not scaled.
    startup = re.search(r"\+ ([\d,]+) ms start-up", c["limit_basis"])
    startup = int(startup.group(1).replace(",", "")) if startup else 0
    return (c["limit_ms"] - startup) / scale + startup


def factor_of(c):
    # "2 s (Racket gets 4x)": a factor of 1 is not named.
    named = re.search(r"[A-Za-z+]+ gets ([\d.]+)x", c["limit_basis"])
    return float(named.group(1)) if named else 1.0


# Per case: the median CPU over the rounds, against its limit at scale 1.
worst = None
for i, c in enumerate(rounds[0]):
    cpu = statistics.median(cases[i]["time_ms"] for cases in rounds)
    limit = limit_at_scale_1(c)
    margin = limit / max(cpu, 1)
    if worst is None or margin < worst[0]:
        worst = (margin, c, cpu, limit)
margin, c, cpu, limit = worst
word = {"Python": "python", "Java": "java", "Racket": "racket"}.get(language)
if write and word:
    # Each case's line "document_cpu_ms: {...}" right after its entry line,
    # this language's figure added to (or replacing) the others'.
    path = "cases/%s.yaml" % assignment
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, case in enumerate(rounds[0]):
        cpu_ms = int(statistics.median(cases[i]["time_ms"] for cases in rounds))
        start = lines.index('  - name: %s' % json.dumps(case["name"], ensure_ascii=False))
        entry = next(k for k in range(start, len(lines)) if lines[k].startswith("    entry:"))
        figures = {}
        if lines[entry + 1].startswith("    document_cpu_ms:"):
            figures = dict(re.findall(r"(\w+): (\d+)", lines[entry + 1]))
            del lines[entry + 1]
        figures[word] = str(cpu_ms)
        shown = ", ".join("%s: %s" % (w, figures[w]) for w in ("python", "java", "racket") if w in figures)
        lines.insert(entry + 1, "    document_cpu_ms: {%s}" % shown)
    open(path, "w", encoding="utf-8").write("\n".join(lines))
factor = factor_of(c)
print("| %s | %s | `%s` | %s | %d ms | %d ms | %.1f | %g | %.2f |" % (
    language, assignment, program.split("accepted/")[-1], c["name"], cpu, limit, margin, factor,
    factor * 2 / margin))
if not_ac:
    print("    not AC: " + "; ".join(not_ac))
    sys.exit(1)
PYTHON
  rm -f "$work"/r*.json
done
exit $failed
