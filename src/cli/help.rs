//! `--help` in the reader's language. English's help is the doc comments' and the `help(..)`
//! calls' own; each other language translates every text in `locales/help/`, keyed by the English
//! text's hash (`i18n::help_id`), so a help changed in English asks for its translation again
//! (the catalogue test lists what is missing). clap's own words (the headings) come from the
//! catalogues; its error messages stay English.

use clap::{Arg, Command};

use crate::i18n::{self, Lang};
use crate::tr;

/// The command line with its help in the current language (as it is, in English).
pub fn in_language(mut command: Command) -> Command {
    if i18n::current() == Lang::En {
        return command;
    }
    // The built command has clap's own `--help`, `--version` and `help`, to translate too.
    command.build();
    translated(command)
}

fn translated(command: Command) -> Command {
    let about = command.get_about().map(|about| i18n::help(&about.to_string()));
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        tr!("help-usage")
    );
    let command = command
        .mut_args(arg)
        .mut_subcommands(translated)
        .help_template(template)
        .subcommand_help_heading(tr!("help-commands"));
    match about {
        Some(about) => command.about(about),
        None => command,
    }
}

/// An argument's help translated, with clap's notes of its default and its possible values
/// written by the catalogue, under the heading of its kind where it has none of its own.
fn arg(arg: Arg) -> Arg {
    let help = arg.get_help().map(|help| i18n::help(&help.to_string()));
    let listed = |values: Vec<String>| values.join(", ");
    let default = match arg.is_hide_default_value_set()
        || !arg.get_num_args().is_some_and(|n| n.takes_values())
    {
        true => Vec::new(),
        false => {
            arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect()
        }
    };
    let possible = match arg.is_hide_possible_values_set() {
        true => Vec::new(),
        false => arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_string())
            .collect(),
    };
    let mut notes = String::new();
    if !default.is_empty() {
        notes += &format!(" [{}]", tr!("help-default", value = listed(default)));
    }
    if !possible.is_empty() {
        notes += &format!(" [{}]", tr!("help-possible", values = listed(possible)));
    }
    let help = help.map(|help| format!("{help}{notes}"));
    let arg = arg.hide_default_value(true).hide_possible_values(true);
    let arg = match arg.get_help_heading() {
        Some(_) => arg,
        None if arg.is_positional() => arg.help_heading(tr!("help-arguments")),
        None => arg.help_heading(tr!("help-options")),
    };
    match help {
        Some(help) => arg.help(help),
        None => arg,
    }
}
