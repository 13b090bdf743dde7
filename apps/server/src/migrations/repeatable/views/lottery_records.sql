-- Tickets in the betting record, profit and loss and winner board (the shape of game_rounds).
-- Earlier texts, kept as history: migration 0600_lottery.
create or replace view lottery_records as
select t.id, t.ticket_no as round_id, t.member_id, t.merchant_code, g.game_id, g.vendor_code, false as demo,
       t.currency, t.cost as stake, t.win,
       case when t.status = 'refunded' then t.cost else 0 end as refund,
       1 as bets,
       case when t.status = 'open' then 'open' else 'closed' end as status,
       t.created_at as started_at, coalesce(t.settled_at, t.refunded_at) as settled_at
  from lottery_tickets t
  join lottery_games g on g.code = t.game_code;
