//! Finds the programs some integration tests drive (tmux, python3). Where one does not run, those
//! tests are compiled as ignored, with the reason, so that `cargo test`'s summary counts them
//! ("3 ignored") instead of reporting them passed. In CI (`CI` set) every test is compiled to
//! run: .ci/run installs the programs, and a test without its program fails there.

use std::process::Command;

fn main() {
    println!("cargo::rerun-if-env-changed=CI");
    println!("cargo::rerun-if-env-changed=PATH");
    for program in ["tmux", "python3"] {
        let cfg = format!("no_{program}");
        println!("cargo::rustc-check-cfg=cfg({cfg})");
        let runs = Command::new(program).arg("-V").output().is_ok_and(|o| o.status.success());
        match where_is(program) {
            // Installed or removed later, it is looked for again.
            Some(path) => println!("cargo::rerun-if-changed={path}"),
            None => println!("cargo::rerun-if-changed=/usr/bin/{program}"),
        }
        if !runs && std::env::var_os("CI").is_none() {
            println!("cargo::rustc-cfg={cfg}");
        }
    }
}

/// The program's file on the `PATH`, if there is one.
fn where_is(program: &str) -> Option<String> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|file| file.is_file())
        .map(|file| file.display().to_string())
}
