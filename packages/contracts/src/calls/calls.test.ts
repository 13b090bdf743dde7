import { describe, expect, it } from "vitest";
import { callName, isEnvelope } from "../call.js";
import { ERRORS } from "../errors/index.js";
import { ALL_CALLS, calls } from "./index.js";

describe("call definitions", () => {
  it("every export of a domain is a call, and no two calls share a method and path", () => {
    for (const [domain, members] of Object.entries(calls)) {
      for (const [name, value] of Object.entries(members)) {
        expect(value, `${domain}.${name}`).toHaveProperty("method");
        expect(value, `${domain}.${name}`).toHaveProperty("reply");
      }
    }
    const names = ALL_CALLS.map(callName);
    expect(new Set(names).size).toBe(names.length);
  });

  it("declares only known error codes, partners only on partner calls, uploads only on multipart calls", () => {
    for (const call of ALL_CALLS) {
      for (const code of call.errors)
        expect(Object.hasOwn(ERRORS, code), `${callName(call)}: ${code}`).toBe(true);
      expect(call.access === "partner", callName(call)).toBe(call.partner !== undefined);
      if (call.upload) expect(call.multipart, callName(call)).toBe(true);
      if (call.encrypted) expect(call.method, callName(call)).not.toBe("GET");
    }
  });

  it("declares a permission on every back-office call and on no other", () => {
    for (const call of ALL_CALLS) {
      expect(call.permission !== undefined, callName(call)).toBe(call.access === "operator");
      if (call.access === "operator") expect(call.path.startsWith("/ops/"), callName(call)).toBe(true);
    }
  });

  it("answers the envelope everywhere but on partner, file and bot-check calls", () => {
    // The bot check hands out ALTCHA's own challenge format, which its solver reads as is.
    const ownFormat = new Set(["GET /wps/captcha/challenge"]);
    for (const call of ALL_CALLS) {
      if (call.access === "partner" || call.binary || ownFormat.has(callName(call))) continue;
      expect(isEnvelope(call.reply), callName(call)).toBe(true);
    }
  });
});
