# Playing a game: moves, resigning, aborting, setups, counts and impasses.

play-abort-too-late = A game can be aborted only before both sides have moved; offer a draw or resign instead.
