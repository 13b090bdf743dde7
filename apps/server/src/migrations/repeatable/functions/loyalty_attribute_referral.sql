-- Run by the trigger members_loyalty_referral on members, created by migration 1000_loyalty.
-- Earlier texts, kept as history: migration 1000_loyalty.
create or replace function loyalty_attribute_referral() returns trigger language plpgsql as $$
begin
  if new.upline_id is not null and new.type = 0 and new.upline_id <> new.id then
    insert into loyalty_referrals (referred_id, referrer_id, merchant_code)
    select new.id, u.id, new.merchant_code from members u
     where u.id = new.upline_id and u.type = 0
    on conflict do nothing;
  end if;
  return new;
end $$;
