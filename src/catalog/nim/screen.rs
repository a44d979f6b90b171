//! Nim on screen: each heap a row of stones with its size; the stones the cursor's move would
//! take are marked.

use crate::engine::Game;
use crate::games::nim::{
    Nim, NimMove, NimState, mover_wins, perfect_move, searchable, winning_moves,
};
use crate::session::picture::{Look, Picture, Row, Span};
use crate::session::{LISTED_MOVES, MoveSpace, Position, RuleAnswer, SessionGame, Source};
use crate::tr;

/// Stones drawn per heap before the row just gives the number.
const MAX_DRAWN: u32 = 30;

impl SessionGame for Nim {
    /// Bouton's rule, with the nim-sum written out.
    fn explanation_words(&self, state: &NimState, _: Option<NimMove>) -> Vec<String> {
        match state.heaps.iter().any(|&h| h > 0) {
            true => super::solve::explanation(&state.heaps, self.misere),
            false => vec![],
        }
    }

    fn position_params(&self, state: &NimState, _: &[String]) -> Vec<(&'static str, String)> {
        let heaps: Vec<String> = state.heaps.iter().map(u32::to_string).collect();
        vec![("heaps", heaps.join(","))]
    }

    fn title(&self) -> &'static str {
        crate::i18n::word(if self.misere { "title-nim-misere" } else { "title-nim-normal" })
    }

    fn end_reason(&self, state: &NimState) -> String {
        tr!("nim-end", side = state.to_move.opponent().name())
    }

    fn move_effect(&self, state: &NimState, mv: NimMove) -> String {
        let mut heaps = state.heaps.clone();
        heaps[mv.heap as usize] -= mv.stones;
        let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
        let (stones, heap) = (mv.stones.to_string(), mv.heap.to_string());
        tr!("nim-effect", stones = stones, heap = heap, heaps = heaps.join(" "))
    }

    fn describe_state(&self, state: &NimState) -> String {
        let heaps: Vec<String> = state.heaps.iter().map(u32::to_string).collect();
        tr!("nim-position", heaps = heaps.join(" "))
    }

    fn brief(&self, state: &NimState) -> Option<String> {
        Some(self.describe_state(state))
    }

    fn group(&self, mv: NimMove) -> Option<u32> {
        Some(mv.heap)
    }

    fn typed(&self, mv: NimMove) -> String {
        mv.stones.to_string()
    }

    fn by_rule(
        &self,
        state: &NimState,
        _control: crate::engine::search::Control<'_>,
    ) -> Option<RuleAnswer<NimMove>> {
        if searchable(&state.heaps) {
            return None;
        }
        // The opponent moves next: the mover wins when the opponent loses.
        let value = |mv: NimMove| {
            let mut heaps = state.heaps.clone();
            heaps[mv.heap as usize] -= mv.stones;
            if mover_wins(&heaps, self.misere) { -1 } else { 1 }
        };
        let stones: u64 = state.heaps.iter().map(|&h| u64::from(h)).sum();
        let (moves, others) = if stones <= LISTED_MOVES as u64 {
            let mut legal = Vec::new();
            self.legal_moves(state, &mut legal);
            (legal.into_iter().map(|mv| (mv, value(mv))).collect(), None)
        } else {
            // Too many to value one by one: the winning moves, and every other move loses.
            (winning_moves(&state.heaps, self.misere).map(|mv| (mv, 1)).collect(), Some(-1))
        };
        Some(RuleAnswer {
            source: Source::Rule(tr!("nim-by-rule")),
            for_mover: if mover_wins(&state.heaps, self.misere) { 1 } else { -1 },
            best: perfect_move(&state.heaps, self.misere)?,
            moves,
            others,
        })
    }

    fn move_space(&self, state: &NimState) -> Option<Box<dyn MoveSpace<NimMove>>> {
        let stones: u64 = state.heaps.iter().map(|&h| u64::from(h)).sum();
        (stones > LISTED_MOVES as u64)
            .then(|| Box::new(Stones { heaps: state.heaps.clone() }) as Box<dyn MoveSpace<NimMove>>)
    }

    fn position_height(&self, state: &NimState) -> u16 {
        (state.heaps.len() as u16).min(12)
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let (state, selected) = (position.state, position.selected);
        let rows = state
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &size)| {
                let take = selected.filter(|m| m.heap as usize == i).map_or(0, |m| m.stones);
                let marker = if take > 0 { "▶" } else { " " };
                let mut spans = vec![Span::plain(format!(
                    "{marker}{} ",
                    tr!("nim-picture-heap", heap = i.to_string())
                ))];
                if size <= MAX_DRAWN {
                    // A stone clicked takes itself and every stone to its right.
                    for stone in 0..size {
                        let (text, look) = match stone < size - take {
                            true => ("● ", Look::PLAIN.bold()),
                            false => ("✕ ", Look::bad()),
                        };
                        spans.push(Span::new(text, look).plays(format!("{i}:{}", size - stone)));
                    }
                } else {
                    spans.push(Span::new("●…● ", Look::PLAIN.bold()));
                }
                spans.push(Span::new(format!(" {size}"), Look::PLAIN.dim()));
                // The cursor's move, with its mark when it is one of the best.
                let marked = |stones: u32| {
                    let mv =
                        position.best.iter().find(|m| m.heap as usize == i && m.stones == stones);
                    mv.and_then(|&mv| position.best_mark(mv))
                };
                if take > 0 {
                    spans.push(Span::new(
                        format!("  {}", tr!("nim-picture-take", stones = take.to_string())),
                        Look::bad(),
                    ));
                    if let Some(mark) = marked(take) {
                        spans.push(Span::new(format!(" {}", mark.text), mark.look));
                    }
                }
                // The other best moves from this heap, marked with what they take: short beside
                // the cursor's label, so that neither is cut at 80 columns.
                for mv in position.best.iter().filter(|m| m.heap as usize == i && m.stones != take)
                {
                    if let Some(mark) = position.best_mark(*mv) {
                        let text = match take > 0 {
                            true => format!("  {} {}", mark.text, mv.stones),
                            false => format!(
                                "  {} {}",
                                mark.text,
                                tr!("nim-picture-take", stones = mv.stones.to_string())
                            ),
                        };
                        spans.push(Span::new(text, mark.look));
                    }
                }
                Row::new(spans)
            })
            .collect();
        Picture::text(rows)
    }
}

/// Nim's moves by index without listing them (`Game::legal_moves`' order: heap 0's moves taking
/// 1, 2, … stones, then heap 1's): an index is a stone count into the heaps.
struct Stones {
    heaps: Vec<u32>,
}

impl Stones {
    /// The index of heap `heap`'s first move.
    fn start(&self, heap: usize) -> usize {
        self.heaps[..heap].iter().map(|&h| h as usize).sum()
    }
}

impl MoveSpace<NimMove> for Stones {
    fn count(&self) -> usize {
        self.heaps.iter().map(|&h| h as usize).sum()
    }

    fn get(&self, mut index: usize) -> Option<NimMove> {
        for (heap, &size) in self.heaps.iter().enumerate() {
            if index < size as usize {
                return Some(NimMove { heap: heap as u32, stones: index as u32 + 1 });
            }
            index -= size as usize;
        }
        None
    }

    fn index_of(&self, mv: NimMove) -> Option<usize> {
        let size = *self.heaps.get(mv.heap as usize)?;
        (1..=size)
            .contains(&mv.stones)
            .then(|| self.start(mv.heap as usize) + mv.stones as usize - 1)
    }

    fn group(&self, index: usize) -> Option<std::ops::Range<usize>> {
        let mv = self.get(index)?;
        let start = self.start(mv.heap as usize);
        Some(start..start + self.heaps[mv.heap as usize] as usize)
    }

    fn named(&self, name: &str) -> Option<usize> {
        let (heap, stones) = name.trim().split_once(':')?;
        self.index_of(NimMove { heap: heap.parse().ok()?, stones: stones.parse().ok()? })
    }

    fn typed(&self, near: usize, text: &str) -> Option<usize> {
        let heap = self.get(near)?.heap;
        // Digits only, as typing gives them: "+5" or "05" are not how a count is typed.
        let plain =
            !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && !text.starts_with('0');
        self.index_of(NimMove { heap, stones: text.parse().ok().filter(|_| plain)? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computed moves are the listed ones, index for index, with their groups, names and
    /// typed counts, so a big position behaves as a small one does.
    #[test]
    fn computed_moves_are_the_listed_moves() {
        let game = Nim { misere: true };
        for heaps in [vec![2, 5, 3], vec![0, 4, 0, 1], vec![7]] {
            let state = NimState::new(&heaps).unwrap();
            let mut legal = Vec::new();
            game.legal_moves(&state, &mut legal);
            let space = Stones { heaps: heaps.clone() };
            assert_eq!(space.count(), legal.len());
            assert_eq!(space.get(legal.len()), None);
            for (i, &mv) in legal.iter().enumerate() {
                assert_eq!(space.get(i), Some(mv));
                assert_eq!(space.index_of(mv), Some(i));
                assert_eq!(space.named(&game.notation(mv)), Some(i));
                let group: Vec<usize> =
                    (0..legal.len()).filter(|&j| legal[j].heap == mv.heap).collect();
                assert_eq!(space.group(i), Some(group[0]..group[group.len() - 1] + 1));
                let typed = game.typed(mv);
                let first_of_heap = group[0];
                assert_eq!(space.typed(first_of_heap, &typed), Some(i), "{heaps:?} {typed}");
            }
            assert_eq!(space.index_of(NimMove { heap: 0, stones: 99 }), None);
            assert_eq!(space.named("9:1"), None);
            assert_eq!(space.typed(0, "0"), None);
        }
    }

    /// Bouton's answer for a big position names the winning moves and values every other move
    /// as lost, as listing and valuing each one does.
    #[test]
    fn a_big_positions_answer_lists_the_winning_moves_and_loses_the_rest() {
        let game = Nim { misere: false };
        let heaps = vec![6_000, 5_000, 3];
        let state = NimState::new(&heaps).unwrap();
        let answer = game.by_rule(&state, Default::default()).expect("too big to search");
        assert_eq!(answer.others, Some(-1));
        // Only the heaps where the nim-sum lowers the count have a winning move, to a nim-sum of 0.
        let xor = heaps.iter().fold(0, |x, h| x ^ h);
        let expected: Vec<(NimMove, i32)> = heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h ^ xor < h)
            .map(|(i, &h)| (NimMove { heap: i as u32, stones: h - (h ^ xor) }, 1))
            .collect();
        assert_eq!(answer.moves, expected);
        assert_eq!(answer.for_mover, 1);
    }
}
