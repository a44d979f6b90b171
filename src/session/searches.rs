//! Searches, one face of a session: what can be searched from the position shown, with which
//! settings, and the search a request asks for as a job for another thread.

use super::{Engine, GameSession, Job, MoveList, Request, SessionGame, Work, jobs, mcts};
use crate::engine::{Score, SearchConfig};

/// What a caller that searches needs: whether and how a position can be searched, and the job.
pub trait Searches {
    /// The search `request` asks for, to run elsewhere; `None` if the position it names is no
    /// longer in the game's history.
    fn job(&self, request: &Request) -> Option<Job>;
    /// What the game's settings for a side's computer add to the engine's switches ("heuristic
    /// strong"), for the Minimax panel; `None` when the game has no such settings.
    fn engine_note(&self, min_engine: bool) -> Option<String>;
    /// Why the current position is answered without a search, if it is (a rule of the game:
    /// "Bouton's rule: too many positions to search"); then there is no search to compare.
    fn beyond_search(&self) -> Option<String>;
    /// Whether the switches can search this game, and why not (one line): the engine's contract
    /// (negamax only where the players alternate, from the start on, so that walking back
    /// through the game never reaches a position it cannot search) and, with neither a depth
    /// limit nor a clock, `SessionGame::unlimited_search`.
    fn searchable(&self, config: &SearchConfig) -> Result<(), String>;
    /// See `SessionGame::value_scale`.
    fn value_scale(&self) -> Score;
    /// See `SessionGame::ends_in_utilities`.
    fn ends_in_utilities(&self) -> bool;
    /// Why Monte Carlo tree search is refused from the current position, if it is (see
    /// `engine::mcts::refusal`).
    fn mcts_refusal(&self) -> Option<String>;
}

impl<G: SessionGame> Searches for GameSession<G> {
    fn job(&self, request: &Request) -> Option<Job> {
        let at = match request.position {
            None => self.states.len() - 1,
            Some(number) => self.index_of(number)?,
        };
        Some(match (request.work, request.engine) {
            (Work::Review, _) => self.review_job(request.config),
            (Work::Explain(chosen), _) => self.explain_job(at, chosen),
            (Work::Compare, _) => jobs::compare(self, at, request.config),
            (_, Engine::Mcts(settings)) => {
                mcts::search_at(self, at, (settings, request.config), true)
            }
            (Work::Analysis | Work::Hints | Work::Teaching, Engine::Minimax) => {
                jobs::analyse(self, at, request)
            }
        })
    }

    fn engine_note(&self, min_engine: bool) -> Option<String> {
        self.game_for(min_engine).engine_note()
    }

    fn beyond_search(&self) -> Option<String> {
        let answer = self.game.by_rule(self.state(), Default::default())?;
        answer.source.without_search().map(str::to_string)
    }

    fn searchable(&self, config: &SearchConfig) -> Result<(), String> {
        crate::engine::contract::check(&self.game, &self.states[0], config)
            .map_err(|e| e.to_string())?;
        if config.depth.is_none() && config.time.is_none() {
            self.game.unlimited_search(self.state())?;
        }
        Ok(())
    }

    fn value_scale(&self) -> Score {
        self.game.value_scale()
    }

    fn ends_in_utilities(&self) -> bool {
        self.game.ends_in_utilities()
    }

    fn mcts_refusal(&self) -> Option<String> {
        crate::engine::mcts::refusal(self.move_count(), self.game.longest_line(self.state()))
    }
}
