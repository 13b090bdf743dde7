-- Run by the trigger members_session_changed on members, created by migration
-- 1160_session_changed_notify.
-- Earlier texts, kept as history: migration 1160_session_changed_notify.
create or replace function member_session_changed_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changed', new.id::text);
  return null;
end $$;
