-- VIP perks paid by the loyalty jobs (rebate per category and day, birthday bonus once a year)
-- and the leaderboard standings that make a player's own rank an index probe.

-- Valid turnover per player, local day and category: the base of the daily VIP rebate. Rows of a
-- finished day are taken (deleted) by the rebate job, so each is paid once.
create table loyalty_category_days (
  member_id bigint not null,
  merchant_code text not null,
  day date not null,
  category text not null,
  turnover bigint not null default 0,
  primary key (member_id, day, category)
);
create index loyalty_category_days_due_idx on loyalty_category_days (merchant_code, day);

-- One rebate per player, day and category (the unique key makes a second run pay nothing).
create table loyalty_rebates (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  day date not null,
  category text not null,
  rank_level int not null,
  turnover bigint not null,
  percent numeric(5, 2) not null,
  amount bigint not null,
  created_at timestamptz not null default now(),
  unique (member_id, day, category)
);

-- One birthday bonus per player and calendar year.
create table loyalty_birthday_bonuses (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  year int not null,
  rank_level int not null,
  amount bigint not null,
  created_at timestamptz not null default now(),
  unique (member_id, year)
);

-- Standings: the ranks of a period as the leaderboard job last computed them. A player's live
-- rank is the rank of the last standing ahead of them plus the players whose score changed since
-- (scores written after `taken_at`), so the call reads a few index entries, never the whole board.
create table leaderboard_standings (
  merchant_code text not null,
  period_start date not null,
  member_id bigint not null,
  turnover bigint not null,
  updated_at timestamptz not null,
  rank int not null,
  primary key (merchant_code, period_start, member_id)
);
create index leaderboard_standings_order_idx
  on leaderboard_standings (merchant_code, period_start, turnover desc, updated_at, member_id) include (rank);

create table leaderboard_snapshots (
  merchant_code text not null,
  period_start date not null,
  taken_at timestamptz not null,
  players int not null,
  primary key (merchant_code, period_start)
);

create index leaderboard_scores_changed_idx on leaderboard_scores (merchant_code, period_start, updated_at);
