import type { Queryable } from "../../platform/db.js";

/** SQL of the auto-play runs and their running totals. */

export async function insertAutoRun(
  db: Queryable,
  run: { id: string; memberId: number; plays: number; lossLimit: bigint },
): Promise<void> {
  await db.query("insert into rg_auto_runs (id, member_id, plays, loss_limit) values ($1, $2, $3, $4)", [
    run.id,
    run.memberId,
    run.plays,
    run.lossLimit,
  ]);
}

export interface AutoRunRow {
  plays: number;
  loss_limit: string;
  played: number;
  staked: string;
  won: string;
}

export async function lockAutoRun(db: Queryable, id: string, memberId: number | string) {
  const { rows } = await db.query<AutoRunRow>(
    "select plays, loss_limit, played, staked, won from rg_auto_runs where id = $1 and member_id = $2 for update",
    [id, memberId],
  );
  return rows[0];
}

export async function addToAutoRun(db: Queryable, id: string, staked: bigint, won: bigint, plays: number) {
  await db.query(
    "update rg_auto_runs set played = played + $4, staked = staked + $2, won = won + $3 where id = $1",
    [id, staked, won, plays],
  );
}
