//! What the integration tests share: the programs from outside the project some of them drive
//! (tmux, python3). `build.rs` compiles a test that needs a missing one as ignored, with the
//! reason, so the summary counts it; in CI every such test runs, and `require` says what is
//! missing where .ci/run failed to install it.

use std::path::Path;
use std::process::Command;

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
