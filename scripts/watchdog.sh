#!/usr/bin/env bash
# Runs a command with a deadline, for CI: past DEADLINE it shows what every
# process is doing (state, wait channel, age, the kernel stack of any stopped
# or in uninterruptible sleep), then ends the command's whole group and exits
# 124. A hang then fails CI within its time, saying where, instead of
# running out CI's clock with no word (stop 32: the log's last line was
# ctest starting two tests, then nothing for 78 minutes).
#   scripts/watchdog.sh DEADLINE -- COMMAND [ARG...]
#   DEADLINE   minutes (15), or seconds with an s (90s)
set -uo pipefail
if [ $# -lt 3 ] || [ "$2" != "--" ] || ! [[ "$1" =~ ^[1-9][0-9]*s?$ ]]; then
  echo "usage: scripts/watchdog.sh DEADLINE -- COMMAND [ARG...] (DEADLINE: minutes, or seconds as 90s)" >&2
  exit 2
fi
case "$1" in
  *s) seconds=${1%s}; deadline="$seconds s" ;;
  *) seconds=$(($1 * 60)); deadline="$1 min" ;;
esac
shift 2

# What each process is doing, the stuck ones' kernel stacks included.
report() {
  echo "watchdog: '$*' still running after $deadline; every process:"
  ps -N --ppid 2 --pid 2 -o pid,ppid,pgid,stat,wchan:28,etimes,args --forest | cut -c1-240   # no kernel threads
  for status in /proc/[0-9]*/status; do
    local pid=${status#/proc/}; pid=${pid%/status}
    local state; state=$(awk '/^State:/ { print $2 }' "$status" 2>/dev/null) || continue
    case "$state" in
      D|T|t)
        echo "watchdog: pid $pid ($(cat "/proc/$pid/comm" 2>/dev/null)) state $state, kernel stack:"
        sed 's/^/    /' "/proc/$pid/stack" 2>/dev/null || echo "    (not readable)"
        ;;
    esac
  done
}

# A session of its own, so the whole command (ctest and every test it
# started) can be ended as one group. A background job of a script is no
# group leader, so setsid runs the command in this very process.
fired=$(mktemp)
setsid "$@" &
command_pid=$!
(
  # Asked to go (the command ended first), it takes its sleep with it.
  trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
  sleep "$seconds" &
  sleeper=$!
  wait "$sleeper"
  if kill -0 "$command_pid" 2>/dev/null; then
    echo fired >"$fired"
    report "$@" >&2
    kill -TERM -- "-$command_pid" 2>/dev/null
    kill -CONT -- "-$command_pid" 2>/dev/null   # a stopped process takes SIGTERM once it goes on
    # Ten seconds to go on SIGTERM, then SIGKILL for what is left.
    for _ in $(seq 20); do
      kill -0 -- "-$command_pid" 2>/dev/null || break
      sleep 0.5
    done
    kill -KILL -- "-$command_pid" 2>/dev/null
    echo "watchdog: ended '$*' after $deadline" >&2
  fi
) &
watcher_pid=$!
wait "$command_pid"
status=$?
# Ended by the watcher: it finishes its work (SIGKILL for what outlived SIGTERM).
# Else the watcher is no longer needed.
if [ -s "$fired" ]; then
  status=124
else
  kill -TERM "$watcher_pid" 2>/dev/null
fi
wait "$watcher_pid" 2>/dev/null
rm -f "$fired"
exit "$status"
