# The HtDP brute force (seeds/000) written in Python the way the document
# builds it: a board is a flat list of 81 values, None for a blank; the next
# boards are the board with its first blank filled with each of 1..9, of
# which only those valid_board (every unit of the whole board, no number
# twice) accepts are kept, searched depth first. Boards are values: solve
# and fillSudoku write the solution into the grid only when there is one.
# The limits of cases/htdp.yaml are calibrated on this program
# (docs/protocol.md, "The factors, as measured"): it must be AC on every case.

ROWS = [[9 * r + i for i in range(9)] for r in range(9)]
COLUMNS = [[c + 9 * i for i in range(9)] for c in range(9)]
BOXES = [[27 * (b // 3) + 3 * (b % 3) + 9 * (i // 3) + i % 3 for i in range(9)] for b in range(9)]
UNITS = ROWS + COLUMNS + BOXES


def all_different(values):
    if not values:
        return True
    return values[0] not in values[1:] and all_different(values[1:])


def valid_board(board):
    return all(all_different([board[p] for p in unit if board[p] is not None]) for unit in UNITS)


def first_blank(board):
    return board.index(None)


def nine_boards(p, board):
    return [board[:p] + [value] + board[p + 1:] for value in range(1, 10)]


def next_boards(board):
    return [next_board for next_board in nine_boards(first_blank(board), board) if valid_board(next_board)]


def solved(board):
    return None not in board


def solve_board(board):
    """The board solved, or None."""
    if solved(board):
        return board
    for next_board in next_boards(board):
        found = solve_board(next_board)
        if found is not None:
            return found
    return None


def to_board(grid):
    return [value or None for row in grid for value in row]


def solve(grid):
    found = solve_board(to_board(grid))
    if found is None:
        return False
    for r in range(9):
        grid[r][:] = found[9 * r:9 * r + 9]
    return True


def fillSudoku(grid):
    return solve(grid)


def checkSudoku(board):
    return valid_board(to_board(board))
