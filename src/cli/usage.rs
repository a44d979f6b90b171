//! A command line clap refused, said in one line in the reader's language: which command wants
//! what, or what is wrong with which argument. clap's own sentences are English; its error's
//! kind and context name the same facts, and the catalogues say them (in English as clap does).

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use crate::tr;

/// What is wrong with the command line `args` (as given, the program's name first), in one line.
pub fn explain(error: &Error, args: &[String]) -> String {
    let (path, command) = command_path(args);
    let choices: Vec<_> = command.get_subcommands().map(|c| c.get_name().to_string()).collect();
    let choices = choices.join(", ");
    let path = path.as_str();
    match error.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            tr!("usage-needs-command", path = path, choices = choices)
        }
        ErrorKind::InvalidSubcommand => {
            let given = strings(error, ContextKind::InvalidSubcommand);
            tr!("usage-no-such-command", path = path, given = given, choices = choices)
        }
        ErrorKind::MissingRequiredArgument => {
            let what = strings(error, ContextKind::InvalidArg);
            tr!("usage-needs-argument", path = path, what = what)
        }
        _ => line(error),
    }
}

/// What is wrong with an argument, in one line (without the command's name): what clap's first
/// line says, then the values it would have taken or the name it guesses was meant.
pub fn line(error: &Error) -> String {
    let said = said(error).unwrap_or_else(|| {
        let rendered = error.render().to_string();
        let first = rendered.lines().next().unwrap_or_default().to_string();
        first.strip_prefix("error: ").map_or(first.clone(), str::to_string)
    });
    let valid = [ContextKind::ValidValue, ContextKind::ValidSubcommand]
        .into_iter()
        .map(|kind| strings(error, kind))
        .find(|valid| !valid.is_empty());
    let guess = [ContextKind::SuggestedArg, ContextKind::SuggestedValue]
        .into_iter()
        .map(|kind| strings(error, kind))
        .find(|guess| !guess.is_empty());
    match (valid, guess) {
        (Some(valid), _) => tr!("usage-expected", line = said, valid = valid),
        (None, Some(guess)) => tr!("usage-did-you-mean", line = said, guess = guess),
        (None, None) => said,
    }
}

/// The sentence for the error's kind, from its context; none where clap left out a fact.
fn said(error: &Error) -> Option<String> {
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        _ => None,
    };
    let number = |kind| match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = text(ContextKind::InvalidArg);
    let value = text(ContextKind::InvalidValue);
    Some(match error.kind() {
        ErrorKind::UnknownArgument => tr!("usage-unexpected-argument", arg = arg?),
        ErrorKind::InvalidValue if value.as_deref() == Some("") => {
            tr!("usage-value-missing", arg = arg?)
        }
        ErrorKind::InvalidValue => tr!("usage-invalid-value", arg = arg?, value = value?),
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error).map(ToString::to_string)?;
            tr!("usage-value-refused", arg = arg?, value = value?, why = why)
        }
        ErrorKind::TooManyValues => tr!("usage-too-many", arg = arg?, value = value?),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected =
                number(ContextKind::ExpectedNumValues).or(number(ContextKind::MinValues))?;
            let given = number(ContextKind::ActualNumValues)?;
            tr!("usage-value-count", arg = arg?, expected = expected, given = given)
        }
        ErrorKind::NoEquals => tr!("usage-no-equals", arg = arg?),
        ErrorKind::InvalidUtf8 => tr!("usage-not-utf8"),
        ErrorKind::ArgumentConflict => {
            let arg = arg?;
            match error.get(ContextKind::PriorArg) {
                Some(ContextValue::String(other)) if *other == arg => {
                    tr!("usage-repeated", arg = arg)
                }
                Some(ContextValue::String(other)) => {
                    tr!("usage-conflict", arg = arg, other = other.as_str())
                }
                Some(ContextValue::Strings(others)) => {
                    tr!("usage-conflict", arg = arg, other = others.join(", "))
                }
                _ => tr!("usage-conflict-others", arg = arg),
            }
        }
        _ => return None,
    })
}

/// A context's text, a list joined by commas; empty where clap gave none.
fn strings(error: &Error, kind: ContextKind) -> String {
    match error.get(kind) {
        Some(ContextValue::Strings(values)) => values.join(", "),
        Some(ContextValue::String(value)) => value.clone(),
        _ => String::new(),
    }
}

/// The commands named on the command line (`minimax arena nim`) and the deepest one. An
/// option's value is not a command's name: `--lang`'s is skipped (the one option a command line
/// may give before the command).
fn command_path(args: &[String]) -> (String, clap::Command) {
    let mut command = super::command();
    let mut path = vec!["minimax".to_string()];
    let mut words = args.iter().skip(1);
    while let Some(arg) = words.next() {
        if arg == "--lang" {
            words.next();
            continue;
        }
        match command.find_subcommand(arg).cloned() {
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
