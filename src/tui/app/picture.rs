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
            Err(why) => format!("could not draw the search: {why}"),
        });
    }

    fn draw_picture(&self) -> Result<String, String> {
        let tree = self.shown_tree().ok_or("no search yet: nothing to draw")?;
        let nodes = tree.trace.nodes.len() + tree.trace.pruned.len();
        if nodes > MAX_DRAWN {
            return Err(format!(
                "{nodes} nodes are more than a picture can show ({MAX_DRAWN}); a depth limit (-) makes it smaller"
            ));
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
                (picture.until(steps), format!(" as it stands at step {event} of {of}"))
            }
            None => (picture, String::new()),
        };
        let dir = &self.records_dir;
        let free = (1..10_000).find(|n| {
            ["tex", "svg"].iter().all(|ext| !dir.join(format!("search-{n}.{ext}")).exists())
        });
        let n = free.ok_or("10,000 pictures already here")?;
        for (ext, text) in [("tex", picture.tikz_document()), ("svg", picture.svg())] {
            let path = dir.join(format!("search-{n}.{ext}"));
            crate::files::write_new(&path, &text)?;
        }
        Ok(format!(
            "the search{at} drawn to search-{n}.tex (pdflatex it) and search-{n}.svg in {}",
            dir.display()
        ))
    }
}
