-- Each results feed's latest reading of a draw (kept whether or not the feeds agreed), so staff can
-- see why a draw was settled or held: what the feed published, when it was read, whether it agreed.
create table lottery_feed_readings (
  draw_id text not null references lottery_draws (id),
  source text not null,
  status text not null check (status in ('published', 'pending', 'invalid')),
  sheet jsonb,
  reason text,
  published_at timestamptz,
  read_at timestamptz not null default now(),
  agreed boolean not null default false,
  primary key (draw_id, source)
);
