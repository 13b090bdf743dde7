-- Player sessions are cached by every server instance (auth/session-cache.ts). What a cached
-- session's answer depends on and can change before it expires is announced on `session_changed`
-- with the member's id, committed or not at all like the change itself: a session revoked
-- (logout, password change, an operator's kick) or its expiry brought forward, and the member's
-- status, type, name or password state. (Moving the idle expiry forward with use needs no word:
-- a cached session is only ever less valid than the database says.) Identical notifications of one transaction are sent once, so revoking all of a
-- member's sessions announces it once.
create function session_changed_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changed', new.member_id::text);
  return null;
end $$;

create trigger sessions_ended after update of revoked_at, idle_expires_at, expires_at on sessions
  for each row when ((new.revoked_at is not null and old.revoked_at is null)
                     or new.idle_expires_at < old.idle_expires_at or new.expires_at < old.expires_at)
  execute function session_changed_notify();

create function member_session_changed_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changed', new.id::text);
  return null;
end $$;

create trigger members_session_changed after update on members
  for each row when ((old.status, old.type, old.username, old.must_change_password, old.password_changed_at)
                     is distinct from
                     (new.status, new.type, new.username, new.must_change_password, new.password_changed_at))
  execute function member_session_changed_notify();
