-- Player sessions are cached by every server instance (auth/session-cache.ts). What a cached
-- session's answer depends on and can change before it expires is announced on `session_changed`
-- with the member's id, committed or not at all like the change itself: a session revoked
-- (logout, password change, an operator's kick) or its expiry brought forward, and the member's
-- status, type, name or password state. (Moving the idle expiry forward with use needs no word:
-- a cached session is only ever less valid than the database says.) Identical notifications of one transaction are sent once, so revoking all of a
-- member's sessions announces it once.
-- Run by the trigger sessions_ended on sessions, created by migration 1160_session_changed_notify.
-- Earlier texts, kept as history: migration 1160_session_changed_notify.
create or replace function session_changed_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changed', new.member_id::text);
  return null;
end $$;
