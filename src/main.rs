use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use minimax_tui::cli::{Cli, Command, SolveGame};
use minimax_tui::commands::{self, BadInput};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => error.exit(), // --help and --version
        Err(error) => {
            // clap's first line names the argument and the reason; the rest is usage boilerplate.
            let rendered = error.render().to_string();
            eprintln!("{}", rendered.lines().next().unwrap_or("error: bad arguments"));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
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
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match cli.command {
        Some(Command::Solve { game: SolveGame::Sum { game, engine, json } }) => {
            commands::solve::sum(&game, &engine, json, &mut out)
        }
        None => {
            // Until the terminal app lands, the bare command solves the default game.
            let defaults = Cli::parse_from(["minimax", "solve", "sum"]);
            writeln!(
                out,
                "minimax-tui: the terminal app is on its way; here is `minimax solve sum`:\n"
            )?;
            run(defaults)
        }
    }
}
