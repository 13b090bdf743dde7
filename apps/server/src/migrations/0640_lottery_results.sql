-- Every result a draw has had (revision 1, and each correction after it), with what the sources
-- said, so a corrected draw keeps the results its tickets were first settled on.
create table lottery_draw_results (
  draw_id text not null references lottery_draws (id),
  revision int not null check (revision >= 1),
  result jsonb not null,
  sources jsonb,
  created_at timestamptz not null default now(),
  primary key (draw_id, revision)
);

-- One open alert per draw and kind: a repeated finding updates its detail instead of piling up.
create unique index lottery_alerts_open_kind_idx on lottery_alerts (draw_id, kind) where resolved_at is null;
