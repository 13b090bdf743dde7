import type { AddressInfo } from "node:net";
import { findWhitelabelNode } from "@jogada/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox } from "../../../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../../../sandbox/src/config.js";
import { jpegWithExif, PNG_HEADER_THEN_HTML, realPng, SVG_WITH_SCRIPT } from "../../../test/images.js";
import { callEncrypted, randomIp, registerPlayer, solveBotCheck } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";
import { captchaAnswerHash } from "./captcha.js";

/** Flows that depend on the brand's modules: each test switches what it needs. */
describe("accounts under the brand's modules", () => {
  let t: TestApp;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let brands: BrandService;

  async function setModule(modId: string, on: boolean) {
    await brands.update("jogada", "test", "module", (config) => {
      const node = findWhitelabelNode(config.whitelabel, modId);
      if (!node) throw new Error(`no module ${modId}`);
      node.enabled = on ? "1" : "0";
      return config;
    });
    // Every instance drops its cache on the notification; give it a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  async function lastSms(to: string): Promise<string> {
    const res = await fetch(`${sandboxUrl}/sms/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? "")?.[1];
    if (!code) throw new Error(`no SMS for ${to}`);
    return code;
  }

  beforeAll(async () => {
    sandbox = await buildSandbox(loadSandboxConfig({ LOG_LEVEL: "silent" }));
    await sandbox.listen({ host: "127.0.0.1", port: 0 });
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    t = await createTestApp({ SANDBOX_URL: sandboxUrl });
    brands = new BrandService(t.pool, "jogada");
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  it("registers by mobile number with an SMS code, copying the number to the username", async () => {
    await setModule("REGMOBVERF3", true);
    const mobile = "11933332222";
    const noCode = await callEncrypted(t, "PUT", "/wps/member/register/mobile", {
      mobileNum: mobile,
      countryDialingCode: "+55",
      password: "abc123",
      acceptTerms: true,
      altcha: await solveBotCheck(t),
    });
    expect(noCode.json()).toMatchObject({ errorCode: "field.required", field: "verificationCode" });
    const sent = await t.app.inject({
      method: "POST",
      url: "/wps/verification/sms/register",
      payload: { mobileNum: mobile, countryDialingCode: "+55" },
      remoteAddress: randomIp(),
    });
    expect(sent.json().value.expiredMinutes).toBe(5);
    const code = await lastSms(`+55${mobile}`);
    const res = await callEncrypted(t, "PUT", "/wps/member/register/mobile", {
      mobileNum: mobile,
      countryDialingCode: "+55",
      password: "abc123",
      verificationCode: code,
      acceptTerms: true,
      altcha: await solveBotCheck(t),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(mobile);
    const info = await t.app.inject({
      url: "/wps/member/info",
      headers: { authorization: res.json().value.token },
    });
    expect(info.json().value.mobile).toBe("+55 *******2222");
    // The number is now taken for another registration code.
    const again = await t.app.inject({
      method: "POST",
      url: "/wps/verification/sms/register",
      payload: { mobileNum: mobile, countryDialingCode: "+55" },
      remoteAddress: randomIp(),
    });
    expect(again.statusCode).toBe(409);
    await setModule("REGMOBVERF3", false);
  });

  it("refuses a registration kind whose module is off", async () => {
    await setModule("USERNAMEREG3", false);
    const res = await callEncrypted(t, "PUT", "/wps/member/register", {
      username: "closedkind",
      password: "abc123",
      confirmPassword: "abc123",
      acceptTerms: true,
      altcha: await solveBotCheck(t),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe("register.disabled");
    await setModule("USERNAMEREG3", true);
  });

  it("asks for the captcha on registration with CAPTCHA3", async () => {
    await setModule("CAPTCHA3", true);
    const body = { username: "withcaptcha", password: "abc123", confirmPassword: "abc123" };
    const missing = await callEncrypted(t, "PUT", "/wps/member/register", {
      ...body,
      acceptTerms: true,
      altcha: await solveBotCheck(t),
    });
    expect(missing.json()).toMatchObject({ errorCode: "field.required", field: "captcha" });
    const image = await t.app.inject({ url: "/wps/captcha", remoteAddress: randomIp() });
    const id = image.cookies.find((c) => c.name === "captcha_id")!.value;
    await t.pool.query("update captchas set answer_hash = $2 where id = $1", [
      id,
      captchaAnswerHash(id, "k7p2"),
    ]);
    const ok = await callEncrypted(
      t,
      "PUT",
      "/wps/member/register",
      { ...body, captcha: "K7P2", acceptTerms: true, altcha: await solveBotCheck(t) },
      { headers: { cookie: `captcha_id=${id}` } },
    );
    expect(ok.statusCode).toBe(200);
    await setModule("CAPTCHA3", false);
  });

  it("asks for an SMS code when an account signs in from a new IP (LOGINIPVERF3)", async () => {
    await setModule("LOGINIPVERF3", true);
    const mobile = "11977776666";
    const player = await registerPlayer(t, { mobileNum: mobile, countryDialingCode: "+55" });
    const home = randomIp();
    const login = async (ip: string, extra: Record<string, unknown> = {}) =>
      callEncrypted(
        t,
        "POST",
        "/wps/session/login",
        { username: player.username, password: player.password, altcha: await solveBotCheck(t), ...extra },
        { ip },
      );
    // Registration recorded no sign-in address yet: the first login is trusted and remembered.
    expect((await login(home)).statusCode).toBe(200);
    expect((await login(home)).statusCode).toBe(200);
    const away = randomIp();
    const challenged = await login(away);
    expect(challenged.statusCode).toBe(401);
    expect(challenged.json()).toMatchObject({
      errorCode: "login.ip.verification",
      value: { ipVerification: true, maskedMobile: "+55 *******6666" },
    });
    const code = await lastSms(`+55${mobile}`);
    expect(
      (await login(away, { verificationCode: "000000" === code ? "111111" : "000000" })).statusCode,
    ).toBe(400);
    expect((await login(away, { verificationCode: code })).statusCode).toBe(200);
    expect((await login(away)).statusCode).toBe(200);
    await setModule("LOGINIPVERF3", false);
  });

  it("forces a change of an expired password only with PWDEXPFORCECHANGE3", async () => {
    const player = await registerPlayer(t);
    await t.pool.query("update members set password_changed_at = now() - interval '200 days' where id = $1", [
      player.id,
    ]);
    const login = async () =>
      callEncrypted(t, "POST", "/wps/session/login", {
        username: player.username,
        password: player.password,
        altcha: await solveBotCheck(t),
      });
    const forced = (await login()).json().value;
    expect(forced).toMatchObject({ passwordExpired: true, changePasswordRequired: true });
    await setModule("PWDEXPFORCECHANGE3", false);
    const free = (await login()).json().value;
    expect(free).toMatchObject({ passwordExpired: true, changePasswordRequired: false });
    await setModule("PWDEXPFORCECHANGE3", true);
  });

  it("signs in again from the remember-me cookie, once per token", async () => {
    const player = await registerPlayer(t);
    const res = await callEncrypted(t, "POST", "/wps/session/login", {
      username: player.username,
      password: player.password,
      rememberMe: true,
      altcha: await solveBotCheck(t),
    });
    const cookie = res.cookies.find((c) => c.name === "remember_me")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.value).not.toContain(player.password);
    const renewed = await t.app.inject({
      method: "POST",
      url: "/wps/session/login/remember",
      headers: { cookie: `remember_me=${cookie.value}` },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().value.id).toBe(player.id);
    const replay = await t.app.inject({
      method: "POST",
      url: "/wps/session/login/remember",
      headers: { cookie: `remember_me=${cookie.value}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it("sets a static avatar, uploads a PNG or JPEG re-encoded without metadata, refuses what is no image", async () => {
    const player = await registerPlayer(t);
    const auth = { authorization: player.token };
    const first = await t.app.inject({ url: "/wps/relay/MCSFE_getPlayerAvatar", headers: auth });
    expect(first.json().value).toEqual({ avatarType: "STATIC", avatar: "avatar-1" });
    const chosen = await t.app.inject({
      method: "PUT",
      url: "/wps/member/info/icon",
      headers: auth,
      payload: { avatarType: "STATIC", avatar: "avatar-3" },
    });
    expect(chosen.json().value.avatar).toBe("avatar-3");

    const upload = (data: Buffer, name: string) => {
      const boundary = "----jogada";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: "POST",
        url: "/wps/member/info/icon",
        headers: { ...auth, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    // Declared image/png, but not a PNG: refused with the avatar message in the player's language.
    const svg = await upload(SVG_WITH_SCRIPT, "x.png");
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ errorCode: "avatar.invalid", field: "file" });
    expect((await upload(PNG_HEADER_THEN_HTML, "x.png")).json().errorCode).toBe("avatar.invalid");

    const ok = await upload(await realPng(), "me.png");
    expect(ok.json().value.avatarType).toBe("CUSTOM");
    const image = await t.app.inject({ url: ok.json().value.avatar });
    expect(image.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="avatar-${player.id}.png"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect((await sharp(image.rawPayload).metadata()).format).toBe("png");

    const jpeg = await upload(await jpegWithExif(), "me.jpg");
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const stored = await t.app.inject({ url: jpeg.json().value.avatar });
    expect(stored.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect(stored.rawPayload.includes("EXIF-MARKER")).toBe(false);
    expect(
      (await upload(Buffer.concat([await realPng(), Buffer.alloc(600 * 1024)]), "big.png")).statusCode,
    ).toBe(400);
    await setModule("PROFPIC3", false);
    expect((await t.app.inject({ url: "/wps/member/info/icon", headers: auth })).statusCode).toBe(403);
    await setModule("PROFPIC3", true);
  });
});
