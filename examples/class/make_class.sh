#!/usr/bin/env bash
# Makes the class docs/instructor.md walks through, in DEST (emptied first):
# 15 students in four languages handing in what students hand in, a roster of
# 16 (pat never handed in), one late git repository (eve), an overrides.yaml
# (beside the class, not in it: every entry of the class folder is a student),
# the roster again as Canvas and Excel export it, an extensions.yaml (eve),
# and an OUT left by an earlier run with a torn report (bob.json, empty).
#   examples/class/make_class.sh DEST      (from anywhere)
# Then: build/sudoku-grade batch DEST/class --cases tests/submissions/cases.yaml --out DEST/out \
#         --roster DEST/roster.csv --overrides DEST/overrides.yaml --deadline 2026-12-01T23:59Z --late-penalty 10
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
dest=${1:?usage: make_class.sh DEST}
rm -rf "$dest"
class=$dest/class
mkdir -p "$class" "$dest/out"
sub=$repo/tests/submissions
# A folder of one source, as a student hands in a folder.
folder_of() {   # folder_of NAME SOURCE
  mkdir -p "$class/$1" && cp "$2" "$class/$1/"
}
cp "$repo/examples/cpp/sudoku.cpp" "$class/ann.cpp"
cp "$repo/examples/python/sudoku.py" "$class/bob.py"
mkdir -p "$class/carol" && cp "$repo/examples/java/Sudoku.java" "$class/carol/"
cp "$repo/examples/racket/sudoku.rkt" "$class/dan.rkt"
# eve: a GitHub Classroom repository whose last commit is a day and a half past the deadline.
mkdir -p "$class/eve" && cp "$repo/examples/cpp/sudoku.cpp" "$class/eve/solution.cpp"
(cd "$class/eve" && git init -q . && git add solution.cpp &&
 GIT_AUTHOR_DATE=2026-12-03T10:00:00Z GIT_COMMITTER_DATE=2026-12-03T10:00:00Z \
   git -c user.name=eve -c user.email=eve@example.edu commit -qm "my solution")
folder_of frank "$sub/wrong_answer/missing_unchoose.cpp"
folder_of gina "$sub/compile_error/missing_semicolon.cpp"
cp "$sub/accepted/lesson_style.py" "$class/hal.py"
cp "$sub/accepted/java_style.cpp" "$class/ivy.cpp"
folder_of jon "$sub/run_time_error/crash.cpp"
folder_of kim "$sub/time_limit_exceeded/infinite_loop.cpp"
# lee handed in a README and a source under a name the grader does not take.
mkdir -p "$class/lee" && echo "My solver, see Sudoku.CPP" > "$class/lee/README.txt"
cp "$repo/examples/cpp/sudoku.cpp" "$class/lee/Sudoku.CPP"
cp "$sub/accepted/htdp_style.cpp" "$class/max.cpp"
cp "$sub/accepted/prints_everywhere.py" "$class/nia.py"
cp "$sub/accepted/lesson_style.cpp" "$class/oli.cpp"
# Every file but eve's commit is dated before the deadline, as if handed in on time.
find "$class" -path '*/.git' -prune -o -type f -exec touch -d 2026-12-01T20:00:00Z {} +

{
  echo "id,name,email,folder"
  n=1
  for s in ann bob carol dan eve frank gina hal ivy jon kim lee max nia oli pat; do
    name="$(tr '[:lower:]' '[:upper:]' <<<"${s:0:1}")${s:1} Student"
    echo "s$((1000 + n)),$name,$s@example.edu,$s"
    n=$((n + 1))
  done
} > "$dest/roster.csv"

cat > "$dest/overrides.yaml" <<'YAML'
# jon's crash is in code the cases reach only by a fault of ours: full marks for that case.
- student: jon
  case: solve lesson Test 1
  points: 1
  comment: crash traced to the test's setup, checked by hand
  author: tim (TA)
YAML

# The same roster as Canvas's gradebook export gives it (Grades, Export): sortable names, Canvas's
# own ID, the Points Possible row, the Student View student; the folder is the SIS Login ID.
{
  echo "Student,ID,SIS User ID,SIS Login ID,Section,Sudoku (4242),Current Points,Final Points"
  echo "    Points Possible,,,,,7.00,(read only),(read only)"
  n=1
  for s in ann bob carol dan eve frank gina hal ivy jon kim lee max nia oli pat; do
    echo "\"Student, $(tr '[:lower:]' '[:upper:]' <<<"${s:0:1}")${s:1}\",$((4500 + n)),s$((1000 + n)),$s,Sudoku 101 A,,0.00,0.00"
    n=$((n + 1))
  done
  echo "\"Student, Test\",4599,,,Sudoku 101 A,,0.00,0.00"
} > "$dest/roster-canvas.csv"
# And as Excel saves it where the decimal mark is a comma, as "CSV UTF-8": a byte-order mark,
# `;` between fields, CRLF.
{
  printf '\xef\xbb\xbf'
  sed 's/,/;/g; s/$/\r/' "$dest/roster.csv"
} > "$dest/roster-excel.csv"

# eve asked for two more days before the deadline, and got them.
cat > "$dest/extensions.yaml" <<'YAML'
extensions:
  eve: +2 days
YAML

# An earlier run was cut off while it wrote bob's report.
: > "$dest/out/bob.json"
