-- The request an audit row was written for (its X-Request-Id), so a request followed through the
-- load balancer's and the server's logs ends at the rows it wrote. The chaining trigger's function
-- (repeatable/functions/audit_log_chain.sql) hashes it after the row's other fields.
alter table audit_log add column request_id text
  constraint audit_log_request_id_check check (request_id ~ '^[A-Za-z0-9._:-]{8,64}$');

create index audit_log_request_id_idx on audit_log (request_id) where request_id is not null;
