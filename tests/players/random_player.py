# A seed-style player that takes a random number of stones from a random non-empty heap.
import random


def play(heaps):
    i = random.choice([i for i, h in enumerate(heaps) if h > 0])
    return i, random.randint(1, heaps[i])
