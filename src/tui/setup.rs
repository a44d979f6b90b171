//! What a game starts from: the game and its parameters, who plays which side, the engine switches.

use crate::engine::{Player, SearchConfig};
use crate::games::nim::{Nim, NimState};
use crate::games::reversi::{Board, Heuristic, Reversi};
use crate::games::sum::SumGame;
use crate::games::tictactoe::{Grid, TicTacToe};
use crate::tui::session::{GameSession, Session};

/// Who plays MAX and who plays MIN. MAX moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// You are MAX (you move first); the computer is MIN.
    HumanVsPc,
    /// The computer is MAX (it moves first); you are MIN.
    PcVsHuman,
    /// The computer plays both sides; you watch.
    PcVsPc,
    /// Two people at one keyboard.
    HumanVsHuman,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::HumanVsPc, Mode::PcVsHuman, Mode::PcVsPc, Mode::HumanVsHuman];

    pub fn computer_plays(self, p: Player) -> bool {
        match self {
            Mode::HumanVsPc => p == Player::Min,
            Mode::PcVsHuman => p == Player::Max,
            Mode::PcVsPc => true,
            Mode::HumanVsHuman => false,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Mode::HumanVsPc => "Human vs PC",
            Mode::PcVsHuman => "PC vs Human",
            Mode::PcVsPc => "PC vs PC",
            Mode::HumanVsHuman => "Human vs Human",
        }
    }

    /// Who a side is, for the screen: "you", "PC".
    pub fn who(self, p: Player) -> &'static str {
        match (self, self.computer_plays(p)) {
            (Mode::HumanVsHuman, _) => "human",
            (Mode::PcVsPc, _) => "PC",
            (_, true) => "PC",
            (_, false) => "you",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameSetup {
    Sum { target: u32, moves: Vec<u32>, played: Vec<u32> },
    Nim { heaps: Vec<u32>, misere: bool },
    TicTacToe,
    Reversi { heuristic: Heuristic, exact_endgame: u32 },
}

impl GameSetup {
    pub fn sum_default() -> GameSetup {
        GameSetup::Sum {
            target: crate::games::sum::DEFAULT_TARGET,
            moves: crate::games::sum::DEFAULT_MOVES.to_vec(),
            played: Vec::new(),
        }
    }

    pub fn reversi_default() -> GameSetup {
        GameSetup::Reversi { heuristic: Heuristic::Discs, exact_endgame: 0 }
    }

    /// Reversi cannot be searched to the end from the start: it comes with a depth limit.
    pub fn default_depth(&self) -> Option<u32> {
        matches!(self, GameSetup::Reversi { .. }).then_some(crate::games::reversi::DEFAULT_DEPTH)
    }

    pub fn nim_default() -> GameSetup {
        GameSetup::Nim { heaps: crate::games::nim::DEFAULT_HEAPS.to_vec(), misere: true }
    }

    /// The game ready to play, or why the parameters are wrong (one line).
    pub fn session(&self) -> Result<Box<dyn Session>, String> {
        match self {
            GameSetup::Sum { target, moves, played } => {
                let game = SumGame::new(*target, moves).map_err(|e| e.to_string())?;
                // Checked whole first (a move outside T, a game already over), then played from
                // the start so that they show as the game's first moves.
                game.after(played).map_err(|e| e.to_string())?;
                let start = game.start();
                Ok(Box::new(GameSession::given(game, start, played)))
            }
            GameSetup::Nim { heaps, .. } if !heaps.is_empty() && heaps.iter().all(|&h| h == 0) => {
                Err("every heap is empty: that game is already over".into())
            }
            GameSetup::Nim { heaps, misere } => {
                let start = NimState::new(heaps).map_err(|e| e.to_string())?;
                Ok(Box::new(GameSession::new(Nim { misere: *misere }, start)))
            }
            GameSetup::TicTacToe => Ok(Box::new(GameSession::new(TicTacToe, Grid::default()))),
            GameSetup::Reversi { heuristic, exact_endgame } => {
                let game = Reversi { heuristic: *heuristic, exact_endgame: *exact_endgame };
                Ok(Box::new(GameSession::new(game, Board::start())))
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct PlaySetup {
    pub game: GameSetup,
    pub mode: Mode,
    pub config: SearchConfig,
}

impl Default for PlaySetup {
    fn default() -> Self {
        PlaySetup {
            game: GameSetup::sum_default(),
            mode: Mode::HumanVsPc,
            config: SearchConfig::default(),
        }
    }
}
