-- Run by the trigger members_loyalty_login on members, created by migration 1000_loyalty.
-- Earlier texts, kept as history: migration 1000_loyalty.
create or replace function loyalty_queue_login() returns trigger language plpgsql as $$
begin
  if new.last_login_at is not null and new.last_login_at is distinct from old.last_login_at and new.type <> 4 then
    insert into loyalty_events (kind, member_id, merchant_code, at)
    values ('login', new.id, new.merchant_code, new.last_login_at);
  end if;
  return new;
end $$;
