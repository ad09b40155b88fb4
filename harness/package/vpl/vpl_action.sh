#!/bin/bash
# Moodle VPL runs this as vpl_@MODE@.sh in the folder holding the student's
# files (and the execution files): it leaves vpl_execution, which VPL runs
# next. For evaluate, vpl_execution prints VPL's comment block and
# 'Grade :=>> G' on VPL's scale (report/vpl.h); for run, the console report
# in the student's terminal. The cases are written out of this script: VPL
# removes vpl_evaluate.sh from a Run, so the hidden cases are never in the
# folder then, and vpl_run.sh carries the visible cases alone. Made by
# 'sudoku-grade package --for vpl' (docs/vpl.md) from
# harness/package/vpl/vpl_action.sh.
#   SUDOKU_GRADE        the harness (default: sudoku-grade on the PATH, else
#                       /usr/local/bin/sudoku-grade: the jail server's)
#   VPL_GRADEMIN/MAX    the grade range (vpl_environment.sh; VPL's defaults 0, 10)
#   VPL_SUBFILE0, ...   the student's files, relative to this folder
set -uo pipefail
work=$PWD/.sudoku-grade

if [ "${1:-}" = execute ]; then
  . "$work/settings.sh"
  cd "$work" || exit 0
  if [ "$mode" = run ]; then
    if [ ! -s "$case_file" ]; then
      echo "This assignment has no visible cases to try: press Evaluate to be graded."
      exit 0
    fi
    # The report says how it went: VPL's terminal needs no exit code.
    "$grader" grade "$submission" --cases "$case_file" --jobs 1
    exit 0
  fi
  "$grader" grade "$submission" --cases "$case_file" --vpl "$work/vpl.txt" --vpl-grade-min "$min" \
    --vpl-grade-max "$max" --jobs 1 >/dev/null 2>"$work/log"
  code=$?
  # 1: a case failed, 3: a fault of the harness in some case (a JE, which the output names).
  if [ -s "$work/vpl.txt" ] && { [ $code -eq 0 ] || [ $code -eq 1 ] || [ $code -eq 3 ]; }; then
    cat "$work/vpl.txt"
    exit 0
  fi
  # No report: the harness's own words, each line behind '>' so none can end the block or grade itself.
  echo '<|--'
  if [ $code -eq 2 ]; then echo '-This submission could not be graded'
  else echo "-The grader failed (exit code $code): tell your instructor"; fi
  grep -v '^sudoku-grade: warning: ' "$work/log" | tail -n 5 | LC_ALL=C tr -d '\000-\010\013-\037\177' | sed 's/^/>/'
  echo '--|>'
  echo "Grade :=>> $min"
  exit 0
fi

mode=@MODE@
if [ -f vpl_environment.sh ]; then . ./vpl_environment.sh; fi
grader=${SUDOKU_GRADE:-$(command -v sudoku-grade || echo /usr/local/bin/sudoku-grade)}
min=${VPL_GRADEMIN:-0}
max=${VPL_GRADEMAX:-10}
rm -rf "$work" vpl_execution
mkdir -p "$work/cases" "$work/submission"
case_file=cases/@CASE_NAME@
cat > "$work/$case_file" <<'@DELIMITER@'
@CASES@
@DELIMITER@
# In a box without a mount namespace a program sees the files its uid may
# read: the hidden cases' answers must not be among them (docs/sandbox.md).
chmod -R go-rwx "$work/cases"

# The student's files, as VPL names them: regular files inside this folder only.
i=0
while :; do
  name=VPL_SUBFILE$i
  [ -n "${!name+x}" ] || break
  file=${!name}
  i=$((i + 1))
  case /$file/ in */../* | //*) continue ;; esac
  [ -f "$file" ] && [ ! -L "$file" ] || continue
  mkdir -p "$work/submission/$(dirname -- "$file")"
  cp -- "$file" "$work/submission/$file"
done
shopt -s nullglob dotglob
handed_in=("$work"/submission/*)
if [ ${#handed_in[@]} -eq 1 ] && [ -f "${handed_in[0]}" ]; then submission=${handed_in[0]}; else submission=$work/submission; fi
# A file that starts with #! is a program of its own (docs/protocol.md,
# "Which driver"): give it the run bit, and the box's uid its folder.
for path in "$submission" "$submission"/*; do
  if [ -f "$path" ] && [ ! -L "$path" ] && [ "$(head -c 2 "$path")" = '#!' ]; then
    chmod a+rx "$path"
    [ -d "$submission" ] && chmod -R a+rX "$submission"
  fi
done

cp -- "$0" "$work/action.sh"
{
  printf 'mode=%q\ngrader=%q\nmin=%q\nmax=%q\n' "$mode" "$grader" "$min" "$max"
  printf 'case_file=%q\nsubmission=%q\n' "$case_file" "$submission"
} > "$work/settings.sh"
printf '#!/bin/sh\nexec /bin/bash %s execute\n' "$(printf %q "$work/action.sh")" > vpl_execution
chmod +x vpl_execution
