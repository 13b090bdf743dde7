import type { RgExclusionKind } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { Queryable } from "../../platform/db.js";

/**
 * The time-out, self-exclusion or closure in force now for each of these players of a brand
 * (absent: none), asked of responsible gaming inside the paying transaction: a perk is never paid
 * to a player who may not gamble. One query for the brand's excluded players, then one per hit.
 */
export async function exclusionsOf(
  rg: AppContext["responsibleGaming"],
  db: Queryable,
  merchant: string,
  memberIds: Iterable<number>,
): Promise<Map<number, RgExclusionKind>> {
  const wanted = new Set(memberIds);
  const kinds = new Map<number, RgExclusionKind>();
  if (wanted.size === 0) return kinds;
  for (const id of await rg.excludedMemberIds(merchant, db)) {
    const memberId = Number(id);
    if (!wanted.has(memberId)) continue;
    const exclusion = await rg.exclusion(memberId, db);
    if (exclusion) kinds.set(memberId, exclusion.kind);
  }
  return kinds;
}
