//! A prompt in the status bar or the Moves panel's title: a move by name (`:`), a position to
//! start from (`Y`).

use crate::tui::keys::Action;

use super::Effect;

/// The most bytes a prompt holds, as many as the start screen's fields: a position `y` copies
/// can be long (a Sum Game's moves played; it cut one at 256, sum 186 where 450 was copied),
/// and a flood of typed keys still stops growing it. Past it the prompt says so.
pub const PROMPT_MAX: usize = 65_536;

/// What is typed at a prompt, and what it asks for.
pub struct Prompt {
    pub text: String,
    pub asks: Asks,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asks {
    /// A move by name, in the game's position (`:`).
    Move,
    /// A position as `y` copies it, to start from (`Y`).
    Position,
}

impl Prompt {
    pub fn new(asks: Asks) -> Prompt {
        Prompt { text: String::new(), asks }
    }

    /// Typing edits the text; Enter hands it on; any other key closes the prompt.
    pub fn update(&mut self, action: Action) -> Effect {
        match action {
            Action::Type(c) if self.text.len() < PROMPT_MAX => self.text.push(c),
            Action::Type(_) => {
                return Effect::Say(crate::tr!("say-prompt-full", n = PROMPT_MAX));
            }
            Action::Backspace => {
                self.text.pop();
            }
            Action::Confirm => {
                let typed = std::mem::take(&mut self.text).trim().to_string();
                return match self.asks {
                    Asks::Move => Effect::PlayNamed(typed),
                    Asks::Position => Effect::StartFrom(typed),
                };
            }
            _ => return Effect::Close,
        }
        match self.asks {
            Asks::Move => Effect::None, // the Moves panel's title shows it
            Asks::Position => Effect::Say(self.echo()),
        }
    }

    /// A position's prompt is in the status bar with its end in view (a Reversi board is 64
    /// long).
    fn echo(&self) -> String {
        let text = &self.text;
        let shown: String =
            text.chars().rev().take(48).collect::<Vec<_>>().into_iter().rev().collect();
        let cut = if shown.len() < text.len() { "…" } else { "" };
        crate::tr!("say-position-prompt", text = format!("{cut}{shown}_"))
    }
}
