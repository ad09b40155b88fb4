# A recursion without a base case: RecursionError, named as a recursion.


def walk(grid, cell):
    return walk(grid, cell + 1)


def fillSudoku(grid):
    return walk(grid, 0)
