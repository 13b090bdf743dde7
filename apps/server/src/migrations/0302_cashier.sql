-- Deposits and withdrawals. Money itself only moves in the ledger; these rows track the orders
-- and their life with the payment provider.
create table deposit_orders (
  id bigserial primary key,
  -- Our id, sent to the provider and echoed in its notifications.
  order_no text not null unique,
  merchant_code text not null references brands (merchant_code),
  member_id bigint not null references members (id),
  channel_id text not null,
  provider text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  provider_ref text,
  checkout_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);
create index deposit_orders_member_idx on deposit_orders (member_id, id desc);

-- Every notification a provider sent, as received (replays included): the audit trail of
-- what the provider told us and what we did with it.
create table payment_notifications (
  id bigserial primary key,
  provider text not null,
  notification_id text not null,
  order_no text,
  signature_valid boolean not null,
  outcome text not null,
  payload jsonb,
  received_at timestamptz not null default now()
);
create index payment_notifications_order_idx on payment_notifications (order_no);

-- Facts promotions ask about (first deposit, deposit count), kept in the transaction that
-- credits the deposit.
create table member_deposit_stats (
  member_id bigint primary key references members (id),
  deposit_count integer not null default 0,
  total_amount bigint not null default 0,
  first_deposit_amount bigint,
  first_deposit_at timestamptz,
  last_deposit_at timestamptz
);

-- Where a player's withdrawals are paid.
create table payee_accounts (
  id bigserial primary key,
  member_id bigint not null references members (id),
  type text not null check (type in ('BANK', 'EWALLET')),
  -- Bank or e-wallet name.
  institution text not null,
  account_no text not null,
  holder_name text not null,
  created_at timestamptz not null default now(),
  unique (member_id, type, account_no)
);

create table withdrawal_orders (
  id bigserial primary key,
  order_no text not null unique,
  merchant_code text not null references brands (merchant_code),
  member_id bigint not null references members (id),
  amount bigint not null check (amount > 0),
  currency text not null,
  provider text not null,
  -- The payee as it was when the player asked (later edits do not change a paid order).
  payee jsonb not null,
  -- review: funds held, waiting for an operator; paying: approved, payout asked of the provider;
  -- paid: provider paid out, waiting for the player's confirmation; completed; rejected; failed.
  status text not null default 'review'
    check (status in ('review', 'paying', 'paid', 'completed', 'rejected', 'failed')),
  payout_requested boolean not null default false,
  provider_ref text,
  reviewed_by text,
  reviewed_at timestamptz,
  reason text,
  paid_at timestamptz,
  confirm_deadline timestamptz,
  confirmation text check (confirmation in ('received', 'not_received', 'partial', 'auto_received')),
  received_amount bigint,
  proof_type text,
  proof_image bytea,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index withdrawal_orders_member_idx on withdrawal_orders (member_id, id desc);
create index withdrawal_orders_status_idx on withdrawal_orders (status, id);
create index withdrawal_orders_deadline_idx on withdrawal_orders (confirm_deadline) where status = 'paid';
