-- Every statement a command or the scheduler runs finds its rows through an index (a test
-- traces a whole session and reads each statement's query plan).

-- Old event ids are forgotten by time: without this, each clean-up read every stored event.
CREATE INDEX events_by_time ON events (at);

-- A channel's open challenges (to answer, or one's own to cancel).
CREATE INDEX challenges_open_by_channel ON challenges (channel, challenger) WHERE status = 'open';

-- A player's tournaments, and his pending link requests.
CREATE INDEX tournament_players_by_player ON tournament_players (player);
CREATE INDEX link_requests_by_player ON link_requests (player);

-- Races nobody answered, by age.
CREATE INDEX races_open_by_age ON races (created_at) WHERE status = 'open';
