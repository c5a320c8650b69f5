-- A challenge may name the position its game starts from (FEN); NULL: the game's own start.
ALTER TABLE challenges ADD COLUMN start_fen TEXT;
