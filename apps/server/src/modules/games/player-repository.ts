import type { Queryable } from "../../platform/db.js";
import { ALL_ROUNDS } from "./records-repository.js";

export async function addFavourite(db: Queryable, memberId: number, gameId: string): Promise<void> {
  await db.query("insert into game_favourites (member_id, game_id) values ($1, $2) on conflict do nothing", [
    memberId,
    gameId,
  ]);
}

export async function removeFavourite(db: Queryable, memberId: number, gameId: string): Promise<void> {
  await db.query("delete from game_favourites where member_id = $1 and game_id = $2", [memberId, gameId]);
}

export async function touchRecent(db: Queryable, memberId: number, gameId: string): Promise<void> {
  await db.query(
    `insert into game_recent (member_id, game_id) values ($1, $2)
     on conflict (member_id, game_id) do update set played_at = now(), launches = game_recent.launches + 1`,
    [memberId, gameId],
  );
}

export async function recentGameIds(
  db: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ ids: string[]; total: number }> {
  const result = await db.query<{ game_id: string; total: string }>(
    `select r.game_id, count(*) over () as total from game_recent r join games g on g.id = r.game_id
      where r.member_id = $1 and g.removed_at is null
      order by r.played_at desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return { ids: result.rows.map((row) => row.game_id), total: Number(result.rows[0]?.total ?? 0) };
}

export interface RankRow {
  member_id: string;
  game_name: string;
  vendor_code: string;
  game_type: string;
  stake: string;
  win: string;
  settled_at: Date;
}

/** Biggest real-money wins of settled rounds since `since`; the winners' names are the members module's. */
export async function biggestWins(
  db: Queryable,
  merchantCode: string,
  since: Date,
  gameType: string | undefined,
  limit: number,
): Promise<RankRow[]> {
  const result = await db.query<RankRow>(
    `select r.member_id, g.name as game_name, r.vendor_code, g.game_type, r.stake, r.win, r.settled_at
       from ${ALL_ROUNDS} r join games g on g.id = r.game_id
      where r.merchant_code = $1 and r.status = 'closed' and not r.demo and r.settled_at >= $2
        and r.win > r.stake and ($3::text is null or g.game_type = $3)
      order by r.win desc, r.settled_at desc limit $4`,
    [merchantCode, since, gameType ?? null, limit],
  );
  return result.rows;
}
