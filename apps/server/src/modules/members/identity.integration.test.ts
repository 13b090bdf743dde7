import type { IdentitySettings } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEncrypted, registerPlayer, solveBotCheck } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  watcher = (await registerPlayer(t)).token;
});
afterAll(async () => {
  await t.close();
});

/** A registration body as the site sends it, with a fresh username. */
async function body(extra: Record<string, unknown> = {}) {
  const username = `id${Math.random().toString(36).slice(2, 10)}`;
  return {
    username,
    password: "Secret123",
    confirmPassword: "Secret123",
    altcha: await solveBotCheck(t),
    ...extra,
  };
}

const register = async (extra: Record<string, unknown>, language = "EN") =>
  callEncrypted(t, "PUT", "/wps/member/register", await body(extra), { headers: { language } });

const call = (
  method: "GET" | "PUT" | "POST",
  url: string,
  token: string,
  payload?: object,
  language = "EN",
) =>
  t.app.inject({ method, url, headers: { authorization: token, language }, ...(payload ? { payload } : {}) });

let watcher: string;

/**
 * Changes the brand's identity settings as the brand tool does, then waits until the running
 * server answers with them (its cache drops on the change's notification).
 */
async function setIdentity(change: Partial<IdentitySettings>) {
  await new BrandService(t.pool, "jogada").update("jogada", "test", "identity", (config) => ({
    ...config,
    identity: { ...config.identity, ...change },
  }));
  const current = (await new BrandService(t.pool, "jogada").get("jogada"))!.config.identity.termsVersion;
  await expect
    .poll(async () => (await call("GET", "/wps/member/terms", watcher)).json().value.current)
    .toBe(current);
}

describe("registration: age and terms, national id", () => {
  it("refuses a registration without the age and terms declaration, naming the field in the user's language", async () => {
    const missing = await register({}, "PT");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: "register.terms.required",
      field: "acceptTerms",
      message: "Confirme que é maior de idade e que aceita os termos e condições.",
    });
    const refused = await register({ acceptTerms: false }, "EN");
    expect(refused.json()).toMatchObject({
      errorCode: "register.terms.required",
      message: "Confirm that you are of age and accept the terms and conditions.",
    });
    const stale = await register({ acceptTerms: true, termsVersion: "2020-01-01" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: "terms.version.stale", field: "termsVersion" });
    const count = await t.pool.query("select count(*)::int as n from members where username like 'id%'");
    expect(count.rows[0].n).toBe(0);
  });

  it("refuses a CPF with a wrong check digit, naming the field, in PT and EN; a right one is kept", async () => {
    const pt = await register({ acceptTerms: true, idNumber: "529.982.247-26" }, "PT");
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({
      errorCode: "identity.id.invalid",
      field: "idNumber",
      message: "CPF inválido: confira os números digitados.",
    });
    const en = await register({ acceptTerms: true, idNumber: "111.111.111-11" }, "EN");
    expect(en.json()).toMatchObject({
      field: "idNumber",
      message: "Invalid CPF: check the digits you typed.",
    });

    const ok = await register({ acceptTerms: true, idNumber: "529.982.247-25", fullName: "Maria da Silva" });
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().value.token as string;
    const profile = (await call("GET", "/wps/member/profile", token)).json().value;
    expect(profile).toMatchObject({ idNumber: "52998224725", fullName: "Maria da Silva" });
    const info = (await call("GET", "/wps/member/info", token)).json().value;
    expect(info).toMatchObject({ termsVersion: "2026-12-01", termsToAccept: false });
  });

  it("checks the national id against the brand's pattern outside Brazil", async () => {
    await setIdentity({ country: "PT", idNumberPattern: "^\\d{8}[A-Z]{2}\\d$", termsVersion: "pt-rules" });
    try {
      const bad = await register({ acceptTerms: true, idNumber: "52998224725" }, "EN");
      expect(bad.json()).toMatchObject({
        errorCode: "identity.id.invalid",
        message: "Invalid National ID number: check the digits you typed.",
      });
      expect((await register({ acceptTerms: true, idNumber: "12345678ZZ4" })).statusCode).toBe(200);
    } finally {
      await setIdentity({ country: "BR", termsVersion: "2026-12-01" });
    }
  });
});

describe("terms asked again when they change", () => {
  it("marks the account until it accepts the version in force", async () => {
    const p = await registerPlayer(t);
    expect((await call("GET", "/wps/member/info", p.token)).json().value.termsToAccept).toBe(false);
    await setIdentity({ termsVersion: "2027-01-01" });
    try {
      expect((await call("GET", "/wps/member/info", p.token)).json().value.termsToAccept).toBe(true);
      const old = await call("POST", "/wps/member/terms", p.token, { version: "2026-12-01", accept: true });
      expect(old.json().errorCode).toBe("terms.version.stale");
      const accepted = await call("POST", "/wps/member/terms", p.token, {
        version: "2027-01-01",
        accept: true,
      });
      expect(accepted.json().value).toMatchObject({ current: "2027-01-01", accepted: "2027-01-01" });
      expect((await call("GET", "/wps/member/info", p.token)).json().value.termsToAccept).toBe(false);
    } finally {
      await setIdentity({ termsVersion: "2026-12-01" });
    }
  });
});

describe("profile", () => {
  it("keeps nationality, occupation, source of income and Zalo; adding Zalo offers its reward once", async () => {
    const p = await registerPlayer(t);
    const bad = await call("PUT", "/wps/member/profile", p.token, { zalo: "12" }, "PT");
    expect(bad.json()).toMatchObject({ errorCode: "field.invalid", field: "zalo" });
    const saved = await call("PUT", "/wps/member/profile", p.token, {
      nationality: "VN",
      occupation: "Engenheira",
      sourceOfIncome: "salary",
      zalo: "0912 345 678",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({
      nationality: "VN",
      occupation: "Engenheira",
      sourceOfIncome: "salary",
      zalo: "0912345678",
      zaloReward: { amount: "5.00", given: true },
    });
    const centre = async () =>
      (await call("GET", "/wps/relay/MCS2_getRewardCenter", p.token))
        .json()
        .value.list.filter((r: { source: string }) => r.source === "profile");
    expect(await centre()).toEqual([expect.objectContaining({ amount: "5.00", action: "claim" })]);
    await call("PUT", "/wps/member/profile", p.token, { zalo: "0987654321" });
    expect(await centre()).toHaveLength(1);
    const [reward] = await centre();
    const claimed = await call("POST", "/wps/relay/MCS2_claimLoyaltyReward", p.token, {
      source: "profile",
      sourceId: reward.sourceId,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);

    // A CPF set once changes only through staff.
    await call("PUT", "/wps/member/profile", p.token, { idNumber: "529.982.247-25" });
    const again = await call("PUT", "/wps/member/profile", p.token, { idNumber: "390.533.447-05" });
    expect(again.json()).toMatchObject({ errorCode: "identity.id.locked", field: "idNumber" });
  });
});
