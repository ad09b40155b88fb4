"""As top_level_exit_125.py, and it writes the Python driver's own refusal
first, the line it writes for a grid it cannot read. Still RTE."""
import os

os.write(2, b"sudoku-driver: grid line '780090020' is not a row of numbers\n")
os._exit(125)


def fillSudoku(grid):
    return False
