-- Agent centre (SPEC §2-§4, REFERENCE.md §5): the team tree, the settled-bet figures agents are
-- paid on, contracts with their history, and the bills the settlement jobs pay through the ledger.

-- The team tree as a closure table (ADR 080): one row per (ancestor, descendant) pair, the member
-- itself at depth 0, so a whole team at any depth is one index range scan.
create table agent_tree (
  ancestor_id bigint not null references members (id),
  descendant_id bigint not null references members (id),
  depth int not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index agent_tree_descendant_idx on agent_tree (descendant_id, depth);
create index agent_tree_ancestor_depth_idx on agent_tree (ancestor_id, depth);

-- Kept by the database itself, so every way an account is created (registration, the register
-- account centre, seeding, operators) places it in its upline's tree.
create function agent_tree_insert() returns trigger language plpgsql as $$
begin
  insert into agent_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  if new.upline_id is not null then
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select t.ancestor_id, new.id, t.depth + 1 from agent_tree t where t.descendant_id = new.upline_id;
  end if;
  return new;
end $$;
create trigger members_agent_tree_insert after insert on members
  for each row execute function agent_tree_insert();

-- Moving a member under another upline moves its whole subtree.
create function agent_tree_move() returns trigger language plpgsql as $$
begin
  if new.upline_id is not distinct from old.upline_id then return new; end if;
  if new.upline_id is not null and exists (
    select 1 from agent_tree where ancestor_id = new.id and descendant_id = new.upline_id) then
    raise exception 'a member cannot be placed under its own downline';
  end if;
  delete from agent_tree t
   using agent_tree sub, agent_tree sup
   where sub.ancestor_id = new.id and t.descendant_id = sub.descendant_id
     and sup.descendant_id = new.id and sup.ancestor_id <> new.id and t.ancestor_id = sup.ancestor_id;
  if new.upline_id is not null then
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select sup.ancestor_id, sub.descendant_id, sup.depth + sub.depth + 1
      from agent_tree sup, agent_tree sub
     where sup.descendant_id = new.upline_id and sub.ancestor_id = new.id;
  end if;
  return new;
end $$;
create trigger members_agent_tree_move after update of upline_id on members
  for each row execute function agent_tree_move();

-- Members created before this migration.
with recursive walk (ancestor_id, descendant_id, depth) as (
  select id, id, 0 from members
  union all
  select m.upline_id, w.descendant_id, w.depth + 1
    from walk w join members m on m.id = w.ancestor_id
   where m.upline_id is not null
)
insert into agent_tree select * from walk;

-- Settled bets waiting to be booked into the figures below: written by the games' own tables'
-- triggers in the transaction that settles the round, taken (deleted) by the booking job.
create table agent_bet_queue (
  id bigserial primary key,
  source text not null check (source in ('game', 'house')),
  round_ref bigint not null,
  member_id bigint not null,
  merchant_code text not null,
  product text not null,
  valid_bet bigint not null,
  payout bigint not null,
  settled_at timestamptz not null,
  unique (source, round_ref)
);

create function agent_queue_game_round() returns trigger language plpgsql as $$
begin
  if new.status = 'closed' and not new.demo and (tg_op = 'INSERT' or old.status <> 'closed') then
    insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
    select 'game', new.id, new.member_id, new.merchant_code,
           case g.game_type when 'ESPORTS' then 'SPORTS' else g.game_type end,
           greatest(new.stake - new.refund, 0), new.win, coalesce(new.settled_at, now())
      from games g where g.id = new.game_id
    on conflict do nothing;
  end if;
  return new;
end $$;
create trigger game_rounds_agent_queue after insert or update of status on game_rounds
  for each row execute function agent_queue_game_round();

create function agent_queue_house_round() returns trigger language plpgsql as $$
begin
  if new.status <> 'active' and not new.demo and (tg_op = 'INSERT' or old.status = 'active') then
    insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
    values ('house', new.id, new.member_id, new.merchant_code, 'RNG',
            case when new.status = 'cancelled' then 0 else new.stake end,
            case when new.status = 'cancelled' then 0 else new.win end,
            coalesce(new.settled_at, now()));
  end if;
  return new;
end $$;
create trigger house_rounds_agent_queue after insert or update of status on house_rounds
  for each row execute function agent_queue_house_round();

-- Booked figures per member, five-minute slot and product. A bet is booked in the slot of its
-- settlement, or in the first open slot when that one is already closed (settled late), so a
-- closed period never changes and no bet is counted twice or lost.
create table agent_bet_slots (
  member_id bigint not null,
  slot timestamptz not null,
  product text not null,
  merchant_code text not null,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  bets int not null default 0,
  primary key (member_id, slot, product)
);
create index agent_bet_slots_slot_idx on agent_bet_slots (merchant_code, slot);

-- The same figures per local day (the brand's time zone), for reports and daily/period bills.
create table agent_bet_daily (
  member_id bigint not null,
  day date not null,
  product text not null,
  merchant_code text not null,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  bets int not null default 0,
  primary key (member_id, day, product)
);
create index agent_bet_daily_day_idx on agent_bet_daily (merchant_code, day);

-- Slots before the watermark are closed: no bet is booked into them any more.
create table agent_booking (
  merchant_code text primary key references brands (merchant_code),
  watermark timestamptz not null
);

create table agent_contracts (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  product text not null check (product in ('LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'CONS')),
  -- Null: the house (top-level agents hold the brand's house terms).
  upline_id bigint references members (id),
  agent_id bigint not null references members (id),
  terms jsonb not null,
  status text not null check (status in
    ('offered', 'active', 'rejected', 'withdrawn', 'expired', 'terminating', 'terminated')),
  offered_at timestamptz not null default now(),
  expires_at timestamptz,
  accepted_at timestamptz,
  ended_at timestamptz,
  end_reason text,
  termination_requested_by text check (termination_requested_by in ('upline', 'agent')),
  updated_at timestamptz not null default now()
);
-- One offer waiting and one contract in force per agent, kind and product: two racing offers or
-- acceptances cannot both win.
create unique index agent_contracts_one_offer on agent_contracts (agent_id, kind, product)
  where status = 'offered';
create unique index agent_contracts_one_active on agent_contracts (agent_id, kind, product)
  where status in ('active', 'terminating');
create index agent_contracts_upline_idx on agent_contracts (upline_id, kind) where upline_id is not null;
create index agent_contracts_live_idx on agent_contracts (merchant_code, kind) where status in ('active', 'terminating');
create index agent_contracts_expiry_idx on agent_contracts (expires_at) where status = 'offered';

create table agent_contract_events (
  id bigserial primary key,
  contract_id bigint not null references agent_contracts (id),
  action text not null,
  from_status text,
  to_status text not null,
  -- Null when the system acted (expiry, the lower-rate rule).
  actor_id bigint references members (id),
  note text not null default '',
  created_at timestamptz not null default now()
);
create index agent_contract_events_contract_idx on agent_contract_events (contract_id, id);

-- Contracts ended by the system (an upline's lower rate): both sides get a record.
create table agent_contract_notices (
  id bigserial primary key,
  contract_id bigint not null references agent_contracts (id),
  member_id bigint not null references members (id),
  reason text not null,
  created_at timestamptz not null default now()
);
create index agent_contract_notices_member_idx on agent_contract_notices (member_id, id desc);

-- Settlement of one period of one kind for one brand: computed (bills written), then paid.
create table agent_settlements (
  merchant_code text not null references brands (merchant_code),
  kind text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  computed_at timestamptz,
  completed_at timestamptz,
  primary key (merchant_code, kind, period_start)
);

-- One itemised bill per kind, agent, product and period: paid from the payer (the upline's main
-- wallet, or the house's agent payout account) to the agent. `owed` when the payer could not pay.
create table agent_bills (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  kind text not null,
  product text not null,
  contract_id bigint not null references agent_contracts (id),
  agent_id bigint not null references members (id),
  payer_id bigint references members (id),
  -- Depth of the agent under the top of its contract chain: bills are paid top-down.
  chain_depth int not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  team_valid_bet bigint not null,
  active_members int not null,
  net_loss bigint not null,
  carried_in bigint not null default 0,
  carried_out bigint not null default 0,
  tier int not null,
  reason text not null,
  rate_type text not null,
  rate text not null,
  gross bigint not null check (gross >= 0),
  paid_to_downlines bigint not null default 0,
  status text not null check (status in ('pending', 'paid', 'owed', 'zero')),
  attempts int not null default 0,
  last_error text,
  transfer_id bigint,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  unique (kind, agent_id, product, period_start)
);
create index agent_bills_agent_idx on agent_bills (agent_id, kind, period_start desc);
create index agent_bills_payer_idx on agent_bills (payer_id, kind, period_start desc);
create index agent_bills_open_idx on agent_bills (merchant_code, kind, chain_depth) where status in ('pending', 'owed');
