-- Promotions an operator configures: the kind's terms (validated by the contract's schema on
-- every write) and eligibility as JSON, texts per language, dates, status. Each edit bumps
-- `version`; participants keep the terms snapshot they joined with.
create table promotions (
  id bigserial primary key,
  merchant_code text not null,
  kind text not null check (kind in ('registration', 'deposit_match', 'cashback', 'rebate', 'free_credits', 'raffle', 'manual')),
  status text not null default 'active' check (status in ('active', 'paused', 'ended')),
  version int not null default 1,
  terms jsonb not null,
  eligibility jsonb not null default '{}',
  texts jsonb not null,
  image_url text not null default '',
  starts_at timestamptz not null,
  ends_at timestamptz,
  budget bigint,
  sort_order int not null default 0,
  seed_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_code, seed_key)
);
create index promotions_live_idx on promotions (merchant_code, starts_at) where status <> 'ended';

-- One row per player, promotion and cycle ('' for one-shot promotions, the period's start day
-- for cashback and rebate). State: SPEC §4, transitions in modules/promotions/state-machine.ts.
create table promotion_participations (
  id bigserial primary key,
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  cycle text not null default '',
  state text not null check (state in ('joined', 'process', 'claim', 'applying', 'issued', 'claimed', 'rejected', 'close')),
  -- The terms and version the player joined with.
  terms jsonb not null,
  version int not null,
  -- What the reward is (minor units), once known; the qualifying deposit or period figures.
  reward bigint,
  qualifying_ref text,
  qualifying_amount bigint,
  turnover bigint not null default 0,
  net_loss bigint not null default 0,
  tickets int not null default 0,
  reason text,
  bonus_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (promotion_id, member_id, cycle)
);
create index promotion_participations_member_idx on promotion_participations (member_id, updated_at desc);
create index promotion_participations_applying_idx on promotion_participations (promotion_id) where state = 'applying';
-- A deposit qualifies once, whatever the promotion.
create unique index promotion_participations_deposit_idx on promotion_participations (qualifying_ref)
  where qualifying_ref is not null;

-- Bonuses in the player's bonus wallet: wagering to do, done, stake limit, expiry. At most one
-- active per player (the bonus wallet is one account).
create table bonuses (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  currency text not null,
  promotion_id bigint references promotions (id),
  participation_id bigint references promotion_participations (id),
  amount bigint not null check (amount > 0),
  wagering_required bigint not null,
  wagering_done bigint not null default 0,
  -- Percent per category, the snapshot's.
  contributions jsonb not null,
  max_stake bigint,
  state text not null default 'active' check (state in ('active', 'converted', 'forfeited', 'expired')),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  finished_at timestamptz,
  -- What left the bonus wallet at the end: to main (converted) or back to the house.
  settled_amount bigint
);
create unique index bonuses_one_active_idx on bonuses (member_id) where state = 'active';
create index bonuses_member_idx on bonuses (member_id, issued_at desc);
create index bonuses_expiry_idx on bonuses (expires_at) where state = 'active';

-- Bets funded partly by the bonus wallet: wins and refunds of that bet follow the same split.
create table bonus_stakes (
  reference text primary key,
  bonus_id bigint not null references bonuses (id),
  main_part bigint not null,
  bonus_part bigint not null,
  created_at timestamptz not null default now()
);

-- Settled bets waiting for the promotions job (wagering, cashback, rebate, raffle turnover):
-- filled by triggers in the settling transaction, consumed and deleted by the job, so the bet
-- path pays one insert and nothing more.
create table promotion_bet_queue (
  id bigserial primary key,
  member_id bigint not null,
  merchant_code text not null,
  category text not null,
  stake bigint not null,
  win bigint not null,
  settled_at timestamptz not null
);

create function promotion_category(game_type text) returns text language sql immutable as $$
  select case game_type
    when 'RNG' then 'slots' when 'LIVE' then 'live' when 'FISH' then 'fish' when 'PVP' then 'pvp'
    when 'SPORTS' then 'sports' when 'ESPORTS' then 'sports' when 'LOTT' then 'lottery'
    when 'ELOTT' then 'lottery' else 'other' end
$$;

create function promotion_queue_game_round() returns trigger language plpgsql as $$
begin
  if new.status = 'closed' and not new.demo and (tg_op = 'INSERT' or old.status <> 'closed') then
    insert into promotion_bet_queue (member_id, merchant_code, category, stake, win, settled_at)
    select new.member_id, new.merchant_code, promotion_category(g.game_type),
           greatest(new.stake - new.refund, 0), new.win, coalesce(new.settled_at, now())
      from games g where g.id = new.game_id;
  end if;
  return new;
end $$;
create trigger game_rounds_promotion_queue after insert or update of status on game_rounds
  for each row execute function promotion_queue_game_round();

create function promotion_queue_house_round() returns trigger language plpgsql as $$
begin
  if new.status in ('won', 'lost') and not new.demo and (tg_op = 'INSERT' or old.status = 'active') then
    insert into promotion_bet_queue (member_id, merchant_code, category, stake, win, settled_at)
    values (new.member_id, new.merchant_code, 'house', new.stake, new.win, coalesce(new.settled_at, now()));
  end if;
  return new;
end $$;
create trigger house_rounds_promotion_queue after insert or update of status on house_rounds
  for each row execute function promotion_queue_house_round();

-- Lottery settlement updates thousands of tickets in one statement: one statement-level insert.
create function promotion_queue_lottery() returns trigger language plpgsql as $$
begin
  insert into promotion_bet_queue (member_id, merchant_code, category, stake, win, settled_at)
  select n.member_id, n.merchant_code, 'lottery', n.cost, n.win, coalesce(n.settled_at, now())
    from new_tickets n join old_tickets o on o.id = n.id
   where o.status = 'open' and n.status in ('won', 'lost');
  return null;
end $$;
create trigger lottery_tickets_promotion_queue after update on lottery_tickets
  referencing old table as old_tickets new table as new_tickets
  for each statement execute function promotion_queue_lottery();

-- Raffle draws: the seed's hash is stored (and shown) when the period opens; the seed is
-- revealed with the winners, derived with the first beacon round after the period's end.
create table raffle_draws (
  id bigserial primary key,
  promotion_id bigint not null references promotions (id),
  period_start timestamptz not null,
  period_end timestamptz not null,
  seed text not null,
  seed_hash text not null,
  beacon_round bigint,
  beacon_randomness text,
  beacon_signature text,
  tickets int,
  state text not null default 'open' check (state in ('open', 'drawn')),
  drawn_at timestamptz,
  unique (promotion_id, period_start)
);

create table raffle_winners (
  draw_id bigint not null references raffle_draws (id),
  rank int not null,
  member_id bigint not null references members (id),
  ticket int not null,
  prize bigint not null,
  claimed_at timestamptz,
  primary key (draw_id, rank)
);
create index raffle_winners_member_idx on raffle_winners (member_id);

-- Money the promotions paid and took back, per promotion (operator's cost view); written with
-- each ledger movement of the module.
create table promotion_costs (
  promotion_id bigint primary key references promotions (id),
  issued bigint not null default 0,
  converted bigint not null default 0,
  forfeited bigint not null default 0
);

-- Big wins for the winner board, noted by the settled-bets job (a win of ten stakes or more).
create table promotion_big_wins (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  category text not null,
  stake bigint not null,
  win bigint not null,
  won_at timestamptz not null
);
create index promotion_big_wins_recent_idx on promotion_big_wins (merchant_code, won_at desc);
