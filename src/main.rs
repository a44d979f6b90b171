use std::process::ExitCode;

use clap::Parser;
use std::io::Write;

use minimax_tui::cli::{ArenaGame, Cli, Command, PerftGame, PlayGame, SolveGame};
use minimax_tui::commands::{self, BadInput};
use minimax_tui::tui;
use minimax_tui::tui::setup::{GameSetup, PlaySetup};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => error.exit(), // --help and --version
        Err(error) => {
            eprintln!("error: {}", usage_error(&error));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`minimax tree … | head`) is not an error.
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) if error.downcast_ref::<BadInput>().is_some() => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Some(Command::Solve { game: SolveGame::Sum { game, engine, json } }) => {
            commands::solve::sum(&game, &engine, json, &mut std::io::stdout().lock())
        }
        Some(Command::Solve { game: SolveGame::Nim { game, engine, json } }) => {
            commands::nim::solve(&game, &engine, json, &mut std::io::stdout().lock())
        }
        Some(Command::Solve { game: SolveGame::Tictactoe { board, engine, json } }) => {
            commands::boards::solve_tictactoe(&board, &engine, json, &mut std::io::stdout().lock())
        }
        Some(Command::Solve { game: SolveGame::Reversi { game, engine, json } }) => {
            commands::boards::solve_reversi(&game, &engine, json, &mut std::io::stdout().lock())
        }
        Some(Command::Perft { game: PerftGame::Reversi { game, depth, json } }) => {
            commands::boards::perft_reversi(&game, depth, json, &mut std::io::stdout().lock())
        }
        Some(Command::Arena { game: ArenaGame::Nim(args) }) => {
            commands::nim::arena(&args, &mut std::io::stdout().lock())
        }
        Some(Command::Tree { game }) => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            commands::tree::run(&game, &mut out)?;
            out.flush()?;
            Ok(())
        }
        Some(Command::Play { game }) => {
            let (game, play) = match game {
                PlayGame::Sum { game, play } => {
                    let (target, moves, played) = (game.target, game.moves.0, game.played.0);
                    (GameSetup::Sum { target, moves, played }, play)
                }
                PlayGame::Tictactoe { play } => (GameSetup::TicTacToe, play),
                PlayGame::Reversi { eval, play } => {
                    let (heuristic, exact_endgame) = (eval.heuristic, eval.exact_endgame);
                    (GameSetup::Reversi { heuristic, exact_endgame }, play)
                }
                PlayGame::Nim { game, random_heaps, max_heap, seed, play } => {
                    let heaps = match random_heaps {
                        Some(n) => {
                            let seed = seed.unwrap_or_else(clock_seed);
                            let mut rng = minimax_tui::arena::rng::Rng::new(seed);
                            minimax_tui::arena::random_start(&mut rng, n, max_heap)
                        }
                        None => game.heaps.0,
                    };
                    (GameSetup::Nim { heaps, misere: !game.normal }, play)
                }
            };
            let mut config = play.engine.config();
            config.depth = config.depth.or(game.default_depth());
            // Bad parameters are reported here, before the screen is taken over.
            game.session().map_err(BadInput)?;
            tui::run(Some(PlaySetup { game, mode: play.mode, config }), play.launch.launch())
        }
        None => tui::run(None, Default::default()),
    }
}

/// What is wrong with a command line, in one line that names it.
fn usage_error(error: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let strings = |kind| match error.get(kind) {
        Some(ContextValue::Strings(values)) => values.join(", "),
        Some(ContextValue::String(value)) => value.clone(),
        _ => String::new(),
    };
    let (path, command) = command_path();
    let choices: Vec<_> = command.get_subcommands().map(|c| c.get_name().to_string()).collect();
    let choices = choices.join(", ");
    match error.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            format!("`{path}` needs one of: {choices} (see `{path} --help`)")
        }
        ErrorKind::InvalidSubcommand => format!(
            "`{path}` has no `{}`; it takes one of: {choices}",
            strings(ContextKind::InvalidSubcommand)
        ),
        ErrorKind::MissingRequiredArgument => {
            format!("`{path}` needs {} (see `{path} --help`)", strings(ContextKind::InvalidArg))
        }
        _ => {
            // clap's first line names the argument and the reason; the rest is usage boilerplate,
            // except the values that would have been accepted.
            let rendered = error.render().to_string();
            let first = rendered.lines().next().unwrap_or("bad arguments");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            let valid = [ContextKind::ValidValue, ContextKind::ValidSubcommand]
                .into_iter()
                .map(strings)
                .find(|valid| !valid.is_empty());
            match valid {
                None => first.to_string(),
                Some(valid) => format!("{first} (expected one of: {valid})"),
            }
        }
    }
}

/// The subcommands named on the command line (`minimax arena nim`) and the deepest one's clap
/// description.
fn command_path() -> (String, clap::Command) {
    use clap::CommandFactory;
    let mut command = Cli::command();
    let mut path = vec!["minimax".to_string()];
    for arg in std::env::args().skip(1) {
        match command.find_subcommand(&arg).cloned() {
            Some(sub) => {
                path.push(sub.get_name().to_string());
                command = sub;
            }
            None if arg.starts_with('-') => continue,
            None => break,
        }
    }
    (path.join(" "), command)
}

/// Whether the error is a write to a closed pipe (directly or inside a JSON error).
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        let io = cause.downcast_ref::<std::io::Error>().map(std::io::Error::kind);
        let json = cause.downcast_ref::<serde_json::Error>().and_then(|e| e.io_error_kind());
        io.or(json) == Some(std::io::ErrorKind::BrokenPipe)
    })
}

/// A seed from the clock, for random starts when none is given.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}
