-- Running servers cache brand configuration and drop the cache when this fires.
-- Run by the trigger brands_changed on brands, created by migration 0001_brands.
-- Earlier texts, kept as history: migration 0001_brands.
create or replace function notify_brand_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('brand_changed', new.merchant_code);
  return new;
end $$;
