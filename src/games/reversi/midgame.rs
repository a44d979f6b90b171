//! A dedicated Reversi search to a depth: the teaching engine's values (the same heuristic at the
//! depth limit, the same win and loss scores, a pass counted as a ply), found the way engines find
//! them: negamax on boards directly with principal variation search, iterative deepening, and
//! move ordering by the table's move from the last iteration, then by the opponent's mobility
//! after the move (fewest replies first), or, for a deep position the table has no move for, by
//! shallow searches. The table's bounds serve only a search to the same
//! depth (as the teaching engine's do), so every value is exactly alpha-beta's, which is the
//! teaching engine's (tested at depths 1 to 6).

use std::time::{Duration, Instant};

use super::hash::Hash;
use super::pattern::{self, Views};
use super::split::Threads;
use super::{Board, Held, Heuristic, PASS, Reversi, moves};
use crate::engine::score::{HEURISTIC_MAX, WIN, from_node_relative, to_node_relative};
use crate::engine::search::{Cancelled, Control};
use crate::engine::{Game, Outcome, Player, Score};

/// Below this depth moves are ordered by their square alone.
const ORDER_DEPTH: u32 = 4;

/// From this depth, a position with no move in the table orders its moves by a search of a
/// quarter of the depth (measured on nine positions at depth 12 and four at 13: 14–15 % fewer
/// nodes and time with the disc heuristic; with the strong one 6 % more nodes in the same time
/// within 2 %; done at every position, not only without a table move, up to 15 % more nodes
/// with the strong heuristic).
const SHALLOW_DEPTH: u32 = 5;

/// A square's place in the cheap order (lower first): corners, edges, the middle, the squares
/// diagonally next to a corner last.
const SQUARE_RANK: [u32; 64] = {
    let mut rank = [8u32; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        let edge_f = f == 0 || f == 7;
        let edge_r = r == 0 || r == 7;
        let near_f = f == 1 || f == 6;
        let near_r = r == 1 || r == 6;
        rank[sq] = if edge_f && edge_r {
            0
        } else if near_f && near_r {
            20
        } else if (edge_f && near_r) || (edge_r && near_f) {
            16
        } else if edge_f || edge_r {
            4
        } else {
            8
        };
        sq += 1;
    }
    rank
};

/// The depth a search on a clock with no depth limit may reach: the game has at most 60 moves
/// (and passes, which the clock will have stopped long before).
pub const CLOCK_DEPTH: u32 = 60;

/// The depth from which positions go into the table (as moves are ordered by more than their
/// square from `ORDER_DEPTH`).
const TABLE_DEPTH: u32 = 4;

/// On threads, a node searched to this depth or more shares its moves after the first
/// (measured at depth 13 on four positions: from 4 to 7 the same within noise, 3 slower).
const SPLIT_DEPTH: u32 = 6;

/// Table entries (2^20 × 32 bytes).
const TABLE_BITS: u32 = 20;

#[derive(Clone, Copy, Default)]
struct Slot {
    black: u64,
    white: u64,
    black_to_move: bool,
    /// The depth the bounds were searched to (0: no bounds, only a move).
    depth: u8,
    /// Bounds on the value for the mover, node-relative (see `score::to_node_relative`);
    /// `Score::MIN` and `Score::MAX` for none.
    low: Score,
    high: Score,
    best: u8,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Searched {
    /// MAX's (Black's) value, as the teaching engine reports it.
    pub value: Score,
    pub best_move: Option<u8>,
    pub depth: u32,
    /// Every thread's nodes.
    pub nodes: u64,
    /// The threads that searched.
    pub threads: usize,
}

/// The midgame's table (one `hash::Hash` as the endgame's): for a position, bounds on its value
/// to a depth and its best move; the newest entry takes a position's place.
pub struct Table(Hash<2, 1>);

impl Table {
    pub fn new(bits: u32) -> Table {
        Table(Hash::new(bits.clamp(8, TABLE_BITS)))
    }

    fn bucket(&self, board: &Board) -> usize {
        self.0.bucket(board.black, board.white, u64::from(board.to_move == Player::Max))
    }

    fn get(&self, board: &Board) -> Option<Slot> {
        let [d0, d1] = self.0.get(self.bucket(board), board.black, board.white)?;
        let black_to_move = (d1 >> 16) & 1 == 1;
        (black_to_move == (board.to_move == Player::Max)).then_some(Slot {
            black: board.black,
            white: board.white,
            black_to_move,
            depth: d1 as u8,
            low: d0 as u32 as Score,
            high: (d0 >> 32) as u32 as Score,
            best: (d1 >> 8) as u8,
        })
    }

    fn put(&self, s: &Slot) {
        let board = Board {
            black: s.black,
            white: s.white,
            to_move: if s.black_to_move { Player::Max } else { Player::Min },
        };
        let d0 = u64::from(s.low as u32) | u64::from(s.high as u32) << 32;
        let d1 = u64::from(s.depth) | u64::from(s.best) << 8 | u64::from(s.black_to_move) << 16;
        self.0.put(self.bucket(&board), s.black, s.white, [d0, d1], |_| 0);
    }
}

/// A position searched, with its pattern entries where the heuristic reads them, kept move by
/// move (`pattern::Views`: a move updates the instances through its square and the discs it
/// turns, where reading a leaf afresh sums over all its discs).
#[derive(Clone, Copy)]
struct Node {
    board: Board,
    views: Option<Views>,
}

impl Node {
    fn new(heuristic: Heuristic, board: &Board) -> Node {
        let (own, opp) = board.sides();
        let views = (heuristic == Heuristic::Pattern).then(|| Views::of_sides(own, opp));
        Node { board: *board, views }
    }

    /// The position after `sq` (or `PASS`).
    fn play(&self, sq: u8) -> Node {
        let board = self.board.play(sq);
        let views = self.views.map(|views| {
            if sq == PASS {
                return views.passed();
            }
            // The discs the move turned: the mover's now, not before, and not the square.
            let (before, after) = (self.board.sides().0, board.sides().1);
            views.after(sq, after & !before & !(1 << sq))
        });
        Node { board, views }
    }

    /// The heuristic's value for the mover, given the mover's moves.
    fn evaluate(&self, heuristic: Heuristic, legal: u64) -> Score {
        // The weights are read only where the heuristic is theirs: a search with another reads
        // none (the trainer's first round depends on that).
        if let Some(views) = &self.views
            && let Ok(weights) = pattern::shipped()
        {
            let (own, opp) = self.board.sides();
            return weights.evaluate_viewed(views, own, opp);
        }
        heuristic.evaluate_with(&self.board, legal)
    }
}

pub struct Midgame<'a> {
    game: Reversi,
    /// log2 of the table's entries, allocated at the first search.
    bits: u32,
    table: Option<Held<'a, Table>>,
    pub nodes: u64,
    /// The stop from outside and, on threads, the other threads (`search_threads`).
    threads: Threads<'a>,
    /// On a clock: the search answers with the deepest iteration finished by then.
    deadline: Option<Instant>,
    /// An iteration has finished, so the clock may stop the next.
    clock_may_stop: bool,
}

impl<'a> Midgame<'a> {
    pub fn new(game: Reversi) -> Midgame<'a> {
        Midgame {
            game,
            bits: TABLE_BITS,
            table: None,
            nodes: 0,
            threads: Threads::default(),
            deadline: None,
            clock_may_stop: false,
        }
    }

    /// A search with a table of 2^`bits` entries (a small one for a single move of a game: a
    /// large one costs milliseconds to allocate).
    pub fn with_table_bits(mut self, bits: u32) -> Self {
        self.bits = bits.clamp(8, TABLE_BITS);
        self
    }

    /// Deepens no further than `time` from now allows: the search answers with the deepest
    /// iteration that finished (depth 1 always finishes).
    pub fn with_clock(mut self, time: Duration) -> Self {
        self.deadline = Some(Instant::now() + time);
        self
    }

    /// Iterative deepening to `depth`: each iteration orders moves by the last one's best.
    pub fn search(&mut self, board: &Board, depth: u32) -> Result<Searched, Cancelled> {
        if self.table.is_none() {
            self.table = Some(Held::Own(Table::new(self.bits)));
        }
        self.nodes = 0;
        self.threads.restart();
        let root = Node::new(self.game.heuristic, board);
        let mut found = None;
        for d in 1..=depth.max(1) {
            self.clock_may_stop = found.is_some();
            let (value, best) = match self.negamax(&root, d, 0, -WIN - 1, WIN + 1) {
                // On a clock, a stop (Esc: "play now") also answers with the deepest finished.
                Err(Cancelled) if found.is_some() && self.deadline.is_some() => break,
                other => other?,
            };
            found = Some(Searched {
                value: value * board.to_move.sign(),
                best_move: best,
                depth: d,
                nodes: self.nodes,
                threads: 1,
            });
        }
        // Every node counts, the unfinished iteration's too.
        let nodes = self.nodes;
        Ok(Searched { nodes, ..found.expect("depth 1 at least") })
    }

    /// `search` on `threads` threads sharing one table, splitting the tree as "young brothers
    /// wait" does (`split`): a node searched to `SPLIT_DEPTH` or more whose first move did not
    /// cut offers its other moves to the other threads. The value is the one-thread value (a
    /// split node's is its moves' best, and every bound in the table is true of its depth);
    /// `nodes` counts every thread's. `control.stop` (or the clock) ends every thread;
    /// `control.nodes` counts the nodes as they are searched.
    pub fn search_threads(
        game: Reversi,
        board: &Board,
        depth: u32,
        threads: usize,
        control: Control<'_>,
        clock: Option<Duration>,
    ) -> Result<Searched, Cancelled> {
        let table = Table::new(TABLE_BITS);
        let (found, threads) = super::split::on_threads(threads, control, |threads| {
            let mut search =
                Midgame { table: Some(Held::Shared(&table)), threads, ..Midgame::new(game) };
            if let Some(time) = clock {
                search = search.with_clock(time);
            }
            search.search(board, depth)
        });
        found.map(|found| Searched { threads, ..found })
    }

    /// The value for the mover within (`alpha`, `beta`) (fail-soft) and the best move.
    fn negamax(
        &mut self,
        node: &Node,
        depth: u32,
        ply: u32,
        mut alpha: Score,
        beta: Score,
    ) -> Result<(Score, Option<u8>), Cancelled> {
        self.nodes += 1;
        if self.threads.checkpoint(self.nodes) {
            return Err(Cancelled);
        }
        // Depth 1 always finishes, so there is a move to play.
        if self.nodes.is_multiple_of(1 << 12)
            && self.clock_may_stop
            && self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            return Err(Cancelled);
        }
        let board = &node.board;
        let (own, opp) = board.sides();
        let legal = moves(own, opp);
        if legal == 0 && moves(opp, own) == 0 {
            let value = match self.game.outcome(board) {
                Some(Outcome::Win(p)) if p == board.to_move => WIN - ply as Score,
                Some(Outcome::Win(_)) => -(WIN - ply as Score),
                _ => 0,
            };
            return Ok((value, None));
        }
        if depth == 0 {
            let value = node.evaluate(self.game.heuristic, legal);
            return Ok((value.clamp(-HEURISTIC_MAX, HEURISTIC_MAX), None));
        }
        if legal == 0 {
            let (v, _) = self.negamax(&node.play(PASS), depth - 1, ply + 1, -beta, -alpha)?;
            return Ok((-v, Some(PASS)));
        }
        // Near the leaves the table is not used: searching again costs less than looking up,
        // and their entries would push out the deeper ones whose moves order the next
        // iteration (measured: half the time at depth 11).
        let entry = if depth >= TABLE_DEPTH { self.table().get(board) } else { None };
        let tt_move = entry.map(|s| s.best);
        // Bounds from a search to this depth; never at the root, which must give its move.
        if let Some(s) = entry.filter(|s| ply > 0 && u32::from(s.depth) == depth) {
            let low = if s.low == Score::MIN { s.low } else { from_node_relative(s.low, ply) };
            let high = if s.high == Score::MAX { s.high } else { from_node_relative(s.high, ply) };
            if low >= beta || low == high {
                return Ok((low, tt_move));
            }
            if high <= alpha {
                return Ok((high, tt_move));
            }
        }
        let original_alpha = alpha;
        // The table's move, then the fewest replies for the opponent.
        let mut order = [(0u8, 0u32); super::MOST_MOVES];
        let mut n = 0;
        let mut rest = legal;
        while rest != 0 {
            let sq = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let key = if Some(sq) == tt_move {
                0
            } else if depth >= SHALLOW_DEPTH && tt_move.is_none() {
                // No move from the table (a position new to this iteration): order by a
                // shallow search of each reply, the fewest replies breaking ties.
                let next = node.play(sq);
                let (o, p) = next.board.sides();
                let (v, _) = self.negamax(&next, depth / 4, ply + 1, -WIN - 1, WIN + 1)?;
                let v = v.clamp(-HEURISTIC_MAX - 1, HEURISTIC_MAX + 1) + HEURISTIC_MAX + 1;
                1 + ((v as u32) << 6 | moves(o, p).count_ones())
            } else if depth >= ORDER_DEPTH {
                let next = board.play(sq);
                let (o, p) = next.sides();
                1 + moves(o, p).count_ones()
            } else {
                // Near the leaves a full ordering costs more than it saves: corners first,
                // the squares next to them last.
                1 + SQUARE_RANK[sq as usize]
            };
            crate::games::insert_by_key(&mut order, &mut n, (sq, key));
        }
        let (mut best, mut best_move) = (Score::MIN, order[0].0);
        for (i, &(sq, _)) in order[..n].iter().enumerate() {
            // Young brothers wait: once the first move is searched (and did not cut), the other
            // threads may share the rest.
            if i == 1 && n > 2 && depth >= SPLIT_DEPTH && self.threads.pooled() {
                let table = self.table.as_ref().and_then(Held::shared).expect("shared on threads");
                let (game, node) = (self.game, *node);
                let (deadline, clock_may_stop) = (self.deadline, self.clock_may_stop);
                let (found, nodes) =
                    self.threads.split(&order[1..n], alpha, beta, (best, best_move), |threads| {
                        let mut search = Midgame {
                            table: Some(Held::Shared(table)),
                            threads,
                            deadline,
                            clock_may_stop,
                            ..Midgame::new(game)
                        };
                        Box::new(move |sq, alpha| {
                            let value = search.pvs(&node, sq, depth, ply, alpha, beta);
                            search.threads.publish(search.nodes);
                            (value, search.nodes)
                        })
                    });
                self.nodes += nodes;
                (best, best_move) = found?;
                break;
            }
            // PVS: the first move with the whole window, the rest by `pvs`.
            let v = if i == 0 {
                -self.negamax(&node.play(sq), depth - 1, ply + 1, -beta, -alpha)?.0
            } else {
                self.pvs(node, sq, depth, ply, alpha, beta)?
            };
            if v > best {
                best = v;
                best_move = sq;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if depth < TABLE_DEPTH {
            return Ok((best, Some(best_move)));
        }
        let (low, high) = if best <= original_alpha {
            (Score::MIN, to_node_relative(best, ply))
        } else if best >= beta {
            (to_node_relative(best, ply), Score::MAX)
        } else {
            (to_node_relative(best, ply), to_node_relative(best, ply))
        };
        self.table().put(&Slot {
            black: board.black,
            white: board.white,
            black_to_move: board.to_move == Player::Max,
            depth: depth.min(255) as u8,
            low,
            high,
            best: best_move,
        });
        Ok((best, Some(best_move)))
    }

    /// The value of `sq`, a move after the first: a null window at α only asks whether it
    /// beats α, and a move that does is searched again with the whole window.
    fn pvs(
        &mut self,
        node: &Node,
        sq: u8,
        depth: u32,
        ply: u32,
        alpha: Score,
        beta: Score,
    ) -> Result<Score, Cancelled> {
        let child = node.play(sq);
        let probe = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha)?.0;
        if probe > alpha && probe < beta {
            Ok(-self.negamax(&child, depth - 1, ply + 1, -beta, -alpha)?.0)
        } else {
            Ok(probe)
        }
    }

    fn table(&self) -> &Table {
        self.table.as_ref().expect("allocated by `search`")
    }
}
