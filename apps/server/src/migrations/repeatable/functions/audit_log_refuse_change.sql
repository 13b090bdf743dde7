-- Run by the triggers audit_log_no_truncate on audit_log, audit_log_no_update on audit_log, created
-- by migration 1040_back_office.
-- Earlier texts, kept as history: migration 1040_back_office.
create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
