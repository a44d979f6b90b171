//! The real binary in a real terminal: tmux runs it, keys go in with send-keys, the screen comes
//! back with capture-pane. Plays a whole Human vs PC game of the Sum Game and quits.

use std::process::Command;
use std::time::{Duration, Instant};

/// One tmux server of its own per test (`-L`), so parallel tests and the user's own tmux never
/// meet.
struct Tmux {
    socket: String,
    session: String,
}

impl Tmux {
    /// A detached 100x30 session named after the test (tests run in parallel).
    fn start(name: &str, command: &str) -> Tmux {
        let socket = format!("minimax-{name}-{}", std::process::id());
        let t = Tmux { socket, session: name.to_string() };
        let status = Command::new("tmux")
            .args([
                "-L",
                &t.socket,
                "new-session",
                "-d",
                "-s",
                name,
                "-x",
                "100",
                "-y",
                "30",
                command,
            ])
            .status()
            .expect("tmux starts");
        assert!(status.success());
        t
    }

    fn tmux(&self, args: &[&str]) -> String {
        let out =
            Command::new("tmux").args(["-L", &self.socket]).args(args).output().expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.session];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-t", &self.session])
    }

    /// Polls the screen until `what` shows, or fails after `timeout` with the last screen.
    fn wait_for(&self, what: &str, timeout: Duration) -> String {
        let deadline = Instant::now() + timeout;
        loop {
            let screen = self.screen();
            if screen.contains(what) {
                return screen;
            }
            assert!(Instant::now() < deadline, "waited for {what:?}; the screen is:\n{screen}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Tmux {
    /// The app's process: the child of the pane's shell.
    fn app_pid(&self) -> Option<u32> {
        let shell: u32 = self
            .tmux(&["list-panes", "-t", &self.session, "-F", "#{pane_pid}"])
            .trim()
            .parse()
            .ok()?;
        std::fs::read_dir("/proc").ok()?.flatten().find_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
            (fields.get(1)?.parse::<u32>().ok()? == shell).then_some(pid)
        })
    }
}

/// User plus system CPU time of a process, in clock ticks (usually 10 ms).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("the process is alive");
    let fields: Vec<&str> =
        stat.rsplit_once(')').expect("stat has a name").1.split_whitespace().collect();
    // After the name: state ppid ... utime is field 14 and stime 15 of the whole line.
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.tmux(&["kill-server"]);
    }
}

use super::common::{self, Scratch};

#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_whole_human_vs_pc_game_in_tmux() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    // After the app exits, the pane shows how it exited and that the terminal works again.
    let command = format!(
        "{binary} play sum --mode human-vs-pc; echo \"exit code $?\"; stty -a | grep -o -- '-\\?icanon' | sed 's/^/mode: /'; sleep 30"
    );
    let t = Tmux::start("game", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("MAX (you) to move", wait);
    t.wait_for("loses in", wait);
    // Idle, waiting for a key: the app sleeps instead of polling.
    let app = t.app_pid().expect("the app's process");
    let before = cpu_ticks(app);
    std::thread::sleep(Duration::from_secs(1));
    let used = cpu_ticks(app) - before;
    assert!(used <= 3, "an idle app used {used} ticks of CPU in one second");
    // Play the first legal move each turn until the game ends.
    let mut turns = 0;
    loop {
        let screen = t.screen();
        if screen.contains("wins!") {
            break;
        }
        if screen.contains("(you) to move") && screen.contains("▶") && !screen.contains("thinking")
        {
            // The game panel's line of moves so far.
            let moves_line =
                |s: &str| s.lines().find(|l| l.contains("moves:")).unwrap_or("").to_string();
            let before = moves_line(&screen);
            t.keys(&["Enter"]);
            turns += 1;
            // Wait until the move is drawn (the list of moves grows) before looking again.
            let deadline = Instant::now() + wait;
            while moves_line(&t.screen()) == before && !t.screen().contains("wins!") {
                assert!(Instant::now() < deadline, "the move was not drawn:\n{}", t.screen());
                std::thread::sleep(Duration::from_millis(30));
            }
        }
        assert!(turns < 20, "the game did not end:\n{screen}");
        std::thread::sleep(Duration::from_millis(50));
    }
    let end = t.wait_for("wins!", wait);
    assert!(end.contains("MIN (PC) wins!"), "10 mod 5 = 0: the first player loses:\n{end}");
    t.keys(&["?"]);
    t.wait_for("Help", wait);
    t.keys(&["Escape"]);
    t.keys(&["q"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
    // The alternate screen is gone and the terminal is back in cooked (canonical) mode.
    assert!(!after.contains("Game tree"), "{after}");
    let after = t.wait_for("mode:", wait);
    assert!(after.contains("mode: icanon"), "raw mode was left on:\n{after}");
}

#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_search_that_never_ends_still_quits_at_once() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!(
        "{binary} play sum --target 60 --moves 1,2,3 --no-alpha-beta --no-tt --mode pc-vs-human; \
         echo \"exit code $?\"; sleep 30"
    );
    let t = Tmux::start("endless", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("thinking", wait);
    t.wait_for("nodes,", wait);
    // The screen keeps answering: help opens and closes while the engine works.
    t.keys(&["?"]);
    t.wait_for("Help", wait);
    t.keys(&["?"]);
    let asked = Instant::now();
    t.keys(&["q"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
    assert!(asked.elapsed() < Duration::from_secs(2), "quitting took {:?}", asked.elapsed());
}

/// Sequences that froze crossterm's parser (crossterm-rs/crossterm#1104), each in one write: the
/// app keeps answering, and `q` still quits.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn stray_escape_sequences_never_wedge_the_app() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!("{binary} play sum; echo \"exit code $?\"; sleep 30");
    let t = Tmux::start("junk", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("loses in", wait);
    for junk in ["\x1b[?", "\x1b[<", "\x1b[?2026;2$y", "\x1b[200~"] {
        // -l sends the string literally, in one write to the pane.
        t.keys(&["-l", junk]);
        std::thread::sleep(Duration::from_millis(100));
    }
    // A paste's start mark with no end holds what follows as pasted text until half a second
    // passes with nothing more (a paste comes in one burst); after that, keys are keys again.
    std::thread::sleep(Duration::from_millis(700));
    // Esc, [ and ? as keys (tmux sends them together): they act as keys; the help opens.
    t.keys(&["Escape", "[", "?"]);
    t.wait_for("Help", wait);
    t.keys(&["Escape"]);
    t.keys(&["q"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
}

/// Killed by a signal, the app puts the terminal back (cooked mode, echo, the main screen, the
/// cursor) and dies of that signal, so the shell sees 128 + its number.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_signal_restores_the_terminal() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    // SIGABRT is what an allocation failure raises.
    // SIGUSR1 and SIGALRM stand for the other fatal signals caught through signal-hook.
    let signals = [
        ("TERM", 15),
        ("HUP", 1),
        ("INT", 2),
        ("QUIT", 3),
        ("ABRT", 6),
        ("USR1", 10),
        ("ALRM", 14),
        // The faults, which signal-hook will not handle, and two that left the terminal raw.
        ("SEGV", 11),
        ("FPE", 8),
        ("ILL", 4),
        ("STKFLT", 16),
        ("PWR", 30),
    ];
    for (name, number) in signals {
        let command = format!(
            "{binary} play sum; echo \"exit code $?\"; stty -a | grep -o -- '-\\?icanon\\|-\\?echo ' | tr '\\n' ' ' | sed 's/^/mode: /'; echo; sleep 30"
        );
        let t = Tmux::start(&format!("signal{name}"), &command);
        let wait = Duration::from_secs(15);
        t.wait_for("loses in", wait);
        let modes = "#{alternate_on} #{mouse_standard_flag} #{mouse_sgr_flag}";
        assert_eq!(t.tmux(&["display", "-p", "-t", &t.session, modes]).trim(), "1 1 1");
        let app = t.app_pid().expect("the app's process");
        let killed = Command::new("kill").args([&format!("-{name}"), &app.to_string()]).status();
        assert!(killed.expect("kill runs").success());
        let after = t.wait_for("mode:", wait);
        assert!(after.contains(&format!("exit code {}", 128 + number)), "SIG{name}:\n{after}");
        assert!(after.contains("mode: icanon echo"), "SIG{name} left the terminal raw:\n{after}");
        assert!(!after.contains("Game tree"), "SIG{name} left the app's screen:\n{after}");
        let screen = t.tmux(&["display", "-p", "-t", &t.session, "#{alternate_on} #{cursor_flag}"]);
        assert_eq!(screen.trim(), "0 1", "SIG{name}: alternate screen, cursor");
        let mouse = t.tmux(&[
            "display",
            "-p",
            "-t",
            &t.session,
            "#{mouse_standard_flag} #{mouse_sgr_flag}",
        ]);
        assert_eq!(mouse.trim(), "0 0", "SIG{name} left mouse reporting on");
    }
}

/// A terminal that cannot show a full-screen app is refused in one line, before the screen is
/// touched; so is one whose type is unknown.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_dumb_terminal_is_refused_plainly() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!(
        "TERM=dumb {binary} play sum; echo \"exit code $?\"; env -u TERM {binary}; echo \"exit code $?\"; sleep 30"
    );
    let t = Tmux::start("dumb", &command);
    let screen = t.wait_for("exit code 1\nerror: TERM is not set", Duration::from_secs(15));
    assert!(screen.contains("error: TERM=dumb cannot show a full-screen app"), "{screen}");
}

/// Under `NO_COLOR` the screen has no colour and keeps what bold and reverse say: a wrong practice
/// answer is bold and reversed (crossterm wrote each colour change as `ESC[;m`, which reset the
/// attributes just set, so the answer showed plain).
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn no_color_keeps_bold_and_reverse() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!("NO_COLOR=1 {binary} practice --seed 3; sleep 30");
    let t = Tmux::start("nocolor", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("Your answers", wait);
    t.keys(&["1", "3", "Enter", "c"]);
    t.wait_for("13✗", wait);
    let styled = t.tmux(&["capture-pane", "-p", "-e", "-t", &t.session]);
    let row = styled.lines().find(|l| l.contains("13✗")).expect("the answer's row");
    assert!(row.contains("\x1b[1;7m13✗") || row.contains("\x1b[7;1m13✗"), "{row:?}");
    assert!(!styled.contains("\x1b[38;") && !styled.contains(";38;"), "a colour:\n{styled:?}");
    t.keys(&["q"]);
    // Every way in follows NO_COLOR: a record opened with `play --load` (it kept the colours, so
    // the review's selected row lost its reverse at the first coloured word), and P says why it
    // does not change the colours.
    let dir = Scratch::new("nocolor");
    let record = dir.join("ttt.json");
    std::fs::write(
        &record,
        r#"{"format":"minimax-record 1","game":"tictactoe","moves":["5","2","1"]}"#,
    )
    .unwrap();
    let command = format!("NO_COLOR=1 {binary} play --load {}; sleep 30", record.display());
    let t = Tmux::start("nocolorload", &command);
    t.wait_for("3 moves loaded", wait);
    t.keys(&["R"]);
    t.wait_for("changed the result", wait);
    let styled = t.tmux(&["capture-pane", "-p", "-e", "-t", &t.session]);
    let row =
        styled.lines().find(|l| l.contains("threw away the draw")).expect("the verdict's row");
    let selected = &row[row.find("\x1b[7m").expect("reversed")..row.find("threw away").unwrap()];
    assert!(!selected.contains("\x1b[0m"), "the reverse was reset mid-row: {row:?}");
    t.keys(&["Escape", "P"]);
    t.wait_for("NO_COLOR is set", wait);
    t.keys(&["q"]);
    // A palette asked for by name wins over NO_COLOR (it showed none).
    let command = format!("NO_COLOR=1 {binary} practice --seed 3 --palette standard; sleep 30");
    let t = Tmux::start("nocolorasked", &command);
    t.wait_for("Your answers", wait);
    let styled = t.tmux(&["capture-pane", "-p", "-e", "-t", &t.session]);
    assert!(styled.contains("\x1b[3") || styled.contains(";3"), "no colour:\n{styled:?}");
    t.keys(&["P"]);
    t.wait_for("colours: colour-blind", wait);
    t.keys(&["q"]);
}

/// 64 heaps of a million stones, 64 million moves, played in the app under a 2 GB cap: it
/// refused them before (listing a move per stone took 5.6 GB). Now each move shown is computed,
/// Bouton's rule answers, ↓ and digits choose any move (heap 3, 500,000 stones), the computer
/// replies by the rule, and the app stays small and quits at once.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn sixty_four_heaps_of_a_million_are_played_by_boutons_rule() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let heaps = vec!["1000000"; 64].join(",");
    let command = format!(
        "ulimit -v 2097152; {binary} play nim --heaps {heaps}; echo \"exit code $?\"; sleep 30"
    );
    let t = Tmux::start("millions", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("heap 0 ●…●  1000000", wait);
    t.keys(&["Down", "Down", "Down", "5", "0", "0", "0", "0", "0"]);
    t.wait_for("take 500000", wait);
    t.keys(&["Enter"]);
    // Equal heaps were lost for the mover; the computer restores a nim-sum of 0 by taking
    // 500,000 from another heap.
    let screen = t.wait_for("2.MIN", wait);
    assert!(screen.contains("1.MAX 3:500000"), "{screen}");
    assert!(screen.contains(":500000") && screen.matches("500000").count() >= 3, "{screen}");
    let pid = t.app_pid().expect("the app runs");
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let rss_kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    assert!(rss_kb < 100_000, "{rss_kb} kB resident");
    // A comparison would search what no search can finish: refused, with the reason.
    t.keys(&["m"]);
    t.wait_for("no search to compare", wait);
    t.keys(&["q"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
}

/// One heap of 32,352 stones, too many positions to search: Bouton's rule answers with every
/// move valued, in a small, capped address space, and the app still quits at once. (It waited
/// for the search's "nodes" line, which showed only while matching the rule's 32,352 answers to
/// the moves took a second; now that is one pass.)
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_huge_nim_heap_answers_in_bounded_memory() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!(
        "ulimit -v 1500000; {binary} play nim --heaps 32352; echo \"exit code $?\"; sleep 30"
    );
    let t = Tmux::start("hugeheap", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("by Bouton's rule", wait);
    std::thread::sleep(Duration::from_secs(3));
    assert!(!t.screen().contains("exit code"), "the app died:\n{}", t.screen());
    t.keys(&["q"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
}

/// A big paste cannot pile up input: the app asks the terminal to bracket pastes, drops the
/// pasted text as one unit, and `q` then quits at once (after 100 KB of pasted text it took 9.9 s,
/// after 1 MB over 55 s); a flood of typed keys costs one frame per 50 ms, not one per key, and
/// Ctrl-C quits ahead of whatever is queued.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_big_paste_or_a_key_flood_does_not_pile_up() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!("{binary} play tictactoe; echo \"exit code $?\"; sleep 30");
    let t = Tmux::start("paste", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("X (you) to move", wait);
    let file = std::env::temp_dir().join(format!("minimax-paste-{}.txt", std::process::id()));
    std::fs::write(&file, "a<>us".repeat(200_000)).unwrap(); // 1 MB of keys that would act
    t.tmux(&["load-buffer", file.to_str().unwrap()]);
    t.tmux(&["paste-buffer", "-p", "-t", &t.session]);
    std::fs::remove_file(&file).unwrap();
    let started = Instant::now();
    t.keys(&["q"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
    let took = started.elapsed();
    assert!(took < Duration::from_secs(3), "q took {took:?} after a 1 MB paste");
    // Typed keys: 20,000 of them, then Ctrl-C.
    let t = Tmux::start("flood", &command);
    t.wait_for("X (you) to move", wait);
    for _ in 0..40 {
        t.keys(&["-l", &"a<>u".repeat(125)]);
    }
    let started = Instant::now();
    t.keys(&["C-c"]);
    let after = t.wait_for("exit code", wait);
    assert!(after.contains("exit code 0"), "{after}");
    let took = started.elapsed();
    assert!(took < Duration::from_secs(3), "Ctrl-C took {took:?} after a key flood");
}

/// A huge terminal costs no more than the largest screen the app draws (`tui::MAX_AREA`): resized
/// to 5000x2000 the app held 943 MB, and at 10000x5000 it ran out of memory.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_huge_terminal_costs_a_bounded_screen() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    // The exit code goes to a file: after such resizes tmux may not show the shell's next line.
    let code = std::env::temp_dir().join(format!("minimax-huge-{}", std::process::id()));
    let command = format!("{binary} play sum; echo $? > {}; sleep 30", code.display());
    let t = Tmux::start("huge", &command);
    let wait = Duration::from_secs(15);
    t.wait_for("loses in", wait);
    let app = t.app_pid().expect("the app's process");
    let rss = || -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{app}/status")).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap().to_string();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    t.tmux(&["resize-window", "-t", &t.session, "-x", "5000", "-y", "2000"]);
    std::thread::sleep(Duration::from_millis(1500));
    assert!(rss() < 100_000, "{} kB at 5000x2000", rss());
    t.tmux(&["resize-window", "-t", &t.session, "-x", "80", "-y", "24"]);
    t.wait_for("Sum Game", wait);
    t.keys(&["q"]);
    let deadline = std::time::Instant::now() + wait;
    while !code.exists() {
        assert!(std::time::Instant::now() < deadline, "the app did not quit");
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(std::fs::read_to_string(&code).unwrap().trim(), "0");
    std::fs::remove_file(&code).unwrap();
}

/// A click, as the terminal reports it (SGR), plays the square under it; quitting stops mouse
/// reporting, so the shell is not left printing a sequence for every click.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_click_in_the_terminal_plays_and_quitting_stops_the_mouse() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command =
        format!("{binary} play tictactoe --mode human-vs-human; echo \"exit code $?\"; sleep 30");
    let t = Tmux::start("mouse", &command);
    let screen = t.wait_for("draws", Duration::from_secs(15));
    // The middle row of the board, `4 │ 5 │ 6` (the 5 may wear the best move's ★).
    let (y, line) = screen.lines().enumerate().find(|(_, l)| l.contains("4 │")).unwrap();
    let x = line[..line.find("5 │ 6").unwrap()].chars().count();
    // 1-based in the report.
    t.keys(&["-l", &format!("\x1b[<0;{};{}M", x + 1, y + 1)]);
    t.wait_for("moves: 1.X 5", Duration::from_secs(5));
    t.keys(&["q"]);
    t.wait_for("exit code 0", Duration::from_secs(5));
    let mouse =
        t.tmux(&["display", "-p", "-t", &t.session, "#{mouse_standard_flag} #{mouse_sgr_flag}"]);
    assert_eq!(mouse.trim(), "0 0", "mouse reporting left on");
}

/// Under a 2 GB address-space cap, a hash table the app's searches cannot all get is made
/// smaller, never an abort: `--hash 1300` for the computer's search and the analyses both (each
/// its own table) aborted at the first search (exit 134).
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_large_hash_under_a_memory_cap_plays_on() {
    common::require("tmux");
    common::require("prlimit");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let command = format!(
        "prlimit --as=2000000000 {binary} play tictactoe --hash 1300; echo \"exit code $?\"; sleep 30"
    );
    let t = Tmux::start("hashcap", &command);
    t.wait_for("Tic-tac-toe", Duration::from_secs(15));
    // A move, and the computer's reply: searches that store into their tables.
    t.keys(&["Enter"]);
    std::thread::sleep(Duration::from_secs(3));
    let screen = t.screen();
    assert!(!screen.contains("exit code"), "{screen}");
    t.keys(&["q"]);
    let after = t.wait_for("exit code", Duration::from_secs(10));
    assert!(after.contains("exit code 0"), "{after}");
}

/// How long the app takes to show the help for `?`, and to close it, at its slowest over five
/// presses.
fn slowest_key(t: &Tmux) -> Duration {
    let mut slowest = Duration::ZERO;
    for _ in 0..5 {
        for (key, shown) in [("?", true), ("x", false)] {
            let started = std::time::Instant::now();
            t.keys(&[key]);
            while t.screen().contains("any key closes") != shown {
                assert!(started.elapsed() < Duration::from_secs(20), "no answer to {key}");
                std::thread::sleep(Duration::from_millis(2));
            }
            slowest = slowest.max(started.elapsed());
        }
    }
    slowest
}

/// A key is answered within a frame however long the game: a Sum Game to 10,000,000 (a search
/// 5,000,000 plies deep, whose branching figure was summed a power a ply every frame: 6 s a key
/// at 1,000,000) and 64 Nim heaps of a million.
#[test]
#[cfg_attr(no_tmux, ignore = "tmux not found (CI installs it)")]
fn a_long_game_answers_every_key_within_a_frame() {
    common::require("tmux");
    let binary = env!("CARGO_BIN_EXE_minimax");
    let heaps = vec!["1000000"; 64].join(",");
    for (name, game, done) in [
        ("longsum", "sum --target 10000000 --moves 2,3,7".to_string(), "branching"),
        ("longnim", format!("nim --heaps {heaps}"), "heap 0"),
    ] {
        let t = Tmux::start(name, &format!("{binary} play {game}; sleep 60"));
        t.wait_for(done, Duration::from_secs(120));
        let slowest = slowest_key(&t);
        // A frame is well under 100 ms; the margin is for tmux's own round trip on a busy machine.
        assert!(slowest < Duration::from_millis(250), "{name}: {slowest:?}");
        t.keys(&["q"]);
    }
}
