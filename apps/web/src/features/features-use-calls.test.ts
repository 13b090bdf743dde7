import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Features reach the API only through the call definitions (`call`, `useCallQuery`,
 * `useCallMutation`): a path written by hand, a raw fetch or a reply type typed inline would
 * drift from the server without any check noticing.
 */
const FORBIDDEN: [RegExp, string][] = [
  [/["'`]\/(wps|lgw|lotto|api|ops)\//, "an API path literal (use the call's definition)"],
  [/\bfetch\(/, "a raw fetch (use call())"],
  [/\bapi</, "the bare transport with an inline reply type (use call())"],
  [
    /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*["'][./]*shared\/api\/client["']/,
    "the bare transport (use shared/api/call or hooks)",
  ],
];

describe("site features", () => {
  it("call the API only through the call definitions", () => {
    const found: string[] = [];
    for (const file of sources(FEATURES)) {
      const text = readFileSync(file, "utf8");
      for (const [pattern, what] of FORBIDDEN) {
        const match = pattern.exec(text);
        if (!match) continue;
        const line = text.slice(0, match.index).split("\n").length;
        found.push(`${path.relative(FEATURES, file)}:${line}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });
});
