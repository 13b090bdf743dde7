import { ALL_CALLS, type AnyCall, callName, findWhitelabelNode } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { BrandService } from "../modules/brand/service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** API paths; everything else is health, the API docs, WebSockets and the built site's files. */
const API = /^\/(wps|lgw|lotto|api|ops)\//;

describe("call registration", () => {
  it("registers every call definition exactly once", () => {
    const counts = new Map(ALL_CALLS.map((call) => [call, 0]));
    for (const route of t.app.routeTable) {
      if (route.call) counts.set(route.call, (counts.get(route.call) ?? 0) + 1);
    }
    const wrong = [...counts]
      .filter(([, count]) => count !== 1)
      .map(([call, count]) => `${callName(call)}: ${count}`);
    expect(wrong).toEqual([]);
  });

  it("has a definition for every API route", () => {
    const undeclared = t.app.routeTable
      .filter((route) => API.test(route.url) && !route.call)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it("serves the same API document as docs/openapi.json", async () => {
    const served = await t.app.inject({ method: "GET", url: "/docs/json" });
    expect(served.statusCode).toBe(200);
    const { openApiDocument } = await import("@jogada/contracts");
    expect(served.json().paths).toEqual(JSON.parse(JSON.stringify(openApiDocument(ALL_CALLS))).paths);
  });

  it("answers every call of a switched-off module with function.not.available, without its handler", async () => {
    const brands = new BrandService(t.pool, "jogada");
    const setModule = (modId: string, on: boolean) =>
      brands.update("jogada", "test", `module ${modId}`, (config) => {
        const node = findWhitelabelNode(config.whitelabel, modId);
        if (!node) throw new Error(modId);
        node.enabled = on ? "1" : "0";
        return config;
      });
    const send = (call: AnyCall) =>
      t.app.inject({
        method: call.method,
        url: call.path.replace(/:(\w+)/g, "1"),
        ...(call.method === "GET" ? {} : { payload: {} }),
      });
    const modules = new Set(ALL_CALLS.flatMap((call) => (call.module ? [call.module] : [])));
    for (const modId of modules) {
      const gated = ALL_CALLS.filter((call) => call.module === modId);
      await setModule(modId, false);
      try {
        // The brand cache follows the change through LISTEN/NOTIFY, a moment after commit.
        await vi.waitFor(async () => expect((await send(gated[0] as AnyCall)).statusCode).toBe(403), {
          timeout: 5000,
          interval: 20,
        });
        for (const call of gated) {
          const reply = await send(call);
          expect(reply.statusCode, callName(call)).toBe(403);
          expect(reply.json().errorCode, callName(call)).toBe("function.not.available");
        }
      } finally {
        await setModule(modId, true);
      }
    }
  });
});
