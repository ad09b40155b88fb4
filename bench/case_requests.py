"""Prints a case file's cases as the warm runtime's requests (docs/protocol.md,
"One warm runtime per submission"): "ROWS ENTRY [LIMIT]" then ROWS lines of
numbers separated by spaces, a case after another, in the file's order. What
bench/print_bench.sh's outside runners read, to call a submission's functions
on the same puzzles the harness gives it.

  python3 bench/case_requests.py CASES.yaml > requests.txt
"""
import sys

import yaml


def rows_of(puzzle):
    if isinstance(puzzle, list):
        return [[int(v) for v in row] for row in puzzle]
    rows = []
    for word in puzzle.split():
        rows.append([0 if ch == "." else int(ch) for ch in word])
    return rows


def main(path):
    with open(path) as f:
        cases = yaml.safe_load(f)["cases"]
    out = []
    for case in cases:
        rows = rows_of(case["puzzle"])
        call = case["entry"] + (" " + str(case["limit"]) if "limit" in case else "")
        out.append("%d %s\n" % (len(rows), call))
        out.extend(" ".join(str(v) for v in row) + "\n" for row in rows)
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
