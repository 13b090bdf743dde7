import type { Queryable } from "../../platform/db.js";

// Loyalty settings per brand.

export async function loadSettings(db: Queryable, merchant: string): Promise<unknown | undefined> {
  const { rows } = await db.query<{ settings: unknown }>(
    "select settings from loyalty_settings where merchant_code = $1",
    [merchant],
  );
  return rows[0]?.settings;
}

export async function saveSettings(db: Queryable, merchant: string, settings: unknown): Promise<void> {
  await db.query(
    `insert into loyalty_settings (merchant_code, settings) values ($1, $2)
     on conflict (merchant_code) do update set settings = excluded.settings, updated_at = now()`,
    [merchant, JSON.stringify(settings)],
  );
}
