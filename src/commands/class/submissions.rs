//! A class's submissions: in a folder, one folder, file or zip archive per student; or a CSV
//! file of `id,command` lines. Each is copied into a fresh folder of its own to run in, bounded
//! in files and bytes before anything is copied.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::i18n::Said;
use crate::tr;

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
pub type Skipped = (String, Said);

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
            let why = Said::new(|| tr!("class-skip-not-utf8"));
            skipped.push((name.to_string_lossy().into_owned(), why));
            continue;
        };
        let path = entry.path();
        let kind = entry.file_type().map_err(|e| format!("{}: {e}", path.display()))?;
        if name.starts_with('.') || is_ours(name) {
            continue;
        }
        let (id, source) = if kind.is_symlink() {
            skipped.push((name.to_string(), Said::new(|| tr!("class-skip-link"))));
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
            let (class, most) = (class.display().to_string(), MOST_SUBMISSIONS.to_string());
            return Err(tr!("class-too-many", class = class, most = most));
        }
        found.push(Submission { id, source });
    }
    found.sort_by(|a, b| a.id.cmp(&b.id));
    if let Some(pair) = found.windows(2).find(|w| w[0].id == w[1].id) {
        return Err(tr!("class-two-of", id = pair[0].id.as_str()));
    }
    Ok((found, skipped))
}

/// The files the grader writes beside the submissions: the sheets and the feedback.
fn is_ours(name: &str) -> bool {
    name.ends_with(".md")
        || (name.starts_with("grades") && (name.ends_with(".csv") || name.ends_with(".json")))
}

/// An id names a file of the grader's (its progress, its feedback): a single name, printable.
fn check_id(id: &str) -> Result<(), Said> {
    let printable = !id.chars().any(char::is_control);
    match !id.is_empty() && id.len() <= MOST_ID && printable && !id.contains(['/', '\\']) {
        true if !id.starts_with('.') => Ok(()),
        _ => {
            let (id, most) = (crate::words::printable(id), MOST_ID.to_string());
            Err(Said::new(|| tr!("class-not-an-id", id = id.as_str(), most = most.as_str())))
        }
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
        let at = |why: String| {
            let (file, line) = (path.display().to_string(), (number + 1).to_string());
            tr!("exam-list-line", file = file, line = line, why = why)
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || (number == 0 && line.starts_with("id,")) {
            continue;
        }
        let (id, command) = line.split_once(',').ok_or_else(|| at(tr!("class-csv-fields")))?;
        let (id, command) = (id.trim(), command.trim());
        check_id(id).map_err(|why| at(why.to_string()))?;
        if command.is_empty() {
            return Err(at(tr!("class-csv-no-command", id = id)));
        }
        if found.iter().any(|s| s.id == id) {
            return Err(at(tr!("class-csv-twice", id = id)));
        }
        if found.len() == MOST_SUBMISSIONS {
            return Err(at(tr!("class-csv-too-many", most = MOST_SUBMISSIONS.to_string())));
        }
        let source = Source::Command { command: command.to_string(), folder: folder.clone() };
        found.push(Submission { id: id.to_string(), source });
    }
    found.sort_by(|a, b| a.id.cmp(&b.id));
    match found.is_empty() {
        true => Err(tr!("class-csv-empty", path = path.display().to_string())),
        false => Ok(found),
    }
}

/// Copies the submission into `work` (an empty folder of its own) and gives the folder to run
/// in: the copy, or the one folder inside it that holds `main` (a folder zipped whole). Why not,
/// in English for the grade sheet and in the reader's language for the feedback.
pub fn unpack(source: &Source, work: &Path, main: &str) -> Result<PathBuf, Said> {
    let mut budget = Budget { files: 0, bytes: 0 };
    match source {
        Source::Folder(folder) => copy_folder(folder, work, 0, &mut budget)?,
        Source::File(file) => {
            budget.take(file_len(file)?)?;
            std::fs::copy(file, work.join(main)).map_err(|e| io(file, e))?;
        }
        Source::Zip(zip) => unzip(zip, work, &mut budget)?,
        Source::Command { .. } => return Ok(work.to_path_buf()),
    }
    if work.join(main).is_file() {
        return Ok(work.to_path_buf());
    }
    let inner: Vec<PathBuf> = std::fs::read_dir(work)
        .map_err(|e| io(work, e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    match inner.as_slice() {
        [one] if one.join(main).is_file() => Ok(one.clone()),
        _ => {
            let names = names(work);
            Err(Said::new(|| tr!("class-no-main", main = main, holds = listing(&names))))
        }
    }
}

/// A file's trouble, as the system says it (the same words in every language).
fn io(path: &Path, e: impl std::fmt::Display) -> Said {
    Said::same(format!("{}: {e}", path.display()))
}

/// The names a folder holds (not the hidden ones), sorted.
fn names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()))
        .into_iter()
        .flatten()
        .filter(|n| !n.starts_with('.'))
        .collect();
    names.sort();
    names
}

/// What a folder holds, in a few names.
fn listing(names: &[String]) -> String {
    match names.len() {
        0 => tr!("class-holds-nothing"),
        n if n <= 6 => crate::words::printable(&names.join(", ")),
        n => {
            let first = crate::words::printable(&names[..6].join(", "));
            tr!("class-holds-more", first = first, n = n - 6)
        }
    }
}

/// Files and bytes copied so far, against `MOST_FILES` and `MOST_BYTES`.
struct Budget {
    files: usize,
    bytes: u64,
}

impl Budget {
    fn take(&mut self, bytes: u64) -> Result<(), Said> {
        self.files += 1;
        self.bytes = self.bytes.saturating_add(bytes);
        let (files, mb) = (MOST_FILES.to_string(), (MOST_BYTES >> 20).to_string());
        match (self.files > MOST_FILES, self.bytes > MOST_BYTES) {
            (true, _) => Err(Said::new(|| tr!("class-too-many-files", most = files.as_str()))),
            (_, true) => Err(Said::new(|| tr!("class-too-many-bytes", mb = mb.as_str()))),
            _ => Ok(()),
        }
    }
}

fn file_len(path: &Path) -> Result<u64, Said> {
    std::fs::metadata(path).map(|m| m.len()).map_err(|e| io(path, e))
}

/// Folders nested deeper than a submission's may be.
fn too_deep() -> Said {
    let most = MOST_DEPTH.to_string();
    Said::new(|| tr!("class-too-deep", most = most.as_str()))
}

/// Copies files and folders (links are left out: they could lead anywhere).
fn copy_folder(from: &Path, to: &Path, depth: usize, budget: &mut Budget) -> Result<(), Said> {
    if depth > MOST_DEPTH {
        return Err(too_deep());
    }
    let entries = std::fs::read_dir(from).map_err(|e| io(from, e))?;
    for entry in entries.flatten() {
        // The feedback an earlier run wrote is the grader's, not the student's work.
        if depth == 0 && entry.file_name() == "feedback.md" {
            continue;
        }
        let (path, target) = (entry.path(), to.join(entry.file_name()));
        let kind = entry.file_type().map_err(|e| io(&path, e))?;
        if kind.is_dir() {
            std::fs::create_dir(&target).map_err(|e| io(&target, e))?;
            copy_folder(&path, &target, depth + 1, budget)?;
        } else if kind.is_file() {
            budget.take(file_len(&path)?)?;
            std::fs::copy(&path, &target).map_err(|e| io(&path, e))?;
        }
    }
    Ok(())
}

/// Unpacks an archive: each entry's name must stay inside the folder, each size is checked as
/// declared and again as read (an archive may lie), links are left out.
fn unzip(path: &Path, to: &Path, budget: &mut Budget) -> Result<(), Said> {
    let shown = path.display().to_string();
    let bad = |e: &dyn std::fmt::Display| {
        let why = e.to_string();
        Said::new(|| tr!("class-bad-zip", path = shown.as_str(), why = why.as_str()))
    };
    if file_len(path)? > MOST_BYTES {
        let mb = (MOST_BYTES >> 20).to_string();
        return Err(Said::new(|| tr!("class-zip-too-large", mb = mb.as_str())));
    }
    let file = std::fs::File::open(path).map_err(|e| io(path, e))?;
    let mut archive = zip::ZipArchive::new(file).map_err(|e| bad(&e))?;
    if archive.len() > MOST_FILES {
        let most = MOST_FILES.to_string();
        return Err(Said::new(|| tr!("class-zip-too-many", most = most.as_str())));
    }
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).map_err(|e| bad(&e))?;
        let Some(name) = entry.enclosed_name() else {
            return Err(Said::new(|| tr!("class-zip-outside", path = shown.as_str())));
        };
        if name.components().count() > MOST_DEPTH {
            return Err(too_deep());
        }
        let target = to.join(name);
        if entry.is_dir() {
            std::fs::create_dir_all(&target).map_err(|e| io(&target, e))?;
            continue;
        }
        if entry.is_symlink() {
            continue;
        }
        budget.take(entry.size())?;
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
        }
        let mut bytes = Vec::new();
        // One byte past what is left of the budget tells an entry larger than it says.
        let left = MOST_BYTES - budget.bytes.min(MOST_BYTES) + entry.size() + 1;
        (&mut entry).take(left).read_to_end(&mut bytes).map_err(|e| bad(&e))?;
        if bytes.len() as u64 != entry.size() {
            return Err(Said::new(|| tr!("class-zip-entry-larger", path = shown.as_str())));
        }
        crate::files::write_new(&target, &bytes).map_err(Said::same)?;
    }
    Ok(())
}
