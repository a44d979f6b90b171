//! Reading numbers and lists that people type, and the files they name, with one-line reasons:
//! the command line and the start form share these. A leaf module: it knows nothing of either.

use std::fmt;
use std::io::Read;

/// The text of the file at `path`, if it is a regular file (or `/dev/stdin`, what the command was
/// given) of at most `most` bytes. Read through a limit, not trusted from its size: standard input
/// has none, and a file may grow while it is read. Anything else (a named pipe nobody writes to, a
/// device) is refused before it is opened: opening a pipe waits for a writer.
pub fn read_file(path: &std::path::Path, most: u64) -> Result<String, String> {
    let name = path.display();
    let mut bytes = Vec::new();
    if path == std::path::Path::new("/dev/stdin") {
        let stdin = std::io::stdin().lock();
        stdin.take(most + 1).read_to_end(&mut bytes).map_err(|e| format!("{name}: {e}"))?;
    } else {
        let kind = std::fs::metadata(path).map_err(|e| format!("{name}: {e}"))?;
        if !kind.is_file() {
            return Err(crate::tr!("file-not-regular", name = name.to_string()));
        }
        let file = std::fs::File::open(path).map_err(|e| format!("{name}: {e}"))?;
        file.take(most + 1).read_to_end(&mut bytes).map_err(|e| format!("{name}: {e}"))?;
    }
    if bytes.len() as u64 > most {
        return Err(crate::tr!("file-too-large", name = name.to_string(), most = most.to_string()));
    }
    String::from_utf8(bytes).map_err(|_| crate::tr!("file-not-text", name = name.to_string()))
}

/// A whole number from `least` to `most`. Anything larger, however many digits, is named as too
/// large, and a negative number as negative.
pub fn in_range(text: &str, least: u64, most: u64) -> Result<u64, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(crate::tr!("parse-nothing"));
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    if let Some(rest) = digits.strip_prefix('-') {
        return match rest.chars().all(|c| c.is_ascii_digit()) && !rest.is_empty() {
            true => Err(crate::tr!("parse-negative", text = text, least = least.to_string())),
            false => Err(crate::tr!("parse-not-a-number", text = text)),
        };
    }
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(crate::tr!("parse-not-a-number", text = text));
    }
    // Bounds as the command line writes them (never grouped: "at most 5000000").
    match digits.parse::<u64>() {
        Ok(0) if least == 1 => Err(crate::tr!("parse-not-positive", text = text)),
        Ok(n) if n < least => {
            Err(crate::tr!("parse-too-small", text = text, least = least.to_string()))
        }
        Ok(n) if n <= most => Ok(n),
        _ => Err(crate::tr!("parse-too-large", text = text, most = most.to_string())),
    }
}

/// A number from 1 to `most`.
pub fn at_most(text: &str, most: u64) -> Result<u64, String> {
    in_range(text, 1, most)
}

/// A number from 1 up to `u32::MAX`.
pub fn positive_number(text: &str) -> Result<u32, String> {
    at_most(text, u32::MAX as u64).map(|n| n as u32)
}

/// A comma-separated list of numbers from `least` to `most`; the empty string is the empty list.
pub fn list(text: &str, least: u64, most: u64) -> Result<Vec<u32>, String> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',').map(|item| in_range(item, least, most).map(|n| n as u32)).collect()
}

/// Input the user got wrong: the binary prints it on one line and exits with code 2.
#[derive(Debug)]
pub struct BadInput(pub String);

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadInput {}

impl BadInput {
    pub fn from_error(error: impl fmt::Display) -> BadInput {
        BadInput(error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_checked_with_reasons() {
        assert_eq!(positive_number("7"), Ok(7));
        assert_eq!(positive_number(" 7 "), Ok(7));
        assert!(positive_number("0").unwrap_err().contains("not a positive number"));
        assert!(positive_number("-3").unwrap_err().contains("a negative number"));
        assert!(positive_number("x").unwrap_err().contains("not a number"));
        assert!(positive_number("1.5").unwrap_err().contains("not a number"));
        assert!(positive_number("99999999999").unwrap_err().contains("too large"));
        assert!(at_most("18446744073709551615", 64).unwrap_err().contains("at most 64"));
        assert!(in_range("-1", 0, 9).unwrap_err().contains("expected 0 or more"));
        assert_eq!(in_range("0", 0, 9), Ok(0));
        assert_eq!(list("2,3", 1, 9), Ok(vec![2, 3]));
        assert_eq!(list("", 1, 9), Ok(vec![]));
        assert!(list("2,,3", 1, 9).is_err());
        assert!(list("2,0", 1, 9).unwrap_err().contains("'0' is not a positive number"));
    }
}
