import type { FastifyReply } from "fastify";
import { type AuditEntry, writeAudit } from "../../platform/audit-log.js";
import type { Pool } from "../../platform/db.js";

const BATCH = 1000;

/** One CSV cell: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(";") : String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Streams the rows of a query as CSV through a server-side cursor, a thousand rows at a time, so a
 * list of any length is never held in memory; a slow reader pauses the reading (back-pressure).
 *
 * The export is written to the audit log before its first byte leaves, with the number of rows it
 * holds: the count and the cursor read the same snapshot (repeatable read), so the count is exactly
 * what the file carries, and an export whose record cannot be written is refused, never sent.
 */
export async function streamCsv(
  pool: Pool,
  reply: FastifyReply,
  input: {
    filename: string;
    query: { text: string; values: unknown[] };
    columns: { header: string; value: (row: Record<string, unknown>) => unknown }[];
    /** Who exports what with which filters; `detail.rows` is added here. */
    audit: AuditEntry & { detail: Record<string, unknown> };
  },
): Promise<FastifyReply> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query("begin isolation level repeatable read read only");
    const counted = await client.query<{ n: string }>(
      `select count(*) as n from (${input.query.text}) as exported`,
      input.query.values,
    );
    await writeAudit(pool, {
      ...input.audit,
      detail: { ...input.audit.detail, rows: Number(counted.rows[0]?.n ?? 0) },
    });
  } catch (error) {
    await client.query("rollback").catch(() => {});
    client.release(true);
    throw error;
  }
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${input.filename}"`,
    "cache-control": "no-store",
  });
  const write = (chunk: string) =>
    raw.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => raw.once("drain", () => resolve()));
  try {
    await client.query(`declare export_cursor no scroll cursor for ${input.query.text}`, input.query.values);
    await write(`\uFEFF${input.columns.map((c) => csvCell(c.header)).join(",")}\r\n`);
    for (;;) {
      if (raw.destroyed) break;
      const { rows } = await client.query<Record<string, unknown>>(`fetch ${BATCH} from export_cursor`);
      if (rows.length === 0) break;
      await write(
        rows.map((row) => `${input.columns.map((c) => csvCell(c.value(row))).join(",")}\r\n`).join(""),
      );
    }
    await client.query("commit");
  } catch (error) {
    failed = true;
    await client.query("rollback").catch(() => {});
    reply.log.error({ err: error }, "CSV export failed");
    raw.destroy();
  } finally {
    client.release(failed);
  }
  if (!raw.destroyed) raw.end();
  return reply;
}
