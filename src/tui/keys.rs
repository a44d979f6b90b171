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
    pub label: &'static str,
    pub help: &'static str,
    pub screens: &'static [Screen],
    /// The word for it in the status bar, if it is shown there (the rest only in `?` help).
    pub status: Option<&'static str>,
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
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "play the typed move", INPUT, Some("play")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "stop typing", INPUT, Some("cancel")),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "erase a character", INPUT, None),
    bind(Keys::Any, Action::Type(' '), "a-z 0-9", "the move, as the moves list writes it", INPUT, None),
    bind(Keys::Codes(&[Char('q')]), Action::Quit, "q", "quit", ALL, Some("quit")),
    bind(Keys::Codes(&[Char('?')]), Action::Help, "?", "help: every key", ALL, Some("help")),
    bind(Keys::Codes(&[Char('P')]), Action::CyclePalette, "P", "colours (colour-blind safe, none)", ALL, None),
    // The help: it scrolls; any other key closes it.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓ PgUp PgDn Home End space", "scroll the help; any other key closes it", HELP, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::PageDown, Char(' ')]), Action::PageDown, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "", "", HELP, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "", "", HELP, None),
    // The start screen.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑/k", "previous field", START, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "↓/j", "next field", START, None),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "previous choice (or one less)", START, None),
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "next choice (or one more)", START, None),
    bind(Keys::Text, Action::Type(' '), "0-9 ,", "edit the selected text field", START, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "erase a typed character", START, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "start the game", START, Some("start")),
    bind(Keys::Codes(&[Char('p')]), Action::Practise, "p", "practise alpha-beta by hand on random trees", START, Some("practise")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "back to the game (or practice) you left", START, None),
    // A start-screen field that takes any text: the arrows move, every other key types.
    bind(Keys::Codes(&[KeyCode::Up]), Action::Up, "↑↓", "previous, next field", START_TEXT, Some("field")),
    bind(Keys::Codes(&[KeyCode::Down]), Action::Down, "", "", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Left]), Action::Left, "←→", "the examples", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Right]), Action::Right, "", "", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "erase a typed character", START_TEXT, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "start the game", START_TEXT, Some("start")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "back to the game (or practice) you left", START_TEXT, None),
    bind(Keys::Any, Action::Type(' '), "any key", "types (q too: Ctrl-C quits, or leave the field)", START_TEXT, Some("types, Ctrl-C quits")),
    // Practice.
    bind(Keys::Codes(&[KeyCode::Up]), Action::Up, "↑↓←→", "the parent, the first child, the siblings", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Down]), Action::Down, "", "", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Left]), Action::Left, "", "", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Right]), Action::Right, "", "", PRACTICE, None),
    bind(Keys::Window, Action::Type(' '), "0-9 - . , +", "type the node's value (--windows: α,β; a lone - is −∞, + is +∞)", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "erase a typed character", PRACTICE, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "the typed value is the node's", PRACTICE, Some("enter")),
    bind(Keys::Codes(&[Char('x')]), Action::MarkPruned, "x", "mark (or unmark) the node as never looked at", PRACTICE, Some("pruned")),
    bind(Keys::Codes(&[KeyCode::Tab]), Action::NextField, "Tab", "--windows: the value, α,β entered, α,β returned", PRACTICE, None),
    bind(Keys::Codes(&[Char('c')]), Action::Check, "c", "check the answers", PRACTICE, Some("check")),
    bind(Keys::Codes(&[Char('R')]), Action::Reveal, "R", "show the answers", PRACTICE, Some("reveal")),
    bind(Keys::Codes(&[Char('s')]), Action::Step, "s", "step through the search from the first mistake", PRACTICE, Some("step")),
    bind(Keys::Codes(&[Char('n')]), Action::NextTree, "n", "a new tree", PRACTICE, Some("new")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "back to the start (kept: Esc returns)", PRACTICE, Some("back")),
    // Sitting an exam.
    bind(Keys::Codes(&[KeyCode::Up]), Action::Up, "↑↓←→", "the parent, the first child, the siblings", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Down]), Action::Down, "", "", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Left]), Action::Left, "", "", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Right]), Action::Right, "", "", EXAM, None),
    bind(Keys::Number, Action::Type(' '), "0-9 - .", "type the node's value", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "erase a typed character", EXAM, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "the typed value is the node's (saved)", EXAM, Some("enter")),
    bind(Keys::Codes(&[Char('x')]), Action::MarkPruned, "x", "mark (or unmark) the node as never looked at (saved)", EXAM, Some("pruned")),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "the exam stays open: q ends it (answers are saved as you go)", EXAM, None),
    // Playing: the moves have the keys.
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "stop the search, or to the start (kept)", PLAY, Some("back")),
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓←→/hjkl", "choose a move (Nim: heap, stones)", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "", "", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "", "", BOARD, None),
    bind(Keys::Digits, Action::Digit('0'), "0-9", "type a move (Nim: stones to take)", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Backspace]), Action::Backspace, "Backspace", "erase a typed character", BOARD, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "play the selected (or typed) move", PLAY, Some("play")),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "try the selected (or typed) move: judged, not played", RETRY, Some("try")),
    bind(Keys::Codes(&[Char(':')]), Action::EnterMove, ":", "type a move's name to try (d3, pass, 1:4)", RETRY, None),
    bind(Keys::Codes(&[Char('b')]), Action::Reveal, "b", "show the best move and its line", RETRY, Some("best")),
    bind(Keys::Codes(&[Char('n')]), Action::NextMistake, "n", "the next move to retry", RETRY, Some("next")),
    bind(Keys::Codes(&[Char('p')]), Action::PreviousMistake, "p", "the previous move to retry", RETRY, None),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "end the retry (the game stays here)", RETRY, Some("end")),
    bind(Keys::Codes(&[Char(':')]), Action::EnterMove, ":", "type a move's name (d3, pass, 1:4)", PLAYING, None),
    bind(Keys::Codes(&[KeyCode::Tab]), Action::FocusTree, "Tab", "keys to the game tree and back", PLAYING, Some("tree")),
    bind(Keys::Codes(&[Char('s')]), Action::Step, "s", "step through the computer's search", PLAYING, Some("step")),
    bind(Keys::Codes(&[Char('A')]), Action::Analyze, "A", "analyse here, step through it", PLAYING, None),
    bind(Keys::Codes(&[Char('m')]), Action::Compare, "m", "compare minimax and alpha-beta", PLAYING, Some("compare")),
    bind(Keys::Codes(&[Char('a')]), Action::ToggleAlphaBeta, "a", "alpha-beta pruning on/off", PLAYING, Some("αβ")),
    bind(Keys::Codes(&[Char('n')]), Action::ToggleAlgorithm, "n", "minimax / negamax", PLAYING, None),
    bind(Keys::Codes(&[Char('+'), Char('=')]), Action::DepthUp, "+", "depth limit +1 (past 20: none)", PLAYING, None),
    bind(Keys::Codes(&[Char('-')]), Action::DepthDown, "-", "depth limit −1", PLAYING, None),
    bind(Keys::Codes(&[Char('t')]), Action::ToggleTable, "t", "transposition table on/off", PLAYING, None),
    bind(Keys::Codes(&[Char('T')]), Action::CycleClock, "T", "time per move: off, 0.1 s … 10 s", PLAYING, None),
    bind(Keys::Codes(&[Char('b')]), Action::MarkBest, "b", "★ on the board: best, top 3, none", PLAYING, None),
    bind(Keys::Codes(&[Char('i')]), Action::ToggleHints, "i", "hints on/off (off: blind play)", PLAYING, None),
    bind(Keys::Codes(&[Char('u')]), Action::Undo, "u", "undo your last move and the reply", PLAYING, Some("undo")),
    bind(Keys::Codes(&[Char('r')]), Action::Restart, "r", "restart the game", PLAYING, Some("restart")),
    bind(Keys::Codes(&[Char('<')]), Action::HistoryBack, "<", "one move back through the game", PLAYING, None),
    bind(Keys::Codes(&[Char('>')]), Action::HistoryForward, ">", "one move forward again", PLAYING, None),
    bind(Keys::Codes(&[Char('w')]), Action::SaveRecord, "w", "save the game (play --load)", PLAYING, None),
    bind(Keys::Codes(&[Char('y')]), Action::CopyPosition, "y", "copy the position's notation", PLAYING, None),
    bind(Keys::Codes(&[Char('Y')]), Action::EnterPosition, "Y", "type a position and start from it", PLAYING, None),
    bind(Keys::Codes(&[Char('V')]), Action::SwitchLine, "V", "the other line from here (a variation)", PLAYING, None),
    bind(Keys::Codes(&[Char('R')]), Action::Review, "R", "review the game move by move", PLAYING, Some("review")),
    bind(Keys::Codes(&[Char('X')]), Action::ExportPicture, "X", "draw the search in view to files (TikZ, SVG)", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[Char('e')]), Action::Explain, "e", "why the best move is best: its proof", PLAYING, None),
    bind(Keys::Codes(&[Char(' ')]), Action::Pause, "space", "pause/resume the computer", PLAYING, None),
    bind(Keys::Codes(&[Char('.')]), Action::OneMove, ".", "paused: the computer plays once", PLAYING, None),
    bind(Keys::Codes(&[Char('[')]), Action::Slower, "[", "slower PC vs PC", PLAYING, None),
    bind(Keys::Codes(&[Char(']')]), Action::Faster, "]", "faster PC vs PC", PLAYING, None),
    // The review has the keys.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓/kj", "the previous or next move", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp/PgDn", "a page up or down", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "", "", REVIEW, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "go to the position before the move", REVIEW, Some("go there")),
    bind(Keys::Codes(&[Char('t')]), Action::Retry, "t", "retry the moves that changed the result", REVIEW, Some("retry")),
    bind(Keys::Codes(&[KeyCode::Esc, Char('R')]), Action::Back, "Esc", "close the review (stop it while it runs)", REVIEW, Some("close")),
    // The explanation has the keys.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑↓/kj", "scroll", &[Screen::Explain], None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "", "", &[Screen::Explain], None),
    bind(Keys::Codes(&[KeyCode::Esc, Char('e')]), Action::Back, "Esc", "close the explanation", &[Screen::Explain], Some("close")),
    // The game tree has the keys.
    bind(Keys::Codes(&[KeyCode::Up, Char('k')]), Action::Up, "↑/k", "previous row", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::Down, Char('j')]), Action::Down, "↓/j", "next row", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "open the node", TREE, None),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "close the node (or go to its parent)", TREE, None),
    bind(Keys::Codes(&[KeyCode::Enter]), Action::Confirm, "Enter", "open or close the node", &[Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp", "a page up", TREE, None),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "PgDn", "a page down", TREE, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "Home", "the root", TREE, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "End", "the end of the best line", TREE, None),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "keys back to the moves", TREE, Some("moves")),
    // Stepping through a search.
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "one step forward", STEP, Some("step")),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "one step back", STEP, Some("back")),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "PgDn", "ten steps forward", STEP, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp", "ten steps back", STEP, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "Home", "the start of the search", STEP, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "End", "the end of the search", STEP, None),
    bind(Keys::Codes(&[Char('c')]), Action::NextCutoff, "c", "forward to the next cutoff", STEP, Some("cutoff")),
    bind(Keys::Codes(&[Char('v')]), Action::NextRootValue, "v", "forward to the next root value", STEP, Some("root")),
    bind(Keys::Codes(&[Char('n')]), Action::NextChapter, "n", "the next iteration (on a clock)", STEP, None),
    bind(Keys::Codes(&[Char('p')]), Action::PreviousChapter, "p", "the previous iteration", STEP, None),
    bind(Keys::Codes(&[Char(' ')]), Action::Pause, "space", "autoplay on/off", STEPS, Some("play")),
    bind(Keys::Codes(&[Char('[')]), Action::Slower, "[", "slower autoplay", STEPS, None),
    bind(Keys::Codes(&[Char(']')]), Action::Faster, "]", "faster autoplay", STEPS, None),
    bind(Keys::Codes(&[Char('f')]), Action::Follow, "f", "tree cursor follows the search", STEP, None),
    bind(Keys::Codes(&[Char('m')]), Action::Compare, "m", "compare minimax and alpha-beta here", STEP, None),
    bind(Keys::Codes(&[Char('d')]), Action::ToggleDrawing, "d", "the tree drawn, or as an outline", &[Screen::Play, Screen::Tree, Screen::Step], None),
    bind(Keys::Codes(&[KeyCode::Esc]), Action::Back, "Esc", "leave the step-through", STEPS, Some("leave")),
    // Stepping through a Monte Carlo search.
    bind(Keys::Codes(&[KeyCode::Right, Char('l')]), Action::Right, "→/l", "the next phase (selection, expansion, playout, backup)", MCTS_STEP, Some("phase")),
    bind(Keys::Codes(&[KeyCode::Left, Char('h')]), Action::Left, "←/h", "the previous phase", MCTS_STEP, Some("back")),
    bind(Keys::Codes(&[Char('n')]), Action::NextChapter, "n", "the next iteration", MCTS_STEP, Some("iteration")),
    bind(Keys::Codes(&[Char('p')]), Action::PreviousChapter, "p", "the previous iteration", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::PageDown]), Action::PageDown, "PgDn", "ten iterations forward", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::PageUp]), Action::PageUp, "PgUp", "ten iterations back", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::Home]), Action::Home, "Home", "the first iteration", MCTS_STEP, None),
    bind(Keys::Codes(&[KeyCode::End]), Action::End, "End", "the last iteration recorded", MCTS_STEP, None),
];

impl Binding {
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
