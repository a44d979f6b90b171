//! Reports the headless commands write: a search in words or JSON, and a search tree exported.

pub mod measured;
pub mod picture;
pub mod search;
pub mod tree;

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

/// Writes `report` as one line of JSON when `json`, else as text by `text`: the one place every
/// command chooses between the two.
pub fn write<W: Write + ?Sized, R: Serialize + ?Sized>(
    out: &mut W,
    json: bool,
    report: &R,
    text: impl FnOnce(&mut W) -> Result<()>,
) -> Result<()> {
    if json {
        serde_json::to_writer(&mut *out, report)?;
        writeln!(out)?;
        return Ok(());
    }
    text(out)
}
