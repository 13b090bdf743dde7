import type { RgExclusion, RgSelfExclusionPeriod } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { exclusionOf, identitiesOf } from "./guard.js";
import * as repo from "./repository.js";

/** Time-outs, self-exclusions and closures: how long each lasts, and starting one. */

export const SELF_EXCLUSION_MONTHS: Record<Exclude<RgSelfExclusionPeriod, "permanent">, number> = {
  "6m": 6,
  "1y": 12,
  "5y": 60,
};

export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Starts a time-out, self-exclusion or closure. One in force is never shortened; a self-exclusion
 * also keeps the player's email, phone and document (hashed) so they cannot register again.
 */
export async function exclude(
  ctx: Pick<AppContext, "pool" | "members">,
  memberId: number,
  merchant: string,
  kind: RgExclusion["kind"],
  untilOf: (now: Date) => Date | null,
  note?: string,
): Promise<RgExclusion> {
  const member = await ctx.members.byId(memberId);
  return withTransaction(ctx.pool, async (tx) => {
    const row = await repo.lockPlayer(tx, memberId, merchant);
    const until = untilOf(row.now);
    const current = exclusionOf(row, row.now);
    if (current && kind !== "closed") {
      const currentEnd = current.until ? Date.parse(current.until) : Number.POSITIVE_INFINITY;
      const nextEnd = until ? until.getTime() : Number.POSITIVE_INFINITY;
      if (nextEnd <= currentEnd) {
        throw new AppError("rg.exclusion.shorter", {
          until: current.until ? current.until.slice(0, 16).replace("T", " ") : "∞",
        });
      }
    }
    await repo.setExclusion(tx, memberId, kind, until);
    const action = kind === "closed" ? "closure" : kind;
    await repo.addHistory(tx, memberId, { action, by: "player", until, note: note ?? null });
    if (kind === "self-exclusion" && member) {
      const identities = identitiesOf({
        email: member.email,
        mobile: member.mobile,
        dialCode: member.country_dialing_code,
        idNumber: member.profile?.idNumber ?? null,
      });
      await repo.addExcludedIdentities(tx, merchant, memberId, identities, until);
    }
    return { kind, startedAt: row.now.toISOString(), until: until?.toISOString() ?? null };
  });
}
