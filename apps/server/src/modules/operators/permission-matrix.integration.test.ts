import {
  ALL_CALLS,
  type AnyCall,
  callName,
  roleAllows,
  STAFF_ROLES,
  type StaffRole,
} from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * Every back-office call in the contracts against every role, from the calls' own permission
 * declarations: a role without the permission gets 403 operator.permission.denied before anything
 * runs, a role with it gets past the check (whatever the dummy input then earns). A call added
 * later is covered without touching this file.
 */
let t: TestApp;
const tokens = new Map<StaffRole, string>();
// Logout ends the session the rest of the calls use: it goes last.
const OPS_CALLS = ALL_CALLS.filter((c) => c.access === "operator").sort(
  (a, b) => Number(a.path === "/ops/session/logout") - Number(b.path === "/ops/session/logout"),
);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) tokens.set(role, await staffToken(t, `matrix.${role}`, role));
});
afterAll(async () => {
  await t.close();
});

const urlOf = (call: AnyCall) =>
  call.path.replace(/:(\w+)/g, (_, name: string) => (name === "modId" ? "COMM3" : "1"));

describe("permission matrix", () => {
  it("covers the back office", () => {
    expect(OPS_CALLS.length).toBeGreaterThan(60);
  });

  for (const role of STAFF_ROLES) {
    it(`${role}: allowed exactly where its permissions say`, { timeout: 120_000 }, async () => {
      const token = tokens.get(role)!;
      const wrong: string[] = [];
      for (const call of OPS_CALLS) {
        const reply = await t.app.inject({
          method: call.method,
          url: urlOf(call),
          headers: { authorization: token },
          ...(call.method === "GET" ? {} : { payload: {} }),
        });
        const denied =
          reply.statusCode === 403 &&
          String(reply.headers["content-type"] ?? "").includes("json") &&
          reply.json().errorCode === "operator.permission.denied";
        const allowed = roleAllows(role, call.permission);
        if (allowed === denied || reply.statusCode === 401) {
          wrong.push(`${callName(call)}: expected ${allowed ? "allowed" : "403"}, got ${reply.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
