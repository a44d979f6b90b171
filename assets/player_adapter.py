#!/usr/bin/env python3
"""Runs a seed-style Python player of any arena game under minimax-tui's line protocol:

    minimax arena tictactoe --player "python3 assets/player_adapter.py my_player.py"

The player file defines one function, called once per turn with the position:

    sum        play(total, target, moves) -> the number to add (one of moves)
    tictactoe  play(board) -> the square, 1-9 row-major from the top left; board is a list of
               9 characters, 'x', 'o' or '.'
    connect4   play(columns) -> the column, 1-7; columns is the string of columns played so far,
               1-based ("4453"), as Pascal Pons writes positions
    reversi    play(board, side) -> "d3" (or "pass"); board is 64 characters a1..h1, a2..h2, ...
               ('X' black, 'O' white, '-' empty), side is "black" or "white"

Each turn the arena writes one line, the position; the adapter answers one line, the move. At the
end the arena writes `end win`, `end loss` or `end draw`. The adapter knows no game: the arena
sets MINIMAX_PLAY to how play() takes the line's words, one kind per argument (`int int ints`
for the Sum Game, `chars` for tic-tac-toe, `text` for Connect Four, `text text` for Reversi,
`numbers` for Nim's heaps as one list: play(heaps) -> (heap, stones)).
An older command line that names the game first (`player_adapter.py tictactoe my_player.py`)
still works. It serves Nim too (play(heaps) -> (heap, stones), answered as `HEAP STONES`), as
does nim_player_adapter.py, the Heaps assignment's own.
"""

import importlib.util
import os
import sys

KINDS = {
    "numbers": None,  # every word left, as one list of numbers (Nim's heaps)
    "int": int,
    "ints": lambda word: [int(n) for n in word.split(",")],
    "chars": list,
    "text": str,
}


def load(path):
    spec = importlib.util.spec_from_file_location("player", path)
    if spec is None or spec.loader is None:
        sys.exit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not hasattr(module, "play"):
        sys.exit(f"{path} has no play function")
    return module.play


def ask(kinds, play, line):
    words = line.split()
    arguments = []
    for i, kind in enumerate(kinds):
        if kind == "numbers":
            arguments.append([int(word) for word in words[i:]])
            break
        # A word left out is empty (Connect Four's first line: no column played yet).
        arguments.append(KINDS[kind](words[i] if i < len(words) else ""))
    return play(*arguments)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: player_adapter.py PLAYER.py")
    kinds = os.environ.get("MINIMAX_PLAY", "").split()
    if not kinds or any(kind not in KINDS for kind in kinds):
        sys.exit("MINIMAX_PLAY is not set: run me as a `minimax arena` player")
    play = load(sys.argv[-1])
    for line in sys.stdin:
        if line.startswith("end"):
            return
        answer = ask(kinds, play, line)
        # A tuple (Nim's (heap, stones)) is answered as its words.
        if isinstance(answer, (tuple, list)):
            answer = " ".join(str(part) for part in answer)
        print(answer, flush=True)


if __name__ == "__main__":
    main()
