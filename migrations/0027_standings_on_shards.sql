-- The season standings move to the shard databases (migrations-shard/0000, decision 035). They are
-- derived: the rankings job rebuilds them from challenger_teams (run 'Update rankings' once after deploying).
DROP TABLE `season_standings`;