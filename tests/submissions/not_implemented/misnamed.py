# Bug: the functions are not named as the lesson asks (Solve, solveFast), so
# the driver finds none of them: every case is NI, "solve is not defined".


def Solve(grid):
    return True


def solveFast(grid):
    return True
