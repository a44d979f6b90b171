use std::process::ExitCode;

use minimax_tui::cli;
use minimax_tui::parse::BadInput;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    minimax_tui::i18n::set(cli::language(&args));
    let command = cli::in_language(cli::command());
    let matches = match command.try_get_matches_from(cli::arguments(args)) {
        Ok(matches) => matches,
        Err(error) if !error.use_stderr() => error.exit(), // --help and --version
        Err(error) => {
            eprintln!("error: {}", usage_error(&error));
            return ExitCode::from(2);
        }
    };
    match cli::run(&matches) {
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

/// The subcommands named on the command line (`minimax arena nim`) and the deepest one.
fn command_path() -> (String, clap::Command) {
    let mut command = cli::command();
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
