-- Which wallet a game session plays with: main (seamless), demo (play money) or the vendor's own
-- wallet (transfer-wallet mode, brand wallet isSingle false).
alter table game_sessions add column wallet text not null default 'main' check (wallet in ('main', 'demo', 'vendor'));
update game_sessions set wallet = 'demo' where demo;
