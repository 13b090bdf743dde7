import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { runForRequest } from "./current-request.js";
import { errorForLog, logFormatOf, loggerOptions, pathOf } from "./log-options.js";

/** A logger with the server's options writing into an array of parsed lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino(loggerOptions("info"), sink), lines, raw };
}

describe("log lines", () => {
  it("censor headers, bodies and secret fields wherever a call logs them", () => {
    const { log, lines } = capture();
    log.info({
      headers: { authorization: "tok-1", cookie: "c=1", "x-signature": "sig-1", accept: "*/*" },
      req: { method: "GET", url: "/play?token=tok-4", headers: { authorization: "tok-5" } },
      body: { password: "pw-1" },
      login: { password: "pw-2", paymentPassword: "pw-3", token: "tok-2", username: "ana" },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ["tok-1", "c=1", "sig-1", "pw-1", "pw-2", "pw-3", "tok-2", "tok-4", "tok-5"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      level: "info",
      login: { username: "ana" },
      headers: { accept: "*/*" },
      req: { method: "GET", path: "/play" },
    });
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("show an error's kind, message, code and stack but not what it carried", () => {
    const sent = Object.assign(
      new Error("request to the partner failed", { cause: new Error("socket hang up") }),
      {
        code: "ECONNRESET",
        config: { headers: { "x-signature": "sig-2" }, data: '{"token":"tok-3"}' },
      },
    );
    const refused = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      constraint: "members_username_key",
      table: "members",
      detail: "Key (token_hash)=(secret-hash) already exists.",
    });
    const { log, lines } = capture();
    log.error({ err: sent }, "partner failed");
    log.error({ err: refused }, "database refused");
    const text = JSON.stringify(lines);
    for (const secret of ["sig-2", "tok-3", "secret-hash"]) expect(text).not.toContain(secret);
    expect(lines[0]!.err).toMatchObject({
      type: "Error",
      message: "request to the partner failed",
      code: "ECONNRESET",
      cause: { message: "socket hang up" },
      stack: expect.stringContaining("request to the partner failed"),
    });
    expect(lines[1]!.err).toMatchObject({
      code: "23505",
      constraint: "members_username_key",
      table: "members",
    });
    expect(errorForLog("plain words")).toBe("plain words");
  });

  it("carry the id of the request being handled, once, on the shared logger's lines too", async () => {
    const { log, lines, raw } = capture();
    log.info("outside a request");
    await new Promise<void>((resolve) =>
      runForRequest("lb-request-0001", async () => {
        await Promise.resolve();
        log.warn("a service's line");
        log.child({ requestId: "lb-request-0001" }).info("the request's own line");
        resolve();
      }),
    );
    expect(lines.map((line) => line.requestId)).toEqual([undefined, "lb-request-0001", "lb-request-0001"]);
    expect(raw[2]!.match(/"requestId"/g)).toHaveLength(1);
  });

  it("strip query strings and fragments from paths", () => {
    expect(pathOf("/oauth/callback?code=abc&state=def")).toBe("/oauth/callback");
    expect(pathOf("/play#token=abc")).toBe("/play");
    expect(pathOf("/wps/system/status")).toBe("/wps/system/status");
    expect(pathOf(`/${"x".repeat(500)}`)).toHaveLength(200);
  });

  it("are JSON in production or when asked, text for a developer otherwise", () => {
    expect(logFormatOf({ NODE_ENV: "production" })).toBe("json");
    expect(logFormatOf({ NODE_ENV: "production", LOG_FORMAT: "text" })).toBe("text");
    expect(logFormatOf({ NODE_ENV: "development", LOG_FORMAT: "json" })).toBe("json");
    expect(logFormatOf({ NODE_ENV: "development" })).toBe("text");
    expect(logFormatOf({})).toBe("text");
  });
});
