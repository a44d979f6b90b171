fn walk(c: &clap::Command, out: &mut Vec<String>) {
    if let Some(a) = c.get_about() {
        out.push(a.to_string());
    }
    for a in c.get_arguments() {
        if let Some(h) = a.get_help() {
            out.push(h.to_string());
        }
    }
    for s in c.get_subcommands() {
        walk(s, out);
    }
}
fn main() {
    let mut c = minimax_tui::cli::command();
    c.build();
    let mut out = Vec::new();
    walk(&c, &mut out);
    let mut seen = std::collections::HashSet::new();
    for s in out {
        if seen.insert(s.clone()) {
            println!("{}\t{}", minimax_tui::i18n::help_id(&s), s);
        }
    }
}
