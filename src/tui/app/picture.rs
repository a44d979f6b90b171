//! `X`: the search in view drawn to files, as `minimax export` draws it: TikZ (a LaTeX document)
//! and SVG, beside the game records (`w`); in a step-through, the search as it stands at the step
//! in view.

use crate::report::picture::lay_out;

use super::Play;

/// The most nodes a picture is drawn with: more is not read (and `minimax export` takes a depth).
const MAX_DRAWN: usize = 3000;

impl Play {
    pub(super) fn export_picture(&mut self) {
        self.out.message = Some(match self.draw_picture() {
            Ok(said) => said,
            Err(why) => crate::tr!("say-not-drawn", why = why),
        });
    }

    fn draw_picture(&self) -> Result<String, String> {
        let tree = self.shown_tree().ok_or_else(|| crate::tr!("say-nothing-to-draw"))?;
        let nodes = tree.trace.nodes.len() + tree.trace.pruned.len();
        if nodes > MAX_DRAWN {
            return Err(crate::tr!("say-too-many-to-draw", nodes = nodes, most = MAX_DRAWN));
        }
        let picture = lay_out(
            &tree.trace,
            &|m| tree.labels[m as usize].clone(),
            crate::i18n::word("tree-root"),
        );
        let (picture, at) = match self.step() {
            Some(step) => {
                let event = step.replay.step;
                let steps = event.checked_sub(1).map_or(0, |e| picture.step_after[e]);
                // Numbered as the step-through's title numbers its steps.
                let of = tree.trace.events.len();
                (picture.until(steps), Some((event, of)))
            }
            None => (picture, None),
        };
        let dir = &self.records_dir;
        let free = (1..10_000).find(|n| {
            ["tex", "svg"].iter().all(|ext| !dir.join(format!("search-{n}.{ext}")).exists())
        });
        let n = free.ok_or_else(|| crate::tr!("say-pictures-full", n = 10_000))?;
        for (ext, text) in [("tex", picture.tikz_document()), ("svg", picture.svg())] {
            let path = dir.join(format!("search-{n}.{ext}"));
            crate::files::write_new(&path, &text)?;
        }
        let dir = dir.display().to_string();
        // The file's number is a name, not a count: never grouped.
        let n = n.to_string();
        Ok(match at {
            Some((step, steps)) => {
                crate::tr!("say-drawn-at-step", step = step, steps = steps, n = n, dir = dir)
            }
            None => crate::tr!("say-drawn", n = n, dir = dir),
        })
    }
}
