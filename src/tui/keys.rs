//! The one table of keys: it maps key presses to actions and generates the help overlay and the
//! status bar, so what is shown is what works.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    /// Esc: cancel a running search, else back to the start screen.
    Back,
    Help,
    Up,
    Down,
    Left,
    Right,
    /// Enter: play the selected or typed move; on the start screen, start.
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
    ToggleHints,
    Undo,
    Restart,
    Pause,
    Slower,
    Faster,
}

/// Which screen a binding belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Play,
}

enum Keys {
    Codes(&'static [KeyCode]),
    Digits,
    /// Digits and commas for the start screen's text fields.
    Text,
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

const BOTH: &[Screen] = &[Screen::Start, Screen::Play];
const PLAY: &[Screen] = &[Screen::Play];
const START: &[Screen] = &[Screen::Start];

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

pub const BINDINGS: &[Binding] = &[
    bind(Keys::Codes(&[Char('q')]), Action::Quit, "q", "quit", BOTH, Some("quit")),
    bind(Keys::Codes(&[Char('?')]), Action::Help, "?", "help: every key", BOTH, Some("help")),
    bind(
        Keys::Codes(&[KeyCode::Esc]),
        Action::Back,
        "Esc",
        "cancel the search, or back to the start screen",
        PLAY,
        Some("back"),
    ),
    bind(
        Keys::Codes(&[KeyCode::Up, Char('k')]),
        Action::Up,
        "↑/k",
        "previous move (start screen: previous field)",
        BOTH,
        None,
    ),
    bind(
        Keys::Codes(&[KeyCode::Down, Char('j')]),
        Action::Down,
        "↓/j",
        "next move (start screen: next field)",
        BOTH,
        None,
    ),
    bind(
        Keys::Codes(&[KeyCode::Left, Char('h')]),
        Action::Left,
        "←/h",
        "previous move (start screen: previous choice)",
        BOTH,
        None,
    ),
    bind(
        Keys::Codes(&[KeyCode::Right, Char('l')]),
        Action::Right,
        "→/l",
        "next move (start screen: next choice)",
        BOTH,
        None,
    ),
    bind(
        Keys::Codes(&[KeyCode::Enter]),
        Action::Confirm,
        "Enter",
        "play the selected move (start screen: start the game)",
        BOTH,
        Some("play"),
    ),
    bind(Keys::Digits, Action::Digit('0'), "0-9", "type a move's number", PLAY, None),
    bind(
        Keys::Codes(&[KeyCode::Backspace]),
        Action::Backspace,
        "Backspace",
        "erase a typed character",
        BOTH,
        None,
    ),
    bind(
        Keys::Codes(&[Char('a')]),
        Action::ToggleAlphaBeta,
        "a",
        "alpha-beta pruning on/off",
        PLAY,
        Some("αβ"),
    ),
    bind(
        Keys::Codes(&[Char('n')]),
        Action::ToggleAlgorithm,
        "n",
        "minimax / negamax",
        PLAY,
        Some("algo"),
    ),
    bind(
        Keys::Codes(&[Char('+'), Char('=')]),
        Action::DepthUp,
        "+",
        "search one ply deeper (past 20: to the end)",
        PLAY,
        None,
    ),
    bind(Keys::Codes(&[Char('-')]), Action::DepthDown, "-", "search one ply shallower", PLAY, None),
    bind(
        Keys::Codes(&[Char('t')]),
        Action::ToggleTable,
        "t",
        "transposition table on/off",
        PLAY,
        None,
    ),
    bind(
        Keys::Codes(&[Char('i')]),
        Action::ToggleHints,
        "i",
        "move-value hints on/off (blind play)",
        PLAY,
        Some("hints"),
    ),
    bind(
        Keys::Codes(&[Char('u')]),
        Action::Undo,
        "u",
        "undo your last move and the reply",
        PLAY,
        Some("undo"),
    ),
    bind(
        Keys::Codes(&[Char('r')]),
        Action::Restart,
        "r",
        "restart the game",
        PLAY,
        Some("restart"),
    ),
    bind(
        Keys::Codes(&[Char(' ')]),
        Action::Pause,
        "space",
        "pause/resume the computer (PC vs PC)",
        PLAY,
        Some("pause"),
    ),
    bind(Keys::Codes(&[Char('[')]), Action::Slower, "[", "slower PC vs PC", PLAY, None),
    bind(Keys::Codes(&[Char(']')]), Action::Faster, "]", "faster PC vs PC", PLAY, None),
    bind(Keys::Text, Action::Type(' '), "0-9 ,", "edit the selected text field", START, None),
];

impl Binding {
    fn action_for(&self, code: KeyCode) -> Option<Action> {
        match (&self.keys, code) {
            (Keys::Codes(codes), _) if codes.contains(&code) => Some(self.action),
            (Keys::Digits, Char(c)) if c.is_ascii_digit() => Some(Action::Digit(c)),
            (Keys::Text, Char(c)) if c.is_ascii_digit() || c == ',' => Some(Action::Type(c)),
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

/// The bindings for a screen, in table order (for help and the status bar).
pub fn for_screen(screen: Screen) -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(move |b| b.screens.contains(&screen))
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
            ('u', Action::Undo),
            ('r', Action::Restart),
            (' ', Action::Pause),
            ('[', Action::Slower),
            (']', Action::Faster),
            ('i', Action::ToggleHints),
            ('?', Action::Help),
        ] {
            assert_eq!(action(Screen::Play, key(Char(c))), Some(a), "{c}");
        }
    }
}
