#!/usr/bin/env bash
# Verdict stability under load (issue 22): each submission graded ROUNDS times
# at --jobs 2 while two busy loops hold both cores, its verdicts per case
# compared across the rounds. Prints, per submission, how many rounds gave
# the same verdicts as the first and the median grade time; exit 1 when a
# verdict changed.
#
#   bench/stability_bench.sh [-r ROUNDS] [-l LOOPS] GRADE_BINARY SUBMISSION:CASES...
#   bench/stability_bench.sh -s SHARE GRADE_BINARY SUBMISSION:CASES...
#
# Defaults: 5 rounds, 2 busy loops (`yes > /dev/null`, one per core here).
# With -s (starved), each submission is graded once, no busy loops, by
# bench/starve.py, which crowds the grade onto one core with busy processes
# so that every program it runs gets SHARE of a core (0.1: a tenth): a case starved in every run must be "not judged" (JE, exit
# 3), never TLE. Prints each case's verdict and the grade's exit code; exit 1
# when a case was TLE. Each starved case costs up to 7 x its wall backstop:
# give it small case files.
set -euo pipefail

rounds=5
loops=2
starve=""
while getopts "r:l:s:" opt; do
  case $opt in
    r) rounds=$OPTARG ;;
    l) loops=$OPTARG ;;
    s) starve=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ]; then
  echo "usage: $0 [-r ROUNDS] [-l LOOPS] GRADE_BINARY SUBMISSION:CASES..." >&2
  echo "       $0 -s SHARE GRADE_BINARY SUBMISSION:CASES..." >&2
  exit 2
fi
grade=$(realpath "$1")
shift
cd "$(dirname "$0")/.."
work=$(mktemp -d)
busy=()
cleanup() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# A warm cache first, unloaded: the bench is about runs, not builds.
for pair in "$@"; do
  "$grade" grade "${pair%%:*}" --cases "${pair#*:}" --cache "$work/cache" --jobs 2 > /dev/null 2>&1 || true
done
if [ -n "$starve" ]; then
  tle=0
  for pair in "$@"; do
    start=$(date +%s%N)
    status=0
    python3 bench/starve.py "$starve" "$grade" grade "${pair%%:*}" --cases "${pair#*:}" --cache "$work/cache" \
      --jobs 2 --show-hidden --json "$work/s.json" > /dev/null 2>&1 || status=$?
    printf '%s on %s, held to %s of a core: exit %s, %s ms\n' "${pair%%:*}" "$(basename "${pair#*:}")" "$starve" \
      "$status" "$(( ($(date +%s%N) - start) / 1000000 ))"
    python3 -c 'import json,sys
for c in json.load(open(sys.argv[1]))["cases"]:
    print("    %s %s %d ms %s" % (c["name"], c["verdict"], c["time_ms"], " ".join(c["reason"].split())[:200]))' \
      "$work/s.json" | tee "$work/s.txt"
    if grep -q ' TLE ' "$work/s.txt"; then tle=1; fi
  done
  exit $tle
fi
for ((i = 0; i < loops; i++)); do
  yes > /dev/null &
  busy+=("$!")
done

changed=0
for pair in "$@"; do
  submission=${pair%%:*}
  cases=${pair#*:}
  times=()
  same=0
  for ((r = 1; r <= rounds; r++)); do
    start=$(date +%s%N)
    "$grade" grade "$submission" --cases "$cases" --cache "$work/cache" --jobs 2 --show-hidden --json "$work/r$r.json" \
      > /dev/null 2>&1 || true
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
    # Each case's name and verdict, in order: what must not change.
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print("\n".join(c["file"]+": "+c["name"]+" "+c["verdict"] for c in r["cases"]))' \
      "$work/r$r.json" > "$work/v$r.txt"
    if cmp -s "$work/v1.txt" "$work/v$r.txt"; then
      same=$((same + 1))
    else
      changed=1
      # What changed, with each side's reason: enough to tell load from a bug.
      python3 -c 'import json,sys
first, this = (json.load(open(p))["cases"] for p in sys.argv[1:3])
for a, b in zip(first, this):
    if a["verdict"] != b["verdict"]:
        for label, c in (("round 1", a), ("round " + sys.argv[3], b)):
            why = " ".join((c["reason"] + " " + c["details"]).split())[:400]
            print("    %s: %s: %s %d ms %s" % (label, c["name"], c["verdict"], c["time_ms"], why))' \
        "$work/r1.json" "$work/r$r.json" "$r" >> "$work/changes.txt"
    fi
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (rounds + 1) / 2 ))p")
  verdicts=$(sort -k2 "$work/v1.txt" | awk '{print $NF}' | sort | uniq -c | awk '{printf "%s %s, ", $1, $2}')
  printf '%-45s %s of %s rounds alike; verdicts %smedian %s ms\n' "$submission on $(basename "$cases")" \
    "$same" "$rounds" "$verdicts" "$median"
  if [ -s "$work/changes.txt" ]; then cat "$work/changes.txt"; fi
  rm -f "$work/changes.txt"
done
exit $changed
