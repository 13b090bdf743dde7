import { ContentService } from "../../modules/content/service.js";
import type { Pool } from "../../platform/db.js";
import { demoAnnouncements } from "./announcements.js";
import { demoHelpCentre } from "./help-centre.js";

/** Seeds the demo announcements and help centre; rows already seeded are left untouched. */
export async function seedContent(pool: Pool, merchantCode: string): Promise<void> {
  const content = new ContentService(pool);
  for (const announcement of demoAnnouncements())
    await content.createAnnouncement(merchantCode, announcement);
  for (const [index, entry] of demoHelpCentre.entries())
    await content.createHelpEntry(merchantCode, entry, index);
}
