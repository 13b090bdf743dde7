-- Back-office operators: their own accounts and sessions, never a player token. Every action
-- they take is written to audit_log.
create table operators (
  id bigserial primary key,
  username text not null unique check (username ~ '^[a-z0-9_.-]{3,32}$'),
  password_hash text not null,
  disabled boolean not null default false,
  created_at timestamptz not null default now()
);

create table operator_sessions (
  token_hash bytea primary key,
  operator_id bigint not null references operators (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index operator_sessions_operator_idx on operator_sessions (operator_id);
