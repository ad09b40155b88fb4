#!/usr/bin/python3
# An executable that ignores the protocol and prints a greeting instead.
print("Hello! I solved it, trust me :)")
