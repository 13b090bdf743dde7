-- Third-party game catalogue (DESIGN.md §5): vendors and games pulled from the aggregator's feed
-- by the sync job. House vendors (in-house games, lotteries) may be added with source 'house';
-- the sync only ever touches rows whose source is 'aggregator'.
create extension if not exists pg_trgm;

create table game_vendors (
  code text primary key check (code ~ '^[A-Z0-9_]{2,16}$'),
  name text not null,
  -- Footer logo family: SV3 counts as SPORTS, N2 as LIVE, anything else as RNG (SPEC §2).
  logo_type text not null,
  logo_url text not null,
  source text not null default 'aggregator' check (source in ('aggregator', 'house')),
  -- An operator switch: a disabled vendor's games answer 'game maintenance' at launch.
  enabled boolean not null default true,
  sort_order int not null default 0,
  removed_at timestamptz,
  updated_at timestamptz not null default now()
);

-- One card per vendor and category (a vendor may offer slots and fish games).
create table game_vendor_categories (
  vendor_code text not null references game_vendors (code),
  game_type text not null check (game_type in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')),
  is_hot boolean not null default false,
  sort_order int not null default 0,
  primary key (vendor_code, game_type)
);

create table games (
  id bigserial primary key,
  vendor_code text not null references game_vendors (code),
  game_code text not null,
  game_type text not null,
  classify text,
  name text not null,
  icon_url text not null,
  -- Minor units of the brand currency.
  min_bet bigint not null check (min_bet >= 0),
  max_bet bigint not null check (max_bet >= min_bet),
  lines int not null default 0,
  is_hot boolean not null default false,
  rtp numeric(5, 2) not null,
  rooms jsonb not null default '[]',
  -- Hash of the feed record: a sync rewrites a row only when this changes.
  feed_hash text not null,
  sort_order int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  removed_at timestamptz,
  unique (vendor_code, game_code)
);

create index games_list_idx on games (game_type, vendor_code, sort_order, id) where removed_at is null;
create index games_classify_idx on games (game_type, classify) where removed_at is null;
create index games_hot_idx on games (game_type, vendor_code) where removed_at is null and is_hot;
-- Name search over the whole catalogue answers in milliseconds (trigram GIN index).
create index games_name_trgm_idx on games using gin (lower(name) gin_trgm_ops) where removed_at is null;

create table game_sync_runs (
  id bigserial primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  status text not null check (status in ('running', 'ok', 'failed')),
  added int not null default 0,
  changed int not null default 0,
  removed int not null default 0,
  error text
);
