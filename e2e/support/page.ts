import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const PHONE = { width: 390, height: 844 };

/** A private address per journey, so the per-IP login and SMS counters of one never touch another. */
export function privateIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${(b[2]! % 250) + 1}`;
}

/**
 * Closes a modal that may open by itself (the popup announcement shows once per browser session
 * and again after sign-out clears it), waiting a moment for it to appear.
 */
export async function closeModalIfShown(page: Page, testId = "notice-modal", timeout = 4000): Promise<void> {
  const modal = page.getByTestId(testId);
  if (
    await modal.waitFor({ timeout }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press("Escape");
    await expect.poll(() => modal.count()).toBe(0);
  }
}

/** Set SCREENSHOTS=<dir> to keep pictures of the journeys' pages for a design review. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
