#!/usr/bin/env python3
"""Holds every student program a grade runs to SHARE of a core (issue 38):
the leaves of the process tree under PID (the programs the keepers run; a
keeper, which has a child, is never touched) get SIGSTOP while their CPU time
(/proc/P/stat utime + stime, every thread) is ahead of SHARE x their age and
SIGCONT when behind, checked every 10 ms, until PID ends.

    bench/starve.py PID SHARE
"""
import os
import signal
import sys
import time

TICK = os.sysconf("SC_CLK_TCK")


def stat_of(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # the name may hold spaces
    # ppid, utime, stime, starttime: fields 4, 14, 15, 22 of proc(5)
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK, int(fields[19]) / TICK


def main():
    root, share = int(sys.argv[1]), float(sys.argv[2])
    stopped = set()
    while os.path.exists(f"/proc/{root}"):
        with open("/proc/uptime") as f:
            now = float(f.read().split()[0])
        stats = {}
        for name in os.listdir("/proc"):
            if name.isdigit():
                s = stat_of(int(name))
                if s:
                    stats[int(name)] = s
        parents = {s[0] for s in stats.values()}
        below = {root}
        grown = True
        while grown:  # the tree under root
            grown = False
            for pid, s in stats.items():
                if s[0] in below and pid not in below:
                    below.add(pid)
                    grown = True
        for pid in below - {root} - parents:
            _, cpu, start = stats[pid]
            ahead = cpu > share * max(now - start, 0.0)
            if ahead != (pid in stopped):
                try:
                    os.kill(pid, signal.SIGSTOP if ahead else signal.SIGCONT)
                except OSError:
                    pass
                (stopped.add if ahead else stopped.discard)(pid)
        stopped &= set(stats)
        time.sleep(0.01)


if __name__ == "__main__":
    main()
