-- A one-phase (posted) or a pending transfer. On a known reference nothing moves and the stored
-- transfer comes back with replayed = true (the caller compares it with what it asked for).
-- A posted transfer's writes are one statement (docs/decisions/113): the transfer row, both
-- accounts' balances and both entries, as the benchmark's SQL floor writes them. Every movement of
-- money takes this path (deposits, game bets and wins, tickets, bonuses), so its cost is the
-- platform's. Errors: JL001 short funds before anything is written, JL002, JL003, JL004. Locks:
-- the checked (player) accounts first in id order by ledger_check_funds, then both rows in id
-- order by the one update (a primary-key scan of an id list reads it in ascending order).
-- Earlier texts, kept as history: migrations 0300_ledger, 1130_ledger_transfer_one_statement.
create or replace function ledger_transfer(
  p_reference text, p_kind text, p_debit bigint, p_credit bigint, p_amount bigint, p_currency text,
  p_pending boolean, p_meta jsonb
) returns table (
  transfer_id bigint, replayed boolean, status text, kind text, debit_account_id bigint,
  credit_account_id bigint, amount bigint, currency text, created_at timestamptz,
  debit_balance bigint, debit_pending bigint, credit_balance bigint, credit_pending bigint
) language plpgsql as $$
declare
  t ledger_transfers%rowtype;
  d record;
  c record;
  v_id bigint;
  v_created_at timestamptz;
  v_wrong_currency bigint;
  v_debit_balance bigint;
  v_debit_pending bigint;
  v_credit_balance bigint;
  v_credit_pending bigint;
begin
  select * into t from ledger_transfers x where x.reference = p_reference;
  if found then
    return query select t.id, true, t.status, t.kind, t.debit_account_id, t.credit_account_id, t.amount,
      t.currency, t.created_at, null::bigint, null::bigint, null::bigint, null::bigint;
    return;
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'amount must be positive' using errcode = 'JL002';
  end if;
  perform ledger_check_funds(p_debit, p_credit, p_amount);
  if p_pending then
    insert into ledger_transfers (reference, kind, status, debit_account_id, credit_account_id, amount, currency, meta)
    values (p_reference, p_kind, 'pending', p_debit, p_credit, p_amount, p_currency, coalesce(p_meta, '{}'))
    returning * into t;
    select * into d from ledger_apply(t.id, p_debit, 0, p_amount, p_currency);
    select a.balance as o_balance, a.pending as o_pending into c from ledger_accounts a where a.id = p_credit;
    if c.o_balance is null then
      raise exception 'ledger account % does not exist', p_credit using errcode = 'JL004';
    end if;
    return query select t.id, false, t.status, t.kind, t.debit_account_id, t.credit_account_id, t.amount,
      t.currency, t.created_at, d.o_balance, d.o_pending, c.o_balance, c.o_pending;
    return;
  end if;

  with moved as (
    insert into ledger_transfers as x (reference, kind, status, debit_account_id, credit_account_id, amount, currency, meta)
    values (p_reference, p_kind, 'posted', p_debit, p_credit, p_amount, p_currency, coalesce(p_meta, '{}'))
    returning x.id, x.created_at
  ), accounts as (
    update ledger_accounts a
       set balance = a.balance + case when a.id = p_debit then -p_amount else p_amount end,
           version = a.version + 1
     where a.id in (p_debit, p_credit)
    returning a.id, a.balance, a.pending, a.currency
  ), entries as (
    insert into ledger_entries (transfer_id, account_id, amount, pending_delta, balance_after, pending_after)
    select m.id, a.id, case when a.id = p_debit then -p_amount else p_amount end, 0, a.balance, a.pending
      from moved m, accounts a
  )
  select m.id, m.created_at,
         (select a.id from accounts a where a.currency <> p_currency limit 1),
         (select a.balance from accounts a where a.id = p_debit),
         (select a.pending from accounts a where a.id = p_debit),
         (select a.balance from accounts a where a.id = p_credit),
         (select a.pending from accounts a where a.id = p_credit)
    into v_id, v_created_at, v_wrong_currency, v_debit_balance, v_debit_pending, v_credit_balance, v_credit_pending
    from moved m;
  -- A missing debit account was refused by ledger_check_funds (JL004), a missing credit account by
  -- the transfer's foreign key at the end of the statement; either undoes the whole statement.
  if v_wrong_currency is not null then
    raise exception 'ledger account % is not in %', v_wrong_currency, p_currency using errcode = 'JL003';
  end if;
  return query select v_id, false, 'posted'::text, p_kind, p_debit, p_credit, p_amount,
    p_currency, v_created_at, v_debit_balance, v_debit_pending, v_credit_balance, v_credit_pending;
end $$;
