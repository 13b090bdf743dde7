-- Wrong answers in a row to a secret a logged-in player types (payment password, old password on
-- a change), per account and secret; `locked_until` refuses every answer, right ones too, until then.
create table secret_attempts (
  key text primary key,
  failures integer not null default 0,
  last_attempt_at timestamptz not null default now(),
  locked_until timestamptz
);
