//! `minimax arena nim` and `minimax arena nim`.

use std::io::Write;
use std::time::Duration;

use anyhow::Result;
use serde::Serialize;

use crate::arena::players::{Builtin, BuiltinPlayer, External, NimPlayer};
use crate::arena::{self, ArenaConfig, GameRecord, OpponentResult};
use crate::parse::BadInput;
use crate::record::Ending;

#[derive(Serialize)]
struct ArenaReport<'a> {
    player: &'a str,
    misere: bool,
    seed: u64,
    games_per_opponent: usize,
    grade_percent: Option<u32>,
    grade_rule: Option<&'static str>,
    opponents: &'a [OpponentResult],
}

/// What `minimax arena nim` was asked to do.
#[derive(Clone, Debug)]
pub struct ArenaOptions {
    /// The graded player: a command, or `builtin:NAME`.
    pub player: String,
    /// Opponents, comma-separated.
    pub opponents: String,
    pub games: u32,
    pub seed: u64,
    pub heaps: usize,
    pub max_heap: u32,
    /// Seconds per answer.
    pub timeout: f64,
    pub normal: bool,
    pub json: bool,
    /// Write each game's record here.
    pub save: Option<std::path::PathBuf>,
}

/// The most stones a start may hold when `--save` keeps every move.
const MAX_SAVED_STONES: u64 = 10_000;

/// Each game's record (`record::Record`), as `DIR/game-00001.json` and on: the start's heaps
/// and the rule as the game's parameters.
fn save(results: &[OpponentResult], args: &ArenaOptions, dir: &std::path::Path) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| BadInput(format!("--save {}: {e}", dir.display())))?;
    let games = results.iter().flat_map(|r| r.records.iter().map(move |g| (r, g)));
    for (k, (r, g)) in games.enumerate() {
        let heaps: Vec<String> = g.start.iter().map(u32::to_string).collect();
        let mut params = std::collections::BTreeMap::from([("heaps".to_string(), heaps.join(","))]);
        if args.normal {
            params.insert("normal".into(), "normal".into());
        }
        let (player, opponent) = (args.player.clone(), r.opponent.clone());
        let players = if g.player_first { vec![player, opponent] } else { vec![opponent, player] };
        let result = if g.won == g.player_first { Ending::First } else { Ending::Second };
        let record = crate::record::Record {
            format: crate::record::FORMAT.into(),
            game: "nim".into(),
            params,
            players,
            moves: g.moves.clone(),
            result: Some(result),
        };
        let path = dir.join(format!("game-{:05}.json", k + 1));
        std::fs::write(&path, record.to_line() + "\n")
            .map_err(|e| BadInput(format!("{}: {e}", path.display())))?;
    }
    Ok(())
}

pub fn arena(args: &ArenaOptions, out: &mut impl Write) -> Result<()> {
    let opponents = args
        .opponents
        .split(',')
        .map(Builtin::parse)
        .collect::<Result<Vec<_>, _>>()
        .map_err(BadInput)?;
    if !(args.timeout > 0.0 && args.timeout <= 600.0) {
        return Err(BadInput("--timeout must be more than 0 and at most 600 seconds".into()).into());
    }
    let config = ArenaConfig {
        opponents,
        games: args.games as usize,
        seed: args.seed,
        heaps: args.heaps,
        max_heap: args.max_heap,
        misere: !args.normal,
        keep_moves: args.save.is_some(),
    };
    // Kept moves grow with the stones of a start: bounded before anything is played.
    let stones = args.heaps as u64 * args.max_heap as u64;
    if args.save.is_some() && stones > MAX_SAVED_STONES {
        let why = format!(
            "--save keeps every move: at most {MAX_SAVED_STONES} stones a start (--heaps × --max-heap is {stones})"
        );
        return Err(BadInput(why).into());
    }
    let mut player: Box<dyn NimPlayer> = match args.player.strip_prefix("builtin:") {
        Some(name) => {
            let kind = Builtin::parse(name).map_err(BadInput)?;
            Box::new(BuiltinPlayer::new(
                kind,
                config.misere,
                args.seed.wrapping_mul(31).wrapping_add(7),
            ))
        }
        None => Box::new(External::new(&args.player, Duration::from_secs_f64(args.timeout))),
    };
    let results = arena::run(&config, player.as_mut());
    if let Some(dir) = &args.save {
        save(&results, args, dir)?;
    }
    let grade = arena::grade(&results);
    let report = ArenaReport {
        player: &args.player,
        misere: config.misere,
        seed: config.seed,
        games_per_opponent: config.games * 2,
        grade_percent: grade.map(|g| g.0),
        grade_rule: grade.map(|g| g.1),
        opponents: &results,
    };
    crate::report::write(out, args.json, &report, |out| {
        writeln!(
            out,
            "Nim arena ({}): {} · {} of {} of 1..{} stones per opponent, each played twice · seed {}",
            if config.misere { "misère" } else { "normal" },
            args.player,
            crate::words::count(config.games as u64, "start", "starts"),
            crate::words::count(config.heaps as u64, "heap", "heaps"),
            config.max_heap,
            config.seed
        )?;
        writeln!(
            out,
            "{:<10} {:>6} {:>6} {:>7} {:>8} {:>9}",
            "opponent", "games", "wins", "losses", "invalid", "win rate"
        )?;
        for r in &results {
            writeln!(
                out,
                "{:<10} {:>6} {:>6} {:>7} {:>8} {:>8.1}%",
                r.opponent,
                r.games,
                r.wins,
                r.losses,
                r.invalid,
                r.win_rate * 100.0
            )?;
        }
        // Every lost game and why (the first `LISTED`; the rest counted by kind). An error output
        // already shown is not shown again.
        const LISTED: usize = 20;
        let lost: Vec<_> = results
            .iter()
            .flat_map(|r| {
                r.records.iter().filter_map(move |g| g.verdict.as_ref().map(|v| (r, g, v)))
            })
            .collect();
        if !lost.is_empty() {
            writeln!(
                out,
                "lost games (the referee knows every position's value, by Bouton's rule):"
            )?;
        }
        let mut shown_errors = Vec::new();
        for (r, g, why) in lost.iter().take(LISTED) {
            let first = if g.player_first { "player first" } else { "opponent first" };
            let why = crate::arena::program::without_repeats(why, &mut shown_errors);
            writeln!(out, "  lost to {} from {:?} ({first}): {why}", r.opponent, g.start)?;
        }
        if lost.len() > LISTED {
            let rest = &lost[LISTED..];
            let count =
                |f: &dyn Fn(&GameRecord) -> bool| rest.iter().filter(|(_, g, _)| f(g)).count();
            writeln!(
                out,
                "  … and {}: {} by a failure, {} with a blunder, {} from a lost start against perfect play",
                crate::words::count(rest.len() as u64, "more lost game", "more lost games"),
                count(&|g| g.failure.is_some()),
                count(&|g| g.failure.is_none() && g.blunders > 0),
                count(&|g| g.failure.is_none() && g.blunders == 0),
            )?;
        }
        match grade {
            Some((percent, rule)) => writeln!(out, "grade: {percent} % ({rule})")?,
            None => writeln!(out, "grade: none (the rubric needs dumb, medium and hard)")?,
        }
        Ok(())
    })
}
