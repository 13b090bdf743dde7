-- Back office: staff roles with an authenticator secret, idle sessions that logout really ends,
-- a hash-chained append-only audit log, player status reasons, labels and notes, four-eyes
-- adjustments, resolutions of not-received withdrawals and two-person manual lottery results.

alter table operators
  add column role text not null default 'administrator'
    check (role in ('administrator', 'finance', 'support', 'risk', 'content', 'read-only')),
  -- Base32 TOTP secret; an account without one cannot log in until it is given one.
  add column totp_secret text,
  -- The last accepted TOTP time step: a code of that step or an earlier one is refused.
  add column totp_last_step bigint not null default 0,
  add column last_login_at timestamptz;

alter table operator_sessions
  add column last_seen_at timestamptz not null default now(),
  add column ip text;

-- Audit log: each row carries `seq` (its place in the chain) and the SHA-256 over its content and
-- the previous row's hash, so a changed or removed row breaks the chain (npm run audit:verify).
alter table audit_log
  add column seq bigint,
  add column ip text,
  add column before jsonb,
  add column after jsonb,
  add column prev_hash text,
  add column hash text;

create function audit_log_row_text(
  p_seq bigint, p_prev text, p_actor text, p_action text, p_merchant text, p_ip text,
  p_detail jsonb, p_before jsonb, p_after jsonb, p_created timestamptz
) returns text language sql immutable as $$
  select concat_ws('|', p_seq::text, p_prev, p_actor, p_action, coalesce(p_merchant, ''),
    coalesce(p_ip, ''), p_detail::text, coalesce(p_before::text, ''), coalesce(p_after::text, ''),
    to_char(p_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'))
$$;

-- One writer at a time extends the chain (the lock is held until the writer's transaction ends,
-- so the next writer reads the committed head).
create function audit_log_chain() returns trigger language plpgsql as $$
declare
  head record;
begin
  perform pg_advisory_xact_lock(7304040);
  select a.seq, a.hash into head from audit_log a where a.seq is not null order by a.seq desc limit 1;
  new.seq := coalesce(head.seq, 0) + 1;
  new.prev_hash := coalesce(head.hash, '');
  new.created_at := date_trunc('microseconds', coalesce(new.created_at, now()));
  new.hash := encode(sha256(convert_to(audit_log_row_text(new.seq, new.prev_hash, new.actor, new.action,
    new.merchant_code, new.ip, new.detail, new.before, new.after, new.created_at), 'UTF8')), 'hex');
  return new;
end
$$;

-- Chain the rows written before the chain existed, in the order they were written.
do $$
declare
  r record;
  prev text := '';
  n bigint := 0;
begin
  for r in select * from audit_log order by id loop
    n := n + 1;
    update audit_log set seq = n, prev_hash = prev,
      hash = encode(sha256(convert_to(audit_log_row_text(n, prev, r.actor, r.action, r.merchant_code,
        r.ip, r.detail, r.before, r.after, r.created_at), 'UTF8')), 'hex')
      where id = r.id returning hash into prev;
  end loop;
end
$$;

alter table audit_log alter column seq set not null, alter column hash set not null,
  alter column prev_hash set not null;
create unique index audit_log_seq_key on audit_log (seq);
create index audit_log_actor_idx on audit_log (actor, id desc);
create index audit_log_created_idx on audit_log (created_at desc);

create trigger audit_log_chain before insert on audit_log for each row execute function audit_log_chain();

create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_refuse_change();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();

-- What the back office keeps about a player besides the account itself.
create table member_back_office (
  member_id bigint primary key references members (id),
  labels text[] not null default '{}',
  status_reason text,
  updated_at timestamptz not null default now()
);
create index member_back_office_labels_idx on member_back_office using gin (labels);

create table member_notes (
  id bigserial primary key,
  member_id bigint not null references members (id),
  author text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index member_notes_member_idx on member_notes (member_id, id desc);

-- Manual adjustments: applied at once up to the four-eyes amount, otherwise pending until a
-- different staff member approves (the money moves then, once) or rejects.
create table ops_adjustments (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null references brands (merchant_code),
  -- Signed, in minor units of `currency`: positive credits the player.
  amount bigint not null check (amount <> 0),
  currency text not null,
  reason text not null,
  status text not null check (status in ('applied', 'pending', 'approved', 'rejected')),
  maker text not null,
  checker text,
  transfer_id text,
  reject_reason text,
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (maker, idempotency_key),
  check (status <> 'approved' or checker <> maker)
);
create index ops_adjustments_status_idx on ops_adjustments (status, id desc);

-- How staff settled a withdrawal the player marked not received or partly received (once).
create table withdrawal_resolutions (
  order_no text primary key references withdrawal_orders (order_no),
  resolution text not null check (resolution in ('refunded', 'closed')),
  resolved_by text not null,
  reason text not null,
  refunded bigint not null default 0,
  transfer_id text,
  created_at timestamptz not null default now()
);
create index withdrawal_orders_confirmation_idx on withdrawal_orders (confirmed_at desc)
  where confirmation in ('not_received', 'partial');

-- A manual lottery result waits here until a second, different staff member enters the same one.
create table lottery_manual_entries (
  draw_id text primary key references lottery_draws (id),
  entered_by text not null,
  result jsonb not null,
  reason text not null,
  entered_at timestamptz not null default now()
);

-- Player search: substring matches on the fields staff look players up by.
create extension if not exists pg_trgm;
create index members_username_trgm on members using gin (lower(username) gin_trgm_ops);
create index members_email_trgm on members using gin (lower(email) gin_trgm_ops) where email is not null;
create index members_mobile_trgm on members using gin (mobile gin_trgm_ops) where mobile is not null;
create index members_nickname_trgm on members using gin (lower(nickname) gin_trgm_ops) where nickname is not null;

-- Staff switch games off, mark them hot and order them; a catalogue sync keeps what staff chose.
alter table games
  add column enabled boolean not null default true,
  add column ops_override boolean not null default false;
alter table game_vendors add column ops_override boolean not null default false;

-- The dashboard reads the ledger by day.
create index ledger_transfers_created_idx on ledger_transfers (created_at);
