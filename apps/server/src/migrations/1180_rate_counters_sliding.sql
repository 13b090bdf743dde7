-- Throttles and failure counts count the hits of the last N seconds. Counting per clock-aligned
-- window let failures that straddle a window's end start again from zero (three wrong passwords
-- split across a quarter hour never brought the captcha). A row keeps the recent hits' times;
-- the counts are short-lived, so the old rows are not carried over.
drop table rate_counters;
create table rate_counters (
  key text primary key,
  hits timestamptz[] not null,
  expires_at timestamptz not null
);
create index rate_counters_expires_idx on rate_counters (expires_at);
