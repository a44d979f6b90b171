# The assignment's skeleton: always (0, 1), which soon becomes invalid.
def play(heaps):
    return 0, 1
