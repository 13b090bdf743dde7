-- Free credits are for the in-house games only: their bonus money never funds a third-party stake.
alter table bonuses add column house_only boolean not null default false;
