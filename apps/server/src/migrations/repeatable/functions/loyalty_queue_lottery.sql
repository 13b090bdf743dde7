-- Run by the trigger lottery_tickets_loyalty_queue on lottery_tickets, created by migration
-- 1000_loyalty.
-- Earlier texts, kept as history: migration 1000_loyalty.
create or replace function loyalty_queue_lottery() returns trigger language plpgsql as $$
begin
  insert into loyalty_events (kind, member_id, merchant_code, category, amount, at)
  select 'bet', n.member_id, n.merchant_code, 'lottery', n.cost, coalesce(n.settled_at, now())
    from new_tickets n join old_tickets o on o.id = n.id
   where o.status = 'open' and n.status in ('won', 'lost');
  return null;
end $$;
