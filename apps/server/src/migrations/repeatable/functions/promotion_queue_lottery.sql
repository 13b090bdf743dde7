-- Lottery settlement updates thousands of tickets in one statement: one statement-level insert.
-- Run by the trigger lottery_tickets_promotion_queue on lottery_tickets, created by migration
-- 0800_promotions.
-- Earlier texts, kept as history: migration 0800_promotions.
create or replace function promotion_queue_lottery() returns trigger language plpgsql as $$
begin
  insert into promotion_bet_queue (member_id, merchant_code, category, stake, win, settled_at)
  select n.member_id, n.merchant_code, 'lottery', n.cost, n.win, coalesce(n.settled_at, now())
    from new_tickets n join old_tickets o on o.id = n.id
   where o.status = 'open' and n.status in ('won', 'lost');
  return null;
end $$;
