-- A tournament player's start number, under its own name.
ALTER TABLE tournament_players RENAME COLUMN seed TO start_number;
