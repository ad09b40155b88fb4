# The Java assignment (seeds/002) written in Python the way it teaches: the
# provided checkSudoku(sudoku, printErrors) checks the whole board, and
# fillSudoku's recursive helper takes the empty cells in reading order,
# places each of 1..9 in turn and asks checkSudoku about the whole board
# after every placement ("most of the code you will need has been
# provided"). A value that leads nowhere is taken back, so a False leaves
# the sudoku as it was given. The limits of cases/java.yaml are calibrated
# on this program (docs/protocol.md, "The factors, as measured"): it must
# be AC on every case.


def checkSudoku(sudoku, printErrors):
    if len(sudoku) != 9:
        if printErrors:
            print("sudoku has", len(sudoku), "rows, should have 9")
        return False
    for i, row in enumerate(sudoku):
        if len(row) != 9:
            if printErrors:
                print("sudoku row", i, "has", len(row), "cells, should have 9")
            return False
    for i in range(9):
        for j in range(9):
            cell = sudoku[i][j]
            if cell == 0:
                continue                      # blanks are always fine
            if cell < 1 or cell > 9:
                if printErrors:
                    print("sudoku row", i, "column", j, "has illegal value", cell)
                return False
            for m in range(9):                # the same value elsewhere in the row?
                if m != j and sudoku[i][m] == cell:
                    if printErrors:
                        print("sudoku row", i, "has", cell, "at both positions", j, "and", m)
                    return False
            for k in range(9):                # ... in the column?
                if k != i and sudoku[k][j] == cell:
                    if printErrors:
                        print("sudoku column", j, "has", cell, "at both positions", i, "and", k)
                    return False
            for k in range(3):                # ... in its box (the row and column are done)?
                for m in range(3):
                    r, c = i // 3 * 3 + k, j // 3 * 3 + m
                    if r != i and c != j and sudoku[r][c] == cell:
                        if printErrors:
                            print("sudoku", cell, "at row", i, "column", j, "matches row", r, "column", c)
                        return False
    return True


def fill_from(sudoku, cell):
    while cell < 81 and sudoku[cell // 9][cell % 9] != 0:
        cell += 1
    if cell == 81:
        return True                           # every cell is filled, each placement checked
    row, col = cell // 9, cell % 9
    for value in range(1, 10):
        sudoku[row][col] = value
        if checkSudoku(sudoku, False) and fill_from(sudoku, cell + 1):
            return True
    sudoku[row][col] = 0                      # back to what it held when called
    return False


def fillSudoku(sudoku):
    return fill_from(sudoku, 0)
