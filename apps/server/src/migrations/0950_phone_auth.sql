-- Phone-auth sign-in (SPEC §4): a code the provider texted, known to the site only by a random id
-- whose hash is kept here; the provider's handle for the code stays on the server. Used once.
create table phone_auth_requests (
  id_hash bytea primary key,
  merchant_code text not null references brands (merchant_code),
  country_dialing_code text not null,
  mobile text not null,
  session_info text not null,
  wrong_attempts int not null default 0,
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
-- The latest request of a number gives the countdown before the next one.
create index phone_auth_requests_number on phone_auth_requests (merchant_code, country_dialing_code, mobile, created_at desc);
