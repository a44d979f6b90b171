//! The search's switches, as keys: alpha-beta (`a`), the algorithm (`n`), the clock (`T`), the
//! transposition table (`t`), the depth limit (`+`/`-`). A pure function of the settings, so the
//! play screen only applies what it returns.

use crate::engine::{Algorithm, SearchConfig};
use crate::tr;
use crate::tui::keys::Action;
use crate::tui::setup::{CLOCKS, MAX_DEPTH_LIMIT};

/// The settings after the switch `action`, with what to say, or why the game refuses them
/// (`searchable` is the game's check); `None` if `action` switches nothing. `reached` is the
/// depth the last search reached, where `-` goes from "no limit".
pub fn switched(
    config: SearchConfig,
    action: Action,
    reached: u32,
    searchable: impl Fn(&SearchConfig) -> Result<(), String>,
) -> Option<Result<(SearchConfig, String), String>> {
    let on = |on: bool| if on { "yes" } else { "no" };
    let (next, what) = match action {
        Action::ToggleAlphaBeta => {
            let alpha_beta = !config.alpha_beta;
            (SearchConfig { alpha_beta, ..config }, tr!("switched-alpha-beta", on = on(alpha_beta)))
        }
        Action::ToggleTable => {
            let transposition_table = !config.transposition_table;
            let what = tr!("switched-table", on = on(transposition_table));
            (SearchConfig { transposition_table, ..config }, what)
        }
        Action::ToggleAlgorithm => {
            let algorithm = match config.algorithm {
                Algorithm::Minimax => Algorithm::Negamax,
                Algorithm::Negamax => Algorithm::Minimax,
            };
            let name = format!("{algorithm:?}").to_lowercase();
            (SearchConfig { algorithm, ..config }, tr!("switched-algorithm", name = name))
        }
        Action::CycleClock => return Some(clock(config, searchable)),
        Action::DepthUp | Action::DepthDown => {
            let depth = match (config.depth, action == Action::DepthUp) {
                (None, true) => None,
                (None, false) => Some(reached.clamp(1, MAX_DEPTH_LIMIT)),
                (Some(d), true) if d >= MAX_DEPTH_LIMIT => None,
                (Some(d), true) => Some(d + 1),
                (Some(d), false) => Some(d.saturating_sub(1).max(1)),
            };
            let what =
                depth.map_or_else(|| tr!("switched-depth-end"), |d| tr!("switched-depth", n = d));
            (SearchConfig { depth, ..config }, what)
        }
        _ => return None,
    };
    Some(searchable(&next).map(|()| (next, what)))
}

/// The next clock of `CLOCKS`; past the longest, off (a fixed depth), unless the game then has
/// no limit at all, where it wraps to the shortest and says why.
fn clock(
    config: SearchConfig,
    searchable: impl Fn(&SearchConfig) -> Result<(), String>,
) -> Result<(SearchConfig, String), String> {
    let now = config.time.map_or(0.0, |t| t.as_secs_f64());
    let at = CLOCKS.iter().position(|&s| s == now).unwrap_or(0);
    let next = CLOCKS[(at + 1) % CLOCKS.len()];
    let seconds = |s: f64| Some(std::time::Duration::from_secs_f64(s));
    let off = SearchConfig { time: None, ..config };
    if next == 0.0
        && let Err(why) = searchable(&off)
    {
        return Ok((SearchConfig { time: seconds(CLOCKS[1]), ..config }, why));
    }
    let time = (next > 0.0).then(|| seconds(next)).flatten();
    let what = time.map_or_else(
        || tr!("switched-clock-off"),
        |t| tr!("switched-clock", seconds = crate::i18n::shortest(t.as_secs_f64())),
    );
    Ok((SearchConfig { time, ..config }, what))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn any(_: &SearchConfig) -> Result<(), String> {
        Ok(())
    }

    #[test]
    fn each_switch_changes_its_setting_and_says_so() {
        let config = SearchConfig::default();
        let (next, what) = switched(config, Action::ToggleAlphaBeta, 3, any).unwrap().unwrap();
        assert_eq!((next.alpha_beta, what.as_str()), (!config.alpha_beta, "alpha-beta off"));
        let (next, _) = switched(config, Action::ToggleTable, 3, any).unwrap().unwrap();
        assert_eq!(next.transposition_table, !config.transposition_table);
        assert!(switched(config, Action::Up, 3, any).is_none(), "not a switch");
    }

    #[test]
    fn the_depth_goes_from_no_limit_to_the_depth_reached_and_back() {
        let config = SearchConfig { depth: None, ..SearchConfig::default() };
        let (down, what) = switched(config, Action::DepthDown, 7, any).unwrap().unwrap();
        assert_eq!((down.depth, what.as_str()), (Some(7), "depth limit: 7 plies"));
        let top = SearchConfig { depth: Some(MAX_DEPTH_LIMIT), ..config };
        let (up, _) = switched(top, Action::DepthUp, 7, any).unwrap().unwrap();
        assert_eq!(up.depth, None);
        let one = SearchConfig { depth: Some(1), ..config };
        assert_eq!(switched(one, Action::DepthDown, 7, any).unwrap().unwrap().0.depth, Some(1));
    }

    #[test]
    fn a_refused_setting_says_why_and_the_clock_wraps_to_its_shortest() {
        let needs_a_limit = |c: &SearchConfig| match c.depth.or(c.time.map(|_| 1)) {
            Some(_) => Ok(()),
            None => Err("this game needs a limit".to_string()),
        };
        let limited = SearchConfig { depth: Some(3), ..SearchConfig::default() };
        let refused = switched(limited, Action::DepthUp, 3, |c| match c.depth {
            Some(4) => Err("too deep".to_string()),
            _ => Ok(()),
        });
        assert_eq!(refused, Some(Err("too deep".to_string())));
        let longest = *CLOCKS.last().unwrap();
        let clocked = SearchConfig {
            depth: None,
            time: Some(std::time::Duration::from_secs_f64(longest)),
            ..SearchConfig::default()
        };
        let (next, why) = switched(clocked, Action::CycleClock, 3, needs_a_limit).unwrap().unwrap();
        assert_eq!(next.time, Some(std::time::Duration::from_secs_f64(CLOCKS[1])));
        assert_eq!(why, "this game needs a limit");
    }
}
