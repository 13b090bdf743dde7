-- Pix deposits (API Pix immediate charges). The charge's txid is chosen with the order, before
-- the provider is asked, so a creation that timed out is found again by it (GET /cob/{txid}).
alter table deposit_orders
  add column txid text unique,
  add column pix_location text,
  add column pix_payload text,
  add column expires_at timestamptz,
  add column payer_name text,
  add column payer_document text,
  add column end_to_end_id text,
  -- Paid after the charge's expiry: credited all the same, and shown to staff.
  add column paid_late boolean not null default false,
  add column failure_reason text,
  add column refunded_amount bigint not null default 0;

-- Pending Pix charges the reconciliation job reads, oldest first.
create index deposit_orders_pix_pending_idx on deposit_orders (created_at)
  where status = 'pending' and txid is not null;

-- Every Pix the provider reported, by its end-to-end id (the SPI's unique id of a payment):
-- the primary key is what makes a repeated notification credit nothing.
create table pix_receipts (
  end_to_end_id text primary key,
  provider text not null,
  txid text,
  order_no text references deposit_orders (order_no),
  -- As the provider wrote it ("150.00"), compared with the charge's amount, never parsed loosely.
  amount text not null,
  payer_name text,
  payer_document text,
  paid_at timestamptz,
  outcome text not null,
  received_at timestamptz not null default now()
);
create index pix_receipts_order_idx on pix_receipts (order_no);

-- Refunds (devoluções) asked of the provider: the id is ours, so asking again is the same refund.
create table pix_refunds (
  id text primary key,
  end_to_end_id text not null references pix_receipts (end_to_end_id),
  order_no text references deposit_orders (order_no),
  amount bigint not null check (amount > 0),
  status text not null default 'requested'
    check (status in ('requested', 'EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO')),
  rtr_id text,
  reason text not null,
  requested_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- What a payment provider sent that no rule could settle on its own (an amount other than the
-- charge's, an unknown txid, a repeated end-to-end id, a payer refused by the brand): staff
-- look at each and close it.
create table payment_alerts (
  id bigserial primary key,
  provider text not null,
  kind text not null,
  order_no text,
  txid text,
  end_to_end_id text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by text,
  resolution text
);
create index payment_alerts_open_idx on payment_alerts (created_at desc) where resolved_at is null;

-- The state of each payment provider as this platform last saw it, for the back office.
create table payment_provider_status (
  provider text primary key,
  last_ok_at timestamptz,
  last_error_at timestamptz,
  last_error text,
  updated_at timestamptz not null default now()
);
