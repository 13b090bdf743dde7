import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEncrypted, randomIp, registerPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * Free play and forgot-password check their input as SPEC §5 and §7 say: each refusal is a 400
 * naming the field, in the request's language, and nothing is created.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function trialAccounts(): Promise<number> {
  const { rows } = await t.pool.query<{ n: string }>("select count(*) as n from members where type = 4");
  return Number(rows[0]!.n);
}

function refusal(res: { statusCode: number; json(): unknown }) {
  const body = res.json() as { errorCode?: string; field?: string; message?: string };
  return { status: res.statusCode, errorCode: body.errorCode, field: body.field, message: body.message };
}

describe("free play", () => {
  const freePlay = (
    body: unknown,
    headers: Record<string, string> = { "gateway-version": "3" },
    language = "EN",
  ) => callEncrypted(t, "POST", "/wps/session/login/freeplay", body, { headers: { ...headers, language } });

  it("opens a trial account from the SPEC's payload", async () => {
    const res = await freePlay({ os: "Linux x86_64", platform: "W" });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.customerType).toBe(4);
  });

  it("refuses each wrong input by name, in the request's language, creating nothing", async () => {
    const before = await trialAccounts();
    expect(refusal(await freePlay({ platform: "W" }))).toMatchObject({
      status: 400,
      errorCode: "request.invalid",
      field: "os",
      message: "Invalid request: check the field os.",
    });
    expect(refusal(await freePlay({ os: "<script>", platform: "W" }))).toMatchObject({
      status: 400,
      field: "os",
    });
    expect(refusal(await freePlay({ os: "x".repeat(33), platform: "W" }))).toMatchObject({ field: "os" });
    expect(refusal(await freePlay({ os: "MacIntel", platform: "X" }))).toMatchObject({
      status: 400,
      field: "platform",
    });
    expect(refusal(await freePlay({ os: "MacIntel" }))).toMatchObject({ status: 400, field: "platform" });
    expect(refusal(await freePlay({ os: "MacIntel", platform: "W" }, {}, "PT"))).toEqual({
      status: 400,
      errorCode: "request.header.invalid",
      field: "Gateway-Version",
      message: "O cabeçalho Gateway-Version está ausente ou incorreto: envie 3.",
    });
    expect(
      refusal(await freePlay({ os: "MacIntel", platform: "W" }, { "gateway-version": "2" })),
    ).toMatchObject({ status: 400, errorCode: "request.header.invalid", field: "Gateway-Version" });
    const plain = await t.app.inject({
      method: "POST",
      url: "/wps/session/login/freeplay",
      headers: { "gateway-version": "3", language: "EN" },
      payload: { os: "MacIntel", platform: "W" },
      remoteAddress: randomIp(),
    });
    expect(refusal(plain)).toEqual({
      status: 400,
      errorCode: "encryption.required",
      field: "Encryption",
      message: "This request must be encrypted.",
    });
    expect(await trialAccounts()).toBe(before);
  });
});

describe("forgot password by email", () => {
  it("answers a malformed address with a format error naming email, not an unknown account", async () => {
    const player = await registerPlayer(t);
    for (const [email, language, message] of [
      ["not-an-email", "EN", "Wrong email format (field email)."],
      ["a@b", "PT", "Formato de e-mail incorreto (campo email)."],
      ["two@@example.com", "EN", "Wrong email format (field email)."],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/wps/member/password/email",
        headers: { "content-type": "application/x-www-form-urlencoded", language },
        payload: new URLSearchParams({ username: player.username, email }).toString(),
        remoteAddress: randomIp(),
      });
      expect(refusal(res)).toEqual({
        status: 400,
        errorCode: "email.format.invalid",
        field: "email",
        message,
      });
    }
    const unknown = await t.app.inject({
      method: "POST",
      url: "/wps/member/password/email",
      headers: { "content-type": "application/x-www-form-urlencoded", language: "EN" },
      payload: new URLSearchParams({ username: player.username, email: "someone@example.com" }).toString(),
      remoteAddress: randomIp(),
    });
    expect(refusal(unknown)).toMatchObject({ status: 404, errorCode: "password.email.unknown" });
  });
});
