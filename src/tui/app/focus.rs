//! What the play screen is looking at. One value decides who gets the keys and which position
//! every panel describes, so no two panels can describe different positions.

use crate::tui::keys;

use super::mcts_step::MctsStep;
use super::{Asks, CompareView, ExplainView, Prompt, ReviewView, Step};

impl Focus {
    /// An empty prompt for `asks`.
    pub fn prompt(asks: Asks) -> Focus {
        Focus::Typing(Prompt::new(asks))
    }
}

pub enum Focus {
    /// The game's position: the one in play, or one `<`/`>` walked to in its history.
    Game,
    /// Text being typed at a prompt: a move after `:`, a position after `Y`.
    Typing(Prompt),
    /// The game tree has the keys: the panels describe the node under its cursor.
    Tree,
    /// Stepping through a search: the panels describe the node it is at (or the cursor's).
    Step(Box<Step>),
    /// The comparison table of the game's position, over the screen.
    Compare(CompareView),
    /// The game reviewed move by move, over the screen.
    Review(ReviewView),
    /// Stepping through a Monte Carlo search, phase by phase.
    MctsStep(Box<MctsStep>),
    /// The position explained by its proof, over the screen.
    Explain(ExplainView),
}

impl Focus {
    /// The keys that work here (and that help and the status bar list).
    pub fn keys(&self) -> keys::Screen {
        match self {
            Focus::Game | Focus::Compare(_) => keys::Screen::Play,
            Focus::Typing(_) => keys::Screen::Input,
            Focus::Tree => keys::Screen::Tree,
            Focus::Step(_) => keys::Screen::Step,
            Focus::Review(_) => keys::Screen::Review,
            Focus::Explain(_) => keys::Screen::Explain,
            Focus::MctsStep(_) => keys::Screen::MctsStep,
        }
    }

    /// Whether the panels describe a node of a search rather than the game's position.
    pub fn on_a_node(&self) -> bool {
        matches!(self, Focus::Tree | Focus::Step(_))
    }

    /// The game goes on (the computer searches and plays, hints are searched) only while its
    /// position is what the screen shows: a tree or a table being read does not change under
    /// the reader.
    pub fn game_runs(&self) -> bool {
        matches!(self, Focus::Game | Focus::Typing(_))
    }
}
