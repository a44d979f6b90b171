//! What a student's program may use while a class is graded, beyond the answer's time limit that
//! every program has: its own folder to start in and write to, the other students' work and the
//! grade sheets unread (Landlock), a cap on memory, on a file's size and on processes, and a time
//! budget for the whole submission. Each limit is the kernel's, set in the child between `fork`
//! and `exec`, so that nothing the program does reaches past it; a limit the machine cannot set
//! is said (`Limits::describe`), never pretended.

use std::fs::File;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::i18n::Said;
use crate::tr;

/// What a submission's programs may use, the same for every student of a class.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Bytes of address space (`RLIMIT_AS`).
    pub memory: u64,
    /// The largest file it may write (`RLIMIT_FSIZE`): past it the kernel stops it.
    pub file_size: u64,
    /// Processes at once, its own included.
    pub processes: u32,
    /// The whole submission's time: no answer counts after it.
    pub budget: std::time::Duration,
}

/// The limits of one submission's runs.
#[derive(Clone, Debug)]
pub struct Jail {
    /// Its own folder (a copy of the submission): where it starts, its `HOME` and `TMPDIR`, and
    /// the one place it may write.
    pub folder: PathBuf,
    pub limits: Limits,
    /// When the submission's `Limits::budget` ends.
    pub deadline: Instant,
    /// Folders it may neither read nor write (the class, the other students' copies, the
    /// sheets); everything else it may read, as any program on the machine.
    pub hidden: Vec<PathBuf>,
}

/// What is set up in the parent for one start, and entered in the child.
pub struct Entry {
    ruleset: Option<OwnedFd>,
    cgroup: Option<Cgroup>,
    memory: u64,
    file_size: u64,
    /// `RLIMIT_NPROC` where no cgroup counts the processes (it counts the user's).
    nproc: Option<u64>,
}

impl Jail {
    /// Sets up what the child enters: the Landlock rules and a process cgroup, where the machine
    /// has them.
    pub fn prepare(&self) -> Entry {
        let limits = self.limits;
        let cgroup = Cgroup::new(limits.processes);
        let nproc = match (&cgroup, is_root()) {
            (Some(_), _) | (None, true) => None,
            (None, false) => Some(user_processes() + u64::from(limits.processes)),
        };
        Entry {
            ruleset: landlock::ruleset(&self.folder, &self.hidden).ok(),
            cgroup,
            memory: limits.memory,
            file_size: limits.file_size,
            nproc,
        }
    }
}

impl Limits {
    /// The limits in a line, as the machine sets them, for the grade sheet.
    pub fn describe(&self) -> Said {
        let abi = landlock::abi();
        let cgroup = Cgroup::new(self.processes).map(|c| c.one_core);
        let root = is_root();
        let n = self.processes.to_string();
        let (memory, file) = ((self.memory >> 20).to_string(), (self.file_size >> 20).to_string());
        Said::new(|| {
            let files = match &abi {
                Ok(abi) => tr!("jail-landlock", abi = abi.to_string()),
                Err(why) => tr!("jail-no-landlock", why = why.to_string()),
            };
            let processes = match (cgroup, root) {
                (Some(true), _) => tr!("jail-cgroups", n = n.as_str()),
                (Some(false), _) => tr!("jail-pids", n = n.as_str()),
                (None, false) => tr!("jail-nproc", n = n.as_str()),
                (None, true) => tr!("jail-root"),
            };
            let (memory, file) = (memory.as_str(), file.as_str());
            tr!("jail-limits", memory = memory, file = file, processes = processes, files = files)
        })
    }
}

impl Entry {
    /// What the child runs between `fork` and `exec`: only async-signal-safe calls, on values
    /// prepared before the fork.
    pub fn in_child(&self) -> impl FnMut() -> std::io::Result<()> + Send + Sync + 'static {
        let ruleset = self.ruleset.as_ref().map(AsRawFd::as_raw_fd);
        let procs: Vec<RawFd> =
            self.cgroup.iter().flat_map(|c| &c.groups).map(|(_, f)| f.as_raw_fd()).collect();
        let (memory, file_size, nproc) = (self.memory, self.file_size, self.nproc);
        move || {
            let limit = |resource, value: u64| {
                let rlimit = libc::rlimit { rlim_cur: value, rlim_max: value };
                // SAFETY: setrlimit reads the one struct; it is async-signal-safe.
                match unsafe { libc::setrlimit(resource, &rlimit) } {
                    0 => Ok(()),
                    _ => Err(std::io::Error::last_os_error()),
                }
            };
            limit(libc::RLIMIT_AS, memory)?;
            limit(libc::RLIMIT_FSIZE, file_size)?;
            limit(libc::RLIMIT_CORE, 0)?;
            if let Some(n) = nproc {
                limit(libc::RLIMIT_NPROC, n)?;
            }
            for &fd in &procs {
                // Writing 0 moves the writer itself into the cgroup.
                // SAFETY: write on a descriptor opened before the fork.
                if unsafe { libc::write(fd, b"0".as_ptr().cast(), 1) } != 1 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            if let Some(fd) = ruleset {
                landlock::restrict_self(fd)?;
            }
            Ok(())
        }
    }

    /// Stops every process the program started, those that left its process group included.
    pub fn kill_all(&mut self) {
        if let Some(cgroup) = self.cgroup.take() {
            cgroup.remove();
        }
    }
}

impl Drop for Entry {
    fn drop(&mut self) {
        self.kill_all();
    }
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// The processes of this user now: `RLIMIT_NPROC` counts them all, so the program's cap is
/// added to them.
fn user_processes() -> u64 {
    // SAFETY: getuid has no preconditions.
    let uid = unsafe { libc::getuid() };
    let Ok(entries) = std::fs::read_dir("/proc") else { return 0 };
    let uid_line = format!("Uid:\t{uid}\t");
    let mine = entries.flatten().filter(|e| {
        e.file_name().as_bytes().iter().all(u8::is_ascii_digit)
            && std::fs::read_to_string(e.path().join("status"))
                .is_ok_and(|s| s.lines().any(|l| l.starts_with(&uid_line)))
    });
    mine.count() as u64
}

/// The cgroups of the program's own, where this user may make them: a pids group caps the
/// processes at once and finds every one of them to stop, a `setsid` one too; a cpu group gives
/// all of them together one core, so that a fork bomb weighs no more than one program on the
/// others graded beside it. v1's `pids` and `cpu` hierarchies, or v2's root with both.
struct Cgroup {
    /// Each group's folder and `cgroup.procs`, opened before the fork for the child to write
    /// itself into.
    groups: Vec<(PathBuf, File)>,
    /// Whether a cpu group holds them to one core.
    one_core: bool,
}

/// One core's share of each period: v1's `cpu.cfs_quota_us` over `cpu.cfs_period_us`, v2's
/// `cpu.max`.
const CORE: &str = "100000";

impl Cgroup {
    fn new(most: u32) -> Option<Cgroup> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        static SWEPT: std::sync::Once = std::sync::Once::new();
        SWEPT.call_once(|| ROOTS.iter().for_each(|root| sweep(Path::new(root))));
        let name =
            format!("minimax-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::SeqCst));
        let controllers =
            std::fs::read_to_string(Path::new(ROOTS[2]).join("cgroup.subtree_control"));
        let v2 = controllers.unwrap_or_default();
        let has = |c: &str| v2.split_whitespace().any(|w| w == c);
        // (root, the limits written in it); the first group must be made, the others may not be.
        let plan: Vec<(&str, Vec<(&str, String)>)> =
            if Path::new(ROOTS[0]).join("cgroup.procs").exists() {
                vec![
                    (ROOTS[0], vec![("pids.max", most.to_string())]),
                    (
                        ROOTS[1],
                        vec![("cpu.cfs_period_us", CORE.into()), ("cpu.cfs_quota_us", CORE.into())],
                    ),
                ]
            } else if has("pids") {
                let mut limits = vec![("pids.max", most.to_string())];
                if has("cpu") {
                    limits.push(("cpu.max", format!("{CORE} {CORE}")));
                }
                vec![(ROOTS[2], limits)]
            } else {
                return None;
            };
        let one_core =
            plan.iter().any(|(_, limits)| limits.iter().any(|(f, _)| f.starts_with("cpu")));
        let mut made = Cgroup { groups: Vec::new(), one_core };
        for (k, (root, limits)) in plan.into_iter().enumerate() {
            let dir = Path::new(root).join(&name);
            let group = std::fs::create_dir(&dir).ok().and_then(|()| {
                let procs = File::options().write(true).open(dir.join("cgroup.procs")).ok()?;
                made.groups.push((dir.clone(), procs));
                limits
                    .iter()
                    .try_for_each(|(file, value)| std::fs::write(dir.join(file), value))
                    .ok()
            });
            match (group, k) {
                (None, 0) => return None,
                (None, _) => made.one_core = false,
                _ => {}
            }
        }
        Some(made)
    }

    /// Kills every process in each group until none is left, then removes them.
    fn remove(mut self) {
        for (dir, _) in std::mem::take(&mut self.groups) {
            remove_group(&dir);
        }
    }
}

/// Where cgroups are made: v1's pids and cpu hierarchies, v2's root.
const ROOTS: [&str; 3] = ["/sys/fs/cgroup/pids", "/sys/fs/cgroup/cpu", "/sys/fs/cgroup"];

fn remove_group(dir: &Path) {
    for _ in 0..200 {
        let pids = std::fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
        let pids: Vec<libc::pid_t> = pids.lines().filter_map(|l| l.parse().ok()).collect();
        if pids.is_empty() && std::fs::remove_dir(dir).is_ok() {
            return;
        }
        for pid in pids {
            // SAFETY: kill only sends a signal.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let _ = std::fs::remove_dir(dir);
}

/// Removes the cgroups of graders that are no longer running (one stopped by a signal leaves
/// its cgroups behind, and a program that left its process group may still be in one).
fn sweep(root: &Path) {
    for entry in std::fs::read_dir(root).into_iter().flatten().flatten() {
        let name = entry.file_name();
        let pid =
            name.to_str().and_then(|n| n.strip_prefix("minimax-")?.split('-').next()?.parse().ok());
        if pid.is_some_and(|pid| !alive(pid)) {
            remove_group(&entry.path());
        }
    }
}

/// Whether a process `pid` is running.
pub fn alive(pid: libc::pid_t) -> bool {
    // SAFETY: signal 0 only checks that the process exists.
    unsafe { libc::kill(pid, 0) == 0 || *libc::__errno_location() != libc::ESRCH }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        // `remove` empties it; a cgroup dropped otherwise (a failed start) is removed if empty.
        for (dir, _) in &self.groups {
            let _ = std::fs::remove_dir(dir);
        }
    }
}

/// Landlock (Linux 5.13 and later), by its three system calls: a process may only narrow what
/// it can reach, and its children inherit that.
mod landlock {
    use super::*;

    const CREATE_RULESET_VERSION: libc::c_uint = 1;
    const RULE_PATH_BENEATH: libc::c_int = 1;
    const EXECUTE: u64 = 1 << 0;
    const WRITE_FILE: u64 = 1 << 1;
    const READ_FILE: u64 = 1 << 2;
    const READ_DIR: u64 = 1 << 3;
    /// Every right of ABI 1: reading, writing, making and removing.
    const ABI1: u64 = (1 << 13) - 1;
    /// Truncating a file (ABI 3); before it, `truncate` is not handled at all.
    const TRUNCATE: u64 = 1 << 14;
    /// The most rules one program's reading takes (siblings along the hidden folders' paths).
    const MOST_RULES: usize = 10_000;

    #[repr(C)]
    struct RulesetAttr {
        handled_access_fs: u64,
    }

    #[repr(C, packed)]
    struct PathBeneath {
        allowed_access: u64,
        parent_fd: i32,
    }

    /// The kernel's Landlock ABI version, or the system's error where there is none.
    pub fn abi() -> Result<i64, std::io::Error> {
        // SAFETY: the version query reads no memory.
        let abi = unsafe {
            libc::syscall(
                libc::SYS_landlock_create_ruleset,
                std::ptr::null::<RulesetAttr>(),
                0usize,
                CREATE_RULESET_VERSION,
            )
        };
        match abi {
            1.. => Ok(abi),
            _ => Err(std::io::Error::last_os_error()),
        }
    }

    /// A ruleset that lets the program read everything but `hidden`, and read and write in
    /// `folder`.
    pub fn ruleset(folder: &Path, hidden: &[PathBuf]) -> Result<OwnedFd, String> {
        let handled = match abi().map_err(|e| format!("Landlock unavailable: {e}"))? {
            1 | 2 => ABI1,
            _ => ABI1 | TRUNCATE,
        };
        let attr = RulesetAttr { handled_access_fs: handled };
        // SAFETY: the kernel reads `attr`, of the size given.
        let fd = unsafe {
            libc::syscall(
                libc::SYS_landlock_create_ruleset,
                &attr as *const RulesetAttr,
                std::mem::size_of::<RulesetAttr>(),
                0u32,
            )
        };
        if fd < 0 {
            return Err(std::io::Error::last_os_error().to_string());
        }
        // SAFETY: the kernel just gave this descriptor (close-on-exec) to us alone.
        let ruleset = unsafe { OwnedFd::from_raw_fd(fd as RawFd) };
        let hidden: Vec<PathBuf> = hidden.iter().filter_map(|h| h.canonicalize().ok()).collect();
        let mut rules = 0;
        readable(&ruleset, Path::new("/"), &hidden, &mut rules)?;
        let writable = handled & !(EXECUTE);
        allow(
            &ruleset,
            Path::new("/dev"),
            READ_FILE | READ_DIR | WRITE_FILE | (handled & TRUNCATE),
        )?;
        allow(&ruleset, folder, writable | EXECUTE | READ_FILE | READ_DIR)?;
        Ok(ruleset)
    }

    /// Read rights on every entry of `dir` but the hidden folders, descending into those that
    /// hold one.
    fn readable(
        ruleset: &OwnedFd,
        dir: &Path,
        hidden: &[PathBuf],
        rules: &mut usize,
    ) -> Result<(), String> {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            // A link is judged by where it leads: one into a hidden folder's path is left out.
            let real = path.canonicalize().unwrap_or_else(|_| path.clone());
            if hidden.iter().any(|h| real.starts_with(h) || (h.starts_with(&real) && real != path))
            {
                continue;
            }
            if hidden.iter().any(|h| h.starts_with(&path)) {
                readable(ruleset, &path, hidden, rules)?;
                continue;
            }
            *rules += 1;
            if *rules > MOST_RULES {
                return Err(format!("more than {MOST_RULES} entries beside the class's path"));
            }
            // An entry that cannot be opened (a dangling link) needs no rule.
            let _ = allow(ruleset, &path, EXECUTE | READ_FILE | READ_DIR);
        }
        Ok(())
    }

    /// Adds `access` beneath `path` (only the file rights where it is not a folder).
    fn allow(ruleset: &OwnedFd, path: &Path, access: u64) -> Result<(), String> {
        let file = File::options()
            .read(true)
            .custom_flags(libc::O_PATH | libc::O_CLOEXEC)
            .open(path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let is_dir = file.metadata().is_ok_and(|m| m.is_dir());
        let access =
            if is_dir { access } else { access & (EXECUTE | READ_FILE | WRITE_FILE | TRUNCATE) };
        let rule = PathBeneath { allowed_access: access, parent_fd: file.as_raw_fd() };
        // SAFETY: the kernel reads `rule` while `file` is open.
        let done = unsafe {
            libc::syscall(
                libc::SYS_landlock_add_rule,
                ruleset.as_raw_fd(),
                RULE_PATH_BENEATH,
                &rule as *const PathBeneath,
                0u32,
            )
        };
        match done {
            0 => Ok(()),
            _ => Err(format!("{}: {}", path.display(), std::io::Error::last_os_error())),
        }
    }

    /// In the child: no new privileges (Landlock's condition), then the ruleset.
    pub fn restrict_self(ruleset: RawFd) -> std::io::Result<()> {
        // SAFETY: prctl and the Landlock call take plain integers; both are async-signal-safe.
        unsafe {
            if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0
                || libc::syscall(libc::SYS_landlock_restrict_self, ruleset, 0u32) != 0
            {
                return Err(std::io::Error::last_os_error());
            }
        }
        Ok(())
    }

    use std::os::unix::fs::OpenOptionsExt;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A program in a jail reads the machine's files but not a hidden folder, and writes only in
    /// its own: checked with the shell, where the kernel has Landlock.
    #[test]
    fn a_jailed_program_reads_and_writes_only_where_it_may() {
        if landlock::abi().is_err() {
            eprintln!("skipped: Landlock is not available here");
            return;
        }
        let root = std::env::temp_dir().join(format!("minimax-jail-{}", std::process::id()));
        let (own, hidden) = (root.join("own"), root.join("hidden"));
        std::fs::create_dir_all(&own).unwrap();
        std::fs::create_dir_all(&hidden).unwrap();
        std::fs::write(hidden.join("secret"), "x").unwrap();
        let jail = Jail {
            folder: own.clone(),
            limits: Limits {
                memory: 1 << 30,
                file_size: 1 << 20,
                processes: 16,
                budget: std::time::Duration::from_secs(10),
            },
            deadline: Instant::now() + std::time::Duration::from_secs(10),
            hidden: vec![hidden.clone()],
        };
        let entry = jail.prepare();
        let script = format!(
            "cat /bin/sh >/dev/null && echo read-etc; cat {0}/secret && echo read-hidden; \
             echo y > {0}/new && echo wrote-hidden; echo z > {1}/mine && echo wrote-own",
            hidden.display(),
            own.display()
        );
        let mut command = std::process::Command::new("sh");
        command.arg("-c").arg(script).stderr(std::process::Stdio::null());
        // SAFETY: as in `Program::start`.
        unsafe {
            std::os::unix::process::CommandExt::pre_exec(&mut command, entry.in_child());
        }
        let output = command.output().unwrap();
        let said = String::from_utf8_lossy(&output.stdout);
        assert_eq!(said.split_whitespace().collect::<Vec<_>>(), ["read-etc", "wrote-own"]);
        assert!(!hidden.join("new").exists());
        let _ = std::fs::remove_dir_all(&root);
    }
}
