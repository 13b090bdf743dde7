import { randomUUID } from "node:crypto";
import {
  type DrawCalendar,
  drawsAfter,
  LAO_CALENDAR,
  MY4D_CALENDAR,
  type ScheduledDraw,
  THAI_CALENDAR,
  VN_SOUTH_CALENDAR,
} from "@jogada/games";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { feedDrawOf, sheetOf } from "../../../../sandbox/src/partners/results-feed/sheets.js";
import { balanceOf, fund } from "../../../test/games.js";
import { lotteryOn } from "../../../test/lottery.js";
import { type RunningLotterySources, startLotterySources } from "../../../test/lottery-sources.js";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";
import { staffLogin, staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { verifyLedger } from "../ledger/verify.js";
import { checkPublishedDraw } from "./draw-results-verify.js";
import type { Lottery } from "./index.js";
import { HttpResultFeed } from "./sources/http-result-feed.js";
import { drawKeyOf } from "./sources/sheets.js";

const HOUR = 3_600_000;
let t: TestApp;
let sources: RunningLotterySources;
let lottery: Lottery;

beforeAll(async () => {
  sources = await startLotterySources();
  t = await createTestApp({
    SANDBOX_URL: sources.base,
    LOTTERY_JOB_SECONDS: "3600",
    RESULTS_JOB_SECONDS: "0",
    FAST_DRAW_JOB_SECONDS: "0",
  });
  lottery = lotteryOn(t.pool, t.config, t.app.log);
  await lottery.draws.createAhead();
});
afterAll(async () => {
  await t?.close();
  await sources?.close();
});
beforeEach(async () => {
  await sources.resetFeeds();
  await sources.resetBeacon();
});

/** Past draws of a calendar (at least an hour old), one handed out per call. */
function pastDraws(calendar: DrawCalendar) {
  const list = drawsAfter(calendar, Date.now() - 40 * 24 * HOUR, 400).filter(
    (d) => d.drawAt < Date.now() - HOUR,
  );
  return () => list.pop()!;
}
const southDraw = pastDraws(VN_SOUTH_CALENDAR);

/** A past draw in the table, open for bets for a moment, as if it were being bet on before its time. */
async function insertDraw(gameCode: string, draw: ScheduledDraw): Promise<string> {
  await t.pool.query(
    `insert into lottery_draws (id, game_code, numero, station_code, station_name, draw_at, close_at)
     values ($1, $2, $3, $4, $5, $6, now() + interval '1 hour') on conflict (id) do nothing`,
    [
      draw.id,
      gameCode,
      draw.numero,
      draw.station?.code ?? null,
      draw.station?.name ?? null,
      new Date(draw.drawAt),
    ],
  );
  return draw.id;
}

async function close(drawId: string) {
  await t.pool.query("update lottery_draws set close_at = now() - interval '10 seconds' where id = $1", [
    drawId,
  ]);
  await lottery.draws.closeDue();
}

async function bet(player: TestPlayer, gameCode: string, drawId: string, lines: unknown[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/lgw/lottery/tickets",
    headers: { authorization: player.token, "idempotency-key": randomUUID(), language: "EN" },
    payload: { gameCode, drawId, lines },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function drawRow(id: string) {
  const res = await t.pool.query<{
    status: string;
    result: { kind: string; sheet?: unknown; numbers?: number[] } | null;
    result_revision: number;
    settled_revision: number;
  }>("select status, result, result_revision, settled_revision from lottery_draws where id = $1", [id]);
  return res.rows[0]!;
}

async function alertsOf(id: string) {
  const res = await t.pool.query<{ kind: string; detail: string; resolved: boolean }>(
    "select kind, detail, resolved_at is not null as resolved from lottery_alerts where draw_id = $1 order by id",
    [id],
  );
  return res.rows;
}

/** The sheet every normal source publishes for a draw. */
function published(id: string, variant: "published" | "correction" = "published") {
  const key = drawKeyOf(id);
  return sheetOf(feedDrawOf(key.gameCode, key.drawDate)!, key.gameCode, key.drawDate, variant);
}

/** The special prize every normal source publishes (or the corrected one). */
function specialOf(id: string, variant: "published" | "correction" = "published"): string {
  return (published(id, variant).sheet as { prizes: Record<string, string[]> }).prizes.special![0]!;
}

const ingest = (id: string, afterDrawMs = 60_000) =>
  t.pool
    .query<{ draw_at: Date }>("select draw_at from lottery_draws where id = $1", [id])
    .then((r) => lottery.results.feeds.ingestDraw(id, r.rows[0]!.draw_at.getTime() + afterDrawMs));

describe("VN and SEA results from two agreeing feeds", () => {
  it("stores the agreed sheet, settles on it, and a repeated publication changes nothing", async () => {
    const draw = southDraw();
    const id = await insertDraw("vn-south", draw);
    const player = await registerPlayer(t);
    await fund(t, player.id, 100_000n);
    const special = specialOf(id);
    const miss = String((Number(special.slice(-2)) + 1) % 100).padStart(2, "0");
    await bet(player, "vn-south", id, [
      { betType: "de", numbers: [special.slice(-2)], stake: "2.00" },
      { betType: "de", numbers: [miss], stake: "1.00" },
    ]);
    await close(id);

    expect(await ingest(id)).toBe("resulted");
    const row = await drawRow(id);
    expect(row).toMatchObject({ status: "resulted", result_revision: 1, result: published(id) });
    await lottery.settlement.settleDue();
    expect(await drawRow(id)).toMatchObject({ status: "settled", settled_revision: 1 });
    // 1000.00 - 3.00 staked + 2.00 x 98 won.
    expect(await balanceOf(t, player.id)).toBe(100_000n - 300n + 19_600n);

    await sources.behave("feed-a", "duplicate");
    expect(await ingest(id)).toBe("unchanged");
    expect(await drawRow(id)).toMatchObject({ status: "settled", result_revision: 1 });
    const history = await t.pool.query("select revision from lottery_draw_results where draw_id = $1", [id]);
    expect(history.rows).toEqual([{ revision: 1 }]);
    expect(await alertsOf(id)).toEqual([]);
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it.each([
    ["thai", THAI_CALENDAR],
    ["lao", LAO_CALENDAR],
    ["my4d", MY4D_CALENDAR],
  ] as const)("results the %s lottery from its feeds' sheets", async (game, calendar) => {
    const id = await insertDraw(game, pastDraws(calendar)());
    await close(id);
    expect(await ingest(id)).toBe("resulted");
    expect(await drawRow(id)).toMatchObject({ status: "resulted", result: published(id) });
  });

  it("keeps a malformed or wrongly signed sheet out: waiting with an 'invalid' alert", async () => {
    const id = await insertDraw("vn-south", southDraw());
    await close(id);
    const key = drawKeyOf(id);
    await sources.behave("feed-b", "malformed", key);
    expect(await ingest(id)).toBe("waiting");
    expect(await drawRow(id)).toMatchObject({ status: "waiting", result: null });
    expect(await alertsOf(id)).toEqual([
      {
        kind: "invalid",
        detail: "feed-b: not a valid sheet: lottery.result.digits at special[0]",
        resolved: false,
      },
    ]);

    await sources.behave("feed-b", "badSignature", key);
    expect(await ingest(id)).toBe("waiting");
    expect(await alertsOf(id)).toEqual([
      { kind: "invalid", detail: "feed-b: the reply is not signed with the source's key", resolved: false },
    ]);
    expect((await drawRow(id)).result).toBeNull();

    await sources.resetFeeds();
    expect(await ingest(id)).toBe("resulted");
  });

  it("leaves contradicting sources waiting with a 'disagree' alert, resolved once they agree", async () => {
    const id = await insertDraw("vn-south", southDraw());
    await close(id);
    await sources.behave("feed-a", "contradict", drawKeyOf(id));
    expect(await ingest(id)).toBe("disagree");
    expect(await drawRow(id)).toMatchObject({ status: "waiting", result: null });
    expect(await alertsOf(id)).toMatchObject([{ kind: "disagree", resolved: false }]);
    // Read again: still one open alert.
    expect(await ingest(id)).toBe("disagree");
    expect(await alertsOf(id)).toHaveLength(1);

    // Staff see each feed's reading: both published, neither agreed, and the two sheets differ.
    const staff = await staffToken(t, "ops.readings", "read-only");
    const readings = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/ops/lottery/draws/${id}/results`,
          headers: { authorization: staff },
        })
      ).json().value.readings as { source: string; status: string; value: unknown; agreed: boolean }[];
    const held = await readings();
    expect(held.map((r) => [r.status, r.agreed])).toEqual([
      ["published", false],
      ["published", false],
    ]);
    expect(held[0]?.value).not.toEqual(held[1]?.value);

    await sources.resetFeeds();
    expect(await ingest(id)).toBe("resulted");
    expect(await alertsOf(id)).toMatchObject([{ kind: "disagree", resolved: true }]);
    const settled = await readings();
    expect(settled.map((r) => [r.status, r.agreed])).toEqual([
      ["published", true],
      ["published", true],
    ]);
    expect(settled[0]?.value).toEqual(settled[1]?.value);
  });

  it("lets two staff members enter a result only on a draw whose sources disagree, validated, and resolve alerts", async () => {
    const tokenOf = async (username: string) => {
      const { secret: _secret, ...staffBody } = await staffLogin(t.pool, username, "operator-password-1");
      const login = await t.app.inject({ method: "POST", url: "/ops/session/login", payload: staffBody });
      return login.json().value.token as string;
    };
    const asStaff = (token: string) => (url: string, payload: unknown) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { authorization: token, language: "EN" },
        payload: payload as object,
      });
    const ops = asStaff(await tokenOf("ops.results"));
    const second = asStaff(await tokenOf("ops.results2"));
    const id = await insertDraw("vn-south", southDraw());
    await close(id);
    const sheet = published(id);
    // Not waiting on disagreeing sources: refused.
    const early = await ops(`/ops/lottery/draws/${id}/result`, { result: sheet, reason: "typed from TV" });
    expect([early.statusCode, early.json().errorCode]).toEqual([409, "lottery.result.not.manual"]);

    await sources.behave("feed-a", "contradict", drawKeyOf(id));
    expect(await ingest(id)).toBe("disagree");
    const broken = structuredClone(sheet) as { sheet: { prizes: Record<string, string[]> } };
    broken.sheet.prizes.seventh = ["12"];
    const bad = await ops(`/ops/lottery/draws/${id}/result`, { result: broken, reason: "typed from TV" });
    expect([bad.statusCode, bad.json().errorCode, bad.json().message]).toEqual([
      422,
      "lottery.result.digits",
      "A number with the wrong digits in the seventh prize.",
    ]);
    expect((await drawRow(id)).result).toBeNull();

    // One person's entry waits for a second staff member; the same person cannot be the second.
    const first = await ops(`/ops/lottery/draws/${id}/result`, { result: sheet, reason: "official site" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.status).toBe("waiting");
    expect((await drawRow(id)).result).toBeNull();
    const again = await ops(`/ops/lottery/draws/${id}/result`, { result: sheet, reason: "official site" });
    expect([again.statusCode, again.json().errorCode]).toEqual([403, "lottery.result.second.staff"]);
    const entered = await second(`/ops/lottery/draws/${id}/result`, {
      result: sheet,
      reason: "official site",
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().value).toEqual({
      drawId: id,
      status: "resulted",
      resultRevision: 1,
      confirmed: true,
    });
    expect(await drawRow(id)).toMatchObject({ status: "resulted", result: sheet });
    expect(await alertsOf(id)).toMatchObject([{ kind: "disagree", resolved: true }]);

    await sources.behave("feed-b", "malformed", drawKeyOf(id));
    await ingest(id);
    const alert = await t.pool.query<{ id: string }>(
      "select id::text from lottery_alerts where draw_id = $1 and kind = 'invalid'",
      [id],
    );
    const resolved = await ops(`/ops/lottery/alerts/${alert.rows[0]!.id}/resolve`, { note: "feed-b told" });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await alertsOf(id)).every((a) => a.resolved)).toBe(true);
    const missing = await ops("/ops/lottery/alerts/999999999/resolve", { note: "nothing" });
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, "lottery.alert.not.found"]);
    const audit = await t.pool.query(
      "select action from audit_log where actor = 'operator:ops.results' and action like 'lottery.%' order by id",
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["lottery.result.manual.first", "lottery.alert.resolve"]);
  });

  it("waits quietly for a late source, then alerts 'missing'; a source that stays silent counts the same", async () => {
    const id = await insertDraw("vn-south", southDraw());
    await close(id);
    await sources.behave("feed-b", "late", drawKeyOf(id), 6 * 24 * 3600);
    expect(await ingest(id, 60_000)).toBe("waiting");
    expect(await drawRow(id)).toMatchObject({ status: "closed", result: null });
    expect(await alertsOf(id)).toEqual([]);

    expect(await ingest(id, 45 * 60_000)).toBe("waiting");
    expect(await drawRow(id)).toMatchObject({ status: "waiting", result: null });
    expect(await alertsOf(id)).toMatchObject([{ kind: "missing", resolved: false }]);
    expect((await alertsOf(id))[0]!.detail).toContain("no result from feed-b");

    await sources.behave("feed-b", "silent");
    await sources.behave("feed-a", "silent");
    expect(await ingest(id, 50 * 60_000)).toBe("waiting");
    expect(await alertsOf(id)).toMatchObject([
      { kind: "missing", resolved: false },
      { kind: "late", resolved: false },
    ]);
  });

  it("never takes a result before the draw time, however far ahead a feed's clock runs", async () => {
    const [upcoming] = drawsAfter(VN_SOUTH_CALENDAR, Date.now() + HOUR, 1);
    const key = drawKeyOf(upcoming!.id);
    await sources.clock("feed-a", 3 * 24 * 3600);
    // The feed itself publishes (its clock says the draw is over)...
    const direct = await fetch(`${sources.base}/results-feed/feed-a/results/${key.gameCode}/${key.drawDate}`);
    expect((await direct.json()).status).toBe("published");
    // ...but it is not read as a result before our clock reaches the draw time.
    const feed = new HttpResultFeed({
      name: "feed-a",
      baseUrl: `${sources.base}/results-feed/feed-a`,
      secret: t.config.RESULTS_FEED_SECRETS["feed-a"]!,
      timeoutMs: 2000,
    });
    expect(await feed.read(key)).toEqual({ source: "feed-a", status: "pending" });
    const id = await insertDraw("vn-south", upcoming!);
    await t.pool.query("update lottery_draws set status = 'closed' where id = $1", [id]);
    expect(await lottery.results.feeds.ingestDraw(id)).toBe("not-due");
    expect(await drawRow(id)).toMatchObject({ status: "closed", result: null });
  });

  it("voids a draw without an agreed result at the deadline and refunds every ticket", async () => {
    const id = await insertDraw("vn-south", southDraw());
    const player = await registerPlayer(t);
    await fund(t, player.id, 50_000n);
    await bet(player, "vn-south", id, [{ betType: "de", numbers: ["11", "12"], stake: "5.00" }]);
    expect(await balanceOf(t, player.id)).toBe(49_000n);
    await close(id);
    await sources.behave("feed-a", "contradict", drawKeyOf(id));
    expect(await ingest(id, 47 * HOUR)).toBe("disagree");
    expect(await ingest(id, 49 * HOUR)).toBe("voided");
    expect((await drawRow(id)).status).toBe("voided");
    expect(await balanceOf(t, player.id)).toBe(50_000n);
    const tickets = await t.pool.query("select status from lottery_tickets where draw_id = $1", [id]);
    expect(tickets.rows.every((r) => r.status === "refunded")).toBe(true);
    // Voided draws are not read again.
    await sources.resetFeeds();
    expect(await ingest(id, 50 * HOUR)).toBe("skipped");
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("stores a correction as a new revision and settlement re-settles the tickets", async () => {
    // The sandbox's correction differs in its special prize, but its last two digits can match by
    // chance on some days: take a draw where they differ, so the two bets settle differently.
    let draw = southDraw();
    while (specialOf(draw.id).slice(-2) === specialOf(draw.id, "correction").slice(-2)) draw = southDraw();
    const id = await insertDraw("vn-south", draw);
    const player = await registerPlayer(t);
    await fund(t, player.id, 10_000n);
    const first = specialOf(id);
    const corrected = specialOf(id, "correction");
    expect(first.slice(-2)).not.toBe(corrected.slice(-2));
    await bet(player, "vn-south", id, [
      { betType: "de", numbers: [first.slice(-2)], stake: "1.00" },
      { betType: "de", numbers: [corrected.slice(-2)], stake: "1.00" },
    ]);
    await close(id);
    expect(await ingest(id)).toBe("resulted");
    await lottery.settlement.settleDue();
    expect(await balanceOf(t, player.id)).toBe(10_000n - 200n + 9_800n);

    // One source corrects: a disagreement, the stored result stands.
    await sources.behave("feed-a", "correct", drawKeyOf(id));
    expect(await ingest(id, 2 * 60_000)).toBe("unchanged");
    expect(await drawRow(id)).toMatchObject({ status: "settled", result_revision: 1 });
    // Both correct: revision 2, resulted again, an alert, and settlement pays the other ticket instead.
    await sources.behave("feed-b", "correct", drawKeyOf(id));
    expect(await ingest(id, 3 * 60_000)).toBe("corrected");
    expect(await drawRow(id)).toMatchObject({
      status: "resulted",
      result_revision: 2,
      result: published(id, "correction"),
    });
    expect((await alertsOf(id)).map((a) => a.kind)).toEqual(["disagree", "correction"]);
    expect(await ingest(id, 4 * 60_000)).toBe("unchanged");
    await lottery.settlement.settleDue();
    expect(await drawRow(id)).toMatchObject({ status: "settled", settled_revision: 2 });
    expect(await balanceOf(t, player.id)).toBe(10_000n - 200n + 9_800n);
    const wins = await t.pool.query<{ ticket_no: string; status: string }>(
      "select ticket_no, status from lottery_tickets where draw_id = $1 order by id",
      [id],
    );
    expect(wins.rows.map((r) => r.status)).toEqual(["lost", "won"]);
    const history = await t.pool.query(
      "select revision from lottery_draw_results where draw_id = $1 order by 1",
      [id],
    );
    expect(history.rows).toEqual([{ revision: 1 }, { revision: 2 }]);
    expect(await verifyLedger(t.pool)).toEqual([]);
  });
});

describe("fast draws from the beacon", () => {
  async function closedFastDraw(player: TestPlayer) {
    const res = await t.app.inject({ method: "GET", url: "/lgw/lottery/games/5d-1/draws?count=5" });
    const drawId = res.json().value.draws[0].drawId as string;
    await bet(player, "5d-1", drawId, [{ betType: "position", numbers: ["1", "7"], stake: "1.00" }]);
    await close(drawId);
    return drawId;
  }

  it("derives the numbers from a verified round, reveals the seed, and the draw verifies", async () => {
    const player = await registerPlayer(t);
    await fund(t, player.id, 10_000n);
    const drawId = await closedFastDraw(player);
    expect(await lottery.results.fast.deriveDraw(drawId)).toBe("resulted");
    const verification = (await t.app.inject({ method: "GET", url: `/lgw/lottery/draws/${drawId}` })).json()
      .value;
    expect(verification.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(verification.beacon.signature).toMatch(/^[0-9a-f]{96}$/);
    const tickets = await t.pool.query<{
      ticketId: string;
      betType: string;
      selection: string;
      stakeMinor: string;
    }>(
      `select ticket_no as "ticketId", bet_type as "betType", selection, stake::text as "stakeMinor"
         from lottery_tickets where draw_id = $1`,
      [drawId],
    );
    const chain = { chainHash: t.config.BEACON_CHAIN_HASH, publicKey: t.config.BEACON_PUBLIC_KEY };
    const published = { ...verification, tickets: tickets.rows.map((r) => ({ ...r, drawId })) };
    expect(await checkPublishedDraw(published, chain)).toMatchObject({ ok: true });
    const otherStake = published.tickets.map((r: object) => ({ ...r, stakeMinor: "1" }));
    expect(await checkPublishedDraw({ ...published, tickets: otherStake }, chain)).toMatchObject({
      ok: false,
    });
  });

  it("never draws from a round with a bad signature: waiting with a 'beacon' alert until a verified one", async () => {
    const player = await registerPlayer(t);
    await fund(t, player.id, 10_000n);
    const drawId = await closedFastDraw(player);
    await sources.badSignature("all");
    expect(await lottery.results.fast.deriveDraw(drawId)).toBe("beacon-invalid");
    expect(await drawRow(drawId)).toMatchObject({ status: "waiting", result: null });
    expect(await alertsOf(drawId)).toMatchObject([{ kind: "beacon", resolved: false }]);
    const seed = await t.pool.query("select seed_revealed from lottery_draws where id = $1", [drawId]);
    expect(seed.rows[0].seed_revealed).toBe(false);

    await sources.resetBeacon();
    expect(await lottery.results.fast.deriveDraw(drawId)).toBe("resulted");
    expect(await alertsOf(drawId)).toMatchObject([{ kind: "beacon", resolved: true }]);
  });
});
