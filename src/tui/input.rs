//! Keys from the terminal's bytes, by a parser that cannot wedge.
//!
//! crossterm's own parser treats a sequence it does not know (`ESC [ ?`, `ESC [ <`, `ESC [ 200 ~`…)
//! as unfinished and keeps every later byte waiting for its end, so one stray sequence freezes the
//! app for good (crossterm-rs/crossterm#1104). This one follows ECMA-48's grammar instead: a control
//! sequence ends at its first final byte, whether or not the sequence means anything to us, and a
//! byte that cannot belong to one ends it too. Unknown sequences are dropped whole, and nothing is
//! held back longer than one short wait for the rest of a sequence.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A control or string sequence longer than this is junk: it is dropped and parsing goes on.
const MAX_SEQUENCE: usize = 64;

/// A mouse report (xterm's SGR form, `ESC [ < b ; x ; y M`): a left click or a turn of the wheel,
/// at a 0-based column and row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mouse {
    pub kind: MouseKind,
    pub column: u16,
    pub row: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MouseKind {
    Click,
    WheelUp,
    WheelDown,
}

/// Bytes not yet turned into keys, because they may be the start of a longer sequence.
#[derive(Debug, Default)]
pub struct KeyParser {
    pending: Vec<u8>,
    /// Mouse reports read since `take_mouse` (releases, drags and other buttons are dropped).
    mouse: Vec<Mouse>,
    /// Inside a bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`): the pasted text is one unit,
    /// however long, rather than thousands of keys.
    pasting: bool,
    /// The paste so far (at most `MAX_PASTE` bytes; `None` once it ran past them).
    paste: Option<Vec<u8>>,
    /// Pastes read since `take_pastes`.
    pastes: Vec<Paste>,
}

/// Most bytes of a paste kept: a start-screen field's 65,536 characters, each up to four bytes.
/// A longer paste is dropped whole (bounded, however much comes).
pub const MAX_PASTE: usize = 4 * 65_536;

/// A bracketed paste: its text, or `None` if it ran past `MAX_PASTE` bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paste(pub Option<String>);

const PASTE_START: &[u8] = b"\x1b[200~";
const PASTE_END: &[u8] = b"\x1b[201~";

/// What the bytes at the front of the buffer are.
enum Parsed {
    /// `len` bytes make this key.
    Key(usize, KeyEvent),
    /// `len` bytes make a sequence that means nothing here.
    Skip(usize),
    /// The bytes so far may be the start of something longer.
    Incomplete,
}

impl KeyParser {
    /// Takes bytes as they are read and returns the keys they complete. A possibly unfinished
    /// sequence at the end is kept (at most `MAX_SEQUENCE` bytes) until more bytes or `flush`.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<KeyEvent> {
        self.pending.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut at = 0;
        while at < self.pending.len() {
            if self.pasting {
                let rest = &self.pending[at..];
                match rest.windows(PASTE_END.len()).position(|w| w == PASTE_END) {
                    Some(end) => {
                        keep(&mut self.paste, &rest[..end]);
                        let text = self.paste.take().map(|b| String::from_utf8_lossy(&b).into());
                        self.pastes.push(Paste(text));
                        at += end + PASTE_END.len();
                        self.pasting = false;
                        continue;
                    }
                    None => {
                        // Keep only what may be the start of the end mark.
                        let held = rest.len().min(PASTE_END.len() - 1);
                        keep(&mut self.paste, &rest[..rest.len() - held]);
                        at = self.pending.len() - held;
                        break;
                    }
                }
            }
            match parse(&self.pending[at..]) {
                Parsed::Key(len, key) => {
                    keys.push(key);
                    at += len;
                }
                Parsed::Skip(len) => {
                    let sequence = &self.pending[at..at + len];
                    self.pasting = sequence.starts_with(PASTE_START);
                    if self.pasting {
                        self.paste = Some(Vec::new());
                    }
                    self.mouse.extend(mouse(sequence));
                    at += len;
                }
                Parsed::Incomplete => break,
            }
        }
        self.pending.drain(..at);
        keys
    }

    /// The pastes read so far, oldest first.
    pub fn take_pastes(&mut self) -> Vec<Paste> {
        std::mem::take(&mut self.pastes)
    }

    /// The mouse reports read so far, oldest first.
    pub fn take_mouse(&mut self) -> Vec<Mouse> {
        std::mem::take(&mut self.mouse)
    }

    /// Whether bytes are waiting for the rest of a sequence (the reader then waits briefly).
    pub fn is_waiting(&self) -> bool {
        !self.pending.is_empty() || self.pasting
    }

    /// Inside a bracketed paste: the reader waits longer for its end mark (a paste comes in a
    /// burst, but a big one over a slow link takes a while).
    pub fn pasting(&self) -> bool {
        self.pasting
    }

    /// No more bytes came within the reader's short wait, so what is held back was typed, not sent
    /// as one sequence: a lone ESC is the Esc key, and the bytes after it are keys of their own
    /// (Esc then `[` typed quickly). An unfinished character is dropped.
    pub fn flush(&mut self) -> Vec<KeyEvent> {
        if self.pasting {
            // No end mark came: the paste is over, and dropped (a stray start mark must not
            // wedge the keys).
            self.pasting = false;
            self.paste = None;
            self.pending.clear();
            return Vec::new();
        }
        let pending = std::mem::take(&mut self.pending);
        let Some((&0x1B, rest)) = pending.split_first() else {
            return Vec::new();
        };
        let mut keys = vec![key(KeyCode::Esc)];
        keys.extend(self.feed(rest));
        self.pending.clear();
        keys
    }
}

/// Adds `bytes` to a paste, or gives it up once it would pass `MAX_PASTE` bytes.
fn keep(paste: &mut Option<Vec<u8>>, bytes: &[u8]) {
    if let Some(kept) = paste {
        if kept.len() + bytes.len() > MAX_PASTE {
            *paste = None;
        } else {
            kept.extend_from_slice(bytes);
        }
    }
}

/// The click or wheel turn a whole control sequence reports, if it is one: `ESC [ < b ; x ; y M`
/// (SGR) or `ESC [ M b x y` (X10, bytes) with button 0 (the left, pressed, no motion) or 64 and 65 (the wheel); modifiers are ignored.
fn mouse(sequence: &[u8]) -> Option<Mouse> {
    let (button, x, y) = match sequence.strip_prefix(b"\x1b[M") {
        // X10's form: each number a byte, plus 32.
        Some(&[b, x, y]) => {
            let less = |n: u8| u32::from(n).checked_sub(32);
            (less(b)?, less(x)?, less(y)?)
        }
        Some(_) => return None,
        None => {
            let body = sequence.strip_prefix(b"\x1b[<")?.strip_suffix(b"M")?;
            let text = std::str::from_utf8(body).ok()?;
            let mut numbers = text.split(';').map(|n| n.parse::<u32>().ok());
            (numbers.next()??, numbers.next()??, numbers.next()??)
        }
    };
    let kind = match button & !(4 | 8 | 16) {
        0 => MouseKind::Click,
        64 => MouseKind::WheelUp,
        65 => MouseKind::WheelDown,
        _ => return None,
    };
    let at = |n: u32| u16::try_from(n.checked_sub(1)?).ok();
    Some(Mouse { kind, column: at(x)?, row: at(y)? })
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn parse(bytes: &[u8]) -> Parsed {
    match bytes[0] {
        0x1B => parse_escape(bytes),
        b'\r' | b'\n' => Parsed::Key(1, key(KeyCode::Enter)),
        b'\t' => Parsed::Key(1, key(KeyCode::Tab)),
        0x7F | 0x08 => Parsed::Key(1, key(KeyCode::Backspace)),
        0x00 => Parsed::Key(1, KeyEvent::new(KeyCode::Char(' '), KeyModifiers::CONTROL)),
        c @ 0x01..=0x1A => Parsed::Key(
            1,
            KeyEvent::new(KeyCode::Char((c - 1 + b'a') as char), KeyModifiers::CONTROL),
        ),
        c @ 0x1C..=0x1F => Parsed::Key(
            1,
            KeyEvent::new(KeyCode::Char((c - 0x1C + b'4') as char), KeyModifiers::CONTROL),
        ),
        _ => parse_utf8(bytes),
    }
}

fn parse_utf8(bytes: &[u8]) -> Parsed {
    let len = match bytes[0] {
        0x00..=0x7F => 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return Parsed::Skip(1),
    };
    if bytes.len() < len {
        // A continuation byte that is not one ends the character early: drop the lead byte.
        return match bytes[1..].iter().all(|b| b & 0xC0 == 0x80) {
            true => Parsed::Incomplete,
            false => Parsed::Skip(1),
        };
    }
    match std::str::from_utf8(&bytes[..len]).ok().and_then(|s| s.chars().next()) {
        Some(c) => Parsed::Key(len, key(KeyCode::Char(c))),
        None => Parsed::Skip(1),
    }
}

fn parse_escape(bytes: &[u8]) -> Parsed {
    let Some(&second) = bytes.get(1) else {
        return Parsed::Incomplete;
    };
    match second {
        b'[' => parse_csi(bytes),
        b'O' => match bytes.get(2) {
            None => Parsed::Incomplete,
            Some(&b) => match final_key(b) {
                Some(code) => Parsed::Key(3, key(code)),
                // Not SS3 after all: Alt+O, and the next byte is parsed on its own.
                None => Parsed::Key(2, KeyEvent::new(KeyCode::Char('O'), KeyModifiers::ALT)),
            },
        },
        // Strings (DCS, OSC, APC, PM, SOS) run to ST (ESC \) or BEL.
        b'P' | b']' | b'_' | b'^' | b'X' => parse_string(bytes),
        // ESC ESC: the first was the Esc key; the second starts over.
        0x1B => Parsed::Key(1, key(KeyCode::Esc)),
        b if b.is_ascii_graphic() => {
            Parsed::Key(2, KeyEvent::new(KeyCode::Char(b as char), KeyModifiers::ALT))
        }
        // ESC before a control byte: the Esc key, then that byte on its own.
        _ => Parsed::Key(1, key(KeyCode::Esc)),
    }
}

/// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), then one final byte (0x40–0x7E).
fn parse_csi(bytes: &[u8]) -> Parsed {
    for (i, &b) in bytes.iter().enumerate().skip(2) {
        if i >= MAX_SEQUENCE {
            return Parsed::Skip(i);
        }
        match b {
            0x20..=0x3F => continue,
            // X10's mouse report, `ESC [ M` and three bytes (button, column, row, each plus
            // 32), taken whole: its bytes read as keys made column 81 a `q`.
            b'M' if i == 2 => {
                return if bytes.len() < 6 { Parsed::Incomplete } else { Parsed::Skip(6) };
            }
            0x40..=0x7E => {
                let len = i + 1;
                return match csi_key(&bytes[2..i], b) {
                    Some(key) => Parsed::Key(len, key),
                    None => Parsed::Skip(len),
                };
            }
            // Not part of a control sequence: what came before is dropped, this byte stands alone.
            _ => return Parsed::Skip(i),
        }
    }
    if bytes.len() >= MAX_SEQUENCE { Parsed::Skip(bytes.len()) } else { Parsed::Incomplete }
}

fn parse_string(bytes: &[u8]) -> Parsed {
    for (i, &b) in bytes.iter().enumerate().skip(2) {
        if i >= MAX_SEQUENCE {
            return Parsed::Skip(i);
        }
        match b {
            0x07 => return Parsed::Skip(i + 1),
            0x1B => {
                return match bytes.get(i + 1) {
                    Some(b'\\') => Parsed::Skip(i + 2),
                    Some(_) => Parsed::Skip(i),
                    None => Parsed::Incomplete,
                };
            }
            _ => continue,
        }
    }
    if bytes.len() >= MAX_SEQUENCE { Parsed::Skip(bytes.len()) } else { Parsed::Incomplete }
}

/// The keys named by a sequence's last byte alone, after `ESC O` or `ESC [` (arrows, Home, End,
/// F1 to F4).
fn final_key(b: u8) -> Option<KeyCode> {
    Some(match b {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(b - b'P' + 1),
        _ => return None,
    })
}

/// The keys a terminal sends as control sequences; `None` for everything else (replies, mouse,
/// paste brackets, private modes), which is dropped.
fn csi_key(params: &[u8], last: u8) -> Option<KeyEvent> {
    // Private or intermediate bytes (`?`, `<`, `>`, `=`, `$`, space…) mark replies, not keys.
    if !params.iter().all(|b| b.is_ascii_digit() || *b == b';') {
        return None;
    }
    let text = std::str::from_utf8(params).ok()?;
    let mut numbers = text.split(';').map(|p| if p.is_empty() { Some(1) } else { p.parse().ok() });
    let first: u32 = numbers.next().flatten().unwrap_or(1);
    let modifier: u32 = numbers.next().unwrap_or(Some(1))?;
    let code = match last {
        b'Z' => return Some(KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT)),
        b'~' => match first {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            n @ 11..=15 => KeyCode::F((n - 10) as u8),
            n @ 17..=21 => KeyCode::F((n - 11) as u8),
            n @ 23..=24 => KeyCode::F((n - 12) as u8),
            _ => return None,
        },
        b => final_key(b)?,
    };
    Some(KeyEvent::new(code, modifiers(modifier)))
}

/// xterm's modifier parameter: 1 + (shift 1, alt 2, ctrl 4).
fn modifiers(parameter: u32) -> KeyModifiers {
    let bits = parameter.saturating_sub(1);
    let mut m = KeyModifiers::NONE;
    if bits & 1 != 0 {
        m |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        m |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        m |= KeyModifiers::CONTROL;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(keys: &[KeyEvent]) -> Vec<KeyCode> {
        keys.iter().map(|k| k.code).collect()
    }

    #[test]
    fn clicks_and_the_wheel_are_read_and_the_rest_of_the_mouse_dropped() {
        let mut p = KeyParser::default();
        // A click at column 10, row 5 (1-based), its release, a drag, the wheel, a right click,
        // then a key.
        let keys = p.feed(b"\x1b[<0;10;5M\x1b[<0;10;5m\x1b[<32;11;5M\x1b[<65;3;4M\x1b[<2;1;1Mq");
        assert_eq!(codes(&keys), [KeyCode::Char('q')]);
        assert_eq!(
            p.take_mouse(),
            [
                Mouse { kind: MouseKind::Click, column: 9, row: 4 },
                Mouse { kind: MouseKind::WheelDown, column: 2, row: 3 }
            ]
        );
        assert!(p.take_mouse().is_empty());
        // Junk in a report's place is dropped, never a panic: zero, huge and missing numbers.
        p.feed(b"\x1b[<0;0;5M\x1b[<0;99999999;1M\x1b[<0;1M\x1b[<64;70000;1M");
        assert!(p.take_mouse().is_empty());
    }

    /// X10's reports (`ESC [ M` and three bytes) are taken whole, split across reads or not:
    /// their bytes were read as keys (column 81 is a `q`, 82 an `r`).
    #[test]
    fn x10_mouse_reports_are_read_whole() {
        let mut p = KeyParser::default();
        // A left click at column 81, row 1 (0-based 80, 0), then the wheel, then a key.
        let keys = p.feed(b"\x1b[M q!\x1b[M`r!x");
        assert_eq!(codes(&keys), [KeyCode::Char('x')]);
        let clicks = p.take_mouse();
        assert_eq!(clicks[0], Mouse { kind: MouseKind::Click, column: 80, row: 0 });
        assert_eq!(clicks[1].kind, MouseKind::WheelUp);
        assert!(p.feed(b"\x1b[M ").is_empty());
        assert!(p.feed(b"q").is_empty());
        assert!(p.feed(b"!").is_empty(), "the report completed across reads");
        assert_eq!(p.take_mouse().len(), 1);
        // Bytes below 32 (no terminal sends them) report nothing and are not keys either.
        assert!(p.feed(b"\x1b[M\x01\x01\x01").is_empty());
        assert!(p.take_mouse().is_empty());
    }

    #[test]
    fn plain_keys() {
        let mut p = KeyParser::default();
        let keys = p.feed(b"q1\r\t\x7f");
        assert_eq!(
            codes(&keys),
            [
                KeyCode::Char('q'),
                KeyCode::Char('1'),
                KeyCode::Enter,
                KeyCode::Tab,
                KeyCode::Backspace
            ]
        );
        let ctrl_c = p.feed(b"\x03");
        assert_eq!(ctrl_c, [KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)]);
        assert_eq!(codes(&p.feed("α→".as_bytes())), [KeyCode::Char('α'), KeyCode::Char('→')]);
        assert!(!p.is_waiting());
    }

    #[test]
    fn the_keys_terminals_send_as_sequences() {
        let mut p = KeyParser::default();
        let keys =
            p.feed(b"\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA\x1b[H\x1b[F\x1b[5~\x1b[6~\x1b[1~\x1b[4~\x1b[Z");
        assert_eq!(
            codes(&keys),
            [
                KeyCode::Up,
                KeyCode::Down,
                KeyCode::Right,
                KeyCode::Left,
                KeyCode::Up,
                KeyCode::Home,
                KeyCode::End,
                KeyCode::PageUp,
                KeyCode::PageDown,
                KeyCode::Home,
                KeyCode::End,
                KeyCode::BackTab
            ]
        );
        let ctrl_right = p.feed(b"\x1b[1;5C");
        assert_eq!(ctrl_right, [KeyEvent::new(KeyCode::Right, KeyModifiers::CONTROL)]);
    }

    #[test]
    fn a_lone_escape_waits_once_then_is_the_esc_key() {
        let mut p = KeyParser::default();
        assert!(p.feed(b"\x1b").is_empty());
        assert!(p.is_waiting());
        assert_eq!(codes(&p.flush()), [KeyCode::Esc]);
        assert!(!p.is_waiting());
        // Esc pressed twice in one read.
        assert_eq!(codes(&p.feed(b"\x1b\x1b")), [KeyCode::Esc]);
        assert_eq!(codes(&p.flush()), [KeyCode::Esc]);
    }

    #[test]
    fn a_sequence_split_across_reads_is_joined() {
        let mut p = KeyParser::default();
        assert!(p.feed(b"\x1b[").is_empty());
        assert!(p.feed(b"1;").is_empty());
        assert_eq!(codes(&p.feed(b"2Aq")), [KeyCode::Up, KeyCode::Char('q')]);
        assert!(p.feed(&"é".as_bytes()[..1]).is_empty());
        assert_eq!(codes(&p.feed(&"é".as_bytes()[1..])), [KeyCode::Char('é')]);
    }

    /// A bracketed paste is one unit however long, even split across reads and with its end
    /// mark split too; its bytes are never keys, and one past `MAX_PASTE` bytes is dropped whole
    /// (its size said, not kept).
    #[test]
    fn a_bracketed_paste_is_one_unit() {
        let mut p = KeyParser::default();
        let text = "q".repeat(100_000);
        assert_eq!(codes(&p.feed(b"a\x1b[200~")), [KeyCode::Char('a')]);
        assert!(p.feed(text.as_bytes()).is_empty());
        assert!(p.pasting() && p.pending.len() < 8, "the paste is not held as keys");
        assert!(p.feed(b"((1 2) (3 4))\x1b[20").is_empty());
        assert_eq!(codes(&p.feed(b"1~b")), [KeyCode::Char('b')]);
        assert!(!p.pasting());
        assert_eq!(p.take_pastes(), [Paste(Some(format!("{text}((1 2) (3 4))")))]);
        assert!(p.take_pastes().is_empty());
        // Past the cap: dropped, however much more comes.
        assert!(p.feed(b"\x1b[200~").is_empty());
        for _ in 0..5 {
            assert!(p.feed("é".repeat(MAX_PASTE / 4).as_bytes()).is_empty());
        }
        assert!(p.feed(b"\x1b[201~").is_empty());
        assert_eq!(p.take_pastes(), [Paste(None)]);
        // No end mark: the paste is given up, the next key is a key.
        assert!(p.feed(b"\x1b[200~qqq").is_empty());
        assert!(p.flush().is_empty());
        assert_eq!(codes(&p.feed(b"q")), [KeyCode::Char('q')]);
        assert!(p.take_pastes().is_empty());
    }

    /// The sequences that froze crossterm's parser for good: each one ends (whole, or as typed keys
    /// after the reader's wait), and a key in a later read still arrives.
    #[test]
    fn unknown_sequences_never_swallow_later_keys() {
        for junk in [
            &b"\x1b[?"[..],
            b"\x1b[<",
            b"\x1b[200~",
            b"\x1b[?2026;2$y",
            b"\x1b[<0;10;5M",
            b"\x1b[?1;2c",
            b"\x1b]11;rgb:0000/0000/0000\x07",
            b"\x1bP1$r0m\x1b\\",
        ] {
            let mut p = KeyParser::default();
            let mut keys = p.feed(junk);
            keys.extend(p.flush());
            assert!(!p.is_waiting(), "{junk:?}");
            keys.extend(p.feed(b"q"));
            assert_eq!(keys.last().map(|k| k.code), Some(KeyCode::Char('q')), "{junk:?}");
        }
        // A whole sequence is dropped whole: nothing of it becomes a key.
        let mut p = KeyParser::default();
        assert_eq!(codes(&p.feed(b"\x1b[<0;10;5M\x1b[?2026;2$yq")), [KeyCode::Char('q')]);
        // Esc, `[`, `?` typed quickly: once the wait is over they are those three keys.
        assert!(p.feed(b"\x1b[?").is_empty());
        assert_eq!(codes(&p.flush()), [KeyCode::Esc, KeyCode::Char('['), KeyCode::Char('?')]);
    }

    #[test]
    fn garbage_is_bounded_and_resynchronises() {
        let mut p = KeyParser::default();
        // A control sequence that never ends is abandoned after MAX_SEQUENCE bytes.
        let mut bytes = b"\x1b[".to_vec();
        bytes.extend(std::iter::repeat_n(b'1', 10_000));
        p.feed(&bytes);
        assert!(p.pending.len() < MAX_SEQUENCE);
        p.flush();
        // A control byte inside a sequence ends it; the byte counts on its own.
        assert_eq!(codes(&p.feed(b"\x1b[12\rq")), [KeyCode::Enter, KeyCode::Char('q')]);
        // Invalid UTF-8 is dropped byte by byte.
        assert_eq!(codes(&p.feed(b"\xff\xc3q")), [KeyCode::Char('q')]);
        // Random bytes never hold more than one sequence's worth back.
        let mut x: u32 = 12345;
        for _ in 0..20_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            p.feed(&[(x >> 16) as u8]);
            assert!(p.pending.len() <= MAX_SEQUENCE);
        }
    }
}
