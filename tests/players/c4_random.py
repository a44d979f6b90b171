# Connect Four: a random column that is not full (7 x 6).
import random


def play(columns):
    full = [c for c in "1234567" if columns.count(c) >= 6]
    return random.choice([c for c in "1234567" if c not in full])
