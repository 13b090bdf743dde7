-- Alternative domains the site can be reached on, with their measured speed (lower is faster).
create table domain_routes (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  domain text not null,
  speed integer not null check (speed >= 0),
  sort_order integer not null default 0,
  unique (merchant_code, domain)
);
