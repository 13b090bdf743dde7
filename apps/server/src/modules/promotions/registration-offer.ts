import type { Queryable } from "../../platform/db.js";
import { termsOf } from "./promotion-rows.js";
import * as repo from "./repository.js";

/**
 * The registration bonus a new player of the brand would receive now (the register title
 * promises it), as a wire amount; null when the brand runs none.
 */
export async function registrationBonusOffer(db: Queryable, merchant: string): Promise<string | null> {
  const { rows } = await repo.visiblePromotions(db, merchant, 1, 100);
  const now = Date.now();
  for (const row of rows) {
    if (row.kind !== "registration" || row.status !== "active") continue;
    if (row.starts_at.getTime() > now || (row.ends_at && row.ends_at.getTime() <= now)) continue;
    const terms = termsOf(row);
    if (terms.kind === "registration") return terms.amount;
  }
  return null;
}
