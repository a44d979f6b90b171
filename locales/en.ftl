# minimax-tui's messages in English: the reference every other catalogue follows.
# Numbers given to a message are written as the language writes them (1,234.5).

## The start screen

start-title = minimax-tui · new game
start-tagline = Play, watch and step through minimax and alpha-beta.
start-back = back to { $game } · Enter replaces it
start-takes-digits = { $field } takes digits and commas, not { $char }
start-too-long = a field holds at most { $most } { $most ->
    [one] character
   *[other] characters
}: give a longer tree as a file name

start-game = Game
start-mode = Mode
start-mode-hint = MAX moves first
start-depth = Depth limit
start-depth-hint = plies to search; empty = to the end
start-time = Time per move
start-time-hint = iterative deepening: the deepest depth (up to the limit) finished in this time
start-ordering = Move ordering
start-ordering-hint = search likely good moves first (the game's order when off)
start-algorithm = Algorithm
start-algorithm-hint = MAX-VALUE/MIN-VALUE, or one function for both sides
start-alpha-beta = Alpha-beta
start-alpha-beta-hint = prune moves that cannot matter
start-table = Transposition table
start-table-hint = remember positions searched (hashed: fixed memory, kept between moves)
start-techniques = Techniques
start-techniques-hint = null-window probes (PVS); moves that cut off elsewhere tried first
start-max-engine = MAX's engine
start-min-engine = MIN's engine
start-engine-hint = how the computer chooses for this side: minimax with the search switches, or Monte Carlo tree search by its iterations (the time per move bounds both); hints, A and s are always minimax's
start-language = Language
start-language-hint = the language of every screen; the command line takes --lang, else LANG

start-on = on
start-off = off
start-table-hashed = hashed, { $n } MB
start-techniques-none = none
start-techniques-killers = killers + history
start-techniques-all = PVS + killers + history
start-engine-mcts = MCTS, { $n } { $n ->
    [one] iteration
   *[other] iterations
}
start-seconds = { $n } s

start-key-field = field
start-key-examples = examples
start-key-any = any key
start-key-types = types
start-key-choose = choose
start-key-type = type
start-key-start = start
start-key-quit = quit

## Modes

mode-human-vs-pc = Human vs PC
mode-pc-vs-human = PC vs Human
mode-pc-vs-pc = PC vs PC
mode-human-vs-human = Human vs Human
