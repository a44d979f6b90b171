# Zprávy minimax-tui česky. Hry a jejich slova podle zadání předmětu (tah, součet, Hromádky).
# Čísla předaná zprávě se píší česky (1 234,5).

## Úvodní obrazovka

start-title = minimax-tui · nová hra
start-tagline = Hrajte, sledujte a krokujte minimax a alfa-beta.
start-back = zpět: { $game } · Enter ji nahradí
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
