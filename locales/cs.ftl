# Zprávy minimax-tui česky. Hry a jejich slova podle zadání předmětu (tah, součet, Hromádky).
# Čísla předaná zprávě se píší česky (1 234,5).

## Úvodní obrazovka

start-title = minimax-tui · nová hra
start-tagline = Hrajte, sledujte a krokujte minimax a alfa-beta.
start-back = zpět: { $game } · Enter začne znovu
start-back-short = zpět: { $game }
start-takes-digits = { $field }: jen číslice a čárky, ne { $char }
start-too-long = pole pojme nejvýše { $most } { $most ->
    [one] znak
    [few] znaky
   *[other] znaků
}: delší strom zadejte jako název souboru

start-game = Hra
start-mode = Režim
start-mode-hint = MAX táhne první
start-depth = Omezení hloubky
start-depth-hint = půltahy k prohledání; prázdné = až do konce
start-time = Čas na tah
start-time-hint = iterativní prohlubování: nejhlubší hloubka (do omezení) dokončená za tento čas
start-ordering = Řazení tahů
start-ordering-hint = nejdřív prohledat tahy, které budou asi dobré (vypnuto: pořadí hry)
start-algorithm = Algoritmus
start-algorithm-hint = MAX-VALUE/MIN-VALUE, nebo jedna funkce pro obě strany
start-alpha-beta = Alfa-beta
start-alpha-beta-hint = odřezávat tahy, na kterých nemůže záležet
start-table = Transpoziční tabulka
start-table-hint = pamatovat si prohledané pozice (hašovaná: pevná paměť, zachovaná mezi tahy)
start-techniques = Techniky
start-techniques-hint = sondy s nulovým oknem (PVS); tahy, které odřízly jinde, se zkoušejí první
start-max-engine = Motor hráče MAX
start-min-engine = Motor hráče MIN
start-engine-hint = jak počítač volí za tuto stranu: minimax s přepínači prohledávání, nebo prohledávání stromu Monte Carlo podle počtu iterací (obojí omezuje čas na tah); nápovědy, A a s jsou vždy minimaxu
start-language = Jazyk
start-language-hint = jazyk všech obrazovek; příkazová řádka bere --lang, jinak LANG

start-on = zapnuto
start-off = vypnuto
start-table-hashed = hašovaná, { $n } MB
start-techniques-none = žádné
start-techniques-killers = killer tahy + historie
start-techniques-all = PVS + killer tahy + historie
start-engine-mcts = MCTS, { $n } { $n ->
    [one] iterace
    [few] iterace
    [many] iterace
   *[other] iterací
}
start-seconds = { $n } s

start-key-field = pole
start-key-examples = příklady
start-key-any = klávesy
start-key-types = píšou
start-key-choose = volba
start-key-type = psaní
start-key-start = začít
start-key-quit = konec

## Režimy

mode-human-vs-pc = Člověk vs PC
mode-pc-vs-human = PC vs člověk
mode-pc-vs-pc = PC vs PC
mode-human-vs-human = Člověk vs člověk

## Klávesy: co která dělá (nápověda) a slovo pro ni ve stavovém řádku

key-input-confirm = zahrát napsaný tah
key-input-back = přestat psát
key-input-backspace = smazat znak
key-input-type = tah, jak ho píše seznam tahů
key-all-quit = konec
key-all-help = nápověda: všechny klávesy
key-all-cycle-palette = barvy (bezpečné pro barvoslepé, žádné)
key-help-up = posunout nápovědu; jiná klávesa ji zavře
key-start-up = předchozí pole
key-start-down = další pole
key-start-left = předchozí volba (nebo o jednu méně)
key-start-right = další volba (nebo o jednu více)
key-start-type = upravit vybrané textové pole
key-start-backspace = smazat napsaný znak
key-start-confirm = začít hru
key-start-practise = procvičovat alfa-beta ručně na náhodných stromech
key-start-back = zpět ke hře (nebo procvičování), kterou jste opustili
key-start-text-up = předchozí, další pole
key-start-text-left = příklady
key-start-text-type = píšou (i q: Ctrl-C ukončí, nebo opusťte pole)
key-practice-up = rodič, první potomek, sourozenci
key-practice-type = napsat hodnotu uzlu (--windows: α,β; samotné - je −∞, + je +∞)
key-practice-confirm = napsaná hodnota je hodnota uzlu
key-practice-mark-pruned = označit (nebo odznačit) uzel jako nikdy neprohledaný
key-practice-next-field = --windows: hodnota, α,β při vstupu, α,β při návratu
key-practice-check = zkontrolovat odpovědi
key-practice-reveal = ukázat odpovědi
key-practice-step = krokovat prohledávání od první chyby
key-practice-next-tree = nový strom
key-practice-back = zpět na začátek (zůstane: Esc se vrátí)
key-exam-type = napsat hodnotu uzlu
key-exam-confirm = napsaná hodnota je hodnota uzlu (uloženo)
key-exam-mark-pruned = označit (nebo odznačit) uzel jako nikdy neprohledaný (uloženo)
key-exam-back = zkouška zůstává otevřená: q ji ukončí (odpovědi se ukládají průběžně)
key-play-back = zastavit prohledávání, nebo na začátek (hra zůstane)
key-board-up = vybrat tah (Nim: hromádka, kamínky)
key-board-digit = napsat tah (Nim: kolik kamínků vzít)
key-play-confirm = zahrát vybraný (nebo napsaný) tah
key-retry-confirm = zkusit vybraný (nebo napsaný) tah: posoudí se, nezahraje
key-retry-enter-move = napsat jméno tahu, který zkusit (d3, pass, 1:4)
key-retry-reveal = ukázat nejlepší tah a jeho variantu
key-retry-next-mistake = další tah k opakování
key-retry-previous-mistake = předchozí tah k opakování
key-retry-back = ukončit opakování (hra zůstane tady)
key-playing-enter-move = napsat jméno tahu (d3, pass, 1:4)
key-playing-focus-tree = klávesy do herního stromu a zpět
key-playing-step = krokovat prohledávání počítače
key-playing-analyze = analyzovat tady a krokovat to
key-playing-compare = porovnat minimax a alfa-beta
key-playing-toggle-alpha-beta = alfa-beta ořezávání zap./vyp.
key-playing-toggle-algorithm = minimax / negamax
key-playing-depth-up = omezení hloubky +1 (nad 20: žádné)
key-playing-depth-down = omezení hloubky −1
key-playing-toggle-table = transpoziční tabulka zap./vyp.
key-playing-cycle-clock = čas na tah: vypnuto, 0,1 s … 10 s
key-playing-mark-best = ★ na desce: nejlepší, první 3, nic
key-playing-toggle-hints = nápovědy zap./vyp. (vyp.: hra naslepo)
key-playing-undo = vrátit váš poslední tah i odpověď
key-playing-restart = začít hru znovu
key-playing-history-back = o tah zpět v partii
key-playing-history-forward = o tah znovu vpřed
key-playing-save-record = uložit partii (play --load)
key-playing-copy-position = zkopírovat zápis pozice
key-playing-enter-position = napsat pozici a začít z ní
key-playing-switch-line = jiná varianta odsud
key-playing-review = projít partii tah po tahu
key-tree-step-export-picture = nakreslit zobrazené prohledávání do souborů (TikZ, SVG)
key-playing-explain = proč je nejlepší tah nejlepší: jeho důkaz
key-playing-pause = pozastavit/pustit počítač
key-playing-one-move = při pauze: počítač jednou táhne
key-playing-slower = pomaleji PC vs PC
key-playing-faster = rychleji PC vs PC
key-review-up = předchozí nebo další tah
key-review-page-up = o stránku nahoru nebo dolů
key-review-confirm = na pozici před tahem
key-review-retry = zopakovat tahy, které změnily výsledek
key-review-back = zavřít rozbor (zastavit ho, dokud běží)
key-explain-up = posun
key-explain-back = zavřít vysvětlení
key-tree-step-up = předchozí řádek
key-tree-step-down = další řádek
key-tree-right = otevřít uzel
key-tree-left = zavřít uzel (nebo na jeho rodiče)
key-tree-step-confirm = otevřít nebo zavřít uzel
key-tree-page-up = o stránku nahoru
key-tree-page-down = o stránku dolů
key-tree-home = kořen
key-tree-end = konec nejlepší varianty
key-tree-back = klávesy zpět k tahům
key-step-right = o krok vpřed
key-step-left = o krok zpět
key-step-page-down = deset kroků vpřed
key-step-page-up = deset kroků zpět
key-step-home = začátek prohledávání
key-step-end = konec prohledávání
key-step-next-cutoff = vpřed k dalšímu řezu
key-step-next-root-value = vpřed k další hodnotě kořene
key-step-next-chapter = další iterace (na čas)
key-step-previous-chapter = předchozí iterace
key-steps-pause = automatické přehrávání zap./vyp.
key-steps-slower = pomalejší přehrávání
key-steps-faster = rychlejší přehrávání
key-step-follow = kurzor stromu sleduje prohledávání
key-step-compare = porovnat tady minimax a alfa-beta
key-play-tree-step-toggle-drawing = strom nakreslený, nebo jako osnova
key-steps-back = opustit krokování
key-mcts-step-right = další fáze (výběr, rozšíření, simulace, zpětné šíření)
key-mcts-step-left = předchozí fáze
key-mcts-step-next-chapter = další iterace
key-mcts-step-page-down = deset iterací vpřed
key-mcts-step-page-up = deset iterací zpět
key-mcts-step-home = první iterace
key-mcts-step-end = poslední zaznamenaná iterace
status-play = hrát
status-cancel = zrušit
status-quit = konec
status-help = nápověda
status-start = začít
status-practise = procvičit
status-field = pole
status-types-ctrl-c-quits = píšou, Ctrl-C konec
status-enter = zadat
status-pruned = odříznuto
status-check = kontrola
status-reveal = odpovědi
status-step = krok
status-new = nový
status-back = zpět
status-try = zkusit
status-best = nejlepší
status-next = další
status-end = ukončit
status-tree = strom
status-compare = porovnat
status-alpha-beta = αβ
status-undo = vrátit
status-restart = znovu
status-review = rozbor
status-go-there = tam
status-retry = opakovat
status-close = zavřít
status-moves = tahy
status-cutoff = řez
status-root = kořen
status-leave = opustit
status-phase = fáze
status-iteration = iterace
key-name-space = mezerník
key-name-any = klávesy
help-title = Nápověda · kterákoli klávesa zavře
help-title-scrolls = Nápověda · řádky { $first }–{ $last } z { $rows } · ↑↓ posun · jiná klávesa zavře
help-values = Hodnoty jsou z pohledu MAXe (X, černého): +1 vyhrává MAX, −1 vyhrává MIN, 0 remíza; "in 3" počítá půltahy od zobrazené pozice; v negamaxu jsou hodnoty stromu z pohledu hráče na tahu. ≥/≤: mez (alfa-beta skončila, jakmile na uzlu nemohlo záležet). α/β: okno, se kterým se do uzlu vstoupilo. branching: efektivní faktor větvení, takové b, pro které by úplný strom s b tahy z každého uzlu do dosažené hloubky měl tolik uzlů, kolik se jich prohledalo (ořezávání a řazení ho snižují).
help-utilities = Hodnoty jsou užitky MAXe: číslo listu, které MAX chce vysoké a MIN nízké; v negamaxu jsou hodnoty stromu z pohledu hráče na tahu. ≥/≤: mez (alfa-beta skončila, jakmile na uzlu nemohlo záležet). α/β: okno, se kterým se do uzlu vstoupilo. branching: efektivní faktor větvení, takové b, pro které by úplný strom s b tahy z každého uzlu do dosažené hloubky měl tolik uzlů, kolik se jich prohledalo (ořezávání a řazení ho snižují).

## Vyprávění krokování: co udělal poslední krok. $who je na tahu v pozici $at; hodnoty
## ($value, $alpha, $beta) přicházejí napsané, se vzdáleností do konce ("+1 in 3").

narrate-before-chapter = { $heading } → udělá první krok; n, p: další kapitoly.
narrate-before = Před prohledáváním: → udělá první krok.
narrate-root = Prohledávání začíná: na tahu je { $who } ({ $at }){ $window }.
narrate-window = { $how } α = { $alpha }, β = { $beta }
narrate-how-window = , okno
narrate-how-again = , prohledán znovu s plným oknem: sonda řekla, že může být lepší,
narrate-how-probe = , zkoušen nulovým oknem: je lepší než dosud nejlepší? Okno
narrate-how-inside-probe = , uvnitř sondy: nulové okno
narrate-how-searched = , prohledáván s oknem
narrate-final = { $at } je koncová pozice: hra skončila, hodnota { $value }.
narrate-depth-cut = Omezení hloubky končí v pozici { $at }: heuristika říká { $value }.
narrate-table-hit = { $at } už je v transpoziční tabulce: hodnota { $value }.
narrate-raise-alpha = { $who } ({ $at }) zvyšuje α z { $before } na { $after }: už si může zajistit { $after }.
narrate-lower-beta = { $who } ({ $at }) snižuje β z { $before } na { $after }: už dokáže hodnotu udržet na { $after }.
narrate-done = { $who } ({ $at }) má hotovo: { $value }{ $best }.
narrate-value-exact = hodnota { $value }
narrate-value-lower = hodnota ≥ { $value } (mez: dosáhla β)
narrate-value-upper = hodnota ≤ { $value } (mez: žádný tah nepřekonal α)
narrate-best = , nejlepší tah { $move }
narrate-enter = { $opponent } hraje { $move } → na tahu je { $who } ({ $at }){ $window }.{ $why }
narrate-why-table = Zkoušen první: nejlepší tah, který si transpoziční tabulka pamatuje z dřívější návštěvy.
narrate-why-killer = Zkoušen první: killer tah, jinde ve stromu v této hloubce způsobil řez.
narrate-why-history = Zkoušen první podle historické heuristiky: zatím způsobil nejvíc řezů.
narrate-chance = Náhoda ({ $at }): { $move } dává { $got }; dosavadní střední hodnota je { $value }.
narrate-chance-mover = náhoda
narrate-improve-first = { $who } ({ $at }): { $move } dává { $value }, první hodnotu.
narrate-improve = { $who } ({ $at }): { $move } dává { $value }, zatím nejlepší.
narrate-no-better = { $who } ({ $at }): { $move } dává { $value }, nic lepšího než { $before }.
narrate-a-move = nějaký tah
narrate-cutoff = { $who } ({ $at }) zkouší { $move } → { $reason }: { $n ->
    [one] zbývající tah se odřízne
    [few] { $n } zbývající tahy se odříznou
   *[other] { $n } zbývajících tahů se odřízne
} ({ $pruned }). α ≥ β: druhá strana už má výše ve stromu lepší volbu.
narrate-reason-min = hodnota { $value } ≤ α = { $alpha }
narrate-reason-max = hodnota { $value } ≥ β = { $beta }
narrate-reason-window = α = { $alpha } ≥ β = { $beta }

## Hodnoty slovy. $side je jméno strany ve hře (MAX, X, Black); $n počítá půltahy.

value-wins-in = { $side } vyhraje při nejlepší hře za { $n } { $n ->
    [one] půltah
    [few] půltahy
   *[other] půltahů
}
value-wins = { $side } vyhraje při nejlepší hře
value-draw = remíza při nejlepší hře
value-utility = hodnota pro { $side_of } při nejlepší hře
value-open = otevřené na omezení hloubky (z pohledu { $side_of })
named-wins-now = { $side } vyhrává teď
named-wins-in = { $side } vyhraje za { $n }
mover-has-won = vyhrál
mover-wins-in = vyhraje za { $n }
mover-loses-in = prohraje za { $n }
mover-draws = remíza
mover-even = 0 (vyrovnané)

## Panel Minimax: poslední prohledávání, jeho hodnota, co napočítalo, zapnuté přepínače.

minimax-title = Minimax
minimax-title-whole = Minimax · celého prohledávání
minimax-title-at = Minimax · { $at }
minimax-none-yet = zatím žádné prohledávání
minimax-last-search = poslední prohledávání: pozice po { $n } { $n ->
    [one] tahu
   *[other] tazích
}
minimax-not-here = jiná pozice: A analyzuje tuto
minimax-hidden = hodnota, nejlepší tah a varianta skryté (i je ukáže)
minimax-counts-hidden = i jeho počty jsou skryté
minimax-heuristic = { $value }{ $unit } (heuristika{ $depth })
minimax-depth-part = , hloubka { $depth }
minimax-by = { $outcome } (podle: { $what })
minimax-value = hodnota
minimax-best-move = nejlepší tah
minimax-line = varianta
minimax-ties = { $n } { $n ->
    [one] tah má
    [few] tahy mají
   *[other] tahů má
} nejlepší hodnotu; počítač jeden vylosuje (semínko { $seed })
minimax-chosen-by = vybral { $note }
minimax-no-tree-dedicated = nedrží strom: s ho přehraje výukovým motorem
minimax-no-tree = strom se nedrží: není co krokovat
minimax-counts = uzly { $nodes } · listy { $leaves } · řezy { $cutoffs } · TT { $hits }
minimax-depth-line = hloubka { $depth } · { $ms } ms · větvení { $branching }
minimax-move-values = hodnoty tahů: { $how } ({ $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}{ $depth })
minimax-how-depth = druhé prohledávání každého tahu do hloubky { $depth }
minimax-how-exact = přesné, druhým prohledáváním každého tahu
minimax-by-clock = , hloubka { $depth } podle hodin
minimax-exact = přesně:
minimax-move-values-by = hodnoty tahů: přesné, podle: { $what }
minimax-values-utilities = hodnoty jsou užitky z pohledu { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAXe
}
minimax-values-limited = hodnoty jsou z pohledu { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAXe
}; výhra převáží jakékoli číslo
minimax-values-wins = hodnoty jsou z pohledu { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAXe
}: +1 vyhrává { $max }, −1 vyhrává { $min }
minimax-negamax-utilities = hodnota: užitek z pohledu { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAXe
}; strom: z pohledu hráče na tahu
minimax-negamax = hodnota: z pohledu { $named ->
    [yes] { $max_of } (MAX)
   *[no] MAXe
}; strom: z pohledu hráče na tahu (negamax)
clock-exact = přesně za { $seconds } s
clock-limit = omezení, za { $seconds } s
clock-cut = za { $seconds } s; hodiny utnuly { $depth }
iteration = h{ $depth } { $value } nejlepší { $best }
iterations = iterace (hloubka, hodnota, nejlepší tah): { $list }
parity-swing = hodnoty kolísají s paritou hloubky: prohledávání, jehož poslední půltah patří jedné straně, cení šance té strany výš; porovnávejte hloubky stejné parity
switch-clock = hodiny
switch-killers = killer tahy
switch-history = historie
switch-depth = hloubka

## Panel krokování

step-title = Krok { $step } / { $steps }
step-chapter = Kapitola { $n }/{ $of }
step-autoplay = přehrávání { $ms } ms
step-root = kořen
step-after = po { $line }
step-end = Konec: hodnota { $value } ({ $nodes } uzlů){ $capped ->
    [yes] {" "}zaznamenáno: záznam byl useknut
   *[no] {""}
}
step-stack = zásobník volání   α   β   hodnota zatím
step-stack-plain = zásobník volání   hodnota zatím
step-above = … { $n } { $n ->
    [one] úroveň
    [few] úrovně
   *[other] úrovní
} výše
step-done = hotovo

## Panel tahů

moves-typing = Tahy · :{ $text }_
moves-typed = Tahy · napsáno { $text }_
moves-record = Tahy partie (↑↓ posun)
moves-at = Tahy · { $at }
moves-at-line = Tahy · { $at } · V: varianta s { $moves }
moves-at-line-short = { $at } · V: varianta s { $moves }
moves-line = V: varianta s { $moves }
moves-hints-off = Tahy · nápovědy vypnuté (i)
moves-plain = Tahy
moves-values-mover-unit = Tahy · hodnoty pro { $mover_of } na tahu, jednotka: { $unit }
moves-values-unit = Tahy · hodnoty pro { $mover_of } ({ $unit })
moves-values-mover = Tahy · hodnoty pro { $mover_of }, hráče na tahu
moves-values = Tahy · hodnoty pro { $mover_of }
moves-values-short = hodnoty pro { $mover_of }
moves-not-better = ne lepší
moves-result = { $result ->
    [wins] vyhraje
    [loses] prohraje
   *[draws] remíza
}{ $by ->
    [0] {""}
    [1] {""}
   *[other] {" "}o { $by }
}
moves-in-search = Tahy · v prohledávání
moves-none-there = žádné: hra tam skončila
moves-none-played = nezahrál se žádný tah
unit-disc = { $n ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}

## Panel herního stromu

tree-game-tree = Herní strom
tree-tree = Strom
tree-hidden-retry = hodnoty skryté při opakování
tree-hidden-retry-short = hodnoty skryté
tree-hidden = hodnoty skryté (i je ukáže)
tree-hidden-short = hodnoty skryté (i)
tree-negamax = hodnoty pro hráče na tahu (negamax)
tree-negamax-short = hodnoty hráče na tahu (negamax)
tree-named = hodnoty z pohledu { $max_of } (MAX)
tree-named-short = hodnoty pro { $max_of }
tree-utilities = hodnoty jsou užitky MAXe
tree-utilities-short = užitky MAXe
tree-max = hodnoty z pohledu MAXe
tree-max-short = hodnoty MAXe
tree-focus = klávesy tady (Esc: tahy)
tree-keys = klávesy
tree-after = po { $n } { $n ->
    [one] tahu
   *[other] tazích
}
tree-no-tree-dedicated = Tah počítače vybral { $note }, který nedrží strom: s prohledá jeho pozici znovu výukovým motorem, aby se dala krokovat.
tree-no-tree = žádný strom k zobrazení: odpověděl { $what }
tree-retrying = při opakování žádný strom: prohledávání počkají, až opakování skončí (Esc)
tree-searching = prohledávám…
tree-next = tady se objeví strom příštího prohledávání

## Panel pozice: kdo je na tahu, konec hry, pozice uvnitř prohledávání. $who stojí tam, kde se
## jméno strany kreslí její barvou.

who-you = vy
who-pc = PC
who-human = člověk
position-moves = tahy:
position-to-move = Na tahu: { $who }
position-to-move-after = na tahu { $who }
position-wins = { $side } ({ $who }) vyhrává!
position-tree-end = Konec stromu:
position-draw = Remíza:
position-again = — r hraje znovu
position-thinking = { $spinner } přemýšlí
position-paused = pozastaveno (mezerník pokračuje)
position-no-moves = tahy: zatím žádné
position-in-search-long = { $game } · uvnitř prohledávání, ne ve hře
position-in-search = { $game } · v prohledávání
position-in-search-bare = v prohledávání
position-searched-path = prohledávaná pozice
position-after = po { $line }
position-ply = { $path } (půltah { $ply }):
position-over-here = tady hra skončila
position-searched-title = { $game } · prohledávaná pozice
position-mcts-root = Na tahu { $who } po { $n } { $n ->
    [one] tahu
   *[other] tazích
}: kořen stromu

## Hry: jejich jména, popisy a parametry na úvodní obrazovce (jméno, nápověda)

game-sum = Sum Game
game-sum-about = Sum Game: přičítejte čísla z množiny tahů; kdo přesně dosáhne limitu, vyhrává, kdo ho přesáhne, prohrává
param-sum-target = Limit L
param-sum-target-help = Limit L, kterého je třeba přesně dosáhnout (nejvýše 10 000 000)
param-sum-moves = Množina tahů T
param-sum-moves-help = Množina tahů T, oddělená čárkami (prázdná = 2,3)
param-sum-played = Odehrané tahy
param-sum-played-help = Už odehrané tahy, oddělené čárkami, MAX první
game-nim = Nim (Hromádky)
game-nim-about = Nim (Hromádky): odeberte kamínky z jedné hromádky; podle výchozího pravidla misère prohrává, kdo vezme poslední kamínek
param-nim-heaps = Hromádky
param-nim-heaps-help = Velikosti hromádek, oddělené čárkami (0 je prázdná hromádka): nejvýše 64 hromádek po nejvýše 1 000 000 kamínků
param-nim-normal = Pravidlo
param-nim-normal-help = Normální hra: kdo vezme poslední kamínek, vyhrává (výchozí: misère, prohrává)
game-tictactoe = Křížky a kolečka
game-tictactoe-about = Křížky a kolečka: X (MAX) táhne první; tři v řadě vyhrávají (celý strom má 549 946 uzlů)
game-connect4 = Čtyři v řadě
game-connect4-about = Čtyři v řadě: první hráč (MAX) hází první; čtyři v řadě vyhrávají; řešeno přesně, se skóre podle Ponse
param-connect4-width = Šířka
param-connect4-width-help = Sloupce (4 až 9)
param-connect4-height = Výška
param-connect4-height-help = Řádky (4 až 9)
param-connect4-position = Pozice
param-connect4-position-help = Dosud zahrané sloupce, číslované od 1, jak pozice píše Pons (4453); prázdné: začátek
game-reversi = Reversi
game-reversi-about = Reversi: černý (MAX) táhne první; prohledávání s omezenou hloubkou a heuristikou (výchozí 6 půltahů)
param-reversi-engine = Motor počítače
param-reversi-engine-help = dedicated: motor pro Reversi (bitboardy, PVS, iterativní prohlubování; od 21 prázdných polí, nebo --exact-endgame N, přesný rozdíl kamenů z řešiče koncovek); teaching: obecný motor s přepínači, stromem a úplnou zprávou. mcts: prohledávání stromu Monte Carlo (UCT; viz --iterations). V aplikaci je to motor počítače; nápovědy, analýzy a krokování jsou vždy výukového motoru
param-reversi-heuristic = Heuristika
param-reversi-heuristic-help = Ohodnocení na omezení hloubky: pattern (naučené: konečný rozdíl odhadnutý z okrajů, rohů, řad a diagonál; vyrábí ho examples/train_reversi.rs), discs (vlastní kameny minus soupeřovy, jako v laboratoři) nebo strong (rohy, mobilita, pole)
param-reversi-min-heuristic = Heuristika bílého
param-reversi-min-heuristic-help = Heuristika, se kterou hraje počítač za bílého (same: --heuristic), aby PC vs PC mohlo postavit jednu proti druhé
param-reversi-exact-endgame = Přesná koncovka
param-reversi-exact-endgame-help = Prohledávat až do konce, když má prohledávaná pozice nejvýše tolik prázdných polí
game-tree = Herní strom
game-tree-about = Učebnicový herní strom: napište ho a prohledejte minimaxem nebo alfa-betou (výchozí: obrázek 5.2 z AIMA)
param-tree-tree = Strom
param-tree-tree-help = Strom, např. '((3 12 8) (2 4 6) (14 5 2))', nebo soubor, který ho obsahuje (výchozí: obrázek 5.2 z AIMA)
param-tree-root = Kořen
param-tree-root-help = Kdo táhne v kořeni; úrovně pod ním se střídají, pokud uzel neříká max(…), min(…) nebo chance(…)
param-tree-cut = Ořezávání
param-tree-cut-help = equal: odříznout, jakmile hodnota dosáhne okna (v ≥ β, AIMA); strict: až když ho překročí (v > β, CS188)
param-tree-order = Pořadí tahů
param-tree-order-help = Pořadí, ve kterém se tahy prohledávají: jak jsou napsané, obráceně, nejlepší pro hráče na tahu první, nebo nejhorší první

## Co hrací obrazovka řekne po klávese: přepínač, klávesy počítače

switched-alpha-beta = alfa-beta { $on ->
    [yes] zapnuta
   *[no] vypnuta
}
switched-table = transpoziční tabulka { $on ->
    [yes] zapnuta
   *[no] vypnuta
}
switched-algorithm = algoritmus: { $name }
switched-depth-end = omezení hloubky: až do konce
switched-depth = omezení hloubky: { $n } { $n ->
    [one] půltah
    [few] půltahy
   *[other] půltahů
}
switched-clock-off = čas na tah: vypnuto (pevná hloubka)
switched-clock = čas na tah: { $seconds } s, iterativní prohlubování
computer-move-now = táhni hned: odpoví nejhlubší dokončená hloubka
computer-replay-cancelled = přehrání zrušeno
computer-cancelled-paused = prohledávání zrušeno; mezerník počítač zase pustí
computer-cancelled-blind = prohledávání zrušeno; i zase zapne nápovědy
computer-none = v režimu Člověk vs člověk nehraje žádný počítač (mezerník, `.`, [ a ] jsou klávesy počítače; A analyzuje, s krokuje)
computer-paused-step = pozastaveno (s krokuje poslední prohledávání)
computer-paused-analyse = pozastaveno (A prohledá tuto pozici ke krokování)
computer-resumed = pokračuje
computer-one-move-how = `.` zahraje při pauze jeden tah počítače (mezerník pozastaví)
computer-one-move = jeden tah
computer-pace = { $ms } ms mezi tahy počítače

## Co řádek herního stromu řekne o uzlu vedle hodnoty

tree-note-leaf = (list)
tree-note-game-over = (konec hry)
tree-note-depth-cut = heuristika (omezení hloubky)
tree-note-table = z tabulky
tree-note-recorded = ({ $n } { $n ->
    [one] zaznamenaný uzel
    [few] zaznamenané uzly
   *[other] zaznamenaných uzlů
})
tree-note-nodes = ({ $n } { $n ->
    [one] uzel
    [few] uzly
   *[other] uzlů
})

## Kam se Esc z úvodní obrazovky vrátí

left-game = vaše hra { $game } ({ $n } { $n ->
    [one] tah odehrán
    [few] tahy odehrány
   *[other] tahů odehráno
})
left-practice = vaše procvičování ({ $n } { $n ->
    [one] strom zkontrolován
    [few] stromy zkontrolovány
   *[other] stromů zkontrolováno
})

## Slova samotných her: jména stran, názvy, co tah udělá, pozice několika slovy (vyprávění ji
## uvádí v závorce nebo jako „v pozici …“: stojí v 1. pádě). $side je jméno strany, jak ho hra
## dává (MAX, X, Černý, Červený); součty, hromádky, řádky a pole píše hra sama. Kde věta
## jméno strany skloňuje (z pohledu Černého, pro Bílého), vybírá tvar podle jména.

side-black = Černý
    .of = Černého
side-white = Bílý
    .of = Bílého
side-red = Červený
    .of = Červeného
side-yellow = Žlutý
    .of = Žlutého
title-nim-misere = Nim (misère: poslední kamínek prohrává)
title-nim-normal = Nim (poslední kamínek vyhrává)
board-full = hrací plocha je plná
sum-end-exactly = { $side } dosáhl přesně { $target }
sum-end-over = { $side } přestřelil: { $sum } > { $target }
sum-effect-exactly = → { $sum } přesně
sum-effect-over = → { $sum } přes limit
sum-position = součet { $sum }
sum-picture-target = limit
sum-picture-move-set = množina tahů
nim-end = { $side } vzal poslední kamínek
nim-effect = { $stones } z hromádky { $heap } → { $heaps }
nim-position = hromádky { $heaps }
nim-picture-heap = hromádka { $heap }
nim-picture-take = vezmi { $stones }
nim-by-rule = Boutonovo pravidlo: pozic je příliš mnoho na prohledání
tictactoe-end = { $side } má tři v řadě
tictactoe-effect = { $side }: řádek { $row }, sloupec { $column }
connect4-end = { $side } má čtyři v řadě
connect4-effect = { $side }: žeton v řádku { $row }
connect4-effect-wins = { $side }: žeton v řádku { $row }, čtyři v řadě
connect4-position = { $n ->
    [one] { $n } žeton odehrán
    [few] { $n } žetony odehrány
   *[other] { $n } žetonů odehráno
}
connect4-unlimited = Čtyři v řadě s { $n } prázdnými poli jsou na prohledání aplikací až do konce příliš velké: ponechte omezení hloubky (`minimax solve connect4` je vyřeší přesně)
connect4-solver-source = silný řešič za { $seconds } s, Ponsovo skóre { $scores }
reversi-end-margin = { $won } : { $lost }, rozdíl { $margin } { $margin ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}
reversi-end-margin-empty = { $won } : { $lost } a { $empty } { $empty ->
    [one] prázdné pole
    [few] prázdná pole
   *[other] prázdných polí
}: rozdíl { $margin } { $margin ->
    [one] kámen
    [few] kameny
   *[other] kamenů
} (prázdná pole dostává vítěz)
reversi-end-equal = stejně kamenů, { $black } : { $white }
reversi-passes = { $side } nemá tah a pasuje
reversi-turns = otočí { $n }
reversi-position = kameny { $black }–{ $white }
reversi-picture-empty = { $n } { $n ->
    [one] prázdné
    [few] prázdná
   *[other] prázdných
}
reversi-picture-passed = { $side } pasoval
reversi-picture-played = { $side } hrál { $square }
reversi-picture-turned = otočil { $n } { $n ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}
reversi-picture-must-pass = { $side } pasuje
reversi-picture-legal = + možný tah
reversi-unlimited = Reversi s { $n } prázdnými poli nelze prohledat do konce za celý život: ponechte omezení hloubky (nebo --exact-endgame pro posledních { $last })
reversi-note = heuristika { $heuristic }
reversi-note-dedicated = heuristika { $heuristic } · počítač: vlastní engine hry
reversi-engine = vlastní engine hry, hloubka { $depth }: { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} za { $seconds } s
reversi-engine-clock = vlastní engine hry, hloubka { $depth } (zastavily ho hodiny): { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} za { $seconds } s
reversi-solved-wins = řešič koncovek, { $empty } { $empty ->
    [one] prázdné pole
    [few] prázdná pole
   *[other] prázdných polí
} a { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}: { $side } vyhraje o { $margin } { $margin ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}, { $own } : { $other }
reversi-solved-loses = řešič koncovek, { $empty } { $empty ->
    [one] prázdné pole
    [few] prázdná pole
   *[other] prázdných polí
} a { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}: { $side } prohraje o { $margin } { $margin ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}, { $own } : { $other }
reversi-solved-draws = řešič koncovek, { $empty } { $empty ->
    [one] prázdné pole
    [few] prázdná pole
   *[other] prázdných polí
} a { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}: { $side } remizuje
reversi-solved-margins = { $text }, za { $seconds } s; rozdíly: { $margins }
tree-end = dosažen list { $leaf }: hodnota { $value }
tree-effect-leaf = → list { $value }
tree-effect-node = → { $kind } ({ $n } { $n ->
    [one] tah
    [few] tahy
   *[other] tahů
})
tree-position = uzel { $node }
tree-picture-at = v uzlu { $node } ({ $kind })
tree-picture-tree = strom: { $tree }
tree-now = teď
tree-root = kořen
tree-kind-chance = náhoda

## Kde hra je, když se ukazuje tah, ke kterému se vrátilo (< a >)

play-move-of = tah { $ply } z { $plies }

## Co hrací obrazovka říká o průběhu partie: procházení, vracení, načtení, uložení, kopírování

say-other-line = vpředu je teď druhá varianta, začíná tahem { $first }: > do ní vstoupí (V přepne zpět)
say-no-other-line = odsud nevede žádná jiná varianta (zahrajte jiný tah z pozice, ke které jste se vrátili)
say-no-notation = tato hra nemá zápis pozice
say-type-position = napište pozici tak, jak ji kopíruje y ({ $example }); Enter z ní začne
say-saved = partie uložena do { $path } (minimax play --load { $path })
say-not-saved = partii nelze uložit: { $why }
say-new-game = nová hra
say-loaded = načteno: { $moves } { $moves ->
    [one] tah
    [few] tahy
   *[other] tahů
}; < jimi prochází zpět, > vpřed
say-loaded-lines = načteno: { $moves } { $moves ->
    [one] tah
    [few] tahy
   *[other] tahů
} a { $lines } { $lines ->
    [one] varianta (V)
    [few] varianty (V)
   *[other] variant (V)
}; < jimi prochází zpět, > vpřed
say-copied = zkopírováno: { $text }  (minimax play { $game } { $text }; Y pozici převezme)
say-from-position = z pozice { $typed }
say-not-a-position = tady to není pozice: { $why }
say-no-moves-to-review = zatím nejsou žádné tahy k rozboru
say-review-running = rozbor ještě běží: t, až doběhne
say-nothing-to-retry = žádný tah nezměnil výsledek: není co zkoušet znovu
say-retry-over = opakování skončilo: { $score }
say-no-move-ahead = vpředu není žádný tah (< zpět, > vpřed)
say-at-start = na začátku partie (< zpět, > vpřed)
say-walked = tah { $ply } z { $plies }: < zpět, > vpřed; tah zahraný tady začne novou variantu
say-walked-paused = tah { $ply } z { $plies }: < zpět, > vpřed; tah zahraný tady začne novou variantu (počítač stojí: mezerník)
say-nothing-to-undo = není co vrátit
say-taken-back = tah vrácen
say-taken-back-paused = tah vrácen; pozastaveno (mezerník spustí počítač)
say-no-position-typed = nebyla napsána žádná pozice
say-name-needs-value = každé --jméno potřebuje svou hodnotu
say-not-a-position-param = --{ $name } tady není pozice (použijte { $known })

## Co hrací obrazovka říká ke klávesám desky: nápovědy, značky, napsané tahy, hra naslepo

say-marked-none = na desce není označen žádný nejlepší tah (b je označí znovu)
say-marked-best = nejlepší tah označen na desce ★
say-marked-top = na desce { $n ->
    [one] označen { $n } nejlepší tah
    [few] označeny { $n } nejlepší tahy
   *[other] označeno { $n } nejlepších tahů
}, ★ nejlepší
say-not-legal = { $text } tady není možný tah
say-not-legal-named = ‚{ $name }‘ tady není možný tah
say-hints-on = nápověda zapnuta
say-hints-off = nápověda vypnuta
say-tree-empty = zatím žádné prohledávání: strom je prázdný
say-game-over = { $reason } — r hraje znovu
say-type-move = napište tah tak, jak ho píše seznam tahů; Enter ho zahraje, Esc skončí
say-hints-are-off = nápověda je vypnutá: { $key } by ukázalo hodnoty a nejlepší tah; { $key } znovu je ukáže
say-hints-are-on = nápověda je teď zapnutá (i ji skryje)
say-over-nothing-to-explain = hra skončila: není co vysvětlovat
say-over-nothing-to-compare = hra skončila: není co porovnávat
say-nothing-to-compare = odpověď dalo { $why }: žádné prohledávání k porovnání
say-computers-turn = na tahu je počítač

## Co hrací obrazovka říká ke krokování a k rozboru pozice

say-no-cutoffs = toto prohledávání nemá žádné řezy (je alfa-beta vypnutá?)
say-no-cutoff-after = po tomto kroku už žádný řez není: tady prohledávání končí (Home začne znovu)
say-no-root-value-after = po tomto kroku už kořen žádnou hodnotu nedostane: tady prohledávání končí (Home začne znovu)
say-solved-no-step = vyřešeno do konce, není co krokovat ({ $what }); A tuto pozici prohledá
say-rule-no-step = není co krokovat: { $rule }
say-stepping = krokování prohledávání: → další krok, c další řez, Esc skončí
say-replaying = výukový engine přehrává prohledávání vlastního enginu hry, hloubka { $depth }…
say-replay-agrees = přehráno výukovým enginem v hloubce { $depth }: stejná hodnota i tah ({ $chosen })
say-replay-differs = přehráno výukovým enginem v hloubce { $depth }: hodnota { $value }, tah { $found } (vlastní engine: { $dedicated }, { $chosen })
say-step-when-computer-ends = krokování se otevře, až počítač dohledá
say-stepping-computer = krokování prohledávání počítače pro tah { $ply }: → další krok, c další řez, Esc skončí
say-computer-not-chosen = počítač ještě tah nevybral: rozbor této pozice (A)
say-over-nothing-to-analyse = hra skončila: není co rozebírat
say-analysing = probíhá rozbor; krokování se otevře, až prohledávání skončí

## Co aplikace říká jinde: vložený text, barvy, zastavené prohledávání, podoba stromu, obrázky, krokování Monte Carlo, opakování chyb

say-paste-too-long = vložený text měl přes { $bytes } bajtů a zahazuje se: zadejte jméno souboru
say-no-color = NO_COLOR je nastaveno, aplikace tedy nepoužívá barvy (pro P ho zrušte)
say-colours = barvy: { $name } (P další)
say-exam-stays-open = zkouška zůstává otevřená: q ji ukončí (odpovědi se ukládají průběžně)
say-nothing-to-replay = ta pozice už v partii není: není co přehrát
say-stopped = zastaveno
say-search-stopped = prohledávání zastaveno; mezerník spustí počítač
say-left-step = krokování ukončeno
say-tree-drawn = herní strom kreslený (když se vejde); d přepne
say-tree-outline = herní strom jako osnova; d přepne
say-prompt-full = nejvýše { $n } znaků: zbytek se nepřevezme
say-position-prompt = pozice: { $text }  (Enter z ní začne)
say-not-drawn = prohledávání nelze nakreslit: { $why }
say-nothing-to-draw = zatím žádné prohledávání: není co kreslit
say-too-many-to-draw = { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} je víc, než obrázek ukáže ({ $most }); omezení hloubky (-) ho zmenší
say-pictures-full = tady už je { $n } obrázků
say-drawn = prohledávání nakresleno do search-{ $n }.tex (přeložte pdflatexem) a search-{ $n }.svg v { $dir }
say-drawn-at-step = prohledávání ve stavu po kroku { $step } z { $steps } nakresleno do search-{ $n }.tex (přeložte pdflatexem) a search-{ $n }.svg v { $dir }
say-mcts-nothing-recorded = toto prohledávání nezaznamenalo žádné iterace ke krokování
say-mcts-stepping = krokování Monte Carlo prohledávání stromu: → další fáze, n další iterace, Esc skončí
retry-goal-win = udrží výhru
retry-goal-draw = udrží remízu
retry-goal-value = ztratí méně než { $mistake } z hodnoty nejlepšího tahu
retry-last-mistake = tohle je poslední chyba ({ $score })
retry-first-mistake = tohle je první chyba ({ $score })
retry-no-value = ‚{ $name }‘ nemá v rozboru hodnotu
retry-score = opraveno { $right } z { $n }
retry-title = Opakování: tah { $at } z { $n } k novému pokusu · { $score }
retry-title-short = Opakování { $at }/{ $n } · opraveno { $right }
retry-played = Tah { $ply }: { $side } zahrál { $mv }, { $verdict }.
retry-find = Najděte tah pro { $side_of }, který { $goal }; hodnoty jsou skryté, Enter tah vyzkouší (nezahraje ho).
retry-heuristic = (hodnoty jsou z prohledávání s omezenou hloubkou: heuristické)
retry-put-right = { $mv }: { $value } — opraveno
retry-try-again = { $mv }: { $value } — zkuste znovu
retry-best = Nejlepší: { $mv } ({ $value })
retry-line = Varianta: { $line }
retry-next = n další tah k opakování
retry-last = poslední tah k opakování: Esc opakování ukončí
retry-keys = b ukáže nejlepší tah a jeho variantu; n další tah

## Rozbor partie: verdikt každého tahu, hodnoty slovy, překryvné okno

review-thresholds = hrubá chyba od { $blunder }, chyba od { $mistake }, nepřesnost od { $inaccuracy }
review-win-in = výhra za { $n }
review-win = výhra
review-loss-in = prohra za { $n }
review-loss = prohra
review-draw = remíza
review-utility = užitek { $value }
review-heuristic-value = { $value } (heuristicky)
review-forced = jediný možný tah: { $after }
review-threw-win = zahodil výhru: { $change }
review-threw-draw = zahodil remízu: { $change }
review-only-winning = jediný vyhrávající tah
review-only-drawing = jediný tah, který udrží remízu
review-kept-win = udržel výhru ({ $change })
review-kept-draw = udržel remízu
review-already-lost = prohra, ať táhne cokoli ({ $change })
review-as-good = stejně dobrý jako nejlepší: { $after }
review-inaccuracy = nepřesnost: { $change }
review-mistake = chyba: { $change }
review-blunder = hrubá chyba: { $change }
review-title = Rozbor · hodnoty hráče na tahu · ↑↓ Enter: přejít tam · Esc zavře
review-title-short = Rozbor · Esc zavře
review-running = { $spin } rozbor všech tahů… { $seconds } s (Esc zastaví)
review-changed = { $side }: { $n ->
    [one] { $n } tah změnil
    [few] { $n } tahy změnily
   *[other] { $n } tahů změnilo
} výsledek
review-changed-first = { $side }: { $n ->
    [one] { $n } tah změnil
    [few] { $n } tahy změnily
   *[other] { $n } tahů změnilo
} výsledek, poprvé v tahu { $ply }
review-graph = graf: █ přesná hodnota, • heuristická, ⡇ kde se tah vybíral
review-exact = všechny hodnoty jsou přesné: změna výsledku je jistá
review-heuristic = přesné, kde byla hra vyřešena, jinak heuristické v hloubce { $depth }: { $thresholds }
review-best-other = nejlepší { $mv }

## Graf průběhu partie (rozbor, panel pozice)

graph-exact = přesná
graph-heuristic = heuristická
graph-start = začátek
graph-move = tah { $n }
graph-wins = vyhrává { $side }
graph-even = vyrovnané

## Procvičování a zkoušky: úroveň, co klávesa udělala, kontrola a každá chyba vysvětlená pravidlem

practice-moves-range = { $lo } až { $hi }
practice-level = úroveň { $level } z { $levels }: hloubka { $depth }, tahů z uzlu: { $moves }
practice-level-prune = úroveň { $level } z { $levels }: hloubka { $depth }, tahů z uzlu: { $moves }, aspoň jedno ořezání
practice-level-prunes = úroveň { $level } z { $levels }: hloubka { $depth }, tahů z uzlu: { $moves }, aspoň { $prunes } ořezání
practice-level-prunes-tie = úroveň { $level } z { $levels }: hloubka { $depth }, tahů z uzlu: { $moves }, aspoň { $prunes } ořezání a jedna shoda
practice-too-large = strom má { $n } { $n ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}: procvičování bere nejvýše { $most }, strom k ručnímu trasování
practice-exam-saving = odpovědi se ukládají do answer.txt průběžně, jak je píšete
practice-time-up-saved = čas vypršel: odpovědi jsou odevzdány ({ $path })
practice-time-up-unsaved = čas vypršel a odpovědi nešlo uložit: { $why }
practice-time-was-up = čas vypršel: odpovědi byly odevzdány
practice-not-saved = odpovědi nešlo uložit: { $why }
practice-windows-only = practice --windows se ptá i na α a β v každém uzlu
practice-revealed = odpovědi jsou zobrazené; n rozdá nový strom
practice-new-tree = nový strom
practice-new-tree-level = nový strom: { $level }
practice-new-tree-harder = nový strom, o stupeň těžší: { $level }
practice-new-tree-easier = nový strom, o stupeň lehčí: { $level }
practice-leaf-given = hodnota listu je daná; x ho označí jako nikdy neprohledaný
practice-not-a-number = ‚{ $text }‘ není číslo
practice-window-at-inner = α a β se zadávají ve vnitřních uzlech; hodnota listu je daná
practice-not-a-window = ‚{ $text }‘ není okno: napište α,β (čísla; samotné - je −∞, + je +∞)
practice-empty-sheet = zatím nic nezadáno: napište hodnoty (a x u tahů, které se nikdy neprohledají); c znovu zkontroluje prázdný list
practice-tree-hidden = strom není vidět (okno je pro něj malé): zvětšete okno, nebo n pro jiný, než c zkontroluje
practice-all-right = { $n ->
    [one] { $n } odpověď správně
    [few] všechny { $n } odpovědi správně
   *[other] všech { $n } odpovědí správně
}
practice-wrong = špatně { $wrong } z { $n }. { $why }
practice-never-there = { $node }: sem se prohledávání nikdy nedostane
practice-your-answer = (vaše odpověď: { $typed })
practice-no-answer = (vaše odpověď: žádná)
practice-marked-never = (označili jste ho jako nikdy neprohledaný)
practice-not-marked = (neoznačili jste je)
star1-at-most = Star1: když jsou všechny listy v { $bounds }, mohl by uzel { $node } skončit po { $move }: jeho průměr je nejvýše { $average } { $sign } α = { $bound }, ať zbytek obsahuje cokoli
star1-at-least = Star1: když jsou všechny listy v { $bounds }, mohl by uzel { $node } skončit po { $move }: jeho průměr je nejméně { $average } { $sign } β = { $bound }, ať zbytek obsahuje cokoli
star1-no-stop = Star1: uzel { $node } nemůže skončit dřív: až do posledního tahu může průměr ještě padnout do jeho okna
window-root = Kořen začíná s oknem cvičení: { $window }.
window-entered = Do uzlu { $node } se vstupuje s oknem uzlu { $above }, jaké je v tu chvíli: { $window }.
window-return-alpha = α při návratu je větší z α při vstupu ({ $bound }) a hodnot, které uzel { $node } našel ({ $found }): { $window }.
window-return-alpha-cut = α při návratu je větší z α při vstupu ({ $bound }) a hodnot, které uzel { $node } našel ({ $found }), kromě té, která ho ořízla (řez se vrací hned): { $window }.
window-return-beta = β při návratu je menší z β při vstupu ({ $bound }) a hodnot, které uzel { $node } našel ({ $found }): { $window }.
window-return-beta-cut = β při návratu je menší z β při vstupu ({ $bound }) a hodnot, které uzel { $node } našel ({ $found }), kromě té, která ho ořízla (řez se vrací hned): { $window }.
rule-chance = Uzel náhody průměruje hodnoty svých tahů, každou s její pravděpodobností ({ $found }): { $value }.
rule-max = MAX bere největší z hodnot, které našel ({ $found }): { $value }.
rule-max-stopped = MAX bere největší z hodnot, které našel ({ $found }): { $value }; tam skončil: { $value } { $sign } β = { $bound }, { $why }.
rule-min = MIN bere nejmenší z hodnot, které našel ({ $found }): { $value }.
rule-min-stopped = MIN bere nejmenší z hodnot, které našel ({ $found }): { $value }; tam skončil: { $value } { $sign } α = { $bound }, { $why }.
practice-why-root = okno kořene
practice-why-above = { $side } výše už má { $bound }

## Obrazovka procvičování: titulek, co psát, panel odpovědí

practice-exam-title = Zkouška · { $id } · řez, jakmile { $rule }
practice-exam-title-left = Zkouška · { $id } · řez, jakmile { $rule } · zbývá { $left }
practice-exam-title-over = Zkouška · { $id } · řez, jakmile { $rule } · čas vypršel
practice-title-chance = Procvičování · expectimax · z pohledu MAXe
practice-title = Procvičování · řez, jakmile { $rule } · z pohledu MAXe
practice-title-window = Procvičování · řez, jakmile { $rule } · okno kořene { $window } · z pohledu MAXe
practice-too-large-for-window = strom je pro toto okno příliš velký: zvětšete ho, nebo n pro jiný
practice-do-exam = Napište do každého vnitřního uzlu hodnotu, kterou spočítá alfa-beta, Enter; x označí tah, který nikdy neprohledá. Ukládá se průběžně: při zkoušce se nekontroluje.
practice-do-windows = Napište do každého vnitřního uzlu jeho okno při vstupu (α,β: samotné - je −∞, + je +∞), jeho hodnotu a jeho okno při návratu; Tab mezi nimi přechází, Enter jedno převezme; x označí tah, který se nikdy neprohledá; c kontroluje.
practice-do-chance = Napište do každého vnitřního uzlu hodnotu, kterou spočítá expectimax (u uzlu náhody průměr, na dvě desetinná místa), Enter; c kontroluje.
practice-do = Napište do každého vnitřního uzlu hodnotu, kterou spočítá alfa-beta, Enter; x označí tah, který nikdy neprohledá; c kontroluje.
practice-answers = Vaše odpovědi
practice-a-leaf = list
practice-at = uzel
practice-this-tree = tento strom: správně { $right } z { $n }
practice-first-time = stromy správně napoprvé: { $right } z { $n }
practice-given = zadaný strom (n rozdává náhodné)
practice-seed = semínko { $seed } · hloubka { $depth }
practice-field-value = hodnota
practice-field-entered = α, β při vstupu
practice-field-returned = α, β při návratu

## Překryvná okna a řádky kolem panelů: porovnání, běžící prohledávání, proč, malé okno, poznámky stromu, barvy

compare-title = Porovnání · stejná pozice prohledaná každým způsobem · libovolná klávesa zavře
compare-title-short = Porovnání · libovolná klávesa zavře
compare-way = způsob
compare-value = hodnota
compare-nodes = uzly
compare-leaves = listy
compare-cutoffs = řezy
compare-first = 1.
compare-tt = zásahy TT
compare-branching = větvení
compare-ms = ms
compare-legend = 1.: podíl řezů, které udělal první prohledaný tah, tedy jak dobře byly tahy seřazené
compare-legend-branching = 1.: podíl řezů, které udělal první prohledaný tah, tedy jak dobře byly tahy seřazené · větvení: efektivní faktor větvení b, kde b + b² + … + b^d jsou uzly pod kořenem pro dosaženou hloubku d
compare-searching = prohledává se…
compare-stopped = zastaveno
compare-running = prohledává se… (libovolná klávesa zastaví: prosté prohledávání velkého stromu nemusí nikdy skončit)
compare-none-finished = zastaveno dřív, než jakékoli prohledávání skončilo
compare-agree = { $n ->
    [one] Všechna { $n } prohledávání se shodují
    [few] Všechna { $n } prohledávání se shodují
   *[other] Všech { $n } prohledávání se shoduje
} na hodnotě kořene: { $value } ({ $verdict }). Ořezávání, tabulka a řazení mění jen množství práce.
compare-differ = Hodnoty kořene se liší: to je chyba v enginu.
compare-mcts-waits = MCTS: po prohledáváních výše
compare-mcts-not-run = MCTS: nespuštěno ({ $why })
compare-mcts-stopped = MCTS: zastaveno
compare-mcts = MCTS (UCT, iterací: { $iterations }, semínko { $seed }): ustálilo se na { $best } po { $settled } iteracích, odhad { $estimate } (průměrný výsledek MAXe)
compare-mcts-against = MCTS (UCT, iterací: { $iterations }, semínko { $seed }): ustálilo se na { $best } po { $settled } iteracích, odhad { $estimate } (průměrný výsledek MAXe); { $way } prohledalo uzlů: { $nodes }
thinking-move = vybírá se tah
thinking-hints = hodnotí se vaše tahy
thinking-analyze = probíhá rozbor
thinking-compare = porovnává se
thinking-replay = přehrává se prohledávání počítače
thinking-review = rozebírá se partie
thinking-explain = vysvětluje se pozice
thinking-nodes = { $n } { $n ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}, { $seconds } s
thinking-iterations = { $n } { $n ->
    [one] iterace
    [few] iterace
   *[other] iterací
}, { $seconds } s
thinking-cancel = Esc zruší
explain-title = Proč: důkaz přesných hodnot · ↑↓ posun · Esc zavře
explain-title-short = Proč · Esc zavře
explain-running = { $spin } hledá se důkaz… { $seconds } s (Esc zastaví)
explain-none = Tady žádné vysvětlení není: { $why }.
explain-note-wins-in = „vyhrává za n“: n půltahů od pozice před tahem, za kterým stojí
small-window = okno je příliš malé
small-window-size = potřeba { $need }, je { $have }
small-window-keys = q ukončí; ostatní klávesy čekají na větší okno
tree-capped = záznam omezen na { $cap } kroků (--trace-cap): dalších { $more } prohledáno, nezaznamenáno
tree-pruned = { $n } { $n ->
    [one] odříznut
    [few] odříznuty
   *[other] odříznuto
}: α ≥ β
palette-standard = barvy terminálu
palette-colour-blind = bezpečné pro barvoslepé (Okabe–Ito)
palette-none = bez barev
say-one-chapter = jen jedno prohledávání: kapitoly přicházejí s hodinami (T)

## Vlastní slova --help kolem přeložené nápovědy (locales/help/)

help-usage = Použití:
help-options = Volby
help-commands = Příkazy
help-arguments = Argumenty
help-default = výchozí: { $value }
help-possible = možné hodnoty: { $values }

## Monte Carlo prohledávání stromu: jeho panel, strom a čtyři fáze krokování

mcts-selection = výběr
mcts-expansion = rozšíření
mcts-playout = simulace
mcts-backup = zpětné šíření
mcts-utility = užitek { $value }
mcts-max-wins = +1: vyhrává { $side }
mcts-min-wins = −1: vyhrává { $side }
mcts-draw = 0: remíza
mcts-title = Monte Carlo prohledávání stromu
mcts-last-search = poslední prohledávání: pozice po { $n ->
    [one] { $n } tahu
    [few] { $n } tazích
   *[other] { $n } tazích
}
mcts-setup = na tahu { $side } · UCT, C = { $c } · simulace { $playout } · semínko { $seed }
mcts-ran = { $n } { $n ->
    [one] iterace
    [few] iterace
   *[other] iterací
} za { $seconds } s · { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}
mcts-ran-capped = { $n } { $n ->
    [one] iterace
    [few] iterace
   *[other] iterací
} za { $seconds } s · { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} (na mezi: strom přestal růst)
mcts-chose = vybralo
mcts-chose-why = : nejnavštěvovanější, { $visits } z { $all } návštěv (ustálilo se po { $settled })
mcts-unit-utility = průměrný užitek MAXe
mcts-unit-result = průměrný výsledek MAXe, +1 výhra, −1 prohra
mcts-estimate = odhad
mcts-after = po
mcts-choice = volba
mcts-visits = návštěvy
mcts-keys = s krokuje iterace
mcts-exact-utility = { $value } (MAXe)
mcts-keeps = volba ji udrží
mcts-does-not-keep = volba ji neudrží
mcts-exact = přesně: { $verdict }
mcts-exact-unknown = přesně: do sekundy nezjištěno
mcts-tree-after = strom MCTS · po této iteraci
mcts-tree-before = strom MCTS · před touto iterací
mcts-tree = MCTS · n, průměr (MAXe), UCB (hráče na tahu)
mcts-no-move = žádný tah neprohledán
mcts-step-title = Iterace { $at } z { $n } · { $phase }/4 { $name }
mcts-autoplay = automaticky: mezerník zastaví
mcts-step-keys = → další fáze · n další iterace · PgDn deset · Esc skončí
mcts-recorded = zaznamenáno prvních { $recorded } z { $n } iterací
mcts-c-scaled = { $c } ({ $exploration } × dosud největší výsledek)
mcts-selection-how = Od kořene dolů bere každý uzel potomka s nejvyšším UCB = průměr + C·√(ln N / n), C = { $c }, průměr pro hráče na tahu:
mcts-root-new = kořen je nový: tato první iterace z něj simuluje
mcts-root-untried = kořen má ještě nevyzkoušené tahy: zatím není mezi čím volit
mcts-chance-added = náhoda vytáhla { $mv } v { $at }, ještě není ve stromu: přidán
mcts-added = přidán { $mv } pod { $at }: jeden z jeho nevyzkoušených tahů ({ $n }), vylosovaný náhodně
mcts-root-added = kořen je nový uzel
mcts-final = { $mv } je koncová pozice: není co přidat
mcts-at-cap = strom je na své mezi { $cap } uzlů: nic nepřidáno; simulace začíná v { $mv }
mcts-no-playout = žádná simulace: { $mv } končí hru, { $result }
mcts-more = … a { $n } dalších
mcts-no-move-played = žádný tah
mcts-playout-line = simulace { $playout } z { $from }: { $moves } ({ $n } { $n ->
    [one] tah
    [few] tahy
   *[other] tahů
})
mcts-result = výsledek
mcts-backup-how = výsledek { $result } se přičte každému uzlu na cestě zpět a každý počet vzroste o jedna:
mcts-new = nový
mcts-end-value = konec { $value }
mcts-exact-value = přesně { $value }
mcts-mean = průměr { $value }
mcts-chance-draws = v { $at }: náhoda vytáhne { $mv } (podle jeho pravděpodobnosti)
mcts-chosen = v { $at } (N = { $big }, na tahu { $side }): { $mv } s UCB { $ucb }
mcts-next-best = další nejlepší { $mv } { $ucb }

## Proč: důkaz hodnoty pozice a vlastní důvody každé hry (Boutonovo pravidlo, zbytky, hrozby)

explain-wins-at-once = { $side } vyhrává hned
explain-wins-in = { $side } vyhrává za { $n }
explain-wins = { $side } vyhrává
explain-draw = remíza
explain-lost = { $me } na tahu prohrává, ať táhne cokoli: nejdelší odpor je { $best } ({ $result })
explain-head = { $me } na tahu: { $best } a { $result } { $more ->
    [0] (jediný takový tah)
    [one] (ještě { $more } tah { $kind ->
    [win] vyhrává
    [draw] remizuje
   *[other] skóruje stejně
})
    [few] (ještě { $more } tahy { $kind ->
    [win] vyhrávají
    [draw] remizují
   *[other] skórují stejně
})
   *[other] (ještě { $more } tahů { $kind ->
    [win] vyhrává
    [draw] remizuje
   *[other] skóruje stejně
})
}
explain-ends = { $mv } končí hru: { $result }
explain-after-only = po { $best }, jediná odpověď hráče { $you_of }: { $list }
explain-after-loses = po { $best } každá z odpovědí hráče { $you_of } ({ $n }) prohrává: { $list }
explain-after-draws = po { $best } každá z odpovědí hráče { $you_of } ({ $n }) remizuje nebo prohrává: { $list }
explain-after-replies = po { $best }, odpovědi hráče { $you_of } ({ $n }): { $list }
explain-and-more = { $n ->
    [one] a ještě { $n } další
    [few] a ještě { $n } další
   *[other] a ještě { $n } dalších
}
explain-as-good = { $mv } je stejně dobrý: { $result }
explain-each-answered = každý tah hráče { $me_of } má svou odpověď: { $list }
explain-worse = horší pro { $me_of }: { $list }
nim-why-ones = každá hromádka má nejvýše jeden kamínek, takže každý tah bere jeden: celkem { $ones }, berou se střídavě; { $misere ->
    [yes] kdo vezme poslední kamínek, prohrává
   *[no] kdo vezme poslední kamínek, vyhrává
}, takže { $wins ->
    [yes] hráč na tahu vyhrává
   *[no] hráč na tahu prohrává
} ({ $even ->
    [yes] sudý
   *[no] lichý
} počet jednokamínkových hromádek)
nim-why-bouton = Boutonovo pravidlo: nim-součet (bitový XOR) hromádek je { $sum }
nim-why-misere-one = misère s jednou hromádkou o 2 a více kamíncích: { $wins ->
    [yes] hráč na tahu vyhrává
   *[no] hráč na tahu prohrává
}; vyhrává ten, kdo může nechat lichý počet jednokamínkových hromádek a nic většího
nim-why-misere-two = misère se dvěma hromádkami o 2 a více kamíncích se hraje jako normální Nim: nim-součet { $sum } znamená, že { $wins ->
    [yes] hráč na tahu vyhrává
   *[no] hráč na tahu prohrává
}
nim-why-normal = nim-součet { $sum } znamená, že { $wins ->
    [yes] hráč na tahu vyhrává
   *[no] hráč na tahu prohrává
}
nim-why-move = vyhrávající tah: vezměte { $stones } z hromádky { $heap } ({ $from } → { $to }), což nechá hromádky { $heaps } (nim-součet { $left }), pozici, kterou druhý hráč prohrává
nim-why-lost = každý tah nechá pozici, kterou druhý hráč vyhrává: nejlepší je nejdelší odpor
sum-below-two = 0 nebo 1
sum-below-range = 0 až { $top }
sum-why-residues = rozhodují zbytky: s T = { $moves } hráč na tahu prohrává právě tehdy, když vzdálenost k limitu mod { $least } + { $most } = { $p } je { $below } (platí pro každou vzdálenost až do { $to_go })
sum-why-residues-paired = rozhodují zbytky: s T = { $moves } hráč na tahu prohrává právě tehdy, když vzdálenost k limitu mod { $least } + { $most } = { $p } je { $below }: tahy se párují do { $p } (x a { $p } − x), takže kdo takovou vzdálenost nechá, odpoví na každý tah x tahem { $p } − x a udrží ji (platí pro každou vzdálenost až do { $to_go })
sum-why-here-wins = tady je vzdálenost { $target } − { $sum } = { $to_go } a { $to_go } mod { $p } = { $q }: hráč na tahu vyhrává
sum-why-here-loses = tady je vzdálenost { $target } − { $sum } = { $to_go } a { $to_go } mod { $p } = { $q }: hráč na tahu prohrává
sum-why-here-by = tady je vzdálenost { $target } − { $sum } = { $to_go } a { $to_go } mod { $p } = { $q }: hráč na tahu vyhrává přičtením { $x }, což nechá { $left } ({ $left } mod { $p } = { $r })
c4-column = sloupec { $c }
c4-columns = sloupce { $list } a { $last }
c4-wins-at-once = { $me } vyhrává hned: { $columns }
c4-threat-one = { $you } hrozí výhrou: { $columns }; { $me } ji musí zablokovat
c4-threat-many = { $you } hrozí výhrou: { $columns }; { $me } může zablokovat jen jednu
c4-threat-made = po { $col } hrozí { $me } výhrou: { $columns }; { $you } může zablokovat jen jednu

## Co solve píše jako text: hodnota a co znamená, nejlepší tah a varianta, přepínače a počty prohledávání

solve-to-move = { $game }: na tahu { $side }
solve-max-wins = MAX (první hráč) vyhrává při nejlepší hře
solve-min-wins = MIN (druhý hráč) vyhrává při nejlepší hře
solve-draw = remíza při nejlepší hře
solve-undecided = nerozhodnuto v rámci omezení hloubky (heuristika, z pohledu MAXe)
solve-value = hodnota: { $value }  ({ $meaning })
solve-best-move = nejlepší tah: { $mv }
solve-none-over = žádný (hra skončila)
solve-none = žádné
solve-ties = vylosován z { $n } stejně dobrých tahů (semínko { $seed })
solve-best-line = nejlepší varianta: { $line }
solve-search = prohledávání: { $config }
solve-deepening = iterativní prohlubování během { $budget } s: hloubka { $depth } je nejhlubší dokončená (celkem uzlů: { $nodes }); { $why }
solve-deepening-exact = přesně, takže hlouběji by se nic nezměnilo
solve-deepening-asked = požadovaná hloubka
solve-deepening-clock = hodiny zastavily hloubku { $next }
solve-window = okno ({ $low }, { $high }) { $outcome }
solve-exact = přesně
solve-iteration = hloubka { $depth }: hodnota { $value }  { $nodes } uzlů  { $seconds } s  varianta { $line }
config = { $algorithm }, alfa-beta { $ab ->
    [on] zapnuta
   *[off] vypnuta
}, transpoziční tabulka { $tt ->
    [on] zapnuta
   *[off] vypnuta
}, řazení tahů { $ordering ->
    [on] zapnuto
   *[off] vypnuto
}, { $depth }
config-unlimited = hloubka neomezená
config-deepening = iterativní prohlubování po { $seconds } s
config-deepening-to = iterativní prohlubování do hloubky { $depth } po { $seconds } s
config-depth = hloubka { $depth }
config-hashed = hašovaná tabulka { $mb } MB
config-killers = zabijácké tahy
config-history = heuristika historie
config-pvs = prohledávání hlavní varianty
config-aspiration = aspirační okno ±{ $w }
config-random-ties = shody rozhodnuty náhodně (semínko { $seed })
stats = uzly { $nodes }, listy { $leaves }, řezy { $cutoffs }, zásahy TT { $tt }, max. hloubka { $depth }, { $ms } ms
sum-solve-head = Sum Game: limit { $target }, množina tahů { $moves }, odehráno { $played }, součet { $sum }, na tahu { $side }
nim-solve-head = Nim: hromádky { $heaps } ({ $misere ->
    [yes] misère: kdo vezme poslední kamínek, prohrává
   *[no] normální: kdo vezme poslední kamínek, vyhrává
})
nim-solve-wins = hodnota: +1  (hráč na tahu vyhrává při nejlepší hře)
nim-solve-loses = hodnota: −1  (hráč na tahu prohrává při nejlepší hře)
nim-solve-undecided = hodnota: 0  (nerozhodnuto: omezení hloubky uřízlo každou variantu před koncem a Nim nemá heuristiku, takže uříznutá pozice má 0)
nim-solve-best = nejlepší tah: vezměte { $stones } z hromádky { $heap } (číslováno od 0), odpověď `{ $heap } { $stones }`
nim-solve-none = nejlepší tah: žádný, všechny hromádky jsou prázdné
nim-solve-bouton = (podle Boutonova pravidla: pozice je na prohledání příliš velká)
tree-solve-tree = strom: { $tree }
tree-solve-value = hodnota: { $value }  ({ $kind } v kořeni { $root }, z pohledu MAXe)
tree-solve-search = prohledávání: { $config }, ořezává se, když { $strict ->
    [yes] hodnota okno přesáhne (v > β)
   *[no] hodnota okna dosáhne (v ≥ β)
}, tahy { $order ->
    [written] jak jsou napsané
    [reversed] obráceně
    [best] nejlepší napřed
   *[worst] nejhorší napřed
}
tree-solve-nodes = uzly: { $n }
tree-solve-evaluated = ohodnoceno: { $leaves }
tree-solve-pruned = odříznuto: { $moves }
reversi-leaves-out = jen výhra/remíza/prohra, ne rozdíl kamenů

## Hodnocení: co je která varianta prohledávání, soubory se zpětnou vazbou, zadání a oprava zkoušky, diagnóza grade tree

variant-correct = požadované prohledávání
variant-prune-on-equality = alfa-beta ořezává, jakmile v ≥ β (AIMA, obrázek 5.7)
variant-prune-strictly = alfa-beta ořezává až když v > β (CS188)
variant-no-pruning = prostý minimax: prohledán každý tah
variant-depth-plus-one = omezení hloubky o krok hlouběji: v souboru CS188 kolo všech agentů, jinak půltah
variant-depth-minus-one = omezení hloubky o krok mělčeji: v souboru CS188 kolo všech agentů, jinak půltah
variant-depth-in-plies = hloubka souboru CS188 počítaná v půltazích, po jednom tahu, ne v kolech všech agentů
variant-partial-ply = jedna vrstva MIN na kolo tam, kde je agentů MIN víc
variant-alpha-not-carried-across-root = každý tah kořene prohledán s novým oknem (chyba aima-python)
variant-right-to-left = potomci prohledáni od posledního k prvnímu
variant-minimax-for-expectimax = uzly náhody brány jako uzly MIN
variant-expectimax-for-minimax = uzly MIN brány jako uzly náhody
feedback-points = **{ $points } z { $of }** ({ $rule })
feedback-nim-title = Hromádky ({ $misere ->
    [yes] Nim misère
   *[no] Nim
})
feedback-nim-table = | soupeř | partie | výhry | podíl výher |
feedback-first-invalid-title = První odpověď, která nemohla platit
feedback-first-invalid = Proti { $opponent }, z hromádek { $heaps }: { $why }
feedback-invalid-zero = Každá taková odpověď dává 0: aréna tam skončila.
feedback-lost-title = Prohrané partie ({ $n })
feedback-lost-game = proti { $opponent } z hromádek { $heaps } ({ $first ->
    [you] táhli jste první
   *[them] soupeř táhl první
}): { $why }
feedback-lost-moves = tahy (hromádka:kamínky): { $moves }
feedback-and-more = … a { $n ->
    [one] ještě { $n } další
    [few] ještě { $n } další
   *[other] ještě { $n } dalších
}
feedback-tree-title = Prohledávání stromu
feedback-tree-match = Vaše špatné odpovědi odpovídají variantě **{ $variant }**: { $what }.
feedback-tree-departs = U první z nich se vaše prohledávání odchyluje od správného v { $node }.
feedback-tree-table = | strom | verdikt | podrobnosti |
feedback-no-variant = žádná známá varianta ji nereprodukuje
feedback-departs-at = { $variants }; odchyluje se v { $node }
feedback-first-failure = První selhání
exam-rule-strict = ořezáváte až když v > β (pravidlo CS188)
exam-rule-equal = ořezáváte, jakmile v ≥ β (pravidlo z obrázku 5.7 v AIMA)
exam-time = Máte { $n ->
    [one] { $n } minutu
    [few] { $n } minuty
   *[other] { $n } minut
}.
exam-title = Zkouška z alfa-bety: { $id }
exam-sheet-task = Prohledejte strom níže alfa-betou: v kořeni táhne MAX, úrovně se střídají, potomci se prohledávají zleva doprava, okno začíná na (−∞, +∞) a { $rule }.
exam-sheet-write = Pište do `{ $file }`, za každou dvojtečku:
exam-sheet-value = `value:` hodnota kořene
exam-sheet-action = `action:` tah, který kořen zvolí (značka jeho potomka)
exam-sheet-visited = `visited:` každý uzel, do kterého prohledávání vstoupí, v pořadí, kořen první (značky oddělené mezerami)
exam-sheet-tree = Strom, `{ $text }`:
exam-sheet-points = Body: hodnota { $v }, tah { $m }, pořadí { $o }.
exam-blank = Zkouška z alfa-bety, { $id }: vyplňte za každou dvojtečku (viz sheet.md); řádky začínající # se ignorují.
exam-points = **{ $points } z { $of } bodů.**
exam-unreadable = Vaši odpověď nešlo přečíst: { $why }.
exam-part-right = { $name }: správně ({ $truth })
exam-part-wrong = { $name }: špatně; správná odpověď je { $truth }
exam-part-none = { $name }: bez odpovědi; správná odpověď je { $truth }
exam-part-value = hodnota kořene
exam-part-move = tah
exam-part-order = pořadí návštěv
exam-exactly = Vaše prohledávání je přesně `{ $name }`: { $what }.
exam-leaves-at = Od správného prohledávání se poprvé odchyluje v uzlu { $node }.
grade-correct = správně: { $correct ->
    [yes] ano
   *[no] ne
}
grade-no-variant = žádná známá varianta tuto odpověď nereprodukuje
grade-reproduced = reprodukují ji: { $list }
grade-departs = poprvé se od správného prohledávání odchyluje v: { $state }
grade-right-move = správný tah: { $mv }
grade-right-visits = správné prohledávání navštíví: { $visited }

## Příkaz review, zprávy Reversi a čtyř v řadě, perft

review-cmd-exact = všechny hodnoty přesné
review-cmd-depth = hodnoty přesné, kde byla hra vyřešena, jinak heuristické v hloubce { $depth }
review-cmd-head = { $game }, { $n ->
    [one] rozebrán { $n } tah
    [few] rozebrány { $n } tahy
   *[other] rozebráno { $n } tahů
}, hodnoty hráče na tahu: { $exactly }
review-cmd-stopped = zastaveno po { $seconds } s: rozebráno { $reviewed } z { $n } tahů (--timeout, --depth)
review-cmd-thresholds = heuristické soudy podle toho, jak hodnota klesla: { $thresholds }
reversi-endgame-wld = Reversi, prázdných polí: { $empty }: na tahu { $side }: { $result ->
    [win] výhra
    [loss] prohra
   *[draw] remíza
} (jen výhra/prohra/remíza)
reversi-endgame-draw = Reversi, prázdných polí: { $empty }: na tahu { $side }: remíza, 32 kamenů každý
reversi-endgame-margin = Reversi, prázdných polí: { $empty }: na tahu { $side }: { $result ->
    [win] výhra
    [loss] prohra
   *[draw] remíza
} o { $margin } { $margin ->
    [one] kámen
    [few] kameny
   *[other] kamenů
} ({ $own } : { $other })
reversi-endgame-count = { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} za { $seconds } s řešičem koncovek na { $threads ->
    [one] { $threads } vlákně
    [few] { $threads } vláknech
   *[other] { $threads } vláknech
}
reversi-dedicated-value = Reversi, hloubka { $depth }{ $clock ->
    [yes]  (podle hodin)
   *[no] {""}
} vlastním enginem hry: hodnota { $value } (z pohledu černého{ $decided ->
    [yes] , rozhodnuto
   *[no] , heuristická
})
reversi-dedicated-count = { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} za { $seconds } s ({ $rate } uzlů/s) na { $threads ->
    [one] { $threads } vlákně
    [few] { $threads } vláknech
   *[other] { $threads } vláknech
}
reversi-perft = perft({ $depth }): { $leaves } { $leaves ->
    [one] list
    [few] listy
   *[other] listů
} za { $seconds } s, { $rate } listů/s, { $threads ->
    [one] { $threads } vlákno
    [few] { $threads } vlákna
   *[other] { $threads } vláken
}
c4-empty-board = prázdná deska
c4-solve-head = Čtyři v řadě { $size }, { $position }: na tahu { $first ->
    [yes] Červený (první hráč)
   *[no] Žlutý (druhý hráč)
}
c4-score-open = skóre: žádné: omezení hloubky ({ $depth }) nechalo hru otevřenou; heuristická hodnota pro hráče na tahu { $value } (není to skóre)
c4-score-weak = skóre: { $result ->
    [win] výhra
    [loss] prohra
   *[draw] remíza
} (slabý řešič: jen znaménko)
c4-score = skóre: { $score } ({ $result ->
    [win] výhra
    [loss] prohra
   *[draw] remíza
}; Ponsovo skóre: čím dřívější výhra, tím vyšší)
c4-best-move = nejlepší tah: sloupec { $column }
c4-line = hlavní varianta: { $line }
c4-full = plný
c4-each = každý sloupec (1 až { $n }): { $each }
c4-explored = { $nodes } { $nodes ->
    [one] pozice prozkoumána
    [few] pozice prozkoumány
   *[other] pozic prozkoumáno
} za { $seconds } s enginem { $engine }
c4-perft = Čtyři v řadě { $size }, hloubka { $depth }: { $n } { $n ->
    [one] posloupnost tahů
    [few] posloupnosti tahů
   *[other] posloupností tahů
} ({ $seconds } s)

## solve --engine mcts jako text

mcts-cmd-head = { $title }, na tahu { $side }: Monte Carlo prohledávání stromu (UCT, C = { $c }, simulace { $playout }, semínko { $seed })
mcts-cmd-ran = { $n } { $n ->
    [one] iterace
    [few] iterace
   *[other] iterací
} za { $seconds } s; { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}
mcts-cmd-ran-capped = { $n } { $n ->
    [one] iterace
    [few] iterace
   *[other] iterací
} za { $seconds } s; { $nodes } { $nodes ->
    [one] uzel
    [few] uzly
   *[other] uzlů
} (mez { $cap }: strom přestal růst)
mcts-cmd-no-move = není z čeho vybírat
mcts-cmd-chose = zvolený tah: { $mv } (nejnavštěvovanější: { $visits } z { $all } návštěv; ustálil se po { $settled ->
    [one] { $settled } iteraci
    [few] { $settled } iteracích
   *[other] { $settled } iteracích
})
mcts-cmd-estimate = odhad: { $value } ({ $unit })
mcts-cmd-exact = přesně: { $verdict }, podle: { $by }{ $kept ->
    [yes] ; zvolený tah ji udrží
    [no] ; zvolený tah ji neudrží
   *[unknown] {""}
}
mcts-cmd-exact-unknown = přesně: tady do sekundy nezjištěno
mcts-cmd-move = tah
mcts-cmd-mean = průměr
mcts-cmd-exact-head = přesně (MAXe)
mcts-cmd-iterations = iterace
mcts-cmd-its-visits = její návštěvy
mcts-cmd-by-teaching = výukový engine, do konce

## Turnaj arény jako text: pořadí, křížová tabulka, partie, které rozhodčí označil

arena-head = Aréna { $game }: { $entrants ->
    [one] { $entrants } účastník
    [few] { $entrants } účastníci
   *[other] { $entrants } účastníků
} · { $starts ->
    [one] { $starts } začátek
    [few] { $starts } začátky
   *[other] { $starts } začátků
} na dvojici, každý hrán dvakrát (strany prohozené) · semínko { $seed } · { $seconds } s na tah
arena-entrant = účastník
arena-games = partie
arena-won = výhry
arena-drew = rem.
arena-lost = proh.
arena-points = body
arena-elo = Elo (95 %)
arena-failed = selhání
arena-blunders = hrubé chyby
arena-cross = křížová tabulka (body řádku proti sloupci):
arena-notable = partie se selháním nebo hrubou chybou (rozhodčí soudí tam, kde je hra vyřešená):
arena-draw = remíza
arena-won-by = vyhrál { $tag }
arena-game = partie { $n }: { $first } (první) proti { $second }: { $result }
arena-failure = { $tag } prohrál selháním: { $why }
arena-blunder = tah { $ply } hráče { $tag }: { $mv } ({ $change })
arena-more = … a { $n ->
    [one] ještě { $n } další
    [few] ještě { $n } další
   *[other] ještě { $n } dalších
} (všechny v --json)

## Souhrn grade class a grade merge

class-graded = ohodnoceno odevzdání: { $n }; { $points } z { $of } bodů; nešlo spustit: { $not_run }
class-graded-resumed = ohodnoceno odevzdání: { $n } ({ $earlier } z dřívějšího běhu, ponecháno); { $points } z { $of } bodů; nešlo spustit: { $not_run }
class-skipped = vynecháno { $name }: { $why }
class-contained = izolace: { $how }
class-sheets = listy: { $csv } a { $json }
class-shards-joined = spojeno částí: { $n }

## Proč se zadaná hodnota odmítá (na příkazové řádce i na úvodní obrazovce)

parse-nothing = čekalo se číslo, nic tu není
parse-negative = ‚{ $text }‘ je záporné číslo (čeká se { $least } nebo víc)
parse-not-a-number = ‚{ $text }‘ není číslo
parse-not-positive = ‚{ $text }‘ není kladné číslo
parse-too-small = ‚{ $text }‘ je příliš malé (nejméně { $least })
parse-too-large = ‚{ $text }‘ je příliš velké (nejvýše { $most })
parse-not-one-of = ‚{ $text }‘ není nic z: { $options }
nim-all-empty = všechny hromádky jsou prázdné: ta hra už skončila

## Způsoby, kterými porovnání pozici prohledá

way-plain = prostý minimax
way-ordering = αβ + řazení
way-table = αβ + tabulka
way-table-ordering = αβ + tabulka + řazení
way-killers = … + killery + historie

## Vlastní způsoby učebnicového stromu v porovnání: pravidlo ořezávání a pořadí tahů

way-prune-equal = αβ, ořez při v ≥ β
way-prune-strict = αβ, ořez při v > β
way-reversed = αβ, tahy obráceně
way-best-first = αβ, nejlepší tah první
way-worst-first = αβ, nejhorší tah první

## Odmítnutý příkazový řádek (chyby clapu, na jednom řádku) a slovo chybového řádku

error-line = chyba: { $what }
usage-needs-command = `{ $path }` potřebuje jeden z příkazů: { $choices } (viz `{ $path } --help`)
usage-no-such-command = `{ $path }` nemá `{ $given }`; bere jeden z příkazů: { $choices }
usage-needs-argument = `{ $path }` potřebuje { $what } (viz `{ $path } --help`)
usage-unexpected-argument = neočekávaný argument ‚{ $arg }‘
usage-invalid-value = neplatná hodnota ‚{ $value }‘ pro ‚{ $arg }‘
usage-value-refused = neplatná hodnota ‚{ $value }‘ pro ‚{ $arg }‘: { $why }
usage-value-missing = ‚{ $arg }‘ potřebuje hodnotu, žádná nebyla zadána
usage-too-many = neočekávaná hodnota ‚{ $value }‘ pro ‚{ $arg }‘; další už ‚{ $arg }‘ nebere
usage-value-count = počet hodnot pro ‚{ $arg }‘: má jich být { $expected }, zadáno { $given }
usage-no-equals = ‚{ $arg }‘ se zadává s rovnítkem (‚{ $arg }=…‘)
usage-not-utf8 = argument není platné UTF-8
usage-repeated = argument ‚{ $arg }‘ lze zadat jen jednou
usage-conflict = argument ‚{ $arg }‘ nelze použít s ‚{ $other }‘
usage-conflict-others = argument ‚{ $arg }‘ nelze použít s ostatními zadanými argumenty
usage-expected = { $line } (čekáno jedno z: { $valid })
usage-did-you-mean = { $line } (mysleli jste ‚{ $guess }‘?)

## Nadpisy oddílů manuálové stránky (minimax man) a příkaz, který nemá

man-name = NÁZEV
man-synopsis = POUŽITÍ
man-description = POPIS
man-options = VOLBY
man-commands = PŘÍKAZY
man-version = VERZE
man-authors = AUTOŘI
man-no-command = `{ $name }` nemá příkaz ‚{ $word }‘ (má: { $choices })
man-no-commands = `{ $name }` nemá příkaz ‚{ $word }‘ (nemá žádné příkazy)

## Odmítnutý soubor, chyba v zápisu stromu a v testovém souboru CS188

file-not-regular = { $name } není obyčejný soubor
file-too-large = { $name } je větší než { $most } bajtů
file-not-text = { $name } není text (UTF-8)
tree-at-column = sloupec { $column }: { $message }
tree-value-too-large = { $text } je příliš velké (hodnoty mají velikost nejvýše { $most })
tree-expected-number = čekáno číslo
tree-too-deep = strom je zanořený hlouběji než { $most } úrovní
tree-too-many-nodes = víc než { $most } uzlů
tree-not-a-kind = ‚{ $word }‘ není max, min ani chance
tree-bad-word = ‚{ $word }‘ musí být značka (s ‚:‘ za ní) nebo max, min či chance před skupinou
tree-unexpected = čekána hodnota nebo skupina, nalezeno ‚{ $found }‘
tree-ends-too-soon = strom končí příliš brzy: čekána hodnota nebo skupina
tree-bracket-mismatch = tato závorka neodpovídá otevírací
tree-never-closed = tato skupina není nikdy uzavřena
tree-probability = pravděpodobnost je od 0 do 1, ne { $p }
tree-empty-group = prázdná skupina: uzel má potomky, nebo hodnotu
cs188-no-key = testový soubor nemá ‚{ $key }‘
cs188-not-whole = ‚{ $key }‘ není celé číslo
cs188-agents = num_agents je od 1 do 10
cs188-bad-evaluation = chybný řádek ohodnocení: ‚{ $line }‘ (čekáno `STAV HODNOTA`)
cs188-bad-successor = chybný řádek následníka: ‚{ $line }‘ (čekáno `STAV AKCE DALŠÍ`)
cs188-too-large = strom z ‚{ $state }‘ je příliš velký nebo má cyklus
cs188-no-evaluation = stav { $state } končí hru, ale nemá ohodnocení
cs188-not-a-field = řádek { $line }: čekáno `klíč: hodnota`
cs188-block-open = řádek { $line }: tento blok """ není nikdy uzavřen

## Odmítnutá pozice: deska, hromádky, limit, řada tahů

grid-length = deska má 9 znaků (x, o, .), ne { $n }
grid-character = ‚{ $c }‘ není na desce x, o ani .
grid-counts = { $x } × x a { $o } × o nastat nemůže: X táhne první a pak se střídají
grid-both-won = obě strany mají tři v řadě
grid-played-on = { $winner } má tři v řadě, ale hra pak pokračovala: taková deska nastat nemůže
grid-too-many-lines = { $winner } má řady, které žádný jediný poslední tah nedokončí zároveň: taková deska nastat nemůže
board-length = deska má 64 znaků (a1..h1, a2..h2, …), ne { $n }
board-character = ‚{ $c }‘ není na desce X, O, - ani .
board-square = ‚{ $square }‘ není pole (a1 až h8) ani pass
sum-target-zero = limit musí být kladné číslo
sum-target-too-large = limit { $target } je příliš velký (nejvýše { $most })
sum-zero-move = množina tahů obsahuje jen kladná čísla, ne 0
sum-not-in-set = zahraný tah { $mv } není v množině tahů { $set }
sum-over-exactly = hra už skončila: zahrané tahy dosáhnou limitu { $target } přesně
sum-over-past = hra už skončila: zahrané tahy dávají součet { $sum }, přes limit { $target }
nim-no-heaps = musí být aspoň jedna hromádka
nim-too-many-heaps = { $n } hromádek je příliš mnoho (nejvýše { $most })
nim-heap-too-large = hromádka { $heap } je příliš velká (nejvýše { $most })
connect4-width = šířka { $side }: musí být { $least } až { $most }
connect4-height = výška { $side }: musí být { $least } až { $most }
connect4-not-a-column = ‚{ $c }‘ (tah { $at }) není sloupec od 1 do { $width }
connect4-column-full = sloupec { $column } je při tahu { $at } plný
connect4-won = tah { $at } ({ $column }) hru vyhrává: pozice je skončená
connect4-full = deska je plná: pozice je skončená
tree-text-after = nečekaný text za stromem
tree-no-move = strom potřebuje aspoň jeden tah

## Odmítnutý záznam, soubor s odpovědí, seznam studentů nebo klíč zkoušky

connect4-position-refused = pozice { $position }: { $why }
record-unknown-game = záznam hry ‚{ $game }‘, která mezi hrami není
record-unknown-parameter = { $game } nemá parametr ‚{ $long }‘
record-result-differs = výsledek záznamu je { $written }, ale jeho tahy končí { $reached } ({ $reason })
record-move-illegal = tah { $at } záznamu ({ $name }) tam není přípustný
record-variation-illegal = tah { $at } varianty ({ $name }) tam není přípustný
record-too-long = záznam by zabral { $size } bajtů, víc, než kolik se ze záznamu čte ({ $most }): nezapsán
record-too-many-lines = záznam by měl { $n } variant, víc, než kolik se ze záznamu čte ({ $most }): nezapsán
record-names-taken = všechna jména pro záznam jsou obsazená
record-not-a-record = { $path }: není záznam hry ({ $why })
record-holds-too-many = { $path }: { $n } variant; záznam jich má nejvýše { $most }
record-format = { $path }: formát ‚{ $format }‘, čekán ‚{ $known }‘ (nebo starší)
file-is-a-link = { $path } je odkaz: přes něj se nezapisuje
answer-not-a-field = řádek { $line }: čekáno `klíč: hodnota`
answer-unknown-key = řádek { $line }: neznámý klíč ‚{ $key }‘ (value, action, generated, visited)
answer-key-twice = řádek { $line }: druhé ‚{ $key }‘ (každý klíč jen jednou)
answer-empty = odpověď neuvádí žádný tah ani stavy
exam-no-answer = chybí { $file }
exam-students-count = --students { $n }: 1 až { $most }
exam-list-line = { $file }, řádek { $line }: { $why }
exam-id-twice = { $file }, řádek { $line }: ‚{ $id }‘ podruhé
exam-too-many-students = { $file }: víc než { $most } studentů
exam-no-students = { $file }: žádná id studentů
exam-not-an-id = ‚{ $id }‘ není id (písmena, číslice, . _ -, nejvýše { $most })
exam-exists = { $path } existuje: zkouška se nikdy nepřepisuje
exam-not-a-folder = { $path } je soubor: zkouška je složka, kterou zapsal `minimax exam --out`, s klíčem exam.json
exam-not-a-key = { $path }: není klíč { $format }
exam-bad-tree = { $path }: strom studenta { $id }: { $why }

## Odmítnuté volby příkazu: hodnocení stromu, příliš velké prohledávání, testové soubory řešičů, meze arény, paměť

refused-timeout = --timeout musí být víc než 0 a nejvýše 600 sekund
grade-tree-unread = { $long } nemění nic, co hodnocení čte: prohledávání se hodnotí podle algoritmu, --no-alpha-beta, --depth a --cut
grade-tree-program-only = { $long } je pro hodnocení programu (--player): soubor --answer se hodnotí na vlastním stromu
grade-tree-needs = `minimax grade tree` potřebuje --answer SOUBOR nebo --player PŘÍKAZ
grade-tree-trees-or-random = zadejte buď --trees SLOŽKA, nebo --random N
grade-tree-one-tree = { $long } dává strom pro --answer: program se hodnotí na --trees SLOŽKA nebo --random N
grade-tree-seed = --seed patří k --random: rozdává náhodné stromy
grade-tree-too-many = { $dir } obsahuje víc než { $most } souborů
practice-cs188-depth = mez hloubky tohoto testu CS188 ({ $depth } kol po { $agents } agentech) končí nad jeho listy a procvičování sleduje celé stromy: ohodnotí ho `minimax grade tree`
tree-branching-alone = --branching patří k --leaves
search-too-many-steps = prohledávání má víc než { $most } kroků
export-too-many-steps = prohledávání má víc než { $most } kroků: na export příliš velké; zvyšte --max-events nebo ořezávejte alfa-betou, tabulkou či --depth
reversi-endgame-too-far = { $n } prázdných polí: --endgame řeší nejvýše { $most }
obf-no-scores = { $file }: žádná úloha se známým skóre
obf-too-far = { $file }: úloha má { $n } prázdných polí; řešič koncovek jich bere nejvýše { $most }
obf-too-far-named = { $file }: { $label } má { $n } prázdných polí; řešič koncovek jich bere nejvýše { $most }
scores-differ = { $wrong } z { $of } skóre se liší od souboru
connect4-file-too-long = { $file }: víc než { $most } pozic
file-line = { $file } řádek { $line }: { $why }
connect4-file-fields = čekána pozice a skóre
not-a-score = ‚{ $text }‘ není skóre
connect4-file-empty = { $file }: žádné pozice
arena-sum-too-long = hra až o { $longest } tazích (limit { $target } po { $smallest }): aréna hraje nejvýše { $most }
hash-too-much = { $mb } MB je víc paměti, než tento proces dostane; požádejte o méně
obf-line = řádek { $line }: { $why }
obf-position = čekáno 64 polí, mezera a strana na tahu (X nebo O)
obf-side = ‚{ $side }‘ není strana na tahu (X nebo O)
obf-answer = ‚{ $field }‘ není tah:skóre
obf-margin = { $score } není rozdíl kamenů (-64 až 64)
obf-illegal = { $square } v této pozici není přípustný tah

## Odmítnuté volby příkazu: hráči, turnaje, rozbor, okna a hodiny, zkoušky, třídy

arena-nim-mcts-refused = ‚{ $player }‘ s --heaps { $heaps } --max-heap { $max_heap }: { $why }
arena-nim-unknown = neznámý hráč ‚{ $player }‘ (dumb, medium, hard, search:HLOUBKA s HLOUBKOU 1..64 nebo mcts:N s N 2..{ $most })
arena-nim-save = --save uchová každý tah: nejvýše { $most } kamínků na začátek (--heaps × --max-heap je { $stones })
arena-unknown = neznámý hráč ‚{ $player }‘ (random, weak, fair, strong, perfect, search:HLOUBKA s HLOUBKOU 1..64 nebo mcts:N s N 2..{ $most } iterací na tah)
arena-mcts-n = ‚{ $player }‘: mcts:N bere N od 2 do { $most } iterací na tah
arena-empty-command = příkaz hráče je prázdný
arena-not-solved = { $game } tu není vyřešená: žádný dokonalý hráč (zkuste strong)
arena-entrants = turnaj bere celkem 2 až { $most } hráčů a soupeřů
arena-too-many-games = { $games } partií: nejvýše { $most } (méně --games nebo účastníků)
game-over-refused = hra skončila: { $reason }
not-seconds = ‚{ $text }‘ není počet sekund
seconds-above-zero = { $text }: počet sekund nad 0 a nejvýše 3600
window-refused = --window: ‚{ $text }‘ není ALFA,BETA, celá čísla v rozmezí −1000..1000 s α < β
export-steps-tikz = --steps píše snímky Beameru: s --format tikz
not-zero-to-hundred = ‚{ $text }‘ není číslo od 0 do 100
seconds-out-of-range = ‚{ $text }‘ není mezi 0,001 a 3600 sekundami
min-engine-aspiration = --min-engine: --aspiration potřebuje --time
exam-making-only = { $long } je pro sestavení zkoušky: psaní zkoušky ho čte ze zkoušky
exam-colours-sit = { $long } barví aplikaci: patří k --sit
aspiration-needs-time = --aspiration potřebuje --time: pracuje mezi iteracemi
play-needs-game = `minimax play` potřebuje hru ({ $games }) nebo --load SOUBOR
class-other-rubric = { $long } je volba pro { $rubric }
class-no-such = { $path }: taková složka ani soubor neexistuje

## Selhání programu (rozhodčí arény, hodnocení), zpráva arény Nimu a pravidla hodnocení

failure-invalid = neplatný tah: { $why }
failure-garbage = nečitelná odpověď { $line }
failure-crashed = program skončil: { $why }
failure-timeout = žádná odpověď do { $seconds } s
failure-out-of-time = čas vypršel: celé odevzdání smí trvat { $seconds } s
failure-error-output = ; jeho chybový výstup končí:
failure-same-output = { $head }; stejný chybový výstup jako výše
failure-not-run = nešlo spustit `{ $command }`: { $why }
failure-not-started = nespuštěn
failure-line-too-long = { $quoted }… (řádek delší než { $most } bajtů)
failure-not-legal = { $answer } na { $question }: nepřípustný tah (přípustné: { $legal })
failure-empty-line = prázdný řádek (čekán tah)
failure-nim-garbage = { $answer } (čekáno `HROMÁDKA KAMÍNKY`)
failure-nim-invalid = ({ $heap }, { $stones }) na { $heaps }: { $why }
failure-tree-garbage = { $action } / { $visited } (čekána značka tahu, pak navštívené značky)
exit-closed-output = zavřel svůj výstup
exit-not-found = příkaz nenalezen (návratový kód shellu 127)
exit-not-executable = příkaz nelze spustit (návratový kód 126: není spustitelný?)
exit-shell-signal = skončil s kódem { $code }: ukončen signálem { $signal }{ $name }
exit-status = skončil s kódem { $code }
exit-signal = ukončen signálem { $signal }{ $name }
exit-other = skončil ({ $status })
signal-segv = pád
signal-abrt = přerušen
nim-no-such-heap = hromádka { $heap } neexistuje (hromádky jsou 0..{ $last })
nim-takes-nothing = tah bere aspoň jeden kamínek
nim-too-many = hromádka { $heap } má { $size }, takže { $stones } vzít nelze
arena-nim-blunder = jeho tah { $own_move }, { $stones } z hromádky { $heap } z { $position }, nechal soupeři vyhranou pozici
feedback-nim-blunder = váš tah { $own_move }, { $stones } z hromádky { $heap } z { $position }, nechal soupeři vyhranou pozici
arena-nim-blundered = hrubá chyba: { $first }
arena-nim-blundered-times = { $n ->
    [one] hrubá chyba { $n }×, první: { $first }
    [few] hrubé chyby { $n }×, první: { $first }
   *[other] hrubé chyby { $n }×, první: { $first }
}
arena-nim-lost-start = prohra z prohraného začátku proti dokonalé hře
rule-invalid = neplatná odpověď
rule-lost-to-dumb = aspoň jednou prohrál s dumb
rule-top = medium > 80 % a hard > 40 %
rule-half = medium > 50 % a hard > 30 %
rule-fifth = medium > 20 % a hard > 10 %
rule-below = platný, ale pod každou hranicí
arena-nim-misere = misère
arena-nim-normal = normální
arena-nim-head = Aréna Nimu ({ $rule }): { $player } · { $starts } { $starts ->
    [one] začátek
    [few] začátky
   *[other] začátků
} po { $heaps } { $heaps ->
    [one] hromádce
    [few] hromádkách
   *[other] hromádkách
} s 1..{ $most } kamínky na soupeře, každý hraný dvakrát · seed { $seed }
arena-nim-opponent = soupeř
arena-nim-wins = výhry
arena-nim-losses = prohry
arena-nim-invalid = neplatné
arena-nim-win-rate = podíl výher
arena-nim-lost-head = prohrané partie (rozhodčí zná hodnotu každé pozice podle Boutonova pravidla):
arena-nim-player-first = hráč první
arena-nim-opponent-first = soupeř první
arena-nim-lost = prohra s { $opponent } z { $heaps } ({ $first }): { $why }
arena-nim-more = … a ještě { $n } { $n ->
    [one] prohraná partie
    [few] prohrané partie
   *[other] prohraných partií
}: { $failures } selháním, { $blunders } hrubou chybou, { $starts } z prohraného začátku proti dokonalé hře
arena-nim-grade = hodnocení: { $percent } % ({ $rule })
arena-nim-no-grade = hodnocení: žádné (pravidla potřebují dumb, medium a hard)

## Hodnocení třídy: co odevzdání obsahuje, proč nešlo spustit, pravidla hodnocení, stromy programu, spojené listy

class-no-main = v odevzdání chybí { $main } (obsahuje { $holds })
class-holds-nothing = nic
class-holds-more = { $first } a { $n } dalších
class-too-many-files = víc než { $most } souborů
class-too-many-bytes = víc než { $mb } MB
class-too-deep = složky hlouběji než { $most }
class-bad-zip = { $path }: nečitelný archiv zip ({ $why })
class-zip-too-large = archiv větší než { $mb } MB
class-zip-too-many = archiv s víc než { $most } položkami
class-zip-outside = { $path }: jméno položky vede mimo archiv
class-zip-entry-larger = { $path }: položka větší, než uvádí
class-of = z
rule-not-run = nespuštěno
rule-not-every-opponent = nehrálo se se všemi soupeři
rule-trees-right = { $right } z { $of } stromů správně
feedback-not-run = **0 z { $of }**: odevzdání nešlo spustit.
grade-tree-folder = stromy v { $dir }
grade-tree-random = { $count } náhodných stromů, seed { $seed }
grade-tree-graded-on = hodnoceno na: { $on }, každý dotaz `{ $asked }` (soubor CS188 se ptá po svém)
grade-tree-no-variant = žádná známá varianta
verdict-right = správně
verdict-wrong = špatně
verdict-failed = selhal
class-skip-not-utf8 = jméno, které není UTF-8
class-skip-link = odkaz: nesleduje se
class-too-many = { $class } obsahuje víc než { $most } odevzdání
class-two-of = dvě odevzdání jsou obě ‚{ $id }‘ (složka a soubor?)
class-not-an-id = není id: { $id } (jméno nejvýše { $most } bajtů, tisknutelné, bez / a \\, nezačínající ‚.‘)
class-csv-fields = čekáno ID,PŘÍKAZ
class-csv-no-command = chybí příkaz pro { $id }
class-csv-twice = ‚{ $id }‘ podruhé
class-csv-too-many = víc než { $most } odevzdání
class-csv-empty = { $path }: žádná odevzdání
sheet-not-a-sheet = { $path }: není list hodnocení ({ $why })
sheet-format = { $path }: list formátu ‚{ $format }‘, ne { $known }
sheet-none = žádné listy ke spojení
sheet-not-a-shard = { $path }: není list části
sheet-otherwise = { $path } byl hodnocen jinak než { $first } (jiná nastavení, nebo ne z { $of } částí)
sheet-twice = část { $index }/{ $of } podruhé ({ $path })
sheet-missing = chybějící části: { $shards }
sheet-in-two = ‚{ $id }‘ je v listech dvou částí
class-empty = { $class } neobsahuje žádná odevzdání (složku, soubor nebo archiv zip na studenta)
class-graded-otherwise = { $folder } obsahuje běh hodnocený jinak (jeho settings.json se liší): hodnoťte se stejnými volbami, abyste v něm pokračovali, nebo tu složku smažte a začněte znovu

## Jak byly programy třídy izolovány

jail-limits = { $memory } MB paměti, soubory do { $file } MB, { $processes }; { $files }
jail-landlock = zapisuje jen do vlastní složky, třída a listy nečitelné (Landlock ABI { $abi })
jail-no-landlock = soubory neizolovány (Landlock není k dispozici: { $why })
jail-cgroups = { $n } procesů a jedno jádro (cgroups)
jail-pids = { $n } procesů (pids cgroup)
jail-nproc = { $n } procesů (RLIMIT_NPROC)
jail-root = procesy: jen skupina procesů (jako root, bez pids cgroup)

## Silný řešič Čtyř v řadě v porovnání, technika po technice

comparison-solver = řešič: { $step }
ladder-alpha-beta = jen αβ
ladder-centre = + střed první
ladder-table = + tabulka
ladder-null-window = + nulové okno
ladder-anticipation = + předvídání
ladder-threats = + hrozby

## Aplikace odmítla terminál; nezapsaný soubor se zpětnou vazbou

app-needs-terminal = aplikace potřebuje terminál; pro skripty použijte `minimax solve` (viz --help)
app-no-term = TERM není nastaveno, takže schopnosti terminálu nejsou známé; nastavte ho (třeba TERM=xterm-256color), nebo použijte příkazy bez obrazovky (minimax solve, tree, arena)
app-dumb-term = TERM=dumb neumí zobrazit aplikaci na celou obrazovku; použijte terminál jako xterm, nebo příkazy bez obrazovky (minimax solve, tree, arena)
class-feedback-not-written = zpětná vazba pro { $id } nezapsána: { $why }

## Čí jsou které přepínače, stromy daného tvaru a co --explain nedokáže dokázat

reversi-depth-past = --depth { $depth } sahá za { $empties } prázdných polí: { $why }
reversi-endgame-dedicated = --endgame a --wld patří vyhrazenému enginu: výukový engine prohledává do konce s --exact-endgame N
reversi-switches-teaching = přepínače prohledávání (--algorithm, --no-alpha-beta, --no-tt, --no-ordering, --killers, --history, --pvs, --aspiration, --hash, --random-ties) patří výukovému enginu: přidejte --engine teaching
reversi-endgame-alone = --endgame řeší přesně do konce: --depth, --time, --heuristic a --exact-endgame neplatí; vynechte je, nebo vynechte --endgame
reversi-depth-too-far = --depth { $depth } sahá za { $empties } prázdných polí, tedy řešení do konce: řešič koncovek jich bere nejvýše { $most }; držte hloubku pod { $empties }
reversi-wld = --wld patří k řešení do konce (--endgame)
reversi-teaching-search = výukový engine: { $config }, heuristika { $heuristic }, přesná koncovka { $exact }
connect4-switches-teaching = --depth, --time a přepínače prohledávání (--algorithm, --no-alpha-beta, --no-tt, --no-ordering, --killers, --history, --pvs, --aspiration, --hash, --random-ties) patří výukovému enginu: přidejte --engine teaching (silný řešič vždy řeší přesně; --weak řekne jen, kdo vyhraje)
connect4-switches-strong = --weak, --no-threats, --no-anticipation, --no-null-window a --analyse patří silnému řešiči: vynechte --engine teaching
nim-tree-too-wide = už první pozice má { $moves } tahů, víc než { $most } kroků, které strom smí mít (--max-events)
exam-branching = --branching je číslo nebo rozsah B1,B2 s B1 ≤ B2
exam-values = --values: ‚{ $text }‘ není rozsah OD..DO v mezích −1000..1000
tree-branching-two = faktor větvení je aspoň 2
tree-too-many-leaves = víc než { $most } listů
tree-leaves-too-few = { $n } listů je méně než { $branching } potomků jednoho uzlu
tree-leaves-uneven = { $n } listů nevyplní strom s { $branching } potomky na uzel (je třeba mocnina { $branching })
explain-over = hra skončila: není co vysvětlovat
explain-not-exact = tady není na dosah přesná hodnota (jen prohledávání s omezenou hloubkou): --explain potřebuje důkaz
explain-stopped = zastaveno

## minimax bench: řešič proti souboru pozic se známým skóre

bench-wrong = ŠPATNĚ (soubor uvádí { $expected })
bench-unlisted = správné skóre, tah, který soubor neuvádí
bench-ok = ok
bench-empty = prázdných
bench-reversi-total = { $file }: { $right } z { $of } správně{ $wld ->
    [yes] {" "}(výhra/prohra/remíza)
   *[no] {""}
}, { $seconds } s, { $nodes } uzlů ({ $rate } uzlů/s) na { $threads }{ $order ->
    [mobility] {", "}tahy řazené jen podle mobility
   *[evaluation] {""}
}
bench-threads = { $n } { $n ->
    [one] vlákně
    [few] vláknech
   *[other] vláknech
}
bench-threads-range = { $least } až { $most } vláknech
bench-c4-head = { $file }: { $n } { $n ->
    [one] pozice
    [few] pozice
   *[other] pozic
}{ $weak ->
    [yes] {" "}(slabé řešení)
   *[no] {""}
}
bench-c4-accuracy = přesnost: { $percent } % ({ $right } z { $of })
bench-c4-mean-time = průměrný čas: { $seconds } s
bench-c4-mean-nodes = průměrně prozkoumaných pozic: { $nodes }
bench-c4-rate = pozic za sekundu: { $rate } K
bench-c4-wrong = řádek { $line }: { $position }: čekáno { $expected }, nalezeno { $found }

## Názvy snímků, zpětná vazba zkoušky k zadanému prohledávání a souhrn grade exam

export-steps = { $search } krok za krokem, z { $root }
export-cutoffs = { $search } řez za řezem, z { $root }
export-alpha-beta = Alfa-beta
export-minimax = Minimax
exam-asked = Zadané prohledávání: alfa-beta, potomci zleva doprava, { $rule }.
exam-your-tree = Váš strom: `{ $tree }`
exam-marks = { $points } z { $of }
exam-graded = { $n } { $n ->
    [one] student
    [few] studenti
   *[other] studentů
}, { $total } z { $of } bodů; grades.csv, grades.json a feedback.md každého v { $dir }
