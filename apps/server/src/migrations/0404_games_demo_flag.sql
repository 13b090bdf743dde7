-- Whether a game has a demo (play money) mode, from the aggregator's feed. Live tables,
-- sportsbooks and player-versus-player rooms have none: a trial account cannot open them and a
-- real account cannot ask for their demo. Rows synced before the feed carried the flag get it from
-- their type until the next sync rewrites them.
alter table games add column has_demo boolean not null default true;
update games set has_demo = false where game_type in ('LIVE', 'SPORTS', 'ESPORTS', 'PVP');
