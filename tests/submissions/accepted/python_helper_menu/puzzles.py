"""The built-in puzzle of main.py's menu."""
FIRST = ["1...", "..3.", ".4..", "...2"]
