import { writeAudit } from "../../platform/audit-log.js";
import type { Pool, Queryable, Tx } from "../../platform/db.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./change-requests-repository.js";

export type { ChangeKind, ChangeRequestRow } from "./change-requests-repository.js";

/** Carries out an approved request inside the approval's transaction. */
export type ChangeApplier = (tx: Tx, request: repo.ChangeRequestRow, checker: string) => Promise<unknown>;

export const changeRequestValue = (row: repo.ChangeRequestRow) => ({
  id: row.id,
  kind: row.kind,
  merchantCode: row.merchant_code,
  target: row.target,
  change: row.change,
  status: row.status,
  maker: row.maker,
  checker: row.checker,
  rejectReason: row.reject_reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/**
 * Changes to the back office's own safeguards (a four-eyes amount, a role, a new or re-enabled
 * staff account): the one who asks never makes them alone. A request waits until a different
 * administrator approves it (then its kind's applier runs in the same transaction) or someone
 * rejects it; every step is audited.
 */
export class ChangeRequests {
  private readonly appliers = new Map<repo.ChangeKind, ChangeApplier>();

  constructor(private readonly pool: Pool) {}

  on(kind: repo.ChangeKind, applier: ChangeApplier): void {
    this.appliers.set(kind, applier);
  }

  /** Files a request inside the caller's transaction; 409 when one is already pending for the same thing. */
  async ask(
    tx: Queryable,
    maker: string,
    ip: string,
    input: { kind: repo.ChangeKind; merchantCode?: string; target?: string; change: Record<string, unknown> },
  ) {
    const row = await repo.insertRequest(tx, {
      kind: input.kind,
      merchantCode: input.merchantCode ?? null,
      target: input.target ?? null,
      change: input.change,
      maker,
    });
    if (!row) throw new AppError("operator.change.pending");
    const value = changeRequestValue(row);
    await writeAudit(tx, {
      actor: `operator:${maker}`,
      action: "change.request",
      merchantCode: row.merchant_code,
      ip,
      detail: { id: row.id, kind: row.kind, target: row.target },
      before: null,
      after: value,
    });
    return value;
  }

  async pending(db: Queryable, kind: repo.ChangeKind, key: { merchantCode?: string; target?: string }) {
    const row = await repo.pendingFor(db, kind, key);
    return row ? changeRequestValue(row) : null;
  }

  async pendingForStaff(db: Queryable, username: string) {
    const row = await repo.pendingForStaff(db, username);
    return row ? changeRequestValue(row) : null;
  }

  async list(status: string | undefined, page: number, size: number) {
    const { rows, total } = await repo.listRequests(this.pool, status, page, size);
    return { list: rows.map(changeRequestValue), total, totalPages: Math.ceil(total / size), page };
  }

  async decide(
    checker: string,
    ip: string,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    return withTransaction(this.pool, async (tx) => {
      const row = await repo.lockRequest(tx, id);
      if (!row) throw new AppError("operator.change.not.found");
      if (row.status !== "pending") throw new AppError("operator.change.decided");
      if (decision.approve && row.maker === checker) throw new AppError("operator.change.maker");
      const before = changeRequestValue(row);
      if (decision.approve) {
        const apply = this.appliers.get(row.kind);
        if (!apply) throw new Error(`no applier for change kind ${row.kind}`);
        await apply(tx, row, checker);
      }
      const decided = await repo.decideRequest(tx, id, {
        status: decision.approve ? "approved" : "rejected",
        checker,
        reason: decision.approve ? null : decision.reason,
      });
      const after = changeRequestValue(decided);
      await writeAudit(tx, {
        actor: `operator:${checker}`,
        action: decision.approve ? "change.approve" : "change.reject",
        merchantCode: row.merchant_code,
        ip,
        detail: { id: row.id, kind: row.kind, target: row.target, maker: row.maker },
        before,
        after,
      });
      return after;
    });
  }
}
