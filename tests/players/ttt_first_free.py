# Tic-tac-toe: the first free square, row-major.
def play(board):
    return board.index(".") + 1
