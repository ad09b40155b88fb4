# A progress print without a newline, then an exception: the driver's account
# must still start a line of its own, so the reason is the exception's.


def fillSudoku(grid):
    print("progress", end="")
    raise ValueError("no digit fits at row 3")
