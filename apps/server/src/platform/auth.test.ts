import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthenticatedMember, type AuthLevel, authHook } from "./auth.js";
import { installErrorHandler } from "./error-handler.js";

const accounts: Record<string, Partial<AuthenticatedMember>> = {
  member: { type: 0 },
  agent: { type: 41, isAgent: true },
  trial: { type: 4, isTrial: true },
  pending: { type: 0, mustChangePassword: true },
};

/** The hook on a bare Fastify with a resolver that knows four tokens. */
describe("route auth levels", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    app.decorateRequest("brand", null as never);
    app.addHook("onRequest", async (request) => {
      (request as unknown as { brand: unknown }).brand = { config: { merchantCode: "jogada" } };
    });
    await app.register(authHook, {
      operators: {
        async authenticate() {
          throw new Error("no operator routes in this test");
        },
      },
      sessions: {
        async authenticate(token, merchantCode) {
          const account = accounts[token];
          if (!account || merchantCode !== "jogada") return undefined;
          return {
            id: 1,
            merchantCode,
            username: token,
            type: 0,
            isAgent: false,
            isTrial: false,
            sessionId: 1,
            method: "password",
            mustChangePassword: false,
            ...account,
          };
        },
      },
    });
    for (const level of ["optional", "any", "real", "member", "agent"] as AuthLevel[]) {
      app.get(`/${level}`, { config: { auth: level } }, async (request) => ({
        who: request.member?.username ?? null,
      }));
    }
    app.get("/pending-ok", { config: { auth: "any", allowPendingPasswordChange: true } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (path: string, token?: string) =>
    app.inject({ url: path, headers: token ? { authorization: token } : {} }).then((r) => ({
      status: r.statusCode,
      code: r.json().errorCode as string | undefined,
    }));

  it("answers 401 without a live token, except on optional routes", async () => {
    for (const level of ["any", "real", "member", "agent"]) {
      expect(await call(`/${level}`)).toEqual({ status: 401, code: "login.not.session" });
      expect(await call(`/${level}`, "unknown")).toEqual({ status: 401, code: "login.not.session" });
    }
    expect((await call("/optional")).status).toBe(200);
  });

  it("lets each role through only where it belongs", async () => {
    const table: [string, string, number, string?][] = [
      ["/any", "trial", 200],
      ["/real", "trial", 403, "account.trial"],
      ["/real", "agent", 200],
      ["/member", "member", 200],
      ["/member", "agent", 403, "login.member.only"],
      ["/member", "trial", 403, "account.trial"],
      ["/agent", "agent", 200],
      ["/agent", "member", 403, "login.agent.only"],
      ["/agent", "trial", 403, "login.agent.only"],
    ];
    for (const [path, token, status, code] of table) {
      const res = await call(path, token);
      expect(res.status, `${token} on ${path}`).toBe(status);
      if (code) expect(res.code).toBe(code);
    }
  });

  it("holds an account that must change its password to the allowed routes", async () => {
    expect(await call("/any", "pending")).toEqual({ status: 403, code: "password.change.required" });
    expect((await call("/pending-ok", "pending")).status).toBe(200);
  });
});
