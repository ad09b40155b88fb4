#!/usr/bin/env python3
"""Fails when files of the harness include each other in a loop.

A file's unit is its stem: x.h and x.cpp are one unit, and it depends on
every unit whose header it includes ("folder/name.h", from the folder given).
A loop of units (compile.cpp includes build_step.h, which includes compile.h)
means neither can be read, tested or moved without the other; the layering
test sees folders only, so it cannot see loops inside one.

Usage: include_loops.py HARNESS_DIR
"""
import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*"([a-z_]+/[A-Za-z0-9_]+)\.h"', re.M)


def units(root):
    graph = {}
    for path in sorted(root.glob("*/*")):
        if path.suffix not in (".h", ".cpp"):
            continue
        unit = f"{path.parent.name}/{path.stem}"
        edges = graph.setdefault(unit, set())
        for included in INCLUDE.findall(path.read_text(encoding="utf-8", errors="replace")):
            if included != unit and (root / (included + ".h")).exists():
                edges.add(included)
    return graph


def loops(graph):
    """Tarjan's strongly connected components of more than one unit."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]

    def visit(unit):
        index[unit] = low[unit] = counter[0]
        counter[0] += 1
        stack.append(unit)
        on_stack.add(unit)
        for next_unit in sorted(graph.get(unit, ())):
            if next_unit not in index:
                visit(next_unit)
                low[unit] = min(low[unit], low[next_unit])
            elif next_unit in on_stack:
                low[unit] = min(low[unit], index[next_unit])
        if low[unit] == index[unit]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == unit:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for unit in sorted(graph):
        if unit not in index:
            visit(unit)
    return found


def main():
    root = Path(sys.argv[1])
    found = loops(units(root))
    for component in found:
        print(f"{root}: these files include each other in a loop: {', '.join(component)}")
    if found:
        return 1
    print(f"no include loop among the {len(units(root))} units of {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
