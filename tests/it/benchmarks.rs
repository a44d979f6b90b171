//! The benchmarks page shows the benches' data: its table is the one `cargo bench --bench
//! anchors` writes from `docs/benchmarks/anchors.json`, not a hand-edited copy.

use minimax_tui::report::measured::Measured;

#[test]
fn the_benchmarks_page_shows_the_benches_data() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let data = std::fs::read_to_string(root.join("docs/benchmarks/anchors.json")).unwrap();
    let measured = Measured::parse(&data).expect("the benches' data");
    assert!(!measured.rows.is_empty(), "no rows");
    let page = root.join("docs/benchmarks.md");
    let doc = std::fs::read_to_string(&page).unwrap();
    let written = measured.into_doc(&doc).expect("the page has the table's markers");
    if written != doc {
        std::fs::write(root.join("docs/benchmarks.md.new"), &written).unwrap();
        panic!("docs/benchmarks.md's table is not the data's: docs/benchmarks.md.new has it");
    }
}
