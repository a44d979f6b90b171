//! The command line: no subcommand opens the app; `solve`, `tree`, `perft` and `play` take a game
//! from the catalog, whose parameters become that game's options; `arena nim` grades Nim players.
//! Clap stays here: this module turns its matches into domain values (a game's `Values`, a
//! `SearchConfig`, a format) and hands them to the catalog's entries, the commands and the app.
//! `args.rs` has the options every command shares or owns, as clap derives them.

mod args;

use std::io::Write;

use anyhow::Result;
use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::catalog::{self, Entry, Kind, Param, Use, Value, Values};
use crate::commands;
use crate::engine::SearchConfig;
use crate::parse::BadInput;
use crate::parse::{in_range, positive_number};
use crate::tui;
use crate::tui::setup::{GameSetup, Mode, PlaySetup};
pub use args::*;

/// The whole command line, the games' subcommands built from the catalog.
pub fn command() -> Command {
    // `--palette` here is the start screen's; a command takes its own after its name.
    ColourArgs::augment_args(Command::new("minimax"))
        .args_conflicts_with_subcommands(true)
        .version(env!("CARGO_PKG_VERSION"))
        .about("Play, watch and study minimax and alpha-beta on real games")
        .subcommand(games(
            "solve",
            "Solve a position and print its value, the best moves and what the search counted.",
            Use::Solve,
            |c| MctsArgs::augment_args(EngineArgs::augment_args(c)).arg(json_arg()),
            |_| true,
        ))
        .subcommand(games(
            "perft",
            "Count the leaves of the game tree to a depth (move generator check and speed).",
            Use::Solve,
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
        .subcommand({
            let mut arena = Command::new("arena")
                .about("Players against each other and the built-in ones: tournaments, ratings, a referee; Nim graded by its rubric.")
                .subcommand_required(true)
                .subcommand(ArenaNimArgs::augment_args(
                    Command::new(catalog::nim::NIM.key()).about("Misère Nim, graded as in the Heaps assignment."),
                ));
            for entry in catalog::GAMES.iter().filter(|e| e.arena().is_some()) {
                let params = entry
                    .params()
                    .iter()
                    .filter(|p| p.uses.contains(&Use::Play) && Some(p.id) != entry.start_param());
                let game = Command::new(entry.key()).args(params.map(param_arg));
                // The game's own line, set after the shared options (whose doc comment would
                // otherwise stand for every game).
                let about = format!("A {} tournament: players against each other and the built-in ones", entry.title());
                let game = ArenaArgs::augment_args(game).about(about);
                arena = arena.subcommand(game);
            }
            arena
        })
        .subcommand({
            let tree = &catalog::tree::TREE;
            let params = tree.params().iter().filter(|p| p.uses.contains(&Use::Solve));
            let game = Command::new(tree.key()).about("Grade a search of a textbook tree: an answer diagnosed, or a program run on many trees.");
            Command::new("grade")
                .about("Grade searches of textbook trees: a hand-traced answer, or a student's program.")
                .subcommand_required(true)
                .subcommand(GradeArgs::augment_args(EngineArgs::augment_args(game.args(params.map(param_arg)))))
        })
        .subcommand({
            let entry = &catalog::connect4::CONNECT4;
            let params = entry.params().iter().filter(|p| BENCH_PARAMS.contains(&p.id));
            // The about is `BenchArgs`' own (derived from its comment).
            let game = Command::new(entry.key());
            let reversi = Command::new(catalog::reversi::REVERSI.key());
            Command::new("bench")
                .about("Benchmark a solver on a file of positions with known scores.")
                .subcommand_required(true)
                .subcommand(BenchArgs::augment_args(game.args(params.map(param_arg))).arg(json_arg()))
                .subcommand(BenchReversiArgs::augment_args(reversi).arg(json_arg()))
        })
        .subcommand(ReviewArgs::augment_args(Command::new("review").about(
            "Review a saved game move by move: each move's value before and after, and whether it threw a win or a draw away.",
        )))
        .subcommand(PracticeArgs::augment_args(
            Command::new("practice").about("Practise alpha-beta by hand on random trees, checked answer by answer."),
        ))
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
        if matches!(usage, Use::Solve | Use::Play) && name != "perft" {
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

/// A game's parameter as an option. Numbers and lists are checked by the shared parsers, so a
/// negative number is called one, and every value may start with a hyphen (boards do).
fn param_arg(param: &Param) -> Arg {
    // A parameter without an option name is the command's one positional argument.
    let arg = match param.long {
        "" => Arg::new(param.id.0).index(1),
        long => Arg::new(param.id.0).long(long),
    };
    let help = |default: String| match default.is_empty() {
        true => param.help.to_string(),
        false => format!("{} [default: {default}]", param.help),
    };
    match param.kind {
        Kind::Choice { flag: true, .. } => arg.action(ArgAction::SetTrue).help(param.help),
        kind => {
            let arg = arg.value_name(param.value_name).allow_hyphen_values(true);
            let default = kind.show(&kind.default_value());
            match kind {
                Kind::Number { least, most, .. } => {
                    arg.value_parser(move |s: &str| in_range(s, least, most)).help(help(default))
                }
                Kind::List { least, most, .. } => arg
                    .value_parser(move |s: &str| crate::parse::list(s, least, most))
                    .help(help(default)),
                Kind::Choice { options, .. } => {
                    arg.value_parser(PossibleValuesParser::new(options)).help(help(default))
                }
                Kind::Text { .. } => arg.help(param.help),
            }
        }
    }
}

/// The game's values from the command line; what was not given keeps its default.
fn values(entry: &dyn Entry, usage: Use, matches: &ArgMatches) -> Values {
    let mut values = Values::defaults(entry.params());
    for param in entry.params().iter().filter(|p| p.uses.contains(&usage)) {
        let id = param.id.0;
        // A command may offer only some of the game's parameters (`bench connect4`): the
        // others keep their defaults.
        let given = match param.kind {
            Kind::Number { .. } => one::<u64>(matches, id).map(|n| Value::Number(Some(n))),
            Kind::List { .. } => one::<Vec<u32>>(matches, id).map(Value::List),
            Kind::Choice { flag: true, .. } => {
                one::<bool>(matches, id).map(|on| Value::Choice(usize::from(on)))
            }
            Kind::Choice { options, .. } => one::<String>(matches, id)
                .and_then(|word| options.iter().position(|o| *o == word))
                .map(Value::Choice),
            Kind::Text { .. } => one::<String>(matches, id).map(|t| Value::Text(Some(t))),
        };
        if let Some(value) = given {
            values.set(param.id, value);
        }
    }
    values
}

/// The value of `id`, if the command defines it and it was given (or has a default).
fn one<T: Clone + Send + Sync + 'static>(matches: &ArgMatches, id: &str) -> Option<T> {
    matches.try_get_one::<T>(id).ok().flatten().cloned()
}

fn json_arg() -> Arg {
    Arg::new("json")
        .long("json")
        .action(ArgAction::SetTrue)
        .help("Print one JSON object instead of text")
}

/// Runs what the command line asks for: the app, or one command.
pub fn run(matches: &ArgMatches) -> Result<()> {
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
        "grade" => grade_command,
        "bench" => bench,
        "arena" => arena,
        "play" => play,
        "solve" => solve,
        "perft" => perft,
        "tree" => tree,
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
    let launch = tui::app::Launch {
        practice: Some(args.options()?),
        palette: args.colours.palette(),
        ..Default::default()
    };
    tui::run(None, launch)
}

/// `minimax grade tree`.
fn grade_command(matches: &ArgMatches) -> Result<()> {
    let (_, matches) = matches.subcommand().expect("clap requires a game");
    grade(matches)
}

/// `minimax bench reversi|connect4`: a problem file solved and each answer checked.
fn bench(matches: &ArgMatches) -> Result<()> {
    let (key, matches) = matches.subcommand().expect("clap requires a game");
    let json = matches.get_flag("json");
    let mut out = std::io::stdout().lock();
    if key == catalog::reversi::REVERSI.key() {
        let args = BenchReversiArgs::from_arg_matches(matches)?;
        let threads = args.threads.unwrap_or_else(crate::games::reversi::cores);
        return catalog::reversi::solve::bench_reversi(
            &args.file, args.wld, threads, json, &mut out,
        );
    }
    let args = BenchArgs::from_arg_matches(matches)?;
    let entry = &catalog::connect4::CONNECT4;
    let values = values(entry, Use::Solve, matches);
    let game = entry.game(&values).map_err(BadInput)?;
    let config = SearchConfig {
        transposition_table: !args.no_tt,
        move_ordering: !args.no_ordering,
        hash_bytes: args.hash.map(|mb| (mb as usize) << 20),
        ..SearchConfig::default()
    };
    let techniques = catalog::connect4::ConnectFourEntry::techniques(&values, &config);
    let entries = catalog::connect4::ConnectFourEntry::entries(&config);
    let weak = values.choice(catalog::connect4::WEAK) == 1;
    catalog::connect4::solve::bench(&game, &args.file, techniques, weak, entries, json, &mut out)
}

/// `minimax arena GAME`: Nim's graded arena, or a tournament.
fn arena(matches: &ArgMatches) -> Result<()> {
    let (key, matches) = matches.subcommand().expect("clap requires a game");
    let mut out = std::io::stdout().lock();
    if key == catalog::nim::NIM.key() {
        let args = ArenaNimArgs::from_arg_matches(matches)?;
        return catalog::nim::arena::arena(&args.options(), &mut out);
    }
    let entry = catalog::find(key).expect("clap offers only the catalog's games");
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
        return Err(
            BadInput("--aspiration needs --time: it works between iterations".into()).into()
        );
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
    match MctsArgs::from_arg_matches(matches)?.config(matches, config.time) {
        Some(mcts) => commands::mcts::solve(entry, &values, mcts, json, &mut out),
        None => entry.solve(&values, &config, json, &mut out),
    }
}

/// `minimax perft GAME`.
fn perft(matches: &ArgMatches) -> Result<()> {
    let (entry, matches) = game(matches);
    let values = values(entry, Use::Solve, matches);
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

/// `minimax play GAME` (or `play --load FILE`): the app, on that game.
fn play(matches: &ArgMatches) -> Result<()> {
    if matches.subcommand().is_none() {
        let Some(path) = matches.get_one::<std::path::PathBuf>("load") else {
            let games: Vec<&str> = catalog::GAMES.iter().map(|e| e.key()).collect();
            let why = format!("`minimax play` needs a game ({}) or --load FILE", games.join(", "));
            return Err(BadInput(why).into());
        };
        return load(path);
    }
    let (entry, matches) = game(matches);
    let play = PlayArgs::from_arg_matches(matches)?;
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

/// `minimax play --load FILE`: the record's game, its moves played, two people at the keys (the
/// computer plays only when asked: `A`, `s`, or a mode chosen on the start screen).
fn load(path: &std::path::Path) -> Result<()> {
    let record = crate::record::Record::read(path).map_err(BadInput)?;
    let (entry, values) = catalog::records::game_of(&record).map_err(BadInput)?;
    let config = SearchConfig { depth: entry.default_depth(), ..SearchConfig::default() };
    let game = GameSetup::new(entry, values);
    let setup = PlaySetup { game, mode: Mode::HumanVsHuman, config, engines: [None, None] };
    // Every move must fit before the screen is taken over.
    let mut check = tui::app::Play::new(setup.clone()).map_err(BadInput)?;
    check
        .replay(&record.moves, &record.variations)
        .map_err(|why| BadInput(format!("{}: {why}", path.display())))?;
    // Where the moves end the game, the record's result must be that ending. (Where they do not,
    // a result stands for a game ended off the board: a forfeit in the arena.)
    if let (Some(result), Some(end)) = (record.result, check.session.end()) {
        use crate::record::{Ending, Side};
        let history = check.session.history();
        let first = history
            .get(history.len() - record.moves.len())
            .map_or(check.session.to_move(), |(p, _)| *p);
        let side = |p| if p == first { Side::First } else { Side::Second };
        let board = Ending::won_by(end.winner.map(side));
        if board != result {
            return Err(BadInput(format!(
                "{}: the record's result is {} but its moves end in {} ({})",
                path.display(),
                result.name(),
                board.name(),
                end.reason
            ))
            .into());
        }
    }
    let launch = tui::app::Launch {
        replay: record.moves,
        variations: record.variations,
        ..Default::default()
    };
    tui::run(Some(setup), launch)
}

/// `minimax grade tree`: an answer diagnosed, or a program graded on many trees.
fn grade(matches: &ArgMatches) -> Result<()> {
    let args = GradeArgs::from_arg_matches(matches)?;
    let entry = &catalog::tree::TREE;
    let values = values(entry, Use::Solve, matches);
    let config = EngineArgs::from_arg_matches(matches)?.config();
    let mut out = std::io::stdout().lock();
    if let Some(answer) = &args.answer {
        // The options that only grading a program uses are refused with an answer, not ignored.
        let given =
            |id: &str| matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine);
        if let Some(id) = ["trees", "random", "seed", "timeout"].into_iter().find(|id| given(id)) {
            return Err(BadInput(format!(
                "--{id} is for grading a program (--player): an --answer file is graded on its own tree"
            ))
            .into());
        }
        let (loaded, config) = entry.graded(&values, &config)?;
        let cs188 = loaded.cs188.as_ref().map(|(agents, depth, _)| (*agents, *depth));
        let setup = crate::grading::Setup { game: &loaded.game, config, cs188 };
        return commands::grade::answer(&setup, answer, args.json, &mut out);
    }
    let Some(player) = &args.player else {
        return Err(
            BadInput("`minimax grade tree` needs --answer FILE or --player CMD".into()).into()
        );
    };
    if !(args.timeout > 0.0 && args.timeout <= 600.0) {
        return Err(BadInput("--timeout must be more than 0 and at most 600 seconds".into()).into());
    }
    let trees = match (&args.trees, args.random) {
        (Some(dir), None) => commands::grade::Trees::Folder(dir),
        (None, Some(count)) => commands::grade::Trees::Random { count, seed: args.seed },
        _ => return Err(BadInput("give either --trees DIR or --random N".into()).into()),
    };
    let timeout = std::time::Duration::from_secs_f64(args.timeout);
    commands::grade::programs(player, trees, &config, timeout, args.json, &mut out)
}

/// The Connect Four parameters `bench` takes (the rest are `solve`'s alone).
const BENCH_PARAMS: [catalog::ParamId; 6] = [
    catalog::connect4::WIDTH,
    catalog::connect4::HEIGHT,
    catalog::connect4::WEAK,
    catalog::connect4::NO_THREATS,
    catalog::connect4::NO_ANTICIPATION,
    catalog::connect4::NO_NULL_WINDOW,
];

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
    }
}
