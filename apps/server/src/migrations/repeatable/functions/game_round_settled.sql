-- Runs only for a real-money round that has just closed (see the triggers' conditions).
-- Run by the triggers game_rounds_settled_insert on game_rounds, game_rounds_settled_update on
-- game_rounds, created by migration 1100_settled_round_triggers.
-- Earlier texts, kept as history: migration 1100_settled_round_triggers.
create or replace function game_round_settled() returns trigger language plpgsql as $$
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
