-- Third-party sign-in (SPEC §6). A pending authorization keeps only the hash of its state; the
-- PKCE verifier and nonce stay here, never in the browser. Claimed once: a replay finds it used.
create table oauth_states (
  state_hash bytea primary key,
  merchant_code text not null references brands (merchant_code),
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  return_to text not null,
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- A provider's account (its `sub`) linked to a player after the player proved the password.
create table oauth_links (
  id bigserial primary key,
  member_id bigint not null references members (id),
  merchant_code text not null references brands (merchant_code),
  provider text not null,
  subject text not null,
  email text,
  created_at timestamptz not null default now(),
  unique (merchant_code, provider, subject),
  unique (member_id, provider)
);

-- A first sign-in waiting for the player to prove ownership of an account (single use, short-lived).
create table oauth_pending_links (
  token_hash bytea primary key,
  merchant_code text not null references brands (merchant_code),
  provider text not null,
  subject text not null,
  email text,
  return_to text not null,
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
