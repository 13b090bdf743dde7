-- Run by the trigger deposit_orders_loyalty_queue on deposit_orders, created by migration
-- 1000_loyalty.
-- Earlier texts, kept as history: migration 1000_loyalty.
create or replace function loyalty_queue_deposit() returns trigger language plpgsql as $$
begin
  if new.status = 'paid' and old.status <> 'paid' then
    insert into loyalty_events (kind, member_id, merchant_code, amount, at)
    values ('deposit', new.member_id, new.merchant_code, new.amount, coalesce(new.paid_at, now()));
  end if;
  return new;
end $$;
