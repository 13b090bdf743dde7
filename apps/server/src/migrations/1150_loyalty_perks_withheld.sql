-- VIP perks and responsible gaming: what a perk did not pay because the player was in a time-out,
-- self-exclusion or closure at payout time; the rebate of turnover that arrives after its day was
-- paid; the final standings of a settled leaderboard period.

-- One row per player, day and category whatever arrives late: `turnover` is all of the day's
-- turnover counted so far, `amount` what was paid, `withheld` what was not paid during an
-- exclusion (`withheld_reason` its kind). A later run pays rebate(turnover) - amount - withheld at
-- the recorded `percent`; `payouts` counts the ledger transfers (each its own reference).
alter table loyalty_rebates
  add column withheld bigint not null default 0,
  add column withheld_reason text check (withheld_reason in ('timeout', 'self-exclusion', 'closed')),
  add column payouts int not null default 1,
  add column updated_at timestamptz not null default now();
alter table loyalty_rebates alter column payouts set default 0;

-- `amount` paid; a bonus not paid during an exclusion is `withheld` (not paid later that year).
alter table loyalty_birthday_bonuses
  add column withheld bigint not null default 0,
  add column withheld_reason text check (withheld_reason in ('timeout', 'self-exclusion', 'closed'));

-- `prize` paid; the prize of a rank held by an excluded player is `withheld`, not passed down.
alter table leaderboard_winners
  add column withheld bigint not null default 0,
  add column withheld_reason text check (withheld_reason in ('timeout', 'self-exclusion', 'closed'));

-- The rebate reads the level in force at the end of its day: the first change after it.
create index loyalty_level_changes_member_idx on loyalty_level_changes (member_id, created_at);

-- Standings of a settled period are its final ranks (written with the payout, kept): a player's
-- rank on a past period is one primary-key probe. Periods settled before are ranked once here.
delete from leaderboard_standings s using leaderboard_periods p
 where s.merchant_code = p.merchant_code and s.period_start = p.period_start;
insert into leaderboard_standings (merchant_code, period_start, member_id, turnover, updated_at, rank)
select s.merchant_code, s.period_start, s.member_id, s.turnover, s.updated_at,
       row_number() over (partition by s.merchant_code, s.period_start order by s.turnover desc, s.updated_at, s.member_id)
  from leaderboard_scores s
 where exists (select 1 from leaderboard_periods p
                where p.merchant_code = s.merchant_code and p.period_start = s.period_start);
delete from leaderboard_snapshots s using leaderboard_periods p
 where s.merchant_code = p.merchant_code and s.period_start = p.period_start;
