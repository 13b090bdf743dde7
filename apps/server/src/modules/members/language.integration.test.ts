import { errorMessage } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";

/** The request's language and the one kept on the account. */
describe("languages", () => {
  let t: TestApp;
  let brands: BrandService;

  beforeAll(async () => {
    t = await createTestApp();
    brands = new BrandService(t.pool, "jogada");
  });

  afterAll(async () => {
    await t.close();
  });

  /** An error every visitor can cause: the member info without a session. */
  const refusal = (language?: string) =>
    t.app.inject({ url: "/wps/member/info", headers: language === undefined ? {} : { language } });

  it("answers in the Language header's language; an unknown code is the brand's default, never an error", async () => {
    expect((await refusal("EN")).json().message).toBe(errorMessage("login.not.session", "EN"));
    expect((await refusal("en-GB")).json().message).toBe(errorMessage("login.not.session", "EN"));
    for (const odd of ["KL", "<script>", "", "pt-BR-x-very-long-tag"]) {
      const res = await refusal(odd);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(errorMessage("login.not.session", "PT"));
    }
  });

  it("answers a language the brand has turned off in its default", async () => {
    await brands.update("jogada", "test", "languages", (config) => ({
      ...config,
      supportedLanguages: ["PT"],
    }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      expect((await refusal("EN")).json().message).toBe(errorMessage("login.not.session", "PT"));
    } finally {
      await brands.update("jogada", "test", "languages", (config) => ({
        ...config,
        supportedLanguages: ["PT", "EN"],
      }));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  it("keeps the player's choice on the account, and refuses a code that is no language", async () => {
    // Registered while reading Portuguese: the account keeps the language it registered in.
    const p = await registerPlayer(t, {}, { headers: { language: "PT" } });
    const info = () => t.app.inject({ url: "/wps/member/info", headers: { authorization: p.token } });
    expect((await info()).json().value.language).toBe("PT");

    const set = (language: string) =>
      t.app.inject({
        method: "PUT",
        url: "/wps/member/language",
        headers: { authorization: p.token, language: "EN" },
        payload: { language },
      });
    const chosen = await set("EN");
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().value).toEqual({ language: "EN" });
    expect((await info()).json().value.language).toBe("EN");

    const bad = await set("KL");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("request.invalid");
    expect(bad.json().message).toContain(errorMessage("request.invalid", "EN").slice(0, 10));
    expect((await info()).json().value.language).toBe("EN");
  });
});
