#!/usr/bin/env bash
# The interactive helper document's program (seeds/003, its three modules
# main.py, board.py and puzzles.py, as the document's JSON holds them under
# modules[].python): its code is the document's, not the project's, so it is
# never kept in the repository; this writes it into OUT_DIR/helper_document/
# (outside the repository) at bench time and prints that folder's path, to be
# graded as a student hands it in, a folder of three files
# (docs/protocol.md, "A folder of several files"):
#
#   bench/helper_document_program.sh OUT_DIR [SEEDS_DIR]
#   build/sudoku-grade grade "$(bench/helper_document_program.sh /tmp/doc)" --cases cases/helper.yaml
#
# SEEDS_DIR defaults to ../shared/seeds next to this checkout.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 OUT_DIR [SEEDS_DIR]" >&2
  exit 2
fi
out=$1
seeds=${2:-$(dirname "$0")/../../shared/seeds}
document=$seeds/003_97dc31227f080c46.txt
if [ ! -f "$document" ]; then
  echo "$0: no helper document at $document" >&2
  exit 1
fi
program=$out/helper_document
mkdir -p "$program"
python3 - "$document" "$program" <<'PYTHON'
import json
import os
import sys

document, folder = sys.argv[1], sys.argv[2]
with open(document, encoding="utf-8") as file:
    modules = json.load(file)["modules"]
names = []
for module in modules:
    # "main.eml" -> main.py: the module's name in the document, as a Python file.
    name = module["name"].split(".")[0] + ".py"
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.write(module["python"])
    names.append(name)
if sorted(names) != ["board.py", "main.py", "puzzles.py"]:
    sys.exit("{}: expected the modules main, board and puzzles, found {}".format(document, ", ".join(names)))
PYTHON
echo "$program"
