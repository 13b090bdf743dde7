import type { Queryable } from "../../platform/db.js";
import type { CleanImage } from "../../platform/image-upload.js";

export interface FeedbackRow {
  id: string;
  member_id: string;
  question_type: string;
  content: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  created_at: Date;
  images: string[];
}

const COLUMNS = `f.id, f.member_id, f.question_type, f.content, f.answer, f.answered_by,
  f.answered_at, f.created_at,
  coalesce((select array_agg(i.id order by i.position) from feedback_images i where i.feedback_id = f.id), '{}') as images`;

export async function insertFeedback(
  db: Queryable,
  input: { merchantCode: string; memberId: number; questionType: string; content: string },
): Promise<number> {
  const result = await db.query<{ id: string }>(
    `insert into feedback (merchant_code, member_id, question_type, content)
     values ($1, $2, $3, $4) returning id`,
    [input.merchantCode, input.memberId, input.questionType, input.content],
  );
  return Number(result.rows[0]!.id);
}

export async function insertImages(db: Queryable, feedbackId: number, images: readonly CleanImage[]) {
  for (const [index, image] of images.entries()) {
    await db.query(
      "insert into feedback_images (feedback_id, position, content_type, data) values ($1, $2, $3, $4)",
      [feedbackId, index + 1, image.contentType, image.data],
    );
  }
}

export async function byId(db: Queryable, id: number, lock = false): Promise<FeedbackRow | undefined> {
  const result = await db.query<FeedbackRow>(
    `select ${COLUMNS} from feedback f where f.id = $1
     ${lock ? "for update of f" : ""}`,
    [id],
  );
  return result.rows[0];
}

export async function ofMember(db: Queryable, memberId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.query<FeedbackRow>(
      `select ${COLUMNS} from feedback f
        where f.member_id = $1 order by f.id desc limit $2 offset $3`,
      [memberId, limit, offset],
    ),
    db.query<{ total: string }>("select count(*) as total from feedback where member_id = $1", [memberId]),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

export async function ofBrand(
  db: Queryable,
  merchantCode: string,
  status: "open" | "answered" | undefined,
  limit: number,
  offset: number,
) {
  const filter =
    status === "open" ? "and f.answer is null" : status === "answered" ? "and f.answer is not null" : "";
  const [rows, total] = await Promise.all([
    db.query<FeedbackRow>(
      `select ${COLUMNS} from feedback f
        where f.merchant_code = $1 ${filter}
        order by (f.answer is null) desc, f.id desc limit $2 offset $3`,
      [merchantCode, limit, offset],
    ),
    db.query<{ total: string }>(
      `select count(*) as total from feedback f where f.merchant_code = $1 ${filter}`,
      [merchantCode],
    ),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

export async function answer(db: Queryable, id: number, text: string, operator: string): Promise<void> {
  await db.query("update feedback set answer = $2, answered_by = $3, answered_at = now() where id = $1", [
    id,
    text,
    operator,
  ]);
}

export async function image(db: Queryable, id: number) {
  const result = await db.query<{ member_id: string; content_type: string; data: Buffer }>(
    `select f.member_id, i.content_type, i.data
       from feedback_images i join feedback f on f.id = i.feedback_id where i.id = $1`,
    [id],
  );
  return result.rows[0];
}
