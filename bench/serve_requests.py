"""A case file's grid cases as a warm runtime's requests and as one run each.

  python3 bench/serve_requests.py CASES.yaml WORK COMMAND...

Writes WORK/requests (each case's "ROWS ENTRY [LIMIT]" line and grid, as
--serve reads them, docs/protocol.md "One warm runtime per submission"),
WORK/grid<i> (each grid alone, as a run reads it) and WORK/loop.sh (one
`COMMAND ENTRY [LIMIT] < grid<i>` a case, as grading runs them today).
Reads the case file with PyYAML, so anchors and aliases (htdp.yaml's *BD4)
count; a puzzle is a block of rows or one line of rows, '.' for a blank.
"""
import shlex
import sys

import yaml

GRID_ENTRIES = ("solve", "solve_fast", "fillSudoku", "count_solutions", "checkSudoku")


def rows_of(puzzle):
    return [row.replace(".", "0") for row in str(puzzle).split()]


def main(cases_path, work, command):
    with open(cases_path) as cases_file:
        cases = yaml.safe_load(cases_file)["cases"]
    loop = ["#!/bin/sh"]
    count = 0
    with open(work + "/requests", "w") as requests:
        for case in cases:
            if case.get("entry") not in GRID_ENTRIES:
                continue
            rows = rows_of(case["puzzle"])
            args = [case["entry"]] + ([str(case["limit"])] if case["entry"] == "count_solutions" else [])
            requests.write(" ".join([str(len(rows))] + args) + "\n" + "".join(r + "\n" for r in rows))
            with open(f"{work}/grid{count}", "w") as grid:
                grid.write("".join(r + "\n" for r in rows))
            loop.append(" ".join(shlex.quote(w) for w in command + args) + f" < {work}/grid{count} > /dev/null 2>&1")
            count += 1
    with open(work + "/loop.sh", "w") as loop_file:
        loop_file.write("\n".join(loop) + "\n")
    print(f"{count} grid cases of {cases_path}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
