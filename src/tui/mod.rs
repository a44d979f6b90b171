//! The terminal app: an event loop that draws the app after every event.
//!
//! One channel carries every event: key presses from the input thread and answers from the engine's
//! thread. The loop blocks on it, waking on a timer only while something moves (a search's spinner,
//! a computer move waiting for its moment), so an idle app uses no CPU.

pub mod app;
pub mod input;
pub mod keys;
pub mod narrate;
pub mod outline;
pub mod practice;
pub mod setup;
pub mod start;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod worker;

use std::io::{IsTerminal, Write};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use ratatui::DefaultTerminal;
use ratatui::layout::Rect;

use app::{App, AppEvent, Launch};
use setup::PlaySetup;
use worker::Worker;

/// Runs the app until the user quits; the terminal is restored on every way out: a return, a
/// panic (ratatui's hook), a terminating signal or an abort (`terminal::prepare`).
pub fn run(setup: Option<PlaySetup>, launch: Launch) -> Result<()> {
    // `MINIMAX_LAUNCH=show`: what the app would open with, printed instead (the test that walks
    // every option of every command reads it: tests/it/options.rs).
    if std::env::var_os("MINIMAX_LAUNCH").is_some_and(|v| v == "show") {
        let language = crate::i18n::current();
        writeln!(std::io::stdout().lock(), "{setup:#?}\n{launch:#?}\nlanguage: {language:?}")?;
        return Ok(());
    }
    if !std::io::stdout().is_terminal() {
        bail!(crate::tr!("app-needs-terminal"));
    }
    terminal::check_capable()?;
    let tty = terminal::prepare()?;
    let (events, inbox) = channel();
    let worker = Worker::spawn(events.clone(), AppEvent::Searched);
    let asked = launch.palette.is_some();
    let mut app = App::with_options(worker, setup, launch);
    // Under NO_COLOR every way in (`play --load` too) shows no colour, unless a palette is asked
    // for by name (an explicit option wins): crossterm, told to, then writes colours after all.
    // Otherwise it turns a colour change into a reset of bold and reverse, so a coloured frame
    // would lose them.
    if theme::no_colour() && asked {
        ratatui::crossterm::style::force_color_output(true);
    } else if theme::no_colour() {
        app.no_colour = true;
        app.palette = theme::Palette::None;
    }
    // try_init installs a panic hook that restores the terminal before the panic message prints.
    // A fixed viewport no larger than `MAX_AREA`: the screen's buffers grow with the area drawn,
    // and a terminal resized to 10000x5000 took the app out of memory.
    let options = ratatui::TerminalOptions { viewport: ratatui::Viewport::Fixed(Rect::ZERO) };
    let mut terminal =
        ratatui::try_init_with_options(options).context("could not set up the terminal")?;
    // (`try_init` enters the alternate screen itself; with options it is ours to enter.)
    ratatui::crossterm::execute!(
        std::io::stdout(),
        ratatui::crossterm::terminal::EnterAlternateScreen
    )
    .context("could not set up the terminal")?;
    let bracket = |mark: &[u8]| {
        use std::io::Write;
        let mut out = std::io::stdout();
        out.write_all(mark).and_then(|()| out.flush())
    };
    terminal::modes_off_on_panic();
    let result = bracket(terminal::MODES_ON)
        .context("could not write to the terminal")
        .and_then(|()| terminal::spawn_input(tty, events))
        .and_then(|()| event_loop(&mut terminal, app, inbox));
    let _ = bracket(terminal::MODES_OFF);
    ratatui::restore();
    result
}

/// The largest screen the app draws: a bigger terminal shows it in its top left corner.
pub const MAX_AREA: (u16, u16) = (640, 256);

/// The part of a terminal of `size` the app draws in.
fn drawn_area(size: ratatui::layout::Size) -> Rect {
    Rect::new(0, 0, size.width.min(MAX_AREA.0), size.height.min(MAX_AREA.1))
}

/// The longest the loop handles queued events before drawing again: a flood of keys (a storm, a
/// paste the terminal does not bracket) costs a frame every `FRAME`, not one per key.
const FRAME: Duration = Duration::from_millis(50);

fn event_loop(
    terminal: &mut DefaultTerminal,
    mut app: App,
    inbox: Receiver<AppEvent>,
) -> Result<()> {
    loop {
        let area = drawn_area(terminal.size()?);
        if area != terminal.get_frame().area() {
            terminal.resize(area)?;
        }
        app.resize(area.width, area.height);
        terminal.draw(|frame| view::render(&app, frame))?;
        let event = match app.timeout(Instant::now()) {
            None => Some(inbox.recv().context("the input thread stopped")?),
            Some(wait) => match inbox.recv_timeout(wait) {
                Ok(event) => Some(event),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => bail!("the input thread stopped"),
            },
        };
        match event {
            Some(event) => app.handle(event),
            None => app.tick(Instant::now()),
        }
        // The start screen's language, chosen on this thread, becomes the process's.
        crate::i18n::set(crate::i18n::current());
        // Whatever else is queued is handled before the next frame, within one frame's time.
        let started = Instant::now();
        while !app.quit && started.elapsed() < FRAME {
            // Ctrl-C jumps the queue: it quits however many keys wait before it.
            if terminal::interrupted() {
                app.update(keys::Action::Quit);
                break;
            }
            match inbox.try_recv() {
                Ok(event) => app.handle(event),
                Err(_) => break,
            }
        }
        if let Some(text) = app.take_clipboard() {
            use std::io::Write;
            let mut out = std::io::stdout();
            // A terminal without OSC 52 ignores it; the status bar shows the text either way.
            let _ = out.write_all(terminal::osc52(&text).as_bytes()).and_then(|()| out.flush());
        }
        if app.quit || terminal::interrupted() {
            app.update(keys::Action::Quit);
            return Ok(());
        }
    }
}
