#!/usr/bin/env python3
"""Runs a Heaps-assignment player (a Python file with play(heaps) -> (heap_index, stones)) under
minimax-tui's arena protocol:

    minimax arena nim --player "python3 assets/nim_player_adapter.py path/to/player.py"

Each turn the arena writes one line, the heap sizes separated by spaces; the player answers one
line, `HEAP STONES` (0-based heap). At the end the arena writes `end win` or `end loss`.
"""

import importlib.util
import sys


def load(path):
    spec = importlib.util.spec_from_file_location("player", path)
    if spec is None or spec.loader is None:
        sys.exit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not hasattr(module, "play"):
        sys.exit(f"{path} has no play(heaps) function")
    return module.play


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: nim_player_adapter.py PLAYER.py")
    play = load(sys.argv[1])
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "end":
            return
        heaps = [int(w) for w in words]
        heap, stones = play(heaps)
        print(f"{int(heap)} {int(stones)}", flush=True)


if __name__ == "__main__":
    main()
