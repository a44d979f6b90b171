//! The game's line: taking moves back, walking through them, other lines, the review, records
//! and positions written out and typed in.

use std::time::Instant;

use crate::record::{Ending, Side};
use crate::tr;
use crate::tui::keys::Action;
use crate::tui::outline::Outline;
use crate::tui::setup::Mode;

use super::{Asks, Autoplay, Focus, Play, PlayOptions, Purpose, Retry, ReviewView, Values};

impl Play {
    /// `u`, `<`, `>`, `R`, `V`, `y`, `Y`, `w` and `r`; false for any other key.
    pub(super) fn line_key(&mut self, action: Action) -> bool {
        match action {
            Action::Undo => self.undo(),
            Action::HistoryBack | Action::HistoryForward => {
                self.walk(action == Action::HistoryForward)
            }
            Action::Review => self.open_review(),
            Action::SwitchLine => {
                self.out.message = Some(if self.session.switch_variation() {
                    let line = self.session.record_moves();
                    let next =
                        line.get(line.len() - self.session.ahead()).cloned().unwrap_or_default();
                    tr!("say-other-line", first = next)
                } else {
                    tr!("say-no-other-line")
                });
            }
            Action::CopyPosition => self.copy_position(),
            Action::EnterPosition => {
                let example = self.position_text();
                if example.is_empty() {
                    self.out.message = Some(tr!("say-no-notation"));
                    return true;
                }
                self.focus = Focus::prompt(Asks::Position);
                self.out.message = Some(tr!("say-type-position", example = example));
            }
            Action::SaveRecord => {
                self.out.message = Some(match self.save_record() {
                    Ok(path) => tr!("say-saved", path = path),
                    Err(e) => tr!("say-not-saved", why = e),
                });
            }
            Action::Restart => {
                self.cancel();
                self.session.restart();
                self.computer.pending = None;
                self.analysis = None;
                self.computer.decision = None;
                self.computer.autoplay = Autoplay::On;
                self.computer.step_requested = false;
                self.board.select(0);
                self.outline = Outline::default();
                self.computer.last_move_at = Instant::now();
                self.out.message = Some(tr!("say-new-game"));
            }
            _ => return false,
        }
        true
    }

    /// Takes back moves until a human is to move again, so "undo" undoes your move and the reply.
    /// Plays `moves` (by their names in the moves list) from the start, as a loaded record does;
    /// the first that does not fit stops it, and the message says so.
    pub fn replay(&mut self, moves: &[String], variations: &[Vec<String>]) -> Result<(), String> {
        if moves.is_empty() {
            return Ok(());
        }
        self.session.replay(moves)?;
        for line in variations {
            self.session.add_variation(line)?;
        }
        self.computer.autoplay = Autoplay::paused_unless(self.mode == Mode::HumanVsHuman);
        self.board.cursor = self.last_move_of_a_game_over().unwrap_or(0);
        self.out.message = Some(match variations.len() {
            0 => tr!("say-loaded", moves = moves.len()),
            lines => tr!("say-loaded-lines", moves = moves.len(), lines = lines),
        });
        Ok(())
    }

    /// The position shown, as the command line writes it: `--board x.o......`.
    pub fn position_text(&self) -> String {
        let params = self.session.position_params();
        let words: Vec<String> =
            params.iter().map(|(long, value)| format!("--{long} {value}")).collect();
        words.join(" ")
    }

    /// `y`: the position in the game's notation, shown and sent to the clipboard.
    fn copy_position(&mut self) {
        let text = self.position_text();
        if text.is_empty() {
            self.out.message = Some(tr!("say-no-notation"));
            return;
        }
        let game = self.setup.game.entry.key();
        self.out.message = Some(tr!("say-copied", text = text.as_str(), game = game));
        self.out.clipboard = Some(text);
    }

    /// `Y` then Enter: a new game from the typed position, checked as the command line checks
    /// it; the game's other parameters, the players and the switches stay.
    pub(super) fn start_from(&mut self, typed: &str) {
        let mut setup = self.setup.clone();
        if let Err(why) = position_values(&mut setup.game, &self.session.position_params(), typed) {
            self.out.message = Some(why);
            return;
        }
        let options = PlayOptions {
            event_cap: self.event_cap,
            min_engine: self.computer.min_engine,
            records_dir: self.records_dir.clone(),
            marked: self.board.marked,
            hints: self.values.shown(),
            seek_label: None,
        };
        match Play::open(setup, options) {
            Ok(mut play) => {
                play.out.message = Some(tr!("say-from-position", typed = typed));
                self.cancel();
                *self = play;
            }
            Err(why) => self.out.message = Some(tr!("say-not-a-position", why = why)),
        }
    }

    /// `R`: the game's line reviewed on the worker, shown over the screen when it is done.
    fn open_review(&mut self) {
        self.review(false);
    }

    /// The game's line reviewed, then its moves that changed the result retried
    /// (`minimax retry FILE`).
    pub fn review_then_retry(&mut self) {
        self.review(true);
    }

    fn review(&mut self, then_retry: bool) {
        if self.session.record_moves().is_empty() {
            self.out.message = Some(tr!("say-no-moves-to-review"));
            return;
        }
        self.focus = Focus::Review(ReviewView { review: None, cursor: 0, then_retry });
        self.out.search = Some(Purpose::Review);
    }

    /// `t` in the review: the moves worth retrying asked again one by one, the values hidden
    /// until the retry ends.
    pub(super) fn start_retry(&mut self) {
        let Some(review) = self.review_view().and_then(|v| v.review.clone()) else {
            self.out.message = Some(tr!("say-review-running"));
            return;
        };
        let first = self.session.plies() + self.session.ahead() - review.of;
        let mode = self.mode;
        let (scale, hints) = (self.session.value_scale(), self.values.shown());
        let ours = |side| !mode.computer_plays(side);
        let Some(retry) = Retry::new(review, ours, first, scale, hints) else {
            self.out.message = Some(tr!("say-nothing-to-retry"));
            return;
        };
        self.focus = Focus::Game;
        self.values = Values::Hidden;
        let plies = retry.plies();
        self.retry = Some(retry);
        self.walk_to(plies);
        self.out.message = None;
    }

    /// Esc in the retry: the values as they were, the game where the retry left it.
    pub(super) fn end_retry(&mut self) {
        if let Some(retry) = self.retry.take() {
            self.values = Values::from_hints(retry.hints);
            self.out.message = Some(tr!("say-retry-over", score = retry.score()));
        }
    }

    /// `<` / `>`: one move back or forward through the game, the computer paused so that it
    /// does not play on from a position being looked at.
    fn walk(&mut self, forward: bool) {
        self.cancel();
        self.computer.pending = None;
        let moved = if forward { self.session.forward() } else { self.session.back() };
        if !moved {
            self.out.message =
                Some(if forward { tr!("say-no-move-ahead") } else { tr!("say-at-start") });
            return;
        }
        self.walked();
    }

    /// Walks through the game's line to the position after `target` moves (as far as the line
    /// goes either way), the computer paused.
    pub(super) fn walk_to(&mut self, target: usize) {
        self.cancel();
        self.computer.pending = None;
        while self.session.plies() > target && self.session.back() {}
        while self.session.plies() < target && self.session.forward() {}
        self.walked();
    }

    /// After a walk through the game's line: the computer paused, the message says where.
    fn walked(&mut self) {
        let plies = self.session.plies();
        self.computer.decision = self.computer.decision.take().filter(|d| d.plies < plies);
        self.computer.autoplay = Autoplay::paused_unless(self.mode == Mode::HumanVsHuman);
        self.board.select(self.last_move_of_a_game_over().unwrap_or(0));
        let total = plies + self.session.ahead();
        self.out.message = Some(match self.computer.autoplay.is_paused() {
            true => tr!("say-walked-paused", ply = plies, plies = total),
            false => tr!("say-walked", ply = plies, plies = total),
        });
    }

    /// Writes the game's record (`record::Record`) to a new file in the current directory.
    fn save_record(&self) -> Result<String, String> {
        let game = &self.setup.game;
        let mut record = game.entry.record(&game.values, self.session.record_moves());
        record.variations = self.session.variations();
        let history = self.session.history();
        let recorded = record.moves.len() - self.session.ahead();
        let first =
            history.get(history.len() - recorded).map_or(self.session.to_move(), |(p, _)| *p);
        record.players = [first, first.opponent()].map(|p| self.mode.who(p).to_string()).into();
        let side = |p| if p == first { Side::First } else { Side::Second };
        let end = self.session.line_end();
        record.result = Some(end.map(|end| Ending::won_by(end.winner.map(side))));
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let key = game.entry.key();
        let name = crate::record::file_name(key, stamp);
        let names = (0..100).map(|i| match i {
            0 => self.records_dir.join(&name),
            i => self.records_dir.join(name.replace(".json", &format!("-{i}.json"))),
        });
        let (_, path) = record.save(names)?;
        Ok(path.display().to_string().trim_start_matches("./").to_string())
    }

    fn undo(&mut self) {
        self.cancel();
        self.computer.pending = None;
        if !self.session.undo() {
            self.out.message = Some(tr!("say-nothing-to-undo"));
            return;
        }
        if self.mode != Mode::PcVsPc {
            while self.computer_to_move() && self.session.plies() > 0 && self.session.undo() {}
        }
        // A decision about a position taken back is no longer the computer's.
        let plies = self.session.plies();
        self.computer.decision = self.computer.decision.take().filter(|d| d.plies < plies);
        if self.computer_to_move() {
            self.computer.autoplay = Autoplay::Paused;
        }
        self.board.select(0);
        self.computer.last_move_at = Instant::now();
        self.out.message =
            Some(match self.computer.autoplay.is_paused() && self.computer_to_move() {
                true => tr!("say-taken-back-paused"),
                false => tr!("say-taken-back"),
            });
    }
}

/// Sets the position parameters of `game` from `typed`: `--long value` pairs (as `y` copies
/// them), or one value alone for the first of `params` (the game's position parameters), each
/// read by its parameter's own parser, as on the command line.
fn position_values(
    game: &mut crate::tui::setup::GameSetup,
    params: &[(&'static str, String)],
    typed: &str,
) -> Result<(), String> {
    let words: Vec<&str> = typed.split_whitespace().collect();
    let pairs: Vec<(&str, &str)> = match words.first() {
        None => return Err(tr!("say-no-position-typed")),
        Some(w) if w.starts_with("--") => {
            if !words.len().is_multiple_of(2) {
                return Err(tr!("say-name-needs-value"));
            }
            words.chunks(2).map(|p| (p[0].trim_start_matches("--"), p[1])).collect()
        }
        Some(_) => match params.first() {
            Some((long, _)) => vec![(*long, typed)],
            None => return Err(tr!("say-no-notation")),
        },
    };
    for (long, text) in pairs {
        if !params.iter().any(|(p, _)| *p == long) {
            let known: Vec<String> = params.iter().map(|(p, _)| format!("--{p}")).collect();
            return Err(tr!("say-not-a-position-param", name = long, known = known.join(", ")));
        }
        let param = game.entry.params().iter().find(|p| p.long == long).expect("a game's own");
        let value = param.kind.parse(text).map_err(|e| format!("--{long}: {e}"))?;
        game.values.set(param.id, value);
    }
    Ok(())
}
