-- Player, agent and trial accounts. `type` is the SPEC's isAgent value: 0 member, 1, 2, 41, 42
-- agents, 4 trial (free play). Usernames are unique per brand regardless of letter case.
create table members (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  username text not null,
  type smallint not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
  upline_id bigint references members (id),
  nickname text,
  country_dialing_code text,
  mobile text,
  email text,
  password_hash text not null,
  payment_password_hash text,
  password_changed_at timestamptz not null default now(),
  -- Set when an operator or the brand's default password created the account: the holder must
  -- choose a new one before doing anything else.
  must_change_password boolean not null default false,
  -- 0 active, 1 locked (too many failures or by an operator), 2 closed.
  status smallint not null default 0 check (status in (0, 1, 2)),
  -- Agents hand this out; new members who register with it join the agent's downline.
  affiliate_code text,
  -- Every real account's own invitation code.
  referral_code text,
  -- Optional registration fields (payeeName, qqNum, line, whatsapp, facebook, wechat, idNumber...).
  profile jsonb not null default '{}',
  avatar_type text check (avatar_type in ('CUSTOM', 'STATIC')),
  avatar text,
  register_ip text,
  register_method text not null default 'WEB',
  first_login_at timestamptz,
  last_login_at timestamptz,
  last_login_ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index members_username_key on members (merchant_code, lower(username));
create unique index members_mobile_key on members (merchant_code, country_dialing_code, mobile)
  where mobile is not null and type <> 4;
create unique index members_affiliate_code_key on members (merchant_code, lower(affiliate_code))
  where affiliate_code is not null;
create unique index members_referral_code_key on members (merchant_code, lower(referral_code))
  where referral_code is not null;
create index members_upline_idx on members (upline_id) where upline_id is not null;
create index members_email_idx on members (merchant_code, lower(email)) where email is not null;

-- Login sessions: the client holds an opaque 256-bit random token, the server only its SHA-256.
create table sessions (
  id bigserial primary key,
  token_hash bytea not null unique,
  member_id bigint not null references members (id),
  merchant_code text not null references brands (merchant_code),
  -- How the session was opened: password, sms, register, freeplay, remember, reset.
  method text not null,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Idle expiry moves forward with use; absolute expiry never does.
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index sessions_member_idx on sessions (member_id) where revoked_at is null;
