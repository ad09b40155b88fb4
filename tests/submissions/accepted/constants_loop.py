"""count_solutions alone, with its peers built once by a loop at the
module's top level: a loop building constants, which is no main (it neither
reads nor prints), so the file is a module of functions, not a program with
sessions (docs/protocol.md, "Which driver")."""

PEERS = []
for cell in range(81):
    row, col = divmod(cell, 9)
    top, left = row - row % 3, col - col % 3
    peers = {row * 9 + c for c in range(9)} | {r * 9 + col for r in range(9)}
    peers |= {r * 9 + c for r in range(top, top + 3) for c in range(left, left + 3)}
    peers.discard(cell)
    PEERS.append(sorted(peers))


def count_solutions(grid, limit):
    cells = [value for row in grid for value in row]

    def count(found):
        if found >= limit:
            return found
        try:
            cell = cells.index(0)
        except ValueError:
            return found + 1
        taken = {cells[peer] for peer in PEERS[cell]}
        for value in range(1, 10):
            if value not in taken:
                cells[cell] = value
                found = count(found)
                cells[cell] = 0
                if found >= limit:
                    break
        return found

    return count(0)
