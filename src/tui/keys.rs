//! The one table of keys: it maps key presses to actions and generates the help overlay and the
//! status bar, so what is shown is what works.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    /// Esc: cancel a running search, leave the step-through or the tree, else back to the start.
    Back,
    Help,
    Up,
    Down,
    Left,
    Right,
    PageUp,
    PageDown,
    Home,
    End,
    /// Enter: play the selected or typed move; start the game; open or close a tree node.
    Confirm,
    Digit(char),
    /// A character typed into a text field (start screen).
    Type(char),
    Backspace,
    ToggleAlphaBeta,
    ToggleAlgorithm,
    DepthUp,
    DepthDown,
    ToggleTable,
    /// The next time per move (iterative deepening on a clock), off included.
    CycleClock,
    ToggleHints,
    Undo,
    Restart,
    /// Space: pause/resume the computer; in the step-through, autoplay.
    Pause,
    Slower,
    Faster,
    /// Step through the search for the next computer move (or the last search).
    Step,
    /// Search the current position for a human, and step through it.
    Analyze,
    /// Compare plain minimax and alpha-beta (with and without table and ordering) here.
    Compare,
    /// Tab: move the keys between the moves and the game tree.
    FocusTree,
    NextCutoff,
    NextRootValue,
    /// The tree cursor follows the search again.
    Follow,
    /// On a clock: the next (or previous) search of the step-through, an iteration or an
    /// aspiration window's try.
    NextChapter,
    PreviousChapter,
    /// `d`: the tree drawn as in the textbook, or as an outline.
    ToggleDrawing,
    /// Practice: mark the node under the cursor as never looked at (or unmark it).
    MarkPruned,
    /// Practice: check the answers.
    Check,
    /// Practice: show the answers.
    Reveal,
    /// Practice: a new tree.
    NextTree,
    /// Practice with `--windows`: the value, α and β entered, or α and β returned.
    NextField,
    /// The start screen: practise on random trees.
    Practise,
    /// `:` — type a move in the game's notation (d3, pass, 2:3).
    EnterMove,
    /// `.` — while paused, let the computer play one move.
    OneMove,
    /// `<` / `>`: walk back and forward through the game's moves (a loaded record, or after `<`).
    HistoryBack,
    HistoryForward,
    /// `w`: write the game's record to a file.
    SaveRecord,
    /// `R`: review the game move by move.
    Review,
    /// `V`: the other line (a variation) that leaves the game here becomes the line ahead.
    SwitchLine,
    /// `b`: mark the best move on the board, the top three, or none.
    MarkBest,
    /// `y`: the position in the game's notation, copied to the clipboard.
    CopyPosition,
    /// `Y`: type a position in the game's notation and start from it.
    EnterPosition,
    /// `P`: the next palette (the terminal's colours, colour-blind safe, none).
    CyclePalette,
    /// `t` in the review: retry the moves that changed the result.
    Retry,
    /// `e`: the position explained by its proof.
    Explain,
    /// `X`: the search in view drawn to files (TikZ and SVG).
    ExportPicture,
    /// Retrying: the next (or previous) move to try again.
    NextMistake,
    PreviousMistake,
}

/// Which screen (or part of it) has the keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    /// The start screen with a field selected that takes any text (a tree, a board): every
    /// printable key types.
    StartText,
    Play,
    /// The game tree has the keys (Tab on the play screen).
    Tree,
    /// Stepping through a search.
    Step,
    /// Typing a move after `:`.
    Input,
    /// Practising on a random tree.
    Practice,
    /// The game's review, over the screen.
    Review,
    /// Stepping through a Monte Carlo search.
    MctsStep,
    /// The help over any screen: the arrows, the pages and space scroll it.
    Help,
    /// Retrying one's mistakes: the board's keys try a move, the values hidden.
    Retry,
    /// The explanation over the screen: it scrolls.
    Explain,
    /// Sitting an exam: practice without checks, answers, or a step-through.
    Exam,
}

enum Keys {
    Codes(&'static [KeyCode]),
    Digits,
    /// Digits and commas for the start screen's text fields.
    Text,
    /// Digits, a minus sign and a decimal point (practice values).
    Number,
    /// A number, or a window `α,β` whose bounds may be a lone `-` or `+` for ±∞ (practice).
    Window,
    /// Any character (typing a move).
    Any,
}

pub struct Binding {
    keys: Keys,
    action: Action,
    /// The keys as the help writes them ("space" and "any key" in the language of the moment).
    label: &'static str,
    /// What the keys do, a message of the catalogue (none: on the line of the binding before).
    help: &'static str,
    pub screens: &'static [Screen],
    /// The word for it in the status bar, a message, if it is shown there (the rest only in `?`
    /// help).
    status: Option<&'static str>,
}

const ALL: &[Screen] = &[
    Screen::Start,
    Screen::Play,
    Screen::Tree,
    Screen::Step,
    Screen::Practice,
    Screen::Review,
    Screen::MctsStep,
    Screen::Help,
    Screen::Retry,
    Screen::Explain,
    Screen::Exam,
];
const HELP: &[Screen] = &[Screen::Help];
const REVIEW: &[Screen] = &[Screen::Review];
const PRACTICE: &[Screen] = &[Screen::Practice];
const EXAM: &[Screen] = &[Screen::Exam];
const INPUT: &[Screen] = &[Screen::Input];
const PLAY: &[Screen] = &[Screen::Play];
const START: &[Screen] = &[Screen::Start];
const START_TEXT: &[Screen] = &[Screen::StartText];
const TREE: &[Screen] = &[Screen::Tree];
const STEP: &[Screen] = &[Screen::Step];
const MCTS_STEP: &[Screen] = &[Screen::MctsStep];
const STEPS: &[Screen] = &[Screen::Step, Screen::MctsStep];
const PLAYING: &[Screen] = &[Screen::Play, Screen::Tree];
const RETRY: &[Screen] = &[Screen::Retry];
const BOARD: &[Screen] = &[Screen::Play, Screen::Retry];

const fn bind(
    keys: Keys,
    action: Action,
    label: &'static str,
    help: &'static str,
    screens: &'static [Screen],
    status: Option<&'static str>,
) -> Binding {
    Binding { keys, action, label, help, screens, status }
}

use KeyCode::Char;

#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Typing a move after `:` takes every character.
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-input-confirm", INPUT, Some("status-play")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-input-back", INPUT, Some("status-cancel")),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "key-input-backspace", INPUT, None),
    bind(Keys::Any, Action::Type(' '), "a-z 0-9", "key-input-type", INPUT, None),
    bind(Keys::Codes(&[Char('q')]), Action::Quit, "q", "key-all-quit", ALL, Some("status-quit")),
    bind(Keys::Codes(&[Char('?')]), Action::Help, "?", "key-all-help", ALL, Some("status-help")),
    bind(Keys::Codes(&[Char('P')]), Action::CyclePalette, "P", "key-all-cycle-palette", ALL, None),
    // The help: it scrolls; any other key closes it.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓ PgUp PgDn Home End space", "key-help-up", HELP, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::PageDown, Char(' ')]), Action::PageDown, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "", "", HELP, None),
    // The start screen.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑/k", "key-start-up", START, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "↓/j", "key-start-down", START, None),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "key-start-left", START, None),
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "key-start-right", START, None),
    bind(Keys::Text, Action::Type(' '), "0-9 ,", "key-start-type", START, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "key-start-backspace", START, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-start-confirm", START, Some("status-start")),
    bind(Keys::Codes(&[Char('p')]), Action::Practise, "p", "key-start-practise", START, Some("status-practise")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-start-back", START, None),
    // A start-screen field that takes any text: the arrows move, every other key types.
    bind(Keys::Codes(&[KeyCode::Up]), Action::Up, "↑↓", "key-start-text-up", START_TEXT, Some("status-field")),
    bind(Keys::Codes(&[KeyCode::Down]), Action::Down, "", "", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Left]), Action::Left, "←→", "key-start-text-left", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Right]), Action::Right, "", "", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "key-start-backspace", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-start-confirm", START_TEXT, Some("status-start")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-start-back", START_TEXT, None),
    bind(Keys::Any, Action::Type(' '), "any key", "key-start-text-type", START_TEXT, Some("status-types-ctrl-c-quits")),
    // Practice.
    bind(Keys::Codes(&[KeyCode::Up]), Action::Up, "↑↓←→", "key-practice-up", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Down]), Action::Down, "", "", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Left]), Action::Left, "", "", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Right]), Action::Right, "", "", PRACTICE, None),
    bind(Keys::Window, Action::Type(' '), "0-9 - . , +", "key-practice-type", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "key-start-backspace", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-practice-confirm", PRACTICE, Some("status-enter")),
    bind(Keys::Codes(&[Char('x')]), Action::MarkPruned, "x", "key-practice-mark-pruned", PRACTICE, Some("status-pruned")),
    bind(Keys::Codes(&[KeyCode::Tab]), Action::NextField, "Tab", "key-practice-next-field", PRACTICE, None),
    bind(Keys::Codes(&[Char('c')]), Action::Check, "c", "key-practice-check", PRACTICE, Some("status-check")),
    bind(Keys::Codes(&[Char('R')]), Action::Reveal, "R", "key-practice-reveal", PRACTICE, Some("status-reveal")),
    bind(Keys::Codes(&[Char('s')]), Action::Step, "s", "key-practice-step", PRACTICE, Some("status-step")),
    bind(Keys::Codes(&[Char('n')]), Action::NextTree, "n", "key-practice-next-tree", PRACTICE, Some("status-new")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-practice-back", PRACTICE, Some("status-back")),
    // Sitting an exam.
    bind(Keys::Codes(&[KeyCode::Up]), Action::Up, "↑↓←→", "key-practice-up", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Down]), Action::Down, "", "", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Left]), Action::Left, "", "", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Right]), Action::Right, "", "", EXAM, None),
    bind(Keys::Number, Action::Type(' '), "0-9 - .", "key-exam-type", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "key-start-backspace", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-exam-confirm", EXAM, Some("status-enter")),
    bind(Keys::Codes(&[Char('x')]), Action::MarkPruned, "x", "key-exam-mark-pruned", EXAM, Some("status-pruned")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-exam-back", EXAM, None),
    // Playing: the moves have the keys.
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-play-back", PLAY, Some("status-back")),
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓←→/hjkl", "key-board-up", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "", "", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "", "", BOARD, None),
    bind(Keys::Digits, Action::Digit('0'), "0-9", "key-board-digit", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "key-start-backspace", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-play-confirm", PLAY, Some("status-play")),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-retry-confirm", RETRY, Some("status-try")),
    bind(Keys::Codes(&[Char(':')]), Action::EnterMove, ":", "key-retry-enter-move", RETRY, None),
    bind(Keys::Codes(&[Char('b')]), Action::Reveal, "b", "key-retry-reveal", RETRY, Some("status-best")),
    bind(Keys::Codes(&[Char('n')]), Action::NextMistake, "n", "key-retry-next-mistake", RETRY, Some("status-next")),
    bind(Keys::Codes(&[Char('p')]), Action::PreviousMistake, "p", "key-retry-previous-mistake", RETRY, None),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-retry-back", RETRY, Some("status-end")),
    bind(Keys::Codes(&[Char(':')]), Action::EnterMove, ":", "key-playing-enter-move", PLAYING, None),
    bind(Keys::Codes(&[KeyCode::Tab]), Action::FocusTree, "Tab", "key-playing-focus-tree", PLAYING, Some("status-tree")),
    bind(Keys::Codes(&[Char('s')]), Action::Step, "s", "key-playing-step", PLAYING, Some("status-step")),
    bind(Keys::Codes(&[Char('A')]), Action::Analyze, "A", "key-playing-analyze", PLAYING, None),
    bind(Keys::Codes(&[Char('m')]), Action::Compare, "m", "key-playing-compare", PLAYING, Some("status-compare")),
    bind(Keys::Codes(&[Char('a')]), Action::ToggleAlphaBeta, "a", "key-playing-toggle-alpha-beta", PLAYING, Some("status-alpha-beta")),
    bind(Keys::Codes(&[Char('n')]), Action::ToggleAlgorithm, "n", "key-playing-toggle-algorithm", PLAYING, None),
    bind(Keys::Codes(&[Char('+'), Char('=')]), Action::DepthUp, "+", "key-playing-depth-up", PLAYING, None),
    bind(Keys::Codes(&[Char('-')]), Action::DepthDown, "-", "key-playing-depth-down", PLAYING, None),
    bind(Keys::Codes(&[Char('t')]), Action::ToggleTable, "t", "key-playing-toggle-table", PLAYING, None),
    bind(Keys::Codes(&[Char('T')]), Action::CycleClock, "T", "key-playing-cycle-clock", PLAYING, None),
    bind(Keys::Codes(&[Char('b')]), Action::MarkBest, "b", "key-playing-mark-best", PLAYING, None),
    bind(Keys::Codes(&[Char('i')]), Action::ToggleHints, "i", "key-playing-toggle-hints", PLAYING, None),
    bind(Keys::Codes(&[Char('u')]), Action::Undo, "u", "key-playing-undo", PLAYING, Some("status-undo")),
    bind(Keys::Codes(&[Char('r')]), Action::Restart, "r", "key-playing-restart", PLAYING, Some("status-restart")),
    bind(Keys::Codes(&[Char('<')]), Action::HistoryBack, "<", "key-playing-history-back", PLAYING, None),
    bind(Keys::Codes(&[Char('>')]), Action::HistoryForward, ">", "key-playing-history-forward", PLAYING, None),
    bind(Keys::Codes(&[Char('w')]), Action::SaveRecord, "w", "key-playing-save-record", PLAYING, None),
    bind(Keys::Codes(&[Char('y')]), Action::CopyPosition, "y", "key-playing-copy-position", PLAYING, None),
    bind(Keys::Codes(&[Char('Y')]), Action::EnterPosition, "Y", "key-playing-enter-position", PLAYING, None),
    bind(Keys::Codes(&[Char('V')]), Action::SwitchLine, "V", "key-playing-switch-line", PLAYING, None),
    bind(Keys::Codes(&[Char('R')]), Action::Review, "R", "key-playing-review", PLAYING, Some("status-review")),
    bind(Keys::Codes(&[Char('X')]), Action::ExportPicture, "X", "key-tree-step-export-picture", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[Char('e')]), Action::Explain, "e", "key-playing-explain", PLAYING, None),
    bind(Keys::Codes(&[Char(' ')]), Action::Pause, "space", "key-playing-pause", PLAYING, None),
    bind(Keys::Codes(&[Char('.')]), Action::OneMove, ".", "key-playing-one-move", PLAYING, None),
    bind(Keys::Codes(&[Char('[')]), Action::Slower, "[", "key-playing-slower", PLAYING, None),
    bind(Keys::Codes(&[Char(']')]), Action::Faster, "]", "key-playing-faster", PLAYING, None),
    // The review has the keys.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓/kj", "key-review-up", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp/PgDn", "key-review-page-up", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "", "", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-review-confirm", REVIEW, Some("status-go-there")),
    bind(Keys::Codes(&[Char('t')]), Action::Retry, "t", "key-review-retry", REVIEW, Some("status-retry")),
    bind(Keys::Codes(&[KeyCode::Esc, Char('R')]), Action::Back, "Esc", "key-review-back", REVIEW, Some("status-close")),
    // The explanation has the keys.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓/kj", "key-explain-up", &[Screen::Explain], None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", &[Screen::Explain], None),
    bind(Keys::Codes(&[KeyCode::Esc, Char('e')]), Action::Back, "Esc", "key-explain-back", &[Screen::Explain], Some("status-close")),
    // The game tree has the keys.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑/k", "key-tree-step-up", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "↓/j", "key-tree-step-down", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "key-tree-right", TREE, None),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "key-tree-left", TREE, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "key-tree-step-confirm", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp", "key-tree-page-up", TREE, None),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "PgDn", "key-tree-page-down", TREE, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "Home", "key-tree-home", TREE, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "End", "key-tree-end", TREE, None),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-tree-back", TREE, Some("status-moves")),
    // Stepping through a search.
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "key-step-right", STEP, Some("status-step")),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "key-step-left", STEP, Some("status-back")),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "PgDn", "key-step-page-down", STEP, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp", "key-step-page-up", STEP, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "Home", "key-step-home", STEP, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "End", "key-step-end", STEP, None),
    bind(Keys::Codes(&[Char('c')]), Action::NextCutoff, "c", "key-step-next-cutoff", STEP, Some("status-cutoff")),
    bind(Keys::Codes(&[Char('v')]), Action::NextRootValue, "v", "key-step-next-root-value", STEP, Some("status-root")),
    bind(Keys::Codes(&[Char('n')]), Action::NextChapter, "n", "key-step-next-chapter", STEP, None),
    bind(Keys::Codes(&[Char('p')]), Action::PreviousChapter, "p", "key-step-previous-chapter", STEP, None),
    bind(Keys::Codes(&[Char(' ')]), Action::Pause, "space", "key-steps-pause", STEPS, Some("status-play")),
    bind(Keys::Codes(&[Char('[')]), Action::Slower, "[", "key-steps-slower", STEPS, None),
    bind(Keys::Codes(&[Char(']')]), Action::Faster, "]", "key-steps-faster", STEPS, None),
    bind(Keys::Codes(&[Char('f')]), Action::Follow, "f", "key-step-follow", STEP, None),
    bind(Keys::Codes(&[Char('m')]), Action::Compare, "m", "key-step-compare", STEP, None),
    bind(Keys::Codes(&[Char('d')]), Action::ToggleDrawing, "d", "key-play-tree-step-toggle-drawing", &[Screen::Play, Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "key-steps-back", STEPS, Some("status-leave")),
    // Stepping through a Monte Carlo search.
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "key-mcts-step-right", MCTS_STEP, Some("status-phase")),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "key-mcts-step-left", MCTS_STEP, Some("status-back")),
    bind(Keys::Codes(&[Char('n')]), Action::NextChapter, "n", "key-mcts-step-next-chapter", MCTS_STEP, Some("status-iteration")),
    bind(Keys::Codes(&[Char('p')]), Action::PreviousChapter, "p", "key-step-previous-chapter", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "PgDn", "key-mcts-step-page-down", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp", "key-mcts-step-page-up", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "Home", "key-mcts-step-home", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "End", "key-mcts-step-end", MCTS_STEP, None),
];

impl Binding {
    /// The keys, as the help and the status bar write them.
    pub fn label(&self) -> String {
        let key = |key: &str| match key {
            "space" => crate::tr!("key-name-space"),
            key => key.to_string(),
        };
        match self.label {
            "any key" => crate::tr!("key-name-any"),
            label => label.split(' ').map(key).collect::<Vec<_>>().join(" "),
        }
    }

    /// What the keys do ("" for a binding that shares the line before it).
    pub fn help(&self) -> String {
        match self.help {
            "" => String::new(),
            id => crate::i18n::text(id, None),
        }
    }

    /// The status bar's word for it, if the bar shows it.
    pub fn status(&self) -> Option<String> {
        self.status.map(|id| crate::i18n::text(id, None))
    }

    fn action_for(&self, code: KeyCode) -> Option<Action> {
        match (&self.keys, code) {
            (Keys::Codes(codes), _) if codes.contains(&code) => Some(self.action),
            (Keys::Digits, Char(c)) if c.is_ascii_digit() => Some(Action::Digit(c)),
            (Keys::Text, Char(c)) if c.is_ascii_digit() || c == ',' => Some(Action::Type(c)),
            (Keys::Number, Char(c)) if c.is_ascii_digit() || c == '-' || c == '.' => {
                Some(Action::Type(c))
            }
            (Keys::Window, Char(c)) if c.is_ascii_digit() || "-.,+".contains(c) => {
                Some(Action::Type(c))
            }
            (Keys::Any, Char(c)) => Some(Action::Type(c)),
            _ => None,
        }
    }
}

/// The action of a key press on `screen`, if it has one.
pub fn action(screen: Screen, key: KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        // Ctrl-C quits from anywhere, as in any terminal program.
        return (key.code == Char('c')).then_some(Action::Quit);
    }
    for_screen(screen).find_map(|b| b.action_for(key.code))
}

/// The bindings for a screen, in table order (for help and the status bar). A binding with no
/// label shares the line of the one before it.
pub fn for_screen(screen: Screen) -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(move |b| b.screens.contains(&screen))
}

/// The bindings worth a line in the help.
pub fn help_lines(screen: Screen) -> impl Iterator<Item = &'static Binding> {
    for_screen(screen).filter(|b| !b.label.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_map_to_actions_by_screen() {
        assert_eq!(action(Screen::Play, key(Char('q'))), Some(Action::Quit));
        assert_eq!(action(Screen::Play, key(Char('7'))), Some(Action::Digit('7')));
        assert_eq!(action(Screen::Start, key(Char('7'))), Some(Action::Type('7')));
        assert_eq!(action(Screen::Start, key(Char(','))), Some(Action::Type(',')));
        assert_eq!(action(Screen::Play, key(Char('l'))), Some(Action::Right));
        assert_eq!(action(Screen::Step, key(Char('l'))), Some(Action::Right));
        assert_eq!(action(Screen::Tree, key(KeyCode::Esc)), Some(Action::Back));
        assert_eq!(action(Screen::Play, key(KeyCode::Esc)), Some(Action::Back));
        assert_eq!(action(Screen::Start, key(Char('a'))), None);
        assert_eq!(
            action(Screen::Play, KeyEvent::new(Char('c'), KeyModifiers::CONTROL)),
            Some(Action::Quit)
        );
        assert_eq!(action(Screen::Play, key(Char('Z'))), None);
    }

    #[test]
    fn every_play_action_of_the_issue_has_a_key() {
        for (c, a) in [
            ('a', Action::ToggleAlphaBeta),
            ('n', Action::ToggleAlgorithm),
            ('+', Action::DepthUp),
            ('-', Action::DepthDown),
            ('t', Action::ToggleTable),
            ('T', Action::CycleClock),
            ('u', Action::Undo),
            ('r', Action::Restart),
            (' ', Action::Pause),
            ('[', Action::Slower),
            (']', Action::Faster),
            ('i', Action::ToggleHints),
            ('?', Action::Help),
            ('s', Action::Step),
            ('A', Action::Analyze),
            ('m', Action::Compare),
        ] {
            assert_eq!(action(Screen::Play, key(Char(c))), Some(a), "{c}");
        }
        for (code, a) in [
            (Char('l'), Action::Right),
            (Char('h'), Action::Left),
            (KeyCode::PageDown, Action::PageDown),
            (KeyCode::PageUp, Action::PageUp),
            (KeyCode::Home, Action::Home),
            (KeyCode::End, Action::End),
            (Char('c'), Action::NextCutoff),
            (Char('v'), Action::NextRootValue),
            (Char(' '), Action::Pause),
        ] {
            assert_eq!(action(Screen::Step, key(code)), Some(a), "{code:?}");
        }
    }
}
