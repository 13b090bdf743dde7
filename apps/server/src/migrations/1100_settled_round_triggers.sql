-- The queues that the agents', loyalty and promotions jobs read are filled when a round settles.
-- Each module had its own row trigger on game_rounds and house_rounds, so every bet (an insert)
-- and every win (an update of status) ran three PL/pgSQL functions that mostly found nothing to
-- do, and a settling round looked its game up three times. One function per table now writes the
-- same three queue rows, and the triggers' WHEN conditions keep the function from running at all
-- unless the row has just settled (docs/decisions/101). What is queued is unchanged.
drop trigger game_rounds_agent_queue on game_rounds;
drop trigger game_rounds_loyalty_queue on game_rounds;
drop trigger game_rounds_promotion_queue on game_rounds;
drop function agent_queue_game_round();
drop function loyalty_queue_game_round();
drop function promotion_queue_game_round();

drop trigger house_rounds_agent_queue on house_rounds;
drop trigger house_rounds_loyalty_queue on house_rounds;
drop trigger house_rounds_promotion_queue on house_rounds;
drop function agent_queue_house_round();
drop function loyalty_queue_house_round();
drop function promotion_queue_house_round();

-- Runs only for a real-money round that has just closed (see the triggers' conditions).
create function game_round_settled() returns trigger language plpgsql as $$
declare
  v_type text;
begin
  select g.game_type into v_type from games g where g.id = new.game_id;
  if not found then
    return new;
  end if;
  insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
  values ('game', new.id, new.member_id, new.merchant_code,
          case v_type when 'ESPORTS' then 'SPORTS' else v_type end,
          greatest(new.stake - new.refund, 0), new.win, coalesce(new.settled_at, now()))
  on conflict do nothing;
  insert into loyalty_events (kind, member_id, merchant_code, category, amount, at)
  values ('bet', new.member_id, new.merchant_code, promotion_category(v_type),
          greatest(new.stake - new.refund, 0), coalesce(new.settled_at, now()));
  insert into promotion_bet_queue (member_id, merchant_code, category, stake, win, settled_at)
  values (new.member_id, new.merchant_code, promotion_category(v_type),
          greatest(new.stake - new.refund, 0), new.win, coalesce(new.settled_at, now()));
  return new;
end $$;
create trigger game_rounds_settled_insert after insert on game_rounds
  for each row when (new.status = 'closed' and not new.demo)
  execute function game_round_settled();
create trigger game_rounds_settled_update after update of status on game_rounds
  for each row when (new.status = 'closed' and old.status <> 'closed' and not new.demo)
  execute function game_round_settled();

-- Runs only for a real-money round that has just left 'active'. A cancelled round is booked for
-- the agents (at zero) but earns no loyalty points and no promotion turnover.
create function house_round_settled() returns trigger language plpgsql as $$
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
create trigger house_rounds_settled_insert after insert on house_rounds
  for each row when (new.status <> 'active' and not new.demo)
  execute function house_round_settled();
create trigger house_rounds_settled_update after update of status on house_rounds
  for each row when (old.status = 'active' and new.status <> 'active' and not new.demo)
  execute function house_round_settled();
