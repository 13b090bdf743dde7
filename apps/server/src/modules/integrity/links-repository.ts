import type { Queryable } from "../../platform/db.js";

export type LinkSignal = "device" | "ip" | "payment" | "payout";

export interface LinkRow {
  member_id: string;
  username: string;
  signals: LinkSignal[];
  review_status: "confirmed" | "cleared" | null;
  review_staff: string | null;
  review_note: string | null;
  reviewed_at: Date | null;
}

/**
 * The member's own values of each kind, then every other account of the same brand holding one
 * of them, with staff's review of the pair. Confirmed pairs are listed even without a signal.
 */
const LINKS = `
with me as (select id, merchant_code from members where id = $1),
mine as (
  select 'ip' as kind, ip as value from member_login_ips where member_id = $1
  union select 'ip', register_ip from members where id = $1 and register_ip is not null
  union select 'ip', last_login_ip from members where id = $1 and last_login_ip is not null
  union select 'device', device_hash from member_devices where member_id = $1
  union select 'payout', type || ':' || account_no from payee_accounts where member_id = $1
  union select 'payment', payer_document from deposit_orders where member_id = $1 and payer_document is not null
),
theirs as (
  select l.member_id, 'ip' as kind from member_login_ips l join mine s on s.kind = 'ip' and l.ip = s.value
  union select m.id, 'ip' from members m join mine s on s.kind = 'ip' and m.register_ip = s.value
  union select m.id, 'ip' from members m join mine s on s.kind = 'ip' and m.last_login_ip = s.value
  union select d.member_id, 'device' from member_devices d join mine s on s.kind = 'device' and d.device_hash = s.value
  union select p.member_id, 'payout' from payee_accounts p
    join mine s on s.kind = 'payout' and p.type || ':' || p.account_no = s.value
  union select o.member_id, 'payment' from deposit_orders o
    join mine s on s.kind = 'payment' and o.payer_document = s.value
  union select case when r.member_a = $1 then r.member_b else r.member_a end, null
    from account_link_reviews r where (r.member_a = $1 or r.member_b = $1) and r.status = 'confirmed'
)
select m.id::text as member_id, m.username,
       coalesce(array_agg(distinct t.kind order by t.kind) filter (where t.kind is not null), '{}') as signals,
       r.status as review_status, r.staff as review_staff, r.note as review_note, r.reviewed_at
  from theirs t
  join members m on m.id = t.member_id and m.id <> $1
  join me on me.merchant_code = m.merchant_code
  left join account_link_reviews r on r.member_a = least($1, m.id) and r.member_b = greatest($1, m.id)
 group by m.id, m.username, r.status, r.staff, r.note, r.reviewed_at
 order by m.id`;

export async function linksOf(db: Queryable, memberId: number): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(LINKS, [memberId]);
  return rows;
}

export async function saveReview(
  db: Queryable,
  pair: { a: number; b: number },
  review: { status: "confirmed" | "cleared"; staff: string; note: string },
): Promise<void> {
  await db.query(
    `insert into account_link_reviews (member_a, member_b, status, staff, note) values ($1, $2, $3, $4, $5)
     on conflict (member_a, member_b) do update set status = excluded.status, staff = excluded.staff,
       note = excluded.note, reviewed_at = now()`,
    [Math.min(pair.a, pair.b), Math.max(pair.a, pair.b), review.status, review.staff, review.note],
  );
}

export interface RefusalRow {
  id: string;
  member_id: string;
  related_member_id: string | null;
  related_username: string | null;
  kind: "referral" | "bonus";
  reference: string;
  signals: LinkSignal[];
  created_at: Date;
}

export async function insertRefusal(
  db: Queryable,
  input: {
    memberId: number;
    relatedMemberId: number | null;
    merchantCode: string;
    kind: "referral" | "bonus";
    reference: string;
    signals: readonly string[];
  },
): Promise<void> {
  await db.query(
    `insert into abuse_refusals (member_id, related_member_id, merchant_code, kind, reference, signals)
     values ($1, $2, $3, $4, $5, $6) on conflict (kind, reference, member_id) do nothing`,
    [input.memberId, input.relatedMemberId, input.merchantCode, input.kind, input.reference, input.signals],
  );
}

/** Refusals about the member, as the one refused or as the account it was linked to. */
export async function refusalsOf(db: Queryable, memberId: number, limit = 50): Promise<RefusalRow[]> {
  const { rows } = await db.query<RefusalRow>(
    `select r.id::text, r.member_id::text, r.related_member_id::text, m.username as related_username,
            r.kind, r.reference, r.signals, r.created_at
       from abuse_refusals r left join members m on m.id = r.related_member_id
      where r.member_id = $1 or r.related_member_id = $1
      order by r.id desc limit $2`,
    [memberId, limit],
  );
  return rows;
}
