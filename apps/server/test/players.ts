import { randomBytes } from "node:crypto";
import type { LoginValue, RegisterRequest } from "@jogada/contracts";
import { solveChallenge } from "altcha-lib/v1";
import { encryptForServer, type PublicJwk } from "../src/platform/encryption.js";
import type { TestApp } from "./test-app.js";

/**
 * A made-up private IP per call, so per-IP throttles of one test do not touch another's (private
 * addresses have no country, so the region gate lets them through).
 */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${(b[2]! % 250) + 1}`;
}

/** The body of an enc call: `{value: <JWE>}` plus the `Encryption: JWE` header. */
export async function encrypted(t: TestApp, body: unknown) {
  const key = (await t.app.inject({ url: "/wps/system/status" })).json().value.encryptionKey as PublicJwk;
  return {
    payload: { value: await encryptForServer(body, key) },
    headers: { encryption: "JWE", "content-type": "application/json" },
  };
}

/** Solves the server's proof-of-work challenge the way the site's widget does. */
export async function solveBotCheck(t: TestApp): Promise<string> {
  const challenge = (await t.app.inject({ url: "/wps/captcha/challenge" })).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("bot check challenge could not be solved");
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString("base64");
}

export interface TestPlayer {
  id: number;
  username: string;
  password: string;
  token: string;
}

/** Calls an enc endpoint with the given method, path and body; returns the raw response. */
export async function callEncrypted(
  t: TestApp,
  method: "POST" | "PUT",
  url: string,
  body: unknown,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const { payload, headers } = await encrypted(t, body);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(options.token ? { authorization: options.token } : {}), ...options.headers },
    remoteAddress: options.ip ?? randomIp(),
  });
}

/**
 * Registers a player through `PUT /wps/member/register` (the real endpoint, encrypted, with the
 * bot check solved) and returns its id, credentials and session token. `overrides` are merged
 * into the registration body (e.g. `{ affiliateCode }`, `{ mobileNum, countryDialingCode }`).
 */
export async function registerPlayer(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<TestPlayer> {
  const username = overrides.username ?? `p${randomBytes(5).toString("hex")}`;
  const password = overrides.password ?? "Secret123";
  const body: RegisterRequest = {
    username,
    password,
    confirmPassword: password,
    registerMethod: "WEB",
    acceptTerms: true,
    altcha: await solveBotCheck(t),
    ...overrides,
  };
  const res = await callEncrypted(t, "PUT", "/wps/member/register", body, options);
  if (res.statusCode !== 200) throw new Error(`registerPlayer failed: ${res.statusCode} ${res.body}`);
  const value = res.json().value as LoginValue;
  return { id: value.id, username, password, token: value.token };
}

/** Logs in by username and password through `POST /wps/session/login`; returns the login value. */
export async function loginPlayer(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<LoginValue> {
  const res = await callEncrypted(t, "POST", "/wps/session/login", {
    username,
    password,
    altcha: await solveBotCheck(t),
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`loginPlayer failed: ${res.statusCode} ${res.body}`);
  return res.json().value as LoginValue;
}

/** A free-play (trial, type 4) account through `POST /wps/session/login/freeplay`. */
export async function createTrialPlayer(t: TestApp): Promise<Omit<TestPlayer, "password">> {
  const res = await callEncrypted(
    t,
    "POST",
    "/wps/session/login/freeplay",
    { os: "Linux x86_64", platform: "W" },
    { headers: { "gateway-version": "3" } },
  );
  if (res.statusCode !== 200) throw new Error(`createTrialPlayer failed: ${res.statusCode} ${res.body}`);
  const value = res.json().value as LoginValue;
  return { id: value.id, username: value.userName, token: value.token };
}

/**
 * An agent account (type 1 by default; 2, 41, 42 allowed) with an affiliate code, created in the
 * database (agents are made by operators or an upline, not by self-registration) and logged in
 * through the real login endpoint.
 */
export async function createAgent(
  t: TestApp,
  options: { type?: 1 | 2 | 41 | 42; affiliateCode?: string; uplineId?: number; username?: string } = {},
): Promise<TestPlayer & { affiliateCode: string }> {
  const username = options.username ?? `a${randomBytes(5).toString("hex")}`;
  const password = "Agent1234";
  const affiliateCode = options.affiliateCode ?? `AF${randomBytes(4).toString("hex").toUpperCase()}`;
  const { MemberService } = await import("../src/modules/members/service.js");
  const id = await new MemberService({ pool: t.pool }).create(t.pool, {
    merchantCode: t.config.DEFAULT_MERCHANT,
    username,
    password,
    type: options.type ?? 1,
    uplineId: options.uplineId ?? null,
    affiliateCode,
  });
  const login = await loginPlayer(t, username, password);
  return { id, username, password, token: login.token, affiliateCode };
}
