//! Words said twice: in English for what a machine reads (a record, a grade sheet, JSON: the
//! same bytes in every language) and in the reader's language for what a person reads (a report,
//! a feedback file). An arena's referee, a grader and a marker say why once and keep both.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Lang, current, with};

/// Words said twice are the same words where their English is (what the machine keeps: a
/// sheet read back has only English's).
#[derive(Clone, Debug, Eq)]
pub struct Said {
    /// What the machine output keeps.
    pub english: String,
    /// The same in the language current when it was said, where that is not English (a Nim
    /// arena keeps a reason for each of up to 600,000 games: English's is not kept twice).
    here: Option<String>,
}

impl Said {
    /// `say` run twice: in English and in the language of the call (it only formats words).
    pub fn new(say: impl Fn() -> String) -> Said {
        let english = with(Lang::En, &say);
        let here = (current() != Lang::En).then(say);
        Said { english, here }
    }

    /// Words that are the same in every language (what a program printed, a path).
    pub fn same(text: impl Into<String>) -> Said {
        Said { english: text.into(), here: None }
    }

    /// The words in the current language: English's where that is English (so that words
    /// said twice nest: an outer `Said::new` closure formats an inner `Said` by `shown`).
    pub fn shown(&self) -> &str {
        match (current(), &self.here) {
            (Lang::En, _) | (_, None) => &self.english,
            (_, Some(here)) => here,
        }
    }
}

impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        self.english == other.english
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.shown())
    }
}

/// Machine output keeps the English words.
impl Serialize for Said {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.english)
    }
}

/// Read back from machine output, the words are English's in every language.
impl<'de> Deserialize<'de> for Said {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Said, D::Error> {
        String::deserialize(deserializer).map(Said::same)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_said_twice_keep_english_for_the_machine() {
        let said = with(Lang::Cs, || Said::new(|| crate::tr!("rule-not-run")));
        assert_eq!(said.english, "not run");
        assert_eq!(with(Lang::Cs, || said.to_string()), "nespuštěno");
        assert_eq!(with(Lang::En, || said.to_string()), "not run");
        assert_eq!(serde_json::to_string(&said).unwrap(), r#""not run""#);
        let read: Said = serde_json::from_str(r#""not run""#).unwrap();
        assert_eq!(read, said, "the same words where their English is");
        assert_eq!(with(Lang::Cs, || read.to_string()), "not run", "read back: English's");
        // Said in English, the words are kept once.
        let english = with(Lang::En, || Said::new(|| crate::tr!("rule-not-run")));
        assert!(english.here.is_none());
    }
}
