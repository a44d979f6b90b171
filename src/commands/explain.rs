//! `solve GAME --explain`: the report, then why in words (`why:` lines), or in JSON the report's
//! object with `explanation` (the lines) and `claims` (the facts they state) added.

use std::io::Write;

use anyhow::Result;

use crate::catalog::{Entry, Values};
use crate::engine::SearchConfig;
use crate::session::explain::Explanation;

pub fn solve(
    entry: &dyn Entry,
    values: &Values,
    config: &SearchConfig,
    json: bool,
    explanation: &Explanation,
    out: &mut dyn Write,
) -> Result<()> {
    if !json {
        entry.solve(values, config, false, out)?;
        for line in &explanation.lines {
            writeln!(out, "why: {line}")?;
        }
        return Ok(());
    }
    let mut report = Vec::new();
    entry.solve(values, config, true, &mut report)?;
    let mut object: serde_json::Value = serde_json::from_slice(&report)?;
    if let Some(map) = object.as_object_mut() {
        map.insert("explanation".into(), serde_json::to_value(&explanation.lines)?);
        map.insert("claims".into(), serde_json::to_value(&explanation.claims)?);
    }
    writeln!(out, "{object}")?;
    Ok(())
}
