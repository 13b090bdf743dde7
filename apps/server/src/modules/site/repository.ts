import type { Queryable } from "../../platform/db.js";

export async function listDomainRoutes(db: Queryable, merchantCode: string) {
  const result = await db.query<{ domain: string; speed: number }>(
    "select domain, speed from domain_routes where merchant_code = $1 order by speed, sort_order, domain",
    [merchantCode],
  );
  return result.rows;
}
