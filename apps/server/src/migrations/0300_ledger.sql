-- Double-entry ledger (DESIGN.md §4, REFERENCE.md §7). Only the ledger module writes these tables,
-- and only through the functions below: one call moves money in one round trip.
--
-- Accounts: a player's wallets (main, bonus, demo, one per vendor in transfer-wallet mode) and the
-- house's accounts (per vendor, per payment provider, promotions, agent payouts, adjustments, the
-- issuer of play money). House accounts may go negative and are split into `slot` rows so that
-- concurrent transfers spread over several rows instead of queueing on one hot row.
create table ledger_accounts (
  id bigserial primary key,
  owner_kind text not null check (owner_kind in ('player', 'house')),
  -- Member id for players, merchant code for the house.
  owner_id text not null,
  kind text not null check (kind in (
    'main', 'bonus', 'demo', 'vendor',
    'house_vendor', 'house_payment', 'house_promotion', 'house_agent_payout', 'house_adjustment',
    'house_demo')),
  -- Vendor or payment provider code; empty when the kind needs none.
  code text not null default '',
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  slot smallint not null default 0 check (slot >= 0),
  -- Posted balance and funds held by pending transfers, in minor units.
  balance bigint not null default 0,
  pending bigint not null default 0 check (pending >= 0),
  -- Number of entries written on this account (optimistic reads, and a verify check).
  version bigint not null default 0,
  may_go_negative boolean not null,
  created_at timestamptz not null default now(),
  unique (owner_kind, owner_id, kind, code, currency, slot),
  -- The last line of defence: the functions check first and raise a clear error.
  constraint ledger_accounts_available_not_negative check (may_go_negative or balance - pending >= 0)
);

-- Transfers are immutable. A pending transfer holds funds on its debit account; exactly one later
-- transfer (`post` or `void`) names it in pending_id and resolves it.
create table ledger_transfers (
  id bigserial primary key,
  -- Idempotency: the caller's unique id (Idempotency-Key, provider transaction id, notification id).
  reference text not null unique check (length(reference) between 1 and 200),
  kind text not null check (kind ~ '^[a-z][a-z0-9_.]{0,63}$'),
  status text not null check (status in ('posted', 'pending', 'post', 'void')),
  debit_account_id bigint not null references ledger_accounts (id),
  credit_account_id bigint not null references ledger_accounts (id),
  -- Posted amount (post: the part of the hold actually moved; void: the amount released).
  amount bigint not null check (amount > 0),
  currency text not null,
  pending_id bigint references ledger_transfers (id),
  meta jsonb not null default '{}',
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id),
  check ((status in ('post', 'void')) = (pending_id is not null))
);
create unique index ledger_transfers_resolved_once on ledger_transfers (pending_id) where pending_id is not null;
create index ledger_transfers_debit_idx on ledger_transfers (debit_account_id);
create index ledger_transfers_credit_idx on ledger_transfers (credit_account_id);

-- One entry per account a transfer touches, with the running balance and hold after it.
create table ledger_entries (
  id bigserial primary key,
  transfer_id bigint not null references ledger_transfers (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null,
  pending_delta bigint not null default 0,
  balance_after bigint not null,
  pending_after bigint not null,
  created_at timestamptz not null default now()
);
create index ledger_entries_account_idx on ledger_entries (account_id, id);
create index ledger_entries_transfer_idx on ledger_entries (transfer_id);

create function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'JL009';
end $$;
create trigger ledger_transfers_immutable before update or delete on ledger_transfers
  for each row execute function ledger_immutable();
create trigger ledger_entries_immutable before update or delete on ledger_entries
  for each row execute function ledger_immutable();

-- Get or create an account; returns its id.
create function ledger_account(
  p_owner_kind text, p_owner_id text, p_kind text, p_code text, p_currency text, p_slot smallint
) returns bigint language plpgsql as $$
declare v_id bigint;
begin
  select id into v_id from ledger_accounts
   where owner_kind = p_owner_kind and owner_id = p_owner_id and kind = p_kind and code = p_code
     and currency = p_currency and slot = p_slot;
  if v_id is null then
    insert into ledger_accounts (owner_kind, owner_id, kind, code, currency, slot, may_go_negative)
    values (p_owner_kind, p_owner_id, p_kind, p_code, p_currency, p_slot, p_owner_kind = 'house')
    on conflict do nothing
    returning id into v_id;
    if v_id is null then
      select id into v_id from ledger_accounts
       where owner_kind = p_owner_kind and owner_id = p_owner_id and kind = p_kind and code = p_code
         and currency = p_currency and slot = p_slot;
    end if;
  end if;
  return v_id;
end $$;

-- Applies a change to one account and writes its entry. Returns the balance and hold after it.
create function ledger_apply(
  p_transfer bigint, p_account bigint, p_amount bigint, p_pending_delta bigint, p_currency text,
  out o_balance bigint, out o_pending bigint
) language plpgsql as $$
declare v_currency text;
begin
  update ledger_accounts
     set balance = balance + p_amount, pending = pending + p_pending_delta, version = version + 1
   where id = p_account
  returning balance, pending, currency into o_balance, o_pending, v_currency;
  if not found then
    raise exception 'ledger account % does not exist', p_account using errcode = 'JL004';
  end if;
  if v_currency <> p_currency then
    raise exception 'ledger account % is not in %', p_account, p_currency using errcode = 'JL003';
  end if;
  insert into ledger_entries (transfer_id, account_id, amount, pending_delta, balance_after, pending_after)
  values (p_transfer, p_account, p_amount, p_pending_delta, o_balance, o_pending);
end $$;

-- Locks the accounts whose balance is checked (never the house's), always in id order, and
-- refuses the debit when the available balance is short. Raises JL001 with nothing changed.
create function ledger_check_funds(p_debit bigint, p_credit bigint, p_amount bigint) returns void
language plpgsql as $$
declare v_available bigint; v_may_neg boolean;
begin
  perform 1 from ledger_accounts where id in (p_debit, p_credit) and not may_go_negative
   order by id for update;
  select balance - pending, may_go_negative into v_available, v_may_neg from ledger_accounts where id = p_debit;
  if v_may_neg is null then
    raise exception 'ledger account % does not exist', p_debit using errcode = 'JL004';
  end if;
  if not v_may_neg and v_available < p_amount then
    raise exception 'insufficient funds: available %, needed %', v_available, p_amount using errcode = 'JL001';
  end if;
end $$;

-- A one-phase (posted) or a pending transfer. On a known reference nothing moves and the stored
-- transfer comes back with replayed = true (the caller compares it with what it asked for).
create function ledger_transfer(
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
  insert into ledger_transfers (reference, kind, status, debit_account_id, credit_account_id, amount, currency, meta)
  values (p_reference, p_kind, case when p_pending then 'pending' else 'posted' end, p_debit, p_credit,
          p_amount, p_currency, coalesce(p_meta, '{}'))
  returning * into t;
  if p_pending then
    select * into d from ledger_apply(t.id, p_debit, 0, p_amount, p_currency);
    select a.balance as o_balance, a.pending as o_pending into c from ledger_accounts a where a.id = p_credit;
    if c.o_balance is null then
      raise exception 'ledger account % does not exist', p_credit using errcode = 'JL004';
    end if;
  elsif p_debit < p_credit then
    select * into d from ledger_apply(t.id, p_debit, -p_amount, 0, p_currency);
    select * into c from ledger_apply(t.id, p_credit, p_amount, 0, p_currency);
  else
    select * into c from ledger_apply(t.id, p_credit, p_amount, 0, p_currency);
    select * into d from ledger_apply(t.id, p_debit, -p_amount, 0, p_currency);
  end if;
  return query select t.id, false, t.status, t.kind, t.debit_account_id, t.credit_account_id, t.amount,
    t.currency, t.created_at, d.o_balance, d.o_pending, c.o_balance, c.o_pending;
end $$;

-- Posts (all or part of) or voids a pending transfer, exactly once. p_amount null posts it all.
create function ledger_resolve(
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
