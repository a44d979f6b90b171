//! A dedicated Reversi endgame solver: the exact final disc margin (or only win/loss/draw) of a
//! position, as engines solve endgames and far faster than the teaching engine's general search.
//!
//! Negamax with principal variation search on the mover's and the opponent's bitboards directly
//! (no game states, no trace), the exact margin found by null-window probes (MTD(f)); moves
//! ordered fastest-first (the move that leaves the opponent the fewest replies; Edax's and
//! Zebra's endgame rule), with moves in odd regions of the board first as the tie-break
//! (parity), and from `EVAL_ORDER_EMPTIES` by the pattern evaluation as well (higher in the
//! tree, of shallow searches: `foresight`); a shared transposition table of bounds for positions
//! with more than `TABLE_EMPTIES` empty squares, with enhanced transposition cutoffs; stability
//! cutoffs; the last `SHALLOW_EMPTIES` empty squares solved with no move generation and no
//! ordering but parity, the last two played out directly; and, on threads, the tree split as
//! `split` does. Scores follow the usual rule: at the end the empty squares go to the winner, so
//! a margin is always out of 64.

mod foresight;

use super::split::Threads;

use super::hash::Hash;
use super::pattern::Views;
use super::{Held, flips, moves};
use crate::engine::search::{Cancelled, Control};
use foresight::Foresight;

/// The most empty squares the solver is offered: as many as the hardest FFO test position (#59,
/// a wipe-out it proves in milliseconds), though FFO's positions of 28 to 30 took it 9 to 37
/// minutes each and the start's 60 would take years.
pub const MAX_EMPTIES: u32 = 34;

/// The dedicated engine solves to the end from this many empty squares down: every position of
/// 21 empty squares or fewer in FFO #20-#44 (Edax's fforum-20-39.obf and benches/ffo.obf)
/// within a second on this machine's two cores (the slowest at 21: 0.85 s; at 20: 0.53 s),
/// where 22 takes up to 1.7 s (#42; the machine is now a slower one than the 0.94 s once
/// measured at 22).
pub const SOLVED_FROM: u32 = 21;

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// At this many empty squares or fewer, `shallow` solves: every empty square tried in parity
/// order, no move generation, no ordering, no table (FFO #40-#44 on one thread: 17.6 s with
/// the general search down to 4 empty squares, 13.5 s with `shallow` from 6; from 7 the table
/// starts to pay).
const SHALLOW_EMPTIES: u32 = 6;

/// On threads, a node with this many empty squares or more shares its moves after the first.
const SPLIT_EMPTIES: u32 = 12;

/// From this many empty squares, moves are ordered by a look one reply deeper.
const DEEP_ORDER_EMPTIES: u32 = 14;

/// From this many empty squares, moves are also ordered by the pattern evaluation's value of
/// the position they leave (as Edax's and Egaroucid's endgames are high in the tree): a disc of
/// it weighs a quarter of a reply. Chosen on FFO #40-#44's nodes and time among 12 to 18 empty
/// squares and weights of 1/16 to 4 discs a quarter reply, and again (14 against 16, then
/// #45-#49 too) once the evaluation was summed in integers: from 12 fewer nodes, more time
/// (`minimax bench reversi FILE --threads 1`; `cargo bench --bench anchors ffo` beside Edax).
const EVAL_ORDER_EMPTIES: u32 = 14;

/// How many plies below a move the evaluation looks, by the node's empty squares: the value of
/// the position the move leaves (0), or of a shallow alpha-beta search from there (as Edax's
/// and Egaroucid's endgames order by searches the deeper the larger the subtree). Chosen on
/// FFO #40-#49's nodes (`minimax bench reversi FILE --threads 1`) among schedules starting one
/// ply at 16 to 20 empty squares and two at 20 to 23 (three from 24 or 25 cost more than they
/// saved), then checked on FFO #20-#39. None above 30, where the evaluation is fitted to games'
/// results rather than exact margins: there its replies misled the order of FFO #59 (34 empty
/// squares, a wipe-out proved at once without them; the tests solve it). Three plies from 26
/// empty squares, checked on FFO #50-#54 (26 to 28), took more nodes in all: fewer on #53,
/// more on #52 and #54.
fn foresight_depth(empties: u32) -> u32 {
    match empties {
        18..=21 => 1,
        22..=30 => 2,
        _ => 0,
    }
}

/// A searched value is surer than a position's own: a disc of it weighs half a reply, where a
/// disc of the position's own weighs a quarter (both chosen with `foresight_depth`: a quarter
/// for the searches, or a whole reply, took more nodes).
fn disc_weight(depth: u32) -> u32 {
    if depth == 0 { 1 } else { 2 }
}

/// Moves foreseen to fall this many discs below α are only known to be that bad (their
/// searches are cut there, as Edax's are), not by how much.
const FORESIGHT_MARGIN: i32 = 16;

/// The depth of the midgame search whose value is MTD(f)'s first guess, and its table's size.
/// Chosen on FFO #40-#49's nodes among depths 4 to 10 (`minimax bench reversi FILE --threads 1`:
/// 6 the fewest; a search's cost, its nodes counted, is a small part).
const GUESS_DEPTH: u32 = 6;
const GUESS_TABLE_BITS: u32 = 12;

/// Above this many empty squares, each reply is looked up in the table before any is searched.
const ETC_EMPTIES: u32 = 10;

/// Positions with more empties than this are remembered; below, searching again is cheaper.
/// From 8 instead (FFO #40-#49), the nodes came faster, but more of them, in the same time.
const TABLE_EMPTIES: u32 = 6;
/// Table entries (2^20 × 32 bytes = 32 MB). Neither half or a quarter as many (on FFO #40-#49)
/// nor four times as many (on #50, #51 and #53, of 26 to 28 empty squares) took less time: the
/// smaller searched more nodes, the larger fewer at a slower rate (`minimax bench reversi FILE
/// --threads 1`).
const TABLE_BITS: u32 = 20;

#[derive(Clone, Copy, Default)]
struct Slot {
    own: u64,
    opp: u64,
    /// Bounds on the margin: `low ≤ margin ≤ high`.
    low: i8,
    high: i8,
    best: u8,
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Solved {
    /// The final disc margin for the player to move (with `wld`: −1, 0 or +1).
    pub margin: i32,
    /// The square of the best move (`None` when the mover must pass or the game is over).
    pub best_move: Option<u8>,
    /// Every thread's nodes.
    pub nodes: u64,
    /// The threads that solved it.
    pub threads: usize,
}

/// What orders the moves high in the tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    /// The pattern evaluation from `EVAL_ORDER_EMPTIES` empty squares, and MTD(f)'s first
    /// window at its foreseen margin: the solver's own.
    #[default]
    Evaluation,
    /// Mobility and parity alone, the first window at 0: as the anchors order with their
    /// evaluation's weights zeroed, so that the count of nodes a second is of a tree of their
    /// shape (the evaluation's nodes are dearer, and it leaves fewer cheap ones near the end).
    Mobility,
}

pub struct Endgame<'a> {
    /// Its own, or shared with other threads searching the same position (`solve_threads`);
    /// allocated at the first solve.
    table: Option<Held<'a, Shared>>,
    pub nodes: u64,
    /// The stop from outside and, on threads, the other threads (`solve_threads`).
    threads: Threads<'a>,
    order: Order,
}

/// The endgame's table (one `hash::Hash` as the midgame's): bounds on a position's margin and
/// its best move, in buckets of two where the position with more empty squares (the larger
/// subtree, dearer to search again) stays: every entry is a true bound, so none goes stale.
pub struct Shared(Hash<1, 2>);

impl Shared {
    fn new() -> Shared {
        Shared(Hash::new(TABLE_BITS))
    }

    /// A position's entry, if its bucket holds one.
    fn get(&self, bucket: usize, own: u64, opp: u64) -> Option<Slot> {
        let [data] = self.0.get(bucket, own, opp)?;
        let (low, high, best) = (data as u8 as i8, (data >> 8) as u8 as i8, (data >> 16) as u8);
        Some(Slot { own, opp, low, high, best })
    }

    fn put(&self, bucket: usize, s: Slot) {
        let empties = u64::from((!(s.own | s.opp)).count_ones());
        let data = u64::from(s.low as u8)
            | u64::from(s.high as u8) << 8
            | u64::from(s.best) << 16
            | empties << 24;
        self.0.put(bucket, s.own, s.opp, [data], |kept| kept[0] >> 24);
    }
}

impl Default for Endgame<'_> {
    fn default() -> Self {
        Endgame::new()
    }
}

impl<'a> Endgame<'a> {
    pub fn new() -> Endgame<'a> {
        Endgame { table: None, nodes: 0, threads: Threads::default(), order: Order::Evaluation }
    }

    /// Its moves ordered by `order` (`new`'s is `Order::Evaluation`).
    pub fn with_order(self, order: Order) -> Self {
        Endgame { order, ..self }
    }

    /// Stops the solve (`Err(Cancelled)`) soon after `control.stop` is set, and counts its
    /// nodes into `control.nodes` as it goes (one thread).
    pub fn with_control(mut self, control: Control<'a>) -> Self {
        self.threads = Threads::single(control);
        self
    }

    /// The margin of (`own`, `opp`) with `own` to move, its best move, and the nodes searched.
    /// With `wld`, only win, loss or draw (a null window around 0: much faster).
    /// At most `MAX_EMPTIES` empty squares (the callers check what they are given).
    pub fn solve(&mut self, own: u64, opp: u64, wld: bool) -> Result<Solved, Cancelled> {
        let empties = (!(own | opp)).count_ones();
        assert!(empties <= MAX_EMPTIES, "{empties} empty squares: the solver takes {MAX_EMPTIES}");
        if self.table.is_none() {
            self.table = Some(Held::Own(Shared::new()));
        }
        self.nodes = 0;
        self.threads.restart();
        if wld {
            let (margin, best) = self.search(own, opp, -1, 1, false, None)?;
            let best_move = best.or_else(|| any_move(own, opp));
            return Ok(Solved {
                margin: margin.signum(),
                best_move,
                nodes: self.nodes,
                threads: 1,
            });
        }
        // The margin by null windows (MTD(f)): each search only asks whether the margin is above
        // an odd number (margins are even), far cheaper than one search with the whole window,
        // and the table keeps what each learned for the next; the first asks about the
        // evaluation's guess. Each window (β − 2, β) with β odd holds no even margin, so every
        // answer is a bound.
        let (mut lower, mut upper) = (-64, 64);
        let mut beta = self.first_guess(own, opp);
        let mut best = None;
        while lower < upper {
            let (g, mv) = self.search(own, opp, beta - 2, beta, false, None)?;
            if g >= beta {
                (lower, beta, best) = (g, g + 1, mv);
            } else {
                (upper, beta) = (g, g - 1);
                best = best.or(mv);
            }
        }
        // No move found only when every move is as bad (a cut by stability at the root).
        let best_move = best.or_else(|| any_move(own, opp));
        Ok(Solved { margin: lower, best_move, nodes: self.nodes, threads: 1 })
    }

    /// The first null window's odd β: next to the margin a shallow midgame search with the
    /// pattern evaluation foresees, so that the windows start near the margin rather than climb
    /// to it two discs at a time. Its nodes are counted. Next to 0 without the weights, in
    /// `Order::Mobility`, or below `EVAL_ORDER_EMPTIES`, where the evaluation does not pay (a
    /// depth-6 search of a position of 6 empty squares would be a second solve).
    fn first_guess(&mut self, own: u64, opp: u64) -> i32 {
        // (The order first: a solve in `Order::Mobility` reads no weights.)
        if self.order == Order::Mobility
            || (!(own | opp)).count_ones() < EVAL_ORDER_EMPTIES
            || super::pattern::shipped().is_err()
        {
            return 1;
        }
        let engine = super::Reversi {
            heuristic: super::Heuristic::Pattern,
            dedicated: true,
            ..super::Reversi::default()
        };
        let board = super::Board { black: own, white: opp, to_move: crate::engine::Player::Max };
        let mut search = super::midgame::Midgame::new(engine).with_table_bits(GUESS_TABLE_BITS);
        let guess = search.search(&board, GUESS_DEPTH).expect("never stopped").value;
        self.nodes += search.nodes;
        // A win or loss found within the depth is scored beyond any margin.
        (guess.clamp(-63, 63) / 2) * 2 + 1
    }

    /// `solve` on `threads` threads sharing one table, splitting the tree as "young brothers
    /// wait" does: a node with `SPLIT_EMPTIES` or more empty squares whose first move did not
    /// cut offers its other moves to the other threads. The margin is the same (every bound in
    /// the table is true of its position, and a split node's answer is its moves' best);
    /// `nodes` counts every thread's. `control.stop` stops it; `control.nodes` counts its nodes
    /// as it goes.
    pub fn solve_threads(
        own: u64,
        opp: u64,
        wld: bool,
        threads: usize,
        control: Control<'_>,
    ) -> Result<Solved, Cancelled> {
        Self::solve_threads_in_order(own, opp, wld, threads, control, Order::Evaluation)
    }

    /// `solve_threads`, its moves ordered by `order`.
    pub fn solve_threads_in_order(
        own: u64,
        opp: u64,
        wld: bool,
        threads: usize,
        control: Control<'_>,
        order: Order,
    ) -> Result<Solved, Cancelled> {
        // Below this many empty squares a second thread costs more than it saves.
        const SHARED_EMPTIES: u32 = 18;
        let empties = (!(own | opp)).count_ones();
        let threads = if empties < SHARED_EMPTIES { 1 } else { threads };
        let shared = Shared::new();
        let (solved, threads) = super::split::on_threads(threads, control, |threads| {
            let table = Some(Held::Shared(&shared));
            Endgame { table, threads, nodes: 0, order }.solve(own, opp, wld)
        });
        solved.map(|solved| Solved { threads, ..solved })
    }

    /// The margin within (`alpha`, `beta`), fail-soft, and the best move. `views` are the
    /// position's pattern entries where the parent kept them for it (read afresh if not): the
    /// evaluation's ordering starts from them.
    fn search(
        &mut self,
        own: u64,
        opp: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
        views: Option<&Views>,
    ) -> Result<(i32, Option<u8>), Cancelled> {
        let empty = !(own | opp);
        let empties = empty.count_ones();
        if empties <= SHALLOW_EMPTIES {
            return Ok(self.shallow(own, opp, alpha, beta, passed));
        }
        self.nodes += 1;
        if self.threads.checkpoint(self.nodes) {
            return Err(Cancelled);
        }
        // The table's bucket, fetched while the moves are found.
        let slot = self.slot(own, opp);
        if empties > TABLE_EMPTIES {
            self.table().0.prefetch(slot);
        }
        let mut legal = moves(own, opp);
        if legal == 0 {
            if passed || moves(opp, own) == 0 {
                return Ok((final_margin(own, opp), None));
            }
            let views = views.map(Views::passed);
            let (m, _) = self.search(opp, own, -beta, -alpha, true, views.as_ref())?;
            return Ok((-m, None));
        }
        // Stability: the opponent's discs that can never be turned cap our margin; when even
        // that cap is no better than α, no move need be searched.
        if 64 - 2 * opp.count_ones() as i32 <= alpha {
            let cap = 64 - 2 * stable(opp, own).count_ones() as i32;
            if cap <= alpha {
                return Ok((cap, None));
            }
        }
        let mut tt_move = None;
        if empties > TABLE_EMPTIES
            && let Some(s) = self.probe(slot, own, opp)
        {
            let (low, high) = (s.low as i32, s.high as i32);
            if low >= beta {
                return Ok((low, Some(s.best)));
            }
            if high <= alpha || low == high {
                return Ok((high, Some(s.best)));
            }
            alpha = alpha.max(low);
            tt_move = Some(s.best);
        }
        // Order: the table's move, then fewest replies, odd regions first on a tie. Room for a
        // move an empty square (`solve` takes no more than `MAX_EMPTIES`): clearing room for
        // `MOST_MOVES` took 0.8 % more instructions.
        let mut order = [(0u8, 0u32); MAX_EMPTIES as usize];
        // The evaluation that orders high in the tree (none if its weights cannot be read).
        let evaluation = (self.order == Order::Evaluation && empties >= EVAL_ORDER_EMPTIES)
            .then(super::pattern::shipped)
            .and_then(Result::ok);
        // With the position's pattern entries, which each move's foresight starts from, and
        // which are kept for the moves' searches where those order by the evaluation too.
        debug_assert!(views.is_none_or(|v| *v == Views::of_sides(own, opp)), "views kept wrong");
        let read;
        let views = match (evaluation.is_some(), views) {
            (false, _) => None,
            (true, Some(views)) => Some(views),
            (true, None) => {
                read = Views::of_sides(own, opp);
                Some(&read)
            }
        };
        let mut foresight = evaluation.map(|weights| Foresight { weights, nodes: 0 });
        let depth = foresight_depth(empties);
        // The opponent's values above this are cut (in the evaluation's units, a 64th of a disc).
        let enough = -(alpha - FORESIGHT_MARGIN).max(-64) * 64;
        let mut n = 0;
        let odd = odd_regions(empty);
        // The replies' buckets, fetched from memory before their searches (or the enhanced
        // transposition cutoffs below) probe them: a probe's wait for memory was most of this
        // function's time. Where the cutoffs probe, all are fetched before the first waits.
        let fetch_all = empties > ETC_EMPTIES;
        if fetch_all {
            let mut rest = legal;
            while rest != 0 {
                let sq = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                let f = flips(own, opp, sq);
                self.table().0.prefetch(self.slot(opp & !f, own | f | 1 << sq));
            }
        }
        while legal != 0 {
            let sq = legal.trailing_zeros() as u8;
            legal &= legal - 1;
            let f = flips(own, opp, sq);
            let (mine, theirs) = (own | f | 1 << sq, opp & !f);
            if !fetch_all && empties - 1 > TABLE_EMPTIES {
                self.table().0.prefetch(self.slot(theirs, mine));
            }
            let key = if Some(sq) == tt_move {
                0
            } else {
                let replies = moves(theirs, mine);
                // Fewest replies first (a corner reply counts twice); then the fewest empty
                // squares next to our discs (the opponent's later moves); odd regions first.
                let weighted = replies.count_ones() + (replies & CORNERS).count_ones();
                // Enhanced transposition cutoff: a reply the table already knows to lose by
                // enough settles this node before any search.
                if empties > ETC_EMPTIES
                    && let Some(s) = self.probe(self.slot(theirs, mine), theirs, mine)
                    && -(s.high as i32) >= beta
                {
                    self.nodes += foresight.as_ref().map_or(0, |f| f.nodes);
                    return Ok((-(s.high as i32), Some(sq)));
                }
                let frontier = (neighbours(mine) & !(mine | theirs)).count_ones();
                let corner = u32::from(CORNERS & (1 << sq) != 0);
                let first = if let (Some(foresight), Some(views)) = (foresight.as_mut(), views) {
                    // The opponent's foreseen margin after the move, in discs: the lower the
                    // sooner.
                    let views = views.after(sq, f);
                    let theirs_foreseen =
                        foresight.value((theirs, mine), &views, depth, -i32::MAX, enough) / 64;
                    (weighted + 1 - corner) * 4
                        + best_reply_mobility(theirs, mine, replies) / 4
                        + (theirs_foreseen + 64).max(0) as u32 * disc_weight(depth)
                } else if empties >= DEEP_ORDER_EMPTIES {
                    // High in the tree: the opponent's best reply by the same measure, one
                    // ply deeper (the most replies we keep after it, the fewest they get).
                    (weighted + 1 - corner) * 4 + best_reply_mobility(theirs, mine, replies) / 4
                } else {
                    (weighted + 1 - corner) * 4
                };
                2 + first * 64 + frontier * 4 + 2 * u32::from(odd & (1 << sq) == 0)
            };
            crate::games::insert_by_key(&mut order, &mut n, (sq, key));
        }
        self.nodes += foresight.as_ref().map_or(0, |f| f.nodes);
        // A child that orders by the evaluation too has its entries from these, in a few
        // additions, where reading them afresh sums over every disc (`cargo bench --bench
        // reversi` measures the solver).
        let views = views.filter(|_| empties > EVAL_ORDER_EMPTIES);
        let original_alpha = alpha;
        let (mut best, mut best_move) = (-65, order[0].0);
        for (i, &(sq, _)) in order[..n].iter().enumerate() {
            // Young brothers wait: once the first move is searched (and did not cut), the other
            // threads may share the rest.
            if i == 1 && n > 2 && empties >= SPLIT_EMPTIES && self.threads.pooled() {
                let table = self.table.as_ref().and_then(Held::shared).expect("shared on threads");
                let ordered_by = self.order;
                let (found, nodes) =
                    self.threads.split(&order[1..n], alpha, beta, (best, best_move), |threads| {
                        let mut solver = Endgame {
                            table: Some(Held::Shared(table)),
                            threads,
                            nodes: 0,
                            order: ordered_by,
                        };
                        Box::new(move |sq, alpha| {
                            let value = solver.pvs(own, opp, sq, alpha, beta, views);
                            solver.threads.publish(solver.nodes);
                            (value, solver.nodes)
                        })
                    });
                self.nodes += nodes;
                (best, best_move) = found?;
                break;
            }
            // Principal variation search: the first move with the whole window, the rest by
            // `pvs`.
            let m = if i == 0 {
                let f = flips(own, opp, sq);
                let views = views.map(|v| v.after(sq, f));
                -self.search(opp & !f, own | f | 1 << sq, -beta, -alpha, false, views.as_ref())?.0
            } else {
                self.pvs(own, opp, sq, alpha, beta, views)?
            };
            if m > best {
                best = m;
                best_move = sq;
                if m > alpha {
                    alpha = m;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if empties > TABLE_EMPTIES {
            let (low, high) = if best <= original_alpha {
                (-64, best)
            } else if best >= beta {
                (best, 64)
            } else {
                (best, best)
            };
            let entry = Slot { own, opp, low: low as i8, high: high as i8, best: best_move };
            self.table().put(slot, entry);
        }
        Ok((best, Some(best_move)))
    }

    /// The margin and best move with at most `SHALLOW_EMPTIES` empty squares left, as Edax's
    /// last few squares are solved: no move generation, no ordering but parity (the squares of
    /// odd regions first), no table: each empty square is tried, and is a move if it turns
    /// something. Most of the solver's nodes are here.
    fn shallow(
        &mut self,
        own: u64,
        opp: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> (i32, Option<u8>) {
        self.nodes += 1;
        let empty = !(own | opp);
        match empty.count_ones() {
            1 => return (last_square(own, opp, empty), None),
            2 => return self.last_two(own, opp, empty, beta),
            _ => {}
        }
        let odd = odd_regions(empty) & empty;
        // A move is next to one of the opponent's discs: the other squares need no look.
        let near = neighbours(opp);
        let (mut best, mut best_move) = (-65, None);
        for mut squares in [odd & near, empty & !odd & near] {
            while squares != 0 {
                let sq = squares.trailing_zeros() as u8;
                squares &= squares - 1;
                let f = flips(own, opp, sq);
                if f == 0 {
                    continue;
                }
                let m = -self.shallow(opp & !f, own | f | 1 << sq, -beta, -alpha, false).0;
                if m > best {
                    (best, best_move) = (m, Some(sq));
                    if m > alpha {
                        alpha = m;
                        if alpha >= beta {
                            return (best, best_move);
                        }
                    }
                }
            }
        }
        if best_move.is_some() {
            return (best, best_move);
        }
        if passed {
            return (final_margin(own, opp), None);
        }
        // No move: the opponent's turn, or the end if neither can move.
        let (m, _) = self.shallow(opp, own, -beta, -alpha, true);
        (-m, None)
    }

    /// The margin and best move with two empty squares left, played out directly: each square
    /// the mover can take, then the last one; if the mover has neither, the opponent's turn
    /// (fail-soft, cut as soon as a move reaches `beta`).
    fn last_two(&mut self, own: u64, opp: u64, empty: u64, beta: i32) -> (i32, Option<u8>) {
        let a = empty.trailing_zeros() as u8;
        let b = 63 - empty.leading_zeros() as u8;
        let mut best = (-65, None);
        for (sq, other) in [(a, b), (b, a)] {
            let f = if NEIGHBOURS[sq as usize] & opp != 0 { flips(own, opp, sq) } else { 0 };
            if f != 0 {
                self.nodes += 1;
                let m = -last_square(opp & !f, own | f | 1 << sq, 1 << other);
                if m > best.0 {
                    best = (m, Some(sq));
                    if m >= beta {
                        break;
                    }
                }
            }
        }
        if best.1.is_some() {
            return best;
        }
        // The mover passes: the opponent plays the two squares (or nobody can).
        let mut worst = 65;
        for (sq, other) in [(a, b), (b, a)] {
            let f = if NEIGHBOURS[sq as usize] & own != 0 { flips(opp, own, sq) } else { 0 };
            if f != 0 {
                self.nodes += 1;
                worst = worst.min(last_square(own & !f, opp | f | 1 << sq, 1 << other));
            }
        }
        match worst {
            65 => (final_margin(own, opp), None),
            m => (m, None),
        }
    }

    /// The margin after `sq`, a move after the first: a null window at α only asks whether
    /// it beats α, and a move that does is searched again with the window above it. `views`
    /// are the position's, where its child's search wants them.
    fn pvs(
        &mut self,
        own: u64,
        opp: u64,
        sq: u8,
        alpha: i32,
        beta: i32,
        views: Option<&Views>,
    ) -> Result<i32, Cancelled> {
        let f = flips(own, opp, sq);
        let (child_own, child_opp) = (opp & !f, own | f | 1 << sq);
        let views = views.map(|v| v.after(sq, f));
        let views = views.as_ref();
        let m = -self.search(child_own, child_opp, -alpha - 1, -alpha, false, views)?.0;
        if m > alpha && m < beta {
            Ok(-self.search(child_own, child_opp, -beta, -m, false, views)?.0)
        } else {
            Ok(m)
        }
    }

    /// The table's entry for (`own`, `opp`), if it holds one.
    fn probe(&self, slot: usize, own: u64, opp: u64) -> Option<Slot> {
        self.table().get(slot, own, opp)
    }

    fn table(&self) -> &Shared {
        self.table.as_ref().expect("allocated by `solve`")
    }

    fn slot(&self, own: u64, opp: u64) -> usize {
        self.table().0.bucket(own, opp, 0)
    }
}

/// A legal move of `own`'s, if there is one.
fn any_move(own: u64, opp: u64) -> Option<u8> {
    let legal = moves(own, opp);
    (legal != 0).then(|| legal.trailing_zeros() as u8)
}

/// The final margin for `own` when neither side can move: empty squares go to the winner.
pub fn final_margin(own: u64, opp: u64) -> i32 {
    let (o, p) = (own.count_ones() as i32, opp.count_ones() as i32);
    let empties = 64 - o - p;
    match o.cmp(&p) {
        std::cmp::Ordering::Greater => o - p + empties,
        std::cmp::Ordering::Less => o - p - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The margin with one empty square left: the mover plays it if it can, else the opponent, else
/// nobody.
///
/// Only the count of discs turned matters here, and with every other square full it is read
/// from the lines through the square (`last_flips`).
fn last_square(own: u64, opp: u64, empty: u64) -> i32 {
    let sq = empty.trailing_zeros() as u8;
    // 63 discs on the board: after a move turning n, the mover has own + n + 1 of them.
    let discs = 2 * own.count_ones() as i32;
    let n = last_flips(own, opp, sq) as i32;
    if n != 0 {
        return discs + 2 * n - 62;
    }
    let n = last_flips(opp, own, sq) as i32;
    if n != 0 {
        return discs - 2 * n - 64;
    }
    // Nobody can play it: it goes to the winner (63 discs: never a draw).
    if discs > 63 { discs - 62 } else { discs - 64 }
}

/// How many discs a move on `sq`, the one empty square, turns over for `own` (every other
/// square is `own`'s or `opp`'s). On processors with `pext`, as Edax counts its last flips:
/// each of the four lines through the square, gathered into a byte of `own`'s discs, is looked
/// up in a table of the count it turns with the square at its place on the line.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
fn last_flips(own: u64, _opp: u64, sq: u8) -> u32 {
    use std::arch::x86_64::_pext_u64;
    let lines = &LINES[sq as usize];
    let mut n = 0;
    for &(mask, place) in lines {
        // SAFETY: `pext` is there: this is compiled only with the `bmi2` target feature.
        let byte = unsafe { _pext_u64(own, mask) } as usize;
        n += u32::from(LINE_FLIPS[place as usize][byte]);
    }
    n
}

/// Without `pext`: the discs turned, counted.
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
#[inline]
fn last_flips(own: u64, opp: u64, sq: u8) -> u32 {
    flips(own, opp, sq).count_ones()
}

/// The four lines through each square (rank, file, both diagonals) as masks, each with the
/// square's place among the line's squares counted from the lowest: the square and its two
/// opposite rays (`RAYS`: the first four towards higher squares, the last four lower).
#[cfg_attr(not(all(target_arch = "x86_64", target_feature = "bmi2")), allow(dead_code))]
static LINES: [[(u64, u8); 4]; 64] = {
    let mut out = [[(0, 0); 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 4 {
            let (up, down) = (super::RAYS[sq][d], super::RAYS[sq][d + 4]);
            out[sq][d] = (up | down | 1 << sq, down.count_ones() as u8);
            d += 1;
        }
        sq += 1;
    }
    out
};

/// For a square at each place on a line of eight, and each byte of the mover's discs on it
/// (the other places the opponent's, or off the board past a shorter line's end, where no run
/// closes): the discs a move there turns on that line.
#[cfg_attr(not(all(target_arch = "x86_64", target_feature = "bmi2")), allow(dead_code))]
static LINE_FLIPS: [[u8; 256]; 8] = {
    let mut out = [[0; 256]; 8];
    let mut place = 0;
    while place < 8 {
        let mut own = 0;
        while own < 256 {
            let mut n = 0;
            // Up the line, then down: a run of the opponent's closed by one of ours.
            let mut i = place + 1;
            while i < 8 && own & 1 << i == 0 {
                i += 1;
            }
            if i < 8 {
                n += i - place - 1;
            }
            let mut i = place as i32 - 1;
            while i >= 0 && own & 1 << i == 0 {
                i -= 1;
            }
            if i >= 0 {
                n += place - i as usize - 1;
            }
            out[place][own] = n as u8;
            own += 1;
        }
        place += 1;
    }
    out
};

/// The squares on the board's edge, where a line in each direction ends: files a and h for
/// ranks, ranks 1 and 8 for files, the whole edge for the diagonals.
const BORDERS: [u64; 4] =
    [0x8181_8181_8181_8181, 0xFF00_0000_0000_00FF, 0xFF81_8181_8181_81FF, 0xFF81_8181_8181_81FF];

/// Some of `discs`' discs that can never be turned over, whatever is played (a subset, found
/// cheaply): a disc cannot be turned along a line that is full, or along which its neighbour is
/// the board's edge or itself such a disc; one that cannot be turned along any of its four lines
/// is stable. Grown from the full lines and edges until nothing changes.
fn stable(discs: u64, others: u64) -> u64 {
    let full = full_lines(discs | others);
    // The two directions (as `shift` numbers them) of each line.
    const PAIRS: [(usize, usize); 4] = [(2, 3), (0, 1), (4, 7), (5, 6)];
    let mut stable = 0;
    loop {
        let mut next = discs;
        for (d, &(a, b)) in PAIRS.iter().enumerate() {
            next &= full[d] | BORDERS[d] | super::shift(stable, a) | super::shift(stable, b);
        }
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

/// The squares on full lines (no empty square left on them), in the four directions.
fn full_lines(occupied: u64) -> [u64; 4] {
    use super::shift;
    // A rank: a square whose next seven along are all occupied starts a full one.
    let mut h = occupied;
    h &= h >> 1;
    h &= h >> 2;
    h &= h >> 4;
    let ranks = (h & 0x0101_0101_0101_0101) * 0xFF;
    let mut v = occupied;
    v &= v >> 8;
    v &= v >> 16;
    v &= v >> 32;
    let files = (v & 0xFF) * 0x0101_0101_0101_0101;
    // A diagonal: occupied squares reaching the edge through occupied squares both ways
    // (`shift` 4 is one step up-right, 7 down-left, 5 up-left, 6 down-right).
    let towards = |dir: usize, edge: u64| {
        let mut run = occupied & edge;
        for _ in 0..7 {
            run |= occupied & shift(run, dir);
        }
        run
    };
    const RANK_1: u64 = 0xFF;
    const RANK_8: u64 = 0xFF << 56;
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const FILE_H: u64 = FILE_A << 7;
    let up_right = towards(7, RANK_8 | FILE_H) & towards(4, RANK_1 | FILE_A);
    let up_left = towards(6, RANK_8 | FILE_A) & towards(5, RANK_1 | FILE_H);
    [ranks, files, up_right, up_left]
}

/// With `own` to move and `legal` its moves: the best of them by mobility, `own`'s weighted
/// mobility minus the other side's after it (corners twice), offset to stay positive (0 to 64:
/// higher is better for `own`, so worse for the caller, whose move left `own` to play).
fn best_reply_mobility(own: u64, opp: u64, legal: u64) -> u32 {
    let weigh = |m: u64| (m.count_ones() + (m & CORNERS).count_ones()) as i32;
    let mut rest = legal;
    // No reply: the caller's opponent passes, which is good for the caller.
    let mut best = -32;
    while rest != 0 {
        let sq = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let f = flips(own, opp, sq);
        let (mine, theirs) = (own | f | 1 << sq, opp & !f);
        // After the reply: the caller (`theirs`) to move.
        let score = weigh(moves(mine, theirs)) - weigh(moves(theirs, mine));
        best = best.max(score);
    }
    (32 + best.clamp(-32, 32)) as u32
}

/// The squares next to any of `discs` (in the eight directions), and `discs` themselves: every
/// caller keeps only the empty ones.
const fn neighbours(discs: u64) -> u64 {
    use super::shift;
    // Along the ranks, then the files: the 3 × 3 block around each disc.
    let rank = discs | shift(discs, 2) | shift(discs, 3);
    rank | rank << 8 | rank >> 8
}

/// The squares next to each square.
static NEIGHBOURS: [u64; 64] = {
    let mut out = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        out[sq] = neighbours(1 << sq) & !(1 << sq);
        sq += 1;
    }
    out
};

/// The empty squares in quadrants with an odd number of empties (parity: playing there first
/// tends to leave the last move of the region to the mover).
fn odd_regions(empty: u64) -> u64 {
    // Each quadrant's parity folded into its lowest square: the ranks of each half onto its
    // first, then the files of each half-rank onto its first (bits 0, 4, 32 and 36)...
    let mut parity = empty ^ empty >> 8;
    parity ^= parity >> 16;
    parity ^= parity >> 1;
    parity ^= parity >> 2;
    // ...and each odd one's bit spread back over its quadrant (the four products never overlap).
    ((parity & 0x0000_0011_0000_0011) * 0x0F0F_0F0F) & empty
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// MTD(f)'s first window is at 0 below `EVAL_ORDER_EMPTIES` (14) and odd from there, and over
    /// the FFO positions of 14 empty squares or more (#1-#59) at most half as far from the
    /// published margins in all as starting at 0 (at depth 6: 216 discs off in all where 0 is
    /// 580).
    #[test]
    fn the_first_guess_is_near_the_margin() {
        let files = [
            include_str!("../../../benches/ffo.obf"),
            include_str!("../../../benches/ffo-20-39.obf"),
            include_str!("../../../benches/ffo-45-59.obf"),
        ];
        let (mut guessed, mut zero) = (0, 0);
        for problem in files.iter().flat_map(|file| super::super::obf::parse(file).unwrap()) {
            let (own, opp) = problem.board.sides();
            if problem.board.empties() < EVAL_ORDER_EMPTIES {
                // No search before a small solve: its first window is at 0.
                assert_eq!(Endgame::new().first_guess(own, opp), 1, "{}", problem.label);
                continue;
            }
            let margin = problem.score.unwrap();
            let beta = Endgame::new().first_guess(own, opp);
            assert_eq!(beta.rem_euclid(2), 1, "{}: an odd β", problem.label);
            guessed += (beta - margin).abs();
            zero += margin.abs();
        }
        assert!(guessed * 2 <= zero, "{guessed} discs off in all, where 0 is {zero}");
    }

    /// Every continuation from (`own`, `opp`), `own` to move: no disc of `fixed` is ever turned.
    fn never_turned(own: u64, opp: u64, fixed: u64, passed: bool) {
        let legal = moves(own, opp);
        if legal == 0 {
            if !passed {
                never_turned(opp, own, fixed, true);
            }
            return;
        }
        for sq in (0..64).filter(|&sq| legal & 1 << sq != 0) {
            let f = flips(own, opp, sq);
            assert_eq!(f & fixed, 0, "a stable disc was turned");
            never_turned(opp & !f, own | f | 1 << sq, fixed, false);
        }
    }

    /// Positions from random play, kept when `empties` squares are left.
    fn random_positions(count: usize, empties: u32, seed: u64) -> Vec<(u64, u64)> {
        let mut rng = Rng::new(seed);
        let mut found = Vec::new();
        while found.len() < count {
            let (mut own, mut opp) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
            while (!(own | opp)).count_ones() > empties {
                let legal = moves(own, opp);
                if legal == 0 {
                    if moves(opp, own) == 0 {
                        break;
                    }
                } else {
                    let squares: Vec<u8> = (0..64).filter(|&s| legal & 1 << s != 0).collect();
                    let sq = squares[rng.below(squares.len() as u64) as usize];
                    let f = flips(own, opp, sq);
                    own |= f | 1 << sq;
                    opp &= !f;
                }
                (own, opp) = (opp, own);
            }
            if (!(own | opp)).count_ones() == empties {
                found.push((own, opp));
            }
        }
        found
    }

    /// A random set of squares: sparse, even or dense, a third of the time each.
    fn random_board(rng: &mut Rng) -> u64 {
        match rng.below(3) {
            0 => rng.next_u64() & rng.next_u64(),
            1 => rng.next_u64(),
            _ => rng.next_u64() | rng.next_u64(),
        }
    }

    /// The discs `stable` finds are never turned in any continuation of the game (checked by
    /// playing every one out), for both sides, and a full board is all stable.
    #[test]
    fn stable_discs_are_never_turned() {
        let mut found = 0;
        for (own, opp) in random_positions(300, 7, 11) {
            let fixed = stable(own, opp) | stable(opp, own);
            found += fixed.count_ones();
            never_turned(own, opp, fixed, false);
        }
        assert!(found > 1000, "the test should meet many stable discs, met {found}");
        let (own, opp) = (0x00FF_00FF_00FF_00FF, 0xFF00_FF00_FF00_FF00);
        assert_eq!(stable(own, opp), own);
    }

    /// The count of the last move's turned discs, and the margin with one empty square, against
    /// the general move and count, on random full boards with one hole.
    #[test]
    fn the_last_square_is_counted_as_played() {
        let mut rng = Rng::new(17);
        for _ in 0..20_000 {
            let sq = rng.below(64) as u8;
            // Long runs of either side's discs too.
            let own = random_board(&mut rng) & !(1 << sq);
            let opp = !own & !(1 << sq);
            assert_eq!(last_flips(own, opp, sq), flips(own, opp, sq).count_ones());
            let f = flips(own, opp, sq);
            let g = flips(opp, own, sq);
            let expected = if f != 0 {
                final_margin(own | f | 1 << sq, opp & !f)
            } else if g != 0 {
                final_margin(own & !g, opp | g | 1 << sq)
            } else {
                final_margin(own, opp)
            };
            assert_eq!(last_square(own, opp, 1 << sq), expected);
        }
    }

    /// Parity regions and neighbours against their definitions, square by square.
    #[test]
    fn odd_regions_and_neighbours_are_as_defined() {
        let mut rng = Rng::new(23);
        for _ in 0..20_000 {
            let board = random_board(&mut rng);
            let mut odd = 0;
            for q in [0x0F0F_0F0Fu64, 0xF0F0_F0F0, 0x0F0F_0F0F << 32, 0xF0F0_F0F0 << 32] {
                if (board & q).count_ones() % 2 == 1 {
                    odd |= board & q;
                }
            }
            assert_eq!(odd_regions(board), odd, "{board:#x}");
            let mut near = 0u64;
            for sq in 0..64i32 {
                for (dr, df) in
                    [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
                {
                    let (r, f) = (sq / 8 + dr, sq % 8 + df);
                    if (0..8).contains(&r) && (0..8).contains(&f) && board & 1 << (r * 8 + f) != 0 {
                        near |= 1 << sq;
                    }
                }
            }
            assert_eq!(neighbours(board) & !board, near & !board, "{board:#x}");
            assert_eq!(neighbours(board) & board, board);
        }
    }

    /// Full lines in each direction against a square-by-square count.
    #[test]
    fn full_lines_are_the_lines_with_no_empty_square() {
        let full_by_hand = |occupied: u64, step: (i32, i32)| -> u64 {
            let mut full = 0;
            for sq in 0..64 {
                let (r, f) = (sq / 8, sq % 8);
                let mut all = true;
                for sign in [1, -1] {
                    let (mut rr, mut ff) = (r, f);
                    while (0..8).contains(&rr) && (0..8).contains(&ff) {
                        all &= occupied & 1 << (rr * 8 + ff) != 0;
                        (rr, ff) = (rr + sign * step.0, ff + sign * step.1);
                    }
                }
                if all {
                    full |= 1 << sq;
                }
            }
            full
        };
        let mut rng = Rng::new(5);
        for _ in 0..2000 {
            // Mostly occupied boards, so that full lines are common.
            let occupied = rng.next_u64() | rng.next_u64() | rng.next_u64();
            let full = full_lines(occupied);
            for (d, step) in [(0, 1), (1, 0), (1, 1), (1, -1)].into_iter().enumerate() {
                assert_eq!(full[d], full_by_hand(occupied, step), "direction {step:?}");
            }
        }
    }
}
