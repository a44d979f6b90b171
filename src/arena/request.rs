//! `minimax arena GAME` for every game but Nim: a tournament of external and built-in players,
//! its standings, cross table and the referee's findings.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use anyhow::Result;

use crate::arena::program::without_repeats;
use crate::arena::tournament::{self, ArenaGame, Entrant, Options, Report, Strategy};
use crate::parse::BadInput;
use crate::record::{Record, Side};
use crate::tr;

/// What the command line asks of an arena.
pub struct ArenaRequest {
    pub players: Vec<String>,
    pub opponents: String,
    pub starts: usize,
    pub seed: u64,
    pub timeout: f64,
    pub jobs: usize,
    pub json: bool,
    /// Write each game's record here (`record::Record`), one file a game.
    pub save: Option<std::path::PathBuf>,
}

/// The most entrants of one tournament (players and opponents together), and games in all.
pub const MAX_ENTRANTS: usize = 16;
pub const MAX_GAMES: usize = 200_000;
/// Failures and blunders listed in the text report; the JSON has them all.
const LISTED: usize = 20;

/// Runs the tournament of `game`, called `title`; `template` is the record of the game's
/// parameters that each saved game record starts from.
pub fn run<G: ArenaGame>(
    game: &G,
    title: &'static str,
    request: &ArenaRequest,
    template: &Record,
    out: &mut impl Write,
) -> Result<()> {
    if let Some(why) = game.too_long() {
        return Err(BadInput(why).into());
    }
    let mut entrants = Vec::new();
    for player in &request.players {
        entrants.push(Entrant::parse(player, game).map_err(BadInput)?);
    }
    let players = entrants.len();
    for name in request.opponents.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        entrants.push(Entrant::Builtin(game.builtin(name).map_err(BadInput)?));
    }
    if entrants.iter().any(|e| e.plays(Strategy::Perfect)) && !game.ever_solved() {
        return Err(BadInput(crate::tr!("arena-not-solved", game = title)).into());
    }
    if entrants.len() < 2 || entrants.len() > MAX_ENTRANTS {
        let most = MAX_ENTRANTS.to_string();
        return Err(BadInput(crate::tr!("arena-entrants", most = most)).into());
    }
    if !(request.timeout > 0.0 && request.timeout <= 600.0) {
        return Err(BadInput(crate::tr!("refused-timeout")).into());
    }
    let n = entrants.len();
    let pairings = (0..players).map(|i| n - 1 - i).sum::<usize>();
    let games = pairings * request.starts * 2;
    if games > MAX_GAMES {
        let (games, most) = (games.to_string(), MAX_GAMES.to_string());
        return Err(BadInput(crate::tr!("arena-too-many-games", games = games, most = most)).into());
    }
    let options = Options {
        title,
        entrants,
        players,
        starts: request.starts,
        seed: request.seed,
        timeout: Duration::from_secs_f64(request.timeout),
        jobs: request.jobs,
        kept: tournament::Kept { moves: true, blunders: tournament::MAX_BLUNDERS },
        draw: tournament::Draw::Shared,
        jail: None,
        until_failure: false,
    };
    let terminal = std::io::stderr().is_terminal();
    let progress = |done: usize, total: usize| {
        if terminal {
            eprint!("\r{} games of {total} played", done);
        }
    };
    let (report, _) = tournament::run(game, &options, &progress);
    if terminal {
        eprint!("\r{}\r", " ".repeat(40));
    }
    if let Some(dir) = &request.save {
        save(&report, template, dir)?;
    }
    crate::report::write(out, request.json, &report, |out| text(&report, request, out))
}

/// Each game's record, as `DIR/game-00001.json` and on (after the records already there).
fn save(report: &Report, template: &Record, dir: &std::path::Path) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| BadInput(format!("--save {}: {e}", dir.display())))?;
    let mut next = 1;
    for g in &report.games {
        // A record counts sides from the game's start: after an odd random opening the entrant
        // who moved first in the game is the second side from the start.
        let odd = g.opening.len() % 2 == 1;
        let (a, b) = if odd { (&g.second, &g.first) } else { (&g.first, &g.second) };
        let result = if odd { g.winner.swapped() } else { g.winner };
        let record = Record {
            players: vec![a.clone(), b.clone()],
            moves: g.opening.iter().chain(&g.moves).cloned().collect(),
            result: Some(Some(result)),
            ..template.clone()
        };
        next = crate::record::numbered(dir, &record, next).map_err(BadInput)?;
    }
    Ok(())
}

fn text(report: &Report, request: &ArenaRequest, out: &mut impl Write) -> Result<()> {
    let said = tr!(
        "arena-head",
        game = report.game,
        entrants = report.standings.len(),
        starts = report.starts,
        // A seed is a name, not a count: never grouped.
        seed = report.seed.to_string(),
        seconds = crate::i18n::shortest(request.timeout)
    );
    writeln!(out, "{said}")?;
    // Short names for the columns: external commands are long.
    let tag = |i: usize| format!("#{}", i + 1);
    // The first column (the tags) has no heading.
    let heads = [
        "",
        "arena-entrant",
        "arena-games",
        "arena-won",
        "arena-drew",
        "arena-lost",
        "arena-points",
        "arena-elo",
        "arena-failed",
        "arena-blunders",
    ]
    .map(|id| match id {
        "" => String::new(),
        id => crate::i18n::text(id, None),
    });
    let widths = crate::words::widths(&heads, [4, 28, 5, 4, 4, 4, 7, 12, 8, 8]);
    writeln!(out, "{}", crate::words::row(heads.each_ref().map(String::as_str), widths, 2))?;
    let mut order: Vec<usize> = (0..report.standings.len()).collect();
    order.sort_by(|&a, &b| report.standings[b].points.total_cmp(&report.standings[a].points));
    for &i in &order {
        let s = &report.standings[i];
        let name: String = s.name.chars().take(28).collect();
        let elo = format!("{:.0} ± {:.0}", s.rating, s.plus_minus);
        let counts = [s.games, s.wins, s.draws, s.losses].map(|n| n.to_string());
        let [games, wins, draws, losses] = counts.each_ref().map(String::as_str);
        let (points, failures, blunders) =
            (s.points.to_string(), s.failures.to_string(), s.blunders.to_string());
        let cells =
            [&tag(i), &name, games, wins, draws, losses, &points, &elo, &failures, &blunders];
        writeln!(out, "{}", crate::words::row(cells.map(|c| c as &str), widths, 2))?;
    }
    writeln!(out, "{}", tr!("arena-cross"))?;
    let n = report.cross.len();
    write!(out, "{:<5}", "")?;
    for j in 0..n {
        write!(out, "{:>6}", tag(j))?;
    }
    writeln!(out)?;
    for (i, row) in report.cross.iter().enumerate() {
        write!(out, "{:<5}", tag(i))?;
        for (j, cell) in row.iter().enumerate() {
            let text = match cell {
                _ if i == j => "—".to_string(),
                Some(points) => points.to_string(),
                None => "".to_string(),
            };
            write!(out, "{text:>6}")?;
        }
        writeln!(out)?;
    }
    let notable: Vec<_> = report
        .games
        .iter()
        .enumerate()
        .filter(|(_, g)| g.failure.is_some() || !g.blunders.is_empty())
        .collect();
    if !notable.is_empty() {
        writeln!(out, "{}", tr!("arena-notable"))?;
    }
    // Entrants by their tags (commands are long); an error output already shown is not
    // shown again.
    let mut shown_errors = Vec::new();
    for (k, g) in notable.iter().take(LISTED) {
        let [first, second] = g.entrants.map(tag);
        let of = |side: Side| if side == Side::First { &first } else { &second };
        let result = match g.winner.winner() {
            None => tr!("arena-draw"),
            Some(w) => tr!("arena-won-by", tag = of(w).as_str()),
        };
        let said = tr!(
            "arena-game",
            n = k + 1,
            first = first.as_str(),
            second = second.as_str(),
            result = result
        );
        writeln!(out, "  {said}")?;
        if let (Some(failure), Some(side)) = (&g.failure, &g.failed) {
            let why = without_repeats(failure.shown(), &mut shown_errors);
            writeln!(out, "    {}", tr!("arena-failure", tag = of(*side).as_str(), why = why))?;
        }
        for b in &g.blunders {
            let said = tr!(
                "arena-blunder",
                ply = b.ply,
                tag = of(b.side).as_str(),
                mv = b.mv.as_str(),
                change = b.change.to_string()
            );
            writeln!(out, "    {said}")?;
        }
    }
    if notable.len() > LISTED {
        writeln!(out, "  {}", tr!("arena-more", n = notable.len() - LISTED))?;
    }
    Ok(())
}
