import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface LayoutProblem {
  kind: "document-wider" | "control-outside";
  detail: string;
}

/**
 * What sticks out of the viewport: the document scrolling sideways, or a visible control (link,
 * button, field) reaching past an edge without a box of its own that scrolls or clips it inside
 * the screen (a ScrollRow's chips out of sight are fine: the row scrolls).
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { kind: "document-wider" | "control-outside"; detail: string }[] = [];
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + 1)
      problems.push({ kind: "document-wider", detail: `${scrollWidth} > ${width}` });
    const describe = (el: Element) => {
      const id = el.getAttribute("data-testid");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ""} "${text}"`;
    };
    const containedInside = (el: Element): boolean => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible") continue;
        const box = parent.getBoundingClientRect();
        // A box that scrolls or clips its content, itself inside the screen, keeps the control in.
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem]",
    );
    for (const el of Array.from(controls)) {
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (containedInside(el)) continue;
      problems.push({
        kind: "control-outside",
        detail: `${describe(el)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`,
      });
    }
    return problems;
  });
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core on the page as it is now; only the critical and serious violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    // label-content-name-mismatch is experimental in axe (off by default); a tester runs it, so do we.
    const result = await axe.run(document, {
      resultTypes: ["violations"],
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    return result.violations
      .filter((v) => v.impact === "critical" || v.impact === "serious")
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? "",
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`.trim()),
      }));
  });
}

/** Waits until the page has settled: no loading indicator for a moment, fonts and images in. */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = await page
      .evaluate(() => document.querySelectorAll(".animate-spin").length > 0)
      .catch(() => true);
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince > 400) break;
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
}
