//! The command line: no subcommand opens the app; `solve`, `tree`, `perft`, `arena` and `play` take
//! a game from the catalog, whose parameters become that game's options, and `arena`, `grade` and
//! `bench` offer the games' own commands (`catalog::command`) by the list of games. This module
//! turns clap's matches into domain values (a game's `Values`, a `SearchConfig`, a format) and
//! hands them to the catalog's entries, the commands and the app. `args.rs` has the options every
//! command shares or owns, as clap derives them.

mod args;
mod class;
mod help;
mod manual;
pub mod usage;

use std::io::Write;

use anyhow::Result;
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};

use crate::catalog::command::{self, GameCommand, Verb, json_arg, param_arg, values};
use crate::catalog::{self, Entry, Use};
use crate::commands;
use crate::engine::SearchConfig;
use crate::parse::BadInput;
use crate::parse::positive_number;
use crate::tui;
use crate::tui::app::Launch;
use crate::tui::setup::{GameSetup, Mode, PlaySetup};
pub use args::*;
pub use help::in_language;

/// The whole command line, the games' subcommands built from the catalog.
pub fn command() -> Command {
    // `--palette` here is the start screen's; a command takes its own after its name.
    ColourArgs::augment_args(Command::new("minimax"))
        .args_conflicts_with_subcommands(true)
        .version(env!("CARGO_PKG_VERSION"))
        .about("Play, watch and study minimax and alpha-beta on real games")
        .arg(
            Arg::new("lang")
                .long("lang")
                .value_name("LANG")
                .global(true)
                .value_parser(crate::i18n::Lang::ALL.map(|l| l.code()))
                .help("The language people read: en, cs (čeština) or ro (română); by default LC_ALL, LC_MESSAGES or LANG's. Machine output (JSON, records, the arena's protocol) is the same in every one"),
        )
        .subcommand(games(
            "solve",
            "Solve a position and print its value, the best moves and what the search counted.",
            Use::Solve,
            |c| MctsArgs::augment_args(EngineArgs::augment_args(c)).arg(json_arg()).arg(
                Arg::new("explain")
                    .long("explain")
                    .action(clap::ArgAction::SetTrue)
                    .help("Say why, in words, from the proof the exact values give: the best move with each reply answered, each worse move's refutation (`why:` lines; JSON `explanation` and `claims`)"),
            ),
            |_| true,
        ))
        .subcommand(games(
            "perft",
            "Count the leaves of the game tree to a depth (move generator check and speed).",
            Use::Perft,
            |c| {
                c.arg(
                    Arg::new("depth")
                        .long("depth")
                        .value_name("N")
                        .help("Plies to count")
                        .required(true)
                        .allow_hyphen_values(true)
                        .value_parser(positive_number),
                )
                .arg(json_arg().help("Print one JSON object instead of text (the last line of text is the count)"))

            },
            |entry| entry.perft().is_some(),
        ))
        .subcommand(games(
            "tree",
            "Write the search tree of a position as JSON or Graphviz DOT.",
            Use::Tree,
            |c| TreeArgs::augment_args(EngineArgs::augment_args(c)),
            |_| true,
        ))
        .subcommand(games(
            "export",
            "Draw the search of a position as a picture: TikZ (or Beamer frames a step a click), SVG, or Graphviz DOT.",
            Use::Tree,
            |c| ExportArgs::augment_args(MctsArgs::augment_args(EngineArgs::augment_args(c))),
            |_| true,
        ))
        .subcommands(Verb::ALL.map(verb))
        // `about` after the arguments: a derived struct's doc comment would replace it.
        .subcommand(ReviewArgs::augment_args(Command::new("review")).about(
            "Review a saved game move by move: each move's value before and after, and whether it threw a win or a draw away.",
        ))
        .subcommand(RetryArgs::augment_args(Command::new("retry")).about(
            "Retry the moves of a saved game that changed the result: the app asks for a better move at each, the values hidden, and shows the best move and its line.",
        ))
        .subcommand(ExamArgs::augment_args(Command::new("exam")).about(
            "Make an alpha-beta exam: a distinct tree per student, as sheets to print (Markdown, LaTeX) and files to fill in; or sit one in the app (--sit).",
        ))
        .subcommand(PracticeArgs::augment_args(Command::new("practice")).about(
            "Practise alpha-beta by hand on random trees, checked answer by answer.",
        ))
        .subcommand(manual::man_command())
        .subcommand(manual::completions_command())
        .subcommand(
            games(
                "play",
                "Open the app directly on a game (without a subcommand, the app opens on its start screen).",
                Use::Play,
                PlayArgs::augment_args,
                |_| true,
            )
            .subcommand_required(false)
            .arg(
                Arg::new("load")
                    .long("load")
                    .value_name("FILE")
                    .help("Open a saved game record (`arena --save`, `w` in the app) to walk through with < and >")
                    .value_parser(clap::value_parser!(std::path::PathBuf)),
            ),
        )
}

/// A verb of the games' own commands (`arena`, `grade`, `bench`): a subcommand per game with a
/// command there, and under `arena` a tournament for every other game that plays them.
fn verb(verb: Verb) -> Command {
    let about = match verb {
        Verb::Arena => {
            "Players against each other and the built-in ones: tournaments, ratings, a referee; Nim graded by its rubric."
        }
        Verb::Grade => {
            "Grade students' work: a hand-traced tree search or a program (grade tree), a whole class's programs (grade class), an exam (grade exam)."
        }
        Verb::Bench => "Benchmark a solver on a file of positions with known scores.",
    };
    let mut command = Command::new(verb.name()).about(about).subcommand_required(true);
    if verb == Verb::Grade {
        command = command.subcommand(
            Command::new("exam")
                .about("Mark an exam's answers (minimax exam) against its key: grades.csv, grades.json, a feedback.md per student, each mistake named by the search variant that reproduces it")
                .arg(Arg::new("dir").value_name("DIR").required(true).value_parser(clap::value_parser!(std::path::PathBuf)).help("The exam's folder (minimax exam --out)"))
                .arg(json_arg()),
        );
        command = command
            .subcommand(class::ClassArgs::augment_args(Command::new("class")).about(
                "Grade a whole class at once: every student's program (a folder, file or zip each, or a CSV of commands) by the Nim or the tree rubric, in parallel, each contained; grades.csv, grades.json and a feedback file each; a stopped run resumes",
            ))
            .subcommand(class::MergeArgs::augment_args(Command::new("merge")).about(
                "Join the sheets of a class graded in shards (grade class --shard I/N) into grades.csv and grades.json",
            ));
    }
    for entry in catalog::GAMES {
        let game = Command::new(entry.key());
        if let Some(own) = command::of(*entry, verb) {
            let game = if own.searches() { EngineArgs::augment_args(game) } else { game };
            command = command.subcommand(own.command(game));
        } else if verb == Verb::Arena && entry.arena().is_some() {
            command = command.subcommand(tournament(*entry, game));
        }
    }
    command
}

/// `arena KEY` for a game that plays tournaments.
fn tournament(entry: &dyn Entry, game: Command) -> Command {
    let params = entry
        .params()
        .iter()
        .filter(|p| p.uses.contains(&Use::Play) && Some(p.id) != entry.start_param());
    // The game's own line, set after the shared options (whose doc comment would otherwise
    // stand for every game).
    let about =
        format!("A {} tournament: players against each other and the built-in ones", entry.title());
    ArenaArgs::augment_args(game.args(params.map(param_arg))).about(about)
}

/// A command with one subcommand per game of the catalog that `offered` accepts, each with the
/// game's parameters for `usage` and the options `common` adds.
fn games(
    name: &'static str,
    about: &'static str,
    usage: Use,
    common: impl Fn(Command) -> Command,
    offered: impl Fn(&dyn Entry) -> bool,
) -> Command {
    let mut command = Command::new(name).about(about).subcommand_required(true);
    for entry in catalog::GAMES.iter().filter(|e| offered(**e)) {
        let params = entry.params().iter().filter(|p| p.uses.contains(&usage));
        // The game's own line, set after the shared options (a doc comment on them, as
        // `PlayArgs`' has, would otherwise stand for every game).
        let mut game = common(Command::new(entry.key()).args(params.map(param_arg)));
        // Every game that searches takes `--engine mcts`: the games with engines of their own
        // list it among them.
        let own = |long| entry.params().iter().any(|p| p.long == long && p.uses.contains(&usage));
        if (matches!(usage, Use::Solve | Use::Play) && name != "perft") || name == "export" {
            if !own("engine") {
                game = game.arg(engine_arg());
            }
            if !own("seed") {
                game = game.arg(seed_arg());
            }
        }
        command = command.subcommand(game.about(entry.about()));
    }
    command
}

/// The language the command line asks for (`--lang cs`, `--lang=cs`), else the environment's.
/// Read before clap, whose help and errors are written in it; clap then checks the value.
pub fn language(args: &[String]) -> crate::i18n::Lang {
    let given = args.iter().enumerate().find_map(|(i, arg)| match arg.strip_prefix("--lang") {
        Some("") => args.get(i + 1).map(String::as_str),
        Some(rest) => rest.strip_prefix('='),
        None => None,
    });
    given.and_then(crate::i18n::Lang::parse).unwrap_or_else(crate::i18n::Lang::from_env)
}

/// The command line as clap reads it: a `--lang` given before the command (`minimax --lang cs
/// play nim`) moved to just after the command's name, where clap takes a global option (the
/// top level's own options conflict with a command, `--palette` being the start screen's).
pub fn arguments(mut args: Vec<String>) -> Vec<String> {
    let command = args.iter().skip(1).position(|a| !a.starts_with('-')).map(|i| i + 1);
    let lang = args.iter().position(|a| a == "--lang" || a.starts_with("--lang="));
    if let (Some(command), Some(at)) = (command, lang)
        && at < command
    {
        let width = if args[at] == "--lang" { 2 } else { 1 };
        // `--lang`'s value is not the command: the first name after it is.
        let command = match width {
            2 if command == at + 1 => {
                args.iter().skip(at + 2).position(|a| !a.starts_with('-')).map(|i| i + at + 2)
            }
            _ => Some(command),
        };
        if let Some(command) = command {
            let moved: Vec<String> = args.drain(at..at + width).collect();
            let after = command + 1 - width;
            args.splice(after..after, moved);
        }
    }
    args
}

/// Whether the command asks for JSON (`--json`, at any depth of subcommands).
fn asks_for_json(matches: &ArgMatches) -> bool {
    matches.try_get_one::<bool>("json").ok().flatten() == Some(&true)
        || matches.subcommand().is_some_and(|(_, sub)| asks_for_json(sub))
}

/// Runs what the command line asks for: the app, or one command.
pub fn run(matches: &ArgMatches) -> Result<()> {
    // Machine output is the same in every language, the words inside it too (an explanation's).
    if asks_for_json(matches) {
        crate::i18n::set(crate::i18n::Lang::En);
    }
    let Some((command, matches)) = matches.subcommand() else {
        let colours = ColourArgs::from_arg_matches(matches)?;
        return tui::run(
            None,
            tui::app::Launch { palette: colours.palette(), ..Default::default() },
        );
    };
    let run: fn(&ArgMatches) -> Result<()> = match command {
        "practice" => practice,
        "review" => review,
        "retry" => retry,
        "exam" => exam,
        "grade" if matches!(matches.subcommand(), Some(("exam", _))) => grade_exam,
        "grade" if matches!(matches.subcommand(), Some(("class", _))) => {
            |m| class::grade_class(m.subcommand().expect("clap matched class").1)
        }
        "grade" if matches!(matches.subcommand(), Some(("merge", _))) => {
            |m| class::grade_merge(m.subcommand().expect("clap matched merge").1)
        }
        "grade" => |m| own_command(Verb::Grade, m),
        "bench" => |m| own_command(Verb::Bench, m),
        "arena" => arena,
        "play" => play,
        "solve" => solve,
        "perft" => perft,
        "tree" => tree,
        "export" => export,
        "man" => manual::man,
        "completions" => manual::completions,
        _ => unreachable!("clap offers only these commands"),
    };
    run(matches)
}

/// `minimax review FILE`.
fn review(matches: &ArgMatches) -> Result<()> {
    let args = ReviewArgs::from_arg_matches(matches)?;
    let limit = std::time::Duration::from_secs_f64(args.timeout);
    let out = &mut std::io::stdout().lock();
    commands::review::review(&args.file, args.depth, limit, args.json, out)
}

/// `minimax practice`: the app, dealing trees to trace by hand.
fn practice(matches: &ArgMatches) -> Result<()> {
    let args = PracticeArgs::from_arg_matches(matches)?;
    let options = args.options()?;
    let practice_tree = match &args.tree {
        Some(text) => {
            let tree = catalog::tree::TREE.practice_tree(text, options.root_min);
            let tree = tree.and_then(|t| tui::practice::Practice::fits(&t).map(|()| t));
            Some(tree.map_err(|e| BadInput(format!("--tree: {e}")))?)
        }
        None => None,
    };
    let launch = tui::app::Launch {
        practice: Some(options),
        practice_tree,
        palette: args.colours.palette(),
        ..Default::default()
    };
    tui::run(None, launch)
}

/// `minimax exam`: the exam written into its folder, or (`--sit`) sat in the app.
fn exam(matches: &ArgMatches) -> Result<()> {
    use crate::catalog::tree::exam;
    let args = ExamArgs::from_arg_matches(matches)?;
    let (shape, strict) = args.shape.parse()?;
    if let Some(id) = &args.sit {
        let making = ["seed", "minutes", "depth", "branching", "values", "cut"];
        if let Some(long) = command::first_given(matches, &making) {
            return Err(BadInput(crate::tr!("exam-making-only", long = long)).into());
        }
        let key = exam::read(&args.out).map_err(BadInput)?;
        let sitting = exam::Sitting::of(&key, &args.out, id).map_err(BadInput)?;
        let launch =
            Launch { exam: Some(sitting), palette: args.colours.palette(), ..Launch::default() };
        return tui::run(None, launch);
    }
    if let Some(long) = command::first_given(matches, &["palette"]) {
        return Err(BadInput(crate::tr!("exam-colours-sit", long = long)).into());
    }
    let given = args.students.as_deref().expect("clap requires --students without --sit");
    let ids = exam::students(given).map_err(BadInput)?;
    let made = exam::Exam::deal(&ids, args.seed, shape, strict, args.minutes);
    exam::write(&made, &args.out).map_err(BadInput)?;
    println!(
        "{} exam sheets in {} (sheet.md, sheet.tex, answer.txt each); the key: {}",
        ids.len(),
        args.out.display(),
        args.out.join("exam.json").display()
    );
    Ok(())
}

/// `minimax grade exam DIR`.
fn grade_exam(matches: &ArgMatches) -> Result<()> {
    let (_, matches) = matches.subcommand().expect("clap requires the subcommand");
    let dir = matches.get_one::<std::path::PathBuf>("dir").expect("clap requires DIR");
    let marks = crate::catalog::tree::exam::grade(dir).map_err(BadInput)?;
    let mut out = std::io::stdout().lock();
    if matches.get_flag("json") {
        writeln!(out, "{}", serde_json::to_string(&marks)?)?;
        return Ok(());
    }
    for m in &marks {
        let named = match m.mistakes.is_empty() {
            true => String::new(),
            false => format!("  ({})", m.mistakes.join(", ")),
        };
        let of = crate::tr!("exam-marks", points = m.points.to_string(), of = m.of.to_string());
        writeln!(out, "{:<20} {of}{named}", m.id)?;
    }
    let total: u32 = marks.iter().map(|m| m.points).sum();
    let of: u32 = marks.iter().map(|m| m.of).sum();
    let said = crate::tr!(
        "exam-graded",
        n = marks.len(),
        total = total.to_string(),
        of = of.to_string(),
        dir = dir.display().to_string()
    );
    writeln!(out, "{said}")?;
    Ok(())
}

/// `minimax VERB GAME` for a game's own command (`grade tree`, `bench connect4`…).
fn own_command(verb: Verb, matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    let own = command::of(entry, verb).expect("clap offers only the games with a command there");
    run_own(own, matches)
}

fn run_own(own: &dyn GameCommand, matches: &ArgMatches) -> Result<()> {
    let config = match own.searches() {
        true => EngineArgs::from_arg_matches(matches)?.config(),
        false => SearchConfig::default(),
    };
    own.run(matches, &config, &mut std::io::stdout().lock())
}

/// `minimax arena GAME`: a game's own arena (Nim's graded one), or a tournament.
fn arena(matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    if let Some(own) = command::of(entry, Verb::Arena) {
        return run_own(own, matches);
    }
    let mut out = std::io::stdout().lock();
    let values = values(entry, Use::Play, matches);
    let request = ArenaArgs::from_arg_matches(matches)?.request();
    let arena = entry.arena().expect("clap offers only the games that play tournaments");
    arena.arena(&values, &request, &mut out)
}

/// The game a command names, and its matches.
fn game(matches: &ArgMatches) -> (&'static dyn Entry, &ArgMatches) {
    let (key, matches) = matches.subcommand().expect("clap requires a game");
    (catalog::find(key).expect("clap offers only the catalog's games"), matches)
}

/// The engine's switches the command line gives for `entry`'s search.
fn config(entry: &dyn Entry, matches: &ArgMatches) -> Result<SearchConfig> {
    let mut config = EngineArgs::from_arg_matches(matches)?.config();
    if config.aspiration.is_some() && config.time.is_none() {
        return Err(BadInput(crate::tr!("aspiration-needs-time")).into());
    }
    // On a clock the depth is the clock's to find.
    if config.time.is_none() {
        config.depth = config.depth.or(entry.default_depth());
    }
    Ok(config)
}

/// `minimax solve GAME`.
fn solve(matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    let values = values(entry, Use::Solve, matches);
    let json = matches.get_flag("json");
    let config = config(entry, matches)?;
    let mut out = std::io::stdout().lock();
    args::unread_switch(matches, entry, Use::Solve, Reading::Solve).map_err(BadInput)?;
    let mcts = MctsArgs::from_arg_matches(matches)?.config(matches, config.time);
    if matches.get_flag("explain") {
        if mcts.is_some() {
            let why = "--explain explains exact values: not with --engine mcts";
            return Err(BadInput(why.into()).into());
        }
        // The proof first: a position without one is refused before anything is printed.
        let explanation = entry.explain(&values).map_err(BadInput)?;
        return commands::explain::solve(entry, &values, &config, json, &explanation, &mut out);
    }
    match mcts {
        Some(mcts) => commands::mcts::solve(entry, &values, mcts, json, &mut out),
        None => entry.solve(&values, &config, json, &mut out),
    }
}

/// `minimax perft GAME`.
fn perft(matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    let values = values(entry, Use::Perft, matches);
    let depth = *matches.get_one::<u32>("depth").expect("clap requires a depth");
    let json = matches.get_flag("json");
    let mut out = std::io::stdout().lock();
    let perft = entry.perft().expect("clap offers only the games that count perft");
    perft.perft(&values, depth, json, &mut out)
}

/// `minimax tree GAME`.
fn tree(matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    let values = values(entry, Use::Tree, matches);
    let output = TreeArgs::from_arg_matches(matches)?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let config = config(entry, matches)?;
    entry.export(&values, &config, output.format.into(), output.max_events, &mut out)?;
    out.flush()?;
    Ok(())
}

/// `minimax export GAME`.
fn export(matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    let values = values(entry, Use::Tree, matches);
    let args = ExportArgs::from_arg_matches(matches)?;
    let format = args.format().map_err(BadInput)?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let config = config(entry, matches)?;
    args::unread_switch(matches, entry, Use::Tree, Reading::Export).map_err(BadInput)?;
    match MctsArgs::from_arg_matches(matches)?.config(matches, config.time) {
        Some(mcts) => commands::mcts::picture(entry, &values, mcts, format, &mut out)?,
        None => entry.export(&values, &config, format, args.max_events, &mut out)?,
    }
    out.flush()?;
    Ok(())
}

/// `minimax play GAME` (or `play --load FILE`): the app, on that game.
fn play(matches: &ArgMatches) -> Result<()> {
    if matches.subcommand().is_none() {
        let Some(path) = matches.get_one::<std::path::PathBuf>("load") else {
            let games: Vec<&str> = catalog::GAMES.iter().map(|e| e.key()).collect();
            let why = crate::tr!("play-needs-game", games = games.join(", "));
            return Err(BadInput(why).into());
        };
        return load(path, Launch::default(), None);
    }
    let (entry, matches) = game(matches);
    let play = PlayArgs::from_arg_matches(matches)?;
    args::unread_switch(matches, entry, Use::Play, Reading::Play).map_err(BadInput)?;
    let game = GameSetup::new(entry, values(entry, Use::Play, matches));
    let config = config(entry, matches)?;
    let mcts = play.mcts.config(matches, config.time);
    let mut setup = PlaySetup { game, mode: play.mode.into(), config, engines: [mcts, mcts] };
    // Bad parameters are reported here, before the screen is taken over.
    let check = tui::app::Play::new(setup.clone()).map_err(BadInput)?;
    if let Some(why) = setup.engines.iter().flatten().next().and(check.session.mcts_refusal()) {
        return Err(BadInput(why).into());
    }
    let mut launch = play.launch.launch();
    if let Some(text) = &play.min_engine {
        let (mut min, min_mcts) = engine_switches(text)?;
        if min.time.is_none() {
            min.depth = min.depth.or(entry.default_depth());
        }
        // The MIN side's settings must be searchable too (unlimited Reversi is not).
        let check = PlaySetup { config: min, ..setup.clone() };
        tui::app::Play::new(check).map_err(|e| BadInput(format!("--min-engine: {e}")))?;
        launch.min_engine = Some(min);
        setup.engines[1] = min_mcts;
    }
    tui::run(Some(setup), launch)
}

/// `minimax retry FILE`: the record opened as `play --load` opens it, reviewed, and its moves
/// that changed the result asked again.
fn retry(matches: &ArgMatches) -> Result<()> {
    let args = RetryArgs::from_arg_matches(matches)?;
    let launch = Launch { retry: true, palette: args.colours.palette(), ..Launch::default() };
    load(&args.file, launch, args.depth)
}

/// `minimax play --load FILE`: the record's game, its moves played, two people at the keys (the
/// computer plays only when asked: `A`, `s`, or a mode chosen on the start screen); `launch`
/// says what else to open with, `depth` the search's limit where not the game's own.
fn load(path: &std::path::Path, launch: Launch, depth: Option<u32>) -> Result<()> {
    let record = crate::record::Record::read(path).map_err(BadInput)?;
    let (entry, values) = catalog::records::game_of(&record).map_err(BadInput)?;
    let depth = depth.or(entry.default_depth());
    let config = SearchConfig { depth, ..SearchConfig::default() };
    let game = GameSetup::new(entry, values);
    let setup = PlaySetup { game, mode: Mode::HumanVsHuman, config, engines: [None, None] };
    // Every move must fit before the screen is taken over.
    let mut check = tui::app::Play::new(setup.clone()).map_err(BadInput)?;
    check
        .replay(&record.moves, &record.variations)
        .map_err(|why| BadInput(format!("{}: {why}", path.display())))?;
    catalog::records::check_result(&record, check.session.as_ref())
        .map_err(|why| BadInput(format!("{}: {why}", path.display())))?;
    let launch = Launch { replay: record.moves, variations: record.variations, ..launch };
    tui::run(Some(setup), launch)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        command().debug_assert();
    }

    #[test]
    fn every_game_has_its_subcommands() {
        let command = command();
        for name in ["solve", "tree", "play"] {
            let sub = command.find_subcommand(name).unwrap();
            for entry in catalog::GAMES {
                assert!(sub.find_subcommand(entry.key()).is_some(), "{name} {}", entry.key());
            }
        }
        // Each game's own commands under their verbs, and a tournament for every other game
        // that plays them.
        for entry in catalog::GAMES {
            for own in entry.commands() {
                let verb = command.find_subcommand(own.verb().name()).unwrap();
                let game = verb.find_subcommand(entry.key());
                assert!(game.is_some(), "{} {}", own.verb().name(), entry.key());
            }
            let arena = command.find_subcommand(Verb::Arena.name()).unwrap();
            let offered = arena.find_subcommand(entry.key()).is_some();
            let plays = entry.arena().is_some() || command::of(*entry, Verb::Arena).is_some();
            assert_eq!(offered, plays, "arena {}", entry.key());
        }
    }
}
