import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webPublic = path.resolve(serverSrc, "../../web/public");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|sql)$/.test(name) && !name.endsWith(".test.ts") ? [file] : [];
  });
}

describe("images the server seeds", () => {
  it("every /images/ address written by a migration or a seed ships with the site", () => {
    const addresses = new Set<string>();
    for (const file of sources(serverSrc)) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /["'](\/images\/[\w/.-]+\.(?:svg|png|webp|jpg))["']/g,
      )) {
        addresses.add(match[1] as string);
      }
    }
    expect(addresses.size).toBeGreaterThan(10);
    const missing = [...addresses].filter((address) => !existsSync(path.join(webPublic, address)));
    expect(missing).toEqual([]);
  });
});
