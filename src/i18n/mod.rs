//! What the product says to people, in their language: English, Czech or Romanian, from one
//! Fluent catalogue per language (`locales/*.ftl`, built into the binary).
//!
//! Fluent (Project Fluent, Firefox's) rather than gettext: a message is a whole sentence with
//! named variables, plural forms chosen by CLDR's rules for each language (Czech has one, few and
//! other), and a language may choose among forms where English has one (Czech's cases), all in
//! plain text files that a translator edits; it is pure Rust, with no C library or compiled
//! catalogue to build.
//!
//! Machine output (JSON, record files, the arena's protocol) never comes from here.

mod said;

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
pub use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
pub use said::Said;

/// A language the product speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Cs,
    Ro,
}

/// The catalogues, in `Lang`'s order.
pub const CATALOGUES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../../locales/en.ftl")),
    (Lang::Cs, include_str!("../../locales/cs.ftl")),
    (Lang::Ro, include_str!("../../locales/ro.ftl")),
];

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Cs, Lang::Ro];

    /// The code `--lang` takes and locales begin with.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
            Lang::Ro => "ro",
        }
    }

    /// The language's name in itself, as a chooser shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Cs => "čeština",
            Lang::Ro => "română",
        }
    }

    /// The language of a code or a POSIX locale (`cs`, `cs_CZ.UTF-8`, `ro-RO`), if we speak it.
    pub fn parse(locale: &str) -> Option<Lang> {
        let language = locale.split(['_', '-', '.', '@']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == language)
    }

    /// The language the environment asks for, by POSIX's order (`LC_ALL`, then `LC_MESSAGES`,
    /// then `LANG`; the first one set decides); English when it names none we speak.
    pub fn from_env() -> Lang {
        Lang::from_locale_vars(|name| std::env::var(name).ok())
    }

    /// `from_env` over any source of variables (tested without touching the process's own).
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::parse(&value))
            .unwrap_or(Lang::En)
    }

    fn index(self) -> usize {
        Lang::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    /// How this language writes numbers: (thousands separator, decimal mark).
    fn separators(self) -> (&'static str, char) {
        match self {
            Lang::En => (",", '.'),
            // Czech groups with a (no-break) space, Romanian with a dot; both write a comma.
            Lang::Cs => ("\u{a0}", ','),
            Lang::Ro => (".", ','),
        }
    }
}

/// The process's language, set once from the command line or the environment (and by the
/// start screen's chooser).
static CHOSEN: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language for this thread alone (`with`), over the process's: tests in one process
    /// speak different languages side by side.
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the process's language.
pub fn set(lang: Lang) {
    CHOSEN.store(lang.index() as u8, Ordering::Relaxed);
}

/// Sets this thread's language (the app's chooser: its screens are drawn on one thread, and the
/// event loop makes it the process's; tests of the app in one process keep theirs apart).
pub fn set_here(lang: Lang) {
    THREAD.set(Some(lang));
}

/// The language text is written in now.
pub fn current() -> Lang {
    THREAD.get().unwrap_or(Lang::ALL[CHOSEN.load(Ordering::Relaxed) as usize % Lang::ALL.len()])
}

/// Runs `f` with this thread speaking `lang`.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = THREAD.replace(Some(lang));
    let out = f();
    THREAD.set(before);
    out
}

/// The translations of the command line's help, keyed by the English text's hash (`help_id`):
/// English's is the doc comments' own, so it has none.
pub const HELP_CATALOGUES: [(Lang, &str); 2] = [
    (Lang::Cs, include_str!("../../locales/help/cs.ftl")),
    (Lang::Ro, include_str!("../../locales/help/ro.ftl")),
];

/// The message id of an English help text: its FNV-1a hash, so that a help changed in English
/// asks for its translation again.
pub fn help_id(english: &str) -> String {
    format!("help-{:016x}", crate::rng::fnv1a(english.bytes()))
}

/// An English help text in the current language: its translation, or itself where there is none
/// (English, or a help the catalogue lacks: the test lists those).
pub fn help(english: &str) -> String {
    let bundle = &bundles()[current().index()];
    let Some(pattern) = bundle.get_message(&help_id(english)).and_then(|m| m.value()) else {
        return english.to_string();
    };
    bundle.format_pattern(pattern, None, &mut Vec::new()).into_owned()
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 3] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| CATALOGUES.map(|(lang, text)| bundle(lang, text)))
}

/// One language's bundle. A catalogue that does not parse keeps the messages that do (the
/// catalogue test fails on any error).
fn bundle(lang: Lang, text: &str) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().expect("a language code is a language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminals show Unicode's isolation marks as boxes: none around variables.
    bundle.set_use_isolating(false);
    if ascii_only() {
        bundle.set_transform(Some(|text| std::borrow::Cow::Owned(transliterate(text))));
    }
    bundle.set_formatter(Some(match lang {
        Lang::En => |v, _| number(v, Lang::En),
        Lang::Cs => |v, _| number(v, Lang::Cs),
        Lang::Ro => |v, _| number(v, Lang::Ro),
    }));
    let help = HELP_CATALOGUES.iter().filter(|(l, _)| *l == lang).map(|(_, help)| *help);
    for text in std::iter::once(text).chain(help) {
        let resource =
            FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Whether the locale names a character set that is not UTF-8 (`cs_CZ.ISO-8859-2`): then the
/// terminal cannot show Czech's and Romanian's letters, and the messages are written without
/// their diacritics. A locale naming none (`cs_CZ`, `C`, unset) says nothing, and they are kept.
pub fn ascii_only() -> bool {
    static ASCII: OnceLock<bool> = OnceLock::new();
    *ASCII.get_or_init(|| names_another_charset(|name| std::env::var(name).ok()))
}

/// `ascii_only` over any source of variables: the character set is LC_ALL's, else LC_CTYPE's,
/// else LANG's (the first one set).
pub fn names_another_charset(var: impl Fn(&str) -> Option<String>) -> bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].into_iter().filter_map(var).find(|v| !v.is_empty());
    let charset = locale.as_deref().and_then(|l| l.split('@').next()?.split_once('.'));
    charset.is_some_and(|(_, set)| {
        !matches!(set.to_ascii_lowercase().replace('-', "").as_str(), "utf8")
    })
}

/// `text` without Czech's and Romanian's diacritics and typographic quotes, for a terminal that
/// cannot show them ("Na tahu: člověk" is "Na tahu: clovek").
pub fn transliterate(text: &str) -> String {
    const FROM: &str = "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽăâîșşțţĂÂÎȘŞȚŢ";
    const TO: &str = "acdeeinorstuuyzACDEEINORSTUUYZaaisstAAISSTT";
    let to: Vec<char> = TO.chars().collect();
    text.chars()
        .map(|c| match c {
            '„' | '“' | '”' => '"',
            '‚' | '‘' | '’' => '\'',
            c => FROM.chars().position(|f| f == c).map_or(c, |i| to[i]),
        })
        .collect()
}

/// A number as `lang` writes it: grouped thousands (unless the message asks for none), the
/// language's decimal mark, the fraction digits the message asks for.
fn number(value: &FluentValue, lang: Lang) -> Option<String> {
    let FluentValue::Number(n) = value else { return None };
    let (group, mark) = lang.separators();
    let digits = n.options.minimum_fraction_digits.unwrap_or(0);
    let shown = match digits {
        0 => format!("{}", n.value.abs()),
        d => format!("{:.*}", d, n.value.abs()),
    };
    let (whole, fraction) = shown.split_once('.').unwrap_or((&shown, ""));
    let mut out = String::new();
    if n.value < 0.0 {
        out.push('−');
    }
    match n.options.use_grouping {
        true => out.push_str(&self::group(whole, group)),
        false => out.push_str(whole),
    }
    if !fraction.is_empty() {
        out.push(mark);
        out.push_str(fraction);
    }
    Some(out)
}

/// The message `id` in the current language, with `args`; English where the language lacks it
/// (the catalogue test forbids that), the id itself where English lacks it too.
pub fn text(id: &str, args: Option<&FluentArgs>) -> String {
    let bundles = bundles();
    let own = &bundles[current().index()];
    let found = |b: &'static FluentBundle<FluentResource>| {
        b.get_message(id).and_then(|m| m.value()).map(|pattern| (b, pattern))
    };
    let Some((bundle, pattern)) = found(own).or_else(|| found(&bundles[0])) else {
        return id.to_string();
    };
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, args, &mut errors).into_owned()
}

/// The message `id` (one without variables) in the current language, kept for the life of the
/// process: for the names a game hands out as `&'static str` (a side's, a title). Each language's
/// message is made once, so what is kept is bounded by the catalogues.
pub fn word(id: &str) -> &'static str {
    type Kept = Vec<(Lang, String, &'static str)>;
    static KEPT: std::sync::Mutex<Kept> = std::sync::Mutex::new(Vec::new());
    let lang = current();
    let mut kept = KEPT.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&(_, _, word)) = kept.iter().find(|(l, i, _)| *l == lang && i == id) {
        return word;
    }
    let word: &'static str = Box::leak(text(id, None).into_boxed_str());
    kept.push((lang, id.to_string(), word));
    word
}

/// The messages of the sides' names the games give (Reversi's, Connect Four's): `of` finds a
/// name among them.
const SIDES: [&str; 4] = ["side-black", "side-white", "side-red", "side-yellow"];

/// A side's name as a sentence puts it after "for" or "from the view of": the `.of` attribute
/// of its message where the language declines it (Czech's "z pohledu Černého", "pro Bílého"),
/// else the name as it is ("MAX", "X", "Black").
pub fn of(name: &str) -> String {
    let bundle = &bundles()[current().index()];
    let attribute = SIDES.iter().filter(|id| text(id, None) == name).find_map(|id| {
        let pattern = bundle.get_message(id)?.get_attribute("of")?.value();
        Some(bundle.format_pattern(pattern, None, &mut Vec::new()).into_owned())
    });
    attribute.unwrap_or_else(|| name.to_string())
}

/// A whole number with its thousands grouped as the current language groups them
/// (`1,234,567`, `1 234 567`, `1.234.567`).
pub fn grouped(n: u64) -> String {
    let (separator, _) = current().separators();
    group(&n.to_string(), separator)
}

/// `digits` with `separator` between each three from the right.
fn group(digits: &str, separator: &str) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(c);
    }
    out
}

/// A number with `places` decimals, as the current language writes it (`2.5`, `2,5`).
pub fn decimal(value: f64, places: usize) -> String {
    let (_, mark) = current().separators();
    let shown = format!("{value:.places$}");
    let shown = shown.replace('.', &mark.to_string());
    match shown.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => shown,
    }
}

/// A number in as few digits as it takes (`0.1`, `2`), with the current language's decimal mark.
pub fn shortest(value: f64) -> String {
    let (_, mark) = current().separators();
    format!("{value}").replace('.', &mark.to_string()).replace('-', "−")
}

/// A message of the current language's catalogue: `tr!("start-title")`, or with variables,
/// `tr!("start-engine-mcts", n = 1000)` (a number chooses the plural form and is written as the
/// language writes numbers).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::text($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)+
        $crate::i18n::text($id, Some(&args))
    }};
}
