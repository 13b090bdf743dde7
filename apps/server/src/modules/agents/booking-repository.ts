import type { Queryable } from "../../platform/db.js";

/** Brands with settled bets waiting to be booked. */
export async function merchantsWaiting(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>(
    "select distinct merchant_code from agent_bet_queue",
  );
  return rows.map((r) => r.merchant_code);
}

/** Locks the brand's booking row (created on first use) and returns its watermark. */
export async function lockWatermark(db: Queryable, merchant: string): Promise<Date> {
  await db.query(
    "insert into agent_booking (merchant_code, watermark) values ($1, 'epoch') on conflict do nothing",
    [merchant],
  );
  const { rows } = await db.query<{ watermark: Date }>(
    "select watermark from agent_booking where merchant_code = $1 for update",
    [merchant],
  );
  return (rows[0] as { watermark: Date }).watermark;
}

export async function setWatermark(db: Queryable, merchant: string, watermark: Date): Promise<void> {
  await db.query("update agent_booking set watermark = greatest(watermark, $2) where merchant_code = $1", [
    merchant,
    watermark,
  ]);
}

export async function watermarkOf(db: Queryable, merchant: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ watermark: Date }>(
    "select watermark from agent_booking where merchant_code = $1",
    [merchant],
  );
  return rows[0]?.watermark;
}

/**
 * Books up to `limit` queued bets of the brand: each into the five-minute slot of its settlement,
 * or the watermark's slot when that one is closed, and into the local day of that slot. The
 * queue rows are deleted in the same statement, so a bet is booked exactly once. Bets of the
 * `excluded` players (responsible gaming) are taken off the queue without being booked.
 */
export async function bookBatch(
  db: Queryable,
  input: { merchant: string; watermark: Date; timeZone: string; limit: number; excluded?: readonly string[] },
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `with taken as (
       delete from agent_bet_queue where id in (
         select id from agent_bet_queue where merchant_code = $1 order by id limit $4 for update skip locked)
       returning member_id, merchant_code, product, valid_bet, payout, settled_at),
     slotted as (
       select member_id, merchant_code, product, valid_bet, payout,
              greatest(to_timestamp(floor(extract(epoch from settled_at) / 300) * 300), $2::timestamptz) as slot
         from taken where not (member_id = any($5::bigint[]))),
     per_slot as (
       select member_id, slot, product, merchant_code, sum(valid_bet) as valid_bet, sum(payout) as payout,
              count(*) as bets
         from slotted group by member_id, slot, product, merchant_code),
     slots as (
       insert into agent_bet_slots as s (member_id, slot, product, merchant_code, valid_bet, payout, bets)
       select member_id, slot, product, merchant_code, valid_bet, payout, bets from per_slot
       on conflict (member_id, slot, product) do update
         set valid_bet = s.valid_bet + excluded.valid_bet, payout = s.payout + excluded.payout,
             bets = s.bets + excluded.bets),
     per_day as (
       select member_id, (slot at time zone $3)::date as day, product, merchant_code,
              sum(valid_bet) as valid_bet, sum(payout) as payout, sum(bets) as bets
         from per_slot group by 1, 2, 3, 4),
     days as (
       insert into agent_bet_daily as d (member_id, day, product, merchant_code, valid_bet, payout, bets)
       select member_id, day, product, merchant_code, valid_bet, payout, bets from per_day
       on conflict (member_id, day, product) do update
         set valid_bet = d.valid_bet + excluded.valid_bet, payout = d.payout + excluded.payout,
             bets = d.bets + excluded.bets),
     member_days as (
       insert into agent_member_daily as d (member_id, day, merchant_code, valid_bet, payout, bets)
       select member_id, day, merchant_code, sum(valid_bet), sum(payout), sum(bets) from per_day
        group by member_id, day, merchant_code
       on conflict (member_id, day) do update
         set valid_bet = d.valid_bet + excluded.valid_bet, payout = d.payout + excluded.payout,
             bets = d.bets + excluded.bets)
     select count(*) as n from taken`,
    [input.merchant, input.watermark, input.timeZone, input.limit, input.excluded ?? []],
  );
  return Number(rows[0]?.n ?? 0);
}
