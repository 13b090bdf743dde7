import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox } from "../../../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../../../sandbox/src/config.js";
import {
  callEncrypted,
  createAgent,
  createTrialPlayer,
  loginPlayer,
  randomIp,
  registerPlayer,
  solveBotCheck,
} from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";
import { captchaAnswerHash } from "./captcha.js";

// Every login solves a bot check and hashes a password with argon2, both slow on purpose: a test
// of several logins takes 20-35 s on a loaded two-core machine.
describe("login, registration, SMS codes and passwords", { timeout: 90_000 }, () => {
  let t: TestApp;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;

  beforeAll(async () => {
    sandbox = await buildSandbox(loadSandboxConfig({ LOG_LEVEL: "silent" }));
    await sandbox.listen({ host: "127.0.0.1", port: 0 });
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    t = await createTestApp({ SANDBOX_URL: sandboxUrl });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  async function lastSms(to: string): Promise<string> {
    const { messages } = (await (
      await fetch(`${sandboxUrl}/sms/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as {
      messages: { text: string }[];
    };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? "")?.[1];
    if (!code) throw new Error(`no SMS for ${to}`);
    return code;
  }

  const login = async (
    body: Record<string, unknown>,
    ip = randomIp(),
    headers: Record<string, string> = {},
  ) =>
    callEncrypted(
      t,
      "POST",
      "/wps/session/login",
      { altcha: await solveBotCheck(t), ...body },
      { ip, headers },
    );

  it("logs in with trimmed username and returns the login value", async () => {
    const player = await registerPlayer(t);
    const res = await login({ username: `  ${player.username.toUpperCase()} `, password: player.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id: player.id,
      userName: player.username,
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
    });
  });

  it("refuses a wrong password and an unknown user alike, then asks for the captcha", async () => {
    const player = await registerPlayer(t);
    const ip = randomIp();
    const unknown = await login({ username: "nobody_here", password: "whatever1" }, ip, { language: "EN" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      errorCode: "login.failed",
      message: "Wrong account or password.",
    });
    for (let i = 1; i <= 3; i++) {
      const res = await login({ username: player.username, password: "wrong" }, randomIp());
      expect(res.statusCode).toBe(401);
      expect(res.json().value.captcha).toBe(i >= 3);
    }
    // With the captcha flag set, the right password alone is not enough.
    const noCaptcha = await login({ username: player.username, password: player.password });
    expect(noCaptcha.json()).toMatchObject({ errorCode: "captcha.required", value: { captcha: true } });
    // A real captcha: the image is a PNG, the answer is checked once.
    const image = await t.app.inject({ url: "/wps/captcha", remoteAddress: randomIp() });
    expect(image.json().value).toMatch(/^data:image\/png;base64,iVBOR/);
    const id = image.cookies.find((c) => c.name === "captcha_id")!.value;
    await t.pool.query("update captchas set answer_hash = $2 where id = $1", [
      id,
      captchaAnswerHash(id, "ab3d"),
    ]);
    const ok = await login(
      { username: player.username, password: player.password, captcha: "AB3D" },
      randomIp(),
      {
        cookie: `captcha_id=${id}`,
      },
    );
    expect(ok.statusCode).toBe(200);
    const reused = await login(
      { username: player.username, password: player.password, captcha: "AB3D" },
      randomIp(),
      {
        cookie: `captcha_id=${id}`,
      },
    );
    // The success reset the account's count, so no captcha is needed any more: the login passes.
    expect(reused.statusCode).toBe(200);
  });

  it("counts failures per account and per address, and says up front when a captcha is needed", async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const ip = randomIp();
    const required = async (username: string | undefined, from: string) =>
      (
        await t.app.inject({
          url: `/wps/session/captchaRequired${username ? `?username=${username}` : ""}`,
          remoteAddress: from,
        })
      ).json().value.captcha as boolean;
    expect(await required(player.username, ip)).toBe(false);
    for (let i = 0; i < 3; i++) await login({ username: player.username, password: "wrong" }, ip);
    // The account needs it from anywhere; another account behind the same address does not.
    expect(await required(player.username, ip)).toBe(true);
    expect(await required(player.username, randomIp())).toBe(true);
    expect(await required(other.username, ip)).toBe(false);
    expect(await required(undefined, ip)).toBe(false);
    const otherLogin = await login({ username: other.username, password: other.password }, ip);
    expect(otherLogin.statusCode).toBe(200);
    // The brand's thresholds decide: with one failure per address the address needs it too.
    const brands = new BrandService(t.pool, "jogada");
    await brands.update("jogada", "test", "test", (config) => ({
      ...config,
      loginCaptcha: { afterAccountFailures: 3, afterIpFailures: 3 },
    }));
    try {
      await expect.poll(() => required(undefined, ip), { timeout: 10_000 }).toBe(true);
      expect(await required(other.username, ip)).toBe(true);
    } finally {
      await brands.update("jogada", "test", "test", (config) => ({
        ...config,
        loginCaptcha: { afterAccountFailures: 3, afterIpFailures: 10 },
      }));
    }
  });

  it("refuses an expired or reused captcha", async () => {
    const image = await t.app.inject({ url: "/wps/captcha", remoteAddress: randomIp() });
    const id = image.cookies.find((c) => c.name === "captcha_id")!.value;
    await t.pool.query(
      "update captchas set answer_hash = $2, expires_at = now() - interval '1 second' where id = $1",
      [id, captchaAnswerHash(id, "zzzz")],
    );
    const player = await registerPlayer(t);
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await login({ username: player.username, password: "bad" }, ip);
    const expired = await login(
      { username: player.username, password: player.password, captcha: "zzzz" },
      ip,
      {
        cookie: `captcha_id=${id}`,
      },
    );
    expect(expired.json().errorCode).toBe("captcha.invalid");
    const again = await login({ username: player.username, password: player.password, captcha: "zzzz" }, ip, {
      cookie: `captcha_id=${id}`,
    });
    expect(again.json().errorCode).toBe("captcha.invalid");
  });

  it("throttles captcha refreshes to one a second per client", async () => {
    const ip = randomIp();
    const first = await t.app.inject({ url: "/wps/captcha", remoteAddress: ip });
    const second = await t.app.inject({ url: "/wps/captcha", remoteAddress: ip });
    expect([first.statusCode, second.statusCode]).toContain(429);
  });

  it("locks an account after repeated failures and an IP trying many accounts", async () => {
    const player = await registerPlayer(t);
    await t.pool.query(
      "insert into rate_counters (key, hits, expires_at) values ($1, array_fill(now(), array[10]), now() + interval '15 minutes')",
      [`login:fail:jogada:${player.username}`],
    );
    const locked = await login({ username: player.username, password: player.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe("login.locked");

    // From one IP, failures on different accounts bring the captcha only at the brand's IP
    // threshold (10): three typos on one account do not put the others behind a captcha...
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await login({ username: `ghost${i}x`, password: "x" }, ip);
      expect(res.json().errorCode).toBe("login.failed");
      expect(res.json().value.captcha).toBe(i === 9);
    }
    const eleventh = await login({ username: "ghost99x", password: "x" }, ip);
    expect(eleventh.json()).toMatchObject({ errorCode: "captcha.required", value: { captcha: true } });
    // ...and a lockout of that IP at the configured count.
    await t.pool.query(
      "insert into rate_counters (key, hits, expires_at) values ($1, array_fill(now(), array[30]), now() + interval '15 minutes') on conflict (key) do update set hits = excluded.hits",
      [`login:fail:ip:${ip}`],
    );
    const ipLocked = await login({ username: player.username, password: player.password }, ip);
    expect(ipLocked.statusCode).toBe(429);
  });

  it("refuses a plain body on an encrypted call", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/wps/session/login",
      payload: { username: "demo01", password: "Demo1234" },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe("encryption.required");
  });

  it("requires the proof-of-work answer and accepts it once", async () => {
    const player = await registerPlayer(t);
    const missing = await callEncrypted(t, "POST", "/wps/session/login", {
      username: player.username,
      password: player.password,
    });
    expect(missing.json().errorCode).toBe("bot.check.required");
    const altcha = await solveBotCheck(t);
    const first = await callEncrypted(t, "POST", "/wps/session/login", {
      username: player.username,
      password: player.password,
      altcha,
    });
    expect(first.statusCode).toBe(200);
    const replay = await callEncrypted(t, "POST", "/wps/session/login", {
      username: player.username,
      password: player.password,
      altcha,
    });
    expect(replay.json().errorCode).toBe("bot.check.required");
  });

  it("validates registration against the brand's rules and creates nothing on refusal", async () => {
    const before = Number((await t.pool.query("select count(*) from members")).rows[0].count);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: "1abc", password: "abc123", confirmPassword: "abc123" }, "field.invalid", "username"],
      [
        { username: "abcdefghijklmnopq", password: "abc123", confirmPassword: "abc123" },
        "field.invalid",
        "username",
      ],
      [{ username: "okname", password: "abc", confirmPassword: "abc" }, "field.invalid", "password"],
      [{ username: "okname", password: "abc-123", confirmPassword: "abc-123" }, "field.invalid", "password"],
      [
        { username: "okname", password: "abc123", confirmPassword: "abc124" },
        "password.confirm.mismatch",
        "confirmPassword",
      ],
      [
        { username: "okname", password: "abc123", confirmPassword: "abc123", email: "not-mail" },
        "field.invalid",
        "email",
      ],
      [
        { username: "okname", password: "abc123", confirmPassword: "abc123", whatsapp: "12ab" },
        "field.invalid",
        "whatsapp",
      ],
      [
        { username: "okname", password: "abc123", confirmPassword: "abc123", affiliateCode: "NOPE99" },
        "affiliate.invalid",
        "affiliateCode",
      ],
      [{ username: "", password: "abc123", confirmPassword: "abc123" }, "field.required", "username"],
    ];
    for (const [body, code, field] of cases) {
      const res = await callEncrypted(
        t,
        "PUT",
        "/wps/member/register",
        { ...body, acceptTerms: true, altcha: await solveBotCheck(t) },
        {
          headers: { language: "EN" },
        },
      );
      expect(res.json(), JSON.stringify(body)).toMatchObject({ errorCode: code, field });
    }
    const wrong = await callEncrypted(
      t,
      "PUT",
      "/wps/member/register",
      {
        username: "okname",
        password: "abc123",
        confirmPassword: "abc124",
        acceptTerms: true,
        altcha: await solveBotCheck(t),
      },
      { headers: { language: "PT" } },
    );
    expect(wrong.json().message).toBe("Entrada de confirmação incorreta.");
    const short = await callEncrypted(
      t,
      "PUT",
      "/wps/member/register",
      {
        username: "okname",
        password: "abc",
        confirmPassword: "abc",
        acceptTerms: true,
        altcha: await solveBotCheck(t),
      },
      { headers: { language: "EN" } },
    );
    expect(short.json().message).toBe("Password: 6 to 12 letters or digits.");
    const taken = await callEncrypted(t, "PUT", "/wps/member/register", {
      username: "DEMO01",
      password: "abc123",
      confirmPassword: "abc123",
      acceptTerms: true,
      altcha: await solveBotCheck(t),
    });
    expect(taken.statusCode).toBe(409);
    const after = Number((await t.pool.query("select count(*) from members")).rows[0].count);
    expect(after).toBe(before);
  }, 180_000);

  it("attaches a new member to the agent of the affiliate code, and checks codes", async () => {
    const agent = await createAgent(t);
    const check = await t.app.inject({
      url: `/wps/agent/affiliate?code=${agent.affiliateCode}&domain=localhost`,
    });
    expect(check.json().value.valid).toBe(true);
    const bad = await t.app.inject({
      url: "/wps/agent/affiliate?code=NOPE&domain=localhost",
      headers: { language: "EN" },
    });
    expect(bad.json()).toMatchObject({ errorCode: "affiliate.invalid", message: "Invitation code error." });
    const player = await registerPlayer(t, { affiliateCode: agent.affiliateCode });
    const info = await t.app.inject({ url: "/wps/member/info", headers: { authorization: player.token } });
    expect(info.json().value.toUpline).toBe(agent.username);
  });

  it("logs in by SMS code read from the gateway, once, and refuses a wrong or expired code", async () => {
    const mobile = `119${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, "0")}`;
    const player = await registerPlayer(t, { mobileNum: mobile, countryDialingCode: "+55" });
    const send = await t.app.inject({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { mobileNum: mobile, countryDialingCode: "+55" },
      remoteAddress: randomIp(),
    });
    expect(send.json().value.expiredMinutes).toBe(5);
    const code = await lastSms(`+55${mobile}`);
    const wrong = await callEncrypted(t, "POST", "/wps/session/login", {
      type: "sms",
      username: mobile,
      countryDialingCode: "+55",
      password: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.json().errorCode).toBe("verification.code.invalid");
    const ok = await callEncrypted(t, "POST", "/wps/session/login", {
      type: "sms",
      username: mobile,
      countryDialingCode: "+55",
      password: code,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.id).toBe(player.id);
    const reused = await callEncrypted(t, "POST", "/wps/session/login", {
      type: "sms",
      username: mobile,
      countryDialingCode: "+55",
      password: code,
    });
    expect(reused.json().errorCode).toBe("verification.code.invalid");

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.inject({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { mobileNum: mobile, countryDialingCode: "+55" },
      remoteAddress: randomIp(),
    });
    const late = await lastSms(`+55${mobile}`);
    await t.pool.query(
      "update verification_codes set expires_at = now() - interval '1 second' where mobile = $1",
      [mobile],
    );
    const expired = await callEncrypted(t, "POST", "/wps/session/login", {
      type: "sms",
      username: mobile,
      countryDialingCode: "+55",
      password: late,
    });
    expect(expired.json().errorCode).toBe("verification.code.expired");
  });

  it("throttles SMS requests to one a second per number", async () => {
    const mobile = "11912345678";
    await registerPlayer(t, { mobileNum: mobile, countryDialingCode: "+55" });
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/wps/verification/sms/noLogin",
        payload: { mobileNum: mobile, countryDialingCode: "+55" },
        remoteAddress: randomIp(),
      });
    const [a, b] = [await send(), await send()];
    expect([a.statusCode, b.statusCode]).toContain(429);
  });

  it("resets the password by phone and logs in", async () => {
    const mobile = "11955554444";
    const player = await registerPlayer(t, { mobileNum: mobile, countryDialingCode: "+55" });
    const send = await t.app.inject({
      method: "POST",
      url: "/wps/verification/sms/password",
      payload: { mobileNum: mobile, countryDialingCode: "+55" },
      remoteAddress: randomIp(),
    });
    expect(send.json().value.expirationTime).toBeGreaterThan(Date.now());
    const code = await lastSms(`+55${mobile}`);
    const res = await callEncrypted(t, "POST", "/wps/member/password/verification", {
      mobileNum: mobile,
      countryDialingCode: "+55",
      verificationCode: code,
      newPassword: "NewPass99",
      confirmNewPassword: "NewPass99",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.id).toBe(player.id);
    // The old session is gone; the new password works.
    expect(
      (await t.app.inject({ url: "/wps/member/info", headers: { authorization: player.token } })).statusCode,
    ).toBe(401);
    await loginPlayer(t, player.username, "NewPass99");
  });

  it("mails a reset link for username and email, and refuses an unknown pair", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/wps/member/password/email",
      headers: { "content-type": "application/x-www-form-urlencoded", language: "EN" },
      payload: "username=demo01&email=wrong%40x.com",
      remoteAddress: randomIp(),
    });
    expect(unknown.json()).toMatchObject({
      errorCode: "password.email.unknown",
      message: "Username/Email does not exist.",
    });
    const sent = await t.app.inject({
      method: "POST",
      url: "/wps/member/password/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=demo01&email=demo01%40jogada.local",
      remoteAddress: randomIp(),
    });
    expect(sent.statusCode).toBe(200);
    const { messages } = (await (
      await fetch(`${sandboxUrl}/mail/messages?to=demo01@jogada.local`)
    ).json()) as { messages: { text: string }[] };
    const token = /resetToken=([\w-]+)/.exec(messages[0]!.text)![1];
    const reset = await callEncrypted(t, "POST", "/wps/member/password/reset", {
      token,
      newPassword: "Demo5678",
      confirmNewPassword: "Demo5678",
    });
    expect(reset.statusCode).toBe(200);
    const again = await callEncrypted(t, "POST", "/wps/member/password/reset", {
      token,
      newPassword: "Demo9999",
      confirmNewPassword: "Demo9999",
    });
    expect(again.json().errorCode).toBe("password.reset.invalid");
  });

  it("changes the password with the old one and forces a change for the default password", async () => {
    const player = await registerPlayer(t, { password: "jogada123", confirmPassword: "jogada123" });
    const value = await loginPlayer(t, player.username, "jogada123");
    expect(value.changePasswordRequired).toBe(true);
    const blocked = await t.app.inject({
      url: "/wps/member/info/icon",
      headers: { authorization: value.token },
    });
    expect(blocked.json().errorCode).toBe("password.change.required");
    const wrongOld = await callEncrypted(
      t,
      "POST",
      "/wps/member/password",
      { oldPassword: "nope", newPassword: "Fresh123", confirmNewPassword: "Fresh123" },
      { token: value.token },
    );
    expect(wrongOld.json().errorCode).toBe("password.old.invalid");
    const changed = await callEncrypted(
      t,
      "POST",
      "/wps/member/password",
      { oldPassword: "jogada123", newPassword: "Fresh123", confirmNewPassword: "Fresh123" },
      { token: value.token },
    );
    expect(changed.statusCode).toBe(200);
    const free = await t.app.inject({
      url: "/wps/member/info/icon",
      headers: { authorization: value.token },
    });
    expect(free.statusCode).toBe(200);
  });

  it("keeps trial accounts off real-account endpoints and honours disabled modules", async () => {
    const trial = await createTrialPlayer(t);
    const res = await callEncrypted(
      t,
      "POST",
      "/wps/member/password",
      { newPassword: "abc12345", confirmNewPassword: "abc12345" },
      { token: trial.token, headers: { language: "EN" } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Register an account first: a real account is needed.");
    await t.pool.query(
      `update brands set config = jsonb_set(config, '{whitelabel}', (
         select jsonb_agg(case when n->>'modId' = 'FREEPLAY3' then jsonb_set(n, '{enabled}', '"0"') else n end)
         from jsonb_array_elements(config->'whitelabel') n)) where merchant_code = 'jogada'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const off = await t.app.inject({
      method: "POST",
      url: "/wps/session/login/freeplay",
      payload: {},
      remoteAddress: randomIp(),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().errorCode).toBe("function.not.available");
  });

  it("sets and checks the payment password", async () => {
    const player = await registerPlayer(t);
    const set = await callEncrypted(
      t,
      "POST",
      "/wps/member/password/payment",
      { newPaymentPassword: "123456", confirmPaymentPassword: "123456" },
      { token: player.token },
    );
    expect(set.statusCode).toBe(200);
    await expect(
      t.app
        .inject({ url: "/wps/member/info", headers: { authorization: player.token } })
        .then((r) => r.json().value.paymentPasswordSet),
    ).resolves.toBe(true);
    const { MemberService } = await import("../members/service.js");
    const members = new MemberService({ pool: t.pool });
    await expect(members.verifyPaymentPassword(player.id, "123456")).resolves.toBeUndefined();
    await expect(members.verifyPaymentPassword(player.id, "654321")).rejects.toMatchObject({
      code: "payment.password.invalid",
    });
  });
});
