-- One writer at a time extends the chain (the lock is held until the writer's transaction ends,
-- so the next writer reads the committed head). The request id (migration 1182) is hashed last,
-- appended to the row's text only when there is one: a row without one (rows written before,
-- the command line, jobs) hashes exactly as before, so the existing chain still verifies.
-- Run by the trigger audit_log_chain on audit_log, created by migration 1040_back_office.
-- Earlier texts, kept as history: migration 1040_back_office.
create or replace function audit_log_chain() returns trigger language plpgsql as $$
declare
  head record;
begin
  perform pg_advisory_xact_lock(7304040);
  select a.seq, a.hash into head from audit_log a where a.seq is not null order by a.seq desc limit 1;
  new.seq := coalesce(head.seq, 0) + 1;
  new.prev_hash := coalesce(head.hash, '');
  new.created_at := date_trunc('microseconds', coalesce(new.created_at, now()));
  new.hash := encode(sha256(convert_to(audit_log_row_text(new.seq, new.prev_hash, new.actor, new.action,
    new.merchant_code, new.ip, new.detail, new.before, new.after, new.created_at)
    || coalesce('|' || new.request_id, ''), 'UTF8')), 'hex');
  return new;
end
$$;
