-- An instant house-game bet (dice, limbo, plinko, keno, slots) in one round trip
-- (docs/decisions/112): the seed's lock and nonce, the Idempotency-Key's stored answer, the stake
-- and the win through the ledger, the responsible-gaming usage, the round record and the stored
-- answer, in one statement. The outcome is drawn in Node from the seed pair and nonce the caller
-- read before; the statement takes the seed row's lock and goes on only when that pair and nonce
-- are still the active ones (else it answers `stale` with the current seed, and the caller draws
-- again), so every round is drawn from exactly the seed, client seed and nonce it records.
-- The common case only: a player with an active bonus (the stake is split between wallets) is
-- answered `slow` with nothing done, and a guarded player (exclusion, session or money limit, the
-- hourly roll due) raises JW001 so that everything is undone; the service then takes its general
-- path, which keeps every rule for them. Locks are the general path's, in its order: the seed row,
-- the ledger's accounts (by id), then rg_players.
-- Earlier texts, kept as history: migration 1120_house_instant_bet.
create or replace function house_instant_bet(
  p_scope text, p_key uuid, p_request_hash text,
  p_member_id bigint, p_seed_id bigint, p_nonce bigint, p_client_seed text,
  p_round_id text, p_merchant text, p_game_code text, p_currency text, p_decimals int,
  p_stake bigint, p_win bigint, p_mult10k bigint, p_params jsonb, p_result jsonb, p_steps jsonb,
  p_at timestamptz, p_player bigint, p_house bigint, p_response jsonb
) returns table (
  status text, balance_before bigint, balance_after bigint, response jsonb,
  seed_id bigint, server_seed text, server_seed_hash text, client_seed text, nonce bigint
)
language plpgsql as $$
#variable_conflict use_column
declare
  v_seed house_seeds%rowtype;
  v_known idempotency_keys%rowtype;
  v_t record;
  v_before bigint;
  v_after bigint;
  v_response jsonb;
begin
  -- Bets of one player take turns on the seed row (as on the general path).
  select * into v_seed from house_seeds s where s.member_id = p_member_id and s.active for update;
  if not found then
    return query select 'slow'::text, null::bigint, null::bigint, null::jsonb,
      null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;
  select * into v_known from idempotency_keys k where k.scope = p_scope and k.key = p_key;
  if found then
    return query select case when v_known.request_hash = p_request_hash then 'replay' else 'reused' end,
      null::bigint, null::bigint, v_known.response, null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;
  if v_seed.id <> p_seed_id or v_seed.nonce <> p_nonce or v_seed.client_seed <> p_client_seed then
    return query select 'stale'::text, null::bigint, null::bigint, null::jsonb,
      v_seed.id, v_seed.server_seed, v_seed.server_seed_hash, v_seed.client_seed, v_seed.nonce;
    return;
  end if;
  -- House games may spend any active bonus (house-only ones too): the stake is split, general path.
  if exists (select 1 from bonuses b where b.member_id = p_member_id and b.state = 'active') then
    return query select 'slow'::text, null::bigint, null::bigint, null::jsonb,
      null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;

  select * into v_t from ledger_transfer(
    'bgs:bet:' || p_round_id, 'bet', p_player, p_house, p_stake, p_currency, false,
    jsonb_build_object('vendor', 'BGS', 'game', p_game_code, 'roundId', p_round_id));
  v_after := v_t.debit_balance - v_t.debit_pending;
  v_before := v_after + p_stake;
  if p_win > 0 then
    select * into v_t from ledger_transfer(
      'bgs:win:' || p_round_id, 'win', p_house, p_player, p_win, p_currency, false,
      jsonb_build_object('vendor', 'BGS', 'game', p_game_code, 'roundId', p_round_id));
    v_after := v_t.credit_balance - v_t.credit_pending;
  end if;

  -- The guard's usage (after the ledger: its lock order), only when it has nothing to decide.
  update rg_players r set
    cur_staked = r.cur_staked + p_stake, session_staked = r.session_staked + p_stake,
    cur_won = r.cur_won + p_win, session_won = r.session_won + p_win, cur_bets = r.cur_bets + 1
   where r.member_id = p_member_id and r.cur_hour >= rg_hour(now()) and r.past_hour = r.cur_hour
     and r.excluded_kind is null and r.session_minutes is null and not r.has_money_limits;
  if not found then
    raise exception 'the general path decides this bet' using errcode = 'JW001';
  end if;

  update house_seeds s set nonce = s.nonce + 1 where s.id = v_seed.id;
  insert into house_rounds (round_id, member_id, merchant_code, game_code, demo, currency, seed_id, nonce,
     client_seed, stake, win, mult10k, balance_before, balance_after, params, result, steps, status,
     created_at, updated_at, settled_at)
  values (p_round_id, p_member_id, p_merchant, p_game_code, false, p_currency, v_seed.id, v_seed.nonce,
     v_seed.client_seed, p_stake, p_win, p_mult10k, v_before, v_after, p_params, p_result, p_steps,
     case when p_win > 0 then 'won' else 'lost' end, p_at, p_at, p_at);
  v_response := jsonb_set(jsonb_set(jsonb_set(p_response,
    '{round,balanceBefore}', to_jsonb(money_text(v_before, p_decimals))),
    '{round,balanceAfter}', to_jsonb(money_text(v_after, p_decimals))),
    '{balance}', to_jsonb(money_text(v_after, p_decimals)));
  insert into idempotency_keys (scope, key, request_hash, response)
  values (p_scope, p_key, p_request_hash, v_response);
  return query select 'OK'::text, v_before, v_after, null::jsonb,
    null::bigint, null::text, null::text, null::text, null::bigint;
end $$;
