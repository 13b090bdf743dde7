import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, registerPlayer, type TestPlayer } from "../../test/players.js";
import { opsCaller, staffToken } from "../../test/staff.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/**
 * Days and periods are checked by the calls' contracts: a day that has the shape of one but is none
 * (2026-02-30) is a 400 naming the field, never a database error, and so is a period whose end
 * comes before its start or that is longer than the call allows.
 */

let t: TestApp;
let player: TestPlayer;
let agent: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t);
  agent = await createAgent(t);
});
afterAll(async () => t?.close());

async function get(url: string, token: string, language = "PT") {
  const res = await t.app.inject({ url, headers: { authorization: token, language } });
  const body = res.json() as { errorCode?: string; field?: string; message?: string };
  return { status: res.statusCode, errorCode: body.errorCode, field: body.field, message: body.message };
}

describe("impossible days", () => {
  const calls: [string, () => TestPlayer][] = [
    ["/wps/relay/ODSFE2_MemTransDet", () => player],
    ["/wps/relay/ODSFE2_betRecord", () => player],
    ["/wps/relay/ODSFE2_personalProfit?period=custom&", () => player],
    ["/lgw/lottery/tickets", () => player],
    ["/wps/agent/report/bets", () => agent],
    ["/wps/agent/report/transactions", () => agent],
    ["/wps/agent/report/income", () => agent],
    ["/wps/agent/team/overview", () => agent],
    ["/wps/agent/bills/daily", () => agent],
  ];

  it.each(calls)("%s refuses them as 400 naming the field", async (path, who) => {
    const url = (query: string) => `${path}${path.endsWith("&") ? "" : "?"}${query}`;
    const token = who().token;
    expect(await get(url("startDate=2026-02-30&endDate=2026-03-01"), token)).toMatchObject({
      status: 400,
      errorCode: "request.invalid",
      field: "startDate",
    });
    expect(await get(url("endDate=2026-99-01"), token)).toMatchObject({
      status: 400,
      errorCode: "request.invalid",
      field: "endDate",
    });
    expect(await get(url("startDate=2025-02-29&endDate=2025-03-01"), token, "EN")).toEqual({
      status: 400,
      errorCode: "request.invalid",
      field: "startDate",
      message: "Invalid request: check the field startDate.",
    });
    // A leap day is a day.
    expect((await get(url("startDate=2024-02-29&endDate=2024-03-01"), token)).status).toBe(200);
  });

  it("refuses an impossible draw day and leaderboard period the same way", async () => {
    const numero = await get(
      "/lotto/lgw/games/opened/numero?gameCode=vn-north&numero=20260230",
      player.token,
    );
    expect(numero).toMatchObject({ status: 400, field: "numero" });
    const board = await get("/wps/relay/MCSFE_getMissionLeaderboard?periodStart=2026-02-30", player.token);
    expect(board).toMatchObject({ status: 400, field: "periodStart" });
  });
});

describe("periods", () => {
  it("refuses an end before the start on the end field, in the request's language", async () => {
    for (const [path, token] of [
      ["/wps/relay/ODSFE2_MemTransDet", player.token],
      ["/lgw/lottery/tickets", player.token],
      ["/wps/agent/report/transactions", agent.token],
    ] as const) {
      expect(await get(`${path}?startDate=2026-03-02&endDate=2026-03-01`, token, "EN")).toEqual({
        status: 400,
        errorCode: "request.period.order",
        field: "endDate",
        message: "Invalid period: endDate cannot come before the start of the period.",
      });
    }
  });

  it("refuses a report longer than 93 days on the start field and takes exactly 93", async () => {
    const long = await get("/wps/agent/report/bets?startDate=2026-01-01&endDate=2026-04-04", agent.token);
    expect(long).toMatchObject({ status: 400, errorCode: "request.period.too.long", field: "startDate" });
    expect(long.message).toContain("93 dias");
    const longest = await get("/wps/agent/report/bets?startDate=2026-01-01&endDate=2026-04-03", agent.token);
    expect(longest.status).toBe(200);
    const record = await get(
      "/wps/relay/ODSFE2_betRecord?startDate=2025-01-01&endDate=2026-01-01",
      player.token,
    );
    expect(record).toMatchObject({ status: 400, errorCode: "request.period.too.long", field: "startDate" });
    // The personal profit's custom period follows the same rule, and its message says so.
    const profit = (end: string) =>
      get(`/wps/relay/ODSFE2_personalProfit?period=custom&startDate=2026-01-01&endDate=${end}`, player.token);
    expect((await profit("2026-04-03")).status).toBe(200);
    const tooLong = await profit("2026-04-04");
    expect(tooLong).toMatchObject({ status: 400, errorCode: "request.period.too.long", field: "startDate" });
    expect(tooLong.message).toContain("93 dias");
    const noEnd = await get(
      "/wps/relay/ODSFE2_personalProfit?period=custom&startDate=2026-01-01",
      player.token,
    );
    expect(noEnd).toMatchObject({ status: 400, errorCode: "game.date.range.invalid", field: "endDate" });
    expect(noEnd.message).toContain("93 dias");
  });
});

describe("back office", () => {
  const ops = opsCaller(() => t);

  it("refuses impossible days and periods of the dashboard, the audit log and a player's bets", async () => {
    const token = await staffToken(t, "ops.dates");
    const dashboard = await ops(token, "GET", "/ops/dashboard?from=2026-02-30&to=2026-03-01");
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.json()).toMatchObject({ errorCode: "request.invalid", field: "from" });
    const backwards = await ops(token, "GET", "/ops/audit?from=2026-03-02&to=2026-03-01");
    expect(backwards.json()).toMatchObject({ errorCode: "request.period.order", field: "to" });
    const bets = await ops(token, "GET", `/ops/players/${player.id}/bets?from=2026-04-31`);
    expect(bets.json()).toMatchObject({ errorCode: "request.invalid", field: "from" });
  });

  it("refuses an impossible or backwards registration period of a message's audience, and sends nothing", async () => {
    const token = await staffToken(t, "ops.dates.messages");
    const send = (registeredFrom: string, registeredTo: string) =>
      ops(
        token,
        "POST",
        "/ops/messages",
        {
          audience: { kind: "segment", registeredFrom, registeredTo },
          title: { PT: "Olá", EN: "Hello" },
          content: { PT: "<p>a</p>", EN: "<p>b</p>" },
        },
        { "idempotency-key": crypto.randomUUID() },
      );
    const count = async () =>
      Number((await t.pool.query("select count(*) from message_bodies")).rows[0].count);
    const before = await count();
    const impossible = await send("2026-02-30", "2026-03-01");
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({
      errorCode: "request.invalid",
      field: "audience.registeredFrom",
    });
    const backwards = await send("2026-03-02", "2026-03-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      errorCode: "request.period.order",
      field: "audience.registeredTo",
    });
    expect(await count()).toBe(before);
  });
});
