-- The seamless wallet's round calls (bet, win, rollback, end) in one round trip
-- (docs/decisions/090): the stored-answer check, the round rule, the ledger transfer, the
-- responsible-gaming usage and the call's record, in one statement, so one call holds its locks
-- for one round trip instead of eleven. It handles the common case only: a player with an active
-- bonus (the stake is split between wallets), or with an exclusion, a session time limit or a money
-- limit (the guard decides), is answered `slow` with nothing done, and the service takes its
-- general path, which keeps every rule for those players. The rules here are the general path's,
-- in the same order and with the same locks (the round's advisory lock, the round row, the ledger's
-- player account, then rg_players), so the two paths may serve one round side by side.
-- Each change of the round row is one statement that finds, locks and changes it (decision 101);
-- the session's expiry and the player's status are read by one select, and a bet inserts its round
-- first (most bets open one) and only updates an existing open round when the insert finds it there.
-- Earlier texts, kept as history: migrations 1090_seamless_call, 1101_seamless_call_lean,
-- 1131_seamless_call_fewer_statements.
create or replace function seamless_call(
  p_kind text, p_transaction_id text, p_round_id text, p_bet_transaction_id text,
  p_member_id bigint, p_merchant text, p_vendor text, p_game_code text, p_session_vendor text,
  p_demo boolean, p_currency text, p_decimals int, p_catalogue_decimals int,
  p_amount bigint, p_round_closed boolean, p_token_hash bytea, p_request_hash text,
  p_player bigint, p_house bigint, p_main boolean, p_rg boolean
) returns table (status text, balance bigint, retry boolean, slow boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_known game_transactions%rowtype;
  v_bet game_transactions%rowtype;
  v_rg rg_players%rowtype;
  v_game_id bigint;
  v_max_bet bigint;
  v_status text;
  v_keep boolean := true;
  v_retry boolean := false;
  v_moved bigint := 0;
  v_out boolean := false;
  v_transfer_kind text;
  v_balance bigint;
  v_t record;
  v_expired boolean;
  v_member_status smallint;
begin
  -- The general path's cases: a stake split with a bonus, or a guard with something to decide.
  -- (A house-only bonus is not spent on third-party games: for them it is as if there were none.)
  if p_main and exists (select 1 from bonuses b
                         where b.member_id = p_member_id and b.state = 'active' and not b.house_only) then
    return query select null::text, null::bigint, null::boolean, true;
    return;
  end if;
  if p_rg and p_kind <> 'end' then
    select * into v_rg from rg_players r where r.member_id = p_member_id;
    if not found or v_rg.cur_hour is null or v_rg.cur_hour < rg_hour(now())
       or v_rg.past_hour is distinct from v_rg.cur_hour
       or (p_kind = 'bet' and (v_rg.excluded_kind is not null or v_rg.session_minutes is not null
                               or v_rg.has_money_limits)) then
      return query select null::text, null::bigint, null::boolean, true;
      return;
    end if;
  end if;

  -- Calls about one round are serialised; a known transaction id gets its stored answer.
  perform pg_advisory_xact_lock(7304002, hashtext(p_round_id));
  select * into v_known from game_transactions t where t.transaction_id = p_transaction_id;
  if found then
    if v_known.request_hash <> p_request_hash then
      return query select 'DUPLICATE_TRANSACTION'::text,
        (select a.balance - a.pending from ledger_accounts a where a.id = p_player), null::boolean, false;
      return;
    end if;
    return query select v_known.status,
      coalesce(v_known.balance_after, (select a.balance - a.pending from ledger_accounts a where a.id = p_player)),
      null::boolean, false;
    return;
  end if;

  if p_kind = 'bet' then
    -- The session's expiry is read here, not cached: an operator may end a session early.
    select s.expires_at < now(), m.status into v_expired, v_member_status
      from game_sessions s left join members m on m.id = p_member_id
     where s.token_hash = p_token_hash;
    if v_expired is not false then
      v_status := 'TOKEN_EXPIRED'; v_keep := false;
    -- Staff locked or disabled the player: games may still pay out, but take no new stake.
    elsif v_member_status is distinct from 0 then
      v_status := 'USER_DISABLED'; v_keep := false;
    elsif p_vendor is distinct from p_session_vendor then
      v_status := 'INVALID_GAME'; v_keep := false;
    else
      select g.id, g.max_bet into v_game_id, v_max_bet
        from games g join game_vendors v on v.code = g.vendor_code
       where g.vendor_code = p_vendor and g.game_code = p_game_code and g.removed_at is null;
      if v_game_id is null then
        v_status := 'INVALID_GAME'; v_keep := false;
      elsif exists (select 1 from game_transactions r
                     where r.bet_transaction_id = p_transaction_id and r.kind = 'rollback') then
        -- A rollback that arrived first cancelled this bet before it existed.
        v_status := 'BET_ALREADY_SETTLED';
      elsif p_amount > div(v_max_bet::numeric * 10::numeric ^ p_decimals, 10::numeric ^ p_catalogue_decimals) then
        v_status := 'LIMIT_EXCEEDED';
      else
        -- Most bets open their round: a new round first; else the round's open row of this
        -- player takes the stake, unless it is closed or another player's.
        insert into game_rounds (round_id, member_id, merchant_code, game_id, vendor_code, demo, currency, stake, bets)
        values (p_round_id, p_member_id, p_merchant, v_game_id, p_vendor, p_demo, p_currency, p_amount, 1)
        on conflict (round_id) do nothing;
        if not found then
          update game_rounds r set stake = r.stake + p_amount, bets = r.bets + 1
           where r.round_id = p_round_id and r.status <> 'closed' and r.member_id = p_member_id;
          if not found then
            v_status := 'BET_ALREADY_SETTLED';
          end if;
        end if;
        if v_status is null then
          v_moved := p_amount; v_out := true; v_transfer_kind := 'game_bet';
        end if;
      end if;
    end if;
  elsif p_kind = 'win' or p_kind = 'rollback' then
    select * into v_bet from game_transactions t where t.transaction_id = p_bet_transaction_id;
    if not found or v_bet.kind <> 'bet' or v_bet.status <> 'OK' or v_bet.round_id <> p_round_id then
      -- A win's bet may still be on its way (a retry may succeed); a rollback is remembered so
      -- that the bet is refused if it arrives after it.
      v_status := 'TRANSACTION_DOES_NOT_EXIST';
      if p_kind = 'win' then v_keep := false; v_retry := true; end if;
    elsif exists (select 1 from game_transactions r where r.bet_transaction_id = v_bet.transaction_id
                   and r.status = 'OK' and (p_kind = 'rollback' or r.kind = 'rollback')) then
      v_status := 'BET_ALREADY_SETTLED';
    else
      -- One statement finds, locks and changes the open round (no row, or a closed one: settled).
      if p_kind = 'win' then
        update game_rounds r set win = r.win + p_amount,
               status = case when p_round_closed then 'closed' else r.status end,
               settled_at = case when p_round_closed and r.status = 'open' then now() else r.settled_at end
         where r.round_id = p_round_id and r.status <> 'closed';
        if found then
          v_moved := p_amount; v_transfer_kind := 'game_win';
        end if;
      else
        update game_rounds r set refund = r.refund + v_bet.amount,
               status = case when r.refund + v_bet.amount >= r.stake then 'closed' else r.status end,
               settled_at = case when r.refund + v_bet.amount >= r.stake and r.status = 'open'
                                 then now() else r.settled_at end
         where r.round_id = p_round_id and r.status <> 'closed';
        if found then
          v_moved := v_bet.amount; v_transfer_kind := 'game_refund';
        end if;
      end if;
      if not found then
        v_status := 'BET_ALREADY_SETTLED';
      end if;
    end if;
  elsif p_kind = 'end' then
    update game_rounds r set status = 'closed',
           settled_at = case when r.status = 'open' then now() else r.settled_at end
     where r.round_id = p_round_id;
    if not found then
      v_status := 'TRANSACTION_DOES_NOT_EXIST'; v_keep := false; v_retry := true;
    end if;
  else
    raise exception 'unknown seamless call %', p_kind;
  end if;

  if v_status is not null then
    v_balance := (select a.balance - a.pending from ledger_accounts a where a.id = p_player);
    if not v_keep then
      return query select v_status, v_balance, v_retry, false;
      return;
    end if;
    -- A kept refusal: recorded, so a repeat (and a late bet after its rollback) gets this answer.
    insert into game_transactions (transaction_id, kind, round_id, member_id, bet_transaction_id, amount,
                                   request_hash, status, balance_after)
    values (p_transaction_id, p_kind, p_round_id, p_member_id, p_bet_transaction_id, 0, p_request_hash,
            v_status, v_balance);
    return query select v_status, v_balance, null::boolean, false;
    return;
  end if;

  if v_moved > 0 then
    select * into v_t from ledger_transfer(
      'game:' || p_transaction_id, v_transfer_kind,
      case when v_out then p_player else p_house end, case when v_out then p_house else p_player end,
      v_moved, p_currency, false,
      jsonb_build_object('vendor', p_vendor, 'gameCode', p_game_code, 'roundId', p_round_id));
    v_balance := case when v_out then v_t.debit_balance - v_t.debit_pending
                      else v_t.credit_balance - v_t.credit_pending end;
    if p_rg then
      -- The guard's usage update (after the ledger: its lock order). Checked above to have
      -- nothing to refuse; should that have changed since, the general path takes the call.
      update rg_players r set
        cur_staked = r.cur_staked + case when v_out then v_moved when p_kind = 'rollback' then -v_moved else 0 end,
        session_staked = r.session_staked + case when v_out then v_moved when p_kind = 'rollback' then -v_moved else 0 end,
        cur_won = r.cur_won + case when p_kind = 'win' then v_moved else 0 end,
        session_won = r.session_won + case when p_kind = 'win' then v_moved else 0 end,
        cur_bets = r.cur_bets + case when v_out then 1 else 0 end
       where r.member_id = p_member_id and r.cur_hour >= rg_hour(now()) and r.past_hour = r.cur_hour
         and (not v_out or (r.excluded_kind is null and r.session_minutes is null and not r.has_money_limits));
      if not found then
        raise exception 'the general path decides this call' using errcode = 'JW001';
      end if;
    end if;
  end if;
  v_balance := coalesce(v_balance, (select a.balance - a.pending from ledger_accounts a where a.id = p_player));
  insert into game_transactions (transaction_id, kind, round_id, member_id, bet_transaction_id, amount,
                                 request_hash, status, balance_after)
  values (p_transaction_id, p_kind, p_round_id, p_member_id, p_bet_transaction_id, v_moved, p_request_hash,
          'OK', v_balance);
  return query select 'OK'::text, v_balance, null::boolean, false;
end $$;
