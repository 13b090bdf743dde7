-- The house's own games (vendor BGS): provably fair seeds, rounds with every step, and the shared
-- crash rounds of a published hash chain (REFERENCE.md §8). Money moves only through the ledger;
-- a round row keeps the balances before and after and the references of its transfers.

-- One active seed pair per player: the server seed is secret until rotated, its SHA-256 shown.
create table house_seeds (
  id bigserial primary key,
  member_id bigint not null references members (id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  -- The nonce the next bet uses; one per bet.
  nonce bigint not null default 0 check (nonce >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index house_seeds_active_idx on house_seeds (member_id) where active;

create table house_rounds (
  id bigserial primary key,
  round_id text not null unique,
  member_id bigint not null references members (id),
  merchant_code text not null,
  game_code text not null,
  demo boolean not null,
  currency text not null,
  seed_id bigint references house_seeds (id),
  nonce bigint,
  client_seed text,
  -- Minor units.
  stake bigint not null check (stake > 0),
  win bigint not null default 0 check (win >= 0),
  mult10k bigint not null default 0,
  balance_before bigint not null,
  balance_after bigint,
  params jsonb not null,
  -- What was drawn; `secret` parts (mine tiles) are never sent while the round is open.
  result jsonb not null default '{}',
  steps jsonb not null default '[]',
  status text not null check (status in ('active', 'won', 'lost', 'cancelled')),
  -- Crash bets: the shared round they belong to.
  crash_round_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz
);
create index house_rounds_member_idx on house_rounds (member_id, game_code, id desc);
-- At most one open Mines round per player and wallet: two tabs cannot start a second one.
create unique index house_rounds_one_active_idx on house_rounds (member_id, game_code, demo)
  where status = 'active' and game_code <> 'crash';
create index house_rounds_stale_idx on house_rounds (updated_at) where status = 'active';
create index house_rounds_settled_idx on house_rounds (merchant_code, settled_at desc) where status <> 'active';

-- Crash: a chain per merchant. chain[0] (secret) is kept to rebuild the chain; the terminating
-- hash is published first; the salt is fixed after publication, when the first round opens.
create table crash_chains (
  id bigserial primary key,
  merchant_code text not null,
  secret text not null,
  terminating_hash text not null,
  length int not null check (length > 0),
  salt text,
  salt_fixed_at timestamptz,
  created_at timestamptz not null default now(),
  active boolean not null default true
);
create unique index crash_chains_active_idx on crash_chains (merchant_code) where active;

create table crash_rounds (
  id bigserial primary key,
  chain_id bigint not null references crash_chains (id),
  round_number int not null check (round_number > 0),
  status text not null check (status in ('betting', 'running', 'crashed', 'cancelled')),
  -- Revealed when the round ends; kept server-side before.
  hash text not null,
  crash_point bigint not null,
  starts_at timestamptz not null,
  ended_at timestamptz,
  unique (chain_id, round_number)
);
create index crash_rounds_recent_idx on crash_rounds (chain_id, round_number desc);
alter table house_rounds add constraint house_rounds_crash_round_fk foreign key (crash_round_id) references crash_rounds (id);
create unique index house_rounds_one_crash_bet_idx on house_rounds (member_id, crash_round_id) where crash_round_id is not null;
