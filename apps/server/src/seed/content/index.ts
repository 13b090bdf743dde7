import { ContentService } from "../../modules/content/service.js";
import type { Pool } from "../../platform/db.js";
import { demoAnnouncements } from "./announcements.js";
import { demoHelpCentre } from "./help-centre.js";

/**
 * Seeds the demo announcements and help centre; rows already seeded are left untouched. The
 * demo promotions are seeded first, so the welcome popup can link to its promotion's page.
 */
export async function seedContent(pool: Pool, merchantCode: string): Promise<void> {
  const content = new ContentService(pool);
  const { rows } = await pool.query<{ id: string }>(
    "select id from promotions where merchant_code = $1 and seed_key = 'promotion-first-deposit'",
    [merchantCode],
  );
  const firstDeposit = rows[0] ? Number(rows[0].id) : undefined;
  for (const announcement of demoAnnouncements(Date.now(), { firstDeposit }))
    await content.createAnnouncement(merchantCode, announcement);
  for (const [index, entry] of demoHelpCentre.entries())
    await content.createHelpEntry(merchantCode, entry, index);
}
