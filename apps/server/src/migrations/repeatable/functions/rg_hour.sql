-- The UTC clock hour of a moment, whatever the session's time zone.
-- Earlier texts, kept as history: migration 0850_responsible_gaming.
create or replace function rg_hour(at timestamptz) returns timestamptz language sql immutable as $$
  select date_trunc('hour', at at time zone 'UTC') at time zone 'UTC'
$$;
