# A faithful solution of the Python lesson, as a module of its three
# functions: solve tries the empty cells in reading order and the allowed
# digits in ascending order (choose, explore, un-choose); count_solutions
# searches the same way but counts full grids, asking a deeper call only for
# the solutions still wanted; solve_fast fills first the empty cell with the
# fewest allowed digits. Graded as the lesson's students hand it in: no main,
# called by the Python driver. Must score 100% on every bundled assignment
# whose entries it defines.


def box_side(grid):
    side = 1
    while side * side < len(grid):
        side += 1
    return side


def digits_allowed(grid, row, col):
    """The digits that neither the cell's row, nor its column, nor its box holds yet."""
    size, side = len(grid), box_side(grid)
    taken = set(grid[row]) | {grid[r][col] for r in range(size)}
    top, left = row - row % side, col - col % side
    for line in grid[top:top + side]:
        taken.update(line[left:left + side])
    return [digit for digit in range(1, size + 1) if digit not in taken]


def first_empty(grid):
    for row, line in enumerate(grid):
        for col, value in enumerate(line):
            if value == 0:
                return row, col
    return None


def solve(grid):
    cell = first_empty(grid)
    if cell is None:
        return True                       # every cell holds a digit
    row, col = cell
    for digit in digits_allowed(grid, row, col):
        grid[row][col] = digit            # choose
        if solve(grid):                   # explore
            return True
        grid[row][col] = 0                # un-choose
    return False                          # nothing fits here: an earlier choice was wrong


def count_solutions(grid, limit):
    cell = first_empty(grid)
    if cell is None:
        return 1
    row, col = cell
    found = 0
    for digit in digits_allowed(grid, row, col):
        grid[row][col] = digit
        found += count_solutions(grid, limit - found)
        grid[row][col] = 0
        if found >= limit:
            break
    return found


def solve_fast(grid):
    best, best_digits = None, None
    for row, line in enumerate(grid):
        for col, value in enumerate(line):
            if value == 0:
                digits = digits_allowed(grid, row, col)
                if best is None or len(digits) < len(best_digits):
                    best, best_digits = (row, col), digits
    if best is None:
        return True
    row, col = best
    for digit in best_digits:             # an empty list: a dead end, False at once
        grid[row][col] = digit
        if solve_fast(grid):
            return True
        grid[row][col] = 0
    return False
