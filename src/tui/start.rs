//! The start screen's form: the game, the mode, the game's parameters and the engine switches.

use crate::cli::{count_list, number_list, positive_number};
use crate::engine::{Algorithm, SearchConfig};
use crate::games::reversi::Heuristic;
use crate::tui::setup::{GameSetup, Mode, PlaySetup};

#[derive(Clone, Debug, PartialEq)]
pub enum FieldValue {
    Choice { options: Vec<&'static str>, index: usize },
    Text(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub label: &'static str,
    pub value: FieldValue,
    pub hint: &'static str,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StartForm {
    pub fields: Vec<Field>,
    pub selected: usize,
    pub error: Option<String>,
    /// The selected field was just reached: typing replaces its value instead of adding to it.
    pub fresh: bool,
}

const GAMES: [&str; 4] = ["Sum Game", "Nim", "Tic-tac-toe", "Reversi"];
const ON_OFF: [&str; 2] = ["on", "off"];

fn choice(
    label: &'static str,
    options: &[&'static str],
    index: usize,
    hint: &'static str,
) -> Field {
    Field { label, value: FieldValue::Choice { options: options.to_vec(), index }, hint }
}

fn text(label: &'static str, value: String, hint: &'static str) -> Field {
    Field { label, value: FieldValue::Text(value), hint }
}

fn joined(numbers: &[u32]) -> String {
    numbers.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// The fields of the game's own parameters.
fn game_fields(game: &GameSetup) -> Vec<Field> {
    match game {
        GameSetup::Sum { target, moves, played } => vec![
            text("Target L", target.to_string(), "the sum to reach exactly"),
            text("Move set T", joined(moves), "numbers to add, comma-separated"),
            text("Played", joined(played), "moves already made, MAX first (may be empty)"),
        ],
        GameSetup::Nim { heaps, misere } => vec![
            text("Heaps", joined(heaps), "stones in each heap, comma-separated"),
            choice(
                "Rule",
                &["misère", "normal"],
                !misere as usize,
                "misère: taking the last stone loses; normal: it wins",
            ),
        ],
        GameSetup::TicTacToe => vec![],
        GameSetup::Reversi { heuristic, exact_endgame } => vec![
            choice(
                "Heuristic",
                &["discs", "strong"],
                (*heuristic == Heuristic::Strong) as usize,
                "discs: own minus the opponent's (the lab); strong: corners, mobility, squares",
            ),
            text(
                "Exact endgame",
                exact_endgame.to_string(),
                "search to the end with this many empty squares",
            ),
        ],
    }
}

/// Each game's parameters at their defaults, in `GAMES` order.
fn default_game(index: usize) -> GameSetup {
    match index {
        0 => GameSetup::sum_default(),
        1 => GameSetup::nim_default(),
        2 => GameSetup::TicTacToe,
        _ => GameSetup::reversi_default(),
    }
}

impl StartForm {
    pub fn new(setup: &PlaySetup) -> StartForm {
        let config = &setup.config;
        let modes: Vec<&'static str> = Mode::ALL.iter().map(|m| m.label()).collect();
        let mode = Mode::ALL.iter().position(|&m| m == setup.mode).unwrap_or(0);
        let (game, about) = match setup.game {
            GameSetup::Sum { .. } => (0, "reach the target exactly; overshooting loses"),
            GameSetup::Nim { .. } => (1, "take stones from one heap; see the rule"),
            GameSetup::TicTacToe => (2, "three in a row wins; X moves first"),
            GameSetup::Reversi { .. } => (3, "outflank to turn discs; Black moves first"),
        };
        let mut fields = vec![
            choice("Game", &GAMES, game, about),
            choice("Mode", &modes, mode, "MAX moves first"),
        ];
        fields.extend(game_fields(&setup.game));
        fields.extend([
            choice(
                "Algorithm",
                &["minimax", "negamax"],
                (config.algorithm == Algorithm::Negamax) as usize,
                "MAX-VALUE/MIN-VALUE, or one function for both sides",
            ),
            choice(
                "Alpha-beta",
                &ON_OFF,
                !config.alpha_beta as usize,
                "prune moves that cannot matter",
            ),
            text(
                "Depth limit",
                config.depth.map_or(String::new(), |d| d.to_string()),
                "plies to search; empty = to the end",
            ),
            choice(
                "Transposition table",
                &ON_OFF,
                !config.transposition_table as usize,
                "remember positions already searched",
            ),
        ]);
        StartForm { fields, selected: 0, error: None, fresh: true }
    }

    pub fn up(&mut self) {
        self.selected = self.selected.checked_sub(1).unwrap_or(self.fields.len() - 1);
        self.fresh = true;
    }

    pub fn down(&mut self) {
        self.selected = (self.selected + 1) % self.fields.len();
        self.fresh = true;
    }

    /// Steps a choice field (or a number field by one) left or right. Changing the game brings
    /// its own parameters, at their defaults.
    pub fn step(&mut self, forward: bool) {
        if self.fields[self.selected].label == "Game" {
            let n = GAMES.len();
            let index = if forward {
                (self.index("Game") + 1) % n
            } else {
                (self.index("Game") + n - 1) % n
            };
            let mut setup = PlaySetup { game: default_game(index), ..self.loose_setup() };
            setup.config.depth = setup.config.depth.or(setup.game.default_depth());
            *self = StartForm::new(&setup);
            return;
        }
        let depth = self.fields[self.selected].label == "Depth limit";
        match &mut self.fields[self.selected].value {
            FieldValue::Choice { options, index } => {
                let n = options.len();
                *index = if forward { (*index + 1) % n } else { (*index + n - 1) % n };
            }
            FieldValue::Text(value) => {
                let next = match value.trim().parse::<u32>() {
                    Ok(n) if forward => Some(n.saturating_add(1)),
                    Ok(n) => Some(n.saturating_sub(1).max(1)),
                    // An empty depth limit is "to the end": ← comes down from the app's
                    // largest limit, → starts at one ply.
                    Err(_) if depth && value.trim().is_empty() => {
                        Some(if forward { 1 } else { crate::tui::app::MAX_DEPTH_LIMIT })
                    }
                    Err(_) => None,
                };
                if let Some(n) = next {
                    *value = n.to_string();
                }
                self.fresh = false;
            }
        }
    }

    pub fn type_char(&mut self, c: char) {
        if let FieldValue::Text(value) = &mut self.fields[self.selected].value {
            // The first key typed into a field replaces what it held (10, then 21, is 21).
            if std::mem::take(&mut self.fresh) {
                value.clear();
            }
            value.push(c);
            self.error = None;
        }
    }

    pub fn backspace(&mut self) {
        if let FieldValue::Text(value) = &mut self.fields[self.selected].value {
            value.pop();
            self.fresh = false;
        }
    }

    fn field(&self, label: &str) -> &FieldValue {
        &self.fields.iter().find(|f| f.label == label).expect("the form has every field").value
    }

    fn text(&self, label: &str) -> &str {
        match self.field(label) {
            FieldValue::Text(t) => t,
            FieldValue::Choice { .. } => "",
        }
    }

    fn index(&self, label: &str) -> usize {
        match self.field(label) {
            FieldValue::Choice { index, .. } => *index,
            FieldValue::Text(_) => 0,
        }
    }

    /// The mode and engine switches, whatever the game fields say (to keep them when the game
    /// changes).
    fn loose_setup(&self) -> PlaySetup {
        let config = SearchConfig {
            algorithm: [Algorithm::Minimax, Algorithm::Negamax][self.index("Algorithm")],
            alpha_beta: self.index("Alpha-beta") == 0,
            depth: positive_number(self.text("Depth limit")).ok(),
            transposition_table: self.index("Transposition table") == 0,
            ..SearchConfig::default()
        };
        PlaySetup { game: GameSetup::sum_default(), mode: Mode::ALL[self.index("Mode")], config }
    }

    /// The setup the form describes, or what is wrong with it (checked by building the game).
    pub fn setup(&self) -> Result<PlaySetup, String> {
        fn named<T>(label: &str, r: Result<T, String>) -> Result<T, String> {
            r.map_err(|e| format!("{label}: {e}"))
        }
        // An empty field takes the seed's default, as the assignments say.
        let or_default = |label: &str, default: String| match self.text(label).trim() {
            "" => default,
            text => text.to_string(),
        };
        let game = match self.index("Game") {
            0 => GameSetup::Sum {
                target: named(
                    "Target L",
                    positive_number(&or_default(
                        "Target L",
                        crate::games::sum::DEFAULT_TARGET.to_string(),
                    )),
                )?,
                moves: named("Move set T", number_list(self.text("Move set T")))?.0,
                played: named("Played", number_list(self.text("Played")))?.0,
            },
            1 => GameSetup::Nim {
                heaps: named(
                    "Heaps",
                    count_list(&or_default("Heaps", joined(&crate::games::nim::DEFAULT_HEAPS))),
                )?
                .0,
                misere: self.index("Rule") == 0,
            },
            2 => GameSetup::TicTacToe,
            _ => GameSetup::Reversi {
                heuristic: [Heuristic::Discs, Heuristic::Strong][self.index("Heuristic")],
                exact_endgame: match self.text("Exact endgame").trim() {
                    "" | "0" => 0,
                    n => named("Exact endgame", positive_number(n))?.min(64),
                },
            },
        };
        let depth = match self.text("Depth limit").trim() {
            "" => None,
            d => Some(named("Depth limit", positive_number(d))?),
        };
        let config = SearchConfig {
            algorithm: [Algorithm::Minimax, Algorithm::Negamax][self.index("Algorithm")],
            alpha_beta: self.index("Alpha-beta") == 0,
            depth,
            transposition_table: self.index("Transposition table") == 0,
            ..SearchConfig::default()
        };
        let setup = PlaySetup { game, mode: Mode::ALL[self.index("Mode")], config };
        setup.game.session()?;
        Ok(setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_round_trips_a_setup_and_reports_bad_fields() {
        let setup = PlaySetup::default();
        let mut form = StartForm::new(&setup);
        assert_eq!(form.setup().unwrap(), setup);
        form.selected = 3; // Move set T
        form.backspace();
        form.type_char('4');
        assert_eq!(form.text("Move set T"), "2,4");
        form.selected = 4; // Played
        form.type_char('5');
        assert_eq!(form.setup().unwrap_err(), "the played move 5 is not in the move set {2, 4}");
        form.backspace();
        form.selected = 2; // Target L
        form.backspace();
        form.backspace();
        assert_eq!(form.text("Target L"), "");
        let defaulted = form.setup().unwrap();
        assert!(matches!(defaulted.game, GameSetup::Sum { target: 10, .. }), "the seed's default");
        form.type_char('x');
        assert_eq!(form.setup().unwrap_err(), "Target L: 'x' is not a number");
    }

    #[test]
    fn typing_replaces_a_fresh_field_and_arrows_work_on_an_empty_depth() {
        let mut form = StartForm::new(&PlaySetup::default());
        form.down();
        form.down(); // Target L, holding 10
        form.type_char('2');
        form.type_char('1');
        assert_eq!(form.text("Target L"), "21", "typing replaces, it does not append");
        while form.fields[form.selected].label != "Depth limit" {
            form.down();
        }
        assert_eq!(form.text("Depth limit"), "");
        form.step(false);
        assert_eq!(form.text("Depth limit"), crate::tui::app::MAX_DEPTH_LIMIT.to_string());
        form.backspace();
        form.backspace();
        form.step(true);
        assert_eq!(form.text("Depth limit"), "1");
    }

    #[test]
    fn changing_the_game_brings_its_fields_and_keeps_the_engine_switches() {
        let mut form = StartForm::new(&PlaySetup::default());
        form.selected = 6; // Alpha-beta (Sum Game: Game, Mode, L, T, Played, Algorithm, Alpha-beta)
        form.step(true);
        form.selected = 0;
        form.step(true);
        let setup = form.setup().unwrap();
        assert_eq!(setup.game, GameSetup::nim_default());
        assert!(!setup.config.alpha_beta);
        assert!(form.fields.iter().any(|f| f.label == "Heaps"));
        form.step(false);
        assert_eq!(form.setup().unwrap().game, GameSetup::sum_default());
        // Reversi brings a depth limit: it cannot be searched to the end.
        form.step(false);
        let reversi = form.setup().unwrap();
        assert_eq!(reversi.game, GameSetup::reversi_default());
        assert_eq!(reversi.config.depth, Some(crate::games::reversi::DEFAULT_DEPTH));
    }
}
