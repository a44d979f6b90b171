//! `minimax grade class DIR` and `minimax grade merge`: a whole class graded, and the sheets of
//! its shards joined.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use clap::{ArgMatches, Args, FromArgMatches, ValueEnum};

use crate::arena::jail::Limits;
use crate::arena::program::in_one_line;
use crate::catalog::command::{first_given, seed_number};
use crate::catalog::nim::commands::Deal;
use crate::commands::class::rubric::{NimRubric, Rubric, TreeRubric};
use crate::commands::class::sheet::{Settings, Shard, Sheet, merge};
use crate::commands::class::student::Student;
use crate::commands::class::{Class, NIM_ADAPTER};
use crate::engine::SearchConfig;
use crate::parse::{BadInput, at_most, in_range};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RubricName {
    /// The Heaps assignment: misère Nim against dumb, medium and hard (`arena nim`).
    Nim,
    /// A search of textbook trees (`grade tree --player`).
    Tree,
}

/// `minimax grade class`: every student's program graded, each contained.
#[derive(Args, Debug, Clone)]
pub struct ClassArgs {
    /// The class: a folder with a folder, a file or a ZIP archive per student, or a CSV file of
    /// `id,command` lines (run in the CSV's folder).
    #[arg(value_name = "DIR|CSV")]
    pub class: PathBuf,
    /// What the programs are graded by.
    #[arg(long, value_enum, default_value_t = RubricName::Nim)]
    pub rubric: RubricName,
    /// The command run in each student's folder [default: nim: the built-in adapter on
    /// player.py's play(heaps); tree: python3 player.py].
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    pub run: Option<String>,
    /// The file a submission must hold; a student's lone file is copied in under this name.
    #[arg(long, value_name = "FILE", default_value = "player.py")]
    pub main: String,
    /// Where grades.csv and grades.json go [default: DIR, or the CSV's folder].
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Submissions graded at once [default: one a core].
    #[arg(long, value_name = "N", value_parser = jobs, allow_hyphen_values = true)]
    pub jobs: Option<usize>,
    /// Grade only every N-th submission from the I-th (by id), into grades.I-of-N.csv and .json;
    /// `grade merge` joins the shards' sheets.
    #[arg(long, value_name = "I/N", value_parser = Shard::parse)]
    pub shard: Option<Shard>,
    #[command(flatten, next_help_heading = "The Nim rubric")]
    pub deal: Deal,
    /// Seed for Nim's starts and opponents, or for the random trees.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// Nim: normal play (taking the last stone wins) instead of misère.
    #[arg(long)]
    pub normal: bool,
    /// Trees: grade on every tree file in this folder.
    #[arg(long, value_name = "DIR", conflicts_with = "random")]
    pub trees: Option<PathBuf>,
    /// Trees: grade on N random trees (at most 1,000) [default: 20].
    #[arg(long, value_name = "N", value_parser = tree_count, allow_hyphen_values = true)]
    pub random: Option<usize>,
    /// Trees: equal: prune once v ≥ β (AIMA); strict: only once v > β (CS188). A CS188 file
    /// keeps its own.
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(["equal", "strict"]), default_value = "equal")]
    pub cut: String,
    /// Seconds a program may take for an answer [default: nim 2, tree 5].
    #[arg(long, value_name = "SECS", value_parser = super::args::seconds, allow_hyphen_values = true)]
    pub timeout: Option<Duration>,
    /// Seconds one submission may take in all; past them its answers fail.
    #[arg(long, value_name = "SECS", default_value = "120", value_parser = super::args::seconds, allow_hyphen_values = true)]
    pub budget: Duration,
    /// Megabytes of memory (address space) a program may take, 16 to 65,536.
    #[arg(long, value_name = "MB", default_value_t = 1024, value_parser = megabytes, allow_hyphen_values = true)]
    pub memory: u64,
    /// Processes a submission may run at once, 1 to 4,096.
    #[arg(long, value_name = "N", default_value_t = 64, value_parser = processes, allow_hyphen_values = true)]
    pub processes: u32,
    /// Print the sheet as JSON instead of the summary.
    #[arg(long)]
    pub json: bool,
}

/// `minimax grade merge`: the shards' sheets joined.
#[derive(Args, Debug, Clone)]
pub struct MergeArgs {
    /// The shards' sheets (grades.I-of-N.json), or a folder holding them.
    #[arg(value_name = "SHEET|DIR", required = true, num_args = 1..)]
    pub sheets: Vec<PathBuf>,
    /// Where grades.csv and grades.json go [default: the first sheet's folder].
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Print the joined sheet as JSON instead of the summary.
    #[arg(long)]
    pub json: bool,
}

fn jobs(text: &str) -> Result<usize, String> {
    at_most(text, 64).map(|n| n as usize)
}
fn tree_count(text: &str) -> Result<usize, String> {
    at_most(text, crate::catalog::tree::grade::MAX_TREES as u64).map(|n| n as usize)
}
fn megabytes(text: &str) -> Result<u64, String> {
    in_range(text, 16, 65_536)
}
fn processes(text: &str) -> Result<u32, String> {
    in_range(text, 1, 4096).map(|n| n as u32)
}

impl ClassArgs {
    /// Seconds a program may take for an answer: as asked, else the rubric's own.
    fn timeout(&self) -> f64 {
        let default = match self.rubric {
            RubricName::Nim => 2.0,
            RubricName::Tree => 5.0,
        };
        self.timeout.map_or(default, |t| t.as_secs_f64())
    }

    fn rubric(&self) -> Result<(Rubric, Option<String>)> {
        let timeout = self.timeout();
        Ok(match self.rubric {
            RubricName::Nim => {
                let nim = NimRubric {
                    games: self.deal.games,
                    seed: self.seed,
                    heaps: self.deal.heaps,
                    max_heap: self.deal.max_heap,
                    normal: self.normal,
                    timeout,
                };
                (Rubric::Nim(nim), None)
            }
            RubricName::Tree => {
                use crate::catalog::tree::grade::{Trees, load_trees};
                let config = SearchConfig {
                    strict_cutoffs: self.cut == "strict",
                    ..SearchConfig::default()
                };
                let count = self.random.unwrap_or(20);
                let (trees, named) = match &self.trees {
                    Some(dir) => (Trees::Folder(dir), dir.display().to_string()),
                    None => (Trees::Random { count, seed: self.seed }, format!("{count} random")),
                };
                let trees = load_trees(trees, &config)?;
                (Rubric::Tree(TreeRubric { trees, timeout }), Some(named))
            }
        })
    }

    /// The options that belong to the other rubric are refused, not ignored.
    fn check(&self, matches: &ArgMatches) -> Result<()> {
        let (others, rubric) = match self.rubric {
            RubricName::Nim => (&["trees", "random", "cut"][..], "--rubric tree"),
            RubricName::Tree => (&["games", "heaps", "max_heap", "normal"][..], "--rubric nim"),
        };
        match first_given(matches, others) {
            Some(long) => {
                Err(BadInput(crate::tr!("class-other-rubric", long = long, rubric = rubric)).into())
            }
            None => Ok(()),
        }
    }
}

/// `minimax grade class DIR`.
pub fn grade_class(matches: &ArgMatches) -> Result<()> {
    let args = ClassArgs::from_arg_matches(matches)?;
    args.check(matches)?;
    if !args.class.exists() {
        let path = args.class.display().to_string();
        return Err(BadInput(crate::tr!("class-no-such", path = path)).into());
    }
    let out = match (&args.out, args.class.is_dir()) {
        (Some(out), _) => out.clone(),
        (None, true) => args.class.clone(),
        (None, false) => args.class.parent().map_or_else(|| PathBuf::from("."), PathBuf::from),
    };
    std::fs::create_dir_all(&out).map_err(|e| BadInput(format!("{}: {e}", out.display())))?;
    let (rubric, trees) = args.rubric()?;
    let run = args.run.clone().unwrap_or_else(|| match args.rubric {
        RubricName::Nim => format!("python3 {NIM_ADAPTER} {}", args.main),
        RubricName::Tree => format!("python3 {}", args.main),
    });
    let limits = Limits {
        memory: args.memory << 20,
        file_size: 64 << 20,
        processes: args.processes,
        budget: args.budget,
    };
    let settings = settings(&args, &rubric, &run, trees, &limits);
    let jobs =
        args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let class = Class {
        class: args.class.clone(),
        out: out.clone(),
        rubric,
        run,
        main: args.main.clone(),
        jobs,
        shard: args.shard,
        limits,
        settings,
    };
    // Progress goes to the error output, and a closed one does not stop the grading.
    let progress = |k, n, s: &Student| {
        let _ = writeln!(std::io::stderr(), "[{k:>4}/{n}] {}", line(s));
    };
    let done = class.grade(&progress).map_err(BadInput)?;
    let mut stdout = std::io::stdout().lock();
    if args.json {
        writeln!(stdout, "{}", serde_json::to_string(&done.sheet)?)?;
        return Ok(());
    }
    summary(&done.sheet, done.resumed, &done.files, &mut stdout)
}

/// What the class is graded with, as the journal and the sheets keep it.
fn settings(
    args: &ClassArgs,
    rubric: &Rubric,
    run: &str,
    trees: Option<String>,
    limits: &Limits,
) -> Settings {
    let nim = matches!(rubric, Rubric::Nim(_));
    Settings {
        rubric: rubric.name().into(),
        run: run.to_string(),
        seed: args.seed,
        games: nim.then_some(args.deal.games),
        heaps: nim.then_some(args.deal.heaps),
        max_heap: nim.then_some(args.deal.max_heap),
        normal: nim.then_some(args.normal),
        trees,
        cut: (!nim).then(|| args.cut.clone()),
        timeout: args.timeout(),
        budget: limits.budget.as_secs_f64(),
        contained: limits.describe(),
    }
}

/// A student's line as it is graded: id, points, the rule, the time.
fn line(s: &Student) -> String {
    let failure = s.failure.as_ref().map(|f| format!(": {}", in_one_line(f)));
    let rule = crate::words::printable(s.rule.shown());
    format!(
        "{:<16} {:>3} {} {:<3} {rule}{} ({} s)",
        crate::words::printable(&s.id),
        s.points,
        crate::tr!("class-of"),
        s.out_of,
        crate::words::printable(&failure.unwrap_or_default()),
        crate::i18n::decimal(s.seconds, 1)
    )
}

fn summary(
    sheet: &Sheet,
    resumed: usize,
    (json, csv): &(PathBuf, PathBuf),
    out: &mut impl Write,
) -> Result<()> {
    let n = sheet.students.len();
    let points: u64 = sheet.students.iter().map(|s| u64::from(s.points)).sum();
    let of: u64 = sheet.students.iter().map(|s| u64::from(s.out_of)).sum();
    let not_run = sheet.students.iter().filter(|s| !s.was_run()).count();
    let said = match resumed {
        0 => crate::tr!(
            "class-graded",
            n = n,
            points = points.to_string(),
            of = of.to_string(),
            not_run = not_run
        ),
        k => crate::tr!(
            "class-graded-resumed",
            n = n,
            earlier = k,
            points = points.to_string(),
            of = of.to_string(),
            not_run = not_run
        ),
    };
    writeln!(out, "{said}")?;
    for (name, why) in &sheet.skipped {
        let name = crate::words::printable(name);
        writeln!(out, "{}", crate::tr!("class-skipped", name = name, why = why.shown()))?;
    }
    let contained = sheet.settings.contained.shown();
    writeln!(out, "{}", crate::tr!("class-contained", how = contained))?;
    let (csv, json) = (csv.display().to_string(), json.display().to_string());
    writeln!(out, "{}", crate::tr!("class-sheets", csv = csv, json = json))?;
    Ok(())
}

/// `minimax grade merge SHEET...`.
pub fn grade_merge(matches: &ArgMatches) -> Result<()> {
    let args = MergeArgs::from_arg_matches(matches)?;
    let mut paths = Vec::new();
    for given in &args.sheets {
        if !given.is_dir() {
            paths.push(given.clone());
            continue;
        }
        let entries =
            std::fs::read_dir(given).map_err(|e| BadInput(format!("{}: {e}", given.display())))?;
        let mut found: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                    n.starts_with("grades.") && n.ends_with(".json") && n.contains("-of-")
                })
            })
            .take(1001)
            .collect();
        found.sort();
        paths.extend(found);
    }
    let sheet = merge(&paths).map_err(BadInput)?;
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| paths[0].parent().map_or_else(|| PathBuf::from("."), PathBuf::from));
    // As grade class makes its --out, so does merge (it failed on a folder not yet there).
    std::fs::create_dir_all(&out).map_err(|e| BadInput(format!("{}: {e}", out.display())))?;
    let files = sheet.write(&out).map_err(BadInput)?;
    let mut stdout = std::io::stdout().lock();
    if args.json {
        writeln!(stdout, "{}", serde_json::to_string(&sheet)?)?;
        return Ok(());
    }
    writeln!(stdout, "{}", crate::tr!("class-shards-joined", n = paths.len()))?;
    summary(&sheet, 0, &files, &mut stdout)
}
