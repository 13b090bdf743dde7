-- Brand (white-label) configuration: one JSON document per merchant, validated by the
-- BrandConfig contract before every write.
create table brands (
  merchant_code text primary key,
  config jsonb not null,
  updated_at timestamptz not null default now()
);

-- Running servers cache brand configuration and drop the cache when this fires.
create function notify_brand_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('brand_changed', new.merchant_code);
  return new;
end $$;

create trigger brands_changed after insert or update on brands
  for each row execute function notify_brand_changed();

-- Keys for encrypted request bodies (JWE); the newest is published.
create table encryption_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- Who changed what, from the command-line tool and later the operator console.
create table audit_log (
  id bigserial primary key,
  actor text not null,
  action text not null,
  merchant_code text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
