#!/usr/bin/env bash
# The Python lesson's program (seeds/001): its three tasks' solutions (solve,
# then count_solutions and solve_fast under "more"), in one module as a
# student who did every task hands it in, each function once and the tasks'
# main guards left out. Its code is the document's, not the project's, so it
# is never kept in the repository; this writes it into
# OUT_DIR/lesson_document.py (outside the repository) at bench time and
# prints that file's path:
#
#   bench/lesson_document_program.sh OUT_DIR [SEEDS_DIR]
#   build/sudoku-grade grade "$(bench/lesson_document_program.sh /tmp/doc)" --cases cases/lesson.yaml
#
# SEEDS_DIR defaults to ../shared/seeds next to this checkout.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 OUT_DIR [SEEDS_DIR]" >&2
  exit 2
fi
out=$1
seeds=${2:-$(dirname "$0")/../../shared/seeds}
document=$seeds/001_4efb207457e52ffa.txt
if [ ! -f "$document" ]; then
  echo "$0: no lesson document at $document" >&2
  exit 1
fi
mkdir -p "$out"
program=$out/lesson_document.py
python3 - "$document" "$program" <<'PYTHON'
import json
import re
import sys

document, program = sys.argv[1], sys.argv[2]
with open(document, encoding="utf-8") as file:
    lesson = json.load(file)
kept, seen = [], set()
for solution in [lesson["solution"]] + [task["solution"] for task in lesson["more"]]:
    code = solution.split('\nif __name__ == "__main__":')[0]
    # Each top-level definition once: the tasks repeat their helper (allowed).
    for block in re.split(r"\n(?=def |import |from )", code):
        head = block.split("(")[0].strip()
        if head not in seen:
            seen.add(head)
            kept.append(block.rstrip() + "\n")
defined = sorted(h[4:] for h in seen if h.startswith("def "))
for entry in ("solve", "count_solutions", "solve_fast"):
    if entry not in defined:
        sys.exit("{}: no {} among the solutions ({})".format(document, entry, ", ".join(defined)))
with open(program, "w", encoding="utf-8") as file:
    file.write("\n\n".join(kept))
PYTHON
echo "$program"
