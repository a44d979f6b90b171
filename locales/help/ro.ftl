# Română: ajutorul liniei de comandă (--help). Fiecare mesaj are ca id amprenta (FNV-1a) a
# textului său englezesc, scris în comentariul de deasupra: dacă textul englezesc se schimbă,
# testul anunță că traducerea lipsește (și că cea veche e în plus).

# Play, watch and study minimax and alpha-beta on real games
help-b0b269565b4e9a55 = Jucați, urmăriți și studiați minimax și alfa-beta pe jocuri adevărate

# The colours: the terminal's own, a colour-blind-safe palette (Okabe–Ito), or none (the default under NO_COLOR). `P` in the app steps through them
help-ac1d9c6d0041af3a = Culorile: cele ale terminalului, o paletă sigură pentru daltoniști (Okabe–Ito) sau niciuna (implicit sub NO_COLOR). `P` în aplicație le parcurge

# The language people read: en, cs (čeština) or ro (română); by default LC_ALL, LC_MESSAGES or LANG's. Machine output (JSON, records, the arena's protocol) is the same in every one
help-c18bd97ea950d2c1 = Limba în care citesc oamenii: en, cs (čeština) sau ro (română); implicit după LC_ALL, LC_MESSAGES sau LANG. Ieșirea pentru mașini (JSON, înregistrări, protocolul arenei) e aceeași în fiecare

# Print help
help-f72fcdb2136c9b2b = Afișează ajutorul

# Print version
help-ffd0d63f0effe104 = Afișează versiunea

# Solve a position and print its value, the best moves and what the search counted.
help-69407ffac4ef638c = Rezolvă o poziție și afișează valoarea ei, cele mai bune mutări și ce a numărat căutarea.

# The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose
help-eb4006d445ec66ba = Jocul sumei: adunați numere din mulțimea de mutări; cine atinge exact ținta câștigă, cine o depășește pierde

# The target L to reach exactly (at most 10,000,000) [default: 10]
help-117f6ab4feb59247 = Ținta L de atins exact (cel mult 10.000.000) [implicit: 10]

# The move set T, comma-separated (empty = 2,3) [default: 2,3]
help-88f177e63f8b9574 = Mulțimea de mutări T, separată prin virgule (goală = 2,3) [implicit: 2,3]

# Moves already played, comma-separated, MAX first
help-5e2b24a9132d6963 = Mutările deja jucate, separate prin virgule, MAX primul

# minimax (MAX-VALUE/MIN-VALUE) or negamax
help-d00ae8970a4498e0 = minimax (MAX-VALUE/MIN-VALUE) sau negamax

# Search every move (plain minimax) instead of pruning with alpha-beta
help-e1bb61aaa560c8e2 = Caută fiecare mutare (minimax simplu) în loc să taie cu alfa-beta

# Do not remember searched positions in a transposition table
help-a8df0ad588a492ae = Nu ține minte pozițiile căutate într-o tabelă de transpoziție

# Search moves in the order the game lists them, not best-first
help-9463973059c9a017 = Caută mutările în ordinea în care le dă jocul, nu cea mai bună întâi

# Plies to search before the game's heuristic stands in (default: to the end; Reversi: 6)
help-74ce098d91af6a5f = Jumătăți de mutare de căutat înainte să intre euristica jocului (implicit: până la capăt; Reversi: 6)

# Iterative deepening on a clock: search depth 1, 2, 3 … (up to --depth, if given) for this many seconds and answer with the deepest depth that finished (0.001 to 3600)
help-790d59af6879cec1 = Adâncire iterativă cu ceas: caută adâncimea 1, 2, 3 … (până la --depth, dacă e dată) atâtea secunde și răspunde cu cea mai adâncă adâncime terminată (0,001 până la 3600)

# Killer moves: try the moves that last cut off at the same ply early
help-2e9aea6e13272294 = Mutări ucigașe (killer moves): încearcă devreme mutările care au tăiat ultima oară la aceeași jumătate de mutare

# The history heuristic: try moves that cut off often, anywhere, early
help-dd876a9318f8f501 = Euristica istoriei: încearcă devreme mutările care taie des, oriunde

# Principal variation search: probe each move after the first with a null window, and search it again only when the probe fails high
help-e104e55ac5eba489 = Căutarea variantei principale (PVS): sondează fiecare mutare de după prima cu o fereastră nulă și o caută din nou doar când sonda eșuează în sus

# Aspiration windows (with --time): search each iteration first with a window W either side of the last one's value, and again with the full window when it falls outside
help-1d0617a534596ffa = Ferestre de aspirație (cu --time): caută fiecare iterație întâi cu o fereastră W de o parte și de alta a valorii celei precedente, și din nou cu fereastra întreagă când valoarea cade în afară

# A transposition table of fixed size, hashed, in this many megabytes (1 to 8192), as engines for big games use: entries survive between iterations and moves, and a full bucket replaces older and shallower entries first (default: a map that never forgets, up to 16 M positions)
help-d87526e74101d6df = O tabelă de transpoziție de mărime fixă, cu dispersie, de atâția megaocteți (1 până la 8192), cum folosesc motoarele jocurilor mari: intrările supraviețuiesc între iterații și mutări, iar un compartiment plin înlocuiește întâi intrările mai vechi și mai puțin adânci (implicit: o hartă care nu uită nimic, până la 16 M poziții)

# Choose among equally good best moves at random, from this seed (the same seed, the same choices)
help-4a6ca5987fb8161f = Alege la întâmplare între cele mai bune mutări la fel de bune, din această sămânță (aceeași sămânță, aceleași alegeri)

# MCTS: iterations to run (2 to 100,000,000: the first only opens the root; default 10,000 unless --time is given; with both, whichever ends first)
help-3fce82824dfa99f2 = MCTS: iterațiile de rulat (2 până la 100.000.000: prima doar deschide rădăcina; implicit 10.000 dacă nu e dat --time; cu ambele, oricare se termină întâi)

# MCTS: C in UCB1 = mean + C·√(ln N / n), in units of the largest result (0 to 100; default √2 ≈ 1.41)
help-1eef7fa1ed4dd6b7 = MCTS: C din UCB1 = media + C·√(ln N / n), în unități ale celui mai mare rezultat (0 până la 100; implicit √2 ≈ 1,41)

# MCTS: the most nodes the tree holds, at most 64 bytes each (2 to 10,000,000: the root and a move; default 1,000,000). Past it the tree stops growing and iterations play out from its leaves
help-5efb429c95851e83 = MCTS: cele mai multe noduri pe care le ține arborele, fiecare de cel mult 64 de octeți (2 până la 10.000.000: rădăcina și o mutare; implicit 1.000.000). Dincolo de ele arborele nu mai crește și iterațiile se joacă din frunzele lui

# MCTS: how playouts choose moves: random, or heuristic (the move the game's evaluation likes best, one move in four at random)
help-77c0b0a2a214feae = MCTS: cum aleg simulările mutările: random (la întâmplare) sau heuristic (mutarea preferată de evaluarea jocului, o mutare din patru la întâmplare)

# Print one JSON object instead of text
help-c6e3dc274d48841b = Afișează un obiect JSON în loc de text

# Say why, in words, from the proof the exact values give: the best move with each reply answered, each worse move's refutation (`why:` lines; JSON `explanation` and `claims`)
help-bd3081cf8a8120d5 = Spune în cuvinte de ce, din dovada pe care o dau valorile exacte: cea mai bună mutare cu un răspuns la fiecare replică, respingerea fiecărei mutări mai slabe (rânduri `why:`; în JSON `explanation` și `claims`)

# alpha-beta: the teaching engine (minimax with the switches above); mcts: Monte Carlo tree search (UCT) with the --iterations, --exploration, --seed, --node-cap and --playout below (and --time)
help-8cd7749e5fd66e68 = alpha-beta: motorul didactic (minimax cu comutatoarele de mai sus); mcts: căutarea Monte Carlo în arbore (UCT) cu --iterations, --exploration, --seed, --node-cap și --playout de mai jos (și --time)

# MCTS: the seed of every random choice (the same seed, the same search; default 0)
help-cf35e864f52b9f44 = MCTS: sămânța fiecărei alegeri aleatoare (aceeași sămânță, aceeași căutare; implicit 0)

# Nim: take stones from one heap; under the default misère rule, taking the last stone loses
help-54a38f76ab9801de = Nim: luați pietre dintr-o grămadă; după regula implicită misère, cine ia ultima piatră pierde

# Heap sizes, comma-separated (0 is an empty heap): at most 64 heaps of at most 1,000,000 [default: 2,5,3]
help-aeb6b235d62139cb = Mărimile grămezilor, separate prin virgule (0 e o grămadă goală): cel mult 64 de grămezi de cel mult 1.000.000 [implicit: 2,5,3]

# Normal play: taking the last stone wins (default: misère, it loses)
help-a81bc590e507c86d = Joc normal: cine ia ultima piatră câștigă (implicit: misère, pierde)

# Tic-tac-toe: X (MAX) moves first; three in a row wins (the plain tree has 549,946 nodes)
help-6394ef2820b30b08 = X și 0: X (MAX) mută primul; trei în linie câștigă (arborele întreg are 549.946 de noduri)

# 9 characters row-major from the top left: x, o, . or - (default: empty)
help-36b1567e5fa8206d = 9 caractere pe rânduri de la stânga sus: x, o, . sau - (implicit: tabla goală)

# Connect Four: the first player (MAX) drops first; four in a row wins; solved exactly as Pons scores it
help-a5eafd4ce4807592 = Connect Four: primul jucător (MAX) lasă primul; patru în linie câștigă; rezolvat exact, cu scorurile lui Pons

# Columns (4 to 9) [default: 7]
help-d1f9dfae3f95f3bb = Coloane (4 până la 9) [implicit: 7]

# Rows (4 to 9) [default: 6]
help-13ab533ed6c0ff12 = Rânduri (4 până la 9) [implicit: 6]

# The columns played so far, 1-based, as Pons writes positions (4453); empty: the start
help-dc95160344f720f6 = Coloanele jucate până acum, numerotate de la 1, cum scrie Pons pozițiile (4453); gol: începutul

# Only win, draw or loss (the score's sign), as Pons' weak solver
help-ff7fd40ec5667c9a = Doar câștig, remiză sau pierdere (semnul scorului), ca rezolvitorul slab al lui Pons

# Also the score of every column (Pons' -a)
help-e87a0792dc8dc93b = Și scorul fiecărei coloane (-a al lui Pons)

# strong: the dedicated solver; teaching: the app's search, with its switches; mcts: Monte Carlo tree search (UCT; see --iterations) [default: strong]
help-585a41c605859c98 = strong: rezolvitorul dedicat; teaching: căutarea aplicației, cu comutatoarele ei; mcts: căutarea Monte Carlo în arbore (UCT; vezi --iterations) [implicit: strong]

# Strong solver: do not order moves by the threats they make
help-eda42b51c607ee84 = Rezolvitorul puternic: nu ordonează mutările după amenințările pe care le fac

# Strong solver: search moves that lose at once too
help-7994e562d22bb043 = Rezolvitorul puternic: caută și mutările care pierd imediat

# Strong solver: one full-window search, not null-window probes
help-cb88a432cf27501f = Rezolvitorul puternic: o singură căutare cu fereastra întreagă, nu sonde cu fereastră nulă

# Reversi: Black (MAX) moves first; depth-limited search with a heuristic (6 plies by default)
help-f8acdec45c794439 = Reversi: Negru (MAX) mută primul; căutare cu adâncime limitată și euristică (6 jumătăți de mutare implicit)

# Threads for perft and the dedicated engine (sharing one table), 1 to 64 (default: the machine's cores)
help-f47ddb3ea69645ee = Fire de execuție pentru perft și motorul dedicat (cu o tabelă comună), 1 până la 64 (implicit: nucleele mașinii)

# dedicated: the Reversi engine (bitboards, PVS, iterative deepening; from 21 empty squares, or --exact-endgame N, the endgame solver's exact margin); teaching: the general engine with its switches, tree and full report. mcts: Monte Carlo tree search (UCT; see --iterations). In the app it is the computer's engine; hints, analyses and the step-through are always the teaching engine's [default: dedicated]
help-e532472b401151c3 = dedicated: motorul de Reversi (bitboard-uri, PVS, adâncire iterativă; de la 21 de pătrate goale, sau --exact-endgame N, diferența exactă a rezolvitorului de final); teaching: motorul general cu comutatoarele, arborele și raportul complet. mcts: căutarea Monte Carlo în arbore (UCT; vezi --iterations). În aplicație e motorul calculatorului; indiciile, analizele și parcurgerea pas cu pas sunt mereu ale motorului didactic [implicit: dedicated]

# Solve to the end with the dedicated endgame solver: the exact disc margin (at most 34 empty squares)
help-9cee54e18303aa27 = Rezolvă până la capăt cu rezolvitorul de final dedicat: diferența exactă de discuri (cel mult 34 de pătrate goale)

# With --endgame: only win, loss or draw (faster)
help-d4ce3f01b56e9930 = Cu --endgame: doar câștig, pierdere sau remiză (mai rapid)

# The evaluation at the depth limit: pattern (trained: the final margin foreseen from edges, corners, lines and diagonals; examples/train_reversi.rs makes it), discs (own minus the opponent's, the lab's) or strong (corners, mobility, squares) [default: pattern]
help-b0fb0fe6b7731c17 = Evaluarea la limita de adâncime: pattern (antrenată: diferența finală prevăzută din margini, colțuri, linii și diagonale; o face examples/train_reversi.rs), discs (ale sale minus ale adversarului, ca la laborator) sau strong (colțuri, mobilitate, pătrate) [implicit: pattern]

# Search to the end when the searched position has this many empty squares or fewer [default: 0]
help-b9fbcb20ccdea37a = Caută până la capăt când poziția căutată are atâtea pătrate goale sau mai puține [implicit: 0]

# 64 characters a1..h1, a2..h2, …, h8: X black, O white, - or . empty (default: the start)
help-c2876a5a173c583e = 64 de caractere a1..h1, a2..h2, …, h8: X negru, O alb, - sau . gol (implicit: începutul)

# Who moves [default: black]
help-ebf503a00994cd5d = Cine mută [implicit: black]

# A textbook game tree: type it, then search it with minimax or alpha-beta (AIMA figure 5.2 by default)
help-80ae21861455604e = Un arbore de joc de manual: scrieți-l, apoi căutați-l cu minimax sau alfa-beta (implicit: figura 5.2 din AIMA)

# The tree, e.g. '((3 12 8) (2 4 6) (14 5 2))', or a file holding it (default: AIMA figure 5.2)
help-462785ee4fd2fe69 = Arborele, de ex. '((3 12 8) (2 4 6) (14 5 2))', sau un fișier care îl conține (implicit: figura 5.2 din AIMA)

# The leaves' values, comma-separated, under a uniform tree (with --branching)
help-55d166b1b4ec0ca2 = Valorile frunzelor, separate prin virgule, sub un arbore uniform (cu --branching)

# Children per inner node for --leaves
help-c161f0d6d1945b46 = Copii pentru fiecare nod interior, pentru --leaves

# Who moves at the root; levels alternate below it unless a node says max(…), min(…) or chance(…) [default: max]
help-fd4c809554663d23 = Cine mută la rădăcină; nivelurile alternează sub ea, dacă un nod nu spune max(…), min(…) sau chance(…) [implicit: max]

# equal: prune once a value reaches the window (v ≥ β, AIMA); strict: only once it passes it (v > β, CS188) [default: equal]
help-fbeeee360273c884 = equal: taie imediat ce o valoare atinge fereastra (v ≥ β, AIMA); strict: doar când o depășește (v > β, CS188) [implicit: equal]

# The order moves are searched in: as written, reversed, the mover's best first or worst first [default: written]
help-c96917a00208542d = Ordinea în care se caută mutările: cum sunt scrise, inversă, cea mai bună pentru cel la mutare întâi sau cea mai slabă întâi [implicit: written]

# Print this message or the help of the given subcommand(s)
help-d4311cccccec41a0 = Afișează acest mesaj sau ajutorul subcomenzii date

# Count the leaves of the game tree to a depth (move generator check and speed).
help-2419766f79a57bab = Numără frunzele arborelui de joc până la o adâncime (verificarea generatorului de mutări și viteza).

# Plies to count
help-1d4a8251f84b48d6 = Jumătăți de mutare de numărat

# Print one JSON object instead of text (the last line of text is the count)
help-c2b76f83eb3a39c7 = Afișează un obiect JSON în loc de text (ultimul rând de text e numărul)

# Write the search tree of a position as JSON or Graphviz DOT.
help-ad25edde32ccff11 = Scrie arborele de căutare al unei poziții ca JSON sau Graphviz DOT.

# json: nested nodes (move, state, player, value, bound, alpha, beta, pruned, children); dot: for Graphviz, pruned edges dashed, the principal variation bold
help-09a1709978cacc5d = json: noduri imbricate (move, state, player, value, bound, alpha, beta, pruned, children); dot: pentru Graphviz, muchiile tăiate punctate, varianta principală îngroșată

# Refuse trees whose search takes more steps than this (each node is a few steps, each pruned move one); at most 5,000,000
help-04107ef31e2e47ab = Refuză arborii a căror căutare are mai mulți pași decât atât (fiecare nod e câțiva pași, fiecare mutare tăiată unul); cel mult 5.000.000

# Draw the search of a position as a picture: TikZ (or Beamer frames a step a click), SVG, or Graphviz DOT.
help-bd4cac47540a3cf9 = Desenează căutarea unei poziții ca imagine: TikZ (sau cadre Beamer, un pas la un clic), SVG sau Graphviz DOT.

# tikz: a LaTeX document of base packages (pdflatex it); svg: for a web page or slides; dot: for Graphviz
help-c5e0b3e391770ca9 = tikz: un document LaTeX cu pachete de bază (cu pdflatex); svg: pentru o pagină web sau slide-uri; dot: pentru Graphviz

# With tikz: a Beamer frame that builds the search a click at a time: each step (a node entered, a value known, a cutoff), or with `--steps cutoffs` a cutoff at a time
help-887b0837895f98fe = Cu tikz: un cadru Beamer care construiește căutarea clic cu clic: fiecare pas (un nod intrat, o valoare aflată, o tăiere) sau, cu `--steps cutoffs`, tăiere cu tăiere

# Refuse searches of more steps than this: a picture of more is not read (at most 5,000,000; each node is a few steps, each pruned move one)
help-76ab4f72fdd2f5ed = Refuză căutările cu mai mulți pași decât atât: o imagine cu mai mult nu se poate citi (cel mult 5.000.000; fiecare nod e câțiva pași, fiecare mutare tăiată unul)

# Players against each other and the built-in ones: tournaments, ratings, a referee; Nim graded by its rubric.
help-eeedad9ab2f135b3 = Jucători unii împotriva altora și a celor încorporați: turnee, clasamente, un arbitru; Nim notat după baremul său.

# A Sum Game tournament: players against each other and the built-in ones
help-f9cf1d688f592b2f = Un turneu de Jocul sumei: jucători unii împotriva altora și a celor încorporați

# A player: a command speaking the game's line protocol (see docs/commands.md), or builtin:NAME. Give several for a round robin; each plays every other entrant
help-ac5e614d1a032605 = Un jucător: o comandă care vorbește protocolul pe rânduri al jocului (vezi docs/commands.md), sau builtin:NUME. Dați mai mulți pentru fiecare cu fiecare; fiecare joacă cu toți ceilalți participanți

# Built-in opponents, comma-separated: random, weak (depth 2), fair (4), strong, perfect (where the game is solved), search:DEPTH. They play the players, not each other
help-77c4edc9ca6989d6 = Adversari încorporați, separați prin virgule: random, weak (adâncime 2), fair (4), strong, perfect (unde jocul e rezolvat), search:ADÂNCIME. Joacă împotriva jucătorilor, nu între ei

# Seeded starts per pairing (each played twice, sides swapped), at most 100,000
help-0cb66028c7c6c93f = Începuturi din sămânță pentru fiecare pereche (fiecare jucat de două ori, cu părțile schimbate), cel mult 100.000

# Seed for the starts and the built-in players' random moves
help-ff56d3c254ffef41 = Sămânța pentru începuturi și mutările aleatoare ale jucătorilor încorporați

# Seconds a player may take for each answer (at most 600)
help-c2556e6f7321bbad = Secundele pe care le poate lua un jucător pentru fiecare răspuns (cel mult 600)

# Games played at once (1 to 64): external players on several cores
help-ea42ac72798b4dac = Partide jucate deodată (1 până la 64): jucători externi pe mai multe nuclee

# Print one JSON object (every game, with its moves and the referee's findings)
help-f3ac24d300eeeeef = Afișează un obiect JSON (fiecare partidă, cu mutările ei și constatările arbitrului)

# Write each game's record into this folder (game-00001.json …), for `play --load`
help-a25ed0b87f9e494c = Scrie înregistrarea fiecărei partide în acest dosar (game-00001.json …), pentru `play --load`

# Misère Nim, graded as in the Heaps assignment.
help-92dc558757cc4ee1 = Nim misère, notat ca în tema Grămezile.

# The graded player: a command speaking the line protocol (see docs/commands.md), or builtin:NAME
help-4ba452476376b047 = Jucătorul notat: o comandă care vorbește protocolul pe rânduri (vezi docs/commands.md), sau builtin:NUME

# Opponents, comma-separated: dumb, medium, hard, search:DEPTH
help-c4739de7f2ac9d85 = Adversari, separați prin virgule: dumb, medium, hard, search:ADÂNCIME

# Random starting positions per opponent (each played twice, sides swapped), at most 100,000
help-3533935999e2bcec = Poziții de start aleatoare pentru fiecare adversar (fiecare jucată de două ori, cu părțile schimbate), cel mult 100.000

# Heaps in each starting position (1 to 64)
help-63735573e7082772 = Grămezi în fiecare poziție de start (1 până la 64)

# Most stones in a starting heap (each has 1 to M; M at most 1,000,000)
help-ec4af8c17f069842 = Cele mai multe pietre într-o grămadă de start (fiecare are 1 până la M; M cel mult 1.000.000)

# Seed for the starting positions and the opponents' random moves
help-3ec1ae64095736fa = Sămânța pentru pozițiile de start și mutările aleatoare ale adversarilor

# Seconds the player may take for each answer, writing the question included (at most 600); an answer longer than 4,096 bytes is invalid
help-56e8e5a924be6b5b = Secundele pe care le poate lua jucătorul pentru fiecare răspuns, inclusiv scrierea întrebării (cel mult 600); un răspuns mai lung de 4.096 de octeți e invalid

# Normal play (taking the last stone wins) instead of misère
help-460cf21ed48eaad4 = Joc normal (cine ia ultima piatră câștigă) în loc de misère

# Print one JSON object instead of the table
help-0cfa7c9b3c3240b7 = Afișează un obiect JSON în loc de tabel

# A Tic-tac-toe tournament: players against each other and the built-in ones
help-e639fc1e3cf57792 = Un turneu de X și 0: jucători unii împotriva altora și a celor încorporați

# A Connect Four tournament: players against each other and the built-in ones
help-b7bd7000b18e7150 = Un turneu de Connect Four: jucători unii împotriva altora și a celor încorporați

# A Reversi tournament: players against each other and the built-in ones
help-f089702c9edea838 = Un turneu de Reversi: jucători unii împotriva altora și a celor încorporați

# The heuristic White's computer plays with (same: --heuristic), so PC vs PC can set one against the other [default: same]
help-431724af7ba13f02 = Euristica cu care joacă calculatorul pentru Alb (same: --heuristic), ca PC contra PC să poată pune una împotriva celeilalte [implicit: same]

# Grade students' work: a hand-traced tree search or a program (grade tree), a whole class's programs (grade class), an exam (grade exam).
help-8d2f98d2e2d4a62a = Notează lucrările studenților: o căutare în arbore urmărită de mână sau un program (grade tree), programele unei clase întregi (grade class), un examen (grade exam).

# Mark an exam's answers (minimax exam) against its key: grades.csv, grades.json, a feedback.md per student, each mistake named by the search variant that reproduces it
help-ef8ce64fcc7d12fc = Corectează răspunsurile unui examen (minimax exam) după cheie: grades.csv, grades.json, un feedback.md pentru fiecare student, fiecare greșeală numită după varianta de căutare care o reproduce

# The exam's folder (minimax exam --out)
help-761ef35a42de10f6 = Dosarul examenului (minimax exam --out)

# Grade a whole class at once: every student's program (a folder, file or zip each, or a CSV of commands) by the Nim or the tree rubric, in parallel, each contained; grades.csv, grades.json and a feedback file each; a stopped run resumes
help-6c4b257b83eee660 = Notează o clasă întreagă deodată: programul fiecărui student (un dosar, un fișier sau un zip fiecare, sau un CSV de comenzi) după baremul pentru Nim sau pentru arbori, în paralel, fiecare izolat; grades.csv, grades.json și un fișier de feedback pentru fiecare; o rulare oprită se reia

# The class: a folder with a folder, a file or a ZIP archive per student, or a CSV file of `id,command` lines (run in the CSV's folder)
help-43c08895ae7d377e = Clasa: un dosar cu un dosar, un fișier sau o arhivă ZIP pentru fiecare student, sau un fișier CSV cu rânduri `id,comandă` (rulate în dosarul CSV-ului)

# What the programs are graded by
help-8501f06ed34c7f21 = După ce se notează programele

# The command run in each student's folder [default: nim: the built-in adapter on player.py's play(heaps); tree: python3 player.py]
help-fa8239a37a608f85 = Comanda rulată în dosarul fiecărui student [implicit: nim: adaptorul încorporat pentru play(heaps) din player.py; tree: python3 player.py]

# The file a submission must hold; a student's lone file is copied in under this name
help-1ad72775ba1edb58 = Fișierul pe care trebuie să-l conțină o lucrare; fișierul singur al unui student e copiat sub acest nume

# Where grades.csv and grades.json go [default: DIR, or the CSV's folder]
help-785320305b27875b = Unde merg grades.csv și grades.json [implicit: DOSARUL, sau dosarul CSV-ului]

# Submissions graded at once [default: one a core]
help-42ea9ea417f069d0 = Lucrări notate deodată [implicit: una pe nucleu]

# Grade only every N-th submission from the I-th (by id), into grades.I-of-N.csv and .json; `grade merge` joins the shards' sheets
help-54a95f4cefcc0ee3 = Notează doar fiecare a N-a lucrare de la a I-a (după id), în grades.I-of-N.csv și .json; `grade merge` unește foile părților

# Seed for Nim's starts and opponents, or for the random trees
help-0a57d989b7bb70fe = Sămânța pentru începuturile și adversarii Nim, sau pentru arborii aleatori

# Nim: normal play (taking the last stone wins) instead of misère
help-a42886155dac02bc = Nim: joc normal (cine ia ultima piatră câștigă) în loc de misère

# Trees: grade on every tree file in this folder
help-88a7ea298e69602c = Arbori: notează pe fiecare fișier cu arbore din acest dosar

# Trees: grade on N random trees (at most 1,000) [default: 20]
help-166e51f9e527d237 = Arbori: notează pe N arbori aleatori (cel mult 1.000) [implicit: 20]

# Trees: equal: prune once v ≥ β (AIMA); strict: only once v > β (CS188). A CS188 file keeps its own
help-5b2d06dd1218bb95 = Arbori: equal: taie imediat ce v ≥ β (AIMA); strict: doar când v > β (CS188). Un fișier CS188 își păstrează regula

# Seconds a program may take for an answer [default: nim 2, tree 5]
help-7766625250ec5619 = Secundele pe care le poate lua un program pentru un răspuns [implicit: nim 2, tree 5]

# Seconds one submission may take in all; past them its answers fail
help-66891754e930b638 = Secundele pe care le poate lua o lucrare în total; după ele răspunsurile ei eșuează

# Megabytes of memory (address space) a program may take, 16 to 65,536
help-afb1ba48c1a9d723 = Megaocteții de memorie (spațiu de adrese) pe care îi poate lua un program, 16 până la 65.536

# Processes a submission may run at once, 1 to 4,096
help-cec37b7ba1e440be = Procesele pe care o lucrare le poate rula deodată, 1 până la 4.096

# Print the sheet as JSON instead of the summary
help-fdf16fdfbf9a9456 = Afișează foaia ca JSON în loc de rezumat

# Print help (see more with '--help')
help-f36284f4577dc4b9 = Afișează ajutorul (mai mult cu '--help')

# Join the sheets of a class graded in shards (grade class --shard I/N) into grades.csv and grades.json
help-b8ace3d19089a06e = Unește foile unei clase notate pe părți (grade class --shard I/N) în grades.csv și grades.json

# The shards' sheets (grades.I-of-N.json), or a folder holding them
help-8438b9e2896cd53e = Foile părților (grades.I-of-N.json), sau un dosar care le conține

# Where grades.csv and grades.json go [default: the first sheet's folder]
help-d24aa47a6a0ca96c = Unde merg grades.csv și grades.json [implicit: dosarul primei foi]

# Print the joined sheet as JSON instead of the summary
help-f5a37b4e1ced335f = Afișează foaia unită ca JSON în loc de rezumat

# Grade a search of a textbook tree: an answer diagnosed, or a program run on many trees.
help-8e94dab96ad6e094 = Notează o căutare într-un arbore de manual: un răspuns diagnosticat, sau un program rulat pe mulți arbori.

# An answer to diagnose: `action: MOVE`, then `generated: STATES` (CS188's solution form) and/or `visited: STATES` in visiting order
help-33ed28a65cfb543e = Un răspuns de diagnosticat: `action: MUTARE`, apoi `generated: STĂRI` (forma soluției din CS188) și/sau `visited: STĂRI` în ordinea vizitării

# A program to grade: it reads `ALGORITHM DEPTH CUT` and the tree, answers its move's label and the labels it visited (see docs/commands.md)
help-9d29effc464e4f27 = Un program de notat: citește `ALGORITM ADÂNCIME TĂIERE` și arborele, răspunde cu eticheta mutării sale și etichetele vizitate (vezi docs/commands.md)

# Grade the program on every tree file in this folder
help-1ff1dc437e200d40 = Notează programul pe fiecare fișier cu arbore din acest dosar

# Grade the program on N random trees (at most 1,000)
help-4eedb869adde1646 = Notează programul pe N arbori aleatori (cel mult 1.000)

# Seed for the random trees
help-1a3fa23b18fe7772 = Sămânța pentru arborii aleatori

# Seconds the program may take for each tree
help-0729f439296d643b = Secundele pe care le poate lua programul pentru fiecare arbore

# Benchmark a solver on a file of positions with known scores.
help-9ca747fc7df0d689 = Măsoară viteza unui rezolvitor pe un fișier de poziții cu scoruri cunoscute.

# Solve every `position score` line of a file (Pons' test sets) and check each score
help-64499fe61e11cce3 = Rezolvă fiecare rând `poziție scor` al unui fișier (seturile de test ale lui Pons) și verifică fiecare scor

# A file of `position score` lines (Pons' test sets: Test_L3_R1 and the others)
help-b41d9796bfcd0637 = Un fișier cu rânduri `poziție scor` (seturile de test ale lui Pons: Test_L3_R1 și celelalte)

# No transposition table
help-541ba63e8b1d01d3 = Fără tabelă de transpoziție

# Columns left to right, and no threat ordering
help-a9ec05a5fae49638 = Coloanele de la stânga la dreapta și fără ordonare după amenințări

# The table's size in megabytes, down to a power of two (default: 8 M entries, 64 MB)
help-767186d467402bab = Mărimea tabelei în megaocteți, rotunjită în jos la o putere a lui doi (implicit: 8 M intrări, 64 MB)

# Solve every problem of an Edax problem file (.obf, as benches/ffo.obf) with the endgame solver and check each score
help-c6a0c344c2942363 = Rezolvă fiecare problemă a unui fișier de probleme Edax (.obf, ca benches/ffo.obf) cu rezolvitorul de final și verifică fiecare scor

# An Edax problem file: per line 64 squares, the side to move, and `move:score;` answers (benches/ffo.obf holds the FFO positions #1-#19 and #40-#44)
help-4ed1cd8ff95fcab0 = Un fișier de probleme Edax: pe rând 64 de pătrate, partea la mutare și răspunsuri `mutare:scor;` (benches/ffo.obf conține pozițiile FFO #1-#19 și #40-#44)

# Only win, loss or draw (faster)
help-b0f30609e30f85a1 = Doar câștig, pierdere sau remiză (mai rapid)

# Threads sharing one table, 1 to 64 (default: the machine's cores)
help-c98cc496eede18e8 = Fire de execuție cu o tabelă comună, 1 până la 64 (implicit: nucleele mașinii)

# What orders the solver's moves high in the tree: the pattern evaluation (its own), or mobility alone, as Edax and Egaroucid order with their weights zeroed (more nodes, each cheaper: their nodes a second compare on a tree of one shape)
help-ef50e1b34a8427f8 = Ce ordonează mutările rezolvitorului sus în arbore: evaluarea pattern (ordinea sa), sau doar mobilitatea, cum ordonează Edax și Egaroucid cu ponderile puse la zero (mai multe noduri, fiecare mai ieftin: nodurile pe secundă se compară astfel pe arbori de aceeași formă)

# Review a saved game move by move: each move's value before and after, and whether it threw a win or a draw away.
help-e56c37b0f227386f = Analizează o partidă salvată mutare cu mutare: valoarea fiecărei mutări înainte și după, și dacă a aruncat un câștig sau o remiză.

# A game record (`w` in the app, `arena --save`)
help-52db3e9cb9478ef2 = O înregistrare de partidă (`w` în aplicație, `arena --save`)

# The depth limit, 1 to 12, where the game has no exact answer (Reversi before its last squares, Connect Four's first moves): the app's by default
help-742558f2638e559d = Limita de adâncime, 1 până la 12, unde jocul nu are un răspuns exact (Reversi înaintea ultimelor pătrate, primele mutări din Connect Four): implicit cea a aplicației

# Stop after this many seconds (at most 3600) and report the moves reviewed by then
help-8b1a1cc71d3e7cd2 = Se oprește după atâtea secunde (cel mult 3600) și raportează mutările analizate până atunci

# Retry the moves of a saved game that changed the result: the app asks for a better move at each, the values hidden, and shows the best move and its line.
help-e254ef2f14f74a84 = Reîncearcă mutările unei partide salvate care au schimbat rezultatul: aplicația cere o mutare mai bună la fiecare, cu valorile ascunse, și arată cea mai bună mutare și linia ei.

# The depth limit, 1 to 12, where the game has no exact answer: the app's by default
help-1e772798169a2e59 = Limita de adâncime, 1 până la 12, unde jocul nu are un răspuns exact: implicit cea a aplicației

# Make an alpha-beta exam: a distinct tree per student, as sheets to print (Markdown, LaTeX) and files to fill in; or sit one in the app (--sit).
help-55105f96177852b0 = Pregătește un examen de alfa-beta: un arbore diferit pentru fiecare student, ca foi de tipărit (Markdown, LaTeX) și fișiere de completat; sau susțineți-l în aplicație (--sit).

# The students: a file of ids (one a line, or a CSV whose first column is the id), or a number N (student-01 …); at most 1,000
help-012062559ec23a69 = Studenții: un fișier de id-uri (unul pe rând, sau un CSV a cărui primă coloană e id-ul), sau un număr N (student-01 …); cel mult 1.000

# The exam's seed: with a student's id it deals that student's tree
help-ad38c5a2c330c4b3 = Sămânța examenului: cu id-ul unui student împarte arborele acelui student

# The folder to write the exam into (it must not hold one already), or with --sit to read it from
help-57c94352f08a5ae6 = Dosarul în care se scrie examenul (nu trebuie să conțină deja unul) sau, cu --sit, din care se citește

# The time allowed in the app's exam mode (1 to 600 minutes)
help-10fb352fe10c991a = Timpul permis în modul examen al aplicației (1 până la 600 de minute)

# Sit the exam in the app as this student: the tree to fill in, no values, checks or step-through, the time limit counting; the answer is written to the student's answer.txt
help-928e32dd0a7c20c4 = Susține examenul în aplicație ca acest student: arborele de completat, fără valori, verificări sau parcurgere pas cu pas, cu limita de timp curgând; răspunsul se scrie în answer.txt al studentului

# Plies from the root to the leaves (1 to 5)
help-d88cd1b683d10e2b = Jumătăți de mutare de la rădăcină la frunze (1 până la 5)

# Moves per inner node: a number, or a range `B1,B2` (2 to 5)
help-47d3f35c4bb60b65 = Mutări pentru fiecare nod interior: un număr sau un interval `B1,B2` (2 până la 5)

# Leaf values, `LO..HI` (within −1000..1000)
help-6f9b5dadcfc943cf = Valorile frunzelor, `LO..HI` (în −1000..1000)

# equal: prune once v ≥ β (AIMA); strict: only once v > β (CS188)
help-2d0b2d9cf5302680 = equal: taie imediat ce v ≥ β (AIMA); strict: doar când v > β (CS188)

# Practise alpha-beta by hand on random trees, checked answer by answer.
help-2341b5f4b8e4db18 = Exersați alfa-beta de mână pe arbori aleatori, verificați răspuns cu răspuns.

# Chance nodes on every other level below the root (expectimax)
help-eb1086fe315832d9 = Noduri de șansă pe fiecare al doilea nivel sub rădăcină (expectimax)

# Seed for the trees (the same seed deals the same trees)
help-39c6a3da34f8fe21 = Sămânța pentru arbori (aceeași sămânță împarte aceiași arbori)

# Practise on this tree first (the notation `solve tree` reads, or a file holding it; at most 200 nodes, each named once); n then deals random ones
help-1be2b0704404d965 = Exersați întâi pe acest arbore (notația pe care o citește `solve tree`, sau un fișier care îl conține; cel mult 200 de noduri, fiecare numit o dată); n împarte apoi arbori aleatori

# The root's window as the exercise gives it, `ALPHA,BETA` (whole numbers within −1000..1000, α < β; MAX's values): alpha-beta starts there, not at (−∞, +∞)
help-32bcf0f3a8f9a2cd = Fereastra rădăcinii cum o dă exercițiul, `ALFA,BETA` (numere întregi în −1000..1000, α < β; valorile lui MAX): alfa-beta pornește de acolo, nu de la (−∞, +∞)

# Difficulty that grows: each tree right at its first check deals the next a step harder (deeper, wider), each wrong one a step easier, from --depth and --branching
help-c59bf60e4292d2ca = Dificultate care crește: fiecare arbore corect la prima verificare îl împarte pe următorul cu un pas mai greu (mai adânc, mai lat), fiecare greșit cu un pas mai ușor, pornind de la --depth și --branching

# Ask α and β at every inner node too, as it is entered and as it returns (Tab moves between the value and the two windows); not with --chance
help-e6f4e2e0d87e86ca = Cere și α și β la fiecare nod interior, la intrare și la întoarcere (Tab trece între valoare și cele două ferestre); nu cu --chance

# Who moves at the root: max (the default) or min (a given tree's own kinds say more)
help-0620cfb153659f59 = Cine mută la rădăcină: max (implicit) sau min (tipurile de noduri ale unui arbore dat spun mai mult)

# Write the manual page (roff) of minimax, or of one command: `minimax man solve | man -l -`
help-eb9858a7bddc6b89 = Scrie pagina de manual (roff) a lui minimax sau a unei comenzi: `minimax man solve | man -l -`

# A command (`solve`, `arena`, …), or a command and its game (`solve sum`)
help-5d2213b4af4bee91 = O comandă (`solve`, `arena`, …), sau o comandă și jocul ei (`solve sum`)

# Write the completions of a shell: `minimax completions bash > ~/.local/share/bash-completion/completions/minimax`
help-180b5ce794b483a8 = Scrie completările pentru un shell: `minimax completions bash > ~/.local/share/bash-completion/completions/minimax`

# bash, elvish, fish, powershell or zsh
help-39745d71749627cd = bash, elvish, fish, powershell sau zsh

# Open the app directly on a game (without a subcommand, the app opens on its start screen).
help-407bdb2c8ddf3426 = Deschide aplicația direct pe un joc (fără subcomandă, aplicația se deschide pe ecranul de start).

# Open a saved game record (`arena --save`, `w` in the app) to walk through with < and >
help-61fdbd3c28420ec1 = Deschide o înregistrare de partidă salvată (`arena --save`, `w` în aplicație) de parcurs cu < și >

# Who plays: you as MAX (first) against the computer, the reverse, computer vs computer, or two people
help-6541be97f57ddd2b = Cine joacă: dvs. ca MAX (primul) împotriva calculatorului, invers, calculator contra calculator sau doi oameni

# Open in the step-through of the first search (the computer's first move, or an analysis of the start for a human)
help-47b8b4176cb2bf70 = Deschide parcurgerea pas cu pas a primei căutări (prima mutare a calculatorului, sau o analiză a începutului pentru un om)

# Most steps a search records for the tree and the step-through, at most 5,000,000 (the search itself goes on unrecorded)
help-e9be89a1915ee8f0 = Cei mai mulți pași pe care îi înregistrează o căutare pentru arbore și parcurgere, cel mult 5.000.000 (căutarea însăși continuă neînregistrată)

# The computer's own switches when it plays MIN, in quotes: `--mode pc-vs-pc --depth 2 --min-engine "--depth 6 --pvs"` sets depth 2 against depth 6 with PVS, and `--min-engine "--engine mcts --iterations 1000"` Monte Carlo tree search for MIN
help-200985a5db0e895f = Comutatoarele proprii ale calculatorului când joacă MIN, între ghilimele: `--mode pc-vs-pc --depth 2 --min-engine "--depth 6 --pvs"` pune adâncimea 2 împotriva adâncimii 6 cu PVS, iar `--min-engine "--engine mcts --iterations 1000"` căutarea Monte Carlo în arbore pentru MIN

# Start from N random heaps instead of --heaps (1 to 64)
help-c04e34e7cd9ee1f8 = Pornește din N grămezi aleatoare în loc de --heaps (1 până la 64)

# Most stones in a random heap (at most 1,000,000) [default: 7]
help-b47ad6fcbd2097bb = Cele mai multe pietre într-o grămadă aleatoare (cel mult 1.000.000) [implicit: 7]

# Seed for the random heaps (default: from the clock)
help-bf9f243fe2103ce9 = Sămânța pentru grămezile aleatoare (implicit: din ceas)
