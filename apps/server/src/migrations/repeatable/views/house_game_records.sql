-- A Mines round left without a move and refunded is shown as a refund, not as a win.
-- Earlier texts, kept as history: migration 0501_bgs_catalogue.
create or replace view house_game_records as
select r.id, r.round_id, r.member_id, r.merchant_code, g.id as game_id, g.vendor_code, r.demo, r.currency,
       r.stake,
       case when r.status = 'cancelled' then 0 else r.win end as win,
       case when r.status = 'cancelled' then r.win else 0 end as refund,
       1 as bets,
       case when r.status = 'active' then 'open' else 'closed' end as status,
       r.created_at as started_at, r.settled_at
  from house_rounds r
  join games g on g.vendor_code = 'BGS' and g.game_code = r.game_code;
