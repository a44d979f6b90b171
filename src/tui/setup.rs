//! What a game starts from: the game and its parameters, who plays which side, the engine switches.

use crate::catalog::{self, Entry, Values};
use crate::engine::mcts::MctsConfig;
use crate::engine::{Player, SearchConfig};
use crate::session::Session;

/// The times per move offered (`T`, the start screen), in seconds; 0 is off: a fixed depth.
pub const CLOCKS: [f64; 7] = [0.0, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0];
/// Past this depth limit, `+` means "to the end".
pub const MAX_DEPTH_LIMIT: u32 = 20;

/// Who plays MAX and who plays MIN. MAX moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

    /// The mode's name in the catalogue.
    pub fn message(self) -> &'static str {
        match self {
            Mode::HumanVsPc => "mode-human-vs-pc",
            Mode::PcVsHuman => "mode-pc-vs-human",
            Mode::PcVsPc => "mode-pc-vs-pc",
            Mode::HumanVsHuman => "mode-human-vs-human",
        }
    }

    pub fn label(self) -> String {
        crate::i18n::text(self.message(), None)
    }

    /// Who a side is, on the screen: "you", "PC", in the language.
    pub fn who_shown(self, p: Player) -> String {
        match self.who(p) {
            "human" => crate::tr!("who-human"),
            "you" => crate::tr!("who-you"),
            _ => crate::tr!("who-pc"),
        }
    }

    /// Who a side is, as a game record writes it: "you", "PC".
    pub fn who(self, p: Player) -> &'static str {
        match (self, self.computer_plays(p)) {
            (Mode::HumanVsHuman, _) => "human",
            (Mode::PcVsPc, _) => "PC",
            (_, true) => "PC",
            (_, false) => "you",
        }
    }
}

/// A game from the catalog with its parameter values.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSetup {
    pub entry: &'static dyn Entry,
    pub values: Values,
}

impl GameSetup {
    pub fn new(entry: &'static dyn Entry, values: Values) -> GameSetup {
        GameSetup { entry, values }
    }

    /// The game with every parameter at its default.
    pub fn default_for(entry: &'static dyn Entry) -> GameSetup {
        GameSetup::new(entry, Values::defaults(entry.params()))
    }

    /// The depth limit the game comes with (Reversi cannot be searched to the end).
    pub fn default_depth(&self) -> Option<u32> {
        self.entry.default_depth()
    }

    /// The game ready to play, or why the parameters are wrong (one line).
    pub fn session(&self) -> Result<Box<dyn Session>, String> {
        self.entry.open(&self.values)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct PlaySetup {
    pub game: GameSetup,
    pub mode: Mode,
    pub config: SearchConfig,
    /// Each side's computer plays by Monte Carlo tree search with these settings (MAX's, then
    /// MIN's); `None`: by minimax with `config`.
    pub engines: [Option<MctsConfig>; 2],
}

impl Default for PlaySetup {
    fn default() -> Self {
        PlaySetup {
            game: GameSetup::default_for(catalog::GAMES[0]),
            mode: Mode::HumanVsPc,
            config: SearchConfig::default(),
            engines: [None, None],
        }
    }
}
