import type { Queryable } from "../../platform/db.js";

export interface ChatRow {
  id: string;
  merchant_code: string;
  nickname: string;
  level_label: string;
  text: string;
  created_at: Date;
}

const COLUMNS = "id, merchant_code, nickname, level_label, text, created_at";

export async function insertLine(
  db: Queryable,
  line: { merchantCode: string; memberId: number; nickname: string; levelLabel: string; text: string },
): Promise<ChatRow> {
  const result = await db.query<ChatRow>(
    `insert into chat_messages (merchant_code, member_id, nickname, level_label, text)
     values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [line.merchantCode, line.memberId, line.nickname, line.levelLabel, line.text],
  );
  return result.rows[0]!;
}

/** The room's most recent lines, oldest first. */
export async function recent(db: Queryable, merchantCode: string, limit: number): Promise<ChatRow[]> {
  const result = await db.query<ChatRow>(
    `select * from (
       select ${COLUMNS} from chat_messages
        where merchant_code = $1 and deleted_at is null order by id desc limit $2) last
      order by id`,
    [merchantCode, limit],
  );
  return result.rows;
}

export async function deleteLine(db: Queryable, id: number, operator: string): Promise<string | undefined> {
  const result = await db.query<{ merchant_code: string }>(
    `update chat_messages set deleted_at = now(), deleted_by = $2
      where id = $1 and deleted_at is null returning merchant_code`,
    [id, operator],
  );
  return result.rows[0]?.merchant_code;
}

export async function mutedUntil(db: Queryable, memberId: number): Promise<Date | undefined> {
  const result = await db.query<{ muted_until: Date }>(
    "select muted_until from chat_mutes where member_id = $1 and muted_until > now()",
    [memberId],
  );
  return result.rows[0]?.muted_until;
}

export async function mute(
  db: Queryable,
  memberId: number,
  minutes: number,
  reason: string,
  operator: string,
): Promise<Date> {
  const result = await db.query<{ muted_until: Date }>(
    `insert into chat_mutes (member_id, muted_until, reason, muted_by)
     values ($1, now() + make_interval(mins => $2), $3, $4)
     on conflict (member_id) do update
       set muted_until = excluded.muted_until, reason = excluded.reason, muted_by = excluded.muted_by,
           created_at = now()
     returning muted_until`,
    [memberId, minutes, reason, operator],
  );
  return result.rows[0]!.muted_until;
}

export async function unmute(db: Queryable, memberId: number): Promise<void> {
  await db.query("delete from chat_mutes where member_id = $1", [memberId]);
}
