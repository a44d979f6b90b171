# Crashes on its first turn.
def play(heaps):
    raise RuntimeError("boom")
