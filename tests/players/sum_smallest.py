# The Sum Game: always the smallest number.
def play(total, target, moves):
    return min(moves)
