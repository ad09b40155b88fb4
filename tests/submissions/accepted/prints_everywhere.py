# Correct, but chatty, as students' modules are: it prints when imported,
# runs a test of its own at the top level (printing True and a grid, just
# what an answer looks like), prints while solving (print, sys.stdout,
# sys.__stdout__, os.write on fd 1), and keeps more tests under a main guard
# that would print and exit 3 if it ran. None of it may reach the answer:
# must be AC.
import os
import sys
from math import isqrt

print("imported: the grader must not read this as an answer")


def free_digits(grid, row, col):
    side = isqrt(len(grid))
    top, left = row - row % side, col - col % side
    seen = set(grid[row]).union(line[col] for line in grid)
    seen.update(value for line in grid[top:top + side] for value in line[left:left + side])
    return [digit for digit in range(1, len(grid) + 1) if digit not in seen]


def solve(grid):
    holes = [(row, col) for row, line in enumerate(grid) for col, value in enumerate(line) if value == 0]
    if not holes:
        sys.stdout.write("False\n")
        sys.__stdout__.write("0\n")
        os.write(1, b"123456789\n")
        return True
    row, col = holes[0]
    print("trying cell", row, col, "with", len(holes), "holes left", flush=True)
    for digit in free_digits(grid, row, col):
        grid[row][col] = digit
        if solve(grid):
            return True
        grid[row][col] = 0
    return False


# A test of my own, at the top level: it runs when the module is imported.
small = [[1, 0, 0, 0], [0, 0, 3, 0], [0, 4, 0, 0], [0, 0, 0, 2]]
print(solve(small))
for line in small:
    print("".join(map(str, line)))

if __name__ == "__main__":
    print(solve([[0] * 9 for _ in range(9)]))
    sys.exit(3)
