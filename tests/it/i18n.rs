//! The product in English, Czech and Romanian (issue 55): the catalogues are complete and in
//! step with the code, plural forms and numbers follow each language's rules, the language comes
//! from `--lang` or the environment, and machine output is the same in every language.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use minimax_tui::i18n::{self, CATALOGUES, FluentResource, Lang};
use minimax_tui::tr;
use minimax_tui::tui::app::Screen;
use ratatui::crossterm::event::KeyCode;

use crate::common::Scratch;
use crate::tui::{Harness, draw};

/// A catalogue's messages: each id with the variables its text names (`$n`). A message's text
/// goes on over the indented lines below it.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut at: Option<String> = None;
    for line in text.lines() {
        let body = match line.chars().next() {
            Some(c) if c.is_ascii_alphabetic() => {
                let (id, body) = line.split_once('=').expect("a message line is `id = text`");
                let id = id.trim().to_string();
                assert!(!out.contains_key(&id), "{id} is written twice");
                out.insert(id.clone(), BTreeSet::new());
                at = Some(id);
                body
            }
            // A message goes on over its indented lines and the `}` closing a choice.
            Some(' ' | '}') => line,
            _ => continue,
        };
        let Some(id) = &at else { continue };
        let vars = body.split('$').skip(1).map(|rest| {
            rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
        });
        out.get_mut(id).expect("inserted above").extend(vars);
    }
    out
}

/// Every Rust source file's text under `src/`.
fn sources() -> String {
    fn walk(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = String::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// Each catalogue parses, and has exactly English's messages, each naming no variable that
/// English's does not (the code passes English's).
#[test]
fn every_catalogue_has_every_message() {
    let english = messages(CATALOGUES[0].1);
    assert!(english.len() > 40, "{} messages", english.len());
    for (lang, text) in CATALOGUES {
        if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
            panic!("{lang:?}'s catalogue does not parse: {errors:?}");
        }
        let own = messages(text);
        let ids = |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<Vec<_>>();
        let missing: Vec<_> =
            ids(&english).into_iter().filter(|id| !own.contains_key(id)).collect();
        let extra: Vec<_> = ids(&own).into_iter().filter(|id| !english.contains_key(id)).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang:?} has messages English has not: {extra:?}");
        for (id, vars) in &own {
            let unknown: Vec<_> = vars.difference(&english[id]).collect();
            assert!(unknown.is_empty(), "{lang:?}'s {id} names {unknown:?}, never given");
        }
    }
}

/// The code and the catalogues name the same messages: every message is used somewhere in the
/// code (its id written as a string), and every `tr!` names a message English has.
#[test]
fn the_code_uses_every_message_and_no_other() {
    let code = sources();
    let english = messages(CATALOGUES[0].1);
    let derived = catalog_messages();
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")) && !derived.contains(*id))
        .cloned()
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let asked: BTreeSet<String> = ["tr!(\"", "word(\""]
        .into_iter()
        .flat_map(|call| {
            let pieces: Vec<&str> = code.split(call).collect();
            (1..pieces.len())
                // `tr!` itself, not `include_str!`; `i18n::word`, not another `word`.
                .filter(|&i| !pieces[i - 1].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
                .map(|i| pieces[i].split('"').next().unwrap().to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(asked.len() > 10, "{asked:?}");
    let unknown: Vec<_> = asked.iter().filter(|id| !english.contains_key(*id)).collect();
    assert!(unknown.is_empty(), "tr! or word asks for messages English has not: {unknown:?}");
}

/// The messages the start screen names by a game's key and a parameter's option name: each
/// game's name and about line, each parameter's label and help where the form shows it.
fn catalog_messages() -> BTreeSet<String> {
    use minimax_tui::catalog::{self, game_message, param_message};
    let mut ids = BTreeSet::new();
    for entry in catalog::GAMES {
        ids.extend([false, true].map(|about| game_message(entry.key(), about)));
        for p in entry.params().iter().filter(|p| p.label.is_some()) {
            ids.extend([false, true].map(|help| param_message(entry.key(), p.long, help)));
        }
    }
    ids
}

/// The games' own words: every message the start screen derives from the catalog is in English's
/// catalogue (so in every one), and English's are the catalog's own, word for word (the two
/// cannot drift apart).
#[test]
fn the_games_words_come_from_the_catalog() {
    use minimax_tui::catalog::{self, game_message, param_message};
    let english = messages(CATALOGUES[0].1);
    let missing: Vec<_> =
        catalog_messages().into_iter().filter(|id| !english.contains_key(id)).collect();
    assert!(missing.is_empty(), "English lacks {missing:?}");
    i18n::with(Lang::En, || {
        for entry in catalog::GAMES {
            let key = entry.key();
            assert_eq!(i18n::text(&game_message(key, false), None), entry.title());
            assert_eq!(i18n::text(&game_message(key, true), None), entry.about());
            for p in entry.params().iter().filter(|p| p.label.is_some()) {
                assert_eq!(
                    Some(i18n::text(&param_message(key, p.long, false), None).as_str()),
                    p.label
                );
                assert_eq!(i18n::text(&param_message(key, p.long, true), None), p.help);
            }
        }
    });
    let czech = i18n::with(Lang::Cs, || i18n::text(&game_message("nim", false), None));
    assert_eq!(czech, "Nim (Hromádky)", "the Czech course's name for the game");
}

/// Plural forms by each language's rules: Czech has one (1), few (2–4) and other (5+);
/// Romanian puts "de" before the noun from 20.
#[test]
fn plurals_follow_each_language() {
    let mcts = |lang, n: u64| i18n::with(lang, || tr!("start-engine-mcts", n = n));
    assert_eq!(mcts(Lang::En, 1), "MCTS, 1 iteration");
    assert_eq!(mcts(Lang::En, 3), "MCTS, 3 iterations");
    assert_eq!(mcts(Lang::Cs, 1), "MCTS, 1 iterace");
    assert_eq!(mcts(Lang::Cs, 3), "MCTS, 3 iterace");
    assert_eq!(mcts(Lang::Cs, 5), "MCTS, 5 iterací");
    assert_eq!(mcts(Lang::Ro, 1), "MCTS, 1 iterație");
    assert_eq!(mcts(Lang::Ro, 3), "MCTS, 3 iterații");
    assert_eq!(mcts(Lang::Ro, 20), "MCTS, 20 de iterații");
    // A value's unit agrees with the value: "−7 kamenů", not "−7 kameny".
    let discs = |lang, n| i18n::with(lang, || minimax_tui::words::unit(Some("disc"), n));
    assert_eq!([1, 3, 7].map(|n| discs(Lang::Cs, n)), [" kámen", " kameny", " kamenů"]);
    assert_eq!([1, 3, 20].map(|n| discs(Lang::Ro, n)), [" disc", " discuri", " de discuri"]);
    assert_eq!([1, 7].map(|n| discs(Lang::En, n)), [" disc", " discs"]);
}

/// Numbers as each language writes them: its thousands separator and decimal mark.
#[test]
fn numbers_are_written_as_each_language_writes_them() {
    let mcts = |lang| i18n::with(lang, || tr!("start-engine-mcts", n = 100_000));
    assert_eq!(mcts(Lang::En), "MCTS, 100,000 iterations");
    assert_eq!(mcts(Lang::Cs), "MCTS, 100\u{a0}000 iterací");
    assert_eq!(mcts(Lang::Ro), "MCTS, 100.000 de iterații");
    let seconds = |lang| i18n::with(lang, || tr!("start-seconds", n = 0.5));
    assert_eq!(
        [seconds(Lang::En), seconds(Lang::Cs), seconds(Lang::Ro)],
        ["0.5 s", "0,5 s", "0,5 s"]
    );
    assert_eq!(i18n::with(Lang::Cs, || i18n::decimal(-2.25, 1)), "−2,2");
    assert_eq!(i18n::with(Lang::En, || i18n::decimal(2.5, 2)), "2.50");
}

/// The language comes from the locale by POSIX's order: LC_ALL, then LC_MESSAGES, then LANG.
#[test]
fn the_environment_chooses_the_language() {
    let env = |vars: &[(&str, &str)]| {
        let vars: Vec<(String, String)> =
            vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Lang::from_locale_vars(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    };
    assert_eq!(env(&[]), Lang::En);
    assert_eq!(env(&[("LANG", "cs_CZ.UTF-8")]), Lang::Cs);
    assert_eq!(env(&[("LANG", "ro_RO.UTF-8"), ("LC_MESSAGES", "cs_CZ")]), Lang::Cs);
    assert_eq!(env(&[("LANG", "cs_CZ.UTF-8"), ("LC_ALL", "C")]), Lang::En);
    assert_eq!(env(&[("LANG", "de_DE.UTF-8")]), Lang::En, "a language we do not speak");
    assert_eq!(env(&[("LC_ALL", ""), ("LANG", "ro")]), Lang::Ro, "an empty one is not set");
}

/// A way of asking for a language: arguments added to the command line, variables set.
type Way<'a> = (&'a [&'a str], &'a [(&'a str, &'a str)]);

fn minimax(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_minimax"));
    command.args(args).env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG");
    command.envs(env.iter().copied()).output().expect("the binary runs")
}

/// JSON, the tree's DOT and exit codes are the same whichever language is asked for, by
/// `--lang` or by the environment; people's text is not.
#[test]
fn machine_output_is_the_same_in_every_language() {
    let commands: &[&[&str]] = &[
        &["solve", "nim", "--heaps", "1,2,3", "--json"],
        &["solve", "reversi", "--depth", "2", "--json"],
        &["tree", "tree", "((3 5) (2 9))", "--format", "dot"],
        &["perft", "tictactoe", "--depth", "3", "--json"],
        &["solve", "nim", "--heaps", "x"],
        &["solve", "tictactoe", "--board", "x.o......", "--explain", "--json"],
        &["solve", "sum", "--target", "9", "--json"],
        // The referee's words in JSON: players that answer an illegal move, and garbage.
        &[
            "arena",
            "tictactoe",
            "--player",
            "while read l; do echo 0; done",
            "--games",
            "1",
            "--json",
        ],
        &["arena", "nim", "--player", "while read l; do echo x; done", "--games", "1", "--json"],
    ];
    for args in commands {
        let english = minimax(args, &[]);
        let ways: [Way; 4] = [
            (&["--lang", "cs"], &[]),
            (&["--lang=ro"], &[]),
            (&[], &[("LANG", "cs_CZ.UTF-8")]),
            (&[], &[("LC_MESSAGES", "ro_RO.UTF-8")]),
        ];
        for (extra, env) in ways {
            let args: Vec<&str> = args.iter().chain(extra).copied().collect();
            let other = minimax(&args, env);
            assert_eq!(other.status.code(), english.status.code(), "{args:?} {env:?}");
            assert_eq!(timeless(&other.stdout), timeless(&english.stdout), "{args:?} {env:?}");
        }
    }
    // Before the command's name too, where the top level's own options are refused.
    for args in
        [&["--lang", "cs", "play", "nim"][..], &["--lang=ro", "play", "nim"], &["play", "nim"]]
    {
        let env = [("MINIMAX_LAUNCH", "show"), ("LANG", "cs_CZ.UTF-8")];
        let shown = minimax(args, &env);
        let said = String::from_utf8_lossy(&shown.stdout);
        let lang = if args[0] == "--lang=ro" { "Ro" } else { "Cs" };
        assert!(said.ends_with(&format!("language: {lang}\n")), "{args:?}: {said}");
    }
    let bad = minimax(&["--lang", "de"], &[]);
    assert_eq!(bad.status.code(), Some(2));
    let said = String::from_utf8_lossy(&bad.stderr);
    assert!(said.contains("'de'") && said.contains("en, cs, ro"), "{said}");
}

/// A command's output with the times it measured left out (JSON's `elapsed`, `seconds` and
/// `nodes_per_second`), which differ from run to run.
fn timeless(out: &[u8]) -> String {
    fn strip(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::Object(map) => {
                for key in ["elapsed", "seconds", "nodes_per_second"] {
                    map.remove(key);
                }
                map.values_mut().for_each(strip);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let text = String::from_utf8_lossy(out).to_string();
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(mut json) => {
            strip(&mut json);
            json.to_string()
        }
        Err(_) => text,
    }
}

/// The start screen speaks the language its last field chooses, for the whole screen at once,
/// and at 80x24 every game's form keeps its language field and its keys in every language.
#[test]
fn the_start_screen_chooses_the_language() {
    i18n::with(Lang::En, || {
        let mut h = Harness::new(None);
        h.key(KeyCode::Up); // the fields wrap: the last is the language
        h.key(KeyCode::Right);
        assert_eq!(i18n::current(), Lang::Cs, "this thread speaks Czech now");
        let czech = h.screen(80, 24);
        assert!(
            czech.contains("minimax-tui · nová hra") && czech.contains("◀ čeština ▶"),
            "{czech}"
        );
        assert!(czech.contains("Omezení hloubky") && czech.contains("Enter začít"), "{czech}");
        h.key(KeyCode::Right);
        let romanian = h.screen(80, 24);
        assert!(
            romanian.contains("joc nou") && romanian.contains("Limită de adâncime"),
            "{romanian}"
        );
        for lang in Lang::ALL {
            i18n::with(lang, || {
                for _ in 0..minimax_tui::catalog::GAMES.len() {
                    h.key(KeyCode::Down); // to the game (the fields wrap)
                    h.key(KeyCode::Right);
                    h.key(KeyCode::Up);
                    let shown = h.screen(80, 24);
                    let Screen::Start(form) = &h.app.screen else { panic!("left the start") };
                    let label = form.fields.last().unwrap().label.show();
                    assert!(shown.contains(&label), "{lang:?}: {shown}");
                    assert!(
                        shown.contains(&format!("Enter {}", tr!("start-key-start"))),
                        "{shown}"
                    );
                }
            });
        }
        h.key(KeyCode::Right);
        assert_eq!(i18n::current(), Lang::En);
        assert!(h.screen(80, 24).contains("minimax-tui · new game"));
    });
}

/// The keys speak the language: the status bar's words and the help's, a key named by a word
/// ("space") in it and one merely containing it ("Backspace") not, and the help's paragraph on
/// the values whole at 80x24 however long the language writes it.
#[test]
fn the_keys_speak_the_language() {
    use minimax_tui::tui::setup::Mode;
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[2, 5, 3], Mode::HumanVsHuman)));
            h.settle();
            let bar = h.screen(80, 24).lines().last().unwrap().to_string();
            assert!(bar.contains(&format!("q {}", tr!("status-quit"))), "{lang:?}: {bar}");
            h.key(KeyCode::Char('?'));
            let mut seen = String::new();
            for _ in 0..40 {
                seen.push_str(&h.screen(80, 24));
                h.key(KeyCode::Down);
            }
            assert!(seen.contains("Backspace  "), "{lang:?}: {seen}");
            let space = format!("{}  {}", tr!("key-name-space"), tr!("key-playing-pause"));
            assert!(seen.contains(&space), "{lang:?} lacks {space:?}: {seen}");
            let values = tr!("help-values");
            let last = values.split_whitespace().last().unwrap();
            assert!(h.screen(80, 24).contains(last), "{lang:?}: the values cut: {seen}");
        });
    }
}

/// The step-through's narration in each language, its plural by the language's rules: the Sum
/// Game's first cutoff prunes one move, the textbook tree's (AIMA's figure) two.
#[test]
fn the_narration_speaks_the_language() {
    use minimax_tui::catalog;
    use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
    let tree = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tree::TREE),
        mode: Mode::PcVsHuman,
        config: Default::default(),
    };
    let cases = [
        (Lang::En, crate::tui::sum(7, &[2, 3], Mode::PcVsHuman), "prune the 1 remaining move ("),
        (Lang::En, tree.clone(), "prune the 2 remaining moves (c2 c3)"),
        (Lang::Cs, crate::tui::sum(7, &[2, 3], Mode::PcVsHuman), ": zbývající tah se odřízne ("),
        (Lang::Cs, tree.clone(), ": 2 zbývající tahy se odříznou (c2 c3)"),
        (Lang::Ro, crate::tui::sum(7, &[2, 3], Mode::PcVsHuman), ": mutarea rămasă e tăiată ("),
        (Lang::Ro, tree, ": cele 2 mutări rămase sunt tăiate (c2 c3)"),
    ];
    for (lang, setup, said) in cases {
        i18n::with(lang, || {
            let mut h = Harness::with_step(Some(setup), true);
            h.settle();
            h.keys("c");
            let shown = h.screen(200, 60);
            assert!(shown.contains(said), "{lang:?} lacks {said:?}: {shown}");
        });
    }
}

/// The Minimax, Moves and tree panels in each language: the counts by name, decimals with the
/// language's mark (Nim 2 5 3's search branches 1.69 times a node), whose view the values are,
/// a move's value in words.
#[test]
fn the_minimax_panel_speaks_the_language() {
    use minimax_tui::tui::setup::Mode;
    let cases = [
        (
            Lang::En,
            [
                "nodes 96 · leaves 3",
                "branching 1.69",
                "values are MAX's: +1 MAX wins",
                "Game tree · values are MAX's",
                "Moves · values for MAX, the mover",
                "loses in 7",
                " nodes)",
            ],
        ),
        (
            Lang::Cs,
            [
                "uzly 96 · listy 3",
                "větvení 1,69",
                "hodnoty jsou z pohledu MAXe: +1",
                "Herní strom · hodnoty z pohledu MAXe",
                "Tahy · hodnoty pro MAX, hráče na tahu",
                "prohraje za 7",
                " uzlů)",
            ],
        ),
        (
            Lang::Ro,
            [
                "noduri 96 · frunze 3",
                "ramificare 1,69",
                "valorile sunt ale lui MAX: +1",
                "Arborele jocului · valorile sunt ale lui MAX",
                "Mutări · valori pentru MAX, la mutare",
                "pierde în 7",
                " noduri)",
            ],
        ),
    ];
    for (lang, said) in cases {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[2, 5, 3], Mode::HumanVsHuman)));
            h.settle();
            h.key(KeyCode::Char('A'));
            h.settle();
            h.key(KeyCode::Esc);
            let shown = h.screen(200, 60);
            for words in said {
                assert!(shown.contains(words), "{lang:?} lacks {words:?}: {shown}");
            }
        });
    }
}

/// Whose turn it is, in each language's word order, the side still drawn bold where the
/// sentence puts it.
#[test]
fn the_turn_is_said_in_each_languages_order() {
    use minimax_tui::tui::setup::Mode;
    use ratatui::style::Modifier;
    let cases = [
        (Lang::En, "MAX (human) to move", "MAX (human)"),
        (Lang::Cs, "Na tahu: MAX (člověk)", "MAX (člověk)"),
        (Lang::Ro, "MAX (om) la mutare", "MAX (om)"),
    ];
    for (lang, said, side) in cases {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[2, 5, 3], Mode::HumanVsHuman)));
            h.settle();
            let buffer = draw(&h.app, 100, 30);
            let rows: Vec<String> = (0..30)
                .map(|y| (0..100).map(|x| buffer[(x, y)].symbol()).collect::<String>())
                .collect();
            let y = rows.iter().position(|r| r.contains(said)).expect(said);
            let column = rows[y].find(side).unwrap();
            let x = rows[y][..column].chars().count() as u16;
            let bold = |x: u16| buffer[(x, y as u16)].modifier.contains(Modifier::BOLD);
            assert!(bold(x), "{lang:?}: {side:?} is bold");
            let plain = if lang == Lang::Cs { x - 2 } else { x + side.chars().count() as u16 + 1 };
            assert!(!bold(plain), "{lang:?}: the words around it are not");
        });
    }
}

/// A terminal whose locale names another character set than UTF-8 reads the messages without
/// diacritics; one naming none, or UTF-8, keeps them.
#[test]
fn a_terminal_without_utf8_reads_without_diacritics() {
    let says = |vars: &[(&str, &str)]| {
        i18n::names_another_charset(|name| {
            vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        })
    };
    assert!(!says(&[]));
    assert!(!says(&[("LANG", "cs_CZ.UTF-8")]));
    assert!(!says(&[("LANG", "ro_RO.utf8")]));
    assert!(!says(&[("LANG", "cs_CZ")]), "no character set named");
    assert!(!says(&[("LANG", "C")]));
    assert!(says(&[("LANG", "cs_CZ.ISO-8859-2")]));
    assert!(says(&[("LC_CTYPE", "ro_RO.ISO-8859-16"), ("LANG", "ro_RO.UTF-8")]));
    assert!(!says(&[("LC_ALL", "C.UTF-8"), ("LANG", "cs_CZ.ISO-8859-2")]), "LC_ALL decides");
    assert_eq!(
        i18n::transliterate("Na tahu: člověk; Mutări · în căutare „ano“ ŽŠȚ"),
        "Na tahu: clovek; Mutari · in cautare \"ano\" ZST"
    );
    let out = minimax(&["solve", "sum", "--target", "9"], &[("LANG", "cs_CZ.ISO-8859-2")]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("MAX vyhraje pri nejlepsi hre za 4 pultahy"), "{said}");
    let out = minimax(&["solve", "sum", "--target", "9"], &[("LANG", "cs_CZ.UTF-8")]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("MAX vyhraje při nejlepší hře za 4 půltahy"), "{said}");
}

/// What a switch key says, agreeing with its noun in each language (Czech's and Romanian's
/// "alpha-beta" and "table" are feminine).
#[test]
fn a_switch_says_what_it_did_in_each_language() {
    use minimax_tui::tui::setup::Mode;
    let cases = [
        (Lang::En, ["alpha-beta off", "transposition table off", "depth limit: 1 ply"]),
        (Lang::Cs, ["alfa-beta vypnuta", "transpoziční tabulka vypnuta", "hloubky: 1 půltah"]),
        (Lang::Ro, ["alfa-beta oprită", "tabela de transpoziție oprită", "adâncime: 1 semimutare"]),
    ];
    for (lang, said) in cases {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[1, 2], Mode::HumanVsHuman)));
            h.settle();
            for (key, words) in ['a', 't', '-'].into_iter().zip(said) {
                h.key(KeyCode::Char(key));
                if key == '-' {
                    // From "to the end", `-` starts at the depth the search reached; down to 1.
                    for _ in 0..10 {
                        h.key(KeyCode::Char('-'));
                    }
                }
                h.settle();
                let shown = h.screen(120, 30);
                assert!(shown.contains(words), "{lang:?} lacks {words:?}: {shown}");
            }
        });
    }
}

/// What Esc on the start screen goes back to, in each language, the moves counted by its rules,
/// whole on the form's border.
#[test]
fn the_game_left_is_named_in_each_language() {
    use minimax_tui::tui::setup::Mode;
    let cases = [
        (Lang::En, "Esc back to your Sum Game (2 moves played) · Enter replaces it"),
        (Lang::Cs, "Esc zpět: vaše hra Sum Game (2 tahy odehrány) · Enter začne znovu"),
        // Too long for the border with what Enter does: the line without it, never cut.
        (Lang::Ro, "Esc înapoi: partida ta (Jocul sumei, 2 mutări jucate) ─"),
    ];
    for (lang, said) in cases {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::sum(10, &[2, 3], Mode::HumanVsHuman)));
            h.settle();
            for _ in 0..2 {
                h.key(KeyCode::Enter);
                h.settle();
            }
            h.key(KeyCode::Esc);
            let shown = h.screen(100, 30);
            assert!(shown.contains(said), "{lang:?} lacks {said:?}: {shown}");
        });
    }
}

/// The games' own words in each language: a position's name on the tree's rows (written on the
/// engine's thread, in the language of whoever asked), what a move does, the picture's words,
/// the title, and the sides' names, declined where Czech declines them ("hodnoty pro Černého").
#[test]
fn the_games_speak_in_each_language() {
    use minimax_tui::catalog;
    use minimax_tui::engine::SearchConfig;
    use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
    let cases = [
        (
            Lang::En,
            [
                "Nim (misère: last stone loses)",
                "heap 0",
                "1 from heap 0 → 1 5 3",
                "root heaps 2 5 3",
                "moves: none yet",
            ],
            ["● Black 2", "values for Black", "turns 1", "+ legal move", "60 empty"],
        ),
        (
            Lang::Cs,
            [
                "Nim (misère: poslední kamínek prohrává)",
                "hromádka 0",
                "1 z hromádky 0 → 1 5 3",
                "kořen hromádky 2 5 3",
                "tahy: zatím žádné",
            ],
            ["● Černý 2", "hodnoty pro Černého", "otočí 1", "+ možný tah", "60 prázdných"],
        ),
        (
            Lang::Ro,
            [
                "Nim (misère: ultima piatră pierde)",
                "grămada 0",
                "1 din grămada 0 → 1 5 3",
                "rădăcină grămezile 2 5 3",
                "mutări:",
            ],
            ["● Negru 2", "valori pentru Negru", "întoarce 1", "+ mutare legală", "60 goale"],
        ),
    ];
    for (lang, nim, reversi) in cases {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[2, 5, 3], Mode::HumanVsHuman)));
            h.settle();
            let shown = crate::tui::text(&draw(&h.app, 200, 60));
            for words in nim {
                assert!(shown.contains(words), "{lang:?} lacks {words:?}: {shown}");
            }
            let game = GameSetup::default_for(catalog::find("reversi").unwrap());
            let config = SearchConfig { depth: game.default_depth(), ..SearchConfig::default() };
            let mode = Mode::HumanVsHuman;
            let mut h = Harness::new(Some(PlaySetup { engines: [None, None], game, mode, config }));
            h.settle_searches();
            let shown = crate::tui::text(&draw(&h.app, 200, 60));
            for words in reversi {
                assert!(shown.contains(words), "{lang:?} lacks {words:?}: {shown}");
            }
        });
    }
}

/// What the status bar says after a key, and the review's words, in each language: nothing to
/// undo, hints off, a move played then reviewed (its verdict and the summary by the plural rules).
#[test]
fn the_status_bar_and_the_review_speak_the_language() {
    use minimax_tui::tui::setup::Mode;
    let cases = [
        (
            Lang::En,
            [
                "nothing to undo",
                "hints off",
                "Review · values are the mover's",
                "MIN: 0 moves changed the result",
            ],
        ),
        (
            Lang::Cs,
            [
                "není co vrátit",
                "nápověda vypnuta",
                "Rozbor · hodnoty hráče na tahu",
                "MIN: 0 tahů změnilo výsledek",
            ],
        ),
        (
            Lang::Ro,
            [
                "nimic de anulat",
                "indicii oprite",
                "Analiză · valorile sunt ale celui la mutare",
                "MIN: 0 mutări au schimbat rezultatul",
            ],
        ),
    ];
    let verdicts = [
        (Lang::En, "1. MAX 1:4  the only winning move"),
        (Lang::Cs, "1. MAX 1:4  jediný vyhrávající tah"),
        (Lang::Ro, "1. MAX 1:4  singura mutare câștigătoare"),
    ];
    for ((lang, said), (_, verdict)) in cases.into_iter().zip(verdicts) {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[2, 5, 3], Mode::HumanVsHuman)));
            h.settle();
            let mut shown = |key| {
                h.key(key);
                h.settle();
                crate::tui::text(&draw(&h.app, 200, 60))
            };
            for (key, words) in [KeyCode::Char('u'), KeyCode::Char('i')].into_iter().zip(said) {
                let screen = shown(key);
                assert!(screen.contains(words), "{lang:?} lacks {words:?}: {screen}");
            }
            shown(KeyCode::Char('i'));
            // 1:4, the winning move (2 1 3), then the review.
            for key in
                [KeyCode::Down, KeyCode::Right, KeyCode::Right, KeyCode::Right, KeyCode::Enter]
            {
                shown(key);
            }
            h.key(KeyCode::Char('R'));
            h.settle_searches();
            let screen = crate::tui::text(&draw(&h.app, 200, 60));
            let graph = match lang {
                Lang::En => "MAX wins",
                Lang::Cs => "vyhrává MAX",
                Lang::Ro => "câștigă MAX",
            };
            for words in [said[2], said[3], verdict, graph] {
                assert!(screen.contains(words), "{lang:?} lacks {words:?}: {screen}");
            }
            // At 80x24 the review's title gives words up rather than be cut.
            let small = draw(&h.app, 80, 24);
            crate::tui::uncut_titles(&small).unwrap_or_else(|row| panic!("{lang:?}: {row}"));
        });
    }
}

/// Practice in each language: the first wrong window explained by its rule with the answer
/// given (AIMA figure 5.2, D returned with the wrong window), and the growing level in words.
#[test]
fn practice_explains_in_each_language() {
    use minimax_tui::games::tree::Tree;
    use minimax_tui::tui::keys::Action;
    use minimax_tui::tui::practice::{Field, LADDER, Options, Practice, level_words};
    let cases = [
        (
            Lang::En,
            "1 of 14 wrong.",
            "β on return is the smaller of β on entry (+∞) and the values D found (d1 14, d2 5, d3 2), except the one that cut it off (a cutoff returns at once): [α 3, β 5]. (your answer: 3,2)",
            "level 8 of 8: depth 5, 2 to 3 moves a node, 3 prunes at least and a tie",
        ),
        (
            Lang::Cs,
            "špatně 1 z 14.",
            "β při návratu je menší z β při vstupu (+∞) a hodnot, které uzel D našel (d1 14, d2 5, d3 2), kromě té, která ho ořízla (řez se vrací hned): [α 3, β 5]. (vaše odpověď: 3,2)",
            "úroveň 8 z 8: hloubka 5, tahů z uzlu: 2 až 3, aspoň 3 ořezání a jedna shoda",
        ),
        (
            Lang::Ro,
            "1 din 14 greșite.",
            "β la întoarcere e cea mai mică dintre β la intrare (+∞) și valorile găsite de D (d1 14, d2 5, d3 2), în afară de cea care l-a tăiat (o tăiere se întoarce imediat): [α 3, β 5]. (răspunsul dvs.: 3,2)",
            "nivelul 8 din 8: adâncime 5, 2 până la 3 mutări pe nod, cel puțin 3 tăieri și o egalitate",
        ),
    ];
    for (lang, wrong, rule, level) in cases {
        i18n::with(lang, || {
            let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))", false).unwrap();
            let options = Options { windows: true, ..Options::default() };
            let mut p = Practice::of_tree(options, tree);
            let id = |label: &str| p.game.tree.find(label).unwrap();
            let answers = [
                (id("A"), "3", "-,+", "3,+"),
                (id("B"), "3", "-,+", "-,3"),
                (id("C"), "2", "3,+", "3,+"),
                (id("D"), "2", "3,+", "3,2"),
            ];
            for (node, value, entered, returned) in answers {
                p.values.insert(node, value.into());
                p.windows.insert((node, Field::Entered), entered.into());
                p.windows.insert((node, Field::Returned), returned.into());
            }
            for leaf in ["c2", "c3"] {
                p.pruned.insert(id(leaf));
            }
            p.update(Action::Check);
            let said = p.message.clone().unwrap();
            assert!(said.starts_with(wrong), "{lang:?}: {said}");
            assert!(said.ends_with(rule), "{lang:?}: {said}");
            let (depth, branching) = LADDER[LADDER.len() - 1];
            let options = Options { grow: true, depth, branching, ..Options::default() };
            assert_eq!(level_words(&options), level, "{lang:?}");
        });
    }
}

/// The comparison in each language: its title, its columns, and the verdict that every way
/// agrees (counted by the plural rules); and a window too small says so.
#[test]
fn the_comparison_speaks_the_language() {
    use minimax_tui::tui::setup::Mode;
    let cases = [
        (
            Lang::En,
            [
                "Compare · the same position",
                "way",
                "searches agree on the root value",
                "window too small",
                "αβ + table + ordering",
            ],
        ),
        (
            Lang::Cs,
            [
                "Porovnání · stejná pozice",
                "způsob",
                "se shoduj",
                "okno je příliš malé",
                "αβ + tabulka + řazení",
            ],
        ),
        (
            Lang::Ro,
            [
                "Comparație · aceeași poziție",
                "fel",
                "sunt de acord asupra valorii rădăcinii",
                "fereastra e prea mică",
                "αβ + tabelă + ordonare",
            ],
        ),
    ];
    for (lang, said) in cases {
        i18n::with(lang, || {
            let mut h = Harness::new(Some(crate::tui::nim(&[2, 3], Mode::HumanVsHuman)));
            h.settle();
            h.key(KeyCode::Char('m'));
            h.settle_searches();
            let screen = crate::tui::text(&draw(&h.app, 200, 60));
            for words in [said[0], said[1], said[2], said[4]] {
                assert!(screen.contains(words), "{lang:?} lacks {words:?}: {screen}");
            }
            let small = draw(&h.app, 80, 24);
            crate::tui::uncut_titles(&small).unwrap_or_else(|row| panic!("{lang:?}: {row}"));
            // Every heading of the narrow table whole, each followed by a space.
            let narrow = crate::tui::text(&small);
            let ids = ["compare-way", "compare-value", "compare-nodes", "compare-tt"];
            for head in ids.map(|id| i18n::text(id, None)) {
                assert!(narrow.contains(&format!("{head} ")), "{lang:?} cuts {head:?}: {narrow}");
            }
            let screen = crate::tui::text(&draw(&h.app, 30, 8));
            assert!(screen.contains(said[3]), "{lang:?} lacks {:?}: {screen}", said[3]);
        });
    }
}

/// Every help text of the command line (every command's about, every option's help, clap's own
/// included) has its translation in each other language's help catalogue, keyed by its English
/// text's hash, and no catalogue keeps one English no longer has: a help written or changed in
/// English fails this until it is translated.
#[test]
fn every_help_has_its_translation() {
    fn english(command: &clap::Command, out: &mut BTreeMap<String, String>) {
        let helps = command.get_arguments().filter_map(|a| a.get_help());
        for text in command.get_about().into_iter().chain(helps) {
            out.insert(i18n::help_id(&text.to_string()), text.to_string());
        }
        for sub in command.get_subcommands() {
            english(sub, out);
        }
    }
    let mut command = minimax_tui::cli::command();
    command.build();
    let mut wanted = BTreeMap::new();
    english(&command, &mut wanted);
    assert!(wanted.len() > 150, "{}", wanted.len());
    for (lang, text) in i18n::HELP_CATALOGUES {
        let have = messages(text);
        let missing: Vec<_> =
            wanted.iter().filter(|(id, _)| !have.contains_key(*id)).map(|(_, e)| e).collect();
        assert!(missing.is_empty(), "{lang:?} lacks the translation of {missing:#?}");
        let stale: Vec<_> = have.keys().filter(|id| !wanted.contains_key(*id)).collect();
        assert!(stale.is_empty(), "{lang:?} translates help English no longer has: {stale:?}");
    }
}

/// `--help` in each language: the commands' words, clap's headings and notes, and English's as
/// it was.
#[test]
fn help_speaks_the_language() {
    let cases = [
        (
            "en",
            [
                "Usage: minimax solve nim",
                "Options:",
                "Heap sizes, comma-separated",
                "[default: minimax] [possible values: minimax, negamax]",
            ],
        ),
        (
            "cs",
            [
                "Použití: minimax solve nim",
                "Volby:",
                "Velikosti hromádek, oddělené čárkami",
                "[výchozí: minimax] [možné hodnoty: minimax, negamax]",
            ],
        ),
        (
            "ro",
            [
                "Utilizare: minimax solve nim",
                "Opțiuni:",
                "Mărimile grămezilor, separate prin virgule",
                "[implicit: minimax] [valori posibile: minimax, negamax]",
            ],
        ),
    ];
    for (lang, said) in cases {
        let out = minimax(&["--lang", lang, "solve", "nim", "--help"], &[]);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        for words in said {
            assert!(text.contains(words), "{lang} lacks {words:?}: {text}");
        }
    }
}

/// Monte Carlo tree search in each language: its panel (the iterations by the plural rules, the
/// exact value beside the estimate, each move's exact value in its tree) and the step-through's
/// phases by name.
#[test]
fn monte_carlo_speaks_the_language() {
    use minimax_tui::engine::mcts::MctsConfig;
    use minimax_tui::tui::setup::{Mode, PlaySetup};
    use std::time::Duration;
    let cases = [
        (
            Lang::En,
            [
                "Monte Carlo tree search",
                "300 iterations",
                "exact:",
                "1/4 selection",
                "2/4 expansion",
                " exact ",
            ],
        ),
        (
            Lang::Cs,
            [
                "Monte Carlo prohledávání stromu",
                "300 iterací",
                "přesně:",
                "1/4 výběr",
                "2/4 rozšíření",
                " přesně ",
            ],
        ),
        (
            Lang::Ro,
            [
                "Căutarea Monte Carlo în arbore",
                "300 de iterații",
                "exact:",
                "1/4 selecție",
                "2/4 expansiune",
                " exact ",
            ],
        ),
    ];
    for (lang, said) in cases {
        i18n::with(lang, || {
            let mcts = MctsConfig { iterations: Some(300), ..MctsConfig::default() };
            let setup = PlaySetup {
                engines: [Some(mcts), None],
                ..crate::tui::sum(10, &[2, 3], Mode::PcVsHuman)
            };
            let mut h = Harness::new(Some(setup));
            h.pump_until(Duration::from_secs(20), |h| h.play().shown_mcts().is_some());
            let screen = h.screen(120, 40);
            // The panel, and the tree's marks beside its moves ("přesně +1 in 3": the value's
            // notation is the same in every language, as the README says).
            for words in said[..3].iter().chain(&said[5..]) {
                assert!(screen.contains(words), "{lang:?} lacks {words:?}: {screen}");
            }
            if lang == Lang::Cs {
                assert!(!screen.contains(" exact "), "{screen}");
            }
            h.settle();
            h.keys(" ");
            h.keys(" ");
            h.keys("s");
            let screen = h.screen(120, 40);
            assert!(screen.contains(said[3]), "{lang:?} lacks {:?}: {screen}", said[3]);
            h.key(KeyCode::Right);
            let screen = h.screen(120, 40);
            assert!(screen.contains(said[4]), "{lang:?} lacks {:?}: {screen}", said[4]);
        });
    }
}

/// Why, in each language: the game's own reasons (Bouton's rule, the residues) and the proof's
/// lines, from `solve --explain` (text: JSON stays English, tested above).
#[test]
fn the_proof_speaks_the_language() {
    let cases = [
        (
            "en",
            [
                "why: Bouton's rule: the nim-sum (bitwise XOR) of the heaps is 2 ⊕ 5 ⊕ 3 = 010 ⊕ 101 ⊕ 011 = 100 = 4",
                "why: MAX to move: 1:4, and MAX wins in 6 (the only such move)",
                "; and 1 more",
            ],
            "why: here the distance is 10 − 0 = 10, and 10 mod 5 = 0: the player to move loses",
        ),
        (
            "cs",
            [
                "why: Boutonovo pravidlo: nim-součet (bitový XOR) hromádek je 2 ⊕ 5 ⊕ 3 = 010 ⊕ 101 ⊕ 011 = 100 = 4",
                "why: MAX na tahu: 1:4 a MAX vyhrává za 6 (jediný takový tah)",
                "; a ještě 1 další",
            ],
            "why: tady je vzdálenost 10 − 0 = 10 a 10 mod 5 = 0: hráč na tahu prohrává",
        ),
        (
            "ro",
            [
                "why: regula lui Bouton: suma nim (XOR pe biți) a grămezilor este 2 ⊕ 5 ⊕ 3 = 010 ⊕ 101 ⊕ 011 = 100 = 4",
                "why: MAX la mutare: 1:4, și MAX câștigă în 6 (singura astfel de mutare)",
                "; și încă 1",
            ],
            "why: aici distanța e 10 − 0 = 10, iar 10 mod 5 = 0: cel la mutare pierde",
        ),
    ];
    for (lang, nim, sum) in cases {
        let out = minimax(&["--lang", lang, "solve", "nim", "--explain"], &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        for words in nim {
            assert!(text.contains(words), "{lang} lacks {words:?}: {text}");
        }
        let out = minimax(&["--lang", lang, "solve", "sum", "--explain"], &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains(sum), "{lang} lacks {sum:?}: {text}");
    }
}

/// What solve writes as text, in each language: the value's meaning, the search's switches
/// (agreeing with their nouns) and counts, a clock's iterations, a textbook tree's report.
#[test]
fn solve_speaks_the_language() {
    let cases = [
        (
            "en",
            [
                "value: −1  (MIN wins with best play in 4 plies)",
                "search: minimax, alpha-beta on, transposition table on, move ordering on, depth unlimited",
                "nodes 19, leaves 6, cutoffs 2, tt hits 3, max depth 5, ",
            ],
            ["value: 3  (MAX at the root A, MAX's view)", "pruned: c2 c3"],
        ),
        (
            "cs",
            [
                "hodnota: −1  (MIN vyhraje při nejlepší hře za 4 půltahy)",
                "prohledávání: minimax, alfa-beta zapnuta, transpoziční tabulka zapnuta, řazení tahů zapnuto, hloubka neomezená",
                "uzly 19, listy 6, řezy 2, zásahy TT 3, max. hloubka 5, ",
            ],
            ["hodnota: 3  (MAX v kořeni A, z pohledu MAXe)", "odříznuto: c2 c3"],
        ),
        (
            "ro",
            [
                "valoarea: −1  (MIN câștigă cu joc perfect în 4 semimutări)",
                "căutare: minimax, alfa-beta pornită, tabela de transpoziție pornită, ordonarea mutărilor pornită, adâncime nelimitată",
                "noduri 19, frunze 6, tăieri 2, potriviri TT 3, adâncime maximă 5, ",
            ],
            ["valoarea: 3  (MAX la rădăcina A, din perspectiva lui MAX)", "tăiate: c2 c3"],
        ),
    ];
    for (lang, sum, tree) in cases {
        let out = minimax(&["--lang", lang, "solve", "sum"], &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        for words in sum {
            assert!(text.contains(words), "{lang} lacks {words:?}: {text}");
        }
        // The time, however long it took, with the language's decimal mark.
        let ms = text.lines().last().and_then(|l| l.strip_suffix(" ms")?.rsplit(' ').next());
        let mark = if lang == "en" { '.' } else { ',' };
        assert!(ms.is_some_and(|ms| ms.contains(mark)), "{lang}: {text}");
        let out = minimax(&["--lang", lang, "solve", "tree"], &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        for words in tree {
            assert!(text.contains(words), "{lang} lacks {words:?}: {text}");
        }
    }
}

/// An exam in each language: the sheet and the blank answer file speak it, the feedback file
/// too, and the grade sheets (grades.csv, grades.json) are the same bytes in every language.
#[test]
fn an_exam_is_set_and_marked_in_each_language() {
    let cases = [
        (
            "en",
            "# Alpha-beta exam: student-01",
            "the window starts at ($-\\infty$, +$\\infty$)",
            "- the root's value: not answered; the right answer is",
        ),
        (
            "cs",
            "# Zkouška z alfa-bety: student-01",
            "v kořeni táhne MAX, úrovně se střídají",
            "- hodnota kořene: bez odpovědi; správná odpověď je",
        ),
        (
            "ro",
            "# Examen de alfa-beta: student-01",
            "tăiați imediat ce v $\\geq$ $\\beta$",
            "- valoarea rădăcinii: fără răspuns; răspunsul corect e",
        ),
    ];
    let mut sheets = Vec::new();
    for (lang, title, task, unanswered) in cases {
        let dir = Scratch::new(&format!("i18n-exam-{lang}"));
        let path = dir.to_str().unwrap();
        let out = minimax(
            &["--lang", lang, "exam", "--students", "2", "--seed", "5", "--out", path],
            &[],
        );
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let sheet = std::fs::read_to_string(dir.join("student-01/sheet.md")).unwrap();
        assert!(sheet.starts_with(title), "{lang}: {sheet}");
        // The LaTeX sheet says the same, its letters compiled (T1 fonts: ě, ů, ș, ț).
        let tex = std::fs::read_to_string(dir.join("student-01/sheet.tex")).unwrap();
        let section = format!("\\section*{{{}}}", &title[2..]);
        assert!(tex.contains(&section) && tex.contains(task), "{lang}: {tex}");
        crate::common::pdflatex(&dir.join("student-01"), "sheet");
        let out = minimax(&["--lang", lang, "grade", "exam", path], &[]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let feedback = std::fs::read_to_string(dir.join("student-01/feedback.md")).unwrap();
        assert!(feedback.contains(unanswered), "{lang}: {feedback}");
        let yours = ["Your tree: `", "Váš strom: `", "Arborele dvs.: `"];
        assert!(yours.iter().filter(|y| feedback.contains(*y)).count() == 1, "{lang}: {feedback}");
        assert!(
            feedback.contains(yours[["en", "cs", "ro"].iter().position(|l| *l == lang).unwrap()])
        );
        let csv = std::fs::read(dir.join("grades.csv")).unwrap();
        let json = std::fs::read(dir.join("grades.json")).unwrap();
        sheets.push((csv, json));
    }
    assert!(sheets.windows(2).all(|w| w[0] == w[1]), "the grade sheets differ by language");
}

/// Reversi's and Connect Four's own reports in each language, counted by the plural rules and
/// grouped as each language groups thousands; the bare count stays the last line, for scripts.
#[test]
fn the_boards_report_in_each_language() {
    let cases = [
        (
            "en",
            "perft(5): 1,396 leaves in ",
            "Connect Four 7x6, 4453: Red (the first player) to move",
            "best move: column ",
        ),
        (
            "cs",
            "perft(5): 1\u{a0}396 listů za ",
            "Čtyři v řadě 7x6, 4453: na tahu Červený (první hráč)",
            "nejlepší tah: sloupec ",
        ),
        (
            "ro",
            "perft(5): 1.396 de frunze în ",
            "Connect Four 7x6, 4453: Roșu (primul jucător) la mutare",
            "cea mai bună mutare: coloana ",
        ),
    ];
    for (lang, perft, head, best) in cases {
        let out = minimax(&["--lang", lang, "perft", "reversi", "--depth", "5"], &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.starts_with(perft), "{lang}: {text}");
        assert_eq!(text.lines().last(), Some("1396"), "{lang}: {text}");
        let args = [
            "--lang",
            lang,
            "solve",
            "connect4",
            "--position",
            "4453",
            "--engine",
            "teaching",
            "--depth",
            "4",
        ];
        let text = String::from_utf8(minimax(&args, &[]).stdout).unwrap();
        assert!(text.starts_with(head) && text.contains(best), "{lang}: {text}");
    }
}

/// solve --engine mcts as text in each language, its decimals with the language's mark.
#[test]
fn monte_carlo_reports_in_each_language() {
    let cases = [
        (
            "en",
            "Tic-tac-toe, X (MAX) to move: Monte Carlo tree search (UCT, C = 1.41, random playouts, seed 0)",
            "estimate: +0.",
        ),
        (
            "cs",
            "Křížky a kolečka, na tahu X (MAX): Monte Carlo prohledávání stromu (UCT, C = 1,41, simulace random, semínko 0)",
            "odhad: +0,",
        ),
        (
            "ro",
            "X și 0, X (MAX) la mutare: căutarea Monte Carlo în arbore (UCT, C = 1,41, simulări random, sămânța 0)",
            "estimare: +0,",
        ),
    ];
    for (lang, head, estimate) in cases {
        let args =
            ["--lang", lang, "solve", "tictactoe", "--engine", "mcts", "--iterations", "500"];
        let text = String::from_utf8(minimax(&args, &[]).stdout).unwrap();
        assert!(text.starts_with(head) && text.contains(estimate), "{lang}: {text}");
    }
}

/// The arena's tournament as text in each language (the header counted by the plural rules,
/// the table's heads, the cross table); its JSON is English (tested above).
#[test]
fn the_arena_reports_in_each_language() {
    let cases = [
        (
            "en",
            "Sum Game arena: 2 entrants · 2 starts per pairing",
            "entrant",
            "cross table (the row's points against the column):",
        ),
        (
            "cs",
            "Aréna Sum Game: 2 účastníci · 2 začátky na dvojici",
            "účastník",
            "křížová tabulka (body řádku proti sloupci):",
        ),
        (
            "ro",
            "Arena Jocul sumei: 2 participanți · 2 începuturi pe pereche",
            "participant",
            "tabel încrucișat (punctele rândului contra coloanei):",
        ),
    ];
    for (lang, head, column, cross) in cases {
        let args = [
            "--lang",
            lang,
            "arena",
            "sum",
            "--player",
            "builtin:random",
            "--opponents",
            "weak",
            "--games",
            "2",
        ];
        let text = String::from_utf8(minimax(&args, &[]).stdout).unwrap();
        assert!(text.starts_with(head), "{lang}: {text}");
        assert!(text.lines().nth(1).is_some_and(|l| l.contains(column)), "{lang}: {text}");
        assert!(text.contains(cross), "{lang}: {text}");
    }
}

/// A value refused in each language: the same exit code (2) and one line, in the reader's words.
#[test]
fn a_refused_value_is_said_in_each_language() {
    let cases = [
        ("en", "'65' is too large (at most 64)"),
        ("cs", "‚65‘ je příliš velké (nejvýše 64)"),
        ("ro", "„65” e prea mare (cel mult 64)"),
    ];
    for (lang, said) in cases {
        let err = refused(lang, &["solve", "reversi", "--exact-endgame", "65"]);
        assert!(err.contains(said), "{lang}: {err}");
    }
}

/// A command line refused in `lang`: exit code 2 and one line, which is answered.
fn refused(lang: &str, args: &[&str]) -> String {
    let out = minimax(&[&["--lang", lang][..], args].concat(), &[]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{lang} {args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{lang} {args:?}: {err}");
    err
}

/// A textbook tree's own ways in the comparison, in each language: the pruning rule and the
/// order of the moves.
#[test]
fn a_trees_ways_are_named_in_each_language() {
    use minimax_tui::catalog;
    use minimax_tui::engine::SearchConfig;
    use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
    let cases = [
        (Lang::En, ["αβ, prune on v > β", "αβ, worst move first"]),
        (Lang::Cs, ["αβ, ořez při v > β", "αβ, nejhorší tah první"]),
        (Lang::Ro, ["αβ, taie la v > β", "αβ, cea mai rea întâi"]),
    ];
    for (lang, said) in cases {
        i18n::with(lang, || {
            let game = GameSetup::default_for(catalog::find("tree").unwrap());
            let config = SearchConfig::default();
            let mode = Mode::HumanVsHuman;
            let mut h = Harness::new(Some(PlaySetup { engines: [None, None], game, mode, config }));
            h.settle();
            h.key(KeyCode::Char('m'));
            h.settle_searches();
            let screen = crate::tui::text(&draw(&h.app, 200, 60));
            for words in said {
                assert!(screen.contains(words), "{lang:?} lacks {words:?}: {screen}");
            }
        });
    }
}

/// A command line clap refuses, in each language: the word "error", an unknown option with the
/// one meant, a command missing its subcommand (named whole, `--lang` given before it), two
/// options that exclude each other; exit code 2 and one line.
#[test]
fn a_refused_command_line_is_said_in_each_language() {
    let cases = [
        (
            "en",
            [
                "error: unexpected argument '--deptj' found (did you mean '--depth'?)",
                "error: `minimax grade` needs one of: exam, class, merge, tree",
                "error: the argument '--hash <MB>' cannot be used with '--no-tt'",
            ],
        ),
        (
            "cs",
            [
                "chyba: neočekávaný argument ‚--deptj‘ (mysleli jste ‚--depth‘?)",
                "chyba: `minimax grade` potřebuje jeden z příkazů: exam, class, merge, tree",
                "chyba: argument ‚--hash <MB>‘ nelze použít s ‚--no-tt‘",
            ],
        ),
        (
            "ro",
            [
                "eroare: argument neașteptat „--deptj” (ați vrut să scrieți „--depth”?)",
                "eroare: `minimax grade` are nevoie de una dintre comenzile: exam, class, merge",
                "eroare: argumentul „--hash <MB>” nu poate fi folosit cu „--no-tt”",
            ],
        ),
    ];
    let lines: [&[&str]; 3] = [
        &["solve", "nim", "--deptj", "3"],
        &["grade"],
        &["solve", "reversi", "--hash", "16", "--no-tt"],
    ];
    for (lang, said) in cases {
        for (args, said) in lines.iter().zip(said) {
            let err = refused(lang, args);
            assert!(err.starts_with(said), "{lang} {args:?}: {err}");
        }
    }
}

/// The manual page in each language: its sections' headings and the options' help (the same
/// translations as `--help`'s); English's as clap_mangen writes it.
#[test]
fn the_manual_page_is_written_in_each_language() {
    let cases = [
        ("en", [".SH NAME", ".SH OPTIONS", "Heap sizes, comma\\-separated"]),
        ("cs", [".SH NÁZEV", ".SH VOLBY", "Velikosti hromádek, oddělené čárkami"]),
        ("ro", [".SH NUME", ".SH OPȚIUNI", "Mărimile grămezilor"]),
    ];
    for (lang, said) in cases {
        let out = minimax(&["--lang", lang, "man", "solve", "nim"], &[]);
        assert!(out.status.success(), "{lang}: {}", String::from_utf8_lossy(&out.stderr));
        let page = String::from_utf8(out.stdout).unwrap();
        for words in said {
            assert!(page.contains(words), "{lang} lacks {words:?}: {page}");
        }
    }
}

/// A class graded in each language: the referee's and grader's words (a crash, a missing player,
/// a link skipped, the rubric's rule) in the summary and each student's feedback, and the grade
/// sheets the same bytes in every language (but for the seconds each student took).
#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn a_class_is_graded_in_each_language() {
    let cases = [
        ("en", ["the program stopped: exited with status 1", "no player.py in the submission"]),
        ("cs", ["program skončil: skončil s kódem 1", "v odevzdání chybí player.py"]),
        ("ro", ["programul s-a oprit: s-a încheiat cu codul 1", "lucrarea nu are player.py"]),
    ];
    let skipped = ["a link: not followed", "odkaz: nesleduje se", "o legătură: nu e urmată"];
    let rule = ["an invalid answer", "neplatná odpověď", "un răspuns nevalid"];
    let mut sheets = Vec::new();
    for (k, (lang, [crash, missing])) in cases.into_iter().enumerate() {
        let class = Scratch::new(&format!("i18n-class-{lang}"));
        for (id, file, text) in [
            ("crash", "player.py", "raise SystemExit(1)\n"),
            ("missing", "nim.py", "def play(heaps):\n    return 0, 1\n"),
        ] {
            std::fs::create_dir_all(class.join(id)).unwrap();
            std::fs::write(class.join(id).join(file), text).unwrap();
        }
        std::os::unix::fs::symlink("/etc", class.join("link")).unwrap();
        let path = class.to_str().unwrap();
        let args = ["--lang", lang, "grade", "class", path, "--games", "1", "--timeout", "3"];
        let out = minimax(&args, &[]);
        // The summary on standard output, each student's line on standard error as graded.
        let text = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{lang}: {text}");
        assert!(text.contains(skipped[k]) && text.contains(rule[k]), "{lang}: {text}");
        let feedback = |id: &str| std::fs::read_to_string(class.join(id).join("feedback.md"));
        let (crashed, unrun) = (feedback("crash").unwrap(), feedback("missing").unwrap());
        assert!(crashed.contains(crash), "{lang}: {crashed}");
        assert!(unrun.contains(missing), "{lang}: {unrun}");
        // The seconds each student took are the one thing that differs between runs.
        let timeless =
            |name: &str| without_seconds(&std::fs::read_to_string(class.join(name)).unwrap());
        sheets.push((timeless("grades.csv"), timeless("grades.json")));
    }
    assert!(sheets.windows(2).all(|w| w[0] == w[1]), "the grade sheets differ by language");
}

/// A grade sheet without its seconds: the CSV's last column, the JSON's `"seconds": …` values.
fn without_seconds(text: &str) -> String {
    let lines = text.lines().map(|line| match line.trim_start().starts_with("\"seconds\"") {
        true => "seconds".to_string(),
        false if line.contains(',') && !line.contains('"') => {
            line.rsplit_once(',').map_or(line, |(head, _)| head).to_string()
        }
        false => line.to_string(),
    });
    lines.collect::<Vec<_>>().join("\n")
}

/// The rarer refusals in each language, one line and exit code 2: a tree's notation (with its
/// column), a board that cannot happen, a file that is not text, switches of the other engine.
#[test]
fn the_rarer_refusals_are_said_in_each_language() {
    let cases: [(&str, [&str; 4]); 3] = [
        (
            "en",
            [
                "column 1: this group is never closed",
                "X has three in a row, but the game went on after it",
                "is not text (UTF-8)",
                "are the teaching engine's: add --engine teaching",
            ],
        ),
        (
            "cs",
            [
                "sloupec 1: tato skupina není nikdy uzavřena",
                "X má tři v řadě, ale hra pak pokračovala",
                "není text (UTF-8)",
                "patří výukovému enginu: přidejte --engine teaching",
            ],
        ),
        (
            "ro",
            [
                "coloana 1: acest grup nu este închis niciodată",
                "X are trei în linie, dar jocul a continuat după aceea",
                "nu este text (UTF-8)",
                "sunt ale motorului didactic: adăugați --engine teaching",
            ],
        ),
    ];
    let binary = std::env::temp_dir().join(format!("minimax-i18n-binary-{}", std::process::id()));
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x80]).unwrap();
    let lines: [&[&str]; 4] = [
        &["solve", "tree", "(1,2"],
        &["solve", "tictactoe", "--board", "xxxoo.o.."],
        &["solve", "tree", binary.to_str().unwrap()],
        &["solve", "reversi", "--no-tt"],
    ];
    for (lang, said) in cases {
        for (args, said) in lines.iter().zip(said) {
            let err = refused(lang, args);
            assert!(err.contains(said), "{lang} {args:?}: {err}");
        }
    }
    let _ = std::fs::remove_file(&binary);
}

/// `minimax bench` in each language: each problem's line and the total, counted by the plural
/// rules, with the language's decimal mark.
#[test]
fn a_bench_reports_in_each_language() {
    let ffo = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/ffo.obf"));
    let first = ffo.unwrap().lines().find(|l| !l.starts_with('%')).unwrap().to_string();
    let file = std::env::temp_dir().join(format!("minimax-i18n-bench-{}.obf", std::process::id()));
    std::fs::write(&file, first + "\n").unwrap();
    let cases = [
        ("en", ["14 empty", "1 of 1 right", "on 1 thread"]),
        ("cs", ["14 prázdných", "1 z 1 správně", "na 1 vlákně"]),
        ("ro", ["14 goale", "1 din 1 corecte", "pe 1 fir"]),
    ];
    for (lang, said) in cases {
        let args = ["--lang", lang, "bench", "reversi", file.to_str().unwrap(), "--threads", "1"];
        let out = minimax(&args, &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{lang}: {text}");
        for words in said {
            assert!(text.contains(words), "{lang} lacks {words:?}: {text}");
        }
    }
    let _ = std::fs::remove_file(&file);
}

/// The slides in each language: a Beamer frame's title says the search and where it starts, and
/// compiles (T1 fonts for the letters) where pdflatex is installed.
#[test]
fn the_slides_are_titled_in_each_language() {
    let cases = [
        ("en", "{Alpha-beta step by step, from A}"),
        ("cs", "{Alfa-beta krok za krokem, z A}"),
        ("ro", "{Alfa-beta pas cu pas, din A}"),
    ];
    for (lang, title) in cases {
        let out = minimax(&["--lang", lang, "export", "tree", "--steps", "each"], &[]);
        let tex = String::from_utf8(out.stdout).unwrap();
        assert!(tex.contains(title), "{lang}: {tex}");
        let dir = Scratch::new(&format!("i18n-slides-{lang}"));
        std::fs::write(dir.join("steps.tex"), &tex).unwrap();
        crate::common::pdflatex(&dir, "steps");
    }
}

/// The Nim arena's table in each language: its words, and its columns as wide as their
/// headings (a row as long as the heading's line: Romanian's "victorii" is wider than "wins").
#[test]
fn the_nim_arena_reports_in_each_language() {
    let cases = [
        ("en", ["opponent", "win rate", "unreadable answer \"x\" (expected `HEAP STONES`)"]),
        ("cs", ["soupeř", "podíl výher", "nečitelná odpověď \"x\" (čekáno `HROMÁDKA KAMÍNKY`)"]),
        (
            "ro",
            [
                "adversar",
                "rata victoriilor",
                "răspuns ilizibil \"x\" (se aștepta `GRĂMADĂ PIETRE`)",
            ],
        ),
    ];
    for (lang, said) in cases {
        let player = "while read l; do echo x; done";
        let out =
            minimax(&["--lang", lang, "arena", "nim", "--player", player, "--games", "1"], &[]);
        let text = String::from_utf8(out.stdout).unwrap();
        for words in said {
            assert!(text.contains(words), "{lang} lacks {words:?}: {text}");
        }
        let lines: Vec<&str> = text.lines().skip(1).take(4).collect();
        let width = lines[0].chars().count();
        assert!(lines.iter().all(|l| l.chars().count() == width), "{lang}: {text}");
    }
}
