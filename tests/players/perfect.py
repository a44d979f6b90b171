# A seed-style player: Bouton's misère strategy, written independently of the Rust code.
from functools import reduce


def play(heaps):
    big = [i for i, h in enumerate(heaps) if h >= 2]
    ones = sum(1 for h in heaps if h == 1)
    largest = max(range(len(heaps)), key=lambda i: heaps[i])
    if len(big) == 1:
        i = big[0]
        keep = 0 if ones % 2 == 1 else 1
        return i, heaps[i] - keep
    x = reduce(lambda a, b: a ^ b, heaps, 0)
    if len(big) == 0 or x == 0:
        return largest, 1
    for i, h in enumerate(heaps):
        if h ^ x < h:
            return i, h - (h ^ x)
