-- Loyalty: VIP levels, missions, leaderboard, points (a ledger currency, PTS) and the points mall,
-- invited friends. Points move only through the ledger: players hold a `points` wallet, the house
-- issues and takes them back through `house_points`; cash that loyalty pays (prizes, conversions,
-- mall cash) leaves `house_loyalty`.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'main', 'bonus', 'demo', 'vendor', 'points',
  'house_vendor', 'house_payment', 'house_promotion', 'house_agent_payout', 'house_adjustment',
  'house_demo', 'house_points', 'house_loyalty'));

-- The brand's ladder, keep window, points, referral and leaderboard settings (LoyaltySettings,
-- validated on every write).
create table loyalty_settings (
  merchant_code text primary key references brands (merchant_code),
  settings jsonb not null,
  updated_at timestamptz not null default now()
);

-- Per player: level, lifetime deposit and valid turnover, the part of a point not yet earned,
-- the login streak.
create table loyalty_members (
  member_id bigint primary key references members (id),
  merchant_code text not null,
  rank_level int not null default 0,
  -- Highest level ever reached: an upgrade bonus is paid once per level.
  highest_level int not null default 0,
  deposit_total bigint not null default 0,
  turnover_total bigint not null default 0,
  -- Turnover × points-per-100 not yet worth a whole point, carried to the next bet.
  points_residue bigint not null default 0,
  login_streak int not null default 0,
  last_login_day date,
  changed_at timestamptz,
  updated_at timestamptz not null default now()
);
create index loyalty_members_level_idx on loyalty_members (merchant_code, rank_level);

-- Valid turnover per player and local day: the keep window of the level.
create table loyalty_turnover_days (
  member_id bigint not null,
  day date not null,
  turnover bigint not null default 0,
  primary key (member_id, day)
);

create table loyalty_level_changes (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  from_level int not null,
  to_level int not null,
  reason text not null,
  created_at timestamptz not null default now()
);
create index loyalty_level_changes_recent_idx on loyalty_level_changes (merchant_code, id desc);

-- Events filled by triggers in the transaction that settles a bet, credits a deposit or records a
-- login, consumed and deleted by the loyalty job: the bet path pays one insert and nothing more.
create table loyalty_events (
  id bigserial primary key,
  kind text not null check (kind in ('bet', 'deposit', 'login')),
  member_id bigint not null,
  merchant_code text not null,
  category text not null default '',
  -- bet: valid stake; deposit: amount; login: 0.
  amount bigint not null default 0,
  at timestamptz not null default now()
);

create function loyalty_queue_game_round() returns trigger language plpgsql as $$
begin
  if new.status = 'closed' and not new.demo and (tg_op = 'INSERT' or old.status <> 'closed') then
    insert into loyalty_events (kind, member_id, merchant_code, category, amount, at)
    select 'bet', new.member_id, new.merchant_code, promotion_category(g.game_type),
           greatest(new.stake - new.refund, 0), coalesce(new.settled_at, now())
      from games g where g.id = new.game_id;
  end if;
  return new;
end $$;
create trigger game_rounds_loyalty_queue after insert or update of status on game_rounds
  for each row execute function loyalty_queue_game_round();

create function loyalty_queue_house_round() returns trigger language plpgsql as $$
begin
  if new.status in ('won', 'lost') and not new.demo and (tg_op = 'INSERT' or old.status = 'active') then
    insert into loyalty_events (kind, member_id, merchant_code, category, amount, at)
    values ('bet', new.member_id, new.merchant_code, 'house', new.stake, coalesce(new.settled_at, now()));
  end if;
  return new;
end $$;
create trigger house_rounds_loyalty_queue after insert or update of status on house_rounds
  for each row execute function loyalty_queue_house_round();

create function loyalty_queue_lottery() returns trigger language plpgsql as $$
begin
  insert into loyalty_events (kind, member_id, merchant_code, category, amount, at)
  select 'bet', n.member_id, n.merchant_code, 'lottery', n.cost, coalesce(n.settled_at, now())
    from new_tickets n join old_tickets o on o.id = n.id
   where o.status = 'open' and n.status in ('won', 'lost');
  return null;
end $$;
create trigger lottery_tickets_loyalty_queue after update on lottery_tickets
  referencing old table as old_tickets new table as new_tickets
  for each statement execute function loyalty_queue_lottery();

create function loyalty_queue_deposit() returns trigger language plpgsql as $$
begin
  if new.status = 'paid' and old.status <> 'paid' then
    insert into loyalty_events (kind, member_id, merchant_code, amount, at)
    values ('deposit', new.member_id, new.merchant_code, new.amount, coalesce(new.paid_at, now()));
  end if;
  return new;
end $$;
create trigger deposit_orders_loyalty_queue after update of status on deposit_orders
  for each row execute function loyalty_queue_deposit();

create function loyalty_queue_login() returns trigger language plpgsql as $$
begin
  if new.last_login_at is not null and new.last_login_at is distinct from old.last_login_at and new.type <> 4 then
    insert into loyalty_events (kind, member_id, merchant_code, at)
    values ('login', new.id, new.merchant_code, new.last_login_at);
  end if;
  return new;
end $$;
create trigger members_loyalty_login after update of last_login_at on members
  for each row execute function loyalty_queue_login();

-- Missions: goal and reward as data (contract schemas), texts per language.
create table missions (
  id bigserial primary key,
  merchant_code text not null,
  status text not null default 'active' check (status in ('active', 'paused', 'ended')),
  period text not null check (period in ('daily', 'weekly', 'once')),
  goal jsonb not null,
  reward jsonb not null,
  texts jsonb not null,
  sort_order int not null default 0,
  seed_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_code, seed_key)
);

-- Progress per player, mission and cycle (local day, Monday of the week, '' for one-off).
create table mission_progress (
  id bigserial primary key,
  mission_id bigint not null references missions (id),
  member_id bigint not null references members (id),
  cycle text not null,
  progress bigint not null default 0,
  state text not null default 'process' check (state in ('process', 'claim', 'claimed')),
  reward_id bigint,
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (mission_id, member_id, cycle)
);
create index mission_progress_member_idx on mission_progress (member_id, cycle);

-- Rewards waiting in the reward centre (mission, VIP upgrade bonus, referral); paid once on claim.
create table loyalty_rewards (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  source text not null check (source in ('mission', 'vip', 'referral')),
  -- mission:<progress id>, vip:<member>:<level>, referral:<friend>: one reward per cause.
  source_key text not null unique,
  kind text not null check (kind in ('points', 'bonus', 'cash')),
  amount bigint not null check (amount > 0),
  wagering jsonb,
  title jsonb not null,
  state text not null default 'claim' check (state in ('claim', 'claimed')),
  bonus_id bigint,
  created_at timestamptz not null default now(),
  claimed_at timestamptz
);
create index loyalty_rewards_open_idx on loyalty_rewards (member_id) where state = 'claim';

-- Valid turnover per leaderboard period and player; ranks read from the index.
create table leaderboard_scores (
  merchant_code text not null,
  period_start date not null,
  member_id bigint not null,
  turnover bigint not null,
  updated_at timestamptz not null default now(),
  primary key (merchant_code, period_start, member_id)
);
create index leaderboard_scores_rank_idx on leaderboard_scores (merchant_code, period_start, turnover desc, updated_at, member_id);

-- A finished period is settled once: its winners and prizes are written with the payouts.
create table leaderboard_periods (
  merchant_code text not null,
  period_start date not null,
  period text not null,
  period_end timestamptz not null,
  players int not null,
  settled_at timestamptz not null default now(),
  primary key (merchant_code, period_start)
);
create table leaderboard_winners (
  merchant_code text not null,
  period_start date not null,
  rank int not null,
  member_id bigint not null references members (id),
  turnover bigint not null,
  prize bigint not null,
  primary key (merchant_code, period_start, rank)
);

-- The points mall. Stock never goes below zero (the CHECK backs the conditional decrement).
create table mall_rewards (
  id bigserial primary key,
  merchant_code text not null,
  status text not null default 'active' check (status in ('active', 'paused', 'ended')),
  kind text not null check (kind in ('cash', 'bonus', 'physical')),
  points bigint not null check (points > 0),
  amount bigint,
  wagering jsonb,
  stock int check (stock >= 0),
  per_player_limit int,
  texts jsonb not null,
  image_url text not null default '',
  sort_order int not null default 0,
  seed_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_code, seed_key)
);

create table point_redemptions (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  reward_id bigint not null references mall_rewards (id),
  quantity int not null check (quantity > 0),
  points bigint not null check (points > 0),
  amount bigint,
  -- The title when redeemed, per language.
  texts jsonb not null,
  kind text not null,
  status text not null check (status in ('in_process', 'rejected', 'approved')),
  reason text,
  address jsonb,
  bonus_id bigint,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index point_redemptions_member_idx on point_redemptions (member_id, id desc);
create index point_redemptions_status_idx on point_redemptions (merchant_code, status, id);
create index point_redemptions_reward_idx on point_redemptions (reward_id, member_id) where status <> 'rejected';

-- Friends who registered with a player's referral code (a member's, not an agent's).
create table loyalty_referrals (
  referred_id bigint primary key references members (id),
  referrer_id bigint not null references members (id),
  merchant_code text not null,
  status text not null default 'registered' check (status in ('registered', 'qualified', 'rewarded')),
  turnover bigint not null default 0,
  reward_id bigint,
  created_at timestamptz not null default now(),
  qualified_at timestamptz,
  constraint loyalty_referrals_not_self check (referrer_id <> referred_id)
);
create index loyalty_referrals_referrer_idx on loyalty_referrals (referrer_id, created_at desc);

create function loyalty_attribute_referral() returns trigger language plpgsql as $$
begin
  if new.upline_id is not null and new.type = 0 and new.upline_id <> new.id then
    insert into loyalty_referrals (referred_id, referrer_id, merchant_code)
    select new.id, u.id, new.merchant_code from members u
     where u.id = new.upline_id and u.type = 0
    on conflict do nothing;
  end if;
  return new;
end $$;
create trigger members_loyalty_referral after insert on members
  for each row execute function loyalty_attribute_referral();
