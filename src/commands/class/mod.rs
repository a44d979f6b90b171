//! `minimax grade class DIR`: every submission of a class graded by one rubric, in parallel,
//! each in a jail of its own (`arena::jail`), so that a broken one costs its student alone; a
//! sheet for the class and a feedback file a student. Each student's result is kept as it is
//! graded (`OUT/.grading/students/ID.json`, written whole or not at all), so a run stopped
//! halfway resumes where it was: nothing graded twice, nothing graded lost. `--shard I/N`
//! grades a part, and `grade merge` joins the parts' sheets.

pub mod feedback;
pub mod rubric;
pub mod sheet;
pub mod student;
pub mod submissions;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use rubric::Rubric;
use sheet::{FORMAT, Settings, Shard, Sheet};
use student::Student;
use submissions::{Source, Submission};

use crate::arena::jail::{Jail, Limits};
use crate::i18n::Said;

/// A class to grade, and how.
pub struct Class {
    /// The folder of submissions, or a CSV of `id,command`.
    pub class: PathBuf,
    /// Where the sheets and the progress go.
    pub out: PathBuf,
    pub rubric: Rubric,
    /// The command run in each student's folder.
    pub run: String,
    /// The program file a submission must hold (a lone file is copied in under this name).
    pub main: String,
    pub jobs: usize,
    pub shard: Option<Shard>,
    pub limits: Limits,
    pub settings: Settings,
}

/// The Heaps assignment's players are a `play(heaps)` function: this adapter, written into each
/// student's folder, speaks the arena's protocol for it.
pub const NIM_ADAPTER: &str = ".minimax_nim_adapter.py";
const NIM_ADAPTER_TEXT: &str = include_str!("../../../assets/nim_player_adapter.py");

/// What a run did: the sheet, and how many of its students an earlier run had graded.
pub struct Done {
    pub sheet: Sheet,
    pub resumed: usize,
    pub files: (PathBuf, PathBuf),
}

impl Class {
    /// Grades every submission of the shard not graded yet, telling `progress` of each as it
    /// is done; then writes the sheet.
    pub fn grade(
        &self,
        progress: &(dyn Fn(usize, usize, &Student) + Sync),
    ) -> Result<Done, String> {
        let (all, skipped) = submissions::list(&self.class)?;
        if all.is_empty() {
            let class = self.class.display().to_string();
            return Err(crate::tr!("class-empty", class = class));
        }
        let mine: Vec<Submission> = all
            .into_iter()
            .enumerate()
            .filter(|(k, _)| self.shard.is_none_or(|s| s.holds(*k)))
            .map(|(_, s)| s)
            .collect();
        let journal = self.journal()?;
        let mut graded: Vec<Student> = Vec::new();
        let mut to_do: Vec<&Submission> = Vec::new();
        for submission in &mine {
            match read_student(&journal, &submission.id) {
                Some(student) => graded.push(student),
                None => to_do.push(submission),
            }
        }
        let resumed = graded.len();
        sweep_work();
        let work = std::env::temp_dir().join(format!("{WORK}{}", std::process::id()));
        std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(resumed);
        let results = Mutex::new(graded);
        let failed: Mutex<Option<String>> = Mutex::new(None);
        std::thread::scope(|scope| {
            for _ in 0..self.jobs.clamp(1, to_do.len().max(1)) {
                scope.spawn(|| {
                    while let Some(submission) = to_do.get(next.fetch_add(1, Ordering::SeqCst)) {
                        let student = self.grade_one(submission, &work);
                        if let Err(why) = write_student(&journal, &student) {
                            *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                            return;
                        }
                        progress(done.fetch_add(1, Ordering::SeqCst) + 1, mine.len(), &student);
                        results.lock().unwrap_or_else(|e| e.into_inner()).push(student);
                    }
                });
            }
        });
        let _ = std::fs::remove_dir_all(&work);
        if let Some(why) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
            return Err(why);
        }
        let mut students = results.into_inner().unwrap_or_else(|e| e.into_inner());
        students.sort_by(|a, b| a.id.cmp(&b.id));
        let sheet = Sheet {
            format: FORMAT.into(),
            settings: self.settings.clone(),
            shard: self.shard,
            students,
            skipped,
        };
        let files = sheet.write(&self.out)?;
        Ok(Done { sheet, resumed, files })
    }

    /// The folder of results kept as they are graded, checked to be of a run with these
    /// settings (a resumed run must grade as the first did).
    fn journal(&self) -> Result<PathBuf, String> {
        let root = self.out.join(".grading");
        let journal = root.join("students");
        std::fs::create_dir_all(&journal).map_err(|e| format!("{}: {e}", journal.display()))?;
        let path = root.join("settings.json");
        let mine = serde_json::to_string_pretty(&self.settings).expect("settings serialise");
        // Shards sharing one folder may start together: the first writes the settings, the
        // others (and a resumed run) read them.
        let _ = crate::files::write_new(&path, mine + "\n");
        let kept = crate::parse::read_file(&path, 1 << 20)?;
        match serde_json::from_str::<Settings>(&kept) {
            Ok(kept) if kept == self.settings => Ok(journal),
            _ => Err(crate::tr!("class-graded-otherwise", folder = root.display().to_string())),
        }
    }

    /// One submission: copied, run in its jail, its feedback written.
    fn grade_one(&self, submission: &Submission, work: &Path) -> Student {
        let started = Instant::now();
        let own = work.join(&submission.id);
        let _ = std::fs::remove_dir_all(&own);
        let (mut student, text) = self.run_one(submission, &own, work).unwrap_or_else(|why| {
            let student = self.rubric.not_run(&submission.id, why);
            let text = feedback_of_not_run(&student);
            (student, text)
        });
        let path = submission.feedback_path(&self.out);
        if let Err(why) = crate::files::replace_own(&path, &text) {
            let id = crate::words::printable(&student.id);
            let said = crate::tr!("class-feedback-not-written", id = id, why = why);
            let _ = writeln!(std::io::stderr(), "{said}");
        }
        let _ = std::fs::remove_dir_all(&own);
        student.seconds = started.elapsed().as_secs_f64();
        student
    }

    /// Copies the submission into `own`, and runs the rubric on it there.
    fn run_one(
        &self,
        submission: &Submission,
        own: &Path,
        work: &Path,
    ) -> Result<(Student, String), Said> {
        let io = |e: std::io::Error| Said::same(format!("{}: {e}", own.display()));
        std::fs::create_dir(own).map_err(io)?;
        let folder = submissions::unpack(&submission.source, own, &self.main)?;
        if matches!(self.rubric, Rubric::Nim(_)) {
            std::fs::write(folder.join(NIM_ADAPTER), NIM_ADAPTER_TEXT).map_err(io)?;
        }
        let command = match &submission.source {
            Source::Command { command, folder } => format!("cd {} && {command}", sh_quote(folder)),
            _ => self.run.clone(),
        };
        let jail = self.jail(&folder, work);
        self.rubric.grade(&submission.id, &command, jail).map_err(|e| Said::same(e.to_string()))
    }

    fn jail(&self, folder: &Path, work: &Path) -> Jail {
        let mut hidden = vec![work.to_path_buf(), self.out.join(".grading")];
        if self.class.is_dir() {
            hidden.extend([self.class.clone(), self.out.clone()]);
        }
        Jail {
            folder: folder.to_path_buf(),
            limits: self.limits,
            deadline: Instant::now() + self.limits.budget,
            hidden,
        }
    }
}

/// The prefix of a run's folder of copies in the temporary folder; its process id follows.
const WORK: &str = "minimax-grade-";

/// Removes the copies left by runs that were stopped (by a signal) and are no longer running.
fn sweep_work() {
    for entry in std::fs::read_dir(std::env::temp_dir()).into_iter().flatten().flatten() {
        let name = entry.file_name();
        let pid = name.to_str().and_then(|n| n.strip_prefix(WORK)?.parse().ok());
        if pid.is_some_and(|pid| !crate::arena::jail::alive(pid)) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

fn feedback_of_not_run(student: &Student) -> String {
    let of = student.out_of.to_string();
    format!(
        "# {}\n\n{}\n\n{}\n",
        crate::words::printable(&student.id),
        crate::tr!("feedback-not-run", of = of),
        crate::words::printable(student.failure.as_ref().map_or("", |f| f.shown()))
    )
}

/// A path as one word for `sh`, in single quotes.
fn sh_quote(path: &Path) -> String {
    format!("'{}'", path.display().to_string().replace('\'', r"'\''"))
}

fn read_student(journal: &Path, id: &str) -> Option<Student> {
    let text = crate::parse::read_file(&journal.join(format!("{id}.json")), 1 << 20).ok()?;
    serde_json::from_str::<Student>(&text).ok().filter(|s| s.id == id)
}

/// Writes a student's result whole or not at all: into a file of its own, then renamed.
fn write_student(journal: &Path, student: &Student) -> Result<(), String> {
    let text = serde_json::to_string(student).expect("a student serialises");
    let part = journal.join(format!("{}.json.part-{}", student.id, std::process::id()));
    let _ = std::fs::remove_file(&part);
    crate::files::write_new(&part, text)?;
    let path = journal.join(format!("{}.json", student.id));
    std::fs::rename(&part, &path).map_err(|e| format!("{}: {e}", path.display()))
}
