import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

describe("site info", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("answers status 0 with the brand configuration and the encryption key", async () => {
    const res = await t.app.inject({ url: "/wps/system/status?url=localhost" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value.status).toBe(0);
    expect(body.value.info.merchantCode).toBe("jogada");
    expect(body.value.info.whitelabel.length).toBeGreaterThan(10);
    expect(body.value.encryptionKey.crv).toBe("P-256");
  });

  it("reports a blocked country as region restricted and refuses other calls with 403", async () => {
    const res = await t.app.inject({ url: "/wps/system/status", headers: { "x-forwarded-for": "8.8.8.8" } });
    expect(res.json().value).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { country: "US" },
    });
  });

  it("answers unknown API paths with the envelope in the request's language", async () => {
    const res = await t.app.inject({ url: "/wps/nothing/here", headers: { language: "EN" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: "route.not.found",
      message: "Address not found.",
    });
  });
});
