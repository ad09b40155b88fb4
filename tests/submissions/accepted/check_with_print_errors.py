# The Java assignment's checkSudoku(sudoku, printErrors), written in Python:
# the driver calls it with printErrors True, as the assignment's SudokuTest does.


def box_of(row, col):
    return row // 3 * 3 + col // 3


def checkSudoku(grid, printErrors):
    seen = set()
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if value == 0:
                continue
            for unit in (("row", r), ("column", c), ("box", box_of(r, c))):
                if (unit, value) in seen:
                    if printErrors:
                        print("repeated", value, "in", unit[0], unit[1] + 1)
                    return False
                seen.add((unit, value))
    return True
