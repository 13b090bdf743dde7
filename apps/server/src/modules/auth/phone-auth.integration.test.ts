import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox } from "../../../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../../../sandbox/src/config.js";
import { randomIp, registerPlayer, solveBotCheck } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";

/** Sign-in with a code texted by the phone-auth provider, against the sandbox's stand-in. */
describe("phone-auth sign-in", () => {
  let t: TestApp;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let brands: BrandService;

  async function setPhone(on: boolean) {
    await brands.update("jogada", "test", "sign-in", (config) => ({
      ...config,
      signIn: { ...config.signIn, phone: on },
    }));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  /** A Brazilian mobile number nobody has used in this run. */
  const newMobile = () => `119${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;

  async function requestCode(mobileNum: string, language = "PT", extra: object = {}) {
    return t.app.inject({
      method: "POST",
      url: "/wps/session/phone-auth/code",
      payload: { countryDialingCode: "+55", mobileNum, altcha: await solveBotCheck(t), ...extra },
      headers: { language, "x-forwarded-for": randomIp() },
    });
  }

  const verify = (verificationId: string, code: string, language = "PT") =>
    t.app.inject({
      method: "POST",
      url: "/wps/session/phone-auth/verify",
      payload: { verificationId, code },
      headers: { language, "x-forwarded-for": randomIp() },
    });

  async function textedCode(mobileNum: string): Promise<string> {
    const res = await fetch(
      `${sandboxUrl}/phone-auth/outbox?phoneNumber=${encodeURIComponent(`+55${mobileNum}`)}`,
    );
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? "")?.[1];
    if (!code) throw new Error(`no code texted to ${mobileNum}`);
    return code;
  }

  async function playerWithMobile(mobileNum: string) {
    const p = await registerPlayer(t);
    await t.pool.query("update members set country_dialing_code = '+55', mobile = $1 where id = $2", [
      mobileNum,
      p.id,
    ]);
    return p;
  }

  async function control(state: { quotaExceeded?: boolean; operationAllowed?: boolean }) {
    await fetch(`${sandboxUrl}/phone-auth/control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(state),
    });
  }

  beforeAll(async () => {
    sandbox = await buildSandbox(
      loadSandboxConfig({ SANDBOX_HOST: "127.0.0.1", SANDBOX_PORT: "0", LOG_LEVEL: "silent" }),
    );
    await sandbox.listen({ port: 0, host: "127.0.0.1" });
    const port = (sandbox.server.address() as { port: number }).port;
    // The provider names its tokens' issuer by its public address: start again knowing the port.
    await sandbox.close();
    sandbox = await buildSandbox(
      loadSandboxConfig({ SANDBOX_HOST: "127.0.0.1", SANDBOX_PORT: String(port), LOG_LEVEL: "silent" }),
    );
    await sandbox.listen({ port, host: "127.0.0.1" });
    sandboxUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ SANDBOX_URL: sandboxUrl });
    brands = new BrandService(t.pool, "jogada");
    await setPhone(true);
  });

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it("is offered only when the brand's flag is on", async () => {
    await setPhone(false);
    const off = await requestCode(newMobile(), "EN");
    expect(off.statusCode).toBe(403);
    expect(off.json().errorCode).toBe("oauth.provider.off");
    expect((await t.app.inject({ url: "/wps/session/oauth/providers" })).json().value.phone).toBe(false);
    await setPhone(true);
    expect((await t.app.inject({ url: "/wps/session/oauth/providers" })).json().value.phone).toBe(true);
  });

  it("signs in the member whose number it is, once, after the countdown refusal and a wrong code", async () => {
    const mobile = newMobile();
    const p = await playerWithMobile(mobile);
    const askedAt = Date.now();
    const sent = await requestCode(mobile);
    expect(sent.statusCode, sent.body).toBe(200);
    const { verificationId, countdownSeconds, expiredMinutes } = sent.json().value;
    expect({ countdownSeconds, expiredMinutes }).toEqual({ countdownSeconds: 60, expiredMinutes: 1 });

    const early = await requestCode(mobile, "EN");
    expect(early.statusCode).toBe(429);
    expect(early.json().errorCode).toBe("phoneauth.code.wait");
    // The seconds left: sixty less those gone by since the first request (a bot check each, slow
    // on a loaded machine).
    const left = Number(
      /^Wait (\d+) seconds before asking for another code\.$/.exec(early.json().message)?.[1],
    );
    expect(left).toBeLessThanOrEqual(60);
    expect(left).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - askedAt) / 1000) - 1);

    const code = await textedCode(mobile);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await verify(verificationId, wrongCode, "EN");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: "phoneauth.code.invalid",
      message: "Invalid or missing verification code.",
    });
    expect((await verify(verificationId, "")).json().errorCode).toBe("phoneauth.code.invalid");

    const good = await verify(verificationId, code);
    expect(good.statusCode, good.body).toBe(200);
    const value = good.json().value;
    expect(value).toMatchObject({ status: "signed-in", login: { id: p.id, userName: p.username } });
    const info = await t.app.inject({
      url: "/wps/member/info",
      headers: { authorization: value.login.token },
    });
    expect(info.statusCode).toBe(200);

    const replay = await verify(verificationId, code, "EN");
    expect(replay.json()).toMatchObject({
      errorCode: "phoneauth.code.expired",
      message: "The code has expired. Please send it again.",
    });
    expect((await verify("made-up-verification-id", code)).json().errorCode).toBe("phoneauth.code.expired");
  });

  it("makes a number wait five minutes after repeated requests", async () => {
    const mobile = newMobile();
    expect((await requestCode(mobile)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await requestCode(mobile)).json().errorCode).toBe("phoneauth.code.wait");
    const blocked = await requestCode(mobile, "EN");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      errorCode: "phoneauth.too.many",
      message: "Too many requests. Please try again in 5 minutes.",
    });
    const stillBlocked = await requestCode(mobile);
    expect(stillBlocked.json()).toMatchObject({
      errorCode: "phoneauth.too.many",
      message: "Muitas solicitações. Tente novamente em 5 minutos.",
    });
    // Another number is not held up by this one.
    expect((await requestCode(newMobile())).statusCode).toBe(200);
  });

  it("refuses a malformed or missing number, an expired code and the provider's refusals", async () => {
    const bad = await requestCode("12345", "EN");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: "phoneauth.phone.invalid",
      message: "Invalid phone number format.",
    });
    expect((await requestCode("")).json().errorCode).toBe("phoneauth.phone.missing");
    expect((await requestCode(newMobile(), "PT", { altcha: undefined })).json().errorCode).toBe(
      "bot.check.required",
    );

    const mobile = newMobile();
    await playerWithMobile(mobile);
    const sent = await requestCode(mobile);
    const { verificationId } = sent.json().value;
    await t.pool.query(
      "update phone_auth_requests set expires_at = now() - interval '1 second' where mobile = $1",
      [mobile],
    );
    const expired = await verify(verificationId, await textedCode(mobile));
    expect(expired.json()).toMatchObject({
      errorCode: "phoneauth.code.expired",
      message: "O código expirou. Envie novamente.",
    });

    await control({ quotaExceeded: true });
    try {
      const quota = await requestCode(newMobile(), "EN");
      expect(quota.statusCode).toBe(503);
      expect(quota.json().message).toBe(
        "The message quota is not sufficient. Please contact customer service.",
      );
    } finally {
      await control({ quotaExceeded: false });
    }
    await control({ operationAllowed: false });
    try {
      expect((await requestCode(newMobile())).json().errorCode).toBe("phoneauth.not.enabled");
    } finally {
      await control({ operationAllowed: true });
    }
    expect(
      (await t.pool.query("select 1 from phone_auth_requests where used_at is null and expires_at < now()"))
        .rowCount,
    ).toBe(0);
  });

  it("gives an unregistered number a proof that registers it, and refuses a forged or foreign proof", async () => {
    const mobile = newMobile();
    const sent = await requestCode(mobile);
    const verified = await verify(sent.json().value.verificationId, await textedCode(mobile));
    const value = verified.json().value;
    expect(value).toMatchObject({ status: "not-registered", countryDialingCode: "+55", mobileNum: mobile });

    // A token of the right shape signed by someone else's key.
    const { privateKey } = await generateKeyPair("ES256");
    const forgedToken = await new SignJWT({ phone_number: `+55${mobile}` })
      .setProtectedHeader({ alg: "ES256", kid: "forged" })
      .setIssuer(`${sandboxUrl}/phone-auth/jogada-sandbox`)
      .setAudience("jogada-sandbox")
      .setSubject("someone")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    const register = (firebaseIdToken: string, mobileNum: string) =>
      registerPlayer(t, { mobileNum, countryDialingCode: "+55", firebaseChannel: "phone", firebaseIdToken });
    await expect(register(forgedToken, mobile)).rejects.toThrow(/phoneauth\.token\.invalid/);
    // The provider's real token, but for another number than the one registered.
    await expect(register(value.firebaseIdToken, newMobile())).rejects.toThrow(/phoneauth\.token\.invalid/);
    expect((await t.pool.query("select 1 from members where mobile = $1", [mobile])).rowCount).toBe(0);

    const p = await register(value.firebaseIdToken, mobile);
    const row = (await t.pool.query("select mobile, country_dialing_code from members where id = $1", [p.id]))
      .rows[0];
    expect(row).toEqual({ mobile, country_dialing_code: "+55" });
    // From now on the same number signs in.
    await t.pool.query("delete from phone_auth_requests where mobile = $1", [mobile]);
    const again = await requestCode(mobile);
    const signedIn = await verify(again.json().value.verificationId, await textedCode(mobile));
    expect(signedIn.json().value).toMatchObject({ status: "signed-in", login: { id: p.id } });
  });
});
