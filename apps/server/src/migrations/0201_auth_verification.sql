-- Fixed-window counters for throttles and failure counts (login failures, SMS caps, captcha refresh).
create table rate_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  expires_at timestamptz not null,
  primary key (key, window_start)
);
create index rate_counters_expires_idx on rate_counters (expires_at);

-- Image captchas: bound to the client by an id in an httpOnly cookie, single use, short-lived.
create table captchas (
  id uuid primary key,
  answer_hash bytea not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captchas_expires_idx on captchas (expires_at);

-- SMS codes: only a keyed hash is kept; single use, limited wrong attempts.
create table verification_codes (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  -- login, register, password, login-ip
  purpose text not null,
  country_dialing_code text not null,
  mobile text not null,
  code_hash bytea not null,
  attempts smallint not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index verification_codes_lookup_idx
  on verification_codes (merchant_code, purpose, country_dialing_code, mobile, created_at desc);

-- IP addresses an account has signed in from (a new one asks for an SMS code with LOGINIPVERF3).
create table member_login_ips (
  member_id bigint not null references members (id),
  ip text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);

-- Links of the forgot-password mail (token hash only), single use.
create table password_resets (
  token_hash bytea primary key,
  member_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Remember-me: a long-lived token in an httpOnly cookie that opens a new session; rotated on use.
create table remember_tokens (
  token_hash bytea primary key,
  member_id bigint not null references members (id),
  merchant_code text not null references brands (merchant_code),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Server-side secrets shared by every instance (bot-check HMAC key, code pepper), made on first use.
create table auth_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Proof-of-work answers already accepted (a solved challenge is good for one call only).
create table bot_checks_used (
  signature text primary key,
  expires_at timestamptz not null
);

-- Uploaded avatars (CUSTOM), served by the platform.
create table member_avatars (
  member_id bigint primary key references members (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  data bytea not null,
  updated_at timestamptz not null default now()
);
