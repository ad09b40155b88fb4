"""What may go in a cell: a module of main.py's solver (a hand-in shape of
tests/submissions: a folder whose main.py imports its own modules)."""


def box_side(grid):
    side = 1
    while side * side < len(grid):
        side += 1
    return side


def allowed(grid, row, col):
    size, side = len(grid), box_side(grid)
    taken = set(grid[row]) | {grid[r][col] for r in range(size)}
    top, left = row - row % side, col - col % side
    for line in grid[top:top + side]:
        taken.update(line[left:left + side])
    return [digit for digit in range(1, size + 1) if digit not in taken]
