-- Minor units as formatMoney writes them: "-1234.50", no grouping.
-- Earlier texts, kept as history: migration 1120_house_instant_bet.
create or replace function money_text(p_minor bigint, p_decimals int) returns text
language sql immutable as $$
  select round(p_minor::numeric / 10::numeric ^ p_decimals, p_decimals)::text
$$;
