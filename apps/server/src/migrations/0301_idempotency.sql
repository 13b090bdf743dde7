-- Idempotency-Key of money-moving calls (DESIGN.md §3): the first result is kept and replayed;
-- the same key with another body is refused. The row is written in the same transaction as the
-- money it guards, so either both exist or neither.
create table idempotency_keys (
  scope text not null,
  key uuid not null,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
