//! What each game adds for the screen: its title and how its position is drawn.

pub mod connect4;
pub mod nim;
pub mod reversi;
pub mod sum;
pub mod tictactoe;
pub mod tree;
