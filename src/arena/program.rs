//! A program run under a line protocol (an arena's player, a student's search): started in its
//! own process group, asked one line at a time, stopped with everything it started.
//!
//! Everything it does is bounded: writes to it and reads from it share the answer's time limit, an
//! answer is at most `MAX_LINE` bytes, and no thread waits on its pipes, so a program that stops
//! reading, floods its output, or leaves a descendant holding the pipe cannot stall the caller.
//! Containment ends at the process group: a descendant that leaves it (`setsid`) is not stopped.

use std::collections::VecDeque;
use std::io::{ErrorKind, Read, Write};
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::jail::{Entry, Jail};
use crate::i18n::Said;
use crate::tr;

/// Why a program's answer could not count (an arena's player loses the game by it): each reason
/// said in English (for the records and sheets) and in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The answer was a move that is not legal here.
    Invalid(Said),
    /// The answer could not be read: quoted (cut short when long), with what was expected.
    Garbage(Said),
    /// The program exited or closed its output.
    Crashed(Said),
    /// No answer within the time limit.
    Timeout(Duration),
    /// The whole submission's time (`Jail::budget`) ran out.
    OutOfTime(Duration),
}

impl Failure {
    /// The failure in words, in English and in the reader's language.
    pub fn said(&self) -> Said {
        Said::new(|| match self {
            Failure::Invalid(why) => tr!("failure-invalid", why = why.shown()),
            Failure::Garbage(line) => tr!("failure-garbage", line = line.shown()),
            Failure::Crashed(why) => tr!("failure-crashed", why = why.shown()),
            Failure::Timeout(t) => {
                tr!("failure-timeout", seconds = crate::i18n::decimal(t.as_secs_f64(), 1))
            }
            Failure::OutOfTime(t) => {
                tr!("failure-out-of-time", seconds = format!("{:.0}", t.as_secs_f64()))
            }
        })
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.said().shown())
    }
}

/// Where a failure's text turns to the program's error output, in the current language.
fn error_output() -> String {
    tr!("failure-error-output")
}

/// A failure's text for a report that lists many: an error output already in `shown` is
/// replaced by a note that it is the same.
pub fn without_repeats<'a>(why: &'a str, shown: &mut Vec<&'a str>) -> String {
    match why.split_once(&error_output()) {
        Some((head, tail)) if shown.contains(&tail) => tr!("failure-same-output", head = head),
        Some((_, tail)) => {
            shown.push(tail);
            why.to_string()
        }
        None => why.to_string(),
    }
}

/// A failure in one line, for a table: its first line, and where it quotes the program's error
/// output, that output's last line (a Python traceback's exception).
pub fn in_one_line(why: &Said) -> Said {
    Said::new(|| {
        let why = why.shown();
        match why.split_once(&error_output()) {
            Some((head, tail)) => match tail.lines().rev().map(str::trim).find(|l| !l.is_empty()) {
                Some(last) => format!("{head}: {last}"),
                None => head.to_string(),
            },
            None => why.lines().next().unwrap_or_default().to_string(),
        }
    })
}

/// The end of a program's standard error kept for a report: its last bytes, and last lines.
const STDERR_KEPT: usize = 4096;
const STDERR_LINES: usize = 12;

/// Longest answer line read from a program by default (a move); a longer one is an invalid
/// answer. A caller whose answers grow with the question (a tree's visited labels) sets its own
/// (`with_line_limit`).
pub const MAX_LINE: usize = 4096;
/// How much of a bad answer a report quotes.
const QUOTED: usize = 40;

pub struct Program {
    pub command: String,
    pub timeout: Duration,
    /// Variables set in the program's environment (the arena's `MINIMAX_PLAY`).
    env: Vec<(&'static str, String)>,
    /// Where a graded class's submission is contained (`None`: the caller's own folder, as
    /// `arena` and `grade tree` run a program the user names).
    jail: Option<Jail>,
    /// The longest answer line read.
    max_line: usize,
    running: Option<Running>,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    stdout: ChildStdout,
    /// Bytes read past the last answer, waiting for their newline.
    unread: Vec<u8>,
    /// The last `STDERR_KEPT` bytes the program wrote to its standard error.
    stderr: Arc<Mutex<VecDeque<u8>>>,
    /// The jail's cgroup, holding every process the program started.
    entry: Option<Entry>,
}

impl Program {
    pub fn new(command: &str, timeout: Duration) -> Program {
        Program {
            command: command.to_string(),
            timeout,
            env: Vec::new(),
            jail: None,
            max_line: MAX_LINE,
            running: None,
        }
    }

    /// Answers may be up to `bytes` long (at least `MAX_LINE`).
    pub fn with_line_limit(mut self, bytes: usize) -> Program {
        self.max_line = bytes.max(MAX_LINE);
        self
    }

    /// The program runs contained by `jail`.
    pub fn in_jail(mut self, jail: Option<Jail>) -> Program {
        self.jail = jail;
        self
    }

    /// When an answer asked now is due: after the limit, or sooner where the submission's
    /// budget ends first (`late` then says so).
    fn deadline(&self) -> Instant {
        let each = Instant::now() + self.timeout;
        self.jail.as_ref().map_or(each, |jail| each.min(jail.deadline))
    }

    /// The program runs with `name` set to `value` in its environment.
    pub fn with_env(mut self, name: &'static str, value: &str) -> Program {
        self.env.push((name, value.to_string()));
        self
    }

    /// Starts the program (stopping one still running), by `sh -c`, in its own process group.
    pub fn start(&mut self) -> Result<(), Failure> {
        self.stop();
        containment::install();
        // A signal from here until the child is remembered is held for `started` to act on.
        containment::starting();
        let entry = self.jail.as_ref().map(Jail::prepare);
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(shell_line(&self.command))
            .envs(self.env.iter().map(|(name, value)| (name, value)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0);
        if let (Some(jail), Some(entry)) = (&self.jail, &entry) {
            let folder = &jail.folder;
            command.current_dir(folder).env("HOME", folder).env("TMPDIR", folder);
            // SAFETY: `in_child` makes only async-signal-safe calls on values made before.
            unsafe {
                command.pre_exec(entry.in_child());
            }
        }
        let spawned = command.spawn();
        containment::started(spawned.as_ref().ok().map(|c| c.id() as libc::pid_t));
        let mut child = spawned.map_err(|e| {
            let (command, why) = (self.command.as_str(), e.to_string());
            Failure::Crashed(Said::new(|| {
                tr!("failure-not-run", command = command, why = why.as_str())
            }))
        })?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        for fd in [stdin.as_raw_fd(), stdout.as_raw_fd()] {
            set_nonblocking(fd);
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        keep_tail(child.stderr.take().expect("stderr is piped"), stderr.clone());
        self.running = Some(Running { child, stdin, stdout, unread: Vec::new(), stderr, entry });
        Ok(())
    }

    /// Sends `question` (a newline is added) and reads one answer line, all within the time limit.
    pub fn ask(&mut self, question: &str) -> Result<String, Failure> {
        let deadline = self.deadline();
        self.send(question, deadline)?;
        self.answer(deadline)
    }

    /// The deadline for an answer asked now (see `ask`), for a caller that sends several lines.
    pub fn answer_by(&self) -> Instant {
        self.deadline()
    }

    /// Sends `text` (a newline is added) by `deadline`.
    pub fn send(&mut self, text: &str, deadline: Instant) -> Result<(), Failure> {
        let late = self.late(deadline);
        let running = self
            .running
            .as_mut()
            .ok_or_else(|| Failure::Crashed(Said::new(|| tr!("failure-not-started"))))?;
        match write_all(&mut running.stdin, format!("{text}\n").as_bytes(), deadline) {
            Ok(()) => Ok(()),
            Err(Io::Timeout) => Err(late),
            Err(Io::Closed) => Err(Failure::Crashed(stopped(running))),
        }
    }

    /// The next line of the program's answer, by `deadline`.
    pub fn answer(&mut self, deadline: Instant) -> Result<String, Failure> {
        let late = self.late(deadline);
        let max_line = self.max_line;
        let running = self
            .running
            .as_mut()
            .ok_or_else(|| Failure::Crashed(Said::new(|| tr!("failure-not-started"))))?;
        match read_line(&mut running.stdout, &mut running.unread, deadline, max_line) {
            Ok(line) => Ok(line),
            Err(Line::Timeout) => Err(late),
            Err(Line::Closed) => Err(Failure::Crashed(stopped(running))),
            Err(Line::TooLong(start)) => {
                let quoted = quote(&start[..start.len().min(QUOTED)]);
                Err(Failure::Garbage(Said::new(|| {
                    tr!(
                        "failure-line-too-long",
                        quoted = quoted.as_str(),
                        most = max_line.to_string()
                    )
                })))
            }
        }
    }

    /// What missing `deadline` means: the answer's time limit, or the submission's budget where
    /// that is the deadline.
    fn late(&self, deadline: Instant) -> Failure {
        match &self.jail {
            Some(jail) if deadline >= jail.deadline => Failure::OutOfTime(jail.limits.budget),
            _ => Failure::Timeout(self.timeout),
        }
    }

    /// Tells the program something it need not answer (the game's end), briefly.
    pub fn tell(&mut self, text: &str) {
        let _ = self.send(text, Instant::now() + Duration::from_millis(100));
    }

    /// Ends the program and everything in its process group, and reaps it.
    pub fn stop(&mut self) {
        if let Some(mut running) = self.running.take() {
            drop(running.stdin);
            // Give a well-behaved program a moment to exit on its own.
            for _ in 0..20 {
                if matches!(running.child.try_wait(), Ok(Some(_))) {
                    break;
                }
                thread::sleep(Duration::from_millis(5));
            }
            let group = running.child.id() as libc::pid_t;
            // SAFETY: killpg only sends a signal; the group is the one the child was started in.
            unsafe {
                libc::killpg(group, libc::SIGKILL);
            }
            let _ = running.child.kill();
            let _ = running.child.wait();
            // A process forking as the group is killed can leave a child the first signal
            // missed (a fork bomb without a cgroup to hold it): again, until the group is empty
            // (ESRCH) or a fifth of a second has passed.
            for _ in 0..100 {
                // SAFETY: as above.
                if unsafe { libc::killpg(group, libc::SIGKILL) } != 0 {
                    break;
                }
                thread::sleep(Duration::from_millis(2));
            }
            if let Some(entry) = running.entry.as_mut() {
                entry.kill_all();
            }
            containment::forget(group);
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The line `sh -c` runs: a plain command (`python3 player.py`) is run by `exec`, so that the
/// program is the arena's own child and holds the only other end of its output pipe: when it
/// closes its output, the arena reads the end at once ("closed its output") where the shell,
/// forking it and keeping a copy of the pipe, made that "no answer within 1.0 s". Anything the
/// shell must do more than start one program (lists, pipes, groups, assignments, keywords) is
/// left as it is.
fn shell_line(command: &str) -> String {
    const KEYWORDS: [&str; 17] = [
        "if", "then", "else", "elif", "fi", "do", "done", "case", "esac", "while", "until", "for",
        "in", "!", "{", "}", "exec",
    ];
    // What the shell reads outside quotes: a `;` inside `python3 -c '…'` separates nothing.
    let mut quote = None;
    let mut escaped = false;
    let mut previous = b' ';
    let mut list = false;
    for &b in command.as_bytes() {
        match (quote, b) {
            _ if escaped => escaped = false,
            (Some(b'\''), b'\'') | (Some(b'"'), b'"') => quote = None,
            (Some(b'"') | None, b'\\') => escaped = true,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b';' | b'|' | b'\n' | b'(' | b')' | b'`') => list = true,
            // `>&2` and `<&0` redirect; any other `&` runs something in the background or chains.
            (None, b'&') => list |= !matches!(previous, b'>' | b'<'),
            (None, _) => {}
        }
        previous = b;
    }
    let first = command.split_whitespace().next().unwrap_or("");
    if list || first.contains('=') || KEYWORDS.contains(&first) {
        command.to_string()
    } else {
        format!("exec {command}")
    }
}

/// A bad answer in quotes: its first `QUOTED` characters, with its length when it is longer.
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        None => format!("{text:?}"),
        Some((end, _)) => format!("{:?}… ({} bytes)", &text[..end], text.len()),
    }
}

fn set_nonblocking(fd: RawFd) {
    // SAFETY: fcntl on a descriptor we own; only the O_NONBLOCK flag changes.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
}

/// Waits until `fd` is ready for `events` or `deadline` passes; false on the deadline.
fn wait_ready(fd: RawFd, events: libc::c_short, deadline: Instant) -> bool {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        let mut pollfd = libc::pollfd { fd, events, revents: 0 };
        let ms = left.as_millis().clamp(1, i32::MAX as u128) as i32;
        // SAFETY: poll reads and writes the one pollfd we own.
        match unsafe { libc::poll(&mut pollfd, 1, ms) } {
            n if n > 0 => return true,
            0 => continue,
            _ if std::io::Error::last_os_error().kind() == ErrorKind::Interrupted => continue,
            _ => return true, // let the read or write report the error
        }
    }
}

enum Io {
    Timeout,
    Closed,
}

fn write_all(stdin: &mut ChildStdin, mut bytes: &[u8], deadline: Instant) -> Result<(), Io> {
    while !bytes.is_empty() {
        match stdin.write(bytes) {
            Ok(0) => return Err(Io::Closed),
            Ok(n) => bytes = &bytes[n..],
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) if e.kind() == ErrorKind::WouldBlock => {
                if !wait_ready(stdin.as_raw_fd(), libc::POLLOUT, deadline) {
                    return Err(Io::Timeout);
                }
            }
            Err(_) => return Err(Io::Closed),
        }
    }
    Ok(())
}

enum Line {
    Timeout,
    Closed,
    /// The line's start, cut at the limit.
    TooLong(String),
}

/// The next line, without its newline; at most `max_line` bytes are held.
fn read_line(
    stdout: &mut ChildStdout,
    unread: &mut Vec<u8>,
    deadline: Instant,
    max_line: usize,
) -> Result<String, Line> {
    let mut chunk = [0u8; 4096];
    loop {
        if let Some(end) = unread.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = unread.drain(..=end).take(end).collect();
            return Ok(String::from_utf8_lossy(&line).trim_end_matches('\r').to_string());
        }
        if unread.len() > max_line {
            return Err(Line::TooLong(String::from_utf8_lossy(&unread[..max_line]).into_owned()));
        }
        match stdout.read(&mut chunk) {
            Ok(0) => return Err(Line::Closed),
            Ok(n) => unread.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) if e.kind() == ErrorKind::WouldBlock => {
                if !wait_ready(stdout.as_raw_fd(), libc::POLLIN, deadline) {
                    return Err(Line::Timeout);
                }
            }
            Err(_) => return Err(Line::Closed),
        }
    }
}

/// The players running now, so that a signal to the arena stops them before it dies: the process
/// groups sit in fixed slots that the signal handler reads without allocating or locking.
mod containment {
    use std::sync::Once;
    use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};

    use signal_hook::consts::signal::{SIGHUP, SIGINT, SIGTERM};

    const SLOTS: usize = 64;
    static GROUPS: [AtomicI32; SLOTS] = [const { AtomicI32::new(0) }; SLOTS];
    static INSTALL: Once = Once::new();
    /// Players being started: their groups are not known until `spawn` returns.
    static STARTING: AtomicUsize = AtomicUsize::new(0);
    /// A signal that came while a player was being started, for `started` to act on.
    static PENDING: AtomicI32 = AtomicI32::new(0);

    fn kill_all() {
        for slot in &GROUPS {
            let group = slot.load(Ordering::SeqCst);
            if group > 0 {
                // SAFETY: killpg only sends a signal.
                unsafe {
                    libc::killpg(group, libc::SIGKILL);
                }
            }
        }
    }

    /// Installs (once) the handlers that kill every remembered group on SIGINT, SIGTERM and
    /// SIGHUP, then let the signal end the arena as it would have. A signal that comes while a
    /// player is being started is left to `started`, which knows the new group.
    pub fn install() {
        INSTALL.call_once(|| {
            for signal in [SIGINT, SIGTERM, SIGHUP] {
                // SAFETY: the handler only uses atomics and killpg, both async-signal-safe.
                let _ = unsafe {
                    signal_hook::low_level::register(signal, move || {
                        PENDING.store(signal, Ordering::SeqCst);
                        kill_all();
                        if STARTING.load(Ordering::SeqCst) > 0 {
                            return;
                        }
                        kill_all();
                        let _ = signal_hook::low_level::emulate_default_handler(signal);
                    })
                };
            }
        });
    }

    /// A player is about to be started.
    pub fn starting() {
        STARTING.fetch_add(1, Ordering::SeqCst);
    }

    /// The player is started (its group, if it started): remembered, and if a signal came
    /// meanwhile, every player is stopped and the signal ends the arena as it would have.
    pub fn started(group: Option<libc::pid_t>) {
        if let Some(group) = group {
            remember(group);
        }
        STARTING.fetch_sub(1, Ordering::SeqCst);
        let signal = PENDING.swap(0, Ordering::SeqCst);
        if signal != 0 {
            kill_all();
            let _ = signal_hook::low_level::emulate_default_handler(signal);
        }
    }

    fn remember(group: libc::pid_t) {
        let free = GROUPS.iter().find(|slot| {
            slot.compare_exchange(0, group, Ordering::SeqCst, Ordering::SeqCst).is_ok()
        });
        // More than SLOTS players at once do not happen (an arena runs one or two).
        debug_assert!(free.is_some(), "more than {SLOTS} players at once");
    }

    pub fn forget(group: libc::pid_t) {
        for slot in &GROUPS {
            let _ = slot.compare_exchange(group, 0, Ordering::SeqCst, Ordering::SeqCst);
        }
    }
}

/// Reads `stderr` to its end on a thread of its own, keeping the last `STDERR_KEPT` bytes: a
/// program that writes much there never blocks on a full pipe, and nothing waits for the thread
/// (it ends when the last process holding the pipe is gone: the whole process group is killed
/// when the game ends).
fn keep_tail(mut stderr: std::process::ChildStderr, tail: Arc<Mutex<VecDeque<u8>>>) {
    let _ = thread::Builder::new().name("player stderr".into()).spawn(move || {
        let mut chunk = [0u8; 4096];
        while let Ok(n @ 1..) = stderr.read(&mut chunk) {
            let Ok(mut kept) = tail.lock() else { return };
            kept.extend(&chunk[..n]);
            let excess = kept.len().saturating_sub(STDERR_KEPT);
            kept.drain(..excess);
        }
    });
}

/// Why a program stopped answering: how it exited, in words, and the end of what it wrote to its
/// standard error (a Python traceback), when it wrote anything.
fn stopped(running: &mut Running) -> Said {
    let status = exit_status(&mut running.child);
    // The exit is seen before the reading thread has taken the last bytes: give it a moment.
    thread::sleep(Duration::from_millis(20));
    let text = running.stderr.lock().map(|k| k.iter().copied().collect::<Vec<u8>>());
    let text = String::from_utf8_lossy(&text.unwrap_or_default()).into_owned();
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return status;
    }
    let last = &lines[lines.len().saturating_sub(STDERR_LINES)..];
    let shown: Vec<String> =
        last.iter().map(|l| format!("    {}", crate::words::printable(l))).collect();
    let shown = shown.join("\n");
    Said::new(|| format!("{}{}\n{shown}", status.shown(), error_output()))
}

fn exit_status(child: &mut Child) -> Said {
    use std::os::unix::process::ExitStatusExt;
    for _ in 0..20 {
        if let Ok(Some(status)) = child.try_wait() {
            let (code, signal, raw) = (status.code(), status.signal(), status.to_string());
            return Said::new(|| exit_words(code, signal, &raw));
        }
        thread::sleep(Duration::from_millis(5));
    }
    Said::new(|| tr!("exit-closed-output"))
}

/// How a program exited, in words.
fn exit_words(code: Option<i32>, signal: Option<i32>, raw: &str) -> String {
    match (code, signal) {
        (Some(127), _) => tr!("exit-not-found"),
        (Some(126), _) => tr!("exit-not-executable"),
        // The shell reports a command a signal killed as 128 + the signal.
        (Some(code @ 129..=192), _) => tr!(
            "exit-shell-signal",
            code = code.to_string(),
            signal = (code - 128).to_string(),
            name = signal_name(code - 128)
        ),
        (Some(code), _) => tr!("exit-status", code = code.to_string()),
        (None, Some(signal)) => {
            tr!("exit-signal", signal = signal.to_string(), name = signal_name(signal))
        }
        (None, None) => tr!("exit-other", status = raw),
    }
}

/// A signal's name after its number, with what it means where that helps: " (SIGSEGV: a crash)".
fn signal_name(signal: i32) -> String {
    match signal {
        libc::SIGSEGV => format!(" (SIGSEGV: {})", tr!("signal-segv")),
        libc::SIGABRT => format!(" (SIGABRT: {})", tr!("signal-abrt")),
        libc::SIGKILL => " (SIGKILL)".into(),
        libc::SIGTERM => " (SIGTERM)".into(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player that never reads cannot block the arena once its input pipe is full: the write
    /// gives up at the deadline.
    #[test]
    fn writes_to_a_player_that_never_reads_time_out() {
        let mut child =
            Command::new("sleep").arg("5").stdin(Stdio::piped()).spawn().expect("sleep starts");
        let mut stdin = child.stdin.take().unwrap();
        set_nonblocking(stdin.as_raw_fd());
        let started = Instant::now();
        let deadline = started + Duration::from_millis(300);
        let written = write_all(&mut stdin, &vec![b'1'; 4 << 20], deadline);
        assert!(matches!(written, Err(Io::Timeout)));
        assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
        let _ = child.kill();
        let _ = child.wait();
    }

    #[test]
    fn one_program_is_run_by_exec_and_anything_more_by_the_shell() {
        for plain in [
            "python3 player.py --depth 3",
            "./engine 2>log",
            "sleep 5 >&-",
            "python3 -c 'import os; os.close(1)'",
            r#"a "x;\"y|z" \;"#,
        ] {
            assert_eq!(shell_line(plain), format!("exec {plain}"));
        }
        for more in [
            "a; b",
            "a && b",
            "a | b",
            "a &",
            "(a)",
            "a `b`",
            "X=1 a",
            "while true; do :; done",
            "exec a",
            "{ a; }",
            "a\nb",
            "'a' ; b",
            r#""a\"" ; b"#,
        ] {
            assert_eq!(shell_line(more), more);
        }
    }

    #[test]
    fn long_answers_are_quoted_briefly() {
        assert_eq!(quote("0 1 2"), "\"0 1 2\"");
        let long = "x".repeat(1000);
        assert_eq!(quote(&long), format!("\"{}\"… (1000 bytes)", "x".repeat(QUOTED)));
    }
}
