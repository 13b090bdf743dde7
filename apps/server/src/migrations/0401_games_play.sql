-- Playing third-party games: favourites, recent games, game sessions handed to the aggregator at
-- launch, and the seamless wallet's calls and rounds (REFERENCE.md §6). Money moves only through
-- the ledger; these tables remember what each call of the aggregator did.
create table game_favourites (
  member_id bigint not null references members (id),
  game_id bigint not null references games (id),
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);

create table game_recent (
  member_id bigint not null references members (id),
  game_id bigint not null references games (id),
  played_at timestamptz not null default now(),
  launches int not null default 1,
  primary key (member_id, game_id)
);
create index game_recent_member_idx on game_recent (member_id, played_at desc);

-- The token given to the aggregator at launch; only its SHA-256 is kept.
create table game_sessions (
  token_hash bytea primary key,
  member_id bigint not null references members (id),
  merchant_code text not null,
  game_id bigint not null references games (id),
  vendor_code text not null,
  room_id text,
  -- Trial accounts and free demos play with the demo wallet.
  demo boolean not null,
  currency text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index game_sessions_member_idx on game_sessions (member_id, created_at desc);

create table game_rounds (
  id bigserial primary key,
  round_id text not null unique,
  member_id bigint not null references members (id),
  merchant_code text not null,
  game_id bigint not null references games (id),
  vendor_code text not null,
  demo boolean not null,
  currency text not null,
  -- Minor units of the currency: what was staked, paid and refunded in this round.
  stake bigint not null default 0,
  win bigint not null default 0,
  refund bigint not null default 0,
  bets int not null default 0,
  status text not null default 'open' check (status in ('open', 'closed')),
  started_at timestamptz not null default now(),
  settled_at timestamptz
);
create index game_rounds_member_idx on game_rounds (member_id, started_at desc);
create index game_rounds_settled_idx on game_rounds (merchant_code, settled_at desc) where status = 'closed' and not demo;

-- Every call of the aggregator that was answered for good, by its transaction id: a repeat gets
-- the same answer, the same id with another body is a DUPLICATE_TRANSACTION. A rollback whose bet
-- has not arrived is kept too (bet_transaction_id set, no bet): the bet is refused when it lands.
create table game_transactions (
  id bigserial primary key,
  transaction_id text not null unique,
  kind text not null check (kind in ('bet', 'win', 'rollback', 'end')),
  round_id text not null,
  member_id bigint not null references members (id),
  bet_transaction_id text,
  amount bigint not null default 0 check (amount >= 0),
  request_hash text not null,
  status text not null,
  balance_after bigint,
  created_at timestamptz not null default now()
);
create index game_transactions_bet_idx on game_transactions (bet_transaction_id) where bet_transaction_id is not null;
create index game_transactions_round_idx on game_transactions (round_id);
