//! What a game adds to be played and shown, beyond its rules (`SessionGame`), and the answers it
//! can give without the teaching engine: a rule (`RuleAnswer`) or its own engine (`Decided`).

use super::picture::{Ink, Picture};
use crate::engine::compare::Comparison;
use crate::engine::{Cancelled, Control, Game, Player, Score, SearchConfig};

/// What a game in progress needs of a game beyond the rules: its names, its position in words and
/// in a picture, and the answers it has besides the search (a rule, a dedicated engine).
pub trait SessionGame:
    Game<State: Send + 'static, Move: Send + 'static, Key: Send + 'static> + Clone + Send + 'static
{
    fn title(&self) -> &'static str;
    /// The game's own name for a side ("X", "Black"); MAX and MIN where it has none.
    fn side_name(&self, p: Player) -> &'static str {
        p.name()
    }
    /// The colour a side is shown in: its own where the game names its sides by colour
    /// (Connect Four's Red and Yellow), else the app's colour for MAX or MIN.
    fn side_ink(&self, p: Player) -> Ink {
        Ink::Side(p)
    }
    /// Why a final position ended, in words ("MAX reached 10 exactly").
    fn end_reason(&self, state: &Self::State) -> String;
    /// What a move does, shown beside it ("→ 9").
    fn move_effect(&self, state: &Self::State, mv: Self::Move) -> String;
    /// A position in a few words, for the step-through's narration ("sum 7").
    fn describe_state(&self, state: &Self::State) -> String;
    /// The position in a few words on every row of the game tree, where that fits (the Sum
    /// Game's sum, Nim's heaps); boards show theirs in the game panel instead.
    fn brief(&self, _state: &Self::State) -> Option<String> {
        None
    }
    /// The position drawn (see `picture`).
    fn picture(&self, position: &Position<'_, Self>) -> Picture;
    /// Rows the picture needs.
    fn position_height(&self, _state: &Self::State) -> u16 {
        3
    }
    /// Why a search of `state` with no depth limit cannot finish in reasonable time, if it cannot
    /// (Reversi from the opening): the app then keeps a limit and says this.
    fn unlimited_search(&self, _state: &Self::State) -> Result<(), String> {
        Ok(())
    }
    /// Whether the game tree panel starts drawn as in the textbook (textbook trees) rather than
    /// as an outline (`d` switches either way).
    fn prefers_drawing(&self) -> bool {
        false
    }
    /// Whether the game ends in utility numbers at leaves (a textbook tree) rather than in a win,
    /// a loss or a draw: its values are then "utilities", its final positions "leaves".
    fn ends_in_utilities(&self) -> bool {
        false
    }
    /// More ways to search `state` for the comparison view, where the game varies in more than
    /// the engine's switches (a textbook tree: the pruning rule, the order of the moves).
    fn compare_more(
        &self,
        _state: &Self::State,
        _config: SearchConfig,
        _control: Control<'_>,
    ) -> Vec<Comparison> {
        Vec::new()
    }
    /// What the game's own settings add to the engine's switches ("heuristic strong").
    fn engine_note(&self) -> Option<String> {
        None
    }
    /// What one point of the heuristic counts, where it counts something ("disc": Reversi's
    /// evaluations foresee or count the disc margin); `None` for a score without a unit.
    fn heuristic_unit(&self) -> Option<&'static str> {
        None
    }
    /// The game keeps its values multiplied by this (a tree with decimal values: 1000).
    fn value_scale(&self) -> Score {
        1
    }
    /// The computer's own move by the game's dedicated engine, when it has one and the player
    /// chose it (Reversi); `None` leaves the move to the teaching engine's search.
    fn decide(
        &self,
        _state: &Self::State,
        _config: &SearchConfig,
        _control: Control<'_>,
    ) -> Option<Result<Decided<Self::Move>, Cancelled>> {
        None
    }
    /// A rule that answers positions too large to search, where the game has one.
    fn by_rule(
        &self,
        _state: &Self::State,
        _control: Control<'_>,
    ) -> Option<RuleAnswer<Self::Move>> {
        None
    }
    /// What the game says of its own when a position is explained (`session::explain`), before
    /// the proof: Bouton's rule, the Sum Game's residues, Connect Four's threats; `best` is the
    /// proof's best move, where it found one.
    fn explanation_words(&self, _state: &Self::State, _best: Option<Self::Move>) -> Vec<String> {
        vec![]
    }
    /// Every move's exact value by the game's own solver, if it answers within `budget`
    /// (Connect Four's strong solver): the hints then show it beside the teaching engine's
    /// search, which keeps its depth limit (and its tree to step through).
    fn solve_moves(
        &self,
        _state: &Self::State,
        _budget: std::time::Duration,
        _control: Control<'_>,
    ) -> Option<RuleAnswer<Self::Move>> {
        None
    }
    /// The position as the command line's parameters write it (`--board x.o......`), from
    /// `state` reached by `line` (every move from the game's start, in notation); empty where
    /// the game has no such notation (a textbook tree). `y` copies it, `Y` takes one.
    fn position_params(
        &self,
        _state: &Self::State,
        _line: &[String],
    ) -> Vec<(&'static str, String)> {
        Vec::new()
    }
    /// Moves come in groups the cursor moves between with ↑/↓ and within with ←/→ (Nim: the
    /// heap); `None` for a plain list.
    fn group(&self, _mv: Self::Move) -> Option<u32> {
        None
    }
    /// Where the move is on a board drawn on screen, `(column, row)` from the top left, for a
    /// cursor that moves across the board (`None`: not a board game, or a pass).
    fn cell(&self, _mv: Self::Move) -> Option<(u8, u8)> {
        None
    }
    /// What typing selects the move by, within its group (Nim: the number of stones).
    fn typed(&self, mv: Self::Move) -> String {
        self.notation(mv)
    }
    /// The legal moves of `state` by index, where they are more than the app lists
    /// (`LISTED_MOVES`) and the game can compute each one (Nim's big heaps: a move per stone);
    /// `None`: the moves are listed.
    fn move_space(&self, _state: &Self::State) -> Option<Box<dyn MoveSpace<Self::Move>>> {
        None
    }
}

/// The most moves a position's list holds; past that, a game's `MoveSpace` computes each move
/// shown (64 heaps of a million stones would list 64 million moves, gigabytes with their words).
pub const LISTED_MOVES: usize = 10_000;

/// The legal moves of a position too many to list, by index in the game's order (as
/// `Game::legal_moves` would list them): each is computed when it is shown or played.
pub trait MoveSpace<M>: Send + Sync {
    /// How many moves there are.
    fn count(&self) -> usize;
    fn get(&self, index: usize) -> Option<M>;
    fn index_of(&self, mv: M) -> Option<usize>;
    /// The indices of the group the move at `index` is in (see `SessionGame::group`).
    fn group(&self, index: usize) -> Option<std::ops::Range<usize>>;
    /// The move written `name` in the game's notation.
    fn named(&self, name: &str) -> Option<usize>;
    /// The move typed as `text` in the group of the move at `near` (see `SessionGame::typed`).
    fn typed(&self, near: usize, text: &str) -> Option<usize>;
}

/// Who answered a position. Only the teaching engine keeps a tree to show and step through; the
/// others say what they did instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The teaching engine's recorded search, with the analysis's switches (`Analysis::config`).
    Teaching,
    /// The game's dedicated engine to a depth (Reversi's): what it did ("depth 9 by the clock,
    /// 1,234,567 nodes in 1.00 s") and the depth it reached, which the teaching engine replays
    /// for `s`. It values only its best move.
    Dedicated { note: String, depth: u32 },
    /// The game's exact solver, to the end (Reversi's endgame solver): what it found. Values are
    /// wins, draws and losses without distances.
    Solver(String),
    /// A rule of the game (Bouton's): which, and why it stands in for a search. Values as a
    /// solver's.
    Rule(String),
    /// Monte Carlo tree search: an estimate and a choice, no value (see `Record::MonteCarlo`).
    MonteCarlo,
}

impl Source {
    /// Whether its values are verdicts (who wins) without the plies to the end.
    pub fn verdicts(&self) -> bool {
        matches!(self, Source::Solver(_) | Source::Rule(_))
    }

    /// Whether its answer values the position (Monte Carlo tree search only estimates it): what
    /// the board's marks and the value graph take.
    pub fn values(&self) -> bool {
        !matches!(self, Source::MonteCarlo)
    }

    /// The depth a dedicated engine reached, which the teaching engine's replay searches to.
    pub fn replay_depth(&self) -> Option<u32> {
        match self {
            &Source::Dedicated { depth, .. } => Some(depth),
            _ => None,
        }
    }

    /// The words for what answered without a search, if something did ("Bouton's rule: …").
    pub fn without_search(&self) -> Option<&str> {
        match self {
            Source::Solver(what) | Source::Rule(what) => Some(what),
            Source::Teaching | Source::Dedicated { .. } | Source::MonteCarlo => None,
        }
    }
}

/// A position answered by a rule of the game instead of a search (Nim beyond search: Bouton's
/// rule; a Reversi endgame by the endgame solver): the verdict, the best move, and each move's
/// verdict, without distances.
pub struct RuleAnswer<M> {
    /// The rule or solver and what it found ("Bouton's rule: too large to search"): a
    /// `Source::Rule` or `Source::Solver`.
    pub source: Source,
    /// The mover's value: a win or loss with the plies to the end (`score::decisive`) where the
    /// answer knows them, else a number whose sign says who wins (+1, 0, −1; a disc margin).
    pub for_mover: Score,
    pub best: M,
    /// Each legal move, and its value for the mover, in the same terms; or, with `others`,
    /// some of them (Nim's winning moves, where there are millions of moves).
    pub moves: Vec<(M, Score)>,
    /// The value for the mover of every legal move not in `moves`, when they are not all there.
    pub others: Option<Score>,
}

/// The computer's move by a game's dedicated engine (`SessionGame::decide`).
pub enum Decided<M> {
    /// Solved to the end: the verdict, as a rule answers.
    Solved(RuleAnswer<M>),
    /// A search to a depth: MAX's value in the teaching engine's terms (the same heuristic and
    /// win scores), whether it is decided, the move, the depth it reached (which the teaching
    /// engine replays, for `s`), and what the search did.
    Searched { value: Score, decided: bool, best: M, depth: u32, note: String },
}

/// What a game draws: the position, where it came from, and the move the cursor is on.
pub struct Position<'a, G: Game> {
    pub state: &'a G::State,
    /// The position before the last move, and that move (to show what it changed).
    pub previous: Option<(&'a G::State, G::Move)>,
    /// Every move so far with its mover, in notation.
    pub history: &'a [(Player, String)],
    /// The move the cursor is on while a human chooses.
    pub selected: Option<G::Move>,
    /// The moves to mark on the board as the best, best first (none, the best, or the top
    /// three), as the analysis of the position ranks them.
    pub best: Vec<G::Move>,
}

impl<G: Game> Position<'_, G> {
    /// The mark of `mv` on the board if it is among the best moves marked: ★ the best, ☆ the
    /// next ones (the glyph says it without colour).
    pub fn best_mark(&self, mv: G::Move) -> Option<super::picture::Span> {
        use super::picture::{Look, Span};
        match self.best.iter().position(|&m| m == mv)? {
            0 => Some(Span::new("★", Look::good().bold())),
            _ => Some(Span::new("☆", Look::good())),
        }
    }
}
