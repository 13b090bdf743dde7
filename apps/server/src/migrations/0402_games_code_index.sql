-- Launch by game code without a vendor looks the code up alone.
create index games_code_idx on games (game_code);
