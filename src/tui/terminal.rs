//! The terminal under the app: which device it is, its settings saved so that every way out
//! restores them (a return, a panic, a terminating signal, an out-of-memory abort), and the thread
//! that turns its bytes into keys and SIGWINCH into resizes.

use std::fs::File;
use std::io::{self, Read};
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::net::UnixStream;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::sync::mpsc::Sender;
use std::thread;

use anyhow::{Context, Result, bail};
use signal_hook::consts::signal::{SIGABRT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGWINCH};

use super::app::AppEvent;
use super::input::KeyParser;

/// How long the reader waits for the rest of a sequence before taking what it has as typed keys.
/// Terminals send a sequence in one write; people do not type 25 ms apart.
const SEQUENCE_WAIT_MS: i32 = 25;

/// How long a bracketed paste may pause before its end mark is given up on.
const PASTE_WAIT_MS: i32 = 500;

/// Asks the terminal to bracket pasted text, so that a paste is dropped as one unit (see
/// `input::KeyParser`) rather than taken as thousands of keys, and to report clicks and the
/// wheel in SGR form (any size of screen); and to stop both again.
pub const MODES_ON: &[u8] = b"\x1b[?2004h\x1b[?1000h\x1b[?1006h";
pub const MODES_OFF: &[u8] = b"\x1b[?1006l\x1b[?1000l\x1b[?2004l";

/// What stops those modes, leaves the alternate screen and shows the cursor.
const LEAVE_SCREEN: &[u8] = b"\x1b[?1006l\x1b[?1000l\x1b[?2004l\x1b[?1049l\x1b[?25h";

/// Stops the modes from a panic, before ratatui's hook leaves the screen: a shell left with mouse
/// reporting on prints a sequence for every click.
pub fn modes_off_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        use std::io::Write;
        let _ = std::io::stdout().write_all(MODES_OFF).and_then(|()| std::io::stdout().flush());
        previous(info);
    }));
}

/// The terminal device and its settings before the app changed them.
struct Saved {
    fd: RawFd,
    termios: libc::termios,
}

static SAVED: OnceLock<Saved> = OnceLock::new();
/// Ctrl-C was read: the app quits before handling the keys queued ahead of it.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Whether Ctrl-C has been read from the terminal.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}
/// `/dev/tty`, kept open for the life of the process when standard input is not the terminal.
static TTY: OnceLock<File> = OnceLock::new();

/// Refuses terminals that cannot show a full-screen app, before the screen is touched.
pub fn check_capable() -> Result<()> {
    match std::env::var("TERM").ok().as_deref() {
        None | Some("") => bail!(crate::tr!("app-no-term")),
        Some("dumb") => bail!(crate::tr!("app-dumb-term")),
        Some(_) => Ok(()),
    }
}

/// Every signal whose default ends the process and that a handler may catch: SIGTERM, SIGHUP,
/// SIGINT, SIGQUIT, SIGABRT (which an allocation failure raises) and the rest (SIGUSR1 left the
/// terminal raw). SIGKILL and SIGSTOP cannot be caught; SIGPIPE is ignored by Rust; the faults
/// and two signal-hook cannot end the process with (`RAISED`) have a handler of their own.
const FATAL: [i32; 14] = [
    SIGTERM,
    SIGHUP,
    SIGINT,
    SIGQUIT,
    SIGABRT,
    libc::SIGUSR1,
    libc::SIGUSR2,
    libc::SIGALRM,
    libc::SIGVTALRM,
    libc::SIGPROF,
    libc::SIGXCPU,
    libc::SIGXFSZ,
    libc::SIGSYS,
    libc::SIGTRAP,
];

/// The signals of a program's own faults, which signal-hook will not handle (its handler would
/// return into the fault), and SIGSTKFLT and SIGPWR, whose default it does not know (its
/// emulation left the app running, the terminal raw): a plain handler puts the terminal back,
/// and the signal, its action reset to the default, ends the process as it would have (sent by
/// `kill`, raised again; from a real fault, the instruction faults again on return).
const RAISED: [i32; 6] =
    [libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE, libc::SIGSTKFLT, libc::SIGPWR];

extern "C" fn restore_and_raise(signal: libc::c_int) {
    restore_from_handler();
    // SAFETY: raise is async-signal-safe; the action is already the default (SA_RESETHAND) and
    // the signal blocked until the handler returns, when it ends the process.
    unsafe {
        libc::raise(signal);
    }
}

fn handle_raised() -> io::Result<()> {
    for signal in RAISED {
        // SAFETY: a sigaction we fill in whole; the handler is async-signal-safe.
        let done = unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = restore_and_raise as *const () as libc::sighandler_t;
            action.sa_flags = libc::SA_RESETHAND;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut())
        };
        if done != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Saves the terminal's settings and installs the handlers that restore them on every fatal
/// signal that can be caught (`FATAL`) before the process dies of the signal, so its exit status
/// stays the conventional one. Returns the terminal's descriptor.
pub fn prepare() -> Result<RawFd> {
    let fd = terminal_fd().context("no terminal to read keys from")?;
    // SAFETY: tcgetattr writes a termios into memory we own; fd is an open descriptor.
    let mut termios: libc::termios = unsafe { std::mem::zeroed() };
    if unsafe { libc::tcgetattr(fd, &mut termios) } != 0 {
        return Err(io::Error::last_os_error()).context("could not read the terminal's settings");
    }
    if SAVED.set(Saved { fd, termios }).is_ok() {
        for signal in FATAL {
            // SAFETY: the handler only calls async-signal-safe functions (tcsetattr, write) on
            // data that is immutable once set, then dies of the signal as if unhandled.
            unsafe {
                signal_hook::low_level::register(signal, move || {
                    restore_from_handler();
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                })
            }
            .context("could not install a signal handler")?;
        }
        handle_raised().context("could not install a signal handler")?;
    }
    Ok(fd)
}

/// Puts the terminal back from inside a signal handler: only async-signal-safe calls.
fn restore_from_handler() {
    if let Some(saved) = SAVED.get() {
        // SAFETY: tcsetattr and write are async-signal-safe; both read memory that lives forever.
        unsafe {
            libc::tcsetattr(saved.fd, libc::TCSANOW, &saved.termios);
            libc::write(libc::STDOUT_FILENO, LEAVE_SCREEN.as_ptr().cast(), LEAVE_SCREEN.len());
        }
    }
}

/// Standard input when it is the terminal, else `/dev/tty` (as crossterm chooses for raw mode).
fn terminal_fd() -> io::Result<RawFd> {
    // SAFETY: isatty only inspects the descriptor.
    if unsafe { libc::isatty(libc::STDIN_FILENO) } == 1 {
        return Ok(libc::STDIN_FILENO);
    }
    if let Some(tty) = TTY.get() {
        return Ok(tty.as_raw_fd());
    }
    let tty = File::options().read(true).write(true).open("/dev/tty")?;
    Ok(TTY.get_or_init(|| tty).as_raw_fd())
}

/// Starts the thread that reads keys from the terminal (our own parser: see `input`) and turns
/// SIGWINCH into `AppEvent::Resize`. It ends when the app stops listening or the terminal closes.
pub fn spawn_input(fd: RawFd, events: Sender<AppEvent>) -> Result<()> {
    let (mut resized, on_resize) = UnixStream::pair().context("could not make a pipe")?;
    resized.set_nonblocking(true)?;
    signal_hook::low_level::pipe::register(SIGWINCH, on_resize)
        .context("could not watch for resizes")?;
    thread::Builder::new()
        .name("input".into())
        .spawn(move || read_keys(fd, &mut resized, &events))
        .context("could not start the input thread")?;
    Ok(())
}

fn read_keys(fd: RawFd, resized: &mut UnixStream, events: &Sender<AppEvent>) {
    let mut parser = KeyParser::default();
    let mut bytes = [0u8; 1024];
    loop {
        let mut fds = [
            libc::pollfd { fd, events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: resized.as_raw_fd(), events: libc::POLLIN, revents: 0 },
        ];
        let wait = match (parser.pasting(), parser.is_waiting()) {
            (true, _) => PASTE_WAIT_MS,
            (false, true) => SEQUENCE_WAIT_MS,
            (false, false) => -1,
        };
        // SAFETY: poll reads and writes the two pollfds we own.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), 2, wait) };
        if ready < 0 {
            match io::Error::last_os_error().kind() {
                io::ErrorKind::Interrupted => continue,
                _ => return,
            }
        }
        let mut out = Vec::new();
        if ready == 0 {
            out.extend(parser.flush().into_iter().map(AppEvent::Key));
        }
        if fds[1].revents & libc::POLLIN != 0 {
            // Several resizes in a row are one redraw.
            while resized.read(&mut bytes).is_ok_and(|n| n > 0) {}
            out.push(AppEvent::Resize);
        }
        if fds[0].revents & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) != 0 {
            // SAFETY: read writes at most bytes.len() bytes into the buffer we own.
            let n = unsafe { libc::read(fd, bytes.as_mut_ptr().cast(), bytes.len()) };
            match n {
                0 => return,
                n if n < 0 => match io::Error::last_os_error().kind() {
                    io::ErrorKind::Interrupted | io::ErrorKind::WouldBlock => {}
                    _ => return,
                },
                n => {
                    let keys = parser.feed(&bytes[..n as usize]);
                    let ctrl_c = |k: &KeyEvent| {
                        k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL)
                    };
                    if keys.iter().any(ctrl_c) {
                        INTERRUPTED.store(true, Ordering::Relaxed);
                    }
                    out.extend(keys.into_iter().map(AppEvent::Key));
                    out.extend(parser.take_mouse().into_iter().map(AppEvent::Mouse));
                    out.extend(parser.take_pastes().into_iter().map(AppEvent::Paste));
                }
            }
        }
        for event in out {
            if events.send(event).is_err() {
                return;
            }
        }
    }
}

/// The escape sequence that asks the terminal to put `text` on the system clipboard (OSC 52,
/// xterm's, which tmux, kitty, iTerm2, WezTerm and Windows Terminal honour): base64 between
/// `ESC ] 52 ; c ;` and BEL.
pub fn osc52(text: &str) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut encoded = String::new();
    for chunk in text.as_bytes().chunks(3) {
        let bytes = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = u32::from(bytes[0]) << 16 | u32::from(bytes[1]) << 8 | u32::from(bytes[2]);
        for i in 0..4 {
            match i <= chunk.len() {
                true => encoded.push(DIGITS[(n >> (18 - 6 * i) & 63) as usize] as char),
                false => encoded.push('='),
            }
        }
    }
    format!("\x1b]52;c;{encoded}\x07")
}

#[cfg(test)]
mod osc52_tests {
    #[test]
    fn osc52_is_base64_between_its_marks() {
        // RFC 4648's test vectors.
        for (text, base64) in
            [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")]
        {
            assert_eq!(super::osc52(text), format!("\x1b]52;c;{base64}\x07"));
        }
    }
}
