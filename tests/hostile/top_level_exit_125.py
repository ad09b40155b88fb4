"""Exits with the driver's usage code (125) from the module's top level, as
the Python driver imports it, before it calls anything: os._exit, which no
`except SystemExit` sees. Once JE, "the driver refused its input"; it is the
program's: RTE, before the driver called the function."""
import os

os._exit(125)


def fillSudoku(grid):
    return False
