//! What the integration tests share: the programs from outside the project some of them drive
//! (tmux, python3). `build.rs` compiles a test that needs a missing one as ignored, with the
//! reason, so the summary counts it; in CI every such test runs, and `require` says what is
//! missing where .ci/run failed to install it.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A test's own folder under the system's temporary one, empty when made and removed when the
/// test ends, so that runs of the suite leave nothing behind; a failing test's is kept (its path
/// printed as it unwinds) for a look at what the command wrote.
pub struct Scratch(PathBuf);

impl Scratch {
    /// `minimax-NAME-PID-N` in the temporary folder: the process and a count make it this
    /// call's alone, so that tests running at once (or one helper called by several) never
    /// share one.
    pub fn new(name: &str) -> Scratch {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("minimax-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("the temporary folder is writable");
        Scratch(dir)
    }
}

impl Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("kept for a look: {}", self.0.display());
        } else {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// Fails the test, naming `program`, unless it runs here (`program -V` succeeds).
pub fn require(program: &str) {
    let runs = Command::new(program).arg("-V").output().is_ok_and(|o| o.status.success());
    assert!(runs, "{program} is required by this test (.ci/run installs it)");
}

/// Compiles `dir/name.tex` with pdflatex and checks it made a PDF, or says it is skipped where
/// pdflatex is absent (`.ci/run` installs it): whether it compiled.
pub fn pdflatex(dir: &Path, name: &str) -> bool {
    let run = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", &format!("{name}.tex")])
        .current_dir(dir)
        .output();
    let Ok(run) = run else {
        eprintln!("skipped: pdflatex is not installed here (.ci/run installs it)");
        return false;
    };
    assert!(run.status.success(), "{name}: {}", String::from_utf8_lossy(&run.stdout));
    assert!(dir.join(format!("{name}.pdf")).exists());
    true
}
