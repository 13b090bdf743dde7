import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t, "odds.editor", "risk");
});
afterAll(async () => {
  await t.close();
});

describe("odds table guard", () => {
  it("names the refused entry as the field, so the console puts the refusal on it", async () => {
    const odds = await t.app.inject({
      method: "GET",
      url: "/ops/lottery/odds",
      headers: { authorization: token },
    });
    const table = odds.json().value.tables.find((x: { game: string }) => x.game === "thai");
    const body: Record<string, string> = Object.fromEntries(
      table.entries.map((e: { key: string; odds: string }) => [e.key, e.odds]),
    );
    const key = table.entries[0].key as string;
    const refused = await t.app.inject({
      method: "PUT",
      url: "/ops/lottery/odds/thai",
      headers: { authorization: token, language: "EN" },
      payload: { odds: { ...body, [key]: "999999" } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: "lottery.odds.rtp", field: `odds.${key}` });
  });
});
