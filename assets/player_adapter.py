#!/usr/bin/env python3
"""Runs a seed-style Python player of any arena game under minimax-tui's line protocol:

    minimax arena tictactoe --player "python3 assets/player_adapter.py tictactoe my_player.py"

The player file defines one function, called once per turn with the position:

    sum        play(total, target, moves) -> the number to add (one of moves)
    tictactoe  play(board) -> the square, 1-9 row-major from the top left; board is a list of
               9 characters, 'x', 'o' or '.'
    connect4   play(columns) -> the column, 1-7; columns is the string of columns played so far,
               1-based ("4453"), as Pascal Pons writes positions
    reversi    play(board, side) -> "d3" (or "pass"); board is 64 characters a1..h1, a2..h2, ...
               ('X' black, 'O' white, '-' empty), side is "black" or "white"

Each turn the arena writes one line, the position; the adapter answers one line, the move. At the
end the arena writes `end win`, `end loss` or `end draw`. (Nim has its own adapter,
nim_player_adapter.py, for the Heaps assignment's play(heaps).)
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
        sys.exit(f"{path} has no play function")
    return module.play


def ask(game, play, line):
    words = line.split()
    if game == "sum":
        total, target, moves = int(words[0]), int(words[1]), [int(m) for m in words[2].split(",")]
        return play(total, target, moves)
    if game == "tictactoe":
        return play(list(words[0]))
    if game == "connect4":
        return play(words[0] if words else "")
    if game == "reversi":
        return play(words[0], words[1])
    sys.exit(f"unknown game {game} (sum, tictactoe, connect4, reversi)")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: player_adapter.py GAME PLAYER.py")
    game, play = sys.argv[1], load(sys.argv[2])
    for line in sys.stdin:
        if line.startswith("end"):
            return
        print(ask(game, play, line), flush=True)


if __name__ == "__main__":
    main()
