use std::process::ExitCode;

use minimax_tui::cli;
use minimax_tui::parse::BadInput;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    minimax_tui::i18n::set(cli::language(&args));
    let command = cli::in_language(cli::command());
    let matches = match command.try_get_matches_from(cli::arguments(args.clone())) {
        Ok(matches) => matches,
        Err(error) if !error.use_stderr() => error.exit(), // --help and --version
        Err(error) => {
            eprintln!("{}", said(cli::usage::explain(&error, &args)));
            return ExitCode::from(2);
        }
    };
    match cli::run(&matches) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`minimax tree … | head`) is not an error.
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) if error.downcast_ref::<BadInput>().is_some() => {
            eprintln!("{}", said(error.to_string()));
            ExitCode::from(2)
        }
        Err(error) => {
            eprintln!("{}", said(format!("{error:#}")));
            ExitCode::FAILURE
        }
    }
}

/// An error's line: "error: …" in the reader's language.
fn said(what: String) -> String {
    minimax_tui::tr!("error-line", what = what)
}

/// Whether the error is a write to a closed pipe (directly or inside a JSON error).
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        let io = cause.downcast_ref::<std::io::Error>().map(std::io::Error::kind);
        let json = cause.downcast_ref::<serde_json::Error>().and_then(|e| e.io_error_kind());
        io.or(json) == Some(std::io::ErrorKind::BrokenPipe)
    })
}
