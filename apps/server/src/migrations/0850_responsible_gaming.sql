-- Responsible gaming (UKGC remote technical standards 12-14): limits, usage, reality checks,
-- time-outs, self-exclusions and closures. Periods are rolling windows on the server's clock.

-- One row per player who logged in or has a limit or an exclusion. Stakes lock it (update) inside
-- their transaction, so two concurrent bets of one player never both pass a limit. The limit
-- columns are the effective ones (the lowest of the player's and the operator's), minor units.
create table rg_players (
  member_id bigint primary key references members (id),
  merchant_code text not null,
  deposit_day bigint, deposit_week bigint, deposit_month bigint,
  loss_day bigint, loss_week bigint, loss_month bigint,
  wager_day bigint, wager_week bigint, wager_month bigint,
  session_minutes int,
  -- Any of the nine money limits above is set: only then do stakes read the usage windows.
  has_money_limits boolean not null default false,
  reality_check_minutes int,
  -- The current login session (reality check, session time limit).
  session_started_at timestamptz not null default now(),
  session_staked bigint not null default 0,
  session_won bigint not null default 0,
  excluded_kind text check (excluded_kind in ('timeout', 'self-exclusion', 'closed')),
  excluded_from timestamptz,
  -- Null with a kind: permanent.
  excluded_until timestamptz,
  birthday date,
  -- The current UTC hour's usage, kept here so a stake is one update of this row; moved to
  -- rg_usage when the next hour's first movement comes.
  cur_hour timestamptz,
  cur_deposited bigint not null default 0,
  cur_deposits int not null default 0,
  cur_staked bigint not null default 0,
  cur_won bigint not null default 0,
  cur_bets int not null default 0,
  -- Sums of rg_usage over the hours before past_hour (= cur_hour while valid) in each window:
  -- the 24, 168 and 720 hours before it. Recomputed once per player and hour.
  past_hour timestamptz,
  past_deposited_day bigint not null default 0, past_deposited_week bigint not null default 0,
  past_deposited_month bigint not null default 0,
  past_staked_day bigint not null default 0, past_staked_week bigint not null default 0,
  past_staked_month bigint not null default 0,
  past_won_day bigint not null default 0, past_won_week bigint not null default 0,
  past_won_month bigint not null default 0,
  updated_at timestamptz not null default now()
);
create index rg_players_excluded_idx on rg_players (merchant_code) where excluded_kind is not null;

-- Each limit as the player and the operator set it, with a pending increase or removal.
create table rg_limits (
  member_id bigint not null references members (id),
  limit_key text not null check (limit_key in (
    'deposit.day', 'deposit.week', 'deposit.month', 'loss.day', 'loss.week', 'loss.month',
    'wager.day', 'wager.week', 'wager.month', 'session')),
  source text not null check (source in ('player', 'operator')),
  -- Minor units; minutes for the session limit. Null: none (a row may hold only a pending change).
  value bigint check (value > 0),
  pending boolean not null default false,
  pending_value bigint check (pending_value > 0),
  pending_requested_at timestamptz,
  pending_confirmable_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, limit_key, source)
);

-- Money per player and clock hour (UTC), always recorded: limits set later still see earlier play.
-- The current hour lives on rg_players until it is over (rg_usage_all shows both).
create table rg_usage (
  member_id bigint not null,
  hour timestamptz not null,
  deposited bigint not null default 0,
  deposits int not null default 0,
  staked bigint not null default 0,
  won bigint not null default 0,
  -- Bets in the hour; night play (operator marker) reads the hours in the brand's time zone.
  bets int not null default 0,
  primary key (member_id, hour)
);
create index rg_usage_hour_idx on rg_usage (hour);

create table rg_history (
  id bigserial primary key,
  member_id bigint not null references members (id),
  at timestamptz not null default now(),
  action text not null,
  limit_key text,
  before_value text,
  after_value text,
  by_source text not null check (by_source in ('player', 'operator')),
  actor text,
  until timestamptz,
  note text
);
create index rg_history_member_idx on rg_history (member_id, id desc);

-- What identifies a self-excluded player (SHA-256 of the normalised email, phone, document), so
-- the same person cannot register again while the exclusion lasts.
create table rg_excluded_identities (
  merchant_code text not null,
  kind text not null check (kind in ('email', 'mobile', 'document')),
  value_hash bytea not null,
  member_id bigint not null references members (id),
  until timestamptz,
  primary key (merchant_code, kind, value_hash, member_id)
);

-- In-house auto-play runs: at most 100 plays and a loss limit.
create table rg_auto_runs (
  id uuid primary key,
  member_id bigint not null references members (id),
  plays int not null check (plays between 1 and 100),
  loss_limit bigint not null check (loss_limit > 0),
  played int not null default 0,
  staked bigint not null default 0,
  won bigint not null default 0,
  created_at timestamptz not null default now()
);
create index rg_auto_runs_member_idx on rg_auto_runs (member_id, created_at desc);

-- The UTC clock hour of a moment, whatever the session's time zone.
create function rg_hour(at timestamptz) returns timestamptz language sql immutable as $$
  select date_trunc('hour', at at time zone 'UTC') at time zone 'UTC'
$$;

-- Every hour's usage: the closed hours and each player's current one.
create view rg_usage_all as
  select member_id, hour, deposited, deposits, staked, won, bets from rg_usage
  union all
  select member_id, cur_hour, cur_deposited, cur_deposits, cur_staked, cur_won, cur_bets
    from rg_players where cur_hour is not null;
