-- Changes to the back office's own safeguards wait for a second administrator: a brand's four-eyes
-- amount, a staff member's role, a new staff account and a disabled one enabled again. The maker
-- never decides their own request (the check below, and the service before it).
create table ops_change_requests (
  id bigserial primary key,
  kind text not null check (kind in ('four-eyes.limit', 'staff.role', 'staff.create', 'staff.enable')),
  -- The brand of a four-eyes change; the staff member of a staff change.
  merchant_code text references brands (merchant_code),
  target text,
  change jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  maker text not null,
  checker text,
  reject_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check (status <> 'approved' or checker <> maker)
);
-- One pending request per thing changed: a second one would race the first.
create unique index ops_change_requests_pending_idx
  on ops_change_requests (kind, coalesce(merchant_code, ''), coalesce(target, '')) where status = 'pending';
create index ops_change_requests_status_idx on ops_change_requests (status, id desc);

-- The four-eyes amount in force when an adjustment was asked for (minor units): the one it was judged by.
alter table ops_adjustments add column four_eyes_limit bigint;

-- The player account a staff member holds on the platform, if any: they never review or adjust it.
alter table operators add column member_id bigint references members (id);
