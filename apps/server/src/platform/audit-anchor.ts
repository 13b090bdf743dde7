import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "./db.js";

/**
 * The audit chain's end, kept outside its table: a row changed or removed in the middle breaks
 * the chain, but rows removed from the end leave a shorter chain that is whole. The anchor (the
 * last sequence number and hash seen, signed with AUDIT_ANCHOR_KEY) lives in a file under
 * AUDIT_ANCHOR_DIR, one per database, so someone who can rewrite the table but not that file and
 * key cannot make a shortened chain agree with it (docs/decisions/130-audit-chain-anchor.md).
 */
export interface AuditAnchor {
  database: string;
  seq: string;
  hash: string;
  anchoredAt: string;
  mac: string;
}

export interface AnchorSettings {
  key: string;
  dir: string;
}

export type AnchorProblem = "truncated" | "replaced" | "forged";

export interface AnchorCheck {
  /** The anchor read, when there is one. */
  anchor?: AuditAnchor;
  problem?: AnchorProblem;
}

function macOf(key: string, a: Omit<AuditAnchor, "mac">): string {
  return createHmac("sha256", key)
    .update(`jogada-audit-anchor|1|${a.database}|${a.seq}|${a.hash}|${a.anchoredAt}`, "utf8")
    .digest("hex");
}

function signatureHolds(key: string, anchor: AuditAnchor): boolean {
  const expected = Buffer.from(macOf(key, anchor), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(anchor.mac) ? anchor.mac : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The anchor's file: the database's name, kept to safe characters, under the anchor directory. */
export function anchorFile(settings: AnchorSettings, database: string): string {
  return path.join(settings.dir, `${database.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`);
}

async function databaseName(db: Queryable): Promise<string> {
  const res = await db.query<{ name: string }>("select current_database() as name");
  return res.rows[0]!.name;
}

/** The chain's last row (none for an empty log). */
async function chainHead(db: Queryable): Promise<{ seq: string; hash: string } | undefined> {
  const res = await db.query<{ seq: string; hash: string }>(
    "select seq::text as seq, hash from audit_log where seq is not null order by seq desc limit 1",
  );
  return res.rows[0];
}

export async function readAnchor(
  settings: AnchorSettings,
  database: string,
): Promise<AuditAnchor | undefined> {
  let text: string;
  try {
    text = await readFile(anchorFile(settings, database), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<AuditAnchor>;
  return {
    database: String(parsed.database ?? ""),
    seq: String(parsed.seq ?? ""),
    hash: String(parsed.hash ?? ""),
    anchoredAt: String(parsed.anchoredAt ?? ""),
    mac: String(parsed.mac ?? ""),
  };
}

/**
 * Compares the log with its anchor: the signature must hold, the chain must reach the anchored
 * sequence number, and the row there must still carry the anchored hash (the rows after it are
 * chained to it, which the full walk of verifyAuditChain checks).
 */
export async function checkAnchor(db: Queryable, settings: AnchorSettings): Promise<AnchorCheck> {
  const database = await databaseName(db);
  const anchor = await readAnchor(settings, database);
  if (!anchor) return {};
  if (anchor.database !== database || !/^\d+$/.test(anchor.seq) || !signatureHolds(settings.key, anchor)) {
    return { anchor, problem: "forged" };
  }
  const head = await chainHead(db);
  if (!head || BigInt(head.seq) < BigInt(anchor.seq)) return { anchor, problem: "truncated" };
  const at = await db.query<{ hash: string }>("select hash from audit_log where seq = $1", [anchor.seq]);
  if (at.rows[0]?.hash !== anchor.hash) return { anchor, problem: "replaced" };
  return { anchor };
}

/**
 * Moves the anchor to the chain's current end, after checking the chain still agrees with the
 * anchor in place: a log that no longer reaches it is never re-anchored (that would make a
 * truncation look whole), the problem is answered instead. The file is replaced whole (written
 * beside it, then renamed), so a reader never sees half of one.
 */
export async function advanceAnchor(
  db: Queryable,
  settings: AnchorSettings,
): Promise<{ anchor?: AuditAnchor; problem?: AnchorProblem }> {
  const check = await checkAnchor(db, settings);
  if (check.problem) return check;
  const head = await chainHead(db);
  if (!head) return check;
  if (check.anchor && BigInt(check.anchor.seq) >= BigInt(head.seq)) return check;
  const database = await databaseName(db);
  return { anchor: await writeAnchor(settings, database, head) };
}

/** Writes an anchor for `head` with no comparison: the first anchor, or one an operator resets after a restore. */
export async function writeAnchor(
  settings: AnchorSettings,
  database: string,
  head: { seq: string; hash: string },
): Promise<AuditAnchor> {
  const unsigned = { database, seq: head.seq, hash: head.hash, anchoredAt: new Date().toISOString() };
  const anchor: AuditAnchor = { ...unsigned, mac: macOf(settings.key, unsigned) };
  const file = anchorFile(settings, database);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(partial, `${JSON.stringify(anchor, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, file);
  return anchor;
}

/** Anchors the log's current end whatever the anchor in place says (`audit:verify --reanchor`). */
export async function resetAnchor(db: Queryable, settings: AnchorSettings): Promise<AuditAnchor | undefined> {
  const head = await chainHead(db);
  return head ? writeAnchor(settings, await databaseName(db), head) : undefined;
}
