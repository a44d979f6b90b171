//! What the integration tests share: the programs from outside the project some of them drive
//! (tmux, python3). `build.rs` compiles a test that needs a missing one as ignored, with the
//! reason, so the summary counts it; in CI every such test runs, and `require` says what is
//! missing where .ci/run failed to install it.

use std::process::Command;

/// Fails the test, naming `program`, unless it runs here (`program -V` succeeds).
pub fn require(program: &str) {
    let runs = Command::new(program).arg("-V").output().is_ok_and(|o| o.status.success());
    assert!(runs, "{program} is required by this test (.ci/run installs it)");
}
