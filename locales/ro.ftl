# Mesajele minimax-tui în română, cu cuvintele laboratorului (mutare, jucător, remiză).
# Numerele date unui mesaj se scriu ca în română (1.234,5).

## Ecranul de start

start-title = minimax-tui · joc nou
start-tagline = Jucați, urmăriți și parcurgeți pas cu pas minimax și alfa-beta.
start-back = înapoi: { $game } · Enter îl înlocuiește
start-back-short = înapoi: { $game }
start-takes-digits = { $field }: doar cifre și virgule, nu { $char }
start-too-long = un câmp are cel mult { $most } { $most ->
    [one] caracter
    [few] caractere
   *[other] de caractere
}: dați un arbore mai lung ca nume de fișier

start-game = Joc
start-mode = Mod
start-mode-hint = MAX mută primul
start-depth = Limită de adâncime
start-depth-hint = semimutări de căutat; gol = până la final
start-time = Timp pe mutare
start-time-hint = adâncire iterativă: cea mai mare adâncime (până la limită) terminată în acest timp
start-ordering = Ordonarea mutărilor
start-ordering-hint = caută întâi mutările probabil bune (oprită: ordinea jocului)
start-algorithm = Algoritm
start-algorithm-hint = MAX-VALUE/MIN-VALUE, sau o singură funcție pentru ambii jucători
start-alpha-beta = Alfa-beta
start-alpha-beta-hint = taie mutările care nu pot conta
start-table = Tabelă de transpoziție
start-table-hint = ține minte pozițiile căutate (hash: memorie fixă, păstrată între mutări)
start-techniques = Tehnici
start-techniques-hint = sonde cu fereastră nulă (PVS); mutările care au tăiat în altă parte, încercate întâi
start-max-engine = Motorul lui MAX
start-min-engine = Motorul lui MIN
start-engine-hint = cum alege calculatorul pentru acest jucător: minimax cu comutatoarele căutării, sau căutarea Monte Carlo în arbore după numărul de iterații (timpul pe mutare le limitează pe amândouă); sugestiile, A și s sunt mereu ale lui minimax
start-language = Limbă
start-language-hint = limba tuturor ecranelor; linia de comandă primește --lang, altfel LANG

start-on = pornit
start-off = oprit
start-table-hashed = hash, { $n } MB
start-techniques-none = niciuna
start-techniques-killers = killer + istoric
start-techniques-all = PVS + killer + istoric
start-engine-mcts = MCTS, { $n } { $n ->
    [one] iterație
    [few] iterații
   *[other] de iterații
}
start-seconds = { $n } s

start-key-field = câmp
start-key-examples = exemple
start-key-any = orice tastă
start-key-types = scrie
start-key-choose = alege
start-key-type = scrie
start-key-start = începe
start-key-quit = ieșire

## Modurile

mode-human-vs-pc = Om vs PC
mode-pc-vs-human = PC vs om
mode-pc-vs-pc = PC vs PC
mode-human-vs-human = Om vs om

## Tastele: ce face fiecare (ajutorul) și cuvântul ei din bara de stare

key-input-confirm = joacă mutarea scrisă
key-input-back = oprește scrierea
key-input-backspace = șterge un caracter
key-input-type = mutarea, cum o scrie lista de mutări
key-all-quit = ieșire
key-all-help = ajutor: toate tastele
key-all-cycle-palette = culori (sigure pentru daltoniști, fără)
key-help-up = derulează ajutorul; orice altă tastă îl închide
key-start-up = câmpul anterior
key-start-down = câmpul următor
key-start-left = alegerea anterioară (sau cu unu mai puțin)
key-start-right = alegerea următoare (sau cu unu mai mult)
key-start-type = editează câmpul de text selectat
key-start-backspace = șterge un caracter scris
key-start-confirm = începe jocul
key-start-practise = exersează alfa-beta de mână pe arbori aleatori
key-start-back = înapoi la jocul (sau exercițiul) părăsit
key-start-text-up = câmpul anterior, următor
key-start-text-left = exemplele
key-start-text-type = scrie (și q: Ctrl-C iese, sau părăsiți câmpul)
key-practice-up = părintele, primul copil, frații
key-practice-type = scrie valoarea nodului (--windows: α,β; un - singur e −∞, + e +∞)
key-practice-confirm = valoarea scrisă e a nodului
key-practice-mark-pruned = marchează (sau demarchează) nodul ca neexaminat niciodată
key-practice-next-field = --windows: valoarea, α,β la intrare, α,β la ieșire
key-practice-check = verifică răspunsurile
key-practice-reveal = arată răspunsurile
key-practice-step = parcurge căutarea pas cu pas de la prima greșeală
key-practice-next-tree = un arbore nou
key-practice-back = înapoi la start (păstrat: Esc revine)
key-exam-type = scrie valoarea nodului
key-exam-confirm = valoarea scrisă e a nodului (salvată)
key-exam-mark-pruned = marchează (sau demarchează) nodul ca neexaminat niciodată (salvat)
key-exam-back = examenul rămâne deschis: q îl încheie (răspunsurile se salvează pe parcurs)
key-play-back = oprește căutarea, sau la start (jocul rămâne)
key-board-up = alege o mutare (Nim: grămada, pietrele)
key-board-digit = scrie o mutare (Nim: câte pietre iei)
key-play-confirm = joacă mutarea selectată (sau scrisă)
key-retry-confirm = încearcă mutarea selectată (sau scrisă): judecată, nu jucată
key-retry-enter-move = scrie numele unei mutări de încercat (d3, pass, 1:4)
key-retry-reveal = arată cea mai bună mutare și linia ei
key-retry-next-mistake = următoarea mutare de reîncercat
key-retry-previous-mistake = mutarea anterioară de reîncercat
key-retry-back = încheie reîncercarea (jocul rămâne aici)
key-playing-enter-move = scrie numele unei mutări (d3, pass, 1:4)
key-playing-focus-tree = tastele la arborele jocului și înapoi
key-playing-step = parcurge pas cu pas căutarea calculatorului
key-playing-analyze = analizează aici, parcurge pas cu pas
key-playing-compare = compară minimax și alfa-beta
key-playing-toggle-alpha-beta = tăierea alfa-beta pornită/oprită
key-playing-toggle-algorithm = minimax / negamax
key-playing-depth-up = limita de adâncime +1 (peste 20: fără)
key-playing-depth-down = limita de adâncime −1
key-playing-toggle-table = tabela de transpoziție pornită/oprită
key-playing-cycle-clock = timp pe mutare: oprit, 0,1 s … 10 s
key-playing-mark-best = ★ pe tablă: cea mai bună, primele 3, niciuna
key-playing-toggle-hints = sugestii pornite/oprite (oprite: joc orb)
key-playing-undo = anulează ultima ta mutare și răspunsul
key-playing-restart = reîncepe jocul
key-playing-history-back = o mutare înapoi prin joc
key-playing-history-forward = o mutare înainte din nou
key-playing-save-record = salvează jocul (play --load)
key-playing-copy-position = copiază notația poziției
key-playing-enter-position = scrie o poziție și începe de la ea
key-playing-switch-line = cealaltă linie de aici (o variantă)
key-playing-review = analizează jocul mutare cu mutare
key-tree-step-export-picture = desenează căutarea afișată în fișiere (TikZ, SVG)
key-playing-explain = de ce cea mai bună mutare e cea mai bună: dovada ei
key-playing-pause = pauză/continuare pentru calculator
key-playing-one-move = în pauză: calculatorul mută o dată
key-playing-slower = PC vs PC mai încet
key-playing-faster = PC vs PC mai repede
key-review-up = mutarea anterioară sau următoare
key-review-page-up = o pagină în sus sau în jos
key-review-confirm = mergi la poziția dinaintea mutării
key-review-retry = reîncearcă mutările care au schimbat rezultatul
key-review-back = închide analiza (oprește-o cât rulează)
key-explain-up = derulare
key-explain-back = închide explicația
key-tree-step-up = rândul anterior
key-tree-step-down = rândul următor
key-tree-right = deschide nodul
key-tree-left = închide nodul (sau mergi la părintele lui)
key-tree-step-confirm = deschide sau închide nodul
key-tree-page-up = o pagină în sus
key-tree-page-down = o pagină în jos
key-tree-home = rădăcina
key-tree-end = capătul celei mai bune linii
key-tree-back = tastele înapoi la mutări
key-step-right = un pas înainte
key-step-left = un pas înapoi
key-step-page-down = zece pași înainte
key-step-page-up = zece pași înapoi
key-step-home = începutul căutării
key-step-end = sfârșitul căutării
key-step-next-cutoff = înainte la următoarea tăiere
key-step-next-root-value = înainte la următoarea valoare a rădăcinii
key-step-next-chapter = iterația următoare (pe ceas)
key-step-previous-chapter = iterația anterioară
key-steps-pause = redare automată pornită/oprită
key-steps-slower = redare automată mai lentă
key-steps-faster = redare automată mai rapidă
key-step-follow = cursorul arborelui urmează căutarea
key-step-compare = compară aici minimax și alfa-beta
key-play-tree-step-toggle-drawing = arborele desenat, sau ca schiță
key-steps-back = părăsește parcurgerea pas cu pas
key-mcts-step-right = faza următoare (selecție, expansiune, simulare, propagare)
key-mcts-step-left = faza anterioară
key-mcts-step-next-chapter = iterația următoare
key-mcts-step-page-down = zece iterații înainte
key-mcts-step-page-up = zece iterații înapoi
key-mcts-step-home = prima iterație
key-mcts-step-end = ultima iterație înregistrată
status-play = joacă
status-cancel = renunță
status-quit = ieșire
status-help = ajutor
status-start = începe
status-practise = exersează
status-field = câmp
status-types-ctrl-c-quits = scrie, Ctrl-C iese
status-enter = introdu
status-pruned = tăiat
status-check = verifică
status-reveal = arată
status-step = pas
status-new = nou
status-back = înapoi
status-try = încearcă
status-best = cea mai bună
status-next = următoarea
status-end = încheie
status-tree = arbore
status-compare = compară
status-alpha-beta = αβ
status-undo = anulare
status-restart = reîncepe
status-review = analiză
status-go-there = mergi acolo
status-retry = reîncearcă
status-close = închide
status-moves = mutări
status-cutoff = tăiere
status-root = rădăcină
status-leave = ieși
status-phase = fază
status-iteration = iterație
key-name-space = spațiu
key-name-any = orice tastă
help-title = Ajutor · orice tastă închide
help-title-scrolls = Ajutor · rândurile { $first }–{ $last } din { $rows } · ↑↓ derulare · orice altă tastă închide
help-values = Valorile sunt ale lui MAX (X, Negru): +1 câștigă MAX, −1 câștigă MIN, 0 remiză; "in 3" numără semimutările de la poziția afișată; în negamax valorile arborelui sunt ale jucătorului la mutare. ≥/≤: o limită (alfa-beta s-a oprit odată ce nodul nu mai putea conta). α/β: fereastra cu care s-a intrat în nod. branching: factorul de ramificare efectiv, acel b pentru care un arbore complet cu b mutări din fiecare nod până la adâncimea atinsă ar avea atâtea noduri câte s-au căutat (tăierea și ordonarea îl reduc).
help-utilities = Valorile sunt utilitățile lui MAX: numărul unei frunze, pe care MAX îl vrea mare și MIN mic; în negamax valorile arborelui sunt ale jucătorului la mutare. ≥/≤: o limită (alfa-beta s-a oprit odată ce nodul nu mai putea conta). α/β: fereastra cu care s-a intrat în nod. branching: factorul de ramificare efectiv, acel b pentru care un arbore complet cu b mutări din fiecare nod până la adâncimea atinsă ar avea atâtea noduri câte s-au căutat (tăierea și ordonarea îl reduc).

## Narațiunea parcurgerii pas cu pas: ce a făcut ultimul pas. $who mută în poziția $at;
## valorile ($value, $alpha, $beta) vin scrise, cu distanța până la final ("+1 in 3").

narrate-before-chapter = { $heading } → face primul pas; n, p: alte capitole.
narrate-before = Înainte de căutare: → face primul pas.
narrate-root = Căutarea începe: { $who } la mutare în { $at }{ $window }.
narrate-window = { $how } α = { $alpha }, β = { $beta }
narrate-how-window = , fereastra
narrate-how-again = , căutată din nou cu fereastra întreagă: sonda a spus că poate fi mai bună,
narrate-how-probe = , sondată cu o fereastră nulă: e mai bună decât cea mai bună de până acum? Fereastra
narrate-how-inside-probe = , într-o sondă: fereastră nulă
narrate-how-searched = , căutată cu fereastra
narrate-final = { $at } e finală: jocul s-a terminat, valoarea { $value }.
narrate-depth-cut = Limita de adâncime oprește căutarea în { $at }: euristica spune { $value }.
narrate-table-hit = { $at } e deja în tabela de transpoziție: valoarea { $value }.
narrate-raise-alpha = { $who } în { $at } ridică α de la { $before } la { $after }: poate obține deja { $after }.
narrate-lower-beta = { $who } în { $at } coboară β de la { $before } la { $after }: poate ține deja valoarea la { $after }.
narrate-done = { $who } în { $at } a terminat: { $value }{ $best }.
narrate-value-exact = valoarea { $value }
narrate-value-lower = valoarea ≥ { $value } (o limită: a atins β)
narrate-value-upper = valoarea ≤ { $value } (o limită: nicio mutare n-a depășit α)
narrate-best = , cea mai bună mutare { $move }
narrate-enter = { $opponent } joacă { $move } → { $who } la mutare în { $at }{ $window }.{ $why }
narrate-why-table = Încercată prima: cea mai bună mutare pe care tabela de transpoziție o păstrează de la o vizită anterioară.
narrate-why-killer = Încercată prima: o mutare killer, a produs o tăiere la această adâncime în altă parte a arborelui.
narrate-why-history = Încercată prima după euristica istoricului: a produs cele mai multe tăieri până acum.
narrate-chance = Șansă în { $at }: { $move } dă { $got }; speranța de până acum e { $value }.
narrate-chance-mover = șansa
narrate-improve-first = { $who } în { $at }: { $move } dă { $value }, prima valoare.
narrate-improve = { $who } în { $at }: { $move } dă { $value }, cea mai bună de până acum.
narrate-no-better = { $who } în { $at }: { $move } dă { $value }, nu mai bine de { $before }.
narrate-a-move = o mutare
narrate-cutoff = { $who } în { $at } încearcă { $move } → { $reason }: { $n ->
    [one] mutarea rămasă e tăiată
    [few] cele { $n } mutări rămase sunt tăiate
   *[other] cele { $n } de mutări rămase sunt tăiate
} ({ $pruned }). α ≥ β: cealaltă parte are deja o alegere mai bună mai sus.
narrate-reason-min = valoarea { $value } ≤ α = { $alpha }
narrate-reason-max = valoarea { $value } ≥ β = { $beta }
narrate-reason-window = α = { $alpha } ≥ β = { $beta }

## Valorile în cuvinte. $side e numele unei părți în joc (MAX, X, Black); $n numără semimutările.

value-wins-in = { $side } câștigă cu joc perfect în { $n } { $n ->
    [one] semimutare
    [few] semimutări
   *[other] de semimutări
}
value-wins = { $side } câștigă cu joc perfect
value-draw = remiză cu joc perfect
value-utility = valoarea lui { $side_of } cu joc perfect
value-open = deschis la limita de adâncime (din perspectiva lui { $side_of })
named-wins-now = { $side } câștigă acum
named-wins-in = { $side } câștigă în { $n }
mover-has-won = a câștigat
mover-wins-in = câștigă în { $n }
mover-loses-in = pierde în { $n }
mover-draws = remiză
mover-even = 0 (egal)

## Panoul Minimax: ultima căutare, valoarea ei, ce a numărat, comutatoarele în vigoare.

minimax-title = Minimax
minimax-title-whole = Minimax · al întregii căutări
minimax-title-at = Minimax · { $at }
minimax-none-yet = nicio căutare încă
minimax-last-search = ultima căutare: poziția după { $n } { $n ->
    [one] mutare
    [few] mutări
   *[other] de mutări
}
minimax-not-here = nu e această poziție: A o analizează pe aceasta
minimax-hidden = valoarea, cea mai bună mutare și linia ascunse (i le arată)
minimax-counts-hidden = și numărătorile ei sunt ascunse
minimax-heuristic = { $value }{ $unit } (euristică{ $depth })
minimax-depth-part = , adâncime { $depth }
minimax-by = { $outcome } (după { $what })
minimax-value = valoare
minimax-best-move = cea mai bună mutare
minimax-line = linia
minimax-ties = { $n } { $n ->
    [one] mutare are
    [few] mutări au
   *[other] de mutări au
} cea mai bună valoare; calculatorul trage una la sorți (sămânța { $seed })
minimax-chosen-by = aleasă de { $note }
minimax-no-tree-dedicated = nu păstrează arbore: s o reia cu motorul didactic
minimax-no-tree = nu se păstrează arbore: nimic de parcurs pas cu pas
minimax-counts = noduri { $nodes } · frunze { $leaves } · tăieri { $cutoffs } · TT { $hits }
minimax-depth-line = adâncime { $depth } · { $ms } ms · ramificare { $branching }
minimax-move-values = valorile mutărilor: { $how } ({ $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
}{ $depth })
minimax-how-depth = o a doua căutare a fiecărei mutări până la adâncimea { $depth }
minimax-how-exact = exacte, printr-o a doua căutare a fiecărei mutări
minimax-by-clock = , adâncime { $depth } după ceas
minimax-exact = exact:
minimax-move-values-by = valorile mutărilor: exacte, după { $what }
minimax-values-utilities = valorile sunt utilitățile lui { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAX
}
minimax-values-limited = valorile sunt ale lui { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAX
}; o victorie întrece orice număr
minimax-values-wins = valorile sunt ale lui { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAX
}: +1 câștigă { $max }, −1 câștigă { $min }
minimax-negamax-utilities = valoarea: utilitatea lui { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAX
}; arborele: ale jucătorului la mutare
minimax-negamax = valoarea: a lui { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAX
}; arborele: ale jucătorului la mutare (negamax)
clock-exact = exact în { $seconds } s
clock-limit = limita, în { $seconds } s
clock-cut = în { $seconds } s; ceasul a tăiat { $depth }
iteration = a{ $depth } { $value } cea mai bună { $best }
iterations = iterații (adâncime, valoare, cea mai bună mutare): { $list }
parity-swing = valorile oscilează cu paritatea adâncimii: o căutare a cărei ultimă semimutare e a unei părți apreciază mai mult șansele acelei părți; comparați adâncimi de aceeași paritate
switch-clock = ceas
switch-killers = killer
switch-history = istoric
switch-depth = adâncime

## Panoul parcurgerii pas cu pas

step-title = Pasul { $step } / { $steps }
step-chapter = Capitolul { $n }/{ $of }
step-autoplay = redare { $ms } ms
step-root = rădăcina
step-after = după { $line }
step-end = Final: valoarea { $value } ({ $nodes } noduri){ $capped ->
    [yes] {" "}înregistrată: urmărirea a fost limitată
   *[no] {""}
}
step-stack = stiva de apeluri   α   β   până acum
step-stack-plain = stiva de apeluri   până acum
step-above = … { $n } { $n ->
    [one] nivel
    [few] niveluri
   *[other] de niveluri
} mai sus
step-done = gata

## Panoul mutărilor

moves-typing = Mutări · :{ $text }_
moves-typed = Mutări · scris { $text }_
moves-record = Mutările jocului (↑↓ derulare)
moves-at = Mutări · { $at }
moves-at-line = Mutări · { $at } · V: linia cu { $moves }
moves-at-line-short = { $at } · V: linia cu { $moves }
moves-line = V: linia cu { $moves }
moves-hints-off = Mutări · sugestii oprite (i)
moves-plain = Mutări
moves-values-mover-unit = Mutări · valori pentru { $mover_of }, la mutare, în { $unit }
moves-values-unit = Mutări · valorile lui { $mover_of } în { $unit }
moves-values-mover = Mutări · valori pentru { $mover_of }, la mutare
moves-values = Mutări · valorile lui { $mover_of }
moves-values-short = valorile lui { $mover_of }
moves-not-better = nu mai bună
moves-result = { $result ->
    [wins] câștigă
    [loses] pierde
   *[draws] remiză
}{ $by ->
    [0] {""}
    [1] {""}
   *[other] {" "}cu { $by }
}
moves-in-search = Mutări · în căutare
moves-none-there = niciuna: jocul s-a terminat acolo
moves-none-played = nu s-a jucat nicio mutare
unit-disc = { $n ->
    [one] disc
    [few] discuri
   *[other] de discuri
}

## Panoul arborelui jocului

tree-game-tree = Arborele jocului
tree-tree = Arbore
tree-hidden-retry = valori ascunse în timpul reîncercării
tree-hidden-retry-short = valori ascunse
tree-hidden = valori ascunse (i le arată)
tree-hidden-short = valori ascunse (i)
tree-negamax = valori pentru jucătorul la mutare (negamax)
tree-negamax-short = valorile celui la mutare (negamax)
tree-named = valorile sunt ale lui { $max_of } (MAX)
tree-named-short = valorile lui { $max_of }
tree-utilities = valorile sunt utilitățile lui MAX
tree-utilities-short = utilitățile lui MAX
tree-max = valorile sunt ale lui MAX
tree-max-short = valorile lui MAX
tree-focus = tastele aici (Esc: mutări)
tree-keys = tastele
tree-after = după { $n } { $n ->
    [one] mutare
    [few] mutări
   *[other] de mutări
}
tree-no-tree-dedicated = Mutarea calculatorului a venit de la { $note }, care nu păstrează arbore: s caută din nou poziția cu motorul didactic, ca s-o parcurgeți pas cu pas.
tree-no-tree = niciun arbore de arătat: a răspuns { $what }
tree-retrying = niciun arbore în timpul reîncercării: căutările așteaptă până se încheie reîncercarea (Esc)
tree-searching = caut…
tree-next = aici apare arborele următoarei căutări

## Panoul poziției: cine e la mutare, finalul jocului, o poziție din interiorul căutării. $who
## stă acolo unde numele părții e desenat în culoarea ei.

who-you = tu
who-pc = PC
who-human = om
position-moves = mutări:
position-to-move = { $who } la mutare
position-to-move-after = { $who } la mutare
position-wins = { $side } ({ $who }) câștigă!
position-tree-end = Finalul arborelui:
position-draw = Remiză:
position-again = — r joacă din nou
position-thinking = { $spinner } se gândește
position-paused = în pauză (spațiu continuă)
position-no-moves = mutări: niciuna încă
position-in-search-long = { $game } · în căutare, nu în joc
position-in-search = { $game } · în căutare
position-in-search-bare = în căutare
position-searched-path = poziția căutată
position-after = după { $line }
position-ply = { $path } (semimutarea { $ply }):
position-over-here = jocul s-a terminat aici
position-searched-title = { $game } · poziția căutată
position-mcts-root = { $who } la mutare după { $n } { $n ->
    [one] mutare
    [few] mutări
   *[other] de mutări
}: rădăcina arborelui

## Jocurile: numele lor, descrierile și parametrii ecranului de start (etichetă, ajutor)

game-sum = Jocul sumei
game-sum-about = Jocul sumei: adunați numere din mulțimea de mutări; cine atinge exact ținta câștigă, cine o depășește pierde
param-sum-target = Ținta L
param-sum-target-help = Ținta L de atins exact (cel mult 10.000.000)
param-sum-moves = Mulțimea de mutări T
param-sum-moves-help = Mulțimea de mutări T, separate prin virgulă (gol = 2,3)
param-sum-played = Jucate
param-sum-played-help = Mutări deja jucate, separate prin virgulă, MAX primul
game-nim = Nim
game-nim-about = Nim: luați pietre dintr-o singură grămadă; după regula misère implicită, cine ia ultima piatră pierde
param-nim-heaps = Grămezi
param-nim-heaps-help = Mărimile grămezilor, separate prin virgulă (0 e o grămadă goală): cel mult 64 de grămezi de cel mult 1.000.000 de pietre
param-nim-normal = Regula
param-nim-normal-help = Joc normal: cine ia ultima piatră câștigă (implicit: misère, pierde)
game-tictactoe = X și 0
game-tictactoe-about = X și 0: X (MAX) mută primul; trei în linie câștigă (arborele complet are 549.946 de noduri)
game-connect4 = Connect Four
game-connect4-about = Connect Four: primul jucător (MAX) lasă primul; patru în linie câștigă; rezolvat exact, cu scorurile lui Pons
param-connect4-width = Lățime
param-connect4-width-help = Coloane (4 până la 9)
param-connect4-height = Înălțime
param-connect4-height-help = Rânduri (4 până la 9)
param-connect4-position = Poziție
param-connect4-position-help = Coloanele jucate până acum, numerotate de la 1, cum scrie Pons pozițiile (4453); gol: începutul
game-reversi = Reversi
game-reversi-about = Reversi: Negru (MAX) mută primul; căutare limitată în adâncime cu o euristică (implicit 6 semimutări)
param-reversi-engine = Motorul calculatorului
param-reversi-engine-help = dedicated: motorul de Reversi (bitboard-uri, PVS, adâncire iterativă; de la 21 de pătrate goale, sau --exact-endgame N, diferența exactă de discuri a rezolvitorului de final); teaching: motorul general cu comutatoarele, arborele și raportul complet. mcts: căutare Monte Carlo în arbore (UCT; vezi --iterations). În aplicație e motorul calculatorului; sugestiile, analizele și parcurgerea pas cu pas sunt mereu ale motorului didactic
param-reversi-heuristic = Euristică
param-reversi-heuristic-help = Evaluarea la limita de adâncime: pattern (antrenată: diferența finală prevăzută din margini, colțuri, linii și diagonale; o face examples/train_reversi.rs), discs (discurile tale minus ale adversarului, ca la laborator) sau strong (colțuri, mobilitate, pătrate)
param-reversi-min-heuristic = Euristica lui Alb
param-reversi-min-heuristic-help = Euristica cu care joacă calculatorul lui Alb (same: --heuristic), ca PC vs PC să le poată pune una contra celeilalte
param-reversi-exact-endgame = Final exact
param-reversi-exact-endgame-help = Caută până la final când poziția căutată are cel mult atâtea pătrate goale
game-tree = Arbore de joc
game-tree-about = Un arbore de joc din manual: scrieți-l, apoi căutați-l cu minimax sau alfa-beta (implicit: figura 5.2 din AIMA)
param-tree-tree = Arbore
param-tree-tree-help = Arborele, de ex. '((3 12 8) (2 4 6) (14 5 2))', sau un fișier care îl conține (implicit: figura 5.2 din AIMA)
param-tree-root = Rădăcina
param-tree-root-help = Cine mută în rădăcină; nivelurile de dedesubt alternează, dacă un nod nu spune max(…), min(…) sau chance(…)
param-tree-cut = Tăiere
param-tree-cut-help = equal: taie odată ce o valoare atinge fereastra (v ≥ β, AIMA); strict: doar când o depășește (v > β, CS188)
param-tree-order = Ordinea mutărilor
param-tree-order-help = Ordinea în care se caută mutările: cum sunt scrise, inversată, cea mai bună a celui la mutare întâi sau cea mai proastă întâi

## Ce spune ecranul de joc după o tastă: un comutator, tastele calculatorului

switched-alpha-beta = alfa-beta { $on ->
    [yes] pornită
   *[no] oprită
}
switched-table = tabela de transpoziție { $on ->
    [yes] pornită
   *[no] oprită
}
switched-algorithm = algoritm: { $name }
switched-depth-end = limita de adâncime: până la final
switched-depth = limita de adâncime: { $n } { $n ->
    [one] semimutare
    [few] semimutări
   *[other] de semimutări
}
switched-clock-off = timp pe mutare: oprit (adâncime fixă)
switched-clock = timp pe mutare: { $seconds } s, adâncire iterativă
computer-move-now = mută acum: răspunde cea mai adâncă adâncime terminată
computer-replay-cancelled = reluare anulată
computer-cancelled-paused = căutare anulată; spațiu repornește calculatorul
computer-cancelled-blind = căutare anulată; i repornește sugestiile
computer-none = în Om vs om nu joacă niciun calculator (spațiu, `.`, [ și ] sunt tastele calculatorului; A analizează, s parcurge pas cu pas)
computer-paused-step = în pauză (s parcurge pas cu pas ultima căutare)
computer-paused-analyse = în pauză (A caută această poziție ca s-o parcurgeți pas cu pas)
computer-resumed = reluat
computer-one-move-how = `.` joacă o mutare a calculatorului în pauză (spațiu pune pauză)
computer-one-move = o mutare
computer-pace = { $ms } ms între mutările calculatorului

## Ce spune un rând al arborelui despre nodul lui, lângă valoare

tree-note-leaf = (frunză)
tree-note-game-over = (joc terminat)
tree-note-depth-cut = euristică (tăiere de adâncime)
tree-note-table = din tabelă
tree-note-recorded = ({ $n } { $n ->
    [one] nod înregistrat
    [few] noduri înregistrate
   *[other] de noduri înregistrate
})
tree-note-nodes = ({ $n } { $n ->
    [one] nod
    [few] noduri
   *[other] de noduri
})

## Unde revine Esc de pe ecranul de start

left-game = partida ta ({ $game }, { $n } { $n ->
    [one] mutare jucată
    [few] mutări jucate
   *[other] de mutări jucate
})
left-practice = exercițiul tău ({ $n } { $n ->
    [one] arbore verificat
    [few] arbori verificați
   *[other] de arbori verificați
})

## Cuvintele jocurilor: numele părților, titlurile, ce face o mutare, o poziție în câteva cuvinte
## (narațiunea spune „în { $at }”). $side e numele unei părți cum îl dă jocul (MAX, X, Negru,
## Roșu); sumele, grămezile, rândurile și pătratele le scrie jocul.

side-black = Negru
side-white = Alb
side-red = Roșu
side-yellow = Galben
title-nim-misere = Nim (misère: ultima piatră pierde)
title-nim-normal = Nim (ultima piatră câștigă)
board-full = tabla e plină
sum-end-exactly = { $side } a atins exact { $target }
sum-end-over = { $side } a depășit: { $sum } > { $target }
sum-effect-exactly = → { $sum } exact
sum-effect-over = → { $sum } peste
sum-position = suma { $sum }
sum-picture-target = ținta
sum-picture-move-set = mutările
nim-end = { $side } a luat ultima piatră
nim-effect = { $stones } din grămada { $heap } → { $heaps }
nim-position = grămezile { $heaps }
nim-picture-heap = grămada { $heap }
nim-picture-take = ia { $stones }
nim-by-rule = regula lui Bouton: prea multe poziții de căutat
tictactoe-end = { $side } a făcut trei în linie
tictactoe-effect = { $side } pe rândul { $row }, coloana { $column }
connect4-end = { $side } a făcut patru în linie
connect4-effect = { $side }: jeton pe rândul { $row }
connect4-effect-wins = { $side }: jeton pe rândul { $row }, patru în linie
connect4-position = { $n ->
    [one] { $n } jeton jucat
    [few] { $n } jetoane jucate
   *[other] { $n } de jetoane jucate
}
connect4-unlimited = Connect Four cu { $n } { $n ->
    [few] celule goale
   *[other] de celule goale
} e prea mare pentru căutarea aplicației până la capăt: păstrați o limită de adâncime (`minimax solve connect4` îl rezolvă exact)
connect4-solver-source = rezolvitorul puternic în { $seconds } s, scorurile lui Pons { $scores }
reversi-end-margin = { $won } la { $lost }: o diferență de { $margin } { $margin ->
    [one] disc
    [few] discuri
   *[other] de discuri
}
reversi-end-margin-empty = { $won } la { $lost } cu { $empty } { $empty ->
    [one] pătrat gol
    [few] pătrate goale
   *[other] de pătrate goale
}: o diferență de { $margin } { $margin ->
    [one] disc
    [few] discuri
   *[other] de discuri
} (pătratele goale trec la câștigător)
reversi-end-equal = discuri egale, { $black } la { $white }
reversi-passes = { $side } nu are mutare și pasează
reversi-turns = întoarce { $n }
reversi-position = discuri { $black }–{ $white }
reversi-picture-empty = { $n } { $n ->
    [one] gol
   *[other] goale
}
reversi-picture-passed = { $side } a pasat
reversi-picture-played = { $side } a jucat { $square }
reversi-picture-turned = întoarse: { $n }
reversi-picture-must-pass = { $side } pasează
reversi-picture-legal = + mutare legală
reversi-unlimited = Reversi cu { $n } { $n ->
    [few] pătrate goale
   *[other] de pătrate goale
} nu poate fi căutat până la capăt într-o viață: păstrați o limită de adâncime (sau --exact-endgame pentru ultimele { $last })
reversi-note = euristica { $heuristic }
reversi-note-dedicated = euristica { $heuristic } · calculatorul: motorul dedicat
reversi-engine = motorul dedicat, adâncimea { $depth }: { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} în { $seconds } s
reversi-engine-clock = motorul dedicat, adâncimea { $depth } (oprit de ceas): { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} în { $seconds } s
reversi-solved-wins = rezolvitorul de final, { $empty } { $empty ->
    [one] pătrat gol
    [few] pătrate goale
   *[other] de pătrate goale
} și { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
}: { $side } câștigă cu { $margin } { $margin ->
    [one] disc
    [few] discuri
   *[other] de discuri
}, { $own } la { $other }
reversi-solved-loses = rezolvitorul de final, { $empty } { $empty ->
    [one] pătrat gol
    [few] pătrate goale
   *[other] de pătrate goale
} și { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
}: { $side } pierde cu { $margin } { $margin ->
    [one] disc
    [few] discuri
   *[other] de discuri
}, { $own } la { $other }
reversi-solved-draws = rezolvitorul de final, { $empty } { $empty ->
    [one] pătrat gol
    [few] pătrate goale
   *[other] de pătrate goale
} și { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
}: { $side } face remiză
reversi-solved-margins = { $text }, în { $seconds } s; diferențe: { $margins }
tree-end = s-a ajuns la frunza { $leaf }: valoarea { $value }
tree-effect-leaf = → frunză { $value }
tree-effect-node = → { $kind } ({ $n } { $n ->
    [one] mutare
    [few] mutări
   *[other] de mutări
})
tree-position = nodul { $node }
tree-picture-at = în nodul { $node } ({ $kind })
tree-picture-tree = arbore: { $tree }
tree-now = acum
tree-root = rădăcină
tree-kind-chance = șansă

## Unde e jocul, când se arată o mutare la care s-a revenit (< și >)

play-move-of = mutarea { $ply } din { $plies }

## Ce spune ecranul de joc despre linia jocului: parcurgere, anulare, încărcare, salvare, copiere

say-other-line = acum e în față cealaltă linie, începând cu { $first }: > intră în ea (V comută înapoi)
say-no-other-line = de aici nu pleacă altă linie (jucați altă mutare dintr-o poziție la care v-ați întors)
say-no-notation = jocul acesta nu are notație pentru o poziție
say-type-position = scrieți o poziție cum o copiază y ({ $example }); Enter pornește de la ea
say-saved = partida salvată în { $path } (minimax play --load { $path })
say-not-saved = partida nu a putut fi salvată: { $why }
say-new-game = joc nou
say-loaded = încărcat: { $moves } { $moves ->
    [one] mutare
    [few] mutări
   *[other] de mutări
}; < le parcurge înapoi, > înainte
say-loaded-lines = încărcat: { $moves } { $moves ->
    [one] mutare
    [few] mutări
   *[other] de mutări
} și { $lines } { $lines ->
    [one] variantă (V)
    [few] variante (V)
   *[other] de variante (V)
}; < le parcurge înapoi, > înainte
say-copied = copiat: { $text }  (minimax play { $game } { $text }; Y preia o poziție)
say-from-position = din poziția { $typed }
say-not-a-position = nu e o poziție aici: { $why }
say-no-moves-to-review = încă nu sunt mutări de analizat
say-review-running = analiza încă rulează: t după ce se termină
say-nothing-to-retry = nicio mutare nu a schimbat rezultatul: nimic de reîncercat
say-retry-over = reîncercarea s-a terminat: { $score }
say-no-move-ahead = nicio mutare înainte (< înapoi, > înainte)
say-at-start = la începutul jocului (< înapoi, > înainte)
say-walked = mutarea { $ply } din { $plies }: < înapoi, > înainte; o mutare jucată aici începe o linie nouă
say-walked-paused = mutarea { $ply } din { $plies }: < înapoi, > înainte; o mutare jucată aici începe o linie nouă (calculatorul e în pauză: spațiu)
say-nothing-to-undo = nimic de anulat
say-taken-back = mutare anulată
say-taken-back-paused = mutare anulată; pauză (spațiu reia calculatorul)
say-no-position-typed = nu s-a scris nicio poziție
say-name-needs-value = fiecare --nume are nevoie de valoarea sa
say-not-a-position-param = --{ $name } nu e o poziție aici (folosiți { $known })

## Ce spune ecranul de joc despre tastele tablei: indicii, marcaje, mutări scrise, joc orb

say-marked-none = niciuna dintre cele mai bune mutări nu e marcată pe tablă (b le marchează din nou)
say-marked-best = cea mai bună mutare marcată cu ★ pe tablă
say-marked-top = cele mai bune { $n } mutări marcate pe tablă, ★ cea mai bună
say-not-legal = { $text } nu e o mutare legală aici
say-not-legal-named = „{ $name }” nu e o mutare legală aici
say-hints-on = indicii pornite
say-hints-off = indicii oprite
say-tree-empty = încă nicio căutare: arborele e gol
say-game-over = { $reason } — r joacă din nou
say-type-move = scrieți o mutare cum o scrie lista de mutări; Enter o joacă, Esc oprește
say-hints-are-off = indiciile sunt oprite: { $key } ar arăta valorile și cea mai bună mutare; { $key } din nou le arată
say-hints-are-on = indiciile sunt pornite acum (i le ascunde)
say-over-nothing-to-explain = jocul s-a terminat: nimic de explicat
say-over-nothing-to-compare = jocul s-a terminat: nimic de comparat
say-nothing-to-compare = răspuns dat de { $why }: nicio căutare de comparat
say-computers-turn = e rândul calculatorului

## Ce spune ecranul de joc despre parcurgerea pas cu pas și analiză

say-no-cutoffs = căutarea aceasta nu are tăieri (alfa-beta e oprită?)
say-no-cutoff-after = nicio tăiere după acest pas: aici se termină căutarea (Home o ia de la capăt)
say-no-root-value-after = nicio valoare a rădăcinii după acest pas: aici se termină căutarea (Home o ia de la capăt)
say-solved-no-step = rezolvat până la capăt, nicio căutare de parcurs ({ $what }); A caută această poziție
say-rule-no-step = nicio căutare de parcurs: { $rule }
say-stepping = parcurgerea căutării: → pasul următor, c tăierea următoare, Esc iese
say-replaying = motorul didactic reia căutarea motorului dedicat, adâncimea { $depth }…
say-replay-agrees = reluat de motorul didactic la adâncimea { $depth }: aceeași valoare și mutare ({ $chosen })
say-replay-differs = reluat de motorul didactic la adâncimea { $depth }: valoarea { $value }, mutarea { $found } (dedicat: { $dedicated }, { $chosen })
say-step-when-computer-ends = parcurgerea se deschide când se termină căutarea calculatorului
say-stepping-computer = parcurgerea căutării calculatorului pentru mutarea { $ply }: → pasul următor, c tăierea următoare, Esc iese
say-computer-not-chosen = calculatorul nu a ales încă o mutare: se analizează această poziție (A)
say-over-nothing-to-analyse = jocul s-a terminat: nimic de analizat
say-analysing = se analizează; parcurgerea se deschide când se termină căutarea

## Ce mai spune aplicația: lipiri, culori, o căutare oprită, aspectul arborelui, imagini, parcurgerea Monte Carlo, reîncercarea

say-paste-too-long = textul lipit avea peste { $bytes } de octeți și e ignorat: dați un nume de fișier
say-no-color = NO_COLOR e setat, așa că aplicația nu arată culori (ștergeți-l pentru P)
say-colours = culori: { $name } (P următoarele)
say-exam-stays-open = un examen rămâne deschis: q îl încheie (răspunsurile se salvează pe parcurs)
say-nothing-to-replay = poziția aceea nu mai e în joc: nimic de reluat
say-stopped = oprit
say-search-stopped = căutare oprită; spațiu reia calculatorul
say-left-step = parcurgerea s-a încheiat
say-tree-drawn = arborele jocului desenat (când încape); d comută
say-tree-outline = arborele jocului ca schiță; d comută
say-prompt-full = cel mult { $n } de caractere: restul nu e preluat
say-position-prompt = poziția: { $text }  (Enter pornește de la ea)
say-not-drawn = căutarea nu a putut fi desenată: { $why }
say-nothing-to-draw = încă nicio căutare: nimic de desenat
say-too-many-to-draw = { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} sunt mai mult decât poate arăta o imagine ({ $most }); o limită de adâncime (-) o micșorează
say-pictures-full = aici sunt deja { $n } de imagini
say-drawn = căutarea desenată în search-{ $n }.tex (cu pdflatex) și search-{ $n }.svg în { $dir }
say-drawn-at-step = căutarea cum e la pasul { $step } din { $steps } desenată în search-{ $n }.tex (cu pdflatex) și search-{ $n }.svg în { $dir }
say-mcts-nothing-recorded = căutarea aceasta nu a înregistrat iterații de parcurs
say-mcts-stepping = parcurgerea căutării Monte Carlo în arbore: → faza următoare, n iterația următoare, Esc iese
retry-goal-win = păstrează câștigul
retry-goal-draw = păstrează remiza
retry-goal-value = pierde mai puțin de { $mistake } din valoarea celei mai bune mutări
retry-last-mistake = aceasta e ultima greșeală ({ $score })
retry-first-mistake = aceasta e prima greșeală ({ $score })
retry-no-value = „{ $name }” nu are valoare în analiză
retry-score = { $right } din { $n } corectate
retry-title = Reîncercare: mutarea { $at } din { $n } de încercat din nou · { $score }
retry-title-short = Reîncercare { $at }/{ $n } · { $right } corecte
retry-played = Mutarea { $ply }: { $side } a jucat { $mv }, { $verdict }.
retry-find = Găsiți pentru { $side_of } o mutare care { $goal }; valorile sunt ascunse, Enter încearcă o mutare (fără s-o joace).
retry-heuristic = (valorile sunt ale unei căutări cu adâncime limitată: euristice)
retry-put-right = { $mv }: { $value } — corectat
retry-try-again = { $mv }: { $value } — încercați din nou
retry-best = Cea mai bună: { $mv } ({ $value })
retry-line = Linia: { $line }
retry-next = n următoarea mutare de reîncercat
retry-last = ultima mutare de reîncercat: Esc încheie reîncercarea
retry-keys = b arată cea mai bună mutare și linia ei; n mutarea următoare

## Analiza partidei: verdictul fiecărei mutări, valori în cuvinte, fereastra

review-thresholds = gafă de la { $blunder }, greșeală de la { $mistake }, imprecizie de la { $inaccuracy }
review-win-in = câștig în { $n }
review-win = câștig
review-loss-in = pierdere în { $n }
review-loss = pierdere
review-draw = remiză
review-utility = utilitate { $value }
review-heuristic-value = { $value } (euristic)
review-forced = singura mutare legală: { $after }
review-threw-win = a aruncat un câștig: { $change }
review-threw-draw = a aruncat remiza: { $change }
review-only-winning = singura mutare câștigătoare
review-only-drawing = singura mutare care păstrează remiza
review-kept-win = a păstrat câștigul ({ $change })
review-kept-draw = a păstrat remiza
review-already-lost = pierdut oricare ar fi mutarea ({ $change })
review-as-good = la fel de bună ca cea mai bună: { $after }
review-inaccuracy = imprecizie: { $change }
review-mistake = greșeală: { $change }
review-blunder = gafă: { $change }
review-title = Analiză · valorile sunt ale celui la mutare · ↑↓ Enter: mergi acolo · Esc închide
review-title-short = Analiză · Esc închide
review-running = { $spin } se analizează fiecare mutare… { $seconds } s (Esc oprește)
review-changed = { $side }: { $n ->
    [one] { $n } mutare a schimbat
    [few] { $n } mutări au schimbat
   *[other] { $n } de mutări au schimbat
} rezultatul
review-changed-first = { $side }: { $n ->
    [one] { $n } mutare a schimbat
    [few] { $n } mutări au schimbat
   *[other] { $n } de mutări au schimbat
} rezultatul, prima la mutarea { $ply }
review-graph = graficul: █ o valoare exactă, • una euristică, ⡇ unde s-a ales mutarea
review-exact = toate valorile sunt exacte: un rezultat schimbat e sigur
review-heuristic = exacte unde jocul a fost rezolvat, altfel euristice la adâncimea { $depth }: { $thresholds }
review-best-other = cea mai bună { $mv }

## Graficul desfășurării partidei (analiza, panoul poziției)

graph-exact = exactă
graph-heuristic = euristică
graph-start = început
graph-move = mutarea { $n }
graph-wins = câștigă { $side }
graph-even = egal

## Exersare și examene: nivelul, ce a făcut o tastă, verificarea și fiecare greșeală explicată prin regula ei

practice-moves-range = { $lo } până la { $hi }
practice-level = nivelul { $level } din { $levels }: adâncime { $depth }, { $moves } mutări pe nod
practice-level-prune = nivelul { $level } din { $levels }: adâncime { $depth }, { $moves } mutări pe nod, cel puțin o tăiere
practice-level-prunes = nivelul { $level } din { $levels }: adâncime { $depth }, { $moves } mutări pe nod, cel puțin { $prunes } tăieri
practice-level-prunes-tie = nivelul { $level } din { $levels }: adâncime { $depth }, { $moves } mutări pe nod, cel puțin { $prunes } tăieri și o egalitate
practice-too-large = arborele are { $n } { $n ->
    [one] nod
    [few] noduri
   *[other] de noduri
}: exersarea primește cel mult { $most }, un arbore de urmărit de mână
practice-exam-saving = răspunsurile se salvează în answer.txt pe măsură ce le scrieți
practice-time-up-saved = timpul a expirat: răspunsurile sunt predate ({ $path })
practice-time-up-unsaved = timpul a expirat, iar răspunsurile nu au putut fi salvate: { $why }
practice-time-was-up = timpul a expirat: răspunsurile au fost predate
practice-not-saved = răspunsurile nu au putut fi salvate: { $why }
practice-windows-only = practice --windows cere și α și β la fiecare nod
practice-revealed = răspunsurile sunt afișate; n împarte un arbore nou
practice-new-tree = un arbore nou
practice-new-tree-level = un arbore nou: { $level }
practice-new-tree-harder = un arbore nou, cu un pas mai greu: { $level }
practice-new-tree-easier = un arbore nou, cu un pas mai ușor: { $level }
practice-leaf-given = valoarea unei frunze e dată; x o marchează ca necercetată
practice-not-a-number = „{ $text }” nu e un număr
practice-window-at-inner = α și β se cer la nodurile interioare; valoarea unei frunze e dată
practice-not-a-window = „{ $text }” nu e o fereastră: scrieți α,β (numere; un - singur e −∞, + e +∞)
practice-empty-sheet = nimic introdus încă: scrieți valorile (și x la mutările necercetate); c din nou verifică foaia goală
practice-tree-hidden = arborele nu e afișat (fereastra e prea mică pentru el): măriți fereastra, sau n pentru altul, înainte ca c să verifice
practice-all-right = { $n ->
    [one] { $n } răspuns corect
    [few] toate cele { $n } răspunsuri corecte
   *[other] toate cele { $n } de răspunsuri corecte
}
practice-wrong = { $wrong } din { $n } greșite. { $why }
practice-never-there = { $node }: căutarea nu ajunge niciodată acolo
practice-your-answer = (răspunsul dvs.: { $typed })
practice-no-answer = (răspunsul dvs.: niciunul)
practice-marked-never = (l-ați marcat ca necercetat)
practice-not-marked = (nu le-ați marcat)
star1-at-most = Star1: cu fiecare frunză în { $bounds }, { $node } s-ar putea opri după { $move }: media sa e cel mult { $average } { $sign } α = { $bound }, orice ar conține restul
star1-at-least = Star1: cu fiecare frunză în { $bounds }, { $node } s-ar putea opri după { $move }: media sa e cel puțin { $average } { $sign } β = { $bound }, orice ar conține restul
star1-no-stop = Star1: nicio oprire timpurie la { $node }: până la ultima mutare media ar mai putea ajunge în fereastra sa
window-root = Rădăcina pornește cu fereastra exercițiului: { $window }.
window-entered = În { $node } se intră cu fereastra lui { $above } așa cum e atunci: { $window }.
window-return-alpha = α la întoarcere e cea mai mare dintre α la intrare ({ $bound }) și valorile găsite de { $node } ({ $found }): { $window }.
window-return-alpha-cut = α la întoarcere e cea mai mare dintre α la intrare ({ $bound }) și valorile găsite de { $node } ({ $found }), în afară de cea care l-a tăiat (o tăiere se întoarce imediat): { $window }.
window-return-beta = β la întoarcere e cea mai mică dintre β la intrare ({ $bound }) și valorile găsite de { $node } ({ $found }): { $window }.
window-return-beta-cut = β la întoarcere e cea mai mică dintre β la intrare ({ $bound }) și valorile găsite de { $node } ({ $found }), în afară de cea care l-a tăiat (o tăiere se întoarce imediat): { $window }.
rule-chance = Un nod de șansă face media valorilor mutărilor, fiecare după probabilitatea ei ({ $found }): { $value }.
rule-max = MAX ia cea mai mare dintre valorile găsite ({ $found }): { $value }.
rule-max-stopped = MAX ia cea mai mare dintre valorile găsite ({ $found }): { $value }; s-a oprit acolo: { $value } { $sign } β = { $bound }, { $why }.
rule-min = MIN ia cea mai mică dintre valorile găsite ({ $found }): { $value }.
rule-min-stopped = MIN ia cea mai mică dintre valorile găsite ({ $found }): { $value }; s-a oprit acolo: { $value } { $sign } α = { $bound }, { $why }.
practice-why-root = fereastra rădăcinii
practice-why-above = { $side } de mai sus are deja { $bound }

## Ecranul de exersare: titlul, ce se scrie, panoul răspunsurilor

practice-exam-title = Examen · { $id } · tăiere când { $rule }
practice-exam-title-left = Examen · { $id } · tăiere când { $rule } · mai sunt { $left }
practice-exam-title-over = Examen · { $id } · tăiere când { $rule } · timpul a expirat
practice-title-chance = Exersare · expectimax · din perspectiva lui MAX
practice-title = Exersare · tăiere când { $rule } · din perspectiva lui MAX
practice-title-window = Exersare · tăiere când { $rule } · fereastra rădăcinii { $window } · din perspectiva lui MAX
practice-too-large-for-window = arborele e prea mare pentru această fereastră: măriți-o, sau n pentru altul
practice-do-exam = Scrieți la fiecare nod interior valoarea calculată de alfa-beta, Enter; x marchează o mutare pe care n-o cercetează niciodată. Se salvează pe parcurs: la examen nu există verificări.
practice-do-windows = Scrieți la fiecare nod interior fereastra lui la intrare (α,β: un - singur e −∞, + e +∞), valoarea lui și fereastra lui la întoarcere; Tab trece între ele, Enter preia una; x marchează o mutare necercetată; c verifică.
practice-do-chance = Scrieți la fiecare nod interior valoarea calculată de expectimax (la un nod de șansă media, cu două zecimale), Enter; c verifică.
practice-do = Scrieți la fiecare nod interior valoarea calculată de alfa-beta, Enter; x marchează o mutare pe care n-o cercetează niciodată; c verifică.
practice-answers = Răspunsurile dvs.
practice-a-leaf = o frunză
practice-at = la
practice-this-tree = acest arbore: { $right } din { $n } corecte
practice-first-time = arbori corecți din prima: { $right } din { $n }
practice-given = arborele dat (n împarte unii aleatori)
practice-seed = sămânța { $seed } · adâncime { $depth }
practice-field-value = valoarea
practice-field-entered = α, β la intrare
practice-field-returned = α, β la întoarcere

## Ferestrele și rândurile din jurul panourilor: comparație, căutarea în curs, de ce, fereastră prea mică, notele arborelui, culori

compare-title = Comparație · aceeași poziție, căutată în fiecare fel · orice tastă închide
compare-title-short = Comparație · orice tastă închide
compare-way = fel
compare-value = valoare
compare-nodes = noduri
compare-leaves = frunze
compare-cutoffs = tăieri
compare-first = prima
compare-tt = găsite TT
compare-branching = ramificare
compare-ms = ms
compare-legend = prima: partea tăierilor făcute de prima mutare căutată, cât de bine au fost ordonate mutările
compare-legend-branching = prima: partea tăierilor făcute de prima mutare căutată, cât de bine au fost ordonate mutările · ramificare: factorul de ramificare efectiv b, cu b + b² + … + b^d nodurile de sub rădăcină pentru adâncimea d atinsă
compare-searching = se caută…
compare-stopped = oprit
compare-running = se caută… (orice tastă oprește: o căutare simplă a unui arbore mare s-ar putea să nu se termine)
compare-none-finished = oprit înainte să se termine vreo căutare
compare-agree = Toate cele { $n } { $n ->
    [one] căutare
    [few] căutări
   *[other] de căutări
} sunt de acord asupra valorii rădăcinii: { $value } ({ $verdict }). Tăierea, tabela și ordonarea schimbă doar munca.
compare-differ = Valorile rădăcinii diferă: e o eroare în motor.
compare-mcts-waits = MCTS: după căutările de mai sus
compare-mcts-not-run = MCTS: nerulat ({ $why })
compare-mcts-stopped = MCTS: oprit
compare-mcts = MCTS (UCT, { $iterations } iterații, sămânța { $seed }): s-a fixat pe { $best } după { $settled } iterații, estimarea { $estimate } (rezultatul mediu al lui MAX)
compare-mcts-against = MCTS (UCT, { $iterations } iterații, sămânța { $seed }): s-a fixat pe { $best } după { $settled } iterații, estimarea { $estimate } (rezultatul mediu al lui MAX); { $way } a căutat { $nodes } noduri
thinking-move = se alege o mutare
thinking-hints = se evaluează mutările dvs.
thinking-analyze = se analizează
thinking-compare = se compară
thinking-replay = se reia căutarea calculatorului
thinking-review = se analizează partida
thinking-explain = se explică poziția
thinking-nodes = { $n } { $n ->
    [one] nod
    [few] noduri
   *[other] de noduri
}, { $seconds } s
thinking-iterations = { $n } { $n ->
    [one] iterație
    [few] iterații
   *[other] de iterații
}, { $seconds } s
thinking-cancel = Esc anulează
explain-title = De ce: dovada valorilor exacte · ↑↓ derulare · Esc închide
explain-title-short = De ce · Esc închide
explain-running = { $spin } se caută dovada… { $seconds } s (Esc oprește)
explain-none = Nicio explicație aici: { $why }.
explain-note-wins-in = „câștigă în n”: n jumătăți de mutare de la poziția dinaintea mutării pe care o urmează
small-window = fereastra e prea mică
small-window-size = e nevoie de { $need }, este { $have }
small-window-keys = q iese; celelalte taste așteaptă o fereastră mai mare
tree-capped = urmă limitată la { $cap } de pași (--trace-cap): încă { $more } căutați, neînregistrați
tree-pruned = { $n } { $n ->
    [one] tăiată
    [few] tăiate
   *[other] tăiate
}: α ≥ β
palette-standard = culorile terminalului
palette-colour-blind = sigure pentru daltoniști (Okabe–Ito)
palette-none = fără culori
say-one-chapter = o singură căutare: capitolele vin cu un ceas (T)

## Cuvintele proprii ale --help în jurul ajutorului tradus (locales/help/)

help-usage = Utilizare:
help-options = Opțiuni
help-commands = Comenzi
help-arguments = Argumente
help-default = implicit: { $value }
help-possible = valori posibile: { $values }

## Căutarea Monte Carlo în arbore: panoul, arborele și cele patru faze ale parcurgerii

mcts-selection = selecție
mcts-expansion = expansiune
mcts-playout = simulare
mcts-backup = propagare înapoi
mcts-utility = utilitate { $value }
mcts-max-wins = +1: câștigă { $side }
mcts-min-wins = −1: câștigă { $side }
mcts-draw = 0: remiză
mcts-title = Căutarea Monte Carlo în arbore
mcts-last-search = ultima căutare: poziția după { $n } { $n ->
    [one] mutare
    [few] mutări
   *[other] de mutări
}
mcts-setup = { $side } la mutare · UCT, C = { $c } · simulări { $playout } · sămânța { $seed }
mcts-ran = { $n } { $n ->
    [one] iterație
    [few] iterații
   *[other] de iterații
} în { $seconds } s · { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
}
mcts-ran-capped = { $n } { $n ->
    [one] iterație
    [few] iterații
   *[other] de iterații
} în { $seconds } s · { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} (la limită: arborele nu mai crește)
mcts-chose = a ales
mcts-chose-why = : cea mai vizitată, { $visits } din { $all } vizite (fixată după { $settled })
mcts-unit-utility = utilitatea medie a lui MAX
mcts-unit-result = rezultatul mediu al lui MAX, +1 câștig, −1 pierdere
mcts-estimate = estimare
mcts-after = după
mcts-choice = alegere
mcts-visits = vizite
mcts-keys = s parcurge iterațiile
mcts-exact-utility = { $value } (al lui MAX)
mcts-keeps = alegerea o păstrează
mcts-does-not-keep = alegerea nu o păstrează
mcts-exact = exact: { $verdict }
mcts-exact-unknown = exact: necunoscut într-o secundă
mcts-tree-after = arborele MCTS · după această iterație
mcts-tree-before = arborele MCTS · înainte de această iterație
mcts-tree = MCTS · n, media (a lui MAX), UCB (a celui la mutare)
mcts-no-move = nicio mutare căutată
mcts-step-title = Iterația { $at } din { $n } · { $phase }/4 { $name }
mcts-autoplay = automat: spațiu oprește
mcts-step-keys = → faza următoare · n iterația următoare · PgDn zece · Esc iese
mcts-recorded = au fost înregistrate primele { $recorded } din { $n } iterații
mcts-c-scaled = { $c } ({ $exploration } × cel mai mare rezultat de până acum)
mcts-selection-how = De la rădăcină în jos, fiecare nod ia copilul cu cel mai mare UCB = media + C·√(ln N / n), C = { $c }, media pentru cel la mutare:
mcts-root-new = rădăcina e nouă: această primă iterație simulează din ea
mcts-root-untried = rădăcina mai are mutări neîncercate: încă nu e între ce alege
mcts-chance-added = șansa a tras { $mv } la { $at }, încă nu e în arbore: adăugat
mcts-added = adăugat { $mv } sub { $at }: una dintre cele { $n } mutări neîncercate ale sale, trasă la întâmplare
mcts-root-added = rădăcina e nodul nou
mcts-final = { $mv } e o poziție finală: nimic de adăugat
mcts-at-cap = arborele e la limita sa de { $cap } de noduri: nimic adăugat; simularea începe la { $mv }
mcts-no-playout = nicio simulare: { $mv } încheie jocul, { $result }
mcts-more = … încă { $n }
mcts-no-move-played = nicio mutare
mcts-playout-line = o simulare { $playout } din { $from }: { $moves } ({ $n } { $n ->
    [one] mutare
    [few] mutări
   *[other] de mutări
})
mcts-result = rezultat
mcts-backup-how = rezultatul { $result } se adaugă fiecărui nod pe drumul înapoi, iar fiecare număr crește cu unu:
mcts-new = nou
mcts-end-value = final { $value }
mcts-exact-value = exact { $value }
mcts-mean = media { $value }
mcts-chance-draws = la { $at }: șansa trage { $mv } (după probabilitatea sa)
mcts-chosen = la { $at } (N = { $big }, { $side } la mutare): { $mv } cu UCB { $ucb }
mcts-next-best = următoarea cea mai bună { $mv } { $ucb }

## De ce: dovada valorii unei poziții și motivele proprii ale fiecărui joc (regula lui Bouton, resturile, amenințările)

explain-wins-at-once = { $side } câștigă imediat
explain-wins-in = { $side } câștigă în { $n }
explain-wins = { $side } câștigă
explain-draw = remiză
explain-lost = { $me } la mutare pierde orice ar muta: cea mai lungă rezistență e { $best } ({ $result })
explain-head = { $me } la mutare: { $best }, și { $result } { $more ->
    [0] (singura astfel de mutare)
    [one] (încă { $more } mutare { $kind ->
    [win] câștigă
    [draw] face remiză
   *[other] obține la fel
})
    [few] (încă { $more } mutări { $kind ->
    [win] câștigă
    [draw] fac remiză
   *[other] obțin la fel
})
   *[other] (încă { $more } de mutări { $kind ->
    [win] câștigă
    [draw] fac remiză
   *[other] obțin la fel
})
}
explain-ends = { $mv } încheie jocul: { $result }
explain-after-only = după { $best }, singura replică a lui { $you_of }: { $list }
explain-after-loses = după { $best }, fiecare dintre cele { $n } replici ale lui { $you_of } pierde: { $list }
explain-after-draws = după { $best }, fiecare dintre cele { $n } replici ale lui { $you_of } face remiză sau pierde: { $list }
explain-after-replies = după { $best }, cele { $n } replici ale lui { $you_of }: { $list }
explain-and-more = și încă { $n }
explain-as-good = { $mv } e la fel de bună: { $result }
explain-each-answered = fiecare mutare a lui { $me_of } are răspunsul ei: { $list }
explain-worse = mai slabe pentru { $me_of }: { $list }
nim-why-ones = fiecare grămadă are cel mult o piatră, deci fiecare mutare ia una: { $ones } în total, luate pe rând; { $misere ->
    [yes] cine ia ultima piatră pierde
   *[no] cine ia ultima piatră câștigă
}, deci { $wins ->
    [yes] cel la mutare câștigă
   *[no] cel la mutare pierde
} ({ $even ->
    [yes] un număr par
   *[no] un număr impar
} de grămezi cu o piatră)
nim-why-bouton = regula lui Bouton: suma nim (XOR pe biți) a grămezilor este { $sum }
nim-why-misere-one = misère cu o grămadă de 2 sau mai multe pietre: { $wins ->
    [yes] cel la mutare câștigă
   *[no] cel la mutare pierde
}; câștigă cine poate lăsa un număr impar de grămezi cu o piatră și nimic mai mare
nim-why-misere-two = misère cu două grămezi de 2 sau mai multe pietre se joacă precum Nim normal: o sumă nim de { $sum } înseamnă că { $wins ->
    [yes] cel la mutare câștigă
   *[no] cel la mutare pierde
}
nim-why-normal = o sumă nim de { $sum } înseamnă că { $wins ->
    [yes] cel la mutare câștigă
   *[no] cel la mutare pierde
}
nim-why-move = o mutare câștigătoare: luați { $stones } din grămada { $heap } ({ $from } → { $to }), ceea ce lasă grămezile { $heaps } (suma nim { $left }), o poziție pe care celălalt jucător o pierde
nim-why-lost = fiecare mutare lasă o poziție pe care celălalt jucător o câștigă: cea mai bună e rezistența cea mai lungă
sum-below-two = 0 sau 1
sum-below-range = de la 0 la { $top }
sum-why-residues = decid resturile: cu T = { $moves }, cel la mutare pierde exact când distanța până la țintă, mod { $least } + { $most } = { $p }, este { $below } (adevărat la fiecare distanță până la { $to_go })
sum-why-residues-paired = decid resturile: cu T = { $moves }, cel la mutare pierde exact când distanța până la țintă, mod { $least } + { $most } = { $p }, este { $below }: mutările se împerechează la { $p } (x și { $p } − x), deci cine lasă o astfel de distanță răspunde la fiecare mutare x cu { $p } − x și o păstrează (adevărat la fiecare distanță până la { $to_go })
sum-why-here-wins = aici distanța e { $target } − { $sum } = { $to_go }, iar { $to_go } mod { $p } = { $q }: cel la mutare câștigă
sum-why-here-loses = aici distanța e { $target } − { $sum } = { $to_go }, iar { $to_go } mod { $p } = { $q }: cel la mutare pierde
sum-why-here-by = aici distanța e { $target } − { $sum } = { $to_go }, iar { $to_go } mod { $p } = { $q }: cel la mutare câștigă adunând { $x }, ceea ce lasă { $left } ({ $left } mod { $p } = { $r })
c4-column = coloana { $c }
c4-columns = coloanele { $list } și { $last }
c4-wins-at-once = { $me } câștigă imediat în { $columns }
c4-threat-one = { $you } amenință să câștige în { $columns }: { $me } trebuie s-o blocheze
c4-threat-many = { $you } amenință să câștige în { $columns }: { $me } poate bloca doar una
c4-threat-made = după { $col }, { $me } amenință să câștige în { $columns }: { $you } poate bloca doar una

## Ce scrie solve ca text: valoarea și sensul ei, cea mai bună mutare și linie, comutatoarele și numărătorile căutării

solve-to-move = { $game }: { $side } la mutare
solve-max-wins = MAX (primul jucător) câștigă cu joc perfect
solve-min-wins = MIN (al doilea jucător) câștigă cu joc perfect
solve-draw = remiză cu joc perfect
solve-undecided = nedecis în limita de adâncime (euristic, din perspectiva lui MAX)
solve-value = valoarea: { $value }  ({ $meaning })
solve-best-move = cea mai bună mutare: { $mv }
solve-none-over = niciuna (jocul s-a terminat)
solve-none = niciuna
solve-ties = tras la întâmplare dintre { $n } mutări la fel de bune (sămânța { $seed })
solve-best-line = cea mai bună linie: { $line }
solve-search = căutare: { $config }
solve-deepening = adâncire iterativă în { $budget } s: adâncimea { $depth } e cea mai adâncă terminată ({ $nodes } noduri în total); { $why }
solve-deepening-exact = exact, deci mai adânc nu s-ar schimba nimic
solve-deepening-asked = adâncimea cerută
solve-deepening-clock = ceasul a oprit adâncimea { $next }
solve-window = fereastra ({ $low }, { $high }) { $outcome }
solve-exact = exact
solve-iteration = adâncimea { $depth }: valoarea { $value }  { $nodes } noduri  { $seconds } s  linia { $line }
config = { $algorithm }, alfa-beta { $ab ->
    [on] pornită
   *[off] oprită
}, tabela de transpoziție { $tt ->
    [on] pornită
   *[off] oprită
}, ordonarea mutărilor { $ordering ->
    [on] pornită
   *[off] oprită
}, { $depth }
config-unlimited = adâncime nelimitată
config-deepening = adâncire iterativă timp de { $seconds } s
config-deepening-to = adâncire iterativă până la adâncimea { $depth } timp de { $seconds } s
config-depth = adâncime { $depth }
config-hashed = tabelă cu dispersie de { $mb } MB
config-killers = mutări ucigașe
config-history = euristica istoriei
config-pvs = căutarea variantei principale
config-aspiration = fereastră de aspirație ±{ $w }
config-random-ties = egalități rupte la întâmplare (sămânța { $seed })
stats = noduri { $nodes }, frunze { $leaves }, tăieri { $cutoffs }, potriviri TT { $tt }, adâncime maximă { $depth }, { $ms } ms
sum-solve-head = Jocul sumei: ținta { $target }, mutările { $moves }, jucate { $played }, suma { $sum }, { $side } la mutare
nim-solve-head = Nim: grămezile { $heaps } ({ $misere ->
    [yes] misère: cine ia ultima piatră pierde
   *[no] normal: cine ia ultima piatră câștigă
})
nim-solve-wins = valoarea: +1  (cel la mutare câștigă cu joc perfect)
nim-solve-loses = valoarea: −1  (cel la mutare pierde cu joc perfect)
nim-solve-undecided = valoarea: 0  (nedecis: limita de adâncime a tăiat fiecare linie înainte de final, iar Nim nu are euristică, deci o poziție tăiată valorează 0)
nim-solve-best = cea mai bună mutare: luați { $stones } din grămada { $heap } (numerotate de la 0), răspuns `{ $heap } { $stones }`
nim-solve-none = cea mai bună mutare: niciuna, toate grămezile sunt goale
nim-solve-bouton = (după regula lui Bouton: poziția e prea mare pentru căutare)
tree-solve-tree = arbore: { $tree }
tree-solve-value = valoarea: { $value }  ({ $kind } la rădăcina { $root }, din perspectiva lui MAX)
tree-solve-search = căutare: { $config }, se taie când { $strict ->
    [yes] o valoare depășește fereastra (v > β)
   *[no] o valoare atinge fereastra (v ≥ β)
}, mutările { $order ->
    [written] cum sunt scrise
    [reversed] în ordine inversă
    [best] cea mai bună întâi
   *[worst] cea mai slabă întâi
}
tree-solve-nodes = noduri: { $n }
tree-solve-evaluated = evaluate: { $leaves }
tree-solve-pruned = tăiate: { $moves }
reversi-leaves-out = doar câștig/remiză/pierdere, nu diferența de discuri

## Notare: ce e fiecare variantă de căutare, fișierele de feedback, foaia și corectarea examenului, diagnosticul grade tree

variant-correct = căutarea cerută
variant-prune-on-equality = alfa-beta taie imediat ce v ≥ β (AIMA, figura 5.7)
variant-prune-strictly = alfa-beta taie doar când v > β (CS188)
variant-no-pruning = minimax simplu: fiecare mutare căutată
variant-depth-plus-one = limita de adâncime cu un pas mai adânc: o rundă a tuturor agenților într-un fișier CS188, altfel o jumătate de mutare
variant-depth-minus-one = limita de adâncime cu un pas mai puțin adânc: o rundă a tuturor agenților într-un fișier CS188, altfel o jumătate de mutare
variant-depth-in-plies = adâncimea unui fișier CS188 numărată în jumătăți de mutare, câte o mutare, nu în runde ale tuturor agenților
variant-partial-ply = un singur strat MIN pe rundă acolo unde sunt mai mulți agenți MIN
variant-alpha-not-carried-across-root = fiecare mutare a rădăcinii căutată cu o fereastră nouă (eroarea din aima-python)
variant-right-to-left = copiii căutați de la ultimul la primul
variant-minimax-for-expectimax = nodurile de șansă luate drept noduri MIN
variant-expectimax-for-minimax = nodurile MIN luate drept noduri de șansă
feedback-points = **{ $points } din { $of }** ({ $rule })
feedback-nim-title = Grămezile ({ $misere ->
    [yes] Nim misère
   *[no] Nim
})
feedback-nim-table = | adversar | partide | victorii | rată de câștig |
feedback-first-invalid-title = Primul răspuns care nu a putut conta
feedback-first-invalid = Împotriva lui { $opponent }, din grămezile { $heaps }: { $why }
feedback-invalid-zero = Orice astfel de răspuns dă 0: arena s-a oprit acolo.
feedback-lost-title = Partide pierdute ({ $n })
feedback-lost-game = împotriva lui { $opponent } din grămezile { $heaps } ({ $first ->
    [you] ați mutat primul
   *[them] adversarul a mutat primul
}): { $why }
feedback-lost-moves = mutări (grămadă:pietre): { $moves }
feedback-and-more = … și încă { $n }
feedback-tree-title = Căutare în arbore
feedback-tree-match = Răspunsurile dvs. greșite corespund variantei **{ $variant }**: { $what }.
feedback-tree-departs = La primul dintre ele, căutarea dvs. se abate de la cea corectă la { $node }.
feedback-tree-table = | arbore | verdict | detalii |
feedback-no-variant = nicio variantă cunoscută nu îl reproduce
feedback-departs-at = { $variants }; se abate la { $node }
feedback-first-failure = Primul eșec
exam-rule-strict = tăiați doar când v > β (regula din CS188)
exam-rule-equal = tăiați imediat ce v ≥ β (regula din figura 5.7 din AIMA)
exam-time = Aveți { $n ->
    [one] { $n } minut
    [few] { $n } minute
   *[other] { $n } de minute
}.
exam-title = Examen de alfa-beta: { $id }
exam-sheet-task = Căutați arborele de mai jos cu alfa-beta: MAX mută la rădăcină, nivelurile alternează, copiii sunt căutați de la stânga la dreapta, fereastra pornește de la (−∞, +∞), iar voi { $rule }.
exam-sheet-write = Scrieți în `{ $file }`, după fiecare două puncte:
exam-sheet-value = `value:` valoarea rădăcinii
exam-sheet-action = `action:` mutarea aleasă de rădăcină (eticheta copilului ei)
exam-sheet-visited = `visited:` fiecare nod în care intră căutarea, în ordine, rădăcina prima (etichete separate prin spații)
exam-sheet-tree = Arborele, `{ $text }`:
exam-sheet-points = Puncte: valoarea { $v }, mutarea { $m }, ordinea { $o }.
exam-blank = Examen de alfa-beta, { $id }: completați după fiecare două puncte (vezi sheet.md); rândurile care încep cu # sunt ignorate.
exam-points = **{ $points } din { $of } puncte.**
exam-unreadable = Răspunsul dvs. nu a putut fi citit: { $why }.
exam-part-right = { $name }: corect ({ $truth })
exam-part-wrong = { $name }: greșit; răspunsul corect e { $truth }
exam-part-none = { $name }: fără răspuns; răspunsul corect e { $truth }
exam-part-value = valoarea rădăcinii
exam-part-move = mutarea
exam-part-order = ordinea vizitării
exam-exactly = Căutarea dvs. e exact `{ $name }`: { $what }.
exam-leaves-at = Părăsește prima dată căutarea corectă la nodul { $node }.
grade-correct = corect: { $correct ->
    [yes] da
   *[no] nu
}
grade-no-variant = nicio variantă cunoscută nu reproduce acest răspuns
grade-reproduced = reprodus de: { $list }
grade-departs = se abate prima dată de la căutarea corectă la: { $state }
grade-right-move = mutarea corectă: { $mv }
grade-right-visits = căutarea corectă vizitează: { $visited }

## Comanda review, rapoartele Reversi și Connect Four, perft

review-cmd-exact = toate valorile exacte
review-cmd-depth = valori exacte unde jocul a fost rezolvat, altfel euristice la adâncimea { $depth }
review-cmd-head = { $game }, { $n ->
    [one] { $n } mutare analizată
    [few] { $n } mutări analizate
   *[other] { $n } de mutări analizate
}, valorile celui la mutare: { $exactly }
review-cmd-stopped = oprit după { $seconds } s: { $reviewed } din { $n } mutări analizate (--timeout, --depth)
review-cmd-thresholds = judecăți euristice după cât a scăzut valoarea: { $thresholds }
reversi-endgame-wld = Reversi, { $empty } pătrate goale: { $side } la mutare: { $result ->
    [win] câștig
    [loss] pierdere
   *[draw] remiză
} (doar câștig/pierdere/remiză)
reversi-endgame-draw = Reversi, { $empty } pătrate goale: { $side } la mutare: remiză, câte 32 de discuri
reversi-endgame-margin = Reversi, { $empty } pătrate goale: { $side } la mutare: { $result ->
    [win] câștig
    [loss] pierdere
   *[draw] remiză
} cu { $margin } { $margin ->
    [one] disc
    [few] discuri
   *[other] de discuri
} ({ $own } la { $other })
reversi-endgame-count = { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} în { $seconds } s cu rezolvitorul de final pe { $threads ->
    [one] { $threads } fir
    [few] { $threads } fire
   *[other] { $threads } de fire
}
reversi-dedicated-value = Reversi, adâncimea { $depth }{ $clock ->
    [yes]  (după ceas)
   *[no] {""}
} cu motorul dedicat: valoarea { $value } (a lui Negru{ $decided ->
    [yes] , decisă
   *[no] , euristică
})
reversi-dedicated-count = { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} în { $seconds } s ({ $rate } noduri/s) pe { $threads ->
    [one] { $threads } fir
    [few] { $threads } fire
   *[other] { $threads } de fire
}
reversi-perft = perft({ $depth }): { $leaves } { $leaves ->
    [one] frunză
    [few] frunze
   *[other] de frunze
} în { $seconds } s, { $rate } frunze/s, { $threads } { $threads ->
    [one] fir
    [few] fire
   *[other] de fire
}
c4-empty-board = tabla goală
c4-solve-head = Connect Four { $size }, { $position }: { $first ->
    [yes] Roșu (primul jucător)
   *[no] Galben (al doilea jucător)
} la mutare
c4-score-open = scor: niciunul: limita de adâncime ({ $depth }) a lăsat jocul deschis; valoarea euristică pentru cel la mutare { $value } (nu e un scor)
c4-score-weak = scor: { $result ->
    [win] câștig
    [loss] pierdere
   *[draw] remiză
} (slab: doar semnul)
c4-score = scor: { $score } ({ $result ->
    [win] câștig
    [loss] pierdere
   *[draw] remiză
}; scorul lui Pons: cu cât câștigul e mai devreme, cu atât mai mare)
c4-best-move = cea mai bună mutare: coloana { $column }
c4-line = varianta principală: { $line }
c4-full = plină
c4-each = fiecare coloană (1 până la { $n }): { $each }
c4-explored = { $nodes } { $nodes ->
    [one] poziție explorată
    [few] poziții explorate
   *[other] de poziții explorate
} în { $seconds } s de motorul { $engine }
c4-perft = Connect Four { $size }, adâncimea { $depth }: { $n } { $n ->
    [one] secvență de mutări
    [few] secvențe de mutări
   *[other] de secvențe de mutări
} ({ $seconds } s)

## solve --engine mcts ca text

mcts-cmd-head = { $title }, { $side } la mutare: căutarea Monte Carlo în arbore (UCT, C = { $c }, simulări { $playout }, sămânța { $seed })
mcts-cmd-ran = { $n } { $n ->
    [one] iterație
    [few] iterații
   *[other] de iterații
} în { $seconds } s; { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
}
mcts-cmd-ran-capped = { $n } { $n ->
    [one] iterație
    [few] iterații
   *[other] de iterații
} în { $seconds } s; { $nodes } { $nodes ->
    [one] nod
    [few] noduri
   *[other] de noduri
} (limita, { $cap }: arborele nu mai crește)
mcts-cmd-no-move = nicio mutare de ales
mcts-cmd-chose = mutarea aleasă: { $mv } (cea mai vizitată: { $visits } din { $all } vizite; fixată după { $settled } { $settled ->
    [one] iterație
    [few] iterații
   *[other] de iterații
})
mcts-cmd-estimate = estimare: { $value } ({ $unit })
mcts-cmd-exact = exact: { $verdict }, după { $by }{ $kept ->
    [yes] ; mutarea aleasă o păstrează
    [no] ; mutarea aleasă nu o păstrează
   *[unknown] {""}
}
mcts-cmd-exact-unknown = exact: necunoscut aici într-o secundă
mcts-cmd-move = mutare
mcts-cmd-mean = media
mcts-cmd-exact-head = exact (al lui MAX)
mcts-cmd-iterations = iterații
mcts-cmd-its-visits = vizitele ei
mcts-cmd-by-teaching = motorul didactic, până la capăt

## Turneul arenei ca text: clasamentul, tabelul încrucișat, partidele marcate de arbitru

arena-head = Arena { $game }: { $entrants } { $entrants ->
    [one] participant
    [few] participanți
   *[other] de participanți
} · { $starts } { $starts ->
    [one] început
    [few] începuturi
   *[other] de începuturi
} pe pereche, fiecare jucat de două ori (părți schimbate) · sămânța { $seed } · { $seconds } s pe mutare
arena-entrant = participant
arena-games = partide
arena-won = câșt.
arena-drew = rem.
arena-lost = pierd.
arena-points = puncte
arena-elo = Elo (95 %)
arena-failed = eșecuri
arena-blunders = gafe
arena-cross = tabel încrucișat (punctele rândului contra coloanei):
arena-notable = partide cu un eșec sau o gafă (arbitrul judecă acolo unde jocul e rezolvat):
arena-draw = remiză
arena-won-by = a câștigat { $tag }
arena-game = partida { $n }: { $first } (primul) contra { $second }: { $result }
arena-failure = { $tag } a pierdut printr-un eșec: { $why }
arena-blunder = mutarea { $ply } a lui { $tag }: { $mv } ({ $change })
arena-more = … și încă { $n } (toate în --json)

## Rezumatul grade class și grade merge

class-graded = { $n } { $n ->
    [one] lucrare notată
    [few] lucrări notate
   *[other] de lucrări notate
}: { $points } din { $of } puncte; { $not_run } nu au putut fi rulate
class-graded-resumed = { $n } { $n ->
    [one] lucrare notată
    [few] lucrări notate
   *[other] de lucrări notate
} ({ $earlier } notate de o rulare anterioară, păstrate): { $points } din { $of } puncte; { $not_run } nu au putut fi rulate
class-skipped = omis { $name }: { $why }
class-contained = izolare: { $how }
class-sheets = foi: { $csv } și { $json }
class-shards-joined = { $n } { $n ->
    [one] parte unită
    [few] părți unite
   *[other] de părți unite
}

## De ce e refuzată o valoare scrisă sau dată (în linia de comandă și pe ecranul de start)

parse-nothing = se aștepta un număr, nu e nimic
parse-negative = „{ $text }” e un număr negativ (se așteaptă { $least } sau mai mult)
parse-not-a-number = „{ $text }” nu e un număr
parse-not-positive = „{ $text }” nu e un număr pozitiv
parse-too-small = „{ $text }” e prea mic (cel puțin { $least })
parse-too-large = „{ $text }” e prea mare (cel mult { $most })
parse-not-one-of = „{ $text }” nu e niciuna dintre { $options }
nim-all-empty = toate grămezile sunt goale: jocul acesta s-a terminat deja

## Felurile în care comparația caută o poziție

way-plain = minimax simplu
way-ordering = αβ + ordonare
way-table = αβ + tabelă
way-table-ordering = αβ + tabelă + ordonare
way-killers = … + ucigașe + istorie

## Felurile proprii ale unui arbore de manual în comparație: regula de tăiere și ordinea mutărilor

way-prune-equal = αβ, taie la v ≥ β
way-prune-strict = αβ, taie la v > β
way-reversed = αβ, mutări inversate
way-best-first = αβ, cea mai bună întâi
way-worst-first = αβ, cea mai rea întâi

## O linie de comandă refuzată (erorile clap, pe un rând) și cuvântul rândului de eroare

error-line = eroare: { $what }
usage-needs-command = `{ $path }` are nevoie de una dintre comenzile: { $choices } (vedeți `{ $path } --help`)
usage-no-such-command = `{ $path }` nu are `{ $given }`; primește una dintre comenzile: { $choices }
usage-needs-argument = `{ $path }` are nevoie de { $what } (vedeți `{ $path } --help`)
usage-unexpected-argument = argument neașteptat „{ $arg }”
usage-invalid-value = valoare nevalidă „{ $value }” pentru „{ $arg }”
usage-value-refused = valoare nevalidă „{ $value }” pentru „{ $arg }”: { $why }
usage-value-missing = „{ $arg }” are nevoie de o valoare, dar nu s-a dat niciuna
usage-too-many = valoare neașteptată „{ $value }” pentru „{ $arg }”; nu se mai așteptau altele
usage-value-count = numărul de valori pentru „{ $arg }”: trebuie { $expected }, s-au dat { $given }
usage-no-equals = „{ $arg }” se dă cu semnul egal („{ $arg }=…”)
usage-not-utf8 = un argument nu este UTF-8 valid
usage-repeated = argumentul „{ $arg }” poate fi dat o singură dată
usage-conflict = argumentul „{ $arg }” nu poate fi folosit cu „{ $other }”
usage-conflict-others = argumentul „{ $arg }” nu poate fi folosit cu celelalte argumente date
usage-expected = { $line } (se aștepta una dintre: { $valid })
usage-did-you-mean = { $line } (ați vrut să scrieți „{ $guess }”?)

## Titlurile secțiunilor paginii de manual (minimax man) și o comandă pe care nu o are

man-name = NUME
man-synopsis = SINOPSIS
man-description = DESCRIERE
man-options = OPȚIUNI
man-commands = SUBCOMENZI
man-version = VERSIUNE
man-authors = AUTORI
man-no-command = `{ $name }` nu are comanda „{ $word }” (are: { $choices })
man-no-commands = `{ $name }` nu are comanda „{ $word }” (nu are nicio comandă)

## Un fișier refuzat, notația unui arbore și un fișier de test CS188 citite greșit

file-not-regular = { $name } nu este un fișier obișnuit
file-too-large = { $name } are mai mult de { $most } de octeți
file-not-text = { $name } nu este text (UTF-8)
tree-at-column = coloana { $column }: { $message }
tree-value-too-large = { $text } e prea mare (valorile sunt cel mult { $most } în mărime)
tree-expected-number = se aștepta un număr
tree-too-deep = arborele are mai mult de { $most } de niveluri
tree-too-many-nodes = mai mult de { $most } de noduri
tree-not-a-kind = „{ $word }” nu este max, min sau chance
tree-bad-word = „{ $word }” trebuie să fie o etichetă (urmată de „:”) sau max, min ori chance înaintea unui grup
tree-unexpected = se aștepta o valoare sau un grup, s-a găsit „{ $found }”
tree-ends-too-soon = arborele se termină prea devreme: se aștepta o valoare sau un grup
tree-bracket-mismatch = această paranteză nu se potrivește cu cea deschisă
tree-never-closed = acest grup nu este închis niciodată
tree-probability = o probabilitate e între 0 și 1, nu { $p }
tree-empty-group = un grup gol: un nod are copii sau o valoare
cs188-no-key = fișierul de test nu are „{ $key }”
cs188-not-whole = „{ $key }” nu este un număr întreg
cs188-agents = num_agents e între 1 și 10
cs188-bad-evaluation = o linie de evaluare greșită: „{ $line }” (se aștepta `STARE VALOARE`)
cs188-bad-successor = o linie de succesor greșită: „{ $line }” (se aștepta `STARE ACȚIUNE URMĂTOAREA`)
cs188-too-large = arborele din „{ $state }” e prea mare sau are un ciclu
cs188-no-evaluation = starea { $state } încheie jocul, dar nu are evaluare
cs188-not-a-field = linia { $line }: se aștepta `cheie: valoare`
cs188-block-open = linia { $line }: acest bloc """ nu este închis niciodată

## O poziție refuzată: o tablă, grămezi, o țintă, un șir de mutări

grid-length = o tablă are 9 caractere (x, o, .), nu { $n }
grid-character = „{ $c }” nu este x, o sau . pe o tablă
grid-counts = { $x } de x și { $o } de o nu se pot întâmpla: X mută primul, apoi alternează
grid-both-won = ambele părți au trei în linie
grid-played-on = { $winner } are trei în linie, dar jocul a continuat după aceea: o asemenea tablă nu se poate întâmpla
grid-too-many-lines = { $winner } are linii pe care nicio ultimă mutare nu le completează împreună: o asemenea tablă nu se poate întâmpla
board-length = o tablă are 64 de caractere (a1..h1, a2..h2, …), nu { $n }
board-character = „{ $c }” nu este X, O, - sau . pe o tablă
board-square = „{ $square }” nu este un pătrat (a1 până la h8) sau pass
sum-target-zero = ținta trebuie să fie un număr pozitiv
sum-target-too-large = ținta { $target } e prea mare (cel mult { $most })
sum-zero-move = mulțimea de mutări are doar numere pozitive, nu 0
sum-not-in-set = mutarea jucată { $mv } nu este în mulțimea de mutări { $set }
sum-over-exactly = jocul s-a terminat deja: mutările jucate ating ținta { $target } exact
sum-over-past = jocul s-a terminat deja: mutările jucate însumează { $sum }, peste ținta { $target }
nim-no-heaps = trebuie să existe cel puțin o grămadă
nim-too-many-heaps = { $n } grămezi sunt prea multe (cel mult { $most })
nim-heap-too-large = o grămadă de { $heap } e prea mare (cel mult { $most })
connect4-width = o lățime de { $side }: trebuie să fie între { $least } și { $most }
connect4-height = o înălțime de { $side }: trebuie să fie între { $least } și { $most }
connect4-not-a-column = „{ $c }” (mutarea { $at }) nu este o coloană de la 1 la { $width }
connect4-column-full = coloana { $column } e plină la mutarea { $at }
connect4-won = mutarea { $at } ({ $column }) câștigă jocul: poziția s-a încheiat
connect4-full = tabla e plină: poziția s-a încheiat
tree-text-after = text neașteptat după arbore
tree-no-move = un arbore are nevoie de cel puțin o mutare

## O înregistrare, un fișier de răspuns, o listă de studenți sau o cheie de examen refuzate

connect4-position-refused = poziția { $position }: { $why }
record-unknown-game = o înregistrare a jocului „{ $game }”, care nu este printre jocuri
record-unknown-parameter = { $game } nu are parametrul „{ $long }”
record-result-differs = rezultatul înregistrării e { $written }, dar mutările ei se termină cu { $reached } ({ $reason })
record-move-illegal = mutarea { $at } a înregistrării ({ $name }) nu e permisă acolo
record-variation-illegal = mutarea { $at } a unei variante ({ $name }) nu e permisă acolo
record-too-long = înregistrarea ar avea { $size } octeți, mai mult decât se citește dintr-o înregistrare ({ $most }): nescrisă
record-too-many-lines = înregistrarea ar avea { $n } variante, mai multe decât se citesc ({ $most }): nescrisă
record-names-taken = toate numele pentru înregistrare sunt ocupate
record-not-a-record = { $path }: nu este o înregistrare de joc ({ $why })
record-holds-too-many = { $path }: { $n } variante; o înregistrare are cel mult { $most }
record-format = { $path }: formatul „{ $format }”, se aștepta „{ $known }” (sau unul mai vechi)
file-is-a-link = { $path } este o legătură: nu se scrie prin ea
answer-not-a-field = linia { $line }: se aștepta `cheie: valoare`
answer-unknown-key = linia { $line }: cheie necunoscută „{ $key }” (value, action, generated, visited)
answer-key-twice = linia { $line }: un al doilea „{ $key }” (fiecare cheie o singură dată)
answer-empty = răspunsul nu numește nicio mutare și nicio stare
exam-no-answer = lipsește { $file }
exam-students-count = --students { $n }: de la 1 la { $most }
exam-list-line = { $file }, linia { $line }: { $why }
exam-id-twice = { $file }, linia { $line }: „{ $id }” de două ori
exam-too-many-students = { $file }: mai mult de { $most } de studenți
exam-no-students = { $file }: niciun id de student
exam-not-an-id = „{ $id }” nu este un id (litere, cifre, . _ -, cel mult { $most })
exam-exists = { $path } există: un examen nu se suprascrie niciodată
exam-not-a-folder = { $path } este un fișier: un examen este dosarul scris de `minimax exam --out`, cu cheia exam.json
exam-not-a-key = { $path }: nu este o cheie { $format }
exam-bad-tree = { $path }: arborele lui { $id }: { $why }

## Opțiuni refuzate ale unei comenzi: notarea unui arbore, o căutare prea mare, fișierele de test ale rezolvitorilor, limitele arenei, memoria

refused-timeout = --timeout trebuie să fie mai mare decât 0 și cel mult 600 de secunde
grade-tree-unread = { $long } nu schimbă nimic din ce citește notarea: o căutare e notată după algoritm, --no-alpha-beta, --depth și --cut
grade-tree-program-only = { $long } e pentru notarea unui program (--player): un fișier --answer e notat pe propriul arbore
grade-tree-needs = `minimax grade tree` are nevoie de --answer FIȘIER sau --player COMANDĂ
grade-tree-trees-or-random = dați fie --trees DOSAR, fie --random N
grade-tree-one-tree = { $long } dă arborele pentru un --answer: un program e notat pe --trees DOSAR sau --random N
grade-tree-seed = --seed merge cu --random: împarte arborii aleatori
grade-tree-too-many = { $dir } conține mai mult de { $most } de fișiere
practice-cs188-depth = limita de adâncime a acestui test CS188 ({ $depth } runde a câte { $agents } agenți) se oprește deasupra frunzelor, iar exersarea urmărește arbori întregi: îl notează `minimax grade tree`
tree-branching-alone = --branching merge cu --leaves
search-too-many-steps = căutarea are mai mult de { $most } de pași
export-too-many-steps = căutarea are mai mult de { $most } de pași: prea mare pentru export; măriți --max-events sau tăiați cu alfa-beta, tabela ori --depth
reversi-endgame-too-far = { $n } pătrate goale: --endgame rezolvă cel mult { $most }
obf-no-scores = { $file }: nicio problemă cu scor cunoscut
obf-too-far = { $file }: o problemă are { $n } pătrate goale; rezolvitorul de final ia cel mult { $most }
obf-too-far-named = { $file }: { $label } are { $n } pătrate goale; rezolvitorul de final ia cel mult { $most }
scores-differ = { $wrong } din { $of } scoruri diferă de cele din fișier
connect4-file-too-long = { $file }: mai mult de { $most } de poziții
file-line = { $file } linia { $line }: { $why }
connect4-file-fields = se aștepta o poziție și un scor
not-a-score = „{ $text }” nu este un scor
connect4-file-empty = { $file }: nicio poziție
arena-sum-too-long = un joc de până la { $longest } mutări (ținta { $target } câte { $smallest }): arena joacă cel mult { $most }
hash-too-much = { $mb } MB e mai multă memorie decât poate primi acest proces; cereți mai puțin
obf-line = linia { $line }: { $why }
obf-position = se așteptau 64 de pătrate, un spațiu și partea la mutare (X sau O)
obf-side = „{ $side }” nu este o parte la mutare (X sau O)
obf-answer = „{ $field }” nu este mutare:scor
obf-margin = { $score } nu este o diferență de piese (-64 până la 64)
obf-illegal = { $square } nu e o mutare permisă în această poziție

## Opțiuni refuzate ale unei comenzi: jucători, turnee, analiza, ferestre și ceasuri, examene, clase

arena-nim-mcts-refused = „{ $player }” cu --heaps { $heaps } --max-heap { $max_heap }: { $why }
arena-nim-unknown = jucător necunoscut „{ $player }” (dumb, medium, hard, search:ADÂNCIME cu ADÂNCIME 1..64 sau mcts:N cu N 2..{ $most })
arena-nim-save = --save păstrează fiecare mutare: cel mult { $most } pietre la un început (--heaps × --max-heap este { $stones })
arena-unknown = jucător necunoscut „{ $player }” (random, weak, fair, strong, perfect, search:ADÂNCIME cu ADÂNCIME 1..64 sau mcts:N cu N 2..{ $most } iterații pe mutare)
arena-mcts-n = „{ $player }”: mcts:N ia N de la 2 la { $most } iterații pe mutare
arena-empty-command = comanda unui jucător e goală
arena-not-solved = { $game } nu e rezolvat aici: niciun jucător perfect (încercați strong)
arena-entrants = un turneu ia în total între 2 și { $most } jucători și adversari
arena-too-many-games = { $games } de jocuri: cel mult { $most } (mai puține --games sau participanți)
game-over-refused = jocul s-a terminat: { $reason }
not-seconds = „{ $text }” nu este un număr de secunde
seconds-above-zero = { $text }: un număr de secunde peste 0 și cel mult 3600
window-refused = --window: „{ $text }” nu este ALFA,BETA, numere întregi între −1000..1000 cu α < β
export-steps-tikz = --steps scrie cadre Beamer: cu --format tikz
not-zero-to-hundred = „{ $text }” nu este un număr de la 0 la 100
seconds-out-of-range = „{ $text }” nu este între 0,001 și 3600 de secunde
min-engine-aspiration = --min-engine: --aspiration are nevoie de --time
exam-making-only = { $long } e pentru alcătuirea unui examen: susținerea îl citește din examen
exam-colours-sit = { $long } colorează aplicația: merge cu --sit
aspiration-needs-time = --aspiration are nevoie de --time: lucrează între iterații
play-needs-game = `minimax play` are nevoie de un joc ({ $games }) sau de --load FIȘIER
class-other-rubric = { $long } este o opțiune a lui { $rubric }
class-no-such = { $path }: nu există un asemenea dosar sau fișier

## Eșecul unui program (arbitrul arenei, notarea), raportul arenei Nim și regulile baremului

failure-invalid = mutare nevalidă: { $why }
failure-garbage = răspuns ilizibil { $line }
failure-crashed = programul s-a oprit: { $why }
failure-timeout = niciun răspuns în { $seconds } s
failure-out-of-time = timp expirat: întreaga lucrare poate dura { $seconds } s
failure-error-output = ; ieșirea lui de erori se termină cu:
failure-same-output = { $head }; aceeași ieșire de erori ca mai sus
failure-not-run = nu s-a putut porni `{ $command }`: { $why }
failure-not-started = nepornit
failure-line-too-long = { $quoted }… (o linie mai lungă de { $most } octeți)
failure-not-legal = { $answer } la { $question }: mutare nepermisă (permise: { $legal })
failure-empty-line = o linie goală (se aștepta o mutare)
failure-nim-garbage = { $answer } (se aștepta `GRĂMADĂ PIETRE`)
failure-nim-invalid = ({ $heap }, { $stones }) la { $heaps }: { $why }
failure-tree-garbage = { $action } / { $visited } (se aștepta eticheta unei mutări, apoi etichetele vizitate)
exit-closed-output = și-a închis ieșirea
exit-not-found = comandă negăsită (codul de ieșire al shellului 127)
exit-not-executable = comanda nu poate fi rulată (cod de ieșire 126: nu e executabilă?)
exit-shell-signal = s-a încheiat cu codul { $code }: oprit de semnalul { $signal }{ $name }
exit-status = s-a încheiat cu codul { $code }
exit-signal = oprit de semnalul { $signal }{ $name }
exit-other = s-a încheiat ({ $status })
signal-segv = o prăbușire
signal-abrt = întrerupt
nim-no-such-heap = nu există grămada { $heap } (grămezile sunt 0..{ $last })
nim-takes-nothing = o mutare ia cel puțin o piatră
nim-too-many = grămada { $heap } are { $size }, deci nu se pot lua { $stones }
arena-nim-blunder = mutarea sa { $own_move }, { $stones } din grămada { $heap } din { $position }, a lăsat adversarului o poziție câștigată
feedback-nim-blunder = mutarea dvs. { $own_move }, { $stones } din grămada { $heap } din { $position }, a lăsat adversarului o poziție câștigată
arena-nim-blundered = gafă: { $first }
arena-nim-blundered-times = gafe de { $n } ori, prima: { $first }
arena-nim-lost-start = pierdut dintr-un început pierdut contra jocului perfect
rule-invalid = un răspuns nevalid
rule-lost-to-dumb = a pierdut cel puțin o dată cu dumb
rule-top = medium > 80 % și hard > 40 %
rule-half = medium > 50 % și hard > 30 %
rule-fifth = medium > 20 % și hard > 10 %
rule-below = valid, dar sub fiecare prag
arena-nim-misere = misère
arena-nim-normal = normal
arena-nim-head = Arena Nim ({ $rule }): { $player } · { $starts } { $starts ->
    [one] început
    [few] începuturi
   *[other] de începuturi
} de { $heaps } { $heaps ->
    [one] grămadă
    [few] grămezi
   *[other] de grămezi
} de 1..{ $most } pietre pe adversar, fiecare jucat de două ori · seed { $seed }
arena-nim-opponent = adversar
arena-nim-wins = victorii
arena-nim-losses = înfrângeri
arena-nim-invalid = nevalide
arena-nim-win-rate = rata victoriilor
arena-nim-lost-head = jocuri pierdute (arbitrul știe valoarea fiecărei poziții, după regula lui Bouton):
arena-nim-player-first = jucătorul primul
arena-nim-opponent-first = adversarul primul
arena-nim-lost = pierdut cu { $opponent } din { $heaps } ({ $first }): { $why }
arena-nim-more = … și încă { $n } { $n ->
    [one] joc pierdut
    [few] jocuri pierdute
   *[other] de jocuri pierdute
}: { $failures } printr-un eșec, { $blunders } cu o gafă, { $starts } dintr-un început pierdut contra jocului perfect
arena-nim-grade = nota: { $percent } % ({ $rule })
arena-nim-no-grade = nota: niciuna (baremul are nevoie de dumb, medium și hard)

## Notarea unei clase: ce conține o lucrare, de ce nu a putut rula, regulile baremelor, arborii unui program, foi unite

class-no-main = lucrarea nu are { $main } (conține { $holds })
class-holds-nothing = nimic
class-holds-more = { $first } și încă { $n }
class-too-many-files = mai mult de { $most } de fișiere
class-too-many-bytes = mai mult de { $mb } MB
class-too-deep = dosare mai adânci de { $most }
class-bad-zip = { $path }: nu este o arhivă zip lizibilă ({ $why })
class-zip-too-large = o arhivă de peste { $mb } MB
class-zip-too-many = o arhivă cu mai mult de { $most } de intrări
class-zip-outside = { $path }: numele unei intrări duce în afara arhivei
class-zip-entry-larger = { $path }: o intrare mai mare decât declară
class-of = din
rule-not-run = nerulat
rule-not-every-opponent = nu s-a jucat cu toți adversarii
rule-trees-right = { $right } din { $of } arbori corecți
feedback-not-run = **0 din { $of }**: lucrarea nu a putut fi rulată.
grade-tree-folder = arborii din { $dir }
grade-tree-random = { $count } arbori aleatori, seed { $seed }
grade-tree-graded-on = notat pe { $on }, fiecare întrebat `{ $asked }` (un fișier CS188 întreabă ce are el)
grade-tree-no-variant = nicio variantă cunoscută
verdict-right = corect
verdict-wrong = greșit
verdict-failed = eșuat
class-skip-not-utf8 = un nume care nu e UTF-8
class-skip-link = o legătură: nu e urmată
class-too-many = { $class } conține mai mult de { $most } de lucrări
class-two-of = două lucrări sunt amândouă „{ $id }” (un dosar și un fișier?)
class-not-an-id = nu este un id: { $id } (un nume de cel mult { $most } octeți, tipăribil, fără / sau \\, care nu începe cu „.”)
class-csv-fields = se aștepta ID,COMANDĂ
class-csv-no-command = lipsește comanda pentru { $id }
class-csv-twice = „{ $id }” de două ori
class-csv-too-many = mai mult de { $most } de lucrări
class-csv-empty = { $path }: nicio lucrare
sheet-not-a-sheet = { $path }: nu este o foaie de note ({ $why })
sheet-format = { $path }: o foaie de formatul „{ $format }”, nu { $known }
sheet-none = nicio foaie de unit
sheet-not-a-shard = { $path }: nu este foaia unei părți
sheet-otherwise = { $path } a fost notat altfel decât { $first } (alte setări, sau nu din { $of } părți)
sheet-twice = partea { $index }/{ $of } de două ori ({ $path })
sheet-missing = părți lipsă: { $shards }
sheet-in-two = „{ $id }” este în foile a două părți
class-empty = { $class } nu conține nicio lucrare (un dosar, un fișier sau o arhivă zip de student)
class-graded-otherwise = { $folder } conține o rulare notată altfel (settings.json diferă): notați cu aceleași opțiuni ca s-o reluați, sau ștergeți dosarul ca să porniți din nou

## Cum au fost izolate programele clasei

jail-limits = { $memory } MB de memorie, fișiere de până la { $file } MB, { $processes }; { $files }
jail-landlock = scrie doar în propriul dosar, clasa și foile necitite (Landlock ABI { $abi })
jail-no-landlock = fișiere neizolate (Landlock indisponibil: { $why })
jail-cgroups = { $n } procese și un nucleu (cgroups)
jail-pids = { $n } procese (un cgroup pids)
jail-nproc = { $n } procese (RLIMIT_NPROC)
jail-root = procese: doar grupul de procese (ca root, fără un cgroup pids)

## Rezolvitorul puternic de Patru în linie în comparație, tehnică cu tehnică

comparison-solver = solver: { $step }
ladder-alpha-beta = doar αβ
ladder-centre = + centrul întâi
ladder-table = + tabelă
ladder-null-window = + fereastră nulă
ladder-anticipation = + anticipare
ladder-threats = + amenințări

## Aplicația a refuzat un terminal; un fișier de feedback nescris

app-needs-terminal = aplicația are nevoie de un terminal; pentru scripturi folosiți `minimax solve` (vedeți --help)
app-no-term = TERM nu este setat, deci capacitățile terminalului nu se cunosc; setați-l (de exemplu TERM=xterm-256color) sau folosiți comenzile fără ecran (minimax solve, tree, arena)
app-dumb-term = TERM=dumb nu poate afișa o aplicație pe tot ecranul; folosiți un terminal ca xterm sau comenzile fără ecran (minimax solve, tree, arena)
class-feedback-not-written = feedback-ul pentru { $id } nu a fost scris: { $why }

## Ale cui sunt comutatoarele, arbori de o formă și ce nu poate dovedi --explain

reversi-depth-past = --depth { $depth } trece de cele { $empties } pătrate goale: { $why }
reversi-endgame-dedicated = --endgame și --wld sunt ale motorului dedicat: motorul didactic caută până la capăt cu --exact-endgame N
reversi-switches-teaching = comutatoarele căutării (--algorithm, --no-alpha-beta, --no-tt, --no-ordering, --killers, --history, --pvs, --aspiration, --hash, --random-ties) sunt ale motorului didactic: adăugați --engine teaching
reversi-endgame-alone = --endgame rezolvă exact, până la capăt: --depth, --time, --heuristic și --exact-endgame nu se aplică; omiteți-le sau omiteți --endgame
reversi-depth-too-far = --depth { $depth } trece de cele { $empties } pătrate goale, o rezolvare până la capăt: rezolvitorul de final ia cel mult { $most }; păstrați adâncimea sub { $empties }
reversi-wld = --wld merge cu o rezolvare până la capăt (--endgame)
reversi-teaching-search = motorul didactic: { $config }, euristica { $heuristic }, final exact { $exact }
connect4-switches-teaching = --depth, --time și comutatoarele căutării (--algorithm, --no-alpha-beta, --no-tt, --no-ordering, --killers, --history, --pvs, --aspiration, --hash, --random-ties) sunt ale motorului didactic: adăugați --engine teaching (rezolvitorul puternic rezolvă mereu exact; --weak spune doar cine câștigă)
connect4-switches-strong = --weak, --no-threats, --no-anticipation, --no-null-window și --analyse sunt ale rezolvitorului puternic: omiteți --engine teaching
nim-tree-too-wide = doar prima poziție are { $moves } mutări, mai mult decât cei { $most } pași pe care îi poate avea un arbore (--max-events)
exam-branching = --branching este un număr sau un interval B1,B2 cu B1 ≤ B2
exam-values = --values: „{ $text }” nu este un interval DE..LA între −1000..1000
tree-branching-two = factorul de ramificare este cel puțin 2
tree-too-many-leaves = mai mult de { $most } de frunze
tree-leaves-too-few = { $n } frunze sunt mai puține decât cei { $branching } copii ai unui nod
tree-leaves-uneven = { $n } frunze nu umplu un arbore cu { $branching } copii pe nod (e nevoie de o putere a lui { $branching })
explain-over = jocul s-a terminat: nimic de explicat
explain-not-exact = nicio valoare exactă la îndemână aici (doar o căutare limitată în adâncime): --explain are nevoie de o dovadă
explain-stopped = oprit

## minimax bench: un rezolvitor față de un fișier de poziții cu scoruri cunoscute

bench-wrong = GREȘIT (fișierul spune { $expected })
bench-unlisted = scor corect, o mutare pe care fișierul nu o listează
bench-ok = ok
bench-empty = goale
bench-reversi-total = { $file }: { $right } din { $of } corecte{ $wld ->
    [yes] {" "}(victorie/înfrângere/remiză)
   *[no] {""}
}, { $seconds } s, { $nodes } noduri ({ $rate } noduri/s) pe { $threads }{ $order ->
    [mobility] {", "}mutări ordonate doar după mobilitate
   *[evaluation] {""}
}
bench-threads = { $n } { $n ->
    [one] fir
    [few] fire
   *[other] de fire
}
bench-threads-range = { $least } până la { $most } fire
bench-c4-head = { $file }: { $n } { $n ->
    [one] poziție
    [few] poziții
   *[other] de poziții
}{ $weak ->
    [yes] {" "}(slab)
   *[no] {""}
}
bench-c4-accuracy = acuratețe: { $percent } % ({ $right } din { $of })
bench-c4-mean-time = timp mediu: { $seconds } s
bench-c4-mean-nodes = poziții explorate în medie: { $nodes }
bench-c4-rate = poziții pe secundă: { $rate } K
bench-c4-wrong = linia { $line }: { $position }: se aștepta { $expected }, s-a găsit { $found }

## Titlurile slide-urilor, feedback-ul examenului despre căutarea cerută și rezumatul grade exam

export-steps = { $search } pas cu pas, din { $root }
export-cutoffs = { $search } tăietură cu tăietură, din { $root }
export-alpha-beta = Alfa-beta
export-minimax = Minimax
exam-asked = Căutarea cerută: alfa-beta, copiii de la stânga la dreapta, { $rule }.
exam-your-tree = Arborele dvs.: `{ $tree }`
exam-marks = { $points } din { $of }
exam-graded = { $n } { $n ->
    [one] student
    [few] studenți
   *[other] de studenți
}, { $total } din { $of } puncte; grades.csv, grades.json și câte un feedback.md în { $dir }
