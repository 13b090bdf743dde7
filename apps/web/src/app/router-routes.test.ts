import { readFileSync } from "node:fs";
import { WEB_ROUTES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";

describe("the site's routes", () => {
  it("are the paths the server declares (WEB_ROUTES), which the layout journeys open", () => {
    const source = readFileSync(new URL("./router.tsx", import.meta.url), "utf8");
    const paths = [...source.matchAll(/path: "([^"]+)"/g)]
      .map((match) => match[1])
      .filter((p) => p !== "*" && !p?.startsWith("/backoffice")); // the staff console is not a player page
    expect([...new Set(paths)].sort()).toEqual([...WEB_ROUTES].sort());
  });
});
