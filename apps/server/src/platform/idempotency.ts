import { createHash } from "node:crypto";
import { IdempotencyKey } from "@jogada/contracts";
import type { FastifyRequest } from "fastify";
import { type Pool, type Tx, withTransaction } from "./db.js";
import { AppError } from "./errors.js";

/** Stable JSON: object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of a request body stored beside its key (for statements that claim keys themselves). */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}

/** The `Idempotency-Key` header of a money call: a UUID, required. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers["idempotency-key"];
  if (raw === undefined) throw new AppError("idempotency.key.required");
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success)
    throw new AppError("request.invalid", { field: "Idempotency-Key" }, { field: "Idempotency-Key" });
  return parsed.data.toLowerCase();
}

/**
 * Runs `work` once per (scope, key): inside one transaction that first claims the key (a
 * concurrent duplicate waits on it), then stores the result with the money it moved. A repeat
 * with the same body gets the stored result; with another body `idempotency.key.reused` (409).
 * A refusal (any thrown error) stores nothing, so the same key may be tried again.
 */
export async function idempotent<T>(
  pool: Pool,
  claim: { scope: string; key: string; body: unknown },
  work: (tx: Tx) => Promise<T>,
  attempt = 0,
): Promise<{ result: T; replayed: boolean }> {
  const hash = requestHash(claim.body);
  const stored = await pool.query<{ request_hash: string; response: T }>(
    "select request_hash, response from idempotency_keys where scope = $1 and key = $2",
    [claim.scope, claim.key],
  );
  const known = stored.rows[0];
  if (known) {
    if (known.request_hash !== hash) throw new AppError("idempotency.key.reused");
    return { result: known.response, replayed: true };
  }
  try {
    const result = await withTransaction(pool, async (tx) => {
      const value = await work(tx);
      await tx.query(
        "insert into idempotency_keys (scope, key, request_hash, response) values ($1, $2, $3, $4)",
        [claim.scope, claim.key, hash, JSON.stringify(value)],
      );
      return value;
    });
    return { result, replayed: false };
  } catch (error) {
    // A concurrent request with the same key won the race (on the key, or on the ledger
    // reference derived from it): answer with its result.
    const constraint = (error as { constraint?: string }).constraint;
    if (
      attempt === 0 &&
      (constraint === "idempotency_keys_pkey" || constraint === "ledger_transfers_reference_key")
    ) {
      return idempotent(pool, claim, work, attempt + 1);
    }
    throw error;
  }
}
