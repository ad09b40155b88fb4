# The student's own test left at the top level: it asks for input as the
# module loads, which the grader never types.
size = int(input("size? "))


def fillSudoku(grid):
    return True
