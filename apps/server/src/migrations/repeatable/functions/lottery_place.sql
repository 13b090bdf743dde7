-- A lottery slip placed in one round trip (docs/decisions/112): the Idempotency-Key's stored
-- answer, the draw's shared lock and open check, the liability per number against the brand's
-- limit, the cost through the ledger, the responsible-gaming usage, the ticket rows and the stored
-- answer, in one statement. The caller priced the lines and wrote the answer from the draw as it
-- last saw it; a draw whose number or times changed since is answered `stale` (read it again).
-- A number over its liability limit raises JT001 (detail: bet type, hint: selection) and a
-- guarded player (exclusion, session or money limit, the hourly roll due) JW001: everything is
-- undone, and for JW001 the service takes its general path, which keeps every rule for them.
-- Locks are the general path's, in its order: the draw (shared), the liability rows, the ledger's
-- accounts (by id), then rg_players.
-- The draw is locked by an advisory lock in shared mode, not its row (docs/decisions/117): every
-- ticket on one draw locking that one row made PostgreSQL write a new multixact into its page for
-- each. Closing and voiding take it exclusively, after the draw's row, so they still wait for the
-- slips in flight and the slips that come after them see the draw closed.
-- Earlier texts, kept as history: migrations 1121_lottery_place, 1171_lottery_slips_draw_lock.
create or replace function lottery_place(
  p_scope text, p_key uuid, p_request_hash text,
  p_member_id bigint, p_merchant text, p_game_code text, p_draw_id text,
  p_numero text, p_draw_at timestamptz, p_close_at timestamptz,
  p_liability_types text[], p_liability_selections text[], p_liability_amounts bigint[], p_max_liability bigint,
  p_slip_no text, p_cost bigint, p_currency text, p_decimals int, p_player bigint, p_house bigint, p_meta jsonb,
  p_ticket_nos text[], p_bet_types text[], p_numbers jsonb[], p_selections text[], p_stakes bigint[],
  p_costs bigint[], p_odds jsonb[], p_series int[], p_response jsonb
) returns table (status text, balance bigint, response jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_known idempotency_keys%rowtype;
  v_draw lottery_draws%rowtype;
  v_over record;
  v_t record;
  v_balance bigint;
  v_response jsonb;
begin
  -- Closing or voiding a draw waits for the slips in flight (its Merkle root holds every accepted
  -- ticket): they hold this lock shared, the close and the void exclusively (lottery/repository.ts).
  perform pg_advisory_xact_lock_shared(7304060, hashtext(p_draw_id));
  select * into v_draw from lottery_draws d where d.id = p_draw_id;
  select * into v_known from idempotency_keys k where k.scope = p_scope and k.key = p_key;
  if found then
    return query select case when v_known.request_hash = p_request_hash then 'replay' else 'reused' end,
      null::bigint, v_known.response;
    return;
  end if;
  if v_draw.id is null or v_draw.game_code <> p_game_code then
    return query select 'not_found'::text, null::bigint, null::jsonb;
    return;
  end if;
  if v_draw.status <> 'open' or v_draw.close_at <= now() then
    return query select 'closed'::text, null::bigint, null::jsonb;
    return;
  end if;
  if v_draw.numero <> p_numero or v_draw.draw_at <> p_draw_at or v_draw.close_at <> p_close_at then
    return query select 'stale'::text, null::bigint, null::jsonb;
    return;
  end if;

  with added as (
    insert into lottery_liability (draw_id, merchant_code, bet_type, selection, amount)
    select p_draw_id, p_merchant, * from unnest(p_liability_types, p_liability_selections, p_liability_amounts)
    on conflict (draw_id, merchant_code, bet_type, selection)
    do update set amount = lottery_liability.amount + excluded.amount
    returning bet_type, selection, amount)
  select a.bet_type, a.selection into v_over from added a where a.amount > p_max_liability limit 1;
  if found then
    raise exception 'liability over the limit' using errcode = 'JT001', detail = v_over.bet_type,
      hint = v_over.selection;
  end if;

  select * into v_t from ledger_transfer(
    'lottery:bet:' || p_slip_no, 'bet', p_player, p_house, p_cost, p_currency, false, p_meta);
  v_balance := v_t.debit_balance - v_t.debit_pending;

  -- The guard's usage (after the ledger: its lock order), only when it has nothing to decide.
  update rg_players r set
    cur_staked = r.cur_staked + p_cost, session_staked = r.session_staked + p_cost, cur_bets = r.cur_bets + 1
   where r.member_id = p_member_id and r.cur_hour >= rg_hour(now()) and r.past_hour = r.cur_hour
     and r.excluded_kind is null and r.session_minutes is null and not r.has_money_limits;
  if not found then
    raise exception 'the general path decides this slip' using errcode = 'JW001';
  end if;

  insert into lottery_tickets (ticket_no, slip_no, member_id, merchant_code, game_code, draw_id, currency,
                               bet_type, numbers, selection, stake, cost, odds, series, chase_id)
  select t.ticket_no, p_slip_no, p_member_id, p_merchant, p_game_code, p_draw_id, p_currency,
         t.bet_type, t.numbers, t.selection, t.stake, t.cost, t.odds, t.series, null
    from unnest(p_ticket_nos, p_bet_types, p_numbers, p_selections, p_stakes, p_costs, p_odds, p_series)
         as t (ticket_no, bet_type, numbers, selection, stake, cost, odds, series);
  v_response := jsonb_set(p_response, '{balance}', to_jsonb(money_text(v_balance, p_decimals)));
  insert into idempotency_keys (scope, key, request_hash, response)
  values (p_scope, p_key, p_request_hash, v_response);
  return query select 'OK'::text, v_balance, null::jsonb;
end $$;
