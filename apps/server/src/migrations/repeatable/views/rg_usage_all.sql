-- Every hour's usage: the closed hours and each player's current one.
-- Earlier texts, kept as history: migration 0850_responsible_gaming.
create or replace view rg_usage_all as
  select member_id, hour, deposited, deposits, staked, won, bets from rg_usage
  union all
  select member_id, cur_hour, cur_deposited, cur_deposits, cur_staked, cur_won, cur_bets
    from rg_players where cur_hour is not null;
