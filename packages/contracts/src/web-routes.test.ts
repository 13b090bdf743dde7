import { describe, expect, it } from "vitest";
import { routeDocumentName, WEB_ROUTES } from "./web-routes.js";

describe("a route's document name", () => {
  it("is a plain file name, and no two routes share one", () => {
    const names = WEB_ROUTES.map(routeDocumentName);
    expect(new Set(names).size).toBe(WEB_ROUTES.length);
    for (const name of names) expect(name).toMatch(/^_[A-Za-z0-9._-]*$/);
    expect(routeDocumentName("/")).toBe("_root");
    expect(routeDocumentName("/lottery/results")).toBe("_lottery_results");
  });
});
