#!/usr/bin/env bash
# scripts/watchdog.sh: a command that ends keeps its exit code and no word is
# added; one that hangs is ended at the deadline with 124, after a table of
# every process and the kernel stack of the stopped one, and nothing of it is
# left; a process that ignores SIGTERM gets SIGKILL; a bad deadline is a usage error.
set -uo pipefail
watchdog="$(dirname "$0")/../../scripts/watchdog.sh"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
err=$(mktemp)
trap 'rm -f "$err"' EXIT

"$watchdog" 30s -- sh -c 'echo out; exit 3' >/dev/null 2>"$err"
[ $? -eq 3 ] || fail "an ending command's exit code is not kept"
[ -s "$err" ] && fail "an ending command got words on stderr: $(cat "$err")"

# A unique time, so that what is left can be found by its command line.
marker=$((4000 + $$ % 1000))
start=$(date +%s)
"$watchdog" 2s -- sh -c "sleep $marker & kill -STOP \$!; sleep $marker" >/dev/null 2>"$err"
code=$?
[ $code -eq 124 ] || fail "a hung command ended with $code, not 124"
grep -q "watchdog: 'sh -c sleep $marker" "$err" || fail "no line names the hung command"
grep -q "sleep $marker" <(grep -v "^watchdog" "$err") || fail "the process table does not show the hung sleep"
grep -q "state T, kernel stack:" "$err" || fail "the stopped process's state and stack are not shown"
grep -q "watchdog: ended 'sh -c" "$err" || fail "no line says the command was ended"
pgrep -f "^sleep $marker\$" >/dev/null && fail "a process of the hung command is still running"
[ $(( $(date +%s) - start )) -lt 10 ] || fail "the hung command was not ended soon after the deadline"

# SIGTERM ignored: SIGKILL ten seconds later.
"$watchdog" 1s -- sh -c "trap '' TERM; sleep $((marker + 1)); sleep $((marker + 1))" >/dev/null 2>"$err"
[ $? -eq 124 ] || fail "a command that ignores SIGTERM did not end with 124"
pgrep -f "^sleep $((marker + 1))\$" >/dev/null && fail "a process that ignored SIGTERM is still running"

"$watchdog" 15x -- true 2>"$err"
[ $? -eq 2 ] || fail "a bad deadline is not a usage error"
grep -q "^usage: scripts/watchdog.sh DEADLINE" "$err" || fail "a bad deadline does not print the usage"

[ $failures -eq 0 ] && echo "watchdog: all checks held"
exit $((failures > 0))
