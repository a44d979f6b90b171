# minimax-tui's messages in English: the reference every other catalogue follows.
# Numbers given to a message are written as the language writes them (1,234.5).

## The start screen

start-title = minimax-tui · new game
start-tagline = Play, watch and step through minimax and alpha-beta.
start-back = back to { $game } · Enter replaces it
start-back-short = back to { $game }
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

## The keys: what each does (the help), and the status bar's word for it

key-input-confirm = play the typed move
key-input-back = stop typing
key-input-backspace = erase a character
key-input-type = the move, as the moves list writes it
key-all-quit = quit
key-all-help = help: every key
key-all-cycle-palette = colours (colour-blind safe, none)
key-help-up = scroll the help; any other key closes it
key-start-up = previous field
key-start-down = next field
key-start-left = previous choice (or one less)
key-start-right = next choice (or one more)
key-start-type = edit the selected text field
key-start-backspace = erase a typed character
key-start-confirm = start the game
key-start-practise = practise alpha-beta by hand on random trees
key-start-back = back to the game (or practice) you left
key-start-text-up = previous, next field
key-start-text-left = the examples
key-start-text-type = types (q too: Ctrl-C quits, or leave the field)
key-practice-up = the parent, the first child, the siblings
key-practice-type = type the node's value (--windows: α,β; a lone - is −∞, + is +∞)
key-practice-confirm = the typed value is the node's
key-practice-mark-pruned = mark (or unmark) the node as never looked at
key-practice-next-field = --windows: the value, α,β entered, α,β returned
key-practice-check = check the answers
key-practice-reveal = show the answers
key-practice-step = step through the search from the first mistake
key-practice-next-tree = a new tree
key-practice-back = back to the start (kept: Esc returns)
key-exam-type = type the node's value
key-exam-confirm = the typed value is the node's (saved)
key-exam-mark-pruned = mark (or unmark) the node as never looked at (saved)
key-exam-back = the exam stays open: q ends it (answers are saved as you go)
key-play-back = stop the search, or to the start (kept)
key-board-up = choose a move (Nim: heap, stones)
key-board-digit = type a move (Nim: stones to take)
key-play-confirm = play the selected (or typed) move
key-retry-confirm = try the selected (or typed) move: judged, not played
key-retry-enter-move = type a move's name to try (d3, pass, 1:4)
key-retry-reveal = show the best move and its line
key-retry-next-mistake = the next move to retry
key-retry-previous-mistake = the previous move to retry
key-retry-back = end the retry (the game stays here)
key-playing-enter-move = type a move's name (d3, pass, 1:4)
key-playing-focus-tree = keys to the game tree and back
key-playing-step = step through the computer's search
key-playing-analyze = analyse here, step through it
key-playing-compare = compare minimax and alpha-beta
key-playing-toggle-alpha-beta = alpha-beta pruning on/off
key-playing-toggle-algorithm = minimax / negamax
key-playing-depth-up = depth limit +1 (past 20: none)
key-playing-depth-down = depth limit −1
key-playing-toggle-table = transposition table on/off
key-playing-cycle-clock = time per move: off, 0.1 s … 10 s
key-playing-mark-best = ★ on the board: best, top 3, none
key-playing-toggle-hints = hints on/off (off: blind play)
key-playing-undo = undo your last move and the reply
key-playing-restart = restart the game
key-playing-history-back = one move back through the game
key-playing-history-forward = one move forward again
key-playing-save-record = save the game (play --load)
key-playing-copy-position = copy the position's notation
key-playing-enter-position = type a position and start from it
key-playing-switch-line = the other line from here (a variation)
key-playing-review = review the game move by move
key-tree-step-export-picture = draw the search in view to files (TikZ, SVG)
key-playing-explain = why the best move is best: its proof
key-playing-pause = pause/resume the computer
key-playing-one-move = paused: the computer plays once
key-playing-slower = slower PC vs PC
key-playing-faster = faster PC vs PC
key-review-up = the previous or next move
key-review-page-up = a page up or down
key-review-confirm = go to the position before the move
key-review-retry = retry the moves that changed the result
key-review-back = close the review (stop it while it runs)
key-explain-up = scroll
key-explain-back = close the explanation
key-tree-step-up = previous row
key-tree-step-down = next row
key-tree-right = open the node
key-tree-left = close the node (or go to its parent)
key-tree-step-confirm = open or close the node
key-tree-page-up = a page up
key-tree-page-down = a page down
key-tree-home = the root
key-tree-end = the end of the best line
key-tree-back = keys back to the moves
key-step-right = one step forward
key-step-left = one step back
key-step-page-down = ten steps forward
key-step-page-up = ten steps back
key-step-home = the start of the search
key-step-end = the end of the search
key-step-next-cutoff = forward to the next cutoff
key-step-next-root-value = forward to the next root value
key-step-next-chapter = the next iteration (on a clock)
key-step-previous-chapter = the previous iteration
key-steps-pause = autoplay on/off
key-steps-slower = slower autoplay
key-steps-faster = faster autoplay
key-step-follow = tree cursor follows the search
key-step-compare = compare minimax and alpha-beta here
key-play-tree-step-toggle-drawing = the tree drawn, or as an outline
key-steps-back = leave the step-through
key-mcts-step-right = the next phase (selection, expansion, playout, backup)
key-mcts-step-left = the previous phase
key-mcts-step-next-chapter = the next iteration
key-mcts-step-page-down = ten iterations forward
key-mcts-step-page-up = ten iterations back
key-mcts-step-home = the first iteration
key-mcts-step-end = the last iteration recorded

status-play = play
status-cancel = cancel
status-quit = quit
status-help = help
status-start = start
status-practise = practise
status-field = field
status-types-ctrl-c-quits = types, Ctrl-C quits
status-enter = enter
status-pruned = pruned
status-check = check
status-reveal = reveal
status-step = step
status-new = new
status-back = back
status-try = try
status-best = best
status-next = next
status-end = end
status-tree = tree
status-compare = compare
status-alpha-beta = αβ
status-undo = undo
status-restart = restart
status-review = review
status-go-there = go there
status-retry = retry
status-close = close
status-moves = moves
status-cutoff = cutoff
status-root = root
status-leave = leave
status-phase = phase
status-iteration = iteration

key-name-space = space
key-name-any = any key

## The help

help-title = Help · any key closes
help-title-scrolls = Help · rows { $first }–{ $last } of { $rows } · ↑↓ scroll · any other key closes
help-values = Values are MAX's (X's, Black's): +1 MAX wins, −1 MIN wins, 0 a draw; "in 3" counts plies from the position shown; in negamax the tree's values are the mover's. ≥/≤: a bound (alpha-beta stopped once the node could not matter). α/β: the window a node was entered with. branching: the effective branching factor, the b for which a full tree of b moves a node to the depth reached has as many nodes as were searched (pruning and ordering bring it down).
help-utilities = Values are MAX's utilities: a leaf's number, which MAX wants high and MIN low; in negamax the tree's values are the mover's. ≥/≤: a bound (alpha-beta stopped once the node could not matter). α/β: the window a node was entered with. branching: the effective branching factor, the b for which a full tree of b moves a node to the depth reached has as many nodes as were searched (pruning and ordering bring it down).

## The step-through's narration: what the last step did. $who moves at the position $at;
## values ($value, $alpha, $beta) come written, with their distances to the end ("+1 in 3").

narrate-before-chapter = { $heading } → takes the first step; n, p: other chapters.
narrate-before = Before the search: → takes the first step.
narrate-root = The search starts: { $who } to move at { $at }{ $window }.
narrate-window = { $how } α = { $alpha }, β = { $beta }
narrate-how-window = , window
narrate-how-again = , searched again with the full window: the probe said it may be better,
narrate-how-probe = , probed with a null window: is it better than the best so far? Window
narrate-how-inside-probe = , inside a probe: null window
narrate-how-searched = , searched with
narrate-final = { $at } is final: the game is over, value { $value }.
narrate-depth-cut = The depth limit stops at { $at }: the heuristic says { $value }.
narrate-table-hit = { $at } is already in the transposition table: value { $value }.
narrate-raise-alpha = { $who } at { $at } raises α from { $before } to { $after }: it can already get { $after }.
narrate-lower-beta = { $who } at { $at } lowers β from { $before } to { $after }: it can already hold the value to { $after }.
narrate-done = { $who } at { $at } is done: { $value }{ $best }.
narrate-value-exact = value { $value }
narrate-value-lower = value ≥ { $value } (a bound: it reached β)
narrate-value-upper = value ≤ { $value } (a bound: no move beat α)
narrate-best = , best move { $move }
narrate-enter = { $opponent } plays { $move } → { $who } to move at { $at }{ $window }.{ $why }
narrate-why-table = Tried first: the best move the transposition table keeps from an earlier visit here.
narrate-why-killer = Tried first: a killer move, it caused a cutoff at this depth elsewhere in the tree.
narrate-why-history = Tried first by the history heuristic: it has caused the most cutoffs so far.
narrate-chance = Chance at { $at }: { $move } gives { $got }; the expectation so far is { $value }.
narrate-chance-mover = chance
narrate-improve-first = { $who } at { $at }: { $move } gives { $value }, its first value.
narrate-improve = { $who } at { $at }: { $move } gives { $value }, its best so far.
narrate-no-better = { $who } at { $at }: { $move } gives { $value }, no better than { $before }.
narrate-a-move = a move
narrate-cutoff = { $who } at { $at } tries { $move } → { $reason }: prune the { $n } remaining { $n ->
    [one] move
   *[other] moves
} ({ $pruned }). α ≥ β: the other side already has a better choice higher up.
narrate-reason-min = value { $value } ≤ α = { $alpha }
narrate-reason-max = value { $value } ≥ β = { $beta }
narrate-reason-window = α = { $alpha } ≥ β = { $beta }

## Values in words. $side is the game's name for a side (MAX, X, Black); $n counts plies.

value-wins-in = { $side } wins with best play in { $n } { $n ->
    [one] ply
   *[other] plies
}
value-wins = { $side } wins with best play
value-draw = a draw with best play
value-utility = { $side_of }'s value with best play
value-open = open at the depth limit ({ $side_of }'s view)
named-wins-now = { $side } wins now
named-wins-in = { $side } wins in { $n }
mover-has-won = has won
mover-wins-in = wins in { $n }
mover-loses-in = loses in { $n }
mover-draws = draws
mover-even = 0 (even)

## The Minimax panel: the last search, its value, what it counted, the switches in force.

minimax-title = Minimax
minimax-title-whole = Minimax · of the whole search
minimax-title-at = Minimax · at { $at }
minimax-none-yet = no search yet
minimax-last-search = last search: the position after { $n } { $n ->
    [one] move
   *[other] moves
}
minimax-not-here = not this position: A analyses this one
minimax-hidden = value, best move and line hidden (i shows them)
minimax-counts-hidden = its counts hidden too
minimax-heuristic = { $value }{ $unit } (heuristic{ $depth })
minimax-depth-part = , depth { $depth }
minimax-by = { $outcome } (by { $what })
minimax-value = value
minimax-best-move = best move
minimax-line = line
minimax-ties = { $n } moves share the best value; the computer draws one (seed { $seed })
minimax-chosen-by = chosen by { $note }
minimax-no-tree-dedicated = it keeps no tree: s replays it with the teaching engine
minimax-no-tree = no tree is kept: nothing to step through
minimax-counts = nodes { $nodes } · leaves { $leaves } · cutoffs { $cutoffs } · TT { $hits }
minimax-depth-line = depth { $depth } · { $ms } ms · branching { $branching }
minimax-move-values = move values: { $how } ({ $nodes } { $nodes ->
    [one] node
   *[other] nodes
}{ $depth })
minimax-how-depth = a second search of every move to depth { $depth }
minimax-how-exact = exact, by a second search of every move
minimax-by-clock = , depth { $depth } by the clock
minimax-exact = exact:
minimax-move-values-by = move values: exact, by { $what }
minimax-values-utilities = values are { $named ->
    [yes] { $max_of }'s (MAX)
   *[no] MAX's
} utilities
minimax-values-limited = values are { $named ->
    [yes] { $max_of }'s (MAX)
   *[no] MAX's
}; a win outranks any number
minimax-values-wins = values are { $named ->
    [yes] { $max_of }'s (MAX)
   *[no] MAX's
}: +1 { $max } wins, −1 { $min } wins
minimax-negamax-utilities = value: { $named ->
    [yes] { $max_of }'s (MAX)
   *[no] MAX's
} utility; tree: the mover's
minimax-negamax = value: { $named ->
    [yes] { $max_of }'s (MAX)
   *[no] MAX's
}; tree: the mover's (negamax)
clock-exact = exact in { $seconds } s
clock-limit = the limit, in { $seconds } s
clock-cut = in { $seconds } s; the clock cut { $depth }
iteration = d{ $depth } { $value } best { $best }
iterations = iterations (depth, value, best move): { $list }
parity-swing = the values swing with the depth's parity: a search whose last ply is one side's rates that side's chances higher; compare depths of one parity
switch-clock = clock
switch-killers = killers
switch-history = history
switch-depth = depth

## The step-through's panel

step-title = Step { $step } / { $steps }
step-chapter = Chapter { $n }/{ $of }
step-autoplay = autoplay { $ms } ms
step-root = the root
step-after = after { $line }
step-end = End: value { $value } ({ $nodes } nodes){ $capped ->
    [yes] {" "}recorded: the trace was capped
   *[no] {""}
}
step-stack = call stack   α   β   value so far
step-stack-plain = call stack   value so far
step-above = … { $n } { $n ->
    [one] level
   *[other] levels
} above
step-done = done

## The Moves panel

moves-typing = Moves · :{ $text }_
moves-typed = Moves · typed { $text }_
moves-record = The game's moves (↑↓ scroll)
moves-at = Moves · at { $at }
moves-at-line = Moves · at { $at } · V: the line with { $moves }
moves-at-line-short = at { $at } · V: the line with { $moves }
moves-line = V: the line with { $moves }
moves-hints-off = Moves · hints off (i)
moves-plain = Moves
moves-values-mover-unit = Moves · values for { $mover_of }, the mover, in { $unit }
moves-values-unit = Moves · { $mover_of }'s values in { $unit }
moves-values-mover = Moves · values for { $mover_of }, the mover
moves-values = Moves · { $mover_of }'s values
moves-values-short = { $mover_of }'s values
moves-not-better = not better
moves-result = { $result ->
    [wins] wins
    [loses] loses
   *[draws] draws
}{ $by ->
    [0] {""}
    [1] {""}
   *[other] {" "}by { $by }
}
moves-in-search = Moves · in the search
moves-none-there = none: the game is over there
moves-none-played = no moves were played
unit-disc = { $n ->
    [one] disc
   *[other] discs
}

## The game tree's panel

tree-game-tree = Game tree
tree-tree = Tree
tree-hidden-retry = values hidden while retrying
tree-hidden-retry-short = values hidden
tree-hidden = values hidden (i shows them)
tree-hidden-short = values hidden (i)
tree-negamax = values for the side to move (negamax)
tree-negamax-short = mover's values (negamax)
tree-named = values are { $max_of }'s (MAX)
tree-named-short = { $max_of }'s values
tree-utilities = values are MAX's utilities
tree-utilities-short = MAX's utilities
tree-max = values are MAX's
tree-max-short = MAX's values
tree-focus = keys here (Esc: moves)
tree-keys = keys
tree-after = after { $n } { $n ->
    [one] move
   *[other] moves
}
tree-no-tree-dedicated = The computer's move came from { $note }, which keeps no tree: s searches its position again with the teaching engine, to step through.
tree-no-tree = no tree to show: answered by { $what }
tree-retrying = no tree while retrying: the searches wait until the retry ends (Esc)
tree-searching = searching…
tree-next = the tree of the next search appears here

## The position's panel: whose turn, the game's end, a position inside the search. $who stands
## where the side's name is drawn in its colour.

who-you = you
who-pc = PC
who-human = human
position-moves = moves:
position-to-move = { $who } to move
position-to-move-after = { $who } to move
position-wins = { $side } ({ $who }) wins!
position-tree-end = The tree's end:
position-draw = A draw:
position-again = — r plays again
position-thinking = { $spinner } thinking
position-paused = paused (space resumes)
position-no-moves = moves: none yet
position-in-search-long = { $game } · inside the search, not the game
position-in-search = { $game } · in the search
position-in-search-bare = in the search
position-searched-path = the searched position
position-after = after { $line }
position-ply = { $path } (ply { $ply }):
position-over-here = the game is over here
position-searched-title = { $game } · the searched position
position-mcts-root = { $who } to move after { $n } { $n ->
    [one] move
   *[other] moves
}: the tree's root

## The games: their names, about lines, and the start screen's parameters (label, help)

game-sum = Sum Game
game-sum-about = The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose
param-sum-target = Target L
param-sum-target-help = The target L to reach exactly (at most 10,000,000)
param-sum-moves = Move set T
param-sum-moves-help = The move set T, comma-separated (empty = 2,3)
param-sum-played = Played
param-sum-played-help = Moves already played, comma-separated, MAX first
game-nim = Nim
game-nim-about = Nim: take stones from one heap; under the default misère rule, taking the last stone loses
param-nim-heaps = Heaps
param-nim-heaps-help = Heap sizes, comma-separated (0 is an empty heap): at most 64 heaps of at most 1,000,000
param-nim-normal = Rule
param-nim-normal-help = Normal play: taking the last stone wins (default: misère, it loses)
game-tictactoe = Tic-tac-toe
game-tictactoe-about = Tic-tac-toe: X (MAX) moves first; three in a row wins (the plain tree has 549,946 nodes)
game-connect4 = Connect Four
game-connect4-about = Connect Four: the first player (MAX) drops first; four in a row wins; solved exactly as Pons scores it
param-connect4-width = Width
param-connect4-width-help = Columns (4 to 9)
param-connect4-height = Height
param-connect4-height-help = Rows (4 to 9)
param-connect4-position = Position
param-connect4-position-help = The columns played so far, 1-based, as Pons writes positions (4453); empty: the start
game-reversi = Reversi
game-reversi-about = Reversi: Black (MAX) moves first; depth-limited search with a heuristic (6 plies by default)
param-reversi-engine = Computer's engine
param-reversi-engine-help = dedicated: the Reversi engine (bitboards, PVS, iterative deepening; from 21 empty squares, or --exact-endgame N, the endgame solver's exact margin); teaching: the general engine with its switches, tree and full report. mcts: Monte Carlo tree search (UCT; see --iterations). In the app it is the computer's engine; hints, analyses and the step-through are always the teaching engine's
param-reversi-heuristic = Heuristic
param-reversi-heuristic-help = The evaluation at the depth limit: pattern (trained: the final margin foreseen from edges, corners, lines and diagonals; examples/train_reversi.rs makes it), discs (own minus the opponent's, the lab's) or strong (corners, mobility, squares)
param-reversi-min-heuristic = White's heuristic
param-reversi-min-heuristic-help = The heuristic White's computer plays with (same: --heuristic), so PC vs PC can set one against the other
param-reversi-exact-endgame = Exact endgame
param-reversi-exact-endgame-help = Search to the end when the searched position has this many empty squares or fewer
game-tree = Game tree
game-tree-about = A textbook game tree: type it, then search it with minimax or alpha-beta (AIMA figure 5.2 by default)
param-tree-tree = Tree
param-tree-tree-help = The tree, e.g. '((3 12 8) (2 4 6) (14 5 2))', or a file holding it (default: AIMA figure 5.2)
param-tree-root = Root
param-tree-root-help = Who moves at the root; levels alternate below it unless a node says max(…), min(…) or chance(…)
param-tree-cut = Pruning
param-tree-cut-help = equal: prune once a value reaches the window (v ≥ β, AIMA); strict: only once it passes it (v > β, CS188)
param-tree-order = Move order
param-tree-order-help = The order moves are searched in: as written, reversed, the mover's best first or worst first

## What the play screen says after a key: a switch, the computer's keys

switched-alpha-beta = alpha-beta { $on ->
    [yes] on
   *[no] off
}
switched-table = transposition table { $on ->
    [yes] on
   *[no] off
}
switched-algorithm = algorithm: { $name }
switched-depth-end = depth limit: to the end
switched-depth = depth limit: { $n } { $n ->
    [one] ply
   *[other] plies
}
switched-clock-off = time per move: off (a fixed depth)
switched-clock = time per move: { $seconds } s, iterative deepening
computer-move-now = move now: the deepest depth finished answers
computer-replay-cancelled = replay cancelled
computer-cancelled-paused = search cancelled; space resumes the computer
computer-cancelled-blind = search cancelled; i turns hints back on
computer-none = no computer plays in Human vs Human (space, `.`, [ and ] are the computer's keys; A analyses, s steps through)
computer-paused-step = paused (s steps through the last search)
computer-paused-analyse = paused (A searches this position to step through)
computer-resumed = resumed
computer-one-move-how = `.` plays one computer move while paused (space pauses)
computer-one-move = one move
computer-pace = { $ms } ms between computer moves

## What a row of the game tree says of its node beside the value

tree-note-leaf = (leaf)
tree-note-game-over = (game over)
tree-note-depth-cut = heuristic (depth cut)
tree-note-table = from the table
tree-note-recorded = ({ $n } { $n ->
    [one] node
   *[other] nodes
} recorded)
tree-note-nodes = ({ $n } { $n ->
    [one] node
   *[other] nodes
})

## What Esc on the start screen goes back to

left-game = your { $game } ({ $n } { $n ->
    [one] move
   *[other] moves
} played)
left-practice = your practice ({ $n } { $n ->
    [one] tree
   *[other] trees
} checked)

## The games' own words: their sides, titles, what a move does, a position named in a few words
## (the narration says "at { $at }" with it). $side is a side's name as the game gives it (MAX,
## X, Black, Red); sums, heaps, rows and squares are written as the game writes them.

side-black = Black
side-white = White
side-red = Red
side-yellow = Yellow
title-nim-misere = Nim (misère: last stone loses)
title-nim-normal = Nim (last stone wins)
board-full = the board is full
sum-end-exactly = { $side } reached { $target } exactly
sum-end-over = { $side } overshot: { $sum } > { $target }
sum-effect-exactly = → { $sum } exactly
sum-effect-over = → { $sum } over
sum-position = sum { $sum }
sum-picture-target = target
sum-picture-move-set = move set
nim-end = { $side } took the last stone
nim-effect = { $stones } from heap { $heap } → { $heaps }
nim-position = heaps { $heaps }
nim-picture-heap = heap { $heap }
nim-picture-take = take { $stones }
nim-by-rule = Bouton's rule: too many positions to search
tictactoe-end = { $side } made three in a row
tictactoe-effect = { $side } on row { $row }, column { $column }
connect4-end = { $side } made four in a row
connect4-effect = { $side } disc on row { $row }
connect4-effect-wins = { $side } disc on row { $row }, four in a row
connect4-position = { $n } { $n ->
    [one] disc
   *[other] discs
} played
connect4-unlimited = Connect Four with { $n } empty cells is too large for the app's search to the end: keep a depth limit (`minimax solve connect4` solves it exactly)
connect4-solver-source = the strong solver in { $seconds } s, Pons' scores { $scores }
reversi-end-margin = { $won } to { $lost }: a margin of { $margin } { $margin ->
    [one] disc
   *[other] discs
}
reversi-end-margin-empty = { $won } to { $lost } with { $empty } { $empty ->
    [one] square
   *[other] squares
} empty: a margin of { $margin } { $margin ->
    [one] disc
   *[other] discs
} (empty squares go to the winner)
reversi-end-equal = equal discs, { $black } to { $white }
reversi-passes = { $side } has no move and passes
reversi-turns = turns { $n }
reversi-position = discs { $black }–{ $white }
reversi-picture-empty = { $n } empty
reversi-picture-passed = { $side } passed
reversi-picture-played = { $side } played { $square }
reversi-picture-turned = turned { $n } { $n ->
    [one] disc
   *[other] discs
}
reversi-picture-must-pass = { $side } must pass
reversi-picture-legal = + legal move
reversi-unlimited = Reversi with { $n } empty squares cannot be searched to the end in a lifetime: keep a depth limit (or --exact-endgame for the last { $last })
reversi-note = heuristic { $heuristic }
reversi-note-dedicated = heuristic { $heuristic } · the computer: dedicated engine
reversi-engine = the dedicated engine, depth { $depth }: { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} in { $seconds } s
reversi-engine-clock = the dedicated engine, depth { $depth } by the clock: { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} in { $seconds } s
reversi-solved-wins = the endgame solver, { $empty } empty { $empty ->
    [one] square
   *[other] squares
} and { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}: { $side } wins by { $margin } discs, { $own } to { $other }
reversi-solved-loses = the endgame solver, { $empty } empty { $empty ->
    [one] square
   *[other] squares
} and { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}: { $side } loses by { $margin } discs, { $own } to { $other }
reversi-solved-draws = the endgame solver, { $empty } empty { $empty ->
    [one] square
   *[other] squares
} and { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}: { $side } draws
reversi-solved-margins = { $text }, in { $seconds } s; margins: { $margins }
tree-end = leaf { $leaf } is reached: value { $value }
tree-effect-leaf = → leaf { $value }
tree-effect-node = → { $kind } ({ $n } { $n ->
    [one] move
   *[other] moves
})
tree-position = node { $node }
tree-picture-at = at node { $node } ({ $kind })
tree-picture-tree = tree: { $tree }
tree-now = now
tree-root = root
tree-kind-chance = chance

## Where the game is, when a move walked back to is shown (< and >)

play-move-of = move { $ply } of { $plies }

## What the play screen says of the game's line: walking, undoing, loading, saving, copying

say-other-line = the other line ahead now, starting { $first }: > walks into it (V switches back)
say-no-other-line = no other line leaves here (play another move from a position walked back to)
say-no-notation = this game has no notation for a position
say-type-position = type a position as y copies it ({ $example }); Enter starts from it
say-saved = saved the game to { $path } (minimax play --load { $path })
say-not-saved = could not save the game: { $why }
say-new-game = new game
say-loaded = { $moves } { $moves ->
    [one] move
   *[other] moves
} loaded: < walks back through them, > forward
say-loaded-lines = { $moves } { $moves ->
    [one] move
   *[other] moves
} and { $lines } { $lines ->
    [one] variation (V)
   *[other] variations (V)
} loaded: < walks back through them, > forward
say-copied = copied: { $text }  (minimax play { $game } { $text }; Y takes one)
say-from-position = from the position { $typed }
say-not-a-position = not a position here: { $why }
say-no-moves-to-review = no moves to review yet
say-review-running = the review is still running: t once it is done
say-nothing-to-retry = no move changed the result: nothing to retry
say-retry-over = the retry is over: { $score }
say-no-move-ahead = no move ahead (< back, > forward)
say-at-start = at the start of the game (< back, > forward)
say-walked = move { $ply } of { $plies }: < back, > forward; a move played here starts a new line
say-walked-paused = move { $ply } of { $plies }: < back, > forward; a move played here starts a new line (the computer is paused: space)
say-nothing-to-undo = nothing to undo
say-taken-back = move taken back
say-taken-back-paused = move taken back; paused (space resumes the computer)
say-no-position-typed = no position typed
say-name-needs-value = each --name needs its value
say-not-a-position-param = --{ $name } is not a position here (use { $known })

## What the play screen says of the board's keys: hints, marks, typed moves, blind play

say-marked-none = no best move marked on the board (b marks them again)
say-marked-best = the best move marked ★ on the board
say-marked-top = the top { $n } moves marked on the board, ★ the best
say-not-legal = { $text } is not a legal move here
say-not-legal-named = '{ $name }' is not a legal move here
say-hints-on = hints on
say-hints-off = hints off
say-tree-empty = no search yet: the tree is empty
say-game-over = { $reason } — r plays again
say-type-move = type a move as the moves list writes it; Enter plays, Esc stops
say-hints-are-off = hints are off: { $key } would show values and the best move; { $key } again shows them
say-hints-are-on = hints are on now (i hides them)
say-over-nothing-to-explain = the game is over: nothing to explain
say-over-nothing-to-compare = the game is over: nothing to compare
say-nothing-to-compare = answered by { $why }: no search to compare
say-computers-turn = it is the computer's turn

## What the play screen says of the step-through and of analysing

say-no-cutoffs = this search has no cutoffs (alpha-beta is off?)
say-no-cutoff-after = no cutoff after this step: this is the search's end (Home starts over)
say-no-root-value-after = no root value after this step: this is the search's end (Home starts over)
say-solved-no-step = solved to the end, no search to step through ({ $what }); A searches this position
say-rule-no-step = no search to step through: { $rule }
say-stepping = stepping through the search: → next step, c next cutoff, Esc leaves
say-replaying = replaying the dedicated engine's search with the teaching engine, depth { $depth }…
say-replay-agrees = replayed by the teaching engine at depth { $depth }: the same value and move ({ $chosen })
say-replay-differs = replayed by the teaching engine at depth { $depth }: value { $value }, move { $found } (dedicated: { $dedicated }, { $chosen })
say-step-when-computer-ends = the step-through opens when the computer's search ends
say-stepping-computer = stepping through the computer's search for move { $ply }: → next step, c next cutoff, Esc leaves
say-computer-not-chosen = the computer has not chosen a move yet: analysing this position (A)
say-over-nothing-to-analyse = the game is over: nothing to analyse
say-analysing = analysing; the step-through opens when the search ends

## What the app says elsewhere: pastes, colours, a stopped search, the tree's look, pictures, Monte Carlo's step-through, the retry

say-paste-too-long = the paste was over { $bytes } bytes and is dropped: give a file name
say-no-color = NO_COLOR is set, so the app shows no colour (unset it for P)
say-colours = colours: { $name } (P for the next)
say-exam-stays-open = an exam stays open: q ends it (your answers are saved as you go)
say-nothing-to-replay = that position is no longer in the game: nothing to replay
say-stopped = stopped
say-search-stopped = search stopped; space resumes the computer
say-left-step = left the step-through
say-tree-drawn = the game tree drawn (when it fits); d switches
say-tree-outline = the game tree as an outline; d switches
say-prompt-full = at most { $n } characters: the rest is not taken
say-position-prompt = position: { $text }  (Enter starts from it)
say-not-drawn = could not draw the search: { $why }
say-nothing-to-draw = no search yet: nothing to draw
say-too-many-to-draw = { $nodes } nodes are more than a picture can show ({ $most }); a depth limit (-) makes it smaller
say-pictures-full = { $n } pictures already here
say-drawn = the search drawn to search-{ $n }.tex (pdflatex it) and search-{ $n }.svg in { $dir }
say-drawn-at-step = the search as it stands at step { $step } of { $steps } drawn to search-{ $n }.tex (pdflatex it) and search-{ $n }.svg in { $dir }
say-mcts-nothing-recorded = this search recorded no iterations to step through
say-mcts-stepping = stepping through Monte Carlo tree search: → next phase, n next iteration, Esc leaves
retry-goal-win = keeps the win
retry-goal-draw = keeps the draw
retry-goal-value = gives up less than { $mistake } of the best move's value
retry-last-mistake = this is the last mistake ({ $score })
retry-first-mistake = this is the first mistake ({ $score })
retry-no-value = '{ $name }' has no value in the review
retry-score = { $right } of { $n } put right
retry-title = Retry: move { $at } of { $n } to try again · { $score }
retry-title-short = Retry { $at }/{ $n } · { $right } right
retry-played = Move { $ply }: { $side } played { $mv }, { $verdict }.
retry-find = Find a move for { $side_of } that { $goal }; values hidden, Enter tries a move (not played).
retry-heuristic = (the values are a depth-limited search's: heuristic)
retry-put-right = { $mv }: { $value } — put right
retry-try-again = { $mv }: { $value } — try again
retry-best = Best: { $mv } ({ $value })
retry-line = The line: { $line }
retry-next = n the next move to retry
retry-last = the last move to retry: Esc ends the retry
retry-keys = b shows the best move and its line; n the next move

## The review: each move's verdict, values in words, the overlay

review-thresholds = blunder from { $blunder }, mistake from { $mistake }, inaccuracy from { $inaccuracy }
review-win-in = win in { $n }
review-win = win
review-loss-in = loss in { $n }
review-loss = loss
review-draw = draw
review-utility = utility { $value }
review-heuristic-value = { $value } (heuristic)
review-forced = the only legal move: { $after }
review-threw-win = threw away a win: { $change }
review-threw-draw = threw away the draw: { $change }
review-only-winning = the only winning move
review-only-drawing = the only move that keeps the draw
review-kept-win = kept the win ({ $change })
review-kept-draw = kept the draw
review-already-lost = lost whatever the move ({ $change })
review-as-good = as good as the best: { $after }
review-inaccuracy = inaccuracy: { $change }
review-mistake = mistake: { $change }
review-blunder = blunder: { $change }
review-title = Review · values are the mover's · ↑↓ Enter: go there · Esc closes
review-title-short = Review · Esc closes
review-running = { $spin } reviewing every move… { $seconds } s (Esc stops)
review-changed = { $side }: { $n } { $n ->
    [one] move
   *[other] moves
} changed the result
review-changed-first = { $side }: { $n } { $n ->
    [one] move
   *[other] moves
} changed the result, first at move { $ply }
review-graph = the graph: █ an exact value, • a heuristic one, ⡇ where the move was chosen
review-exact = every value exact: a result changed is certain
review-heuristic = exact where the game was solved, else heuristic at depth { $depth }: { $thresholds }
review-best-other = best { $mv }

## The graph of a game's course (the review, the position panel)

graph-exact = exact
graph-heuristic = heuristic
graph-start = start
graph-move = move { $n }
graph-wins = { $side } wins
graph-even = even

## Practice and exams: the level, what a key did, the check, and each mistake explained by its rule

practice-moves-range = { $lo } to { $hi }
practice-level = level { $level } of { $levels }: depth { $depth }, { $moves } moves a node
practice-level-prune = level { $level } of { $levels }: depth { $depth }, { $moves } moves a node, a prune at least
practice-level-prunes = level { $level } of { $levels }: depth { $depth }, { $moves } moves a node, { $prunes } prunes at least
practice-level-prunes-tie = level { $level } of { $levels }: depth { $depth }, { $moves } moves a node, { $prunes } prunes at least and a tie
practice-too-large = the tree has { $n } nodes: practice takes at most { $most }, a tree to trace by hand
practice-exam-saving = your answers are saved to answer.txt as you type them
practice-time-up-saved = time is up: your answers are handed in ({ $path })
practice-time-up-unsaved = time is up, and the answers could not be saved: { $why }
practice-time-was-up = the time is up: your answers were handed in
practice-not-saved = could not save your answers: { $why }
practice-windows-only = practice --windows asks for α and β at every node too
practice-revealed = the answers are shown; n deals a new tree
practice-new-tree = a new tree
practice-new-tree-level = a new tree: { $level }
practice-new-tree-harder = a new tree, a step harder: { $level }
practice-new-tree-easier = a new tree, a step easier: { $level }
practice-leaf-given = a leaf's value is given; x marks it as never looked at
practice-not-a-number = '{ $text }' is not a number
practice-window-at-inner = α and β are asked at inner nodes; a leaf's value is given
practice-not-a-window = '{ $text }' is not a window: type α,β (numbers; a lone - is −∞, + is +∞)
practice-empty-sheet = nothing entered yet: type the values (and x the moves never looked at); c again checks the empty sheet
practice-tree-hidden = the tree is not shown (the window is too small for it): make the window larger, or n for another, before c checks
practice-all-right = all { $n } answers right
practice-wrong = { $wrong } of { $n } wrong. { $why }
practice-never-there = { $node }: the search never gets there
practice-your-answer = (your answer: { $typed })
practice-no-answer = (your answer: none)
practice-marked-never = (you marked it as never looked at)
practice-not-marked = (you did not mark them)
star1-at-most = Star1: with every leaf within { $bounds }, { $node } could stop after { $move }: its average is at most { $average } { $sign } α = { $bound }, whatever the rest hold
star1-at-least = Star1: with every leaf within { $bounds }, { $node } could stop after { $move }: its average is at least { $average } { $sign } β = { $bound }, whatever the rest hold
star1-no-stop = Star1: no early stop at { $node }: until its last move the average could still land inside its window
window-root = The root starts with the exercise's window: { $window }.
window-entered = { $node } is entered with { $above }'s window as it stands then: { $window }.
window-return-alpha = α on return is the larger of α on entry ({ $bound }) and the values { $node } found ({ $found }): { $window }.
window-return-alpha-cut = α on return is the larger of α on entry ({ $bound }) and the values { $node } found ({ $found }), except the one that cut it off (a cutoff returns at once): { $window }.
window-return-beta = β on return is the smaller of β on entry ({ $bound }) and the values { $node } found ({ $found }): { $window }.
window-return-beta-cut = β on return is the smaller of β on entry ({ $bound }) and the values { $node } found ({ $found }), except the one that cut it off (a cutoff returns at once): { $window }.
rule-chance = A chance node averages its moves' values, each by its odds ({ $found }): { $value }.
rule-max = MAX takes the largest of the values it found ({ $found }): { $value }.
rule-max-stopped = MAX takes the largest of the values it found ({ $found }): { $value }; it stopped there: { $value } { $sign } β = { $bound }, { $why }.
rule-min = MIN takes the smallest of the values it found ({ $found }): { $value }.
rule-min-stopped = MIN takes the smallest of the values it found ({ $found }): { $value }; it stopped there: { $value } { $sign } α = { $bound }, { $why }.
practice-why-root = the root's window
practice-why-above = { $side } above has { $bound } already

## The practice screen: its title, what to type, the answers panel

practice-exam-title = Exam · { $id } · cut once { $rule }
practice-exam-title-left = Exam · { $id } · cut once { $rule } · { $left } left
practice-exam-title-over = Exam · { $id } · cut once { $rule } · time is up
practice-title-chance = Practice · expectimax · MAX's view
practice-title = Practice · cut once { $rule } · MAX's view
practice-title-window = Practice · cut once { $rule } · root window { $window } · MAX's view
practice-too-large-for-window = the tree is too large for this window: make it larger, or n for another
practice-do-exam = Type the value alpha-beta computes at each inner node, Enter; x marks a move it never looks at. Saved as you go: no checks in an exam.
practice-do-windows = Type at each inner node its window as it is entered (α,β: a lone - is −∞, + is +∞), its value, and its window as it returns; Tab moves between them, Enter takes one; x marks a move never looked at; c checks.
practice-do-chance = Type the value expectimax computes at each inner node (a chance node's is the average, to two decimals), Enter; c checks.
practice-do = Type the value alpha-beta computes at each inner node, Enter; x marks a move it never looks at; c checks.
practice-answers = Your answers
practice-a-leaf = a leaf
practice-at = at
practice-this-tree = this tree: { $right } of { $n } right
practice-first-time = trees right first time: { $right } of { $n }
practice-given = the tree given (n deals random ones)
practice-seed = seed { $seed } · depth { $depth }
practice-field-value = value
practice-field-entered = α, β entered
practice-field-returned = α, β returned

## The overlays and lines around the panels: compare, the running search, why, a window too small, the tree's notes, colours

compare-title = Compare · the same position, searched each way · any key closes
compare-title-short = Compare · any key closes
compare-way = way
compare-value = value
compare-nodes = nodes
compare-leaves = leaves
compare-cutoffs = cutoffs
compare-first = 1st
compare-tt = TT hits
compare-branching = branching
compare-ms = ms
compare-legend = 1st: the share of cutoffs made by the first move searched, how well the moves were ordered
compare-legend-branching = 1st: the share of cutoffs made by the first move searched, how well the moves were ordered · branching: the effective branching factor b, with b + b² + … + b^d the nodes below the root for the depth d reached
compare-searching = searching…
compare-stopped = stopped
compare-running = searching… (any key stops: a plain search of a big tree may never end)
compare-none-finished = stopped before any search finished
compare-agree = All { $n } searches agree on the root value: { $value } ({ $verdict }). Pruning, the table and ordering change only the work.
compare-differ = The root values differ: that is a bug in the engine.
compare-mcts-waits = MCTS: after the searches above
compare-mcts-not-run = MCTS: not run ({ $why })
compare-mcts-stopped = MCTS: stopped
compare-mcts = MCTS (UCT, { $iterations } iterations, seed { $seed }): settled on { $best } after { $settled } iterations, estimate { $estimate } (MAX's mean result)
compare-mcts-against = MCTS (UCT, { $iterations } iterations, seed { $seed }): settled on { $best } after { $settled } iterations, estimate { $estimate } (MAX's mean result); { $way } searched { $nodes } nodes
thinking-move = choosing a move
thinking-hints = valuing your moves
thinking-analyze = analysing
thinking-compare = comparing
thinking-replay = replaying the computer's search
thinking-review = reviewing the game
thinking-explain = explaining the position
thinking-nodes = { $n } { $n ->
    [one] node
   *[other] nodes
}, { $seconds } s
thinking-iterations = { $n } { $n ->
    [one] iteration
   *[other] iterations
}, { $seconds } s
thinking-cancel = Esc cancels
explain-title = Why: the proof of the exact values · ↑↓ scroll · Esc closes
explain-title-short = Why · Esc closes
explain-running = { $spin } finding the proof… { $seconds } s (Esc stops)
explain-none = No explanation here: { $why }.
explain-note-wins-in = "wins in n": n plies from the position before the move it follows
small-window = window too small
small-window-size = need { $need }, have { $have }
small-window-keys = q quits; other keys wait for a larger window
tree-capped = trace capped at { $cap } steps (--trace-cap): { $more } more searched, not recorded
tree-pruned = { $n } pruned: α ≥ β
palette-standard = the terminal's colours
palette-colour-blind = colour-blind safe (Okabe–Ito)
palette-none = no colour
say-one-chapter = one search only: chapters come with a clock (T)

## --help's own words around the translated help (locales/help/)

help-usage = Usage:
help-options = Options
help-commands = Commands
help-arguments = Arguments
help-default = default: { $value }
help-possible = possible values: { $values }

## Monte Carlo tree search: its panel, its tree and the step-through's four phases

mcts-selection = selection
mcts-expansion = expansion
mcts-playout = playout
mcts-backup = backup
mcts-utility = utility { $value }
mcts-max-wins = +1: { $side } wins
mcts-min-wins = −1: { $side } wins
mcts-draw = 0: a draw
mcts-title = Monte Carlo tree search
mcts-last-search = last search: the position after { $n } { $n ->
    [one] move
   *[other] moves
}
mcts-setup = { $side } to move · UCT, C = { $c } · { $playout } playouts · seed { $seed }
mcts-ran = { $n } { $n ->
    [one] iteration
   *[other] iterations
} in { $seconds } s · { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}
mcts-ran-capped = { $n } { $n ->
    [one] iteration
   *[other] iterations
} in { $seconds } s · { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} (at the cap: the tree stopped growing)
mcts-chose = chose
mcts-chose-why = : the most visited, { $visits } of { $all } visits (settled after { $settled })
mcts-unit-utility = MAX's mean utility
mcts-unit-result = MAX's mean result, +1 a win, −1 a loss
mcts-estimate = estimate
mcts-after = after
mcts-choice = choice
mcts-visits = visits
mcts-keys = s steps through the iterations
mcts-exact-utility = { $value } (MAX's)
mcts-keeps = the choice keeps it
mcts-does-not-keep = the choice does not keep it
mcts-exact = exact: { $verdict }
mcts-exact-unknown = exact: not known within a second
mcts-tree-after = MCTS tree · after this iteration
mcts-tree-before = MCTS tree · before this iteration
mcts-tree = MCTS · n, mean (MAX's), UCB (mover's)
mcts-no-move = no move searched
mcts-step-title = Iteration { $at } of { $n } · { $phase }/4 { $name }
mcts-autoplay = autoplay: space stops
mcts-step-keys = → next phase · n next iteration · PgDn ten · Esc leaves
mcts-recorded = the first { $recorded } of { $n } iterations were recorded
mcts-c-scaled = { $c } ({ $exploration } × the largest result so far)
mcts-selection-how = Down from the root, each node takes the child with the highest UCB = mean + C·√(ln N / n), C = { $c }, the mean for the side to move:
mcts-root-new = the root is new: this first iteration plays out from it
mcts-root-untried = the root still has untried moves: nothing to choose between yet
mcts-chance-added = chance drew { $mv } at { $at }, not yet in the tree: added
mcts-added = added { $mv } under { $at }: one of its { $n } untried moves, drawn at random
mcts-root-added = the root is the new node
mcts-final = { $mv } is a final position: nothing to add
mcts-at-cap = the tree is at its cap of { $cap } nodes: nothing added; the playout starts at { $mv }
mcts-no-playout = no playout: { $mv } ends the game, { $result }
mcts-more = … { $n } more
mcts-no-move-played = no move
mcts-playout-line = a { $playout } playout from { $from }: { $moves } ({ $n } { $n ->
    [one] move
   *[other] moves
})
mcts-result = result
mcts-backup-how = the result { $result } is added to every node on the way back, and each count grows by one:
mcts-new = new
mcts-end-value = end { $value }
mcts-exact-value = exact { $value }
mcts-mean = mean { $value }
mcts-chance-draws = at { $at }: chance draws { $mv } (by its probability)
mcts-chosen = at { $at } (N = { $big }, { $side } to move): { $mv } with UCB { $ucb }
mcts-next-best = next best { $mv } { $ucb }

## Why: the proof of a position's value, and each game's own reasons (Bouton's rule, the residues, the threats)

explain-wins-at-once = { $side } wins at once
explain-wins-in = { $side } wins in { $n }
explain-wins = { $side } wins
explain-draw = a draw
explain-lost = { $me } to move loses whatever the move: the longest resistance is { $best } ({ $result })
explain-head = { $me } to move: { $best }, and { $result } { $more ->
    [0] (the only such move)
    [one] ({ $more } more move { $kind ->
    [win] wins
    [draw] draws
   *[other] scores as well
})
   *[other] ({ $more } more moves { $kind ->
    [win] win
    [draw] draw
   *[other] score as well
})
}
explain-ends = { $mv } ends the game: { $result }
explain-after-only = after { $best }, { $you_of }'s only reply: { $list }
explain-after-loses = after { $best }, each of { $you_of }'s { $n } replies loses: { $list }
explain-after-draws = after { $best }, each of { $you_of }'s { $n } replies draws or loses: { $list }
explain-after-replies = after { $best }, { $you_of }'s { $n } replies: { $list }
explain-and-more = and { $n } more
explain-as-good = { $mv } is as good: { $result }
explain-each-answered = each of { $me_of }'s moves has its answer: { $list }
explain-worse = worse for { $me_of }: { $list }
nim-why-ones = every heap has at most one stone, so every move takes one: { $ones } in all, taken in turn; { $misere ->
    [yes] whoever takes the last stone loses
   *[no] whoever takes the last stone wins
}, so { $wins ->
    [yes] the player to move wins
   *[no] the player to move loses
} ({ $even ->
    [yes] an even number of
   *[no] an odd number of
} one-stone heaps)
nim-why-bouton = Bouton's rule: the nim-sum (bitwise XOR) of the heaps is { $sum }
nim-why-misere-one = misère with one heap of 2 or more: { $wins ->
    [yes] the player to move wins
   *[no] the player to move loses
}, who can leave an odd number of one-stone heaps and nothing bigger
nim-why-misere-two = misère with two heaps of 2 or more plays as normal Nim: a nim-sum of { $sum } means { $wins ->
    [yes] the player to move wins
   *[no] the player to move loses
}
nim-why-normal = a nim-sum of { $sum } means { $wins ->
    [yes] the player to move wins
   *[no] the player to move loses
}
nim-why-move = a winning move: take { $stones } from heap { $heap } ({ $from } → { $to }), which leaves heaps { $heaps } (nim-sum { $left }), a position the other player loses
nim-why-lost = every move leaves a position the other player wins: the best is the longest resistance
sum-below-two = 0 or 1
sum-below-range = 0 to { $top }
sum-why-residues = the residues decide: with T = { $moves }, the player to move loses exactly when the distance to the target, mod { $least } + { $most } = { $p }, is { $below } (true at every distance up to { $to_go })
sum-why-residues-paired = the residues decide: with T = { $moves }, the player to move loses exactly when the distance to the target, mod { $least } + { $most } = { $p }, is { $below }: the moves pair up to { $p } (x and { $p } − x), so whoever leaves such a distance answers each move x with { $p } − x and keeps it (true at every distance up to { $to_go })
sum-why-here-wins = here the distance is { $target } − { $sum } = { $to_go }, and { $to_go } mod { $p } = { $q }: the player to move wins
sum-why-here-loses = here the distance is { $target } − { $sum } = { $to_go }, and { $to_go } mod { $p } = { $q }: the player to move loses
sum-why-here-by = here the distance is { $target } − { $sum } = { $to_go }, and { $to_go } mod { $p } = { $q }: the player to move wins by adding { $x }, which leaves { $left } ({ $left } mod { $p } = { $r })
c4-column = column { $c }
c4-columns = columns { $list } and { $last }
c4-wins-at-once = { $me } wins at once in { $columns }
c4-threat-one = { $you } threatens to win in { $columns }: { $me } must block it
c4-threat-many = { $you } threatens to win in { $columns }: { $me } can block only one
c4-threat-made = after { $col }, { $me } threatens to win in { $columns }: { $you } can block only one

## What solve writes as text: the value and its meaning, the best move and line, the search's switches and counts

solve-to-move = { $game }: { $side } to move
solve-max-wins = MAX (the first player) wins with best play
solve-min-wins = MIN (the second player) wins with best play
solve-draw = a draw with best play
solve-undecided = undecided within the depth limit (heuristic, MAX's view)
solve-value = value: { $value }  ({ $meaning })
solve-best-move = best move: { $mv }
solve-none-over = none (the game is over)
solve-none = none
solve-ties = drawn at random from { $n } equally good moves (seed { $seed })
solve-best-line = best line: { $line }
solve-search = search: { $config }
solve-deepening = iterative deepening within { $budget } s: depth { $depth } is the deepest finished ({ $nodes } nodes in all); { $why }
solve-deepening-exact = exact, so deeper would change nothing
solve-deepening-asked = the depth asked
solve-deepening-clock = the clock stopped depth { $next }
solve-window = window ({ $low }, { $high }) { $outcome }
solve-exact = exact
solve-iteration = depth { $depth }: value { $value }  { $nodes } nodes  { $seconds } s  line { $line }
config = { $algorithm }, alpha-beta { $ab ->
    [on] on
   *[off] off
}, transposition table { $tt ->
    [on] on
   *[off] off
}, move ordering { $ordering ->
    [on] on
   *[off] off
}, { $depth }
config-unlimited = depth unlimited
config-deepening = iterative deepening for { $seconds } s
config-deepening-to = iterative deepening to depth { $depth } for { $seconds } s
config-depth = depth { $depth }
config-hashed = hashed table of { $mb } MB
config-killers = killer moves
config-history = history heuristic
config-pvs = principal variation search
config-aspiration = aspiration window ±{ $w }
config-random-ties = ties broken at random (seed { $seed })
stats = nodes { $nodes }, leaves { $leaves }, cutoffs { $cutoffs }, tt hits { $tt }, max depth { $depth }, { $ms } ms
sum-solve-head = Sum Game: target { $target }, move set { $moves }, played { $played }, sum { $sum }, { $side } to move
nim-solve-head = Nim: heaps { $heaps } ({ $misere ->
    [yes] misère: taking the last stone loses
   *[no] normal: taking the last stone wins
})
nim-solve-wins = value: +1  (the player to move wins with best play)
nim-solve-loses = value: −1  (the player to move loses with best play)
nim-solve-undecided = value: 0  (undecided: the depth limit cut every line before the end, and Nim has no heuristic, so a cut position counts 0)
nim-solve-best = best move: take { $stones } from heap { $heap } (0-based), answer `{ $heap } { $stones }`
nim-solve-none = best move: none, every heap is empty
nim-solve-bouton = (by Bouton's rule: the position is too large to search)
tree-solve-tree = tree: { $tree }
tree-solve-value = value: { $value }  ({ $kind } at the root { $root }, MAX's view)
tree-solve-search = search: { $config }, pruning when { $strict ->
    [yes] a value passes the window (v > β)
   *[no] a value reaches the window (v ≥ β)
}, moves { $order ->
    [written] as written
    [reversed] in reverse
    [best] best first
   *[worst] worst first
}
tree-solve-nodes = nodes: { $n }
tree-solve-evaluated = evaluated: { $leaves }
tree-solve-pruned = pruned: { $moves }
reversi-leaves-out = win/draw/loss only, not the disc margin

## Grading: what each search variant is, the feedback files, the exam's sheet and marks, grade tree's diagnosis

variant-correct = the search asked for
variant-prune-on-equality = alpha-beta pruning once v ≥ β (AIMA figure 5.7)
variant-prune-strictly = alpha-beta pruning only once v > β (CS188)
variant-no-pruning = plain minimax: every move searched
variant-depth-plus-one = the depth limit one step deeper: a round of every agent in a CS188 file, else a ply
variant-depth-minus-one = the depth limit one step shallower: a round of every agent in a CS188 file, else a ply
variant-depth-in-plies = a CS188 file's depth counted in plies, one move each, not in rounds of every agent
variant-partial-ply = one MIN layer per round where there are several MIN agents
variant-alpha-not-carried-across-root = each root move searched with a fresh window (aima-python's bug)
variant-right-to-left = children searched last to first
variant-minimax-for-expectimax = chance nodes taken for MIN nodes
variant-expectimax-for-minimax = MIN nodes taken for chance nodes
feedback-points = **{ $points } of { $of }** ({ $rule })
feedback-nim-title = Heaps ({ $misere ->
    [yes] misère Nim
   *[no] Nim
})
feedback-nim-table = | opponent | games | wins | win rate |
feedback-first-invalid-title = The first answer that could not count
feedback-first-invalid = Against { $opponent }, from heaps { $heaps }: { $why }
feedback-invalid-zero = Any such answer gives 0: the arena stopped there.
feedback-lost-title = Games lost ({ $n })
feedback-lost-game = against { $opponent } from heaps { $heaps } ({ $first ->
    [you] you moved first
   *[them] the opponent moved first
}): { $why }
feedback-lost-moves = moves (heap:stones): { $moves }
feedback-and-more = … and { $n } more
feedback-tree-title = Tree search
feedback-tree-match = Your wrong answers match **{ $variant }**: { $what }.
feedback-tree-departs = On the first of them, your search departs from the right one at { $node }.
feedback-tree-table = | tree | verdict | details |
feedback-no-variant = no known variant reproduces it
feedback-departs-at = { $variants }; departs at { $node }
feedback-first-failure = The first failure
exam-rule-strict = prune only once v > β (CS188's rule)
exam-rule-equal = prune once v ≥ β (AIMA figure 5.7's rule)
exam-time = You have { $n } minutes.
exam-title = Alpha-beta exam: { $id }
exam-sheet-task = Search the tree below with alpha-beta: MAX moves at the root, the levels alternate, the children are searched left to right, the window starts at (−∞, +∞), and you { $rule }.
exam-sheet-write = Write in `{ $file }`, after each colon:
exam-sheet-value = `value:` the root's value
exam-sheet-action = `action:` the move the root chooses (its child's label)
exam-sheet-visited = `visited:` every node the search enters, in order, the root first (labels apart by spaces)
exam-sheet-tree = The tree, `{ $text }`:
exam-sheet-points = Points: the value { $v }, the move { $m }, the order { $o }.
exam-blank = Alpha-beta exam, { $id }: fill in after each colon (see sheet.md); lines starting with # are ignored.
exam-points = **{ $points } of { $of } points.**
exam-unreadable = Your answer could not be read: { $why }.
exam-part-right = { $name }: right ({ $truth })
exam-part-wrong = { $name }: wrong; the right answer is { $truth }
exam-part-none = { $name }: not answered; the right answer is { $truth }
exam-part-value = the root's value
exam-part-move = the move
exam-part-order = the order visited
exam-exactly = Your search is exactly `{ $name }`: { $what }.
exam-leaves-at = It first leaves the right search at node { $node }.
grade-correct = correct: { $correct ->
    [yes] yes
   *[no] no
}
grade-no-variant = no known variant reproduces this answer
grade-reproduced = reproduced by: { $list }
grade-departs = first departs from the right search at: { $state }
grade-right-move = right move: { $mv }
grade-right-visits = right search visits: { $visited }

## The review command, Reversi's and Connect Four's reports, perft

review-cmd-exact = every value exact
review-cmd-depth = values exact where the game was solved, else heuristic at depth { $depth }
review-cmd-head = { $game }, { $n } { $n ->
    [one] move
   *[other] moves
} reviewed, values the mover's: { $exactly }
review-cmd-stopped = stopped after { $seconds } s: { $reviewed } of { $n } moves reviewed (--timeout, --depth)
review-cmd-thresholds = heuristic judgements by how far the value fell: { $thresholds }
reversi-endgame-wld = Reversi, { $empty } empty { $empty ->
    [one] square
   *[other] squares
}: { $side } to move: a { $result ->
    [win] win
    [loss] loss
   *[draw] draw
} (win/loss/draw only)
reversi-endgame-draw = Reversi, { $empty } empty { $empty ->
    [one] square
   *[other] squares
}: { $side } to move: a draw, 32 discs each
reversi-endgame-margin = Reversi, { $empty } empty { $empty ->
    [one] square
   *[other] squares
}: { $side } to move: a { $result ->
    [win] win
    [loss] loss
   *[draw] draw
} by { $margin } discs ({ $own } to { $other })
reversi-endgame-count = { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} in { $seconds } s by the endgame solver on { $threads } { $threads ->
    [one] thread
   *[other] threads
}
reversi-dedicated-value = Reversi, depth { $depth }{ $clock ->
    [yes]  (by the clock)
   *[no] {""}
} by the dedicated engine: value { $value } (Black's{ $decided ->
    [yes] , decided
   *[no] , heuristic
})
reversi-dedicated-count = { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} in { $seconds } s ({ $rate } nodes/s) on { $threads } { $threads ->
    [one] thread
   *[other] threads
}
reversi-perft = perft({ $depth }): { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
} in { $seconds } s, { $rate } leaves/s, { $threads } { $threads ->
    [one] thread
   *[other] threads
}
c4-empty-board = the empty board
c4-solve-head = Connect Four { $size }, { $position }: { $first ->
    [yes] Red (the first player)
   *[no] Yellow (the second player)
} to move
c4-score-open = score: none: the depth limit ({ $depth }) left the game open; heuristic value for the player to move { $value } (not a score)
c4-score-weak = score: { $result ->
    [win] win
    [loss] loss
   *[draw] draw
} (weak: the sign only)
c4-score = score: { $score } ({ $result ->
    [win] win
    [loss] loss
   *[draw] draw
}; Pons' score: the sooner the win, the higher)
c4-best-move = best move: column { $column }
c4-line = principal variation: { $line }
c4-full = full
c4-each = each column (1 to { $n }): { $each }
c4-explored = { $nodes } positions explored in { $seconds } s by the { $engine } engine
c4-perft = Connect Four { $size }, depth { $depth }: { $n } move sequences ({ $seconds } s)

## solve --engine mcts as text

mcts-cmd-head = { $title }, { $side } to move: Monte Carlo tree search (UCT, C = { $c }, { $playout } playouts, seed { $seed })
mcts-cmd-ran = { $n } { $n ->
    [one] iteration
   *[other] iterations
} in { $seconds } s; { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}
mcts-cmd-ran-capped = { $n } { $n ->
    [one] iteration
   *[other] iterations
} in { $seconds } s; { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} (the cap, { $cap }: the tree stopped growing)
mcts-cmd-no-move = no move to choose
mcts-cmd-chose = move chosen: { $mv } (the most visited: { $visits } of { $all } visits; settled after { $settled } { $settled ->
    [one] iteration
   *[other] iterations
})
mcts-cmd-estimate = estimate: { $value } ({ $unit })
mcts-cmd-exact = exact: { $verdict }, by { $by }{ $kept ->
    [yes] ; the move chosen keeps it
    [no] ; the move chosen does not keep it
   *[unknown] {""}
}
mcts-cmd-exact-unknown = exact: not known here within a second
mcts-cmd-move = move
mcts-cmd-mean = mean
mcts-cmd-exact-head = exact (MAX's)
mcts-cmd-iterations = iterations
mcts-cmd-its-visits = its visits
mcts-cmd-by-teaching = the teaching engine, to the end

## The arena's tournament as text: the standings, the cross table, the games the referee marked

arena-head = { $game } arena: { $entrants } { $entrants ->
    [one] entrant
   *[other] entrants
} · { $starts } { $starts ->
    [one] start
   *[other] starts
} per pairing, each played twice (sides swapped) · seed { $seed } · { $seconds } s a move
arena-entrant = entrant
arena-games = games
arena-won = won
arena-drew = drew
arena-lost = lost
arena-points = points
arena-elo = Elo (95 %)
arena-failed = failed
arena-blunders = blunders
arena-cross = cross table (the row's points against the column):
arena-notable = games with a failure or a blunder (the referee judges where the game is solved):
arena-draw = a draw
arena-won-by = { $tag } won
arena-game = game { $n }: { $first } (first) v { $second }: { $result }
arena-failure = { $tag } lost by failure: { $why }
arena-blunder = move { $ply } by { $tag }: { $mv } ({ $change })
arena-more = … and { $n } more (all in --json)

## grade class's summary and grade merge

class-graded = { $n } { $n ->
    [one] submission
   *[other] submissions
} graded: { $points } of { $of } points; { $not_run } could not be run
class-graded-resumed = { $n } { $n ->
    [one] submission
   *[other] submissions
} graded ({ $earlier } graded by an earlier run, kept): { $points } of { $of } points; { $not_run } could not be run
class-skipped = skipped { $name }: { $why }
class-contained = contained: { $how }
class-sheets = sheets: { $csv } and { $json }
class-shards-joined = { $n } { $n ->
    [one] shard
   *[other] shards
} joined

## What a value typed or given is refused for (the command line's and the start screen's)

parse-nothing = expected a number, found nothing
parse-negative = '{ $text }' is a negative number (expected { $least } or more)
parse-not-a-number = '{ $text }' is not a number
parse-not-positive = '{ $text }' is not a positive number
parse-too-small = '{ $text }' is too small (at least { $least })
parse-too-large = '{ $text }' is too large (at most { $most })
parse-not-one-of = '{ $text }' is not one of { $options }
nim-all-empty = every heap is empty: that game is already over

## The ways the comparison searches a position

way-plain = plain minimax
way-ordering = αβ + ordering
way-table = αβ + table
way-table-ordering = αβ + table + ordering
way-killers = … + killers + history

## A textbook tree's own ways in the comparison: the pruning rule and the order of the moves

way-prune-equal = αβ, prune on v ≥ β
way-prune-strict = αβ, prune on v > β
way-reversed = αβ, moves reversed
way-best-first = αβ, best move first
way-worst-first = αβ, worst move first

## A command line refused (clap's errors, in one line) and the error line's word

error-line = error: { $what }
usage-needs-command = `{ $path }` needs one of: { $choices } (see `{ $path } --help`)
usage-no-such-command = `{ $path }` has no `{ $given }`; it takes one of: { $choices }
usage-needs-argument = `{ $path }` needs { $what } (see `{ $path } --help`)
usage-unexpected-argument = unexpected argument '{ $arg }' found
usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
usage-value-refused = invalid value '{ $value }' for '{ $arg }': { $why }
usage-value-missing = a value is required for '{ $arg }' but none was supplied
usage-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
usage-value-count = the number of values for '{ $arg }': { $expected } wanted, { $given } given
usage-no-equals = equal sign is needed when assigning values to '{ $arg }'
usage-not-utf8 = an argument is not valid UTF-8
usage-repeated = the argument '{ $arg }' cannot be used multiple times
usage-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
usage-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
usage-expected = { $line } (expected one of: { $valid })
usage-did-you-mean = { $line } (did you mean '{ $guess }'?)

## The manual page's section headings (minimax man), and a command it has not

man-name = NAME
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-options = OPTIONS
man-commands = SUBCOMMANDS
man-version = VERSION
man-authors = AUTHORS
man-no-command = `{ $name }` has no command '{ $word }' (it has: { $choices })
man-no-commands = `{ $name }` has no command '{ $word }' (it has: none)

## A file refused, a tree's notation and a CS188 test file misread

file-not-regular = { $name } is not a regular file
file-too-large = { $name } is larger than { $most } bytes
file-not-text = { $name } is not text (UTF-8)
tree-at-column = column { $column }: { $message }
tree-value-too-large = { $text } is too large (values are at most { $most } in size)
tree-expected-number = expected a number
tree-too-deep = the tree nests deeper than { $most } levels
tree-too-many-nodes = more than { $most } nodes
tree-not-a-kind = '{ $word }' is not max, min or chance
tree-bad-word = '{ $word }' must be a label (followed by ':') or max, min or chance before a group
tree-unexpected = expected a value or a group, found '{ $found }'
tree-ends-too-soon = the tree ends too soon: expected a value or a group
tree-bracket-mismatch = this bracket does not match its opening
tree-never-closed = this group is never closed
tree-probability = a probability is from 0 to 1, not { $p }
tree-empty-group = an empty group: a node has children or a value
cs188-no-key = the test file has no '{ $key }'
cs188-not-whole = '{ $key }' is not a whole number
cs188-agents = num_agents is from 1 to 10
cs188-bad-evaluation = a bad evaluation line: '{ $line }' (expected `STATE VALUE`)
cs188-bad-successor = a bad successor line: '{ $line }' (expected `STATE ACTION NEXT`)
cs188-too-large = the tree from '{ $state }' is too large or has a cycle
cs188-no-evaluation = state { $state } ends the game but has no evaluation
cs188-not-a-field = line { $line }: expected `key: value`
cs188-block-open = line { $line }: this """ block is never closed

## A position refused: a board, heaps, a target, a line of moves

grid-length = a board is 9 characters (x, o, .), not { $n }
grid-character = '{ $c }' is not x, o or . in a board
grid-counts = { $x } x's and { $o } o's cannot happen: X moves first, then they alternate
grid-both-won = both sides have three in a row
grid-played-on = { $winner } has three in a row, but the game went on after it: such a board cannot happen
grid-too-many-lines = { $winner } has lines that no single last move completes together: such a board cannot happen
board-length = a board is 64 characters (a1..h1, a2..h2, …), not { $n }
board-character = '{ $c }' is not X, O, - or . in a board
board-square = '{ $square }' is not a square (a1 to h8) or pass
sum-target-zero = the target must be a positive number
sum-target-too-large = the target { $target } is too large (at most { $most })
sum-zero-move = the move set holds positive numbers only, not 0
sum-not-in-set = the played move { $mv } is not in the move set { $set }
sum-over-exactly = the game is already over: the played moves reach the target { $target } exactly
sum-over-past = the game is already over: the played moves sum to { $sum }, past the target { $target }
nim-no-heaps = there must be at least one heap
nim-too-many-heaps = { $n } heaps is too many (at most { $most })
nim-heap-too-large = a heap of { $heap } is too large (at most { $most })
connect4-width = a width of { $side }: it must be { $least } to { $most }
connect4-height = a height of { $side }: it must be { $least } to { $most }
connect4-not-a-column = '{ $c }' (move { $at }) is not a column from 1 to { $width }
connect4-column-full = column { $column } is full at move { $at }
connect4-won = move { $at } ({ $column }) wins the game: the position is over
connect4-full = the board is full: the position is over
tree-text-after = unexpected text after the tree
tree-no-move = a tree needs at least one move

## A record, an answer file, a student list or an exam key refused

connect4-position-refused = position { $position }: { $why }
record-unknown-game = a record of '{ $game }', which is not one of the games
record-unknown-parameter = { $game } has no parameter '{ $long }'
record-result-differs = the record's result is { $written } but its moves end in { $reached } ({ $reason })
record-move-illegal = move { $at } of the record ({ $name }) is not legal there
record-variation-illegal = move { $at } of a variation ({ $name }) is not legal there
record-too-long = the record would take { $size } bytes, more than a record is read in ({ $most }): not written
record-too-many-lines = the record would hold { $n } variations, more than a record is read with ({ $most }): not written
record-names-taken = every name for the record is taken
record-not-a-record = { $path }: not a game record ({ $why })
record-holds-too-many = { $path }: { $n } variations; a record holds at most { $most }
record-format = { $path }: format '{ $format }', expected '{ $known }' (or an older one)
file-is-a-link = { $path } is a link: not written through
answer-not-a-field = line { $line }: expected `key: value`
answer-unknown-key = line { $line }: unknown key '{ $key }' (value, action, generated, visited)
answer-key-twice = line { $line }: a second '{ $key }' (each key once)
answer-empty = the answer names no move and no states
exam-no-answer = no { $file }
exam-students-count = --students { $n }: 1 to { $most }
exam-list-line = { $file }, line { $line }: { $why }
exam-id-twice = { $file }, line { $line }: '{ $id }' twice
exam-too-many-students = { $file }: more than { $most } students
exam-no-students = { $file }: no student ids
exam-not-an-id = '{ $id }' is not an id (letters, digits, . _ -, at most { $most })
exam-exists = { $path } exists: an exam is never written over
exam-not-a-folder = { $path } is a file: an exam is the folder `minimax exam --out` wrote, with its key exam.json
exam-not-a-key = { $path }: not a { $format } key
exam-bad-tree = { $path }: { $id }'s tree: { $why }

## A command's options refused: grading a tree, a search too large, the solvers' test files, the arena's limits, memory

refused-timeout = --timeout must be more than 0 and at most 600 seconds
grade-tree-unread = { $long } changes nothing a grade reads: a search is graded by its algorithm, --no-alpha-beta, --depth and --cut
grade-tree-program-only = { $long } is for grading a program (--player): an --answer file is graded on its own tree
grade-tree-needs = `minimax grade tree` needs --answer FILE or --player CMD
grade-tree-trees-or-random = give either --trees DIR or --random N
grade-tree-one-tree = { $long } gives the tree for an --answer: a program is graded on --trees DIR or --random N
grade-tree-seed = --seed goes with --random: it deals the random trees
grade-tree-too-many = { $dir } holds more than { $most } files
practice-cs188-depth = this CS188 test's depth limit ({ $depth } rounds of { $agents } agents) stops above its leaves, and practice traces whole trees: `minimax grade tree` grades it
tree-branching-alone = --branching goes with --leaves
search-too-many-steps = the search takes more than { $most } steps
export-too-many-steps = the search takes more than { $most } steps: too large to export; raise --max-events, or prune with alpha-beta, the table or --depth
reversi-endgame-too-far = { $n } empty squares: --endgame solves at most { $most }
obf-no-scores = { $file }: no problem with a known score
obf-too-far = { $file }: a problem has { $n } empty squares; the endgame solver takes at most { $most }
obf-too-far-named = { $file }: { $label } has { $n } empty squares; the endgame solver takes at most { $most }
scores-differ = { $wrong } of { $of } scores differ from the file's
connect4-file-too-long = { $file }: more than { $most } positions
file-line = { $file } line { $line }: { $why }
connect4-file-fields = expected a position and a score
not-a-score = '{ $text }' is not a score
connect4-file-empty = { $file }: no positions
arena-sum-too-long = a game of up to { $longest } moves (target { $target } by { $smallest }s): the arena plays at most { $most }
hash-too-much = { $mb } MB is more memory than this process can get; ask for less
obf-line = line { $line }: { $why }
obf-position = expected 64 squares, a space and the side to move (X or O)
obf-side = '{ $side }' is not a side to move (X or O)
obf-answer = '{ $field }' is not move:score
obf-margin = { $score } is not a disc margin (-64 to 64)
obf-illegal = { $square } is not a legal move in this position

## A command's options refused: players, tournaments, the review, windows and clocks, exams, classes

arena-nim-mcts-refused = '{ $player }' with --heaps { $heaps } --max-heap { $max_heap }: { $why }
arena-nim-unknown = unknown player '{ $player }' (dumb, medium, hard, search:DEPTH with DEPTH 1..64 or mcts:N with N 2..{ $most })
arena-nim-save = --save keeps every move: at most { $most } stones a start (--heaps × --max-heap is { $stones })
arena-unknown = unknown player '{ $player }' (random, weak, fair, strong, perfect, search:DEPTH with DEPTH 1..64 or mcts:N with N 2..{ $most } iterations a move)
arena-mcts-n = '{ $player }': mcts:N takes N from 2 to { $most } iterations a move
arena-empty-command = a player's command is empty
arena-not-solved = { $game } is not solved here: no perfect player (try strong)
arena-entrants = a tournament takes 2 to { $most } players and opponents in all
arena-too-many-games = { $games } games: at most { $most } (fewer --games or entrants)
game-over-refused = the game is over: { $reason }
not-seconds = '{ $text }' is not a number of seconds
seconds-above-zero = { $text }: a number of seconds above 0 and at most 3600
window-refused = --window: '{ $text }' is not ALPHA,BETA, whole numbers within −1000..1000 with α < β
export-steps-tikz = --steps writes Beamer frames: with --format tikz
not-zero-to-hundred = '{ $text }' is not a number from 0 to 100
seconds-out-of-range = '{ $text }' is not between 0.001 and 3600 seconds
min-engine-aspiration = --min-engine: --aspiration needs --time
exam-making-only = { $long } is for making an exam: a sitting reads it from the exam
exam-colours-sit = { $long } colours the app: it goes with --sit
aspiration-needs-time = --aspiration needs --time: it works between iterations
play-needs-game = `minimax play` needs a game ({ $games }) or --load FILE
class-other-rubric = { $long } is { $rubric }'s option
class-no-such = { $path }: no such folder or file

## A program's failure (the arena's referee, the graders), the Nim arena's report and the rubric's rules

failure-invalid = invalid move: { $why }
failure-garbage = unreadable answer { $line }
failure-crashed = the program stopped: { $why }
failure-timeout = no answer within { $seconds } s
failure-out-of-time = out of time: the whole submission may take { $seconds } s
failure-error-output = ; its error output ends:
failure-same-output = { $head }; the same error output as above
failure-not-run = could not start `{ $command }`: { $why }
failure-not-started = not started
failure-line-too-long = { $quoted }… (a line longer than { $most } bytes)
failure-not-legal = { $answer } on { $question }: not a legal move (legal: { $legal })
failure-empty-line = an empty line (expected a move)
failure-nim-garbage = { $answer } (expected `HEAP STONES`)
failure-nim-invalid = ({ $heap }, { $stones }) on { $heaps }: { $why }
failure-tree-garbage = { $action } / { $visited } (expected a move's label, then the labels visited)
exit-closed-output = closed its output
exit-not-found = command not found (the shell's exit status 127)
exit-not-executable = the command cannot be run (exit status 126: not executable?)
exit-shell-signal = exited with status { $code }: killed by signal { $signal }{ $name }
exit-status = exited with status { $code }
exit-signal = killed by signal { $signal }{ $name }
exit-other = exited ({ $status })
signal-segv = a crash
signal-abrt = aborted
nim-no-such-heap = there is no heap { $heap } (heaps are 0..{ $last })
nim-takes-nothing = a move takes at least one stone
nim-too-many = heap { $heap } holds { $size }, so { $stones } cannot be taken
arena-nim-blunder = its move { $own_move }, { $stones } from heap { $heap } of { $position }, left the opponent a won position
feedback-nim-blunder = your move { $own_move }, { $stones } from heap { $heap } of { $position }, left the opponent a won position
arena-nim-blundered = blundered: { $first }
arena-nim-blundered-times = blundered { $n } times, first: { $first }
arena-nim-lost-start = lost from a lost start against perfect play
rule-invalid = an invalid answer
rule-lost-to-dumb = lost to dumb at least once
rule-top = medium > 80 % and hard > 40 %
rule-half = medium > 50 % and hard > 30 %
rule-fifth = medium > 20 % and hard > 10 %
rule-below = valid, but below every threshold
arena-nim-misere = misère
arena-nim-normal = normal
arena-nim-head = Nim arena ({ $rule }): { $player } · { $starts } { $starts ->
    [one] start
   *[other] starts
} of { $heaps } { $heaps ->
    [one] heap
   *[other] heaps
} of 1..{ $most } stones per opponent, each played twice · seed { $seed }
arena-nim-opponent = opponent
arena-nim-wins = wins
arena-nim-losses = losses
arena-nim-invalid = invalid
arena-nim-win-rate = win rate
arena-nim-lost-head = lost games (the referee knows every position's value, by Bouton's rule):
arena-nim-player-first = player first
arena-nim-opponent-first = opponent first
arena-nim-lost = lost to { $opponent } from { $heaps } ({ $first }): { $why }
arena-nim-more = … and { $n } more lost { $n ->
    [one] game
   *[other] games
}: { $failures } by a failure, { $blunders } with a blunder, { $starts } from a lost start against perfect play
arena-nim-grade = grade: { $percent } % ({ $rule })
arena-nim-no-grade = grade: none (the rubric needs dumb, medium and hard)

## A class graded: what a submission holds, why it could not be run, the rubrics' rules, a program's trees, sheets joined

class-no-main = no { $main } in the submission (it holds { $holds })
class-holds-nothing = nothing
class-holds-more = { $first } and { $n } more
class-too-many-files = more than { $most } files
class-too-many-bytes = more than { $mb } MB
class-too-deep = folders deeper than { $most }
class-bad-zip = { $path }: not a readable zip archive ({ $why })
class-zip-too-large = an archive of more than { $mb } MB
class-zip-too-many = an archive of more than { $most } entries
class-zip-outside = { $path }: an entry's name leads outside the archive
class-zip-entry-larger = { $path }: an entry larger than it says
class-of = of
rule-not-run = not run
rule-not-every-opponent = not every opponent was played
rule-trees-right = { $right } of { $of } trees right
feedback-not-run = **0 of { $of }**: the submission could not be run.
grade-tree-folder = the trees in { $dir }
grade-tree-random = { $count } random trees, seed { $seed }
grade-tree-graded-on = graded on { $on }, each asked `{ $asked }` (a CS188 file asks its own)
grade-tree-no-variant = no known variant
verdict-right = right
verdict-wrong = wrong
verdict-failed = failed
class-skip-not-utf8 = a name that is not UTF-8
class-skip-link = a link: not followed
class-too-many = { $class } holds more than { $most } submissions
class-two-of = two submissions are both '{ $id }' (a folder and a file?)
class-not-an-id = not an id: { $id } (a name of at most { $most } bytes, printable, without / or \\, not starting with '.')
class-csv-fields = expected ID,COMMAND
class-csv-no-command = no command for { $id }
class-csv-twice = '{ $id }' twice
class-csv-too-many = more than { $most } submissions
class-csv-empty = { $path }: no submissions
sheet-not-a-sheet = { $path }: not a grade sheet ({ $why })
sheet-format = { $path }: a sheet of format '{ $format }', not { $known }
sheet-none = no sheets to join
sheet-not-a-shard = { $path }: not a shard's sheet
sheet-otherwise = { $path } was graded otherwise than { $first } (other settings, or not of { $of } shards)
sheet-twice = shard { $index }/{ $of } twice ({ $path })
sheet-missing = missing shards: { $shards }
sheet-in-two = '{ $id }' is in two shards' sheets
class-empty = { $class } holds no submissions (a folder, a file or a zip archive a student)
class-graded-otherwise = { $folder } holds a run graded otherwise (its settings.json differs): grade with the same options to resume it, or remove that folder to start again

## How a class's programs were contained

jail-limits = { $memory } MB of memory, files up to { $file } MB, { $processes }; { $files }
jail-landlock = writes only in its own folder, the class and the sheets unread (Landlock ABI { $abi })
jail-no-landlock = files not contained (Landlock unavailable: { $why })
jail-cgroups = { $n } processes and one core (cgroups)
jail-pids = { $n } processes (a pids cgroup)
jail-nproc = { $n } processes (RLIMIT_NPROC)
jail-root = processes: the process group only (as root, without a pids cgroup)

## Connect Four's strong solver in the comparison, each technique added in turn

comparison-solver = solver: { $step }
ladder-alpha-beta = αβ only
ladder-centre = + centre first
ladder-table = + table
ladder-null-window = + null window
ladder-anticipation = + anticipation
ladder-threats = + threats

## The app refused a terminal; a feedback file not written

app-needs-terminal = the app needs a terminal; for scripts use `minimax solve` (see --help)
app-no-term = TERM is not set, so the terminal's abilities are unknown; set it (e.g. TERM=xterm-256color) or use the headless commands (minimax solve, tree, arena)
app-dumb-term = TERM=dumb cannot show a full-screen app; use a terminal such as xterm, or the headless commands (minimax solve, tree, arena)
class-feedback-not-written = feedback for { $id } not written: { $why }

## Which engine's switches, trees of a shape, and what --explain cannot prove

reversi-depth-past = --depth { $depth } reaches past the { $empties } empty squares: { $why }
reversi-endgame-dedicated = --endgame and --wld are the dedicated engine's: the teaching engine searches to the end with --exact-endgame N
reversi-switches-teaching = the search switches (--algorithm, --no-alpha-beta, --no-tt, --no-ordering, --killers, --history, --pvs, --aspiration, --hash, --random-ties) are the teaching engine's: add --engine teaching
reversi-endgame-alone = --endgame solves to the end, exactly: --depth, --time, --heuristic and --exact-endgame do not apply; leave them out, or leave out --endgame
reversi-depth-too-far = --depth { $depth } reaches past the { $empties } empty squares, a solve to the end: the endgame solver takes at most { $most }; keep a depth below { $empties }
reversi-wld = --wld goes with a solve to the end (--endgame)
reversi-teaching-search = the teaching engine: { $config }, heuristic { $heuristic }, exact endgame { $exact }
connect4-switches-teaching = --depth, --time and the search switches (--algorithm, --no-alpha-beta, --no-tt, --no-ordering, --killers, --history, --pvs, --aspiration, --hash, --random-ties) are the teaching engine's: add --engine teaching (the strong solver always solves exactly; --weak gives only who wins)
connect4-switches-strong = --weak, --no-threats, --no-anticipation, --no-null-window and --analyse are the strong solver's: leave out --engine teaching
nim-tree-too-wide = the first position alone has { $moves } moves, more than the { $most } steps a tree may take (--max-events)
exam-branching = --branching is a number or a range B1,B2 with B1 ≤ B2
exam-values = --values: '{ $text }' is not a range LO..HI within −1000..1000
tree-branching-two = the branching factor is at least 2
tree-too-many-leaves = more than { $most } leaves
tree-leaves-too-few = { $n } leaves are fewer than one node's { $branching }
tree-leaves-uneven = { $n } leaves do not fill a tree with { $branching } children per node (a power of { $branching } is needed)
explain-over = the game is over: nothing to explain
explain-not-exact = no exact value within reach here (only a depth-limited search): --explain needs a proof
explain-stopped = stopped

## minimax bench: a solver against a file of positions with known scores

bench-wrong = WRONG (the file says { $expected })
bench-unlisted = right score, a move the file does not list
bench-ok = ok
bench-empty = empty
bench-reversi-total = { $file }: { $right } of { $of } right{ $wld ->
    [yes] {" "}(win/loss/draw)
   *[no] {""}
}, { $seconds } s, { $nodes } nodes ({ $rate } nodes/s) on { $threads }{ $order ->
    [mobility] {", "}moves ordered by mobility alone
   *[evaluation] {""}
}
bench-threads = { $n } { $n ->
    [one] thread
   *[other] threads
}
bench-threads-range = { $least } to { $most } threads
bench-c4-head = { $file }: { $n } { $n ->
    [one] position
   *[other] positions
}{ $weak ->
    [yes] {" "}(weak)
   *[no] {""}
}
bench-c4-accuracy = accuracy: { $percent } % ({ $right } of { $of })
bench-c4-mean-time = mean time: { $seconds } s
bench-c4-mean-nodes = mean positions explored: { $nodes }
bench-c4-rate = positions per second: { $rate } K
bench-c4-wrong = line { $line }: { $position }: expected { $expected }, found { $found }

## The slides' titles, an exam's feedback on the search asked for, and grade exam's summary

export-steps = { $search } step by step, from { $root }
export-cutoffs = { $search } cutoff by cutoff, from { $root }
export-alpha-beta = Alpha-beta
export-minimax = Minimax
exam-asked = The search asked for: alpha-beta, children left to right, { $rule }.
exam-your-tree = Your tree: `{ $tree }`
exam-marks = { $points } of { $of }
exam-graded = { $n } { $n ->
    [one] student
   *[other] students
}, { $total } of { $of } points; grades.csv, grades.json and a feedback.md each in { $dir }
