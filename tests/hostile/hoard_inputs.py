# A hostile student's probe (issue 36): the module keeps every grid it is
# given. Its first call in a process answers False, which keeps a warm
# runtime going; every later call prints every grid kept and raises with
# them, so a case's reason quotes the grids of the cases run before it in
# the same process. Were hidden and visible cases served by one runtime, a
# visible case would show a hidden puzzle to the student
# (tests/harness/hostile/hidden_cases_test.cpp).
import sys

seen = []


def keep(grid):
    seen.append(''.join(str(value) for row in grid for value in row))
    if len(seen) > 1:
        print('\n'.join(seen), file=sys.stderr)
        raise ValueError(' '.join(seen))


def solve(grid):
    keep(grid)
    return False


def count_solutions(grid, limit):
    keep(grid)
    return 0


def solve_fast(grid):
    keep(grid)
    return False
