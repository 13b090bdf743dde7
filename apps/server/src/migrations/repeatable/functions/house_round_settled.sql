-- Runs only for a real-money round that has just left 'active'. A cancelled round is booked for
-- the agents (at zero) but earns no loyalty points and no promotion turnover.
-- Run by the triggers house_rounds_settled_insert on house_rounds, house_rounds_settled_update on
-- house_rounds, created by migration 1100_settled_round_triggers.
-- Earlier texts, kept as history: migration 1100_settled_round_triggers.
create or replace function house_round_settled() returns trigger language plpgsql as $$
begin
  insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
  values ('house', new.id, new.member_id, new.merchant_code, 'RNG',
          case when new.status = 'cancelled' then 0 else new.stake end,
          case when new.status = 'cancelled' then 0 else new.win end,
          coalesce(new.settled_at, now()));
  if new.status in ('won', 'lost') then
    insert into loyalty_events (kind, member_id, merchant_code, category, amount, at)
    values ('bet', new.member_id, new.merchant_code, 'house', new.stake, coalesce(new.settled_at, now()));
    insert into promotion_bet_queue (member_id, merchant_code, category, stake, win, settled_at)
    values (new.member_id, new.merchant_code, 'house', new.stake, new.win, coalesce(new.settled_at, now()));
  end if;
  return new;
end $$;
