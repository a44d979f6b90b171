# Čeština: nápověda příkazové řádky (--help). Každá zpráva má za id otisk (FNV-1a) svého
# anglického textu, který stojí v komentáři nad ní: změní-li se anglický text, test ohlásí,
# že překlad chybí (a starý přebývá).

# Play, watch and study minimax and alpha-beta on real games
help-b0b269565b4e9a55 = Hrajte, sledujte a studujte minimax a alfa-betu na skutečných hrách

# The colours: the terminal's own, a colour-blind-safe palette (Okabe–Ito), or none (the default under NO_COLOR). `P` in the app steps through them
help-ac1d9c6d0041af3a = Barvy: vlastní barvy terminálu, paleta bezpečná pro barvoslepé (Okabe–Ito), nebo žádné (výchozí při NO_COLOR). `P` je v aplikaci prochází

# The language people read: en, cs (čeština) or ro (română); by default LC_ALL, LC_MESSAGES or LANG's. Machine output (JSON, records, the arena's protocol) is the same in every one
help-c18bd97ea950d2c1 = Jazyk, ve kterém lidé čtou: en, cs (čeština) nebo ro (română); výchozí podle LC_ALL, LC_MESSAGES nebo LANG. Strojový výstup (JSON, záznamy, protokol arény) je ve všech stejný

# Print help
help-f72fcdb2136c9b2b = Vypíše nápovědu

# Print version
help-ffd0d63f0effe104 = Vypíše verzi

# Solve a position and print its value, the best moves and what the search counted.
help-69407ffac4ef638c = Vyřeší pozici a vypíše její hodnotu, nejlepší tahy a co prohledávání napočítalo.

# The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose
help-eb4006d445ec66ba = Sum Game: přičítejte čísla z množiny tahů; kdo přesně dosáhne limitu, vyhrává, kdo ho přesáhne, prohrává

# The target L to reach exactly (at most 10,000,000) [default: 10]
help-117f6ab4feb59247 = Limit L, kterého je třeba přesně dosáhnout (nejvýše 10 000 000) [výchozí: 10]

# The move set T, comma-separated (empty = 2,3) [default: 2,3]
help-88f177e63f8b9574 = Množina tahů T, oddělená čárkami (prázdná = 2,3) [výchozí: 2,3]

# Moves already played, comma-separated, MAX first
help-5e2b24a9132d6963 = Už zahrané tahy, oddělené čárkami, MAX první

# minimax (MAX-VALUE/MIN-VALUE) or negamax
help-d00ae8970a4498e0 = minimax (MAX-VALUE/MIN-VALUE) nebo negamax

# Search every move (plain minimax) instead of pruning with alpha-beta
help-e1bb61aaa560c8e2 = Prohledá každý tah (prostý minimax) místo ořezávání alfa-betou

# Do not remember searched positions in a transposition table
help-a8df0ad588a492ae = Nepamatuje si prohledané pozice v transpoziční tabulce

# Search moves in the order the game lists them, not best-first
help-9463973059c9a017 = Prohledává tahy v pořadí, v jakém je hra uvádí, ne nejlepší napřed

# Plies to search before the game's heuristic stands in (default: to the end; Reversi: 6)
help-74ce098d91af6a5f = Půltahy prohledávání, než nastoupí heuristika hry (výchozí: do konce; Reversi: 6)

# Iterative deepening on a clock: search depth 1, 2, 3 … (up to --depth, if given) for this many seconds and answer with the deepest depth that finished (0.001 to 3600)
help-790d59af6879cec1 = Iterativní prohlubování na čas: prohledá hloubku 1, 2, 3 … (nejvýše --depth, je-li dána) po tolik sekund a odpoví nejhlubší dokončenou hloubkou (0,001 až 3600)

# Killer moves: try the moves that last cut off at the same ply early
help-2e9aea6e13272294 = Zabijácké tahy (killer moves): zkouší brzy tahy, které naposledy ořízly ve stejném půltahu

# The history heuristic: try moves that cut off often, anywhere, early
help-dd876a9318f8f501 = Heuristika historie: zkouší brzy tahy, které často ořezávají, kdekoli

# Principal variation search: probe each move after the first with a null window, and search it again only when the probe fails high
help-e104e55ac5eba489 = Prohledávání hlavní varianty (PVS): každý tah po prvním nejdřív zkusí nulovým oknem a znovu ho prohledá, jen když sonda selže nahoru

# Aspiration windows (with --time): search each iteration first with a window W either side of the last one's value, and again with the full window when it falls outside
help-1d0617a534596ffa = Aspirační okna (s --time): každou iteraci prohledá nejdřív s oknem W na obě strany od hodnoty té minulé, a znovu s plným oknem, když hodnota padne mimo

# A transposition table of fixed size, hashed, in this many megabytes (1 to 8192), as engines for big games use: entries survive between iterations and moves, and a full bucket replaces older and shallower entries first (default: a map that never forgets, up to 16 M positions)
help-d87526e74101d6df = Transpoziční tabulka pevné velikosti, hašovaná, o tolika megabajtech (1 až 8192), jak ji používají enginy velkých her: záznamy přežívají mezi iteracemi i tahy a plný koš nahrazuje napřed starší a mělčí záznamy (výchozí: mapa, která nic nezapomíná, až 16 M pozic)

# Choose among equally good best moves at random, from this seed (the same seed, the same choices)
help-4a6ca5987fb8161f = Vybírá mezi stejně dobrými nejlepšími tahy náhodně, z tohoto semínka (stejné semínko, stejné volby)

# MCTS: iterations to run (2 to 100,000,000: the first only opens the root; default 10,000 unless --time is given; with both, whichever ends first)
help-3fce82824dfa99f2 = MCTS: počet iterací (2 až 100 000 000: první jen otevře kořen; výchozí 10 000, není-li dáno --time; s obojím skončí to, co dřív)

# MCTS: C in UCB1 = mean + C·√(ln N / n), in units of the largest result (0 to 100; default √2 ≈ 1.41)
help-1eef7fa1ed4dd6b7 = MCTS: C v UCB1 = průměr + C·√(ln N / n), v jednotkách největšího výsledku (0 až 100; výchozí √2 ≈ 1,41)

# MCTS: the most nodes the tree holds, at most 64 bytes each (2 to 10,000,000: the root and a move; default 1,000,000). Past it the tree stops growing and iterations play out from its leaves
help-5efb429c95851e83 = MCTS: nejvíc uzlů, které strom pojme, každý nejvýše 64 bajtů (2 až 10 000 000: kořen a tah; výchozí 1 000 000). Za touto mezí strom přestane růst a iterace se dohrávají z jeho listů

# MCTS: how playouts choose moves: random, or heuristic (the move the game's evaluation likes best, one move in four at random)
help-77c0b0a2a214feae = MCTS: jak dohrávky vybírají tahy: random (náhodně), nebo heuristic (tah, který evaluace hry má nejraději, jeden tah ze čtyř náhodně)

# Print one JSON object instead of text
help-c6e3dc274d48841b = Vypíše jeden objekt JSON místo textu

# Say why, in words, from the proof the exact values give: the best move with each reply answered, each worse move's refutation (`why:` lines; JSON `explanation` and `claims`)
help-bd3081cf8a8120d5 = Řekne slovy proč, z důkazu, který dávají přesné hodnoty: nejlepší tah s odpovědí na každou odpověď soupeře, vyvrácení každého horšího tahu (řádky `why:`; v JSON `explanation` a `claims`)

# alpha-beta: the teaching engine (minimax with the switches above); mcts: Monte Carlo tree search (UCT) with the --iterations, --exploration, --seed, --node-cap and --playout below (and --time)
help-8cd7749e5fd66e68 = alpha-beta: výukový engine (minimax s přepínači výše); mcts: Monte Carlo prohledávání stromu (UCT) s --iterations, --exploration, --seed, --node-cap a --playout níže (a --time)

# MCTS: the seed of every random choice (the same seed, the same search; default 0)
help-cf35e864f52b9f44 = MCTS: semínko každé náhodné volby (stejné semínko, stejné prohledávání; výchozí 0)

# Nim: take stones from one heap; under the default misère rule, taking the last stone loses
help-54a38f76ab9801de = Nim (Hromádky): odeberte kamínky z jedné hromádky; podle výchozího pravidla misère prohrává, kdo vezme poslední kamínek

# Heap sizes, comma-separated (0 is an empty heap): at most 64 heaps of at most 1,000,000 [default: 2,5,3]
help-aeb6b235d62139cb = Velikosti hromádek, oddělené čárkami (0 je prázdná hromádka): nejvýše 64 hromádek po nejvýše 1 000 000 [výchozí: 2,5,3]

# Normal play: taking the last stone wins (default: misère, it loses)
help-a81bc590e507c86d = Normální hra: kdo vezme poslední kamínek, vyhrává (výchozí: misère, prohrává)

# Tic-tac-toe: X (MAX) moves first; three in a row wins (the plain tree has 549,946 nodes)
help-6394ef2820b30b08 = Křížky a kolečka: X (MAX) táhne první; tři v řadě vyhrávají (celý strom má 549 946 uzlů)

# 9 characters row-major from the top left: x, o, . or - (default: empty)
help-36b1567e5fa8206d = 9 znaků po řádcích od levého horního rohu: x, o, . nebo - (výchozí: prázdná plocha)

# Connect Four: the first player (MAX) drops first; four in a row wins; solved exactly as Pons scores it
help-a5eafd4ce4807592 = Čtyři v řadě: první hráč (MAX) hází první; čtyři v řadě vyhrávají; řešeno přesně, se skóre podle Ponse

# Columns (4 to 9) [default: 7]
help-d1f9dfae3f95f3bb = Sloupce (4 až 9) [výchozí: 7]

# Rows (4 to 9) [default: 6]
help-13ab533ed6c0ff12 = Řádky (4 až 9) [výchozí: 6]

# The columns played so far, 1-based, as Pons writes positions (4453); empty: the start
help-dc95160344f720f6 = Dosud zahrané sloupce, číslované od 1, jak pozice píše Pons (4453); prázdné: začátek

# Only win, draw or loss (the score's sign), as Pons' weak solver
help-ff7fd40ec5667c9a = Jen výhra, remíza nebo prohra (znaménko skóre), jako Ponsův slabý řešič

# Also the score of every column (Pons' -a)
help-e87a0792dc8dc93b = Také skóre každého sloupce (Ponsovo -a)

# strong: the dedicated solver; teaching: the app's search, with its switches; mcts: Monte Carlo tree search (UCT; see --iterations) [default: strong]
help-585a41c605859c98 = strong: vlastní řešič; teaching: prohledávání aplikace s jejími přepínači; mcts: Monte Carlo prohledávání stromu (UCT; viz --iterations) [výchozí: strong]

# Strong solver: do not order moves by the threats they make
help-eda42b51c607ee84 = Silný řešič: neřadí tahy podle hrozeb, které vytvářejí

# Strong solver: search moves that lose at once too
help-7994e562d22bb043 = Silný řešič: prohledává i tahy, které hned prohrávají

# Strong solver: one full-window search, not null-window probes
help-cb88a432cf27501f = Silný řešič: jedno prohledávání s plným oknem, ne sondy nulovým oknem

# Reversi: Black (MAX) moves first; depth-limited search with a heuristic (6 plies by default)
help-f8acdec45c794439 = Reversi: černý (MAX) táhne první; prohledávání s omezenou hloubkou a heuristikou (výchozí 6 půltahů)

# Threads for perft and the dedicated engine (sharing one table), 1 to 64 (default: the machine's cores)
help-f47ddb3ea69645ee = Vlákna pro perft a vlastní engine hry (sdílejí jednu tabulku), 1 až 64 (výchozí: jádra počítače)

# dedicated: the Reversi engine (bitboards, PVS, iterative deepening; from 21 empty squares, or --exact-endgame N, the endgame solver's exact margin); teaching: the general engine with its switches, tree and full report. mcts: Monte Carlo tree search (UCT; see --iterations). In the app it is the computer's engine; hints, analyses and the step-through are always the teaching engine's [default: dedicated]
help-e532472b401151c3 = dedicated: engine pro Reversi (bitboardy, PVS, iterativní prohlubování; od 21 prázdných polí, nebo --exact-endgame N, přesný rozdíl kamenů řešiče koncovek); teaching: obecný engine s přepínači, stromem a úplnou zprávou. mcts: Monte Carlo prohledávání stromu (UCT; viz --iterations). V aplikaci je to engine počítače; nápovědy, rozbory a krokování jsou vždy výukového enginu [výchozí: dedicated]

# Solve to the end with the dedicated endgame solver: the exact disc margin (at most 34 empty squares)
help-9cee54e18303aa27 = Vyřeší do konce vlastním řešičem koncovek: přesný rozdíl kamenů (nejvýše 34 prázdných polí)

# With --endgame: only win, loss or draw (faster)
help-d4ce3f01b56e9930 = S --endgame: jen výhra, prohra nebo remíza (rychlejší)

# The evaluation at the depth limit: pattern (trained: the final margin foreseen from edges, corners, lines and diagonals; examples/train_reversi.rs makes it), discs (own minus the opponent's, the lab's) or strong (corners, mobility, squares) [default: pattern]
help-b0fb0fe6b7731c17 = Evaluace na omezení hloubky: pattern (natrénovaná: konečný rozdíl odhadnutý z hran, rohů, řad a diagonál; vyrábí ji examples/train_reversi.rs), discs (vlastní mínus soupeřovy, jako v laboratoři) nebo strong (rohy, mobilita, pole) [výchozí: pattern]

# Search to the end when the searched position has this many empty squares or fewer [default: 0]
help-b9fbcb20ccdea37a = Prohledá do konce, když má prohledávaná pozice nejvýše tolik prázdných polí [výchozí: 0]

# 64 characters a1..h1, a2..h2, …, h8: X black, O white, - or . empty (default: the start)
help-c2876a5a173c583e = 64 znaků a1..h1, a2..h2, …, h8: X černý, O bílý, - nebo . prázdné (výchozí: začátek)

# Who moves [default: black]
help-ebf503a00994cd5d = Kdo táhne [výchozí: black]

# A textbook game tree: type it, then search it with minimax or alpha-beta (AIMA figure 5.2 by default)
help-80ae21861455604e = Učebnicový herní strom: napište ho a prohledejte minimaxem nebo alfa-betou (výchozí: obrázek 5.2 z AIMA)

# The tree, e.g. '((3 12 8) (2 4 6) (14 5 2))', or a file holding it (default: AIMA figure 5.2)
help-462785ee4fd2fe69 = Strom, např. '((3 12 8) (2 4 6) (14 5 2))', nebo soubor, který ho obsahuje (výchozí: obrázek 5.2 z AIMA)

# The leaves' values, comma-separated, under a uniform tree (with --branching)
help-55d166b1b4ec0ca2 = Hodnoty listů, oddělené čárkami, pod pravidelným stromem (s --branching)

# Children per inner node for --leaves
help-c161f0d6d1945b46 = Počet potomků vnitřního uzlu pro --leaves

# Who moves at the root; levels alternate below it unless a node says max(…), min(…) or chance(…) [default: max]
help-fd4c809554663d23 = Kdo táhne v kořeni; úrovně se pod ním střídají, pokud uzel neříká max(…), min(…) nebo chance(…) [výchozí: max]

# equal: prune once a value reaches the window (v ≥ β, AIMA); strict: only once it passes it (v > β, CS188) [default: equal]
help-fbeeee360273c884 = equal: ořezává, jakmile hodnota dosáhne okna (v ≥ β, AIMA); strict: až když ho přesáhne (v > β, CS188) [výchozí: equal]

# The order moves are searched in: as written, reversed, the mover's best first or worst first [default: written]
help-c96917a00208542d = Pořadí, ve kterém se tahy prohledávají: jak jsou napsané, obráceně, nejlepší pro hráče na tahu napřed, nebo nejhorší napřed [výchozí: written]

# Print this message or the help of the given subcommand(s)
help-d4311cccccec41a0 = Vypíše tuto zprávu nebo nápovědu daného podpříkazu

# Count the leaves of the game tree to a depth (move generator check and speed).
help-2419766f79a57bab = Spočítá listy herního stromu do dané hloubky (kontrola generátoru tahů a rychlost).

# Plies to count
help-1d4a8251f84b48d6 = Půltahy k počítání

# Print one JSON object instead of text (the last line of text is the count)
help-c2b76f83eb3a39c7 = Vypíše jeden objekt JSON místo textu (poslední řádek textu je počet)

# Write the search tree of a position as JSON or Graphviz DOT.
help-ad25edde32ccff11 = Zapíše strom prohledávání pozice jako JSON nebo Graphviz DOT.

# json: nested nodes (move, state, player, value, bound, alpha, beta, pruned, children); dot: for Graphviz, pruned edges dashed, the principal variation bold
help-09a1709978cacc5d = json: vnořené uzly (move, state, player, value, bound, alpha, beta, pruned, children); dot: pro Graphviz, odříznuté hrany čárkovaně, hlavní varianta tučně

# Refuse trees whose search takes more steps than this (each node is a few steps, each pruned move one); at most 5,000,000
help-04107ef31e2e47ab = Odmítne stromy, jejichž prohledávání má víc kroků než tolik (každý uzel je pár kroků, každý odříznutý tah jeden); nejvýše 5 000 000

# Draw the search of a position as a picture: TikZ (or Beamer frames a step a click), SVG, or Graphviz DOT.
help-bd4cac47540a3cf9 = Nakreslí prohledávání pozice jako obrázek: TikZ (nebo snímky Beameru, krok na kliknutí), SVG nebo Graphviz DOT.

# tikz: a LaTeX document of base packages (pdflatex it); svg: for a web page or slides; dot: for Graphviz
help-c5e0b3e391770ca9 = tikz: dokument LaTeXu ze základních balíčků (přeložte pdflatexem); svg: pro webovou stránku nebo slajdy; dot: pro Graphviz

# With tikz: a Beamer frame that builds the search a click at a time: each step (a node entered, a value known, a cutoff), or with `--steps cutoffs` a cutoff at a time
help-887b0837895f98fe = S tikz: snímek Beameru, který staví prohledávání po kliknutích: každý krok (vstup do uzlu, známá hodnota, řez), nebo s `--steps cutoffs` řez po řezu

# Refuse searches of more steps than this: a picture of more is not read (at most 5,000,000; each node is a few steps, each pruned move one)
help-76ab4f72fdd2f5ed = Odmítne prohledávání s víc kroky než tolik: obrázek většího se nedá číst (nejvýše 5 000 000; každý uzel je pár kroků, každý odříznutý tah jeden)

# Players against each other and the built-in ones: tournaments, ratings, a referee; Nim graded by its rubric.
help-eeedad9ab2f135b3 = Hráči proti sobě navzájem a proti vestavěným: turnaje, hodnocení, rozhodčí; Nim hodnocený podle svého bodování.

# A Sum Game tournament: players against each other and the built-in ones
help-f9cf1d688f592b2f = Turnaj Sum Game: hráči proti sobě navzájem a proti vestavěným

# A player: a command speaking the game's line protocol (see docs/commands.md), or builtin:NAME. Give several for a round robin; each plays every other entrant
help-ac5e614d1a032605 = Hráč: příkaz, který mluví řádkovým protokolem hry (viz docs/commands.md), nebo builtin:JMÉNO. Dejte jich víc pro každý s každým; každý hraje s každým dalším účastníkem

# Built-in opponents, comma-separated: random, weak (depth 2), fair (4), strong, perfect (where the game is solved), search:DEPTH. They play the players, not each other
help-77c4edc9ca6989d6 = Vestavění soupeři, oddělení čárkami: random, weak (hloubka 2), fair (4), strong, perfect (kde je hra vyřešená), search:HLOUBKA. Hrají proti hráčům, ne proti sobě

# Seeded starts per pairing (each played twice, sides swapped), at most 100,000
help-0cb66028c7c6c93f = Začátky ze semínka na každou dvojici (každý hrán dvakrát, se stranami prohozenými), nejvýše 100 000

# Seed for the starts and the built-in players' random moves
help-ff56d3c254ffef41 = Semínko pro začátky a náhodné tahy vestavěných hráčů

# Seconds a player may take for each answer (at most 600)
help-c2556e6f7321bbad = Sekundy, které hráč smí mít na každou odpověď (nejvýše 600)

# Games played at once (1 to 64): external players on several cores
help-ea42ac72798b4dac = Partie hrané naráz (1 až 64): externí hráči na více jádrech

# Print one JSON object (every game, with its moves and the referee's findings)
help-f3ac24d300eeeeef = Vypíše jeden objekt JSON (každou partii s jejími tahy a nálezy rozhodčího)

# Write each game's record into this folder (game-00001.json …), for `play --load`
help-a25ed0b87f9e494c = Zapíše záznam každé partie do této složky (game-00001.json …), pro `play --load`

# Misère Nim, graded as in the Heaps assignment.
help-92dc558757cc4ee1 = Nim misère, hodnocený jako v úloze Hromádky.

# The graded player: a command speaking the line protocol (see docs/commands.md), or builtin:NAME
help-4ba452476376b047 = Hodnocený hráč: příkaz, který mluví řádkovým protokolem (viz docs/commands.md), nebo builtin:JMÉNO

# Opponents, comma-separated: dumb, medium, hard, search:DEPTH
help-c4739de7f2ac9d85 = Soupeři, oddělení čárkami: dumb, medium, hard, search:HLOUBKA

# Random starting positions per opponent (each played twice, sides swapped), at most 100,000
help-3533935999e2bcec = Náhodné výchozí pozice na soupeře (každá hrána dvakrát, se stranami prohozenými), nejvýše 100 000

# Heaps in each starting position (1 to 64)
help-63735573e7082772 = Hromádky v každé výchozí pozici (1 až 64)

# Most stones in a starting heap (each has 1 to M; M at most 1,000,000)
help-ec4af8c17f069842 = Nejvíc kamínků ve výchozí hromádce (každá má 1 až M; M nejvýše 1 000 000)

# Seed for the starting positions and the opponents' random moves
help-3ec1ae64095736fa = Semínko pro výchozí pozice a náhodné tahy soupeřů

# Seconds the player may take for each answer, writing the question included (at most 600); an answer longer than 4,096 bytes is invalid
help-56e8e5a924be6b5b = Sekundy, které hráč smí mít na každou odpověď, včetně zápisu otázky (nejvýše 600); odpověď delší než 4 096 bajtů je neplatná

# Normal play (taking the last stone wins) instead of misère
help-460cf21ed48eaad4 = Normální hra (kdo vezme poslední kamínek, vyhrává) místo misère

# Print one JSON object instead of the table
help-0cfa7c9b3c3240b7 = Vypíše jeden objekt JSON místo tabulky

# A Tic-tac-toe tournament: players against each other and the built-in ones
help-e639fc1e3cf57792 = Turnaj v křížcích a kolečkách: hráči proti sobě navzájem a proti vestavěným

# A Connect Four tournament: players against each other and the built-in ones
help-b7bd7000b18e7150 = Turnaj ve čtyřech v řadě: hráči proti sobě navzájem a proti vestavěným

# A Reversi tournament: players against each other and the built-in ones
help-f089702c9edea838 = Turnaj v Reversi: hráči proti sobě navzájem a proti vestavěným

# The heuristic White's computer plays with (same: --heuristic), so PC vs PC can set one against the other [default: same]
help-431724af7ba13f02 = Heuristika, se kterou hraje počítač za bílého (same: --heuristic), aby PC proti PC mohlo postavit jednu proti druhé [výchozí: same]

# Grade students' work: a hand-traced tree search or a program (grade tree), a whole class's programs (grade class), an exam (grade exam).
help-8d2f98d2e2d4a62a = Hodnotí práci studentů: ručně trasované prohledávání stromu nebo program (grade tree), programy celé třídy (grade class), zkoušku (grade exam).

# Mark an exam's answers (minimax exam) against its key: grades.csv, grades.json, a feedback.md per student, each mistake named by the search variant that reproduces it
help-ef8ce64fcc7d12fc = Opraví odpovědi ze zkoušky (minimax exam) podle klíče: grades.csv, grades.json, feedback.md pro každého studenta, každá chyba pojmenovaná variantou prohledávání, která ji reprodukuje

# The exam's folder (minimax exam --out)
help-761ef35a42de10f6 = Složka zkoušky (minimax exam --out)

# Grade a whole class at once: every student's program (a folder, file or zip each, or a CSV of commands) by the Nim or the tree rubric, in parallel, each contained; grades.csv, grades.json and a feedback file each; a stopped run resumes
help-6c4b257b83eee660 = Ohodnotí celou třídu naráz: program každého studenta (složka, soubor nebo zip, nebo CSV s příkazy) podle bodování pro Nim nebo pro stromy, paralelně, každý izolovaně; grades.csv, grades.json a soubor se zpětnou vazbou pro každého; zastavený běh pokračuje

# The class: a folder with a folder, a file or a ZIP archive per student, or a CSV file of `id,command` lines (run in the CSV's folder)
help-43c08895ae7d377e = Třída: složka se složkou, souborem nebo archivem ZIP pro každého studenta, nebo soubor CSV s řádky `id,příkaz` (spouštěno ve složce CSV)

# What the programs are graded by
help-8501f06ed34c7f21 = Podle čeho se programy hodnotí

# The command run in each student's folder [default: nim: the built-in adapter on player.py's play(heaps); tree: python3 player.py]
help-fa8239a37a608f85 = Příkaz spouštěný ve složce každého studenta [výchozí: nim: vestavěný adaptér na play(heaps) v player.py; tree: python3 player.py]

# The file a submission must hold; a student's lone file is copied in under this name
help-1ad72775ba1edb58 = Soubor, který odevzdání musí obsahovat; jediný soubor studenta se sem zkopíruje pod tímto jménem

# Where grades.csv and grades.json go [default: DIR, or the CSV's folder]
help-785320305b27875b = Kam jdou grades.csv a grades.json [výchozí: SLOŽKA, nebo složka CSV]

# Submissions graded at once [default: one a core]
help-42ea9ea417f069d0 = Odevzdání hodnocená naráz [výchozí: jedno na jádro]

# Grade only every N-th submission from the I-th (by id), into grades.I-of-N.csv and .json; `grade merge` joins the shards' sheets
help-54a95f4cefcc0ee3 = Hodnotí jen každé N-té odevzdání od I-tého (podle id), do grades.I-of-N.csv a .json; `grade merge` spojí listy částí

# Seed for Nim's starts and opponents, or for the random trees
help-0a57d989b7bb70fe = Semínko pro začátky a soupeře Nim, nebo pro náhodné stromy

# Nim: normal play (taking the last stone wins) instead of misère
help-a42886155dac02bc = Nim: normální hra (kdo vezme poslední kamínek, vyhrává) místo misère

# Trees: grade on every tree file in this folder
help-88a7ea298e69602c = Stromy: hodnotí na každém souboru se stromem v této složce

# Trees: grade on N random trees (at most 1,000) [default: 20]
help-166e51f9e527d237 = Stromy: hodnotí na N náhodných stromech (nejvýše 1 000) [výchozí: 20]

# Trees: equal: prune once v ≥ β (AIMA); strict: only once v > β (CS188). A CS188 file keeps its own
help-5b2d06dd1218bb95 = Stromy: equal: ořezává, jakmile v ≥ β (AIMA); strict: až když v > β (CS188). Soubor CS188 si ponechá své

# Seconds a program may take for an answer [default: nim 2, tree 5]
help-7766625250ec5619 = Sekundy, které program smí mít na odpověď [výchozí: nim 2, tree 5]

# Seconds one submission may take in all; past them its answers fail
help-66891754e930b638 = Sekundy, které smí mít jedno odevzdání celkem; po nich jeho odpovědi neprojdou

# Megabytes of memory (address space) a program may take, 16 to 65,536
help-afb1ba48c1a9d723 = Megabajty paměti (adresového prostoru), které program smí mít, 16 až 65 536

# Processes a submission may run at once, 1 to 4,096
help-cec37b7ba1e440be = Procesy, které odevzdání smí spustit naráz, 1 až 4 096

# Print the sheet as JSON instead of the summary
help-fdf16fdfbf9a9456 = Vypíše list jako JSON místo souhrnu

# Print help (see more with '--help')
help-f36284f4577dc4b9 = Vypíše nápovědu (víc s '--help')

# Join the sheets of a class graded in shards (grade class --shard I/N) into grades.csv and grades.json
help-b8ace3d19089a06e = Spojí listy třídy hodnocené po částech (grade class --shard I/N) do grades.csv a grades.json

# The shards' sheets (grades.I-of-N.json), or a folder holding them
help-8438b9e2896cd53e = Listy částí (grades.I-of-N.json), nebo složka, která je obsahuje

# Where grades.csv and grades.json go [default: the first sheet's folder]
help-d24aa47a6a0ca96c = Kam jdou grades.csv a grades.json [výchozí: složka prvního listu]

# Print the joined sheet as JSON instead of the summary
help-f5a37b4e1ced335f = Vypíše spojený list jako JSON místo souhrnu

# Grade a search of a textbook tree: an answer diagnosed, or a program run on many trees.
help-8e94dab96ad6e094 = Ohodnotí prohledávání učebnicového stromu: odpověď s diagnózou, nebo program spuštěný na mnoha stromech.

# An answer to diagnose: `action: MOVE`, then `generated: STATES` (CS188's solution form) and/or `visited: STATES` in visiting order
help-33ed28a65cfb543e = Odpověď k diagnóze: `action: TAH`, pak `generated: STAVY` (tvar řešení z CS188) a/nebo `visited: STAVY` v pořadí návštěv

# A program to grade: it reads `ALGORITHM DEPTH CUT` and the tree, answers its move's label and the labels it visited (see docs/commands.md)
help-9d29effc464e4f27 = Program k hodnocení: čte `ALGORITMUS HLOUBKA ŘEZ` a strom, odpovídá značkou svého tahu a značkami navštívených uzlů (viz docs/commands.md)

# Grade the program on every tree file in this folder
help-1ff1dc437e200d40 = Ohodnotí program na každém souboru se stromem v této složce

# Grade the program on N random trees (at most 1,000)
help-4eedb869adde1646 = Ohodnotí program na N náhodných stromech (nejvýše 1 000)

# Seed for the random trees
help-1a3fa23b18fe7772 = Semínko pro náhodné stromy

# Seconds the program may take for each tree
help-0729f439296d643b = Sekundy, které program smí mít na každý strom

# Benchmark a solver on a file of positions with known scores.
help-9ca747fc7df0d689 = Změří rychlost řešiče na souboru pozic se známým skóre.

# Solve every `position score` line of a file (Pons' test sets) and check each score
help-64499fe61e11cce3 = Vyřeší každý řádek `pozice skóre` souboru (Ponsovy testovací sady) a zkontroluje každé skóre

# A file of `position score` lines (Pons' test sets: Test_L3_R1 and the others)
help-b41d9796bfcd0637 = Soubor s řádky `pozice skóre` (Ponsovy testovací sady: Test_L3_R1 a další)

# No transposition table
help-541ba63e8b1d01d3 = Bez transpoziční tabulky

# Columns left to right, and no threat ordering
help-a9ec05a5fae49638 = Sloupce zleva doprava a bez řazení podle hrozeb

# The table's size in megabytes, down to a power of two (default: 8 M entries, 64 MB)
help-767186d467402bab = Velikost tabulky v megabajtech, zaokrouhlená dolů na mocninu dvou (výchozí: 8 M záznamů, 64 MB)

# Solve every problem of an Edax problem file (.obf, as benches/ffo.obf) with the endgame solver and check each score
help-c6a0c344c2942363 = Vyřeší každou úlohu souboru úloh Edaxu (.obf, jako benches/ffo.obf) řešičem koncovek a zkontroluje každé skóre

# An Edax problem file: per line 64 squares, the side to move, and `move:score;` answers (benches/ffo.obf holds the FFO positions #1-#19 and #40-#44)
help-4ed1cd8ff95fcab0 = Soubor úloh Edaxu: na řádku 64 polí, strana na tahu a odpovědi `tah:skóre;` (benches/ffo.obf obsahuje pozice FFO #1-#19 a #40-#44)

# Only win, loss or draw (faster)
help-b0f30609e30f85a1 = Jen výhra, prohra nebo remíza (rychlejší)

# Threads sharing one table, 1 to 64 (default: the machine's cores)
help-c98cc496eede18e8 = Vlákna sdílející jednu tabulku, 1 až 64 (výchozí: jádra počítače)

# What orders the solver's moves high in the tree: the pattern evaluation (its own), or mobility alone, as Edax and Egaroucid order with their weights zeroed (more nodes, each cheaper: their nodes a second compare on a tree of one shape)
help-ef50e1b34a8427f8 = Co řadí tahy řešitele vysoko ve stromu: evaluace pattern (jeho vlastní řazení), nebo jen mobilita, jak řadí Edax a Egaroucid s vynulovanými vahami (víc uzlů, každý levnější: uzly za sekundu se tak srovnávají na stromech stejného tvaru)

# Review a saved game move by move: each move's value before and after, and whether it threw a win or a draw away.
help-e56c37b0f227386f = Rozebere uloženou partii tah po tahu: hodnota každého tahu před ním a po něm, a zda zahodil výhru nebo remízu.

# A game record (`w` in the app, `arena --save`)
help-52db3e9cb9478ef2 = Záznam partie (`w` v aplikaci, `arena --save`)

# The depth limit, 1 to 12, where the game has no exact answer (Reversi before its last squares, Connect Four's first moves): the app's by default
help-742558f2638e559d = Omezení hloubky, 1 až 12, kde hra nemá přesnou odpověď (Reversi před posledními poli, první tahy čtyř v řadě): výchozí je aplikace

# Stop after this many seconds (at most 3600) and report the moves reviewed by then
help-8b1a1cc71d3e7cd2 = Skončí po tolika sekundách (nejvýše 3600) a ohlásí tahy rozebrané do té doby

# Retry the moves of a saved game that changed the result: the app asks for a better move at each, the values hidden, and shows the best move and its line.
help-e254ef2f14f74a84 = Znovu zkusí tahy uložené partie, které změnily výsledek: aplikace se u každého ptá na lepší tah, hodnoty skryté, a ukáže nejlepší tah a jeho variantu.

# The depth limit, 1 to 12, where the game has no exact answer: the app's by default
help-1e772798169a2e59 = Omezení hloubky, 1 až 12, kde hra nemá přesnou odpověď: výchozí je aplikace

# Make an alpha-beta exam: a distinct tree per student, as sheets to print (Markdown, LaTeX) and files to fill in; or sit one in the app (--sit).
help-55105f96177852b0 = Připraví zkoušku z alfa-bety: jiný strom pro každého studenta, jako listy k tisku (Markdown, LaTeX) a soubory k vyplnění; nebo ji složte v aplikaci (--sit).

# The students: a file of ids (one a line, or a CSV whose first column is the id), or a number N (student-01 …); at most 1,000
help-012062559ec23a69 = Studenti: soubor s id (jedno na řádek, nebo CSV, jehož první sloupec je id), nebo číslo N (student-01 …); nejvýše 1 000

# The exam's seed: with a student's id it deals that student's tree
help-ad38c5a2c330c4b3 = Semínko zkoušky: s id studenta rozdá strom toho studenta

# The folder to write the exam into (it must not hold one already), or with --sit to read it from
help-57c94352f08a5ae6 = Složka, do které se zkouška zapíše (nesmí už nějakou obsahovat), nebo s --sit, odkud se čte

# The time allowed in the app's exam mode (1 to 600 minutes)
help-10fb352fe10c991a = Čas povolený v režimu zkoušky v aplikaci (1 až 600 minut)

# Sit the exam in the app as this student: the tree to fill in, no values, checks or step-through, the time limit counting; the answer is written to the student's answer.txt
help-928e32dd0a7c20c4 = Složí zkoušku v aplikaci jako tento student: strom k vyplnění, bez hodnot, kontrol a krokování, s běžícím časovým limitem; odpověď se zapíše do answer.txt studenta

# Plies from the root to the leaves (1 to 5)
help-d88cd1b683d10e2b = Půltahy od kořene k listům (1 až 5)

# Moves per inner node: a number, or a range `B1,B2` (2 to 5)
help-47d3f35c4bb60b65 = Tahy z vnitřního uzlu: číslo, nebo rozsah `B1,B2` (2 až 5)

# Leaf values, `LO..HI` (within −1000..1000)
help-6f9b5dadcfc943cf = Hodnoty listů, `LO..HI` (v rozsahu −1000..1000)

# equal: prune once v ≥ β (AIMA); strict: only once v > β (CS188)
help-2d0b2d9cf5302680 = equal: ořezává, jakmile v ≥ β (AIMA); strict: až když v > β (CS188)

# Practise alpha-beta by hand on random trees, checked answer by answer.
help-2341b5f4b8e4db18 = Procvičujte alfa-betu ručně na náhodných stromech, kontrolováno odpověď po odpovědi.

# Chance nodes on every other level below the root (expectimax)
help-eb1086fe315832d9 = Uzly náhody na každé druhé úrovni pod kořenem (expectimax)

# Seed for the trees (the same seed deals the same trees)
help-39c6a3da34f8fe21 = Semínko pro stromy (stejné semínko rozdá stejné stromy)

# Practise on this tree first (the notation `solve tree` reads, or a file holding it; at most 200 nodes, each named once); n then deals random ones
help-1be2b0704404d965 = Procvičuje nejdřív na tomto stromu (zápis, který čte `solve tree`, nebo soubor, který ho obsahuje; nejvýše 200 uzlů, každý pojmenovaný jednou); n pak rozdává náhodné

# The root's window as the exercise gives it, `ALPHA,BETA` (whole numbers within −1000..1000, α < β; MAX's values): alpha-beta starts there, not at (−∞, +∞)
help-32bcf0f3a8f9a2cd = Okno kořene, jak ho zadává cvičení, `ALFA,BETA` (celá čísla v rozsahu −1000..1000, α < β; hodnoty MAXe): alfa-beta začíná tam, ne na (−∞, +∞)

# Difficulty that grows: each tree right at its first check deals the next a step harder (deeper, wider), each wrong one a step easier, from --depth and --branching
help-c59bf60e4292d2ca = Obtížnost, která roste: každý strom správně napoprvé rozdá další o stupeň těžší (hlubší, širší), každý špatný o stupeň lehčí, od --depth a --branching

# Ask α and β at every inner node too, as it is entered and as it returns (Tab moves between the value and the two windows); not with --chance
help-e6f4e2e0d87e86ca = Ptá se i na α a β v každém vnitřním uzlu, při vstupu i při návratu (Tab přechází mezi hodnotou a oběma okny); ne s --chance

# Who moves at the root: max (the default) or min (a given tree's own kinds say more)
help-0620cfb153659f59 = Kdo táhne v kořeni: max (výchozí) nebo min (druhy uzlů zadaného stromu řeknou víc)

# Write the manual page (roff) of minimax, or of one command: `minimax man solve | man -l -`
help-eb9858a7bddc6b89 = Zapíše manuálovou stránku (roff) programu minimax nebo jednoho příkazu: `minimax man solve | man -l -`

# A command (`solve`, `arena`, …), or a command and its game (`solve sum`)
help-5d2213b4af4bee91 = Příkaz (`solve`, `arena`, …), nebo příkaz a jeho hra (`solve sum`)

# Write the completions of a shell: `minimax completions bash > ~/.local/share/bash-completion/completions/minimax`
help-180b5ce794b483a8 = Zapíše doplňování pro shell: `minimax completions bash > ~/.local/share/bash-completion/completions/minimax`

# bash, elvish, fish, powershell or zsh
help-39745d71749627cd = bash, elvish, fish, powershell nebo zsh

# Open the app directly on a game (without a subcommand, the app opens on its start screen).
help-407bdb2c8ddf3426 = Otevře aplikaci rovnou na hře (bez podpříkazu se aplikace otevře na úvodní obrazovce).

# Open a saved game record (`arena --save`, `w` in the app) to walk through with < and >
help-61fdbd3c28420ec1 = Otevře uložený záznam partie (`arena --save`, `w` v aplikaci) k procházení pomocí < a >

# Who plays: you as MAX (first) against the computer, the reverse, computer vs computer, or two people
help-6541be97f57ddd2b = Kdo hraje: vy jako MAX (první) proti počítači, obráceně, počítač proti počítači, nebo dva lidé

# Open in the step-through of the first search (the computer's first move, or an analysis of the start for a human)
help-47b8b4176cb2bf70 = Otevře krokování prvního prohledávání (první tah počítače, nebo rozbor začátku pro člověka)

# Most steps a search records for the tree and the step-through, at most 5,000,000 (the search itself goes on unrecorded)
help-e9be89a1915ee8f0 = Nejvíc kroků, které prohledávání zaznamená pro strom a krokování, nejvýše 5 000 000 (prohledávání samo pokračuje bez záznamu)

# The computer's own switches when it plays MIN, in quotes: `--mode pc-vs-pc --depth 2 --min-engine "--depth 6 --pvs"` sets depth 2 against depth 6 with PVS, and `--min-engine "--engine mcts --iterations 1000"` Monte Carlo tree search for MIN
help-200985a5db0e895f = Vlastní přepínače počítače, když hraje za MIN, v uvozovkách: `--mode pc-vs-pc --depth 2 --min-engine "--depth 6 --pvs"` postaví hloubku 2 proti hloubce 6 s PVS, a `--min-engine "--engine mcts --iterations 1000"` Monte Carlo prohledávání stromu za MIN

# Start from N random heaps instead of --heaps (1 to 64)
help-c04e34e7cd9ee1f8 = Začne z N náhodných hromádek místo --heaps (1 až 64)

# Most stones in a random heap (at most 1,000,000) [default: 7]
help-b47ad6fcbd2097bb = Nejvíc kamínků v náhodné hromádce (nejvýše 1 000 000) [výchozí: 7]

# Seed for the random heaps (default: from the clock)
help-bf9f243fe2103ce9 = Semínko pro náhodné hromádky (výchozí: z hodin)
