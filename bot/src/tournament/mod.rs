//! Correspondence tournaments: pairings, scores and tie-breaks. Pure functions; the service
//! stores tournaments and plays their games.

pub mod berger;
pub mod dutch;
pub mod standings;
pub mod trf;
