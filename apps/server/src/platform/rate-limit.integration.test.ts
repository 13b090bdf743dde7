import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createTrialPlayer, randomIp } from "../../test/players.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const opened: TestApp[] = [];
async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});

function challenge(t: TestApp, ip: string, language = "PT") {
  return t.app.inject({ url: "/wps/captcha/challenge", remoteAddress: ip, headers: { language } });
}

describe("request rate limits", () => {
  it("stops a burst of bets from one player, from any address, with 429 and Retry-After", async () => {
    const t = await app({ RATE_LIMIT_BET_PER_MEMBER: "5" });
    const player = await createTrialPlayer(t);
    const bet = () =>
      t.app.inject({
        method: "POST",
        url: "/wps/bgs/dice/bet",
        remoteAddress: randomIp(),
        headers: { authorization: player.token, "idempotency-key": randomUUID(), language: "EN" },
        payload: { amount: "0.10", target: "50.00", direction: "over" },
      });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await bet());
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[5]!;
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers["retry-after"]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(10);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: "request.rate.limited",
      message: `Too many requests in a row. Wait ${seconds} seconds and try again.`,
      value: { retryAfter: seconds },
    });
    expect(answers.slice(6).every((a) => a.statusCode === 429)).toBe(true);
    // Other players and other kinds of call are counted apart.
    const other = await createTrialPlayer(t);
    const balance = await t.app.inject({
      url: "/wps/v2/wallets/balance",
      headers: { authorization: player.token },
    });
    expect(balance.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/wps/bgs/dice/bet",
          headers: { authorization: other.token, "idempotency-key": randomUUID() },
          payload: { amount: "0.10", target: "50.00", direction: "over" },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("counts login-class calls per address", async () => {
    const t = await app({ RATE_LIMIT_LOGIN_PER_IP: "3" });
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await challenge(t, ip)).statusCode).toBe(200);
    const refused = await challenge(t, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().message).toMatch(/^Muitas solicitações seguidas\. Aguarde \d+ segundos/);
    expect((await challenge(t, randomIp())).statusCode).toBe(200);
  });

  it("shares the counts between instances through Redis", async () => {
    const env = { REDIS_URL: "redis://127.0.0.1:6379", RATE_LIMIT_LOGIN_PER_IP: "4" };
    const [a, b] = [await app(env), await app(env)];
    const ip = randomIp();
    expect((await challenge(a, ip)).statusCode).toBe(200);
    expect((await challenge(b, ip)).statusCode).toBe(200);
    expect((await challenge(a, ip)).statusCode).toBe(200);
    expect((await challenge(b, ip)).statusCode).toBe(200);
    // The fifth call of the window is refused on either instance.
    expect((await challenge(a, ip)).statusCode).toBe(429);
    expect((await challenge(b, ip)).statusCode).toBe(429);
  });
});
