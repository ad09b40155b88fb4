#!/usr/bin/env python3
"""Checks one probe of scripts/container-test.sh against what it asserts.

Usage: container_check.py SETUP SUBMISSION CASES ASSERTIONS DIR [BASELINE=DIR]...
(BASELINE: a submission as its probe line names it, defines included)

DIR holds what the container left: report.json, console.txt, exit, processes
(the Name/State/Uid lines of /proc/*/status once grade had exited). Prints one
line per assertion, with what was found when it fails; exits 1 if one failed.
What the student's program printed is shown with its control bytes escaped.
"""
import json
import re
import sys
from pathlib import Path


def shown(text, limit=400):
    """Student text as one safe line: control bytes as escapes, cut."""
    out = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return out if len(out) <= limit else out[:limit] + "..."


def read(path):
    try:
        return path.read_text(errors="replace")
    except OSError:
        return None


def report_of(folder):
    text = read(folder / "report.json")
    return json.loads(text) if text else None


def processes_left(folder):
    """The processes alive after grade: not the container's shell (pid 1), not zombies."""
    procs = {}
    for line in (read(folder / "processes") or "").splitlines():
        m = re.match(r"/proc/(\d+)/status:(\w+):\s*(.*)", line)
        if m:
            procs.setdefault(m[1], {})[m[2]] = m[3]
    if "1" not in procs:
        return None   # no list: the container's shell did not get that far
    return [f"{shown(p.get('Name', '?'))} (pid {pid}, uid {p.get('Uid', '?').split()[0]}, {p.get('State', '?')})"
            for pid, p in sorted(procs.items(), key=lambda kv: int(kv[0]))
            if pid != "1" and not p.get("State", "").startswith("Z")]


def check(assertion, folder, report, baselines):
    """(held, what was found) for one assertion."""
    exit_code = (read(folder / "exit") or "?").strip()
    if m := re.fullmatch(r"exit (\d+)", assertion):
        return exit_code == m[1], f"exit {exit_code}"
    if assertion == "nothing left":
        left = processes_left(folder)
        if left is None:
            return False, "no list of the processes left"
        return not left, "left: " + ", ".join(left) if left else "none left"
    if report is None:
        return False, f"no JSON report (grade's exit {exit_code})"
    points = f"{report['points']}/{report['max_points']}"
    if m := re.fullmatch(r"points (\d+)/(\d+)", assertion):
        return points == f"{m[1]}/{m[2]}", f"points {points}"
    if m := re.fullmatch(r"points <= (.+)", assertion):
        baseline = report_of(baselines[m[1]])
        if baseline is None:
            return False, f"{m[1]} has no JSON report"
        return report["points"] <= baseline["points"], f"{points}, {m[1]} {baseline['points']}/{baseline['max_points']}"
    if assertion == "no JE":
        je = [c["name"] for c in report["cases"] if c["verdict"] == "JE"]
        return not je, "JE: " + ", ".join(shown(n) for n in je) if je else "no JE"
    if m := re.fullmatch(r"case (.+): (\w+)", assertion):
        cases = [c for c in report["cases"] if c["name"] == m[1]]
        if not cases:
            return False, "no such case in the report"
        c = cases[0]
        found = c["verdict"] + (f": {shown(c['reason'])}" if c["reason"] else "")
        if c["details"]:
            found += "\n" + "\n".join("          | " + shown(d) for d in c["details"].splitlines()[:12])
        return c["verdict"] == m[2], found
    return False, "unknown assertion (see the list in scripts/container-test.sh)"


def main():
    setup, submission, cases, assertions, folder = sys.argv[1:6]
    folder = Path(folder)
    baselines = dict(arg.rsplit("=", 1) for arg in sys.argv[6:])
    baselines = {name: Path(path) for name, path in baselines.items()}
    report = report_of(folder)
    seconds = (read(folder / "seconds") or "?").strip()
    print(f"[{setup}] {submission} on {cases} ({seconds} s)")
    # The box's line, when it differs from the last probe's of this setup.
    if report is not None and report.get("sandbox"):
        last = folder.parent / "sandbox.txt"
        if read(last) != report["sandbox"]:
            print(f"        sandbox: {shown(report['sandbox'], limit=1000)}")
            last.write_text(report["sandbox"])
    failed = 0
    for assertion in [a.strip() for a in assertions.split(";") if a.strip()]:
        held, found = check(assertion, folder, report, baselines)
        print(f"  {'ok  ' if held else 'FAIL'}  {assertion}" + ("" if held else f"\n        found: {found}"))
        failed += not held
    if failed and report is None:
        for line in (read(folder / "console.txt") or read(folder / "podman.txt") or "").splitlines()[-15:]:
            print("          | " + shown(line))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
