import { randomUUID } from "node:crypto";
import { findWhitelabelNode } from "@jogada/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox } from "../../../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../../../sandbox/src/config.js";
import { callEncrypted, randomIp, registerPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";

/** Google and Facebook sign-in against the sandbox's OpenID Connect providers. */
describe("third-party sign-in", () => {
  let t: TestApp;
  let sandbox: FastifyInstance;
  let brands: BrandService;

  async function setFlags(google: boolean, facebook: boolean) {
    await brands.update("jogada", "test", "sign-in", (config) => ({
      ...config,
      signIn: { google, facebook },
    }));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  /** Switches both registration modules; gives back what they were. */
  async function setModules(on: boolean | Record<string, "0" | "1">) {
    const before: Record<string, "0" | "1"> = {};
    await brands.update("jogada", "test", "module", (config) => {
      for (const id of ["USERNAMEREG3", "MOBILENUMREG3"]) {
        const node = findWhitelabelNode(config.whitelabel, id);
        if (!node) continue;
        before[id] = node.enabled;
        node.enabled = typeof on === "boolean" ? (on ? "1" : "0") : (on[id] ?? node.enabled);
      }
      return config;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    return before;
  }

  function post(url: string, payload: object, language = "PT") {
    return t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { language, "x-forwarded-for": randomIp() },
    });
  }

  async function start(provider = "google", returnTo = "/vip"): Promise<string> {
    const res = await post(`/wps/session/oauth/${provider}/start`, { returnTo });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.authorizationUrl;
  }

  /** The player signs in at the provider, which sends the browser back with code and state. */
  async function authorize(authorizationUrl: string, email: string) {
    const url = new URL(authorizationUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    url.searchParams.set("login_hint", email);
    const res = await fetch(url, { redirect: "manual" });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get("location") ?? "");
    expect(back.pathname).toBe("/oauth/callback");
    return {
      code: back.searchParams.get("code") ?? "",
      state: back.searchParams.get("state") ?? "",
      iss: back.searchParams.get("iss") ?? undefined,
    };
  }

  const complete = (provider: string, body: object, language = "PT") =>
    post(`/wps/session/oauth/${provider}/callback`, body, language);

  async function setEmail(memberId: number, email: string) {
    await t.pool.query("update members set email = $1 where id = $2", [email, memberId]);
  }

  const link = (body: object) =>
    callEncrypted(t, "POST", "/wps/session/oauth/link", body, { ip: randomIp() });

  beforeAll(async () => {
    sandbox = await buildSandbox(
      loadSandboxConfig({ SANDBOX_HOST: "127.0.0.1", SANDBOX_PORT: "0", LOG_LEVEL: "silent" }),
    );
    await sandbox.listen({ port: 0, host: "127.0.0.1" });
    const port = (sandbox.server.address() as { port: number }).port;
    // The providers name themselves by the public address: start again knowing the port.
    await sandbox.close();
    sandbox = await buildSandbox(
      loadSandboxConfig({ SANDBOX_HOST: "127.0.0.1", SANDBOX_PORT: String(port), LOG_LEVEL: "silent" }),
    );
    await sandbox.listen({ port, host: "127.0.0.1" });
    t = await createTestApp({ SANDBOX_URL: `http://127.0.0.1:${port}` });
    brands = new BrandService(t.pool, "jogada");
  });

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it("is offered only when the brand's flag is on", async () => {
    await setFlags(false, false);
    expect((await t.app.inject({ url: "/wps/session/oauth/providers" })).json().value).toEqual({
      google: false,
      facebook: false,
      phone: false,
    });
    const off = await post("/wps/session/oauth/google/start", {}, "EN");
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      errorCode: "oauth.provider.off",
      message: "This sign-in method is not available.",
    });
    await setFlags(true, true);
    expect((await t.app.inject({ url: "/wps/session/oauth/providers" })).json().value).toEqual({
      google: true,
      facebook: true,
      phone: false,
    });
    expect((await post("/wps/session/oauth/google/start", { returnTo: "//evil.example/x" })).statusCode).toBe(
      400,
    );
  });

  it("links a first sign-in with an account's address only after the password is proved", async () => {
    await setFlags(true, true);
    const p = await registerPlayer(t);
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    await setEmail(p.id, email.toUpperCase());
    const first = await complete("google", await authorize(await start(), email));
    expect(first.statusCode, first.body).toBe(200);
    const pending = first.json().value;
    expect(pending).toMatchObject({ status: "link-required", provider: "google", returnTo: "/vip" });
    expect(pending.email).toBe(`${email.slice(0, 2)}***@example.com`);

    const wrong = await link({ linkToken: pending.linkToken, userName: p.username, password: "Wrong12345" });
    expect(wrong.json().errorCode).toBe("login.failed");
    const forged = await link({ linkToken: "forged-token", userName: p.username, password: p.password });
    expect(forged.json().errorCode).toBe("oauth.link.invalid");
    expect(Number((await t.pool.query("select count(*) from oauth_links")).rows[0].count)).toBe(0);

    const linked = await link({ linkToken: pending.linkToken, userName: p.username, password: p.password });
    expect(linked.statusCode, linked.body).toBe(200);
    const session = linked.json().value;
    expect(session.id).toBe(p.id);
    const info = await t.app.inject({ url: "/wps/member/info", headers: { authorization: session.token } });
    expect(info.statusCode).toBe(200);
    expect(
      (await link({ linkToken: pending.linkToken, userName: p.username, password: p.password })).json()
        .errorCode,
    ).toBe("oauth.link.invalid");

    const again = await complete("google", await authorize(await start("google", "/"), email));
    expect(again.json().value).toMatchObject({
      status: "signed-in",
      returnTo: "/",
      login: { id: p.id, userName: p.username },
    });
    // The same address at the other provider is another identity: it needs its own proof.
    const facebook = await complete("facebook", await authorize(await start("facebook"), email));
    expect(facebook.json().value.status).toBe("link-required");

    // A second Google identity cannot take the account's Google link.
    const other = await registerPlayer(t);
    await setEmail(other.id, `x${email}`);
    const intruder = await complete("google", await authorize(await start(), `x${email}`));
    const taken = await link({
      linkToken: intruder.json().value.linkToken,
      userName: p.username,
      password: p.password,
    });
    expect(taken.json().errorCode).toBe("oauth.link.taken");
  });

  it("opens a linked account on a first sign-in with an unknown address when the brand registers", async () => {
    await setFlags(true, true);
    const email = `Ze.Maria_${randomUUID().slice(0, 6)}+bet@example.com`;
    const first = await complete("google", await authorize(await start(), email));
    expect(first.statusCode, first.body).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ status: "signed-in", returnTo: "/vip", login: { firstTimeLogin: true } });
    expect(value.login.userName).toMatch(/^zemaria[a-z0-9][0-9]{4}$/);
    const row = (
      await t.pool.query("select email, register_method, profile from members where id = $1", [
        value.login.id,
      ])
    ).rows[0];
    expect(row).toMatchObject({ email, register_method: "GOOGLE", profile: { noPassword: "1" } });

    const again = await complete("google", await authorize(await start("google", "/"), email));
    expect(again.json().value).toMatchObject({ status: "signed-in", login: { id: value.login.id } });
    // No password was chosen: the account is not reachable by a guessed one.
    const password = await callEncrypted(t, "POST", "/wps/session/login", {
      username: value.login.userName,
      password: "Demo1234",
    });
    expect(password.statusCode).not.toBe(200);
    // The same address at Facebook now belongs to an account here: it must be proved, not opened again.
    const facebook = await complete("facebook", await authorize(await start("facebook"), email));
    expect(facebook.json().value.status).toBe("link-required");
    const count = await t.pool.query(
      "select count(*)::int as n from members where lower(email) = lower($1)",
      [email],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it("asks for an existing account when the brand takes no registrations", async () => {
    await setFlags(true, true);
    const before = await setModules(false);
    try {
      const email = `${randomUUID().slice(0, 8)}@example.com`;
      const first = await complete("google", await authorize(await start(), email));
      expect(first.json().value.status).toBe("link-required");
      expect((await t.pool.query("select 1 from members where email = $1", [email])).rowCount).toBe(0);
    } finally {
      await setModules(before);
    }
  });

  it("refuses a forged state, a state of another provider and a replayed code", async () => {
    await setFlags(true, true);
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const callback = await authorize(await start(), email);

    const forged = await complete("google", { ...callback, state: "forged-state-value" }, "EN");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      errorCode: "oauth.state.invalid",
      message: "The sign-in expired or was not started here. Please start again.",
    });
    expect((await complete("facebook", callback)).json().errorCode).toBe("oauth.state.invalid");

    expect((await complete("google", callback)).statusCode).toBe(200);
    // The same answer again: its state was claimed.
    expect((await complete("google", callback)).json().errorCode).toBe("oauth.state.invalid");
    // The used code under a fresh state of this server: the provider refuses it (used, and PKCE
    // ties it to another verifier).
    const fresh = new URL(await start()).searchParams.get("state") ?? "";
    const replay = await complete("google", { ...callback, state: fresh }, "EN");
    expect(replay.json()).toMatchObject({
      errorCode: "oauth.code.invalid",
      message: "The provider refused the sign-in. Please start again.",
    });

    // A code issued for one sign-in, presented with another's state (code injection): refused.
    const victim = await authorize(await start(), email);
    const other = new URL(await start()).searchParams.get("state") ?? "";
    expect((await complete("google", { ...victim, state: other })).json().errorCode).toBe(
      "oauth.code.invalid",
    );
  });
});
