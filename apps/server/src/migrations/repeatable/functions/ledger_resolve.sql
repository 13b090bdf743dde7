-- Posts (all or part of) or voids a pending transfer, exactly once. p_amount null posts it all.
-- Earlier texts, kept as history: migration 0300_ledger.
create or replace function ledger_resolve(
  p_reference text, p_pending_reference text, p_post boolean, p_amount bigint, p_meta jsonb
) returns table (
  transfer_id bigint, replayed boolean, status text, kind text, debit_account_id bigint,
  credit_account_id bigint, amount bigint, currency text, created_at timestamptz,
  debit_balance bigint, debit_pending bigint, credit_balance bigint, credit_pending bigint
) language plpgsql as $$
declare
  p ledger_transfers%rowtype;
  t ledger_transfers%rowtype;
  d record;
  c record;
  v_amount bigint;
begin
  select * into t from ledger_transfers x where x.reference = p_reference;
  if found then
    return query select t.id, true, t.status, t.kind, t.debit_account_id, t.credit_account_id, t.amount,
      t.currency, t.created_at, null::bigint, null::bigint, null::bigint, null::bigint;
    return;
  end if;
  -- Row lock on the pending transfer serialises its resolutions; the check after it sees any
  -- resolution committed while we waited.
  select * into p from ledger_transfers x where x.reference = p_pending_reference and x.status = 'pending' for update;
  if not found then
    raise exception 'no pending transfer %', p_pending_reference using errcode = 'JL005';
  end if;
  if exists (select 1 from ledger_transfers x where x.pending_id = p.id) then
    raise exception 'pending transfer % is already resolved', p_pending_reference using errcode = 'JL006';
  end if;
  v_amount := case when p_post then coalesce(p_amount, p.amount) else p.amount end;
  if v_amount <= 0 or v_amount > p.amount then
    raise exception 'amount % outside 1..%', v_amount, p.amount using errcode = 'JL002';
  end if;
  perform 1 from ledger_accounts where id in (p.debit_account_id, p.credit_account_id) and not may_go_negative
   order by id for update;
  insert into ledger_transfers (reference, kind, status, debit_account_id, credit_account_id, amount, currency, pending_id, meta)
  values (p_reference, p.kind, case when p_post then 'post' else 'void' end, p.debit_account_id,
          p.credit_account_id, v_amount, p.currency, p.id, coalesce(p_meta, '{}'))
  returning * into t;
  if p_post then
    if p.debit_account_id < p.credit_account_id then
      select * into d from ledger_apply(t.id, p.debit_account_id, -v_amount, -p.amount, p.currency);
      select * into c from ledger_apply(t.id, p.credit_account_id, v_amount, 0, p.currency);
    else
      select * into c from ledger_apply(t.id, p.credit_account_id, v_amount, 0, p.currency);
      select * into d from ledger_apply(t.id, p.debit_account_id, -v_amount, -p.amount, p.currency);
    end if;
  else
    select * into d from ledger_apply(t.id, p.debit_account_id, 0, -p.amount, p.currency);
    select a.balance as o_balance, a.pending as o_pending into c from ledger_accounts a where a.id = p.credit_account_id;
  end if;
  return query select t.id, false, t.status, t.kind, t.debit_account_id, t.credit_account_id, t.amount,
    t.currency, t.created_at, d.o_balance, d.o_pending, c.o_balance, c.o_pending;
end $$;
