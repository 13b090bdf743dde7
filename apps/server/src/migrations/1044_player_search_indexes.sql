-- Player search: a phone typed with its country code matches the full number through its own
-- trigram index, and an address search is an index lookup, so "any field" needs no full scan.
create index members_full_mobile_trgm on members
  using gin ((coalesce(country_dialing_code, '') || mobile) gin_trgm_ops);
create index members_register_ip_idx on members (register_ip) where register_ip is not null;
create index members_last_login_ip_idx on members (last_login_ip) where last_login_ip is not null;
