#!/usr/bin/env python3
"""Writes the helper document's recorded sessions as test data.

The document (seeds/003, JSON) holds each session's typed input and the
screen it must give; they are facts, stored byte for byte so the reference
helper and the transcript check can be tested against them.

usage: scripts/extract_sessions.py SEED_JSON OUT_DIR
"""
import json
import pathlib
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    document = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    out_dir = pathlib.Path(sys.argv[2])
    out_dir.mkdir(parents=True, exist_ok=True)
    for session in document["sessions"]:
        for field, suffix in (("input", ".in"), ("screen", ".screen")):
            path = out_dir / (session["name"] + suffix)
            # newline="" keeps the bytes as recorded, whatever the platform.
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(session[field])
            print(path)


if __name__ == "__main__":
    main()
