import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./links-repository.js";

export type { LinkSignal } from "./links-repository.js";

/** A link between two accounts as a rule sees it: the signals they share, or staff's confirmation. */
export interface Link {
  memberId: number;
  signals: repo.LinkSignal[];
  confirmed: boolean;
}

const linkValue = (row: repo.LinkRow) => ({
  memberId: row.member_id,
  username: row.username,
  signals: row.signals,
  /** Whether rules treat the pair as linked: confirmed, or sharing a signal and not cleared. */
  linked: row.review_status === "confirmed" || (row.review_status !== "cleared" && row.signals.length > 0),
  review:
    row.review_status === null
      ? null
      : {
          status: row.review_status,
          staff: row.review_staff ?? "",
          note: row.review_note ?? "",
          reviewedAt: row.reviewed_at?.toISOString() ?? "",
        },
});

/**
 * Accounts linked by a device, an address, a payment account (a Pix payer's document) or a
 * withdrawal destination. Rules ask `linkedTo` (a referral between the inviter and the friend, a
 * bonus already paid to a linked account) and record what they refused with `refuse`, which
 * staff read on the player's page beside the links and their review (confirm or clear, audited).
 */
export class AccountLinks {
  constructor(private readonly ctx: Pick<AppContext, "pool">) {}

  /** The accounts rules treat as linked to this one: confirmed by staff, or sharing a signal not cleared. */
  async linkedTo(memberId: number, db: Queryable = this.ctx.pool): Promise<Map<number, Link>> {
    const links = new Map<number, Link>();
    for (const row of await repo.linksOf(db, memberId)) {
      const value = linkValue(row);
      if (value.linked) {
        links.set(Number(row.member_id), {
          memberId: Number(row.member_id),
          signals: row.signals,
          confirmed: row.review_status === "confirmed",
        });
      }
    }
    return links;
  }

  /** The link between two accounts, if rules treat them as linked. */
  async between(a: number, b: number, db: Queryable = this.ctx.pool): Promise<Link | undefined> {
    return (await this.linkedTo(a, db)).get(b);
  }

  /** Keeps why a referral or a bonus was refused, for staff. */
  refuse(
    db: Queryable,
    input: {
      memberId: number;
      link: Link;
      merchantCode: string;
      kind: "referral" | "bonus";
      reference: string;
    },
  ): Promise<void> {
    return repo.insertRefusal(db, {
      memberId: input.memberId,
      relatedMemberId: input.link.memberId,
      merchantCode: input.merchantCode,
      kind: input.kind,
      reference: input.reference,
      signals: input.link.confirmed ? [...input.link.signals, "confirmed"] : input.link.signals,
    });
  }

  /** The back office's panel: every account sharing a signal (or confirmed), and the refusals. */
  async panel(memberId: number) {
    const [links, refusals] = await Promise.all([
      repo.linksOf(this.ctx.pool, memberId),
      repo.refusalsOf(this.ctx.pool, memberId),
    ]);
    return {
      links: links.map(linkValue),
      refusals: refusals.map((r) => ({
        id: r.id,
        kind: r.kind,
        reference: r.reference,
        refusedMemberId: r.member_id,
        relatedMemberId: r.related_member_id,
        relatedUsername: r.related_username,
        signals: r.signals,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  /** Staff confirm or clear the link between two accounts of one brand; audited with before and after. */
  async review(
    staff: string,
    ip: string,
    memberId: number,
    otherId: number,
    input: { status: "confirmed" | "cleared"; note: string },
  ) {
    if (memberId === otherId) throw new AppError("operator.member.not.found", {}, { field: "otherId" });
    await withTransaction(this.ctx.pool, async (tx) => {
      const { rows } = await tx.query<{ id: string; merchant_code: string }>(
        "select id::text, merchant_code from members where id = any($1) for update",
        [[memberId, otherId]],
      );
      if (rows.length !== 2 || rows[0]!.merchant_code !== rows[1]!.merchant_code) {
        throw new AppError("operator.member.not.found");
      }
      const before = (await repo.linksOf(tx, memberId)).find((r) => Number(r.member_id) === otherId);
      await repo.saveReview(
        tx,
        { a: memberId, b: otherId },
        { status: input.status, staff, note: input.note },
      );
      const after = (await repo.linksOf(tx, memberId)).find((r) => Number(r.member_id) === otherId);
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "player.link.review",
        merchantCode: rows[0]!.merchant_code,
        ip,
        detail: {
          memberId: String(memberId),
          otherId: String(otherId),
          status: input.status,
          note: input.note,
        },
        before: before ? linkValue(before) : null,
        after: after ? linkValue(after) : null,
      });
    });
    return this.panel(memberId);
  }
}
