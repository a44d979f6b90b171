//! A class's submissions: in a folder, one folder, file or zip archive per student; or a CSV
//! file of `id,command` lines. Each is copied into a fresh folder of its own to run in, bounded
//! in files and bytes before anything is copied.

use std::io::Read;
use std::path::{Path, PathBuf};

/// The most submissions one class holds.
pub const MOST_SUBMISSIONS: usize = 2000;
/// The most files, and bytes, one submission holds (a folder or an archive unpacked).
pub const MOST_FILES: usize = 1000;
pub const MOST_BYTES: u64 = 64 << 20;
/// How deep a submission's folders go.
const MOST_DEPTH: usize = 16;
/// The longest id, in bytes.
const MOST_ID: usize = 100;

/// Where a student's work is.
#[derive(Clone, Debug)]
pub enum Source {
    Folder(PathBuf),
    /// A lone program file, copied in under the rubric's file name (`player.py`).
    File(PathBuf),
    Zip(PathBuf),
    /// A line of the class's CSV: the command, run in the CSV's folder.
    Command {
        command: String,
        folder: PathBuf,
    },
}

#[derive(Clone, Debug)]
pub struct Submission {
    pub id: String,
    pub source: Source,
}

impl Submission {
    /// Where the student's feedback goes: `feedback.md` in a student's folder, else
    /// `ID.feedback.md` in the sheets' folder.
    pub fn feedback_path(&self, out: &Path) -> PathBuf {
        match &self.source {
            Source::Folder(folder) => folder.join("feedback.md"),
            _ => out.join(format!("{}.feedback.md", self.id)),
        }
    }
}

/// An entry of the class folder that is not a submission, and why.
pub type Skipped = (String, String);

/// The submissions in `class` (a folder, or a CSV file), sorted by id, with the entries that
/// are not submissions (the sheets, feedback, hidden files, links) and why.
pub fn list(class: &Path) -> Result<(Vec<Submission>, Vec<Skipped>), String> {
    if class.is_file() {
        return Ok((from_csv(class)?, Vec::new()));
    }
    let entries = std::fs::read_dir(class).map_err(|e| format!("{}: {e}", class.display()))?;
    let mut found = Vec::new();
    let mut skipped = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            skipped.push((name.to_string_lossy().into_owned(), "a name that is not UTF-8".into()));
            continue;
        };
        let path = entry.path();
        let kind = entry.file_type().map_err(|e| format!("{}: {e}", path.display()))?;
        if name.starts_with('.') || is_ours(name) {
            continue;
        }
        let (id, source) = if kind.is_symlink() {
            skipped.push((name.to_string(), "a link: not followed".into()));
            continue;
        } else if kind.is_dir() {
            (name.to_string(), Source::Folder(path))
        } else if let Some(stem) = name.strip_suffix(".zip") {
            (stem.to_string(), Source::Zip(path))
        } else {
            let stem = Path::new(name).file_stem().and_then(|s| s.to_str()).unwrap_or(name);
            (stem.to_string(), Source::File(path))
        };
        if let Err(why) = check_id(&id) {
            skipped.push((name.to_string(), why));
            continue;
        }
        if found.len() == MOST_SUBMISSIONS {
            return Err(format!(
                "{} holds more than {MOST_SUBMISSIONS} submissions",
                class.display()
            ));
        }
        found.push(Submission { id, source });
    }
    found.sort_by(|a, b| a.id.cmp(&b.id));
    if let Some(pair) = found.windows(2).find(|w| w[0].id == w[1].id) {
        return Err(format!("two submissions are both '{}' (a folder and a file?)", pair[0].id));
    }
    Ok((found, skipped))
}

/// The files the grader writes beside the submissions: the sheets and the feedback.
fn is_ours(name: &str) -> bool {
    name.ends_with(".md")
        || (name.starts_with("grades") && (name.ends_with(".csv") || name.ends_with(".json")))
}

/// An id names a file of the grader's (its progress, its feedback): a single name, printable.
fn check_id(id: &str) -> Result<(), String> {
    let printable = !id.chars().any(char::is_control);
    match !id.is_empty() && id.len() <= MOST_ID && printable && !id.contains(['/', '\\']) {
        true if !id.starts_with('.') => Ok(()),
        _ => Err(format!(
            "not an id: {} (a name of at most {MOST_ID} bytes, printable, without / or \\, not starting with '.')",
            crate::words::printable(id)
        )),
    }
}

/// `id,command` lines (a header `id,command` and `#` comments are skipped); the command is the
/// rest of the line after the first comma, run in the CSV's folder.
fn from_csv(path: &Path) -> Result<Vec<Submission>, String> {
    let text = crate::parse::read_file(path, 1 << 20)?;
    // Absolute: the command runs from the student's own folder, which `cd` leaves for this one
    // (a CSV named without a folder, `class.csv`, has the empty path for its parent, and each
    // command ran in the student's empty copy instead).
    let whole = std::fs::canonicalize(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let folder = whole.parent().map_or_else(|| PathBuf::from("/"), Path::to_path_buf);
    let mut found: Vec<Submission> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let at = |why: String| format!("{}, line {}: {why}", path.display(), number + 1);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || (number == 0 && line.starts_with("id,")) {
            continue;
        }
        let (id, command) = line.split_once(',').ok_or_else(|| at("expected ID,COMMAND".into()))?;
        let (id, command) = (id.trim(), command.trim());
        check_id(id).map_err(at)?;
        if command.is_empty() {
            return Err(at(format!("no command for {id}")));
        }
        if found.iter().any(|s| s.id == id) {
            return Err(at(format!("'{id}' twice")));
        }
        if found.len() == MOST_SUBMISSIONS {
            return Err(at(format!("more than {MOST_SUBMISSIONS} submissions")));
        }
        let source = Source::Command { command: command.to_string(), folder: folder.clone() };
        found.push(Submission { id: id.to_string(), source });
    }
    found.sort_by(|a, b| a.id.cmp(&b.id));
    match found.is_empty() {
        true => Err(format!("{}: no submissions", path.display())),
        false => Ok(found),
    }
}

/// Copies the submission into `work` (an empty folder of its own) and gives the folder to run
/// in: the copy, or the one folder inside it that holds `main` (a folder zipped whole).
pub fn unpack(source: &Source, work: &Path, main: &str) -> Result<PathBuf, String> {
    let mut budget = Budget { files: 0, bytes: 0 };
    match source {
        Source::Folder(folder) => copy_folder(folder, work, 0, &mut budget)?,
        Source::File(file) => {
            budget.take(file_len(file)?)?;
            std::fs::copy(file, work.join(main)).map_err(|e| format!("{}: {e}", file.display()))?;
        }
        Source::Zip(zip) => unzip(zip, work, &mut budget)?,
        Source::Command { .. } => return Ok(work.to_path_buf()),
    }
    if work.join(main).is_file() {
        return Ok(work.to_path_buf());
    }
    let inner: Vec<PathBuf> = std::fs::read_dir(work)
        .map_err(|e| e.to_string())?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    match inner.as_slice() {
        [one] if one.join(main).is_file() => Ok(one.clone()),
        _ => Err(format!("no {main} in the submission (it holds {})", listing(work))),
    }
}

/// What a folder holds, in a few names.
fn listing(folder: &Path) -> String {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()))
        .into_iter()
        .flatten()
        .filter(|n| !n.starts_with('.'))
        .collect();
    names.sort();
    match names.len() {
        0 => "nothing".into(),
        n if n <= 6 => crate::words::printable(&names.join(", ")),
        n => format!("{} and {} more", crate::words::printable(&names[..6].join(", ")), n - 6),
    }
}

/// Files and bytes copied so far, against `MOST_FILES` and `MOST_BYTES`.
struct Budget {
    files: usize,
    bytes: u64,
}

impl Budget {
    fn take(&mut self, bytes: u64) -> Result<(), String> {
        self.files += 1;
        self.bytes = self.bytes.saturating_add(bytes);
        match (self.files > MOST_FILES, self.bytes > MOST_BYTES) {
            (true, _) => Err(format!("more than {MOST_FILES} files")),
            (_, true) => Err(format!("more than {} MB", MOST_BYTES >> 20)),
            _ => Ok(()),
        }
    }
}

fn file_len(path: &Path) -> Result<u64, String> {
    std::fs::metadata(path).map(|m| m.len()).map_err(|e| format!("{}: {e}", path.display()))
}

/// Copies files and folders (links are left out: they could lead anywhere).
fn copy_folder(from: &Path, to: &Path, depth: usize, budget: &mut Budget) -> Result<(), String> {
    if depth > MOST_DEPTH {
        return Err(format!("folders deeper than {MOST_DEPTH}"));
    }
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for entry in entries.flatten() {
        // The feedback an earlier run wrote is the grader's, not the student's work.
        if depth == 0 && entry.file_name() == "feedback.md" {
            continue;
        }
        let (path, target) = (entry.path(), to.join(entry.file_name()));
        let kind = entry.file_type().map_err(|e| e.to_string())?;
        if kind.is_dir() {
            std::fs::create_dir(&target).map_err(|e| e.to_string())?;
            copy_folder(&path, &target, depth + 1, budget)?;
        } else if kind.is_file() {
            budget.take(file_len(&path)?)?;
            std::fs::copy(&path, &target).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

/// Unpacks an archive: each entry's name must stay inside the folder, each size is checked as
/// declared and again as read (an archive may lie), links are left out.
fn unzip(path: &Path, to: &Path, budget: &mut Budget) -> Result<(), String> {
    let bad =
        |e: &dyn std::fmt::Display| format!("{}: not a readable zip archive ({e})", path.display());
    if file_len(path)? > MOST_BYTES {
        return Err(format!("an archive of more than {} MB", MOST_BYTES >> 20));
    }
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut archive = zip::ZipArchive::new(file).map_err(|e| bad(&e))?;
    if archive.len() > MOST_FILES {
        return Err(format!("an archive of more than {MOST_FILES} entries"));
    }
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).map_err(|e| bad(&e))?;
        let Some(name) = entry.enclosed_name() else {
            return Err(format!("{}: an entry's name leads outside the archive", path.display()));
        };
        if name.components().count() > MOST_DEPTH {
            return Err(format!("folders deeper than {MOST_DEPTH}"));
        }
        let target = to.join(name);
        if entry.is_dir() {
            std::fs::create_dir_all(&target).map_err(|e| e.to_string())?;
            continue;
        }
        if entry.is_symlink() {
            continue;
        }
        budget.take(entry.size())?;
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        let mut bytes = Vec::new();
        // One byte past what is left of the budget tells an entry larger than it says.
        let left = MOST_BYTES - budget.bytes.min(MOST_BYTES) + entry.size() + 1;
        (&mut entry).take(left).read_to_end(&mut bytes).map_err(|e| bad(&e))?;
        if bytes.len() as u64 != entry.size() {
            return Err(format!("{}: an entry larger than it says", path.display()));
        }
        crate::files::write_new(&target, &bytes)?;
    }
    Ok(())
}
