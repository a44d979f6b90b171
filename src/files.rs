//! Files the product writes for people (exam sheets, grades, answers, pictures): a new one never
//! over a file already there, and none through a symbolic link.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to a file that must not exist yet (`create_new` refuses a link too).
pub fn write_new(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), String> {
    let file = std::fs::OpenOptions::new().write(true).create_new(true).open(path);
    file.and_then(|mut f| f.write_all(bytes.as_ref()))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes `text` to a file of the product's own that a later run writes again (a grade sheet, an
/// answer saved as it is typed), never through a link.
pub fn replace_own(path: &Path, text: &str) -> Result<(), String> {
    if path.symlink_metadata().is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(crate::tr!("file-is-a-link", path = path.display().to_string()));
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}
