# What I tried (notes, not the solution):
# - reading order first, then the fewest candidates
attempts = ["reading order", "fewest candidates"]
print("notes:", attempts)
