import type { Queryable } from "../../platform/db.js";

export async function findBrandConfig(db: Queryable, merchantCode: string): Promise<unknown | undefined> {
  const result = await db.query<{ config: unknown }>("select config from brands where merchant_code = $1", [
    merchantCode,
  ]);
  return result.rows[0]?.config;
}

export async function insertBrandIfAbsent(
  db: Queryable,
  merchantCode: string,
  config: unknown,
): Promise<boolean> {
  const result = await db.query(
    "insert into brands (merchant_code, config) values ($1, $2) on conflict (merchant_code) do nothing",
    [merchantCode, config],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function lockBrandConfig(db: Queryable, merchantCode: string): Promise<unknown | undefined> {
  const result = await db.query<{ config: unknown }>(
    "select config from brands where merchant_code = $1 for update",
    [merchantCode],
  );
  return result.rows[0]?.config;
}

export async function updateBrandConfig(db: Queryable, merchantCode: string, config: unknown): Promise<void> {
  await db.query("update brands set config = $2, updated_at = now() where merchant_code = $1", [
    merchantCode,
    config,
  ]);
}

export async function listMerchantCodes(db: Queryable): Promise<string[]> {
  const result = await db.query<{ merchant_code: string }>("select merchant_code from brands order by 1");
  return result.rows.map((row) => row.merchant_code);
}
