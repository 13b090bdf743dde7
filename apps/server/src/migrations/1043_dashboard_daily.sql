-- The dashboard's figures of each finished day, computed once from the ledger (transfers never
-- change) in the brand's time zone and currency, so a month or a year is read from a few rows
-- instead of every transfer. `ops_daily_done` marks a day as computed even when nothing happened;
-- `ops_daily_players` keeps who staked that day, so players active on several days count once.
create table ops_daily_done (
  time_zone text not null,
  currency text not null,
  day date not null,
  computed_at timestamptz not null default now(),
  primary key (time_zone, currency, day)
);

create table ops_daily_figures (
  time_zone text not null,
  currency text not null,
  day date not null,
  merchant_code text not null,
  deposits bigint not null,
  deposit_count integer not null,
  withdrawals bigint not null,
  withdrawal_count integer not null,
  stakes bigint not null,
  wins bigint not null,
  bonus_cost bigint not null,
  active integer not null,
  primary key (time_zone, currency, day, merchant_code)
);

create table ops_daily_players (
  time_zone text not null,
  currency text not null,
  day date not null,
  merchant_code text not null,
  member_id bigint not null,
  primary key (time_zone, currency, day, merchant_code, member_id)
);
