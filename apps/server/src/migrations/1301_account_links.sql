-- Accounts that share a device, an address, a payment account or a withdrawal destination are
-- linked (modules/integrity): a referral or a bonus between linked accounts is refused.

-- The site's device id (a random value it keeps in the browser), hashed, per account.
create table member_devices (
  member_id bigint not null references members (id),
  device_hash text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, device_hash)
);
create index member_devices_hash_idx on member_devices (device_hash);

-- Look-ups by the shared value, in the other direction of the existing keys.
create index member_login_ips_ip_idx on member_login_ips (ip);
create index payee_accounts_number_idx on payee_accounts (type, account_no);
create index deposit_orders_payer_document_idx on deposit_orders (payer_document) where payer_document is not null;

-- Staff's word on a pair of accounts (the lower id first): confirmed links refuse whatever the
-- signals say; cleared ones are not linked by the signals seen so far.
create table account_link_reviews (
  member_a bigint not null references members (id),
  member_b bigint not null references members (id),
  status text not null check (status in ('confirmed', 'cleared')),
  staff text not null,
  note text not null,
  reviewed_at timestamptz not null default now(),
  primary key (member_a, member_b),
  check (member_a < member_b)
);

-- Referrals and bonuses refused because the accounts are linked: what, whom with, and why.
create table abuse_refusals (
  id bigserial primary key,
  member_id bigint not null references members (id),
  related_member_id bigint references members (id),
  merchant_code text not null,
  kind text not null check (kind in ('referral', 'bonus')),
  reference text not null,
  signals text[] not null,
  created_at timestamptz not null default now(),
  unique (kind, reference, member_id)
);
create index abuse_refusals_member_idx on abuse_refusals (member_id, id desc);
create index abuse_refusals_related_idx on abuse_refusals (related_member_id, id desc);
