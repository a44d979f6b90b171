//! The start screen's form: the game, the mode, the game's own parameters (from its catalog
//! entry) and the engine switches. Each game keeps its own settings while the user looks at the
//! others: its parameters, its depth limit and its move ordering.

use crate::catalog::{self, Entry, Kind, ParamId, Value, Values};
use crate::engine::mcts::MctsConfig;
use crate::engine::{Algorithm, Player, SearchConfig};
use crate::i18n::{self, Lang};
use crate::parse::positive_number;
use crate::tui::setup::{CLOCKS, GameSetup, MAX_DEPTH_LIMIT, Mode, PlaySetup};

/// Which field a field is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldId {
    Game,
    Mode,
    /// One of the game's own parameters.
    Param(ParamId),
    Algorithm,
    AlphaBeta,
    Depth,
    /// Seconds per move, for iterative deepening on a clock.
    Time,
    Ordering,
    Table,
    /// PVS, killers and history.
    Techniques,
    /// How the computer chooses for a side: minimax, or Monte Carlo tree search.
    Engine(Player),
    /// The language of every screen.
    Language,
}

impl FieldId {
    /// Settings that belong to the game being set up, kept per game.
    fn belongs_to_the_game(self) -> bool {
        matches!(self, FieldId::Param(_) | FieldId::Depth | FieldId::Time | FieldId::Ordering)
    }
}

/// A text of the form, written in the language of the moment each time it is shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Label {
    /// A message of the catalogue.
    Message(&'static str),
    /// A message with its number (`$n`).
    Counted(&'static str, f64),
    /// A game's name, or its about line (`catalog::game_message`).
    Game { key: &'static str, about: bool },
    /// A game's parameter's label, or its help (`catalog::param_message`).
    Param { game: &'static str, long: &'static str, help: bool },
    /// Text as it is written: a choice's name on the command line, a language's own name.
    Verbatim(&'static str),
}

impl Label {
    pub fn show(self) -> String {
        match self {
            Label::Message(id) => i18n::text(id, None),
            Label::Counted(id, n) => {
                let mut args = i18n::FluentArgs::new();
                args.set("n", n);
                i18n::text(id, Some(&args))
            }
            Label::Game { key, about } => i18n::text(&catalog::game_message(key, about), None),
            Label::Param { game, long, help } => {
                i18n::text(&catalog::param_message(game, long, help), None)
            }
            Label::Verbatim(text) => text.to_string(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum FieldValue {
    Choice { options: Vec<Label>, index: usize },
    Text(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub id: FieldId,
    pub label: Label,
    pub value: FieldValue,
    pub hint: Label,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StartForm {
    pub fields: Vec<Field>,
    pub selected: usize,
    pub error: Option<String>,
    /// The selected field was just reached: typing replaces its value instead of adding to it.
    pub fresh: bool,
    /// Each game's own fields as the user last left them, by the game's key.
    kept: Vec<(&'static str, Vec<Field>)>,
}

/// Most characters a field holds, typed or pasted (a larger tree is given as a file name).
pub const MAX_TYPED: usize = 65_536;

const ON_OFF: [Label; 2] = [Label::Message("start-on"), Label::Message("start-off")];
/// The transposition table's forms: (label, on, hashed size in MB).
const TABLES: [(Label, bool, Option<usize>); 4] = [
    (Label::Message("start-on"), true, None),
    (Label::Message("start-off"), false, None),
    (Label::Counted("start-table-hashed", 16.0), true, Some(16)),
    (Label::Counted("start-table-hashed", 256.0), true, Some(256)),
];
/// The engines' techniques offered together: (PVS, killers and history).
const TECHNIQUES: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];
const TECHNIQUE_LABELS: [Label; 4] = [
    Label::Message("start-techniques-none"),
    Label::Verbatim("PVS"),
    Label::Message("start-techniques-killers"),
    Label::Message("start-techniques-all"),
];

/// The engines a side's computer may play with: minimax (with the switches), or Monte Carlo
/// tree search with this many iterations per move.
const ENGINES: [(Label, Option<u64>); 4] = [
    (Label::Verbatim("minimax"), None),
    (Label::Counted("start-engine-mcts", 1_000.0), Some(1_000)),
    (Label::Counted("start-engine-mcts", 10_000.0), Some(10_000)),
    (Label::Counted("start-engine-mcts", 100_000.0), Some(100_000)),
];

/// The engine field's option for a side's settings (other iteration counts: the nearest above).
fn engine_index(mcts: Option<MctsConfig>) -> usize {
    let Some(mcts) = mcts else { return 0 };
    let n = mcts.iteration_budget().unwrap_or(u64::MAX);
    ENGINES.iter().position(|e| e.1.is_some_and(|m| m >= n)).unwrap_or(ENGINES.len() - 1)
}

/// `CLOCKS` as the form shows them: off, then seconds.
fn time_labels() -> Vec<Label> {
    let seconds = CLOCKS.iter().skip(1).map(|&s| Label::Counted("start-seconds", s));
    std::iter::once(Label::Message("start-off")).chain(seconds).collect()
}

/// The table field's option for `config` (a hashed size not offered shows as the nearest above).
fn table_index(config: &SearchConfig) -> usize {
    let mb = config.hash_bytes.map(|b| b >> 20);
    match (config.transposition_table, mb) {
        (false, _) => 1,
        (true, None) => 0,
        (true, Some(mb)) => TABLES.iter().position(|t| t.2.is_some_and(|s| s >= mb)).unwrap_or(3),
    }
}

fn choice(id: FieldId, label: Label, options: &[Label], index: usize, hint: Label) -> Field {
    Field { id, label, value: FieldValue::Choice { options: options.to_vec(), index }, hint }
}

fn text(id: FieldId, label: Label, value: String, hint: Label) -> Field {
    Field { id, label, value: FieldValue::Text(value), hint }
}

/// A message of the catalogue, as a label.
const fn m(id: &'static str) -> Label {
    Label::Message(id)
}

/// The fields that belong to a game: its parameters on the form, its depth limit, its ordering.
fn game_fields(game: &GameSetup, config: &SearchConfig) -> Vec<Field> {
    let mut fields: Vec<Field> = game
        .entry
        .params()
        .iter()
        .filter_map(|p| {
            p.label?;
            let (key, long) = (game.entry.key(), p.long);
            let label = Label::Param { game: key, long, help: false };
            let help = Label::Param { game: key, long, help: true };
            let value = game.values.get(p.id).cloned().unwrap_or(p.kind.default_value());
            Some(match p.kind {
                Kind::Choice { options, .. } => {
                    let index = if let Value::Choice(i) = value { i } else { 0 };
                    let options: Vec<Label> = options.iter().map(|&o| Label::Verbatim(o)).collect();
                    choice(FieldId::Param(p.id), label, &options, index, help)
                }
                kind => text(FieldId::Param(p.id), label, kind.show(&value), help),
            })
        })
        .collect();
    fields.push(text(
        FieldId::Depth,
        m("start-depth"),
        config.depth.map_or(String::new(), |d| d.to_string()),
        m("start-depth-hint"),
    ));
    let time = config.time.and_then(|t| CLOCKS.iter().position(|&s| s == t.as_secs_f64()));
    fields.push(choice(
        FieldId::Time,
        m("start-time"),
        &time_labels(),
        time.unwrap_or(0),
        m("start-time-hint"),
    ));
    fields.push(choice(
        FieldId::Ordering,
        m("start-ordering"),
        &ON_OFF,
        !config.move_ordering as usize,
        m("start-ordering-hint"),
    ));
    fields
}

impl StartForm {
    pub fn new(setup: &PlaySetup) -> StartForm {
        let config = &setup.config;
        let titles: Vec<Label> =
            catalog::GAMES.iter().map(|e| Label::Game { key: e.key(), about: false }).collect();
        let game = catalog::GAMES.iter().position(|e| *e == setup.game.entry).unwrap_or(0);
        let about = Label::Game { key: setup.game.entry.key(), about: true };
        let modes: Vec<Label> = Mode::ALL.iter().map(|mode| m(mode.message())).collect();
        let mode = Mode::ALL.iter().position(|&m| m == setup.mode).unwrap_or(0);
        let mut fields = vec![
            choice(FieldId::Game, m("start-game"), &titles, game, about),
            choice(FieldId::Mode, m("start-mode"), &modes, mode, m("start-mode-hint")),
        ];
        fields.extend(game_fields(&setup.game, config));
        fields.extend([
            choice(
                FieldId::Algorithm,
                m("start-algorithm"),
                &[Label::Verbatim("minimax"), Label::Verbatim("negamax")],
                (config.algorithm == Algorithm::Negamax) as usize,
                m("start-algorithm-hint"),
            ),
            choice(
                FieldId::AlphaBeta,
                m("start-alpha-beta"),
                &ON_OFF,
                !config.alpha_beta as usize,
                m("start-alpha-beta-hint"),
            ),
            choice(
                FieldId::Table,
                m("start-table"),
                &TABLES.map(|t| t.0),
                table_index(config),
                m("start-table-hint"),
            ),
            choice(
                FieldId::Techniques,
                m("start-techniques"),
                &TECHNIQUE_LABELS,
                TECHNIQUES
                    .iter()
                    .position(|&t| t == (config.pvs, config.killers && config.history))
                    .unwrap_or(0),
                m("start-techniques-hint"),
            ),
        ]);
        let engines = ENGINES.map(|e| e.0);
        let sides = [(0, Player::Max, "start-max-engine"), (1, Player::Min, "start-min-engine")];
        for (i, side, label) in sides {
            let index = engine_index(setup.engines[i]);
            let hint = m("start-engine-hint");
            fields.push(choice(FieldId::Engine(side), m(label), &engines, index, hint));
        }
        let languages = Lang::ALL.map(|l| Label::Verbatim(l.name()));
        let language = Lang::ALL.iter().position(|&l| l == i18n::current()).unwrap_or(0);
        let hint = m("start-language-hint");
        fields.push(choice(FieldId::Language, m("start-language"), &languages, language, hint));
        StartForm { fields, selected: 0, error: None, fresh: true, kept: Vec::new() }
    }

    pub fn up(&mut self) {
        self.selected = self.selected.checked_sub(1).unwrap_or(self.fields.len() - 1);
        self.fresh = true;
    }

    pub fn down(&mut self) {
        self.selected = (self.selected + 1) % self.fields.len();
        self.fresh = true;
    }

    /// The game chosen now.
    fn entry(&self) -> &'static dyn Entry {
        catalog::GAMES[self.index(FieldId::Game)]
    }

    /// Steps a choice field (or a number field by one) left or right. Changing the game brings
    /// its own settings: as the user left them, else its defaults.
    pub fn step(&mut self, forward: bool) {
        let id = self.fields[self.selected].id;
        if id == FieldId::Game {
            let leaving = self.entry().key();
            let own: Vec<Field> =
                self.fields.iter().filter(|f| f.id.belongs_to_the_game()).cloned().collect();
            self.kept.retain(|(key, _)| *key != leaving);
            self.kept.push((leaving, own));
        }
        let kind = self.kind(self.selected);
        match &mut self.fields[self.selected].value {
            FieldValue::Choice { options, index } => {
                let n = options.len();
                *index = if forward { (*index + 1) % n } else { (*index + n - 1) % n };
            }
            FieldValue::Text(value) if matches!(kind, Some(Kind::Text { examples, .. }) if !examples.is_empty()) =>
            {
                // ←/→ on a field with examples: the next (or previous) example.
                let Some(Kind::Text { examples, .. }) = kind else { unreachable!("matched above") };
                let n = examples.len();
                let at = examples.iter().position(|e| e == value).unwrap_or(n - 1);
                let next = if forward { (at + 1) % n } else { (at + n - 1) % n };
                *value = examples[next].to_string();
                self.fresh = false;
            }
            FieldValue::Text(value) => {
                let (least, most) = match kind {
                    Some(Kind::Number { least, most, .. }) => (least, most),
                    _ => (1, u32::MAX as u64),
                };
                let next = match value.trim().parse::<u64>() {
                    Ok(n) if forward => Some(n.saturating_add(1).min(most)),
                    Ok(n) => Some(n.saturating_sub(1).max(least)),
                    // An empty depth limit is "to the end": ← comes down from the app's
                    // largest limit, → starts at one ply.
                    Err(_) if id == FieldId::Depth && value.trim().is_empty() => {
                        Some(if forward { 1 } else { MAX_DEPTH_LIMIT as u64 })
                    }
                    Err(_) => None,
                };
                if let Some(n) = next {
                    *value = n.to_string();
                }
                self.fresh = false;
            }
        }
        if id == FieldId::Game {
            self.bring_the_games_fields();
        }
    }

    /// After the game changed: its own fields in place of the last game's.
    fn bring_the_games_fields(&mut self) {
        let entry = self.entry();
        let own = match self.kept.iter().find(|(key, _)| *key == entry.key()) {
            Some((_, fields)) => fields.clone(),
            None => {
                let config =
                    SearchConfig { depth: entry.default_depth(), ..SearchConfig::default() };
                game_fields(&GameSetup::default_for(entry), &config)
            }
        };
        let at = self.fields.iter().position(|f| f.id.belongs_to_the_game()).unwrap_or(2);
        self.fields.retain(|f| !f.id.belongs_to_the_game());
        self.fields.splice(at..at, own);
        self.fields[0].hint = Label::Game { key: entry.key(), about: true };
    }

    /// The selected field takes any text (a tree, a board, a position): every printable key
    /// types there, where the other fields take digits and commas.
    pub fn free_text(&self) -> bool {
        matches!(self.kind(self.selected), Some(Kind::Text { .. }))
    }

    /// The kind of the game's parameter in field `index`, if it is one.
    fn kind(&self, index: usize) -> Option<Kind> {
        let FieldId::Param(id) = self.fields[index].id else { return None };
        self.entry().params().iter().find(|p| p.id == id).map(|p| p.kind)
    }

    /// Whether the selected field takes `c`.
    fn takes(&self, c: char) -> bool {
        match self.free_text() {
            true => !c.is_control(),
            false => c.is_ascii_digit() || c == ',',
        }
    }

    pub fn type_char(&mut self, c: char) {
        self.insert(&c.to_string());
    }

    /// Text pasted into the selected field: trimmed, its line breaks and tabs made spaces (a
    /// tree copied from a file), then checked whole as typing is.
    pub fn paste(&mut self, text: &str) {
        let text: String = text
            .trim()
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .filter(|c| !c.is_control())
            .collect();
        self.insert(&text);
    }

    /// Text typed into the selected field, checked whole: a field that takes digits and commas
    /// refuses anything else, and no field grows past `MAX_TYPED` characters.
    fn insert(&mut self, text: &str) {
        if let Some(c) = text.chars().find(|&c| !self.takes(c)) {
            let field = self.fields[self.selected].label.show();
            self.error =
                Some(crate::tr!("start-takes-digits", field = field, char = format!("{c:?}")));
            return;
        }
        let fresh = std::mem::take(&mut self.fresh);
        let FieldValue::Text(value) = &mut self.fields[self.selected].value else { return };
        // The first key typed into a field replaces what it held (10, then 21, is 21).
        if fresh {
            value.clear();
        }
        if value.chars().count() + text.chars().count() > MAX_TYPED {
            self.error = Some(crate::tr!("start-too-long", most = MAX_TYPED));
            return;
        }
        value.push_str(text);
        self.error = None;
    }

    pub fn backspace(&mut self) {
        if let FieldValue::Text(value) = &mut self.fields[self.selected].value {
            value.pop();
            self.fresh = false;
        }
    }

    fn field(&self, id: FieldId) -> Option<&Field> {
        self.fields.iter().find(|f| f.id == id)
    }

    pub fn text(&self, id: FieldId) -> &str {
        match self.field(id).map(|f| &f.value) {
            Some(FieldValue::Text(t)) => t,
            _ => "",
        }
    }

    fn index(&self, id: FieldId) -> usize {
        match self.field(id).map(|f| &f.value) {
            Some(FieldValue::Choice { index, .. }) => *index,
            _ => 0,
        }
    }

    /// The language chosen on the form.
    pub fn language(&self) -> Lang {
        Lang::ALL[self.index(FieldId::Language) % Lang::ALL.len()]
    }

    /// The setup the form describes, or what is wrong with it (checked by building the game).
    pub fn setup(&self) -> Result<PlaySetup, String> {
        let entry = self.entry();
        let mut values = Values::defaults(entry.params());
        for param in entry.params() {
            let Some(field) = self.field(FieldId::Param(param.id)) else { continue };
            let value = match &field.value {
                FieldValue::Choice { index, .. } => Value::Choice(*index),
                // An empty field takes the game's default, as the assignments say.
                FieldValue::Text(t) => {
                    param.kind.parse(t).map_err(|e| format!("{}: {e}", field.label.show()))?
                }
            };
            // Only what differs from the default counts as given (see `Values::given`).
            if value != param.kind.default_value() {
                values.set(param.id, value);
            }
        }
        let depth = match self.text(FieldId::Depth).trim() {
            "" => None,
            d => Some(
                positive_number(d).map_err(|e| format!("{}: {e}", crate::tr!("start-depth")))?,
            ),
        };
        let config = SearchConfig {
            algorithm: [Algorithm::Minimax, Algorithm::Negamax][self.index(FieldId::Algorithm)],
            alpha_beta: self.index(FieldId::AlphaBeta) == 0,
            depth,
            transposition_table: TABLES[self.index(FieldId::Table)].1,
            hash_bytes: TABLES[self.index(FieldId::Table)].2.map(|mb| mb << 20),
            move_ordering: self.index(FieldId::Ordering) == 0,
            pvs: TECHNIQUES[self.index(FieldId::Techniques)].0,
            killers: TECHNIQUES[self.index(FieldId::Techniques)].1,
            history: TECHNIQUES[self.index(FieldId::Techniques)].1,
            time: match self.index(FieldId::Time) {
                0 => None,
                i => Some(std::time::Duration::from_secs_f64(CLOCKS[i])),
            },
            ..SearchConfig::default()
        };
        let game = GameSetup::new(entry, values);
        let engine = |side| {
            let iterations = ENGINES[self.index(FieldId::Engine(side))].1?;
            Some(MctsConfig {
                iterations: Some(iterations),
                time: config.time,
                ..MctsConfig::default()
            })
        };
        let mut engines = [engine(Player::Max), engine(Player::Min)];
        // A game's own engine choice may be Monte Carlo tree search too (Reversi's): then both
        // sides play by it unless a side's engine says how.
        let own_mcts = entry.params().iter().any(|p| match (p.long, p.kind) {
            ("engine", Kind::Choice { options, .. }) => {
                options.get(game.values.choice(p.id)) == Some(&crate::catalog::MCTS)
            }
            _ => false,
        });
        if own_mcts {
            let default =
                MctsConfig { iterations: Some(10_000), time: config.time, ..MctsConfig::default() };
            engines = engines.map(|e| e.or(Some(default)));
        }
        let mode = Mode::ALL[self.index(FieldId::Mode)];
        let setup = PlaySetup { game, mode, config, engines };
        let session = setup.game.session()?;
        if let Some(why) = engines.iter().flatten().next().and(session.mcts_refusal()) {
            return Err(why);
        }
        Ok(setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::sum::{MOVES, PLAYED, TARGET};

    fn select(form: &mut StartForm, id: FieldId) {
        form.selected = form.fields.iter().position(|f| f.id == id).expect("the field is there");
        form.fresh = true;
    }

    #[test]
    fn the_clock_and_the_techniques_reach_the_search() {
        let mut form = StartForm::new(&PlaySetup::default());
        select(&mut form, FieldId::Time);
        form.step(true);
        form.step(true);
        select(&mut form, FieldId::Techniques);
        form.step(false);
        let config = form.setup().unwrap().config;
        assert_eq!(config.time, Some(std::time::Duration::from_secs_f64(0.5)));
        assert!(config.pvs && config.killers && config.history);
        // And back: a setup with them opens the form with them.
        let again = StartForm::new(&form.setup().unwrap()).setup().unwrap().config;
        assert_eq!((again.time, again.pvs, again.killers), (config.time, true, true));
    }

    #[test]
    fn the_form_round_trips_a_setup_and_reports_bad_fields() {
        let setup = PlaySetup::default();
        let mut form = StartForm::new(&setup);
        assert_eq!(form.setup().unwrap(), setup);
        select(&mut form, FieldId::Param(MOVES));
        form.fresh = false;
        form.backspace();
        form.type_char('4');
        assert_eq!(form.text(FieldId::Param(MOVES)), "2,4");
        select(&mut form, FieldId::Param(PLAYED));
        form.type_char('5');
        assert_eq!(form.setup().unwrap_err(), "the played move 5 is not in the move set {2, 4}");
        form.backspace();
        select(&mut form, FieldId::Param(TARGET));
        form.fresh = false;
        form.backspace();
        form.backspace();
        assert_eq!(form.text(FieldId::Param(TARGET)), "");
        let defaulted = form.setup().unwrap();
        assert_eq!(defaulted.game.values.number(TARGET), Some(10), "the seed's default");
        // A field of numbers takes no letter (the keys send none; a paste might).
        form.type_char('x');
        assert_eq!(form.error.as_deref(), Some("Target L takes digits and commas, not 'x'"));
        assert_eq!(form.text(FieldId::Param(TARGET)), "");
        form.type_char(',');
        assert_eq!(form.setup().unwrap_err(), "Target L: ',' is not a number");
    }

    #[test]
    fn typing_replaces_a_fresh_field_and_arrows_work_on_an_empty_depth() {
        let mut form = StartForm::new(&PlaySetup::default());
        form.down();
        form.down(); // Target L, holding 10
        form.type_char('2');
        form.type_char('1');
        assert_eq!(form.text(FieldId::Param(TARGET)), "21", "typing replaces, it does not append");
        select(&mut form, FieldId::Depth);
        assert_eq!(form.text(FieldId::Depth), "");
        form.step(false);
        assert_eq!(form.text(FieldId::Depth), MAX_DEPTH_LIMIT.to_string());
        form.backspace();
        form.backspace();
        form.step(true);
        assert_eq!(form.text(FieldId::Depth), "1");
    }

    #[test]
    fn each_game_keeps_its_own_settings() {
        let mut form = StartForm::new(&PlaySetup::default());
        select(&mut form, FieldId::AlphaBeta);
        form.step(true);
        select(&mut form, FieldId::Ordering);
        form.step(true);
        // To Reversi and back, through every game.
        for _ in 0..catalog::GAMES.len() {
            select(&mut form, FieldId::Game);
            form.step(true);
            let setup = form.setup().unwrap();
            assert!(!setup.config.alpha_beta, "alpha-beta is an engine switch for every game");
            // Every other game starts from its own defaults: its depth limit (Reversi's, Connect
            // Four's; none for the rest) and the engine's ordering.
            if setup.game.entry != catalog::GAMES[0] {
                assert_eq!(setup.config.depth, setup.game.default_depth());
                assert!(setup.config.move_ordering, "each game's own ordering");
            }
        }
        let back = form.setup().unwrap();
        assert_eq!(back.game.entry, catalog::GAMES[0]);
        assert!(!back.config.move_ordering, "the Sum Game kept its ordering off");
        assert_eq!(back.config.depth, None);
    }
}
