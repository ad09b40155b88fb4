#!/usr/bin/env python3
"""Runs COMMAND starved to SHARE of a core (issue 38), as a busy machine
starves it: COMMAND and round(1 / SHARE) - 1 busy processes share one core
(all pinned to it with sched_setaffinity; every program COMMAND starts
inherits the pin), so each program waits runnable for its turn, which the
kernel counts (/proc/P/schedstat) and the grader reads to tell a starved run
from a sleeping one. Exits with COMMAND's status.

    bench/starve.py SHARE COMMAND...
"""
import os
import signal
import subprocess
import sys


def main():
    share = float(sys.argv[1])
    command = sys.argv[2:]
    core = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    spinners = []
    for _ in range(max(round(1 / share) - 1, 0)):
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            while True:
                pass
        spinners.append(pid)
    try:
        status = subprocess.call(command)
    finally:
        for pid in spinners:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    sys.exit(status)


if __name__ == "__main__":
    main()
