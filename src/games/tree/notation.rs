//! The notation textbook trees are typed in, read by one parser whose errors name the column:
//!
//! - nested groups in parentheses or brackets, items apart by spaces or commas:
//!   `((3 12 8) (2 4 6) (14 5 2))`, `[[3,12,8],[2,4,6],[14,5,2]]`; a number alone in a group is a
//!   leaf: `(((3)(12)(8))((2)(4)(6)))`; ragged trees, negative and decimal values;
//! - a label before a node, with a colon: `A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6))`; unlabelled
//!   inner nodes are named A, B, C… level by level (AIMA's way), leaves after their parent and
//!   place (`b1`, `b2`…);
//! - kinds: levels alternate MAX, MIN, MAX… from the root (MIN first with `root_min`); a node may
//!   say its own: `max(…)`, `min(…)`, `chance(…)`; a chance node's children may carry their
//!   probability after `@` (`chance(3@0.25 (2 4)@0.75)`), uniform when none do;
//! - a static evaluation after an inner node, used where a depth limit cuts: `(3 12 8)=5`.

use super::{Kind, MAX_NESTING, MAX_NODES, MAX_VALUE, TreeError};

/// A node as read, before names and kinds are settled.
pub(super) struct Raw {
    pub(super) label: Option<String>,
    pub(super) kind: Option<Kind>,
    /// `Some` for a leaf.
    pub(super) leaf: Option<f64>,
    pub(super) eval: Option<f64>,
    pub(super) children: Vec<(Raw, Option<f64>)>,
}

pub(super) struct Parser<'a> {
    pub(super) text: &'a [u8],
    pub(super) at: usize,
    pub(super) nodes: usize,
}

impl Parser<'_> {
    pub(super) fn error<T>(&self, message: impl Into<String>) -> Result<T, TreeError> {
        Err(TreeError { column: self.at + 1, message: message.into() })
    }

    pub(super) fn skip_space(&mut self) {
        while self.at < self.text.len() && (self.text[self.at] as char).is_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn number(&mut self) -> Result<f64, TreeError> {
        let start = self.at;
        if matches!(self.peek(), Some(b'-' | b'+')) {
            self.at += 1;
        }
        while matches!(self.peek(), Some(b'0'..=b'9' | b'.')) {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
        match text.parse::<f64>() {
            Ok(v) if v.is_finite() && v.abs() <= MAX_VALUE => Ok(v),
            Ok(_) => {
                self.at = start;
                let most = MAX_VALUE.to_string();
                self.error(crate::tr!("tree-value-too-large", text = text, most = most))
            }
            Err(_) => {
                self.at = start;
                self.error(crate::tr!("tree-expected-number"))
            }
        }
    }

    fn word(&mut self) -> String {
        let start = self.at;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'_') {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.text[start..self.at]).into_owned()
    }

    pub(super) fn node(&mut self, depth: usize) -> Result<Raw, TreeError> {
        if depth > MAX_NESTING {
            return self.error(crate::tr!("tree-too-deep", most = MAX_NESTING.to_string()));
        }
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return self.error(crate::tr!("tree-too-many-nodes", most = MAX_NODES.to_string()));
        }
        self.skip_space();
        let mut label = None;
        let mut kind = None;
        if matches!(self.peek(), Some(c) if c.is_ascii_alphabetic() || c == b'_') {
            let word_at = self.at;
            let word = self.word();
            self.skip_space();
            match (self.peek(), word.as_str()) {
                (Some(b':'), _) => {
                    self.at += 1;
                    label = Some(word);
                    self.skip_space();
                    if matches!(self.peek(), Some(c) if c.is_ascii_alphabetic()) {
                        let kind_at = self.at;
                        let word = self.word();
                        kind = Some(kind_word(&word).ok_or(TreeError {
                            column: kind_at + 1,
                            message: crate::tr!("tree-not-a-kind", word = word.as_str()),
                        })?);
                    }
                }
                (Some(b'(' | b'['), w) if kind_word(w).is_some() => kind = kind_word(w),
                _ => {
                    self.at = word_at;
                    return self.error(crate::tr!("tree-bad-word", word = word.as_str()));
                }
            }
            self.skip_space();
        }
        match self.peek() {
            Some(b'(' | b'[') => self.group(label, kind, depth),
            Some(b'-' | b'+' | b'0'..=b'9' | b'.') if kind.is_none() => {
                let value = self.number()?;
                Ok(Raw { label, kind: None, leaf: Some(value), eval: None, children: vec![] })
            }
            Some(c) => self.error(crate::tr!("tree-unexpected", found = (c as char).to_string())),
            None => self.error(crate::tr!("tree-ends-too-soon")),
        }
    }

    fn group(
        &mut self,
        label: Option<String>,
        kind: Option<Kind>,
        depth: usize,
    ) -> Result<Raw, TreeError> {
        let open = self.at;
        let close = if self.text[open] == b'(' { b')' } else { b']' };
        self.at += 1;
        let mut children = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(c) if c == close => {
                    self.at += 1;
                    break;
                }
                Some(b',') if !children.is_empty() => {
                    self.at += 1;
                    continue;
                }
                Some(b')' | b']') => return self.error(crate::tr!("tree-bracket-mismatch")),
                None => {
                    self.at = open;
                    return self.error(crate::tr!("tree-never-closed"));
                }
                _ => {}
            }
            let child = self.node(depth + 1)?;
            self.skip_space();
            let probability = if self.peek() == Some(b'@') {
                self.at += 1;
                self.skip_space();
                let p = self.number()?;
                if !(0.0..=1.0).contains(&p) {
                    return self.error(crate::tr!("tree-probability", p = p.to_string()));
                }
                Some(p)
            } else {
                None
            };
            children.push((child, probability));
        }
        if children.is_empty() {
            self.at = open;
            return self.error(crate::tr!("tree-empty-group"));
        }
        self.skip_space();
        let eval = if self.peek() == Some(b'=') {
            self.at += 1;
            self.skip_space();
            Some(self.number()?)
        } else {
            None
        };
        // A number alone in its own group is a leaf: `(3)`.
        if children.len() == 1
            && kind.is_none()
            && eval.is_none()
            && children[0].1.is_none()
            && children[0].0.leaf.is_some()
            && children[0].0.label.is_none()
        {
            let (only, _) = children.pop().expect("one child");
            return Ok(Raw { label, kind: None, leaf: only.leaf, eval: None, children: vec![] });
        }
        Ok(Raw { label, kind, leaf: None, eval, children })
    }
}

pub(super) fn kind_word(word: &str) -> Option<Kind> {
    match word.to_ascii_lowercase().as_str() {
        "max" => Some(Kind::Max),
        "min" => Some(Kind::Min),
        "chance" => Some(Kind::Chance),
        _ => None,
    }
}

/// AIMA's names for unlabelled inner nodes: A … Z, then AA, AB …
pub(super) fn letters(mut n: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).expect("letters")
}
