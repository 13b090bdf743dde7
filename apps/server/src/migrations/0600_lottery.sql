-- Lotteries (ARCHITECTURE.md "Lotteries"): the games, their draws, the players' tickets and chase
-- orders, the brands' odds tables and limits, and the operator alerts about draw results.
-- Amounts are minor units of the ticket's currency; odds are ten-thousandths (odds10k).

-- Lottery vendors join the game catalogue as house vendors (the aggregator's sync never touches
-- them): the VN lottery in the LOTT lane, the SEA lotteries and the fast games in ELOTT, and the
-- LOTT / ELOTT lobbies themselves.
insert into game_vendors (code, name, logo_type, logo_url, source, sort_order)
values
  ('TCG_LOTTO_VN', 'Loteria do Vietnã', 'RNG', '/images/lottery/vn.svg', 'house', -90),
  ('TCG_SEA', 'Sudeste Asiático', 'RNG', '/images/lottery/sea.svg', 'house', -89),
  ('LOTT', 'Loterias', 'RNG', '/images/lottery/lott.svg', 'house', -88),
  ('ELOTT', 'Loterias Rápidas', 'RNG', '/images/lottery/elott.svg', 'house', -87)
on conflict (code) do nothing;

insert into game_vendor_categories (vendor_code, game_type, is_hot, sort_order)
values
  ('TCG_LOTTO_VN', 'LOTT', true, -90),
  ('LOTT', 'LOTT', false, -88),
  ('TCG_SEA', 'ELOTT', true, -89),
  ('ELOTT', 'ELOTT', true, -87)
on conflict do nothing;

insert into games (vendor_code, game_code, game_type, classify, name, icon_url, min_bet, max_bet, lines, is_hot, rtp, feed_hash, sort_order)
values
  ('TCG_LOTTO_VN', 'vn-north', 'LOTT', null, 'Miền Bắc', '/images/lottery/vn.svg', 100, 1000000, 0, true, 99.00, 'house', 1),
  ('TCG_LOTTO_VN', 'vn-central', 'LOTT', null, 'Miền Trung', '/images/lottery/vn.svg', 100, 1000000, 0, true, 99.00, 'house', 2),
  ('TCG_LOTTO_VN', 'vn-south', 'LOTT', null, 'Miền Nam', '/images/lottery/vn.svg', 100, 1000000, 0, true, 99.00, 'house', 3),
  ('LOTT', 'lobby', 'LOTT', null, 'Loterias', '/images/lottery/lott.svg', 100, 1000000, 0, false, 99.00, 'house', 1),
  ('TCG_SEA', 'thai', 'ELOTT', null, 'Thai Lottery', '/images/lottery/sea.svg', 100, 1000000, 0, true, 90.00, 'house', 1),
  ('TCG_SEA', 'lao', 'ELOTT', null, 'Lao Lottery', '/images/lottery/sea.svg', 100, 1000000, 0, false, 90.00, 'house', 2),
  ('TCG_SEA', 'my4d', 'ELOTT', null, 'Malaysia 4D', '/images/lottery/sea.svg', 100, 1000000, 0, false, 65.00, 'house', 3),
  ('ELOTT', '5d-1', 'ELOTT', null, '5D 1 min', '/images/lottery/elott.svg', 100, 1000000, 0, true, 99.00, 'house', 1),
  ('ELOTT', '5d-3', 'ELOTT', null, '5D 3 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 2),
  ('ELOTT', '5d-5', 'ELOTT', null, '5D 5 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 3),
  ('ELOTT', 'k3-1', 'ELOTT', null, 'K3 1 min', '/images/lottery/elott.svg', 100, 1000000, 0, true, 99.00, 'house', 4),
  ('ELOTT', 'k3-3', 'ELOTT', null, 'K3 3 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 5),
  ('ELOTT', 'pk10-1', 'ELOTT', null, 'PK10 1 min', '/images/lottery/elott.svg', 100, 1000000, 0, true, 99.00, 'house', 6),
  ('ELOTT', 'pk10-5', 'ELOTT', null, 'PK10 5 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 7),
  ('ELOTT', '11x5-2', 'ELOTT', null, '11x5 2 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 8),
  ('ELOTT', '11x5-5', 'ELOTT', null, '11x5 5 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 9),
  ('ELOTT', 'keno-2', 'ELOTT', null, 'Keno 2 min', '/images/lottery/elott.svg', 100, 1000000, 0, false, 99.00, 'house', 10)
on conflict (vendor_code, game_code) do nothing;

-- One row per lottery game. kind vn: region names the calendar (stations by weekday); thai, lao,
-- my4d: their own calendars; fast: fast_game drawn every every_minutes by the house.
create table lottery_games (
  code text primary key check (code ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  kind text not null check (kind in ('vn', 'thai', 'lao', 'my4d', 'fast')),
  region text check (region in ('north', 'central', 'south')),
  fast_game text check (fast_game in ('5d', 'k3', 'pk10', '11x5', 'keno')),
  every_minutes int check (every_minutes in (1, 2, 3, 5)),
  -- The catalogue row: vendor, lane and name in the betting record.
  game_id bigint not null references games (id),
  vendor_code text not null,
  name_pt text not null,
  name_en text not null,
  -- Betting closes this long before the draw time.
  close_before_seconds int not null check (close_before_seconds between 0 and 86400),
  enabled boolean not null default true,
  sort_order int not null default 0,
  check ((kind = 'vn') = (region is not null)),
  check ((kind = 'fast') = (fast_game is not null and every_minutes is not null))
);

insert into lottery_games (code, kind, region, fast_game, every_minutes, game_id, vendor_code, name_pt, name_en, close_before_seconds, sort_order)
select v.code, v.kind, v.region, v.fast_game, v.every_minutes, g.id, g.vendor_code, v.name_pt, v.name_en, v.close_before, v.sort_order
  from (values
    ('vn-north', 'vn', 'north', null, null, 'Vietnã: Norte (Miền Bắc)', 'Vietnam: North (Miền Bắc)', 900, 1),
    ('vn-central', 'vn', 'central', null, null, 'Vietnã: Centro (Miền Trung)', 'Vietnam: Central (Miền Trung)', 900, 2),
    ('vn-south', 'vn', 'south', null, null, 'Vietnã: Sul (Miền Nam)', 'Vietnam: South (Miền Nam)', 900, 3),
    ('thai', 'thai', null, null, null, 'Loteria da Tailândia', 'Thai government lottery', 1800, 10),
    ('lao', 'lao', null, null, null, 'Loteria do Laos', 'Lao lottery', 1800, 11),
    ('my4d', 'my4d', null, null, null, 'Malásia 4D', 'Malaysia 4D', 1800, 12),
    ('5d-1', 'fast', null, '5d', 1, '5D a cada minuto', '5D every minute', 10, 20),
    ('5d-3', 'fast', null, '5d', 3, '5D a cada 3 minutos', '5D every 3 minutes', 15, 21),
    ('5d-5', 'fast', null, '5d', 5, '5D a cada 5 minutos', '5D every 5 minutes', 20, 22),
    ('k3-1', 'fast', null, 'k3', 1, 'K3 a cada minuto', 'K3 every minute', 10, 23),
    ('k3-3', 'fast', null, 'k3', 3, 'K3 a cada 3 minutos', 'K3 every 3 minutes', 15, 24),
    ('pk10-1', 'fast', null, 'pk10', 1, 'PK10 a cada minuto', 'PK10 every minute', 10, 25),
    ('pk10-5', 'fast', null, 'pk10', 5, 'PK10 a cada 5 minutos', 'PK10 every 5 minutes', 20, 26),
    ('11x5-2', 'fast', null, '11x5', 2, '11x5 a cada 2 minutos', '11x5 every 2 minutes', 10, 27),
    ('11x5-5', 'fast', null, '11x5', 5, '11x5 a cada 5 minutos', '11x5 every 5 minutes', 20, 28),
    ('keno-2', 'fast', null, 'keno', 2, 'Keno a cada 2 minutos', 'Keno every 2 minutes', 10, 29)
  ) as v (code, kind, region, fast_game, every_minutes, name_pt, name_en, close_before, sort_order)
  join games g on g.game_code = v.code and g.vendor_code in ('TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT');

-- One row per draw of a game (brand-independent). id is the calendar's draw id
-- (vn-south:tp-hcm:20250106, 5d-1:20250106-0001). Status lifecycle: open -> closed ->
-- resulted -> settled, with waiting (no agreed result yet) and voided; a correction stores
-- result_revision + 1 and sets resulted again.
create table lottery_draws (
  id text primary key,
  game_code text not null references lottery_games (code),
  numero text not null,
  station_code text,
  station_name text,
  draw_at timestamptz not null,
  close_at timestamptz not null,
  status text not null default 'open'
    check (status in ('open', 'closed', 'waiting', 'resulted', 'settled', 'voided')),
  -- Fast draws: the seed (secret until the draw is derived), its SHA-256 published at creation,
  -- and what close fixes: the Merkle root of the accepted tickets and the beacon round.
  seed text,
  seed_hash text,
  seed_revealed boolean not null default false,
  merkle_root text,
  ticket_count int,
  beacon_round bigint,
  beacon_randomness text,
  beacon_signature text,
  -- The agreed result (ResultSheet of sources/types.ts for VN and SEA; {numbers: [...]} for fast).
  result jsonb,
  result_revision int not null default 0,
  -- The revision every ticket has been settled at (0: none yet).
  settled_revision int not null default 0,
  resulted_at timestamptz,
  settled_at timestamptz,
  voided_at timestamptz,
  void_reason text,
  sources jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (game_code, numero, station_code)
);
create index lottery_draws_game_idx on lottery_draws (game_code, draw_at desc);
create index lottery_draws_open_idx on lottery_draws (close_at) where status = 'open';
create index lottery_draws_due_idx on lottery_draws (status, draw_at) where status in ('closed', 'waiting', 'resulted', 'voided');

-- One row per bet line of a slip: a ticket. Odds are fixed when it is placed.
create table lottery_tickets (
  id bigserial primary key,
  ticket_no text not null unique,
  slip_no text not null,
  member_id bigint not null references members (id),
  merchant_code text not null,
  game_code text not null references lottery_games (code),
  draw_id text not null references lottery_draws (id),
  currency text not null,
  bet_type text not null,
  -- Numbers or words as the player wrote them (strings), in order.
  numbers jsonb not null,
  -- The canonical selection of the ticket's Merkle leaf ("07,15", a fast pick "3,7").
  selection text not null,
  -- Stake per line (per point for VN lô), and what the ticket cost in all.
  stake bigint not null check (stake > 0),
  cost bigint not null check (cost > 0),
  -- odds10k per bet type (a number), or per tier for Malaysian 4D ({"first": ..}); fast: null.
  odds jsonb,
  series int,
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
  win bigint not null default 0 check (win >= 0),
  -- Per line: {selection, hits, win} at the settled revision.
  lines jsonb,
  settled_revision int not null default 0,
  settled_at timestamptz,
  refunded_at timestamptz,
  refund_reason text,
  chase_id bigint,
  created_at timestamptz not null default now()
);
create index lottery_tickets_member_idx on lottery_tickets (member_id, created_at desc);
create index lottery_tickets_draw_idx on lottery_tickets (draw_id, id);
create index lottery_tickets_slip_idx on lottery_tickets (slip_no);
create unique index lottery_tickets_chase_draw_idx on lottery_tickets (chase_id, draw_id, bet_type, selection)
  where chase_id is not null;

-- Potential payout (one hit) accepted per draw, brand, bet type and number: refused above the limit.
create table lottery_liability (
  draw_id text not null references lottery_draws (id),
  merchant_code text not null,
  bet_type text not null,
  selection text not null,
  amount bigint not null default 0,
  primary key (draw_id, merchant_code, bet_type, selection)
);

-- Follow the same bet lines over up to draws_total draws of a game.
create table lottery_chases (
  id bigserial primary key,
  chase_no text not null unique,
  member_id bigint not null references members (id),
  merchant_code text not null,
  game_code text not null references lottery_games (code),
  currency text not null,
  -- The slip's lines: [{betType, numbers, stake}] as placed.
  lines jsonb not null,
  draws_total int not null check (draws_total between 1 and 120),
  draws_done int not null default 0,
  stop_after_win boolean not null,
  status text not null default 'active' check (status in ('active', 'finished', 'stopped', 'won')),
  stop_reason text,
  last_draw_id text references lottery_draws (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lottery_chases_member_idx on lottery_chases (member_id, created_at desc);
create index lottery_chases_active_idx on lottery_chases (game_code) where status = 'active';

alter table lottery_tickets add constraint lottery_tickets_chase_fk foreign key (chase_id) references lottery_chases (id);

-- A brand's odds for one OddsGame (vn-north, vn-central, vn-south, thai, lao, my4d); without a row
-- the game's DEFAULT_ODDS_TABLES entry applies.
create table lottery_odds (
  merchant_code text not null,
  game text not null check (game in ('vn-north', 'vn-central', 'vn-south', 'thai', 'lao', 'my4d')),
  odds jsonb not null,
  updated_by text not null,
  updated_at timestamptz not null default now(),
  primary key (merchant_code, game)
);

-- A brand's lottery limits; a null column takes the server's LOTTERY_* default.
create table lottery_limits (
  merchant_code text primary key,
  max_rtp numeric(6, 5) check (max_rtp > 0 and max_rtp <= 1),
  min_stake bigint check (min_stake > 0),
  max_stake bigint check (max_stake > 0),
  max_liability bigint check (max_liability > 0),
  series int check (series between 1700 and 1980),
  updated_at timestamptz not null default now()
);

-- Operator alerts about draws (sources disagreeing or missing, invalid sheets, late results,
-- corrections, beacon trouble), written by the result ingestion.
create table lottery_alerts (
  id bigserial primary key,
  draw_id text references lottery_draws (id),
  kind text not null check (kind in ('disagree', 'missing', 'invalid', 'late', 'correction', 'beacon')),
  detail text not null,
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by text
);
create index lottery_alerts_open_idx on lottery_alerts (created_at desc) where resolved_at is null;

-- Tickets in the betting record, profit and loss and winner board (the shape of game_rounds).
create view lottery_records as
select t.id, t.ticket_no as round_id, t.member_id, t.merchant_code, g.game_id, g.vendor_code, false as demo,
       t.currency, t.cost as stake, t.win,
       case when t.status = 'refunded' then t.cost else 0 end as refund,
       1 as bets,
       case when t.status = 'open' then 'open' else 'closed' end as status,
       t.created_at as started_at, coalesce(t.settled_at, t.refunded_at) as settled_at
  from lottery_tickets t
  join lottery_games g on g.code = t.game_code;
