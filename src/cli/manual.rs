//! `minimax man` and `minimax completions SHELL`: the manual page and the shells' completions,
//! generated from the same clap definitions as `--help`, so they cannot drift from it.

use std::io::Write;

use anyhow::{Context, Result};
use clap::{Arg, ArgMatches, Command};
use clap_complete::Shell;

use crate::parse::BadInput;

pub fn man_command() -> Command {
    Command::new("man")
        .about("Write the manual page (roff) of minimax, or of one command: `minimax man solve | man -l -`")
        .arg(
            Arg::new("command")
                .value_name("COMMAND")
                .help("A command (`solve`, `arena`, …), or a command and its game (`solve sum`)")
                .num_args(0..=2),
        )
}

pub fn completions_command() -> Command {
    Command::new("completions")
        .about("Write the completions of a shell: `minimax completions bash > ~/.local/share/bash-completion/completions/minimax`")
        .arg(
            Arg::new("shell")
                .value_name("SHELL")
                .help("bash, elvish, fish, powershell or zsh")
                .required(true)
                .value_parser(clap::value_parser!(Shell)),
        )
}

/// `minimax man [COMMAND [GAME]]`: the page of the whole command line, or of one command.
pub fn man(matches: &ArgMatches) -> Result<()> {
    let mut page = super::in_language(super::command());
    let mut name = "minimax".to_string();
    for word in matches.get_many::<String>("command").into_iter().flatten() {
        let Some(sub) = page.find_subcommand(word) else {
            let known: Vec<&str> = page.get_subcommands().map(|c| c.get_name()).collect();
            let said = match known.is_empty() {
                true => crate::tr!("man-no-commands", name = name.as_str(), word = word.as_str()),
                false => crate::tr!(
                    "man-no-command",
                    name = name.as_str(),
                    word = word.as_str(),
                    choices = known.join(", ")
                ),
            };
            return Err(BadInput(said).into());
        };
        name = format!("{name}-{word}");
        page = sub.clone().name(name.clone()).version(env!("CARGO_PKG_VERSION"));
    }
    let mut roff = Vec::new();
    clap_mangen::Man::new(page).render(&mut roff).context("could not write the page")?;
    let roff = String::from_utf8_lossy(&roff);
    let mut out = std::io::stdout().lock();
    out.write_all(headed(&roff).as_bytes())
        .and_then(|()| out.flush())
        .context("could not write the page")
}

/// The page with its sections' headings in the reader's language (clap_mangen writes them in
/// English): `.SH NAME` is `.SH NÁZEV` in Czech.
fn headed(roff: &str) -> String {
    let heading = |line: &str| {
        let id = match line.strip_prefix(".SH ")? {
            "NAME" => "man-name",
            "SYNOPSIS" => "man-synopsis",
            "DESCRIPTION" => "man-description",
            "OPTIONS" => "man-options",
            "SUBCOMMANDS" => "man-commands",
            "VERSION" => "man-version",
            "AUTHORS" => "man-authors",
            _ => return None,
        };
        Some(format!(".SH {}", crate::i18n::text(id, None)))
    };
    roff.lines().map(|line| heading(line).unwrap_or_else(|| line.to_string()) + "\n").collect()
}

/// `minimax completions SHELL`.
pub fn completions(matches: &ArgMatches) -> Result<()> {
    let shell = *matches.get_one::<Shell>("shell").expect("clap requires it");
    // Written whole first: clap_complete panics on a failed write (a closed pipe).
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut super::command(), "minimax", &mut script);
    let mut out = std::io::stdout().lock();
    out.write_all(&script).and_then(|()| out.flush()).context("could not write the completions")
}
