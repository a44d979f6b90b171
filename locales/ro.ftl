# Mesajele minimax-tui în română, cu cuvintele laboratorului (mutare, jucător, remiză).
# Numerele date unui mesaj se scriu ca în română (1.234,5).

## Ecranul de start

start-title = minimax-tui · joc nou
start-tagline = Jucați, urmăriți și parcurgeți pas cu pas minimax și alfa-beta.
start-back = înapoi: { $game } · Enter îl înlocuiește
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
