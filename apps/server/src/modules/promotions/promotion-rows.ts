import {
  type Eligibility,
  Eligibility as EligibilitySchema,
  type PromotionKind,
  PromotionTerms,
} from "@jogada/contracts";
import type { DatabaseError } from "pg";
import { drawOf as drawRow } from "./raffle-repository.js";
import type * as repo from "./repository.js";

/** A promotion's stored row read as its contract shapes, and what a player without a participation sees. */

export function termsOf(row: { terms: unknown }): PromotionTerms {
  return PromotionTerms.parse(row.terms);
}

export function eligibilityOf(row: repo.PromotionRow): Eligibility {
  return EligibilitySchema.parse(row.eligibility);
}

export function window(row: repo.PromotionRow) {
  return { status: row.status, startsAt: row.starts_at, endsAt: row.ends_at };
}

export async function drawOf(
  db: Parameters<typeof drawRow>[0],
  promotionId: number,
): Promise<number | undefined> {
  const draw = await drawRow(db, promotionId);
  return draw ? Number(draw.id) : undefined;
}

/** What a player with no participation row sees while the promotion is open. */
export function noRowState(
  kind: PromotionKind,
  terms: PromotionTerms,
  member: { registeredAt: Date } | null,
  startsAt: Date,
) {
  switch (kind) {
    case "cashback":
    case "rebate":
      return "process" as const;
    case "registration":
      if (!member) return "join" as const;
      return member.registeredAt.getTime() >= startsAt.getTime() ? ("claim" as const) : ("close" as const);
    case "free_credits":
      return member ? ("claim" as const) : ("join" as const);
    case "manual":
      return terms.kind === "manual" && terms.needsApproval ? ("claim" as const) : ("close" as const);
    default:
      return "join" as const;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as DatabaseError)?.code === "23505";
}
