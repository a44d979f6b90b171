//! What the integration tests share: the policy for tests that need a program from outside the
//! project (tmux, python3). Without it such a test says in the test output that it was skipped
//! and why, and passes; in CI (`CI` set), where `.ci/run` installs them, it fails instead.

use std::process::Command;

/// Whether `program` runs here (`program --version` succeeds). When it does not, says so on the
/// test's output for `test`; in CI, fails.
pub fn have(program: &str, test: &str) -> bool {
    let runs = Command::new(program).arg("-V").output().is_ok_and(|o| o.status.success())
        || Command::new(program).arg("--version").output().is_ok_and(|o| o.status.success());
    if !runs {
        assert!(std::env::var_os("CI").is_none(), "{program} is required in CI ({test})");
        // Written past the test harness's capture, so that it shows beside the passing test.
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), "skipped {test}: {program} not found (CI installs it)");
    }
    runs
}
