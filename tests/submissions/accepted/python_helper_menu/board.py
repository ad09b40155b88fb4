"""The helper's board: a puzzle read from its rows, and its solutions counted
up to 2 (the first one kept)."""


def parsed(rows):
    return [[0 if c == "." else int(c) for c in row] for row in rows]


def fits(g, r, c, v):
    n = len(g)
    b = 2 if n == 4 else 3
    if v in g[r] or any(g[i][c] == v for i in range(n)):
        return False
    top, left = r - r % b, c - c % b
    return all(g[i][j] != v for i in range(top, top + b) for j in range(left, left + b))


def count(g, found):
    for r in range(len(g)):
        for c in range(len(g)):
            if g[r][c] == 0:
                for v in range(1, len(g) + 1):
                    if fits(g, r, c, v) and found[0] < 2:
                        g[r][c] = v
                        count(g, found)
                        g[r][c] = 0
                return
    found[0] += 1
    if found[0] == 1:
        found[1] = [row[:] for row in g]
