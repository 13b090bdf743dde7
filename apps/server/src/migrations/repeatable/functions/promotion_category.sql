-- Earlier texts, kept as history: migration 0800_promotions.
create or replace function promotion_category(game_type text) returns text language sql immutable as $$
  select case game_type
    when 'RNG' then 'slots' when 'LIVE' then 'live' when 'FISH' then 'fish' when 'PVP' then 'pvp'
    when 'SPORTS' then 'sports' when 'ESPORTS' then 'sports' when 'LOTT' then 'lottery'
    when 'ELOTT' then 'lottery' else 'other' end
$$;
