"""A helper-shaped program of three modules, as the interactive helper
document writes its own: the menu runs at the top level of main.py, with no
main guard, and imports board.py and puzzles.py from its folder. Its
sessions run it as `python3 main.py`."""
import board
import puzzles

print("== mini helper ==")
running = True
while running:
    choice = input("choice> ").strip()
    if choice == "1":
        found = [0, []]
        board.count(board.parsed(puzzles.FIRST), found)
        print("solutions: " + str(found[0]))
        print("\n".join("".join(str(v) for v in row) for row in found[1]))
    elif choice == "2":
        running = False
    else:
        print("Pick 1 or 2.")
print("Bye.")
