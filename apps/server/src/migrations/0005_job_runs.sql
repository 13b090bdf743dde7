-- The last run of each periodic job (any instance's), for operators: `npm run operator -- jobs`.
create table job_runs (
  name text primary key,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_duration_ms integer,
  last_error text,
  last_error_at timestamptz,
  next_run_at timestamptz,
  runs bigint not null default 0,
  failures bigint not null default 0,
  last_instance text
);
