# Near miss: Solve with a capital S; the lesson calls solve(grid).


def Solve(grid):
    for row in grid:
        for col in range(len(row)):
            if row[col] == 0:
                return False
    return True
