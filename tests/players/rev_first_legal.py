"""A seed-style Reversi player: the first legal square from a1, or pass."""

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def play(board, side):
    own, opp = ("X", "O") if side == "black" else ("O", "X")
    for square in range(64):
        if board[square] not in "-.":
            continue
        rank, file = divmod(square, 8)
        for dr, df in DIRECTIONS:
            r, f, seen = rank + dr, file + df, 0
            while 0 <= r < 8 and 0 <= f < 8 and board[r * 8 + f] == opp:
                r, f, seen = r + dr, f + df, seen + 1
            if seen and 0 <= r < 8 and 0 <= f < 8 and board[r * 8 + f] == own:
                return "abcdefgh"[file] + str(rank + 1)
    return "pass"
