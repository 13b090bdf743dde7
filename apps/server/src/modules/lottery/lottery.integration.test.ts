import { randomUUID } from "node:crypto";
import { FAST_RULES, fastOdds, lineWin, verifyInclusion } from "@jogada/games";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, fund } from "../../../test/games.js";
import { lotteryOn, northSheet } from "../../../test/lottery.js";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";
import { staffLogin } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { LedgerService } from "../ledger/service.js";
import { verifyLedger } from "../ledger/verify.js";
import type { Lottery } from "./index.js";
import { storeResult } from "./index.js";

let t: TestApp;
let lottery: Lottery;

beforeAll(async () => {
  t = await createTestApp({ LOTTERY_JOB_SECONDS: "3600", LOTTERY_MAX_LIABILITY: "50000.00" });
  await t.app.ready();
  lottery = lotteryOn(t.pool, t.config, t.app.log);
  await lottery.draws.createAhead();
});
afterAll(async () => {
  await t?.close();
});

async function send(
  player: TestPlayer | null,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  key: string = randomUUID(),
) {
  const headers: Record<string, string> = { language: "EN" };
  if (player) headers.authorization = player.token;
  if (method === "POST") headers["idempotency-key"] = key;
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function funded(amount = 100_000n): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await fund(t, player.id, amount);
  return player;
}

async function openDraw(gameCode: string, index = 0): Promise<string> {
  const res = await send(null, "GET", `/lgw/lottery/games/${gameCode}/draws?count=10`);
  expect(res.statusCode).toBe(200);
  return res.json().value.draws[index].drawId;
}

/** Betting time over, then the close job's work. */
async function close(drawId: string) {
  await t.pool.query("update lottery_draws set close_at = now() - interval '1 second' where id = $1", [
    drawId,
  ]);
  await lottery.draws.closeDue();
}

/** Waits until a statement containing `text` waits on a lock of the given kind. */
async function waitingFor(text: string, lock: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { rows } = await t.pool.query(
      `select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and wait_event = $1
          and position($2 in query) > 0 and pid <> pg_backend_pid()`,
      [lock, text],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nothing running ${text} waits on a ${lock} lock`);
}

const place = (
  player: TestPlayer,
  gameCode: string,
  drawId: string,
  lines: unknown[],
  key: string = randomUUID(),
) => send(player, "POST", "/lgw/lottery/tickets", { gameCode, drawId, lines }, key);

async function ticketsOf(player: TestPlayer) {
  return (await send(player, "GET", "/lgw/lottery/tickets?size=100")).json().value.list as {
    ticketNo: string;
    status: string;
    win: string;
    betType: string;
    numbers: string[];
  }[];
}

async function winTransfers(drawId: string): Promise<bigint> {
  const res = await t.pool.query<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from ledger_transfers
      where kind = 'win' and meta->>'drawId' = $1`,
    [drawId],
  );
  return BigInt(res.rows[0]!.total);
}

describe("lottery: lobby calls", () => {
  it("answers the VN menu, open draws with their countdown, odds and popular lotteries", async () => {
    const menu = (await send(null, "GET", "/lgw/vn/games/game_menu")).json().value;
    expect(menu.gameMenus.map((g: { gameGroupCode: string }) => g.gameGroupCode)).toEqual([
      "VN_NORTH",
      "VN_CENTRAL",
      "VN_SOUTH",
    ]);
    expect(menu.gameMenus[2].games[0].stations.length).toBeGreaterThanOrEqual(3);
    const draws = (await send(null, "GET", "/lgw/lottery/games/5d-1/draws")).json().value;
    expect(draws.draws[0].closesInSeconds).toBeGreaterThanOrEqual(0);
    expect(draws.draws[0].seedHash).toMatch(/^[0-9a-f]{64}$/);
    const odds = (await send(null, "GET", "/lgw/lottery/games/vn-north/odds")).json().value;
    expect(odds.entries.find((e: { betType: string }) => e.betType === "de")).toMatchObject({ odds: "98" });
    const popular = await send(null, "GET", "/lgw/games/popular?count=20");
    expect(popular.statusCode).toBe(200);
    expect(popular.json().value.games.length).toBeGreaterThan(5);
    expect((await send(null, "GET", "/lgw/lottery/games/nope/draws")).json().errorCode).toBe(
      "lottery.game.not.found",
    );
  });

  it("answers every game's latest result in one call, never a voided draw", async () => {
    const latest = async () =>
      (await send(null, "GET", "/lgw/games/opened/latest")).json().value.list as {
        gameCode: string;
        drawId: string;
        numbers: string[];
      }[];
    const earlier = await openDraw("k3-3", 0);
    const later = await openDraw("k3-3", 1);
    expect((await latest()).some((d) => d.gameCode === "k3-3")).toBe(false);
    for (const [drawId, numbers] of [
      [earlier, [1, 2, 3]],
      [later, [4, 5, 6]],
    ] as const) {
      await close(drawId);
      await storeResult(t.pool, drawId, { kind: "fast", numbers: [...numbers] });
    }
    const answered = await latest();
    // One entry per game that has a result, the latest of each.
    expect(new Set(answered.map((d) => d.gameCode)).size).toBe(answered.length);
    expect(answered.find((d) => d.gameCode === "k3-3")).toMatchObject({ drawId: later });
    await lottery.settlement.voidDraw(later, "no agreed result");
    expect((await latest()).find((d) => d.gameCode === "k3-3")).toMatchObject({ drawId: earlier });
  });

  it("launches a lottery vendor with the lottery payload", async () => {
    const player = await funded();
    const res = await send(player, "POST", "/wps/game/launchGame", { vassalage: "TCG_LOTTO_VN" });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.game_url).toMatch(/^\/vnlottery/);
    expect(value.lotto).toMatchObject({ lottoArea: "VN", launchMode: "LOTT", lottoView: "betting" });
  });
});

describe("lottery: tickets", () => {
  it("places a slip, lists it and cancels a ticket before close with a refund", async () => {
    const player = await funded();
    const drawId = await openDraw("vn-north");
    const res = await place(player, "vn-north", drawId, [
      { betType: "lo2", numbers: ["07", "15"], stake: "1.00" },
      { betType: "de", numbers: ["42"], stake: "2.00" },
    ]);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    // lô 2 số in the North: 27 points per number; đề: 1.
    expect(value.cost).toBe("56.00");
    expect(value.balance).toBe("944.00");
    expect(value.tickets).toHaveLength(2);
    expect(await balanceOf(t, player.id)).toBe(94_400n);
    expect(await ticketsOf(player)).toHaveLength(2);

    const de = value.tickets.find((x: { betType: string }) => x.betType === "de");
    const cancelled = await send(player, "POST", `/lgw/lottery/tickets/${de.ticketNo}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().value.ticket.status).toBe("refunded");
    expect(await balanceOf(t, player.id)).toBe(94_600n);
    const again = await send(player, "POST", `/lgw/lottery/tickets/${de.ticketNo}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe("lottery.ticket.not.cancellable");
    const other = await funded();
    const stranger = await send(other, "POST", `/lgw/lottery/tickets/${de.ticketNo}/cancel`);
    expect(stranger.json().errorCode).toBe("lottery.ticket.not.found");
  });

  it("refuses bad input with the right code and status, writing nothing", async () => {
    const player = await funded(10_000n);
    const drawId = await openDraw("vn-north");
    const cases: [unknown, string, unknown[], number, string][] = [
      ["nope", drawId, [{ betType: "de", numbers: ["01"], stake: "1" }], 404, "lottery.game.not.found"],
      [
        "vn-north",
        "vn-north:20200101",
        [{ betType: "de", numbers: ["01"], stake: "1" }],
        404,
        "lottery.draw.not.found",
      ],
      ["vn-south", drawId, [{ betType: "de", numbers: ["01"], stake: "1" }], 404, "lottery.draw.not.found"],
      ["vn-north", drawId, [{ betType: "bogus", numbers: ["01"], stake: "1" }], 422, "lottery.bet.type"],
      ["vn-north", drawId, [{ betType: "lo2", numbers: ["7"], stake: "1" }], 422, "lottery.number.invalid"],
      [
        "vn-north",
        drawId,
        [{ betType: "xien2", numbers: ["01", "02", "03"], stake: "1" }],
        422,
        "lottery.number.count",
      ],
      [
        "vn-north",
        drawId,
        [{ betType: "lo2", numbers: ["01", "01"], stake: "1" }],
        422,
        "lottery.number.duplicate",
      ],
      ["vn-north", drawId, [{ betType: "de", numbers: ["01"], stake: "0.50" }], 422, "lottery.stake.limit"],
      ["vn-north", drawId, [{ betType: "de", numbers: ["01"], stake: "20000" }], 422, "lottery.stake.limit"],
      [
        "vn-north",
        drawId,
        [{ betType: "de", numbers: ["01"], stake: "1.001" }],
        422,
        "lottery.stake.invalid",
      ],
      [
        "vn-north",
        drawId,
        [{ betType: "de", numbers: ["01"], stake: "200" }],
        422,
        "wallet.insufficient.funds",
      ],
      [
        "5d-1",
        await openDraw("5d-1"),
        [{ betType: "position", numbers: ["6", "3"], stake: "1" }],
        422,
        "lottery.number.invalid",
      ],
    ];
    for (const [gameCode, id, lines, status, code] of cases) {
      const res = await send(player, "POST", "/lgw/lottery/tickets", { gameCode, drawId: id, lines });
      expect([res.statusCode, res.json().errorCode, res.json().message]).toEqual([
        status,
        code,
        expect.any(String),
      ]);
    }
    // Past close: the draw is still open in the table but its betting time is over.
    const closing = await openDraw("vn-central");
    await t.pool.query("update lottery_draws set close_at = now() - interval '1 second' where id = $1", [
      closing,
    ]);
    const late = await place(player, "vn-central", closing, [{ betType: "de", numbers: ["01"], stake: "1" }]);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "lottery.draw.closed"]);
    expect(await balanceOf(t, player.id)).toBe(10_000n);
    expect(await ticketsOf(player)).toHaveLength(0);
    const pt = await t.app.inject({
      method: "POST",
      url: "/lgw/lottery/tickets",
      headers: { authorization: player.token, language: "PT", "idempotency-key": randomUUID() },
      payload: { gameCode: "vn-north", drawId, lines: [{ betType: "lo2", numbers: ["7"], stake: "1" }] },
    });
    expect(pt.json().message).toContain("Número inválido");
  });

  it("places a slip once for a repeated Idempotency-Key", async () => {
    const player = await funded();
    const drawId = await openDraw("vn-north");
    const lines = [{ betType: "de", numbers: ["11"], stake: "1.00" }];
    const key = randomUUID();
    const [a, b] = await Promise.all([
      place(player, "vn-north", drawId, lines, key),
      place(player, "vn-north", drawId, lines, key),
    ]);
    expect(a.json().value.slipNo).toBe(b.json().value.slipNo);
    expect(await balanceOf(t, player.id)).toBe(99_900n);
    const reused = await place(
      player,
      "vn-north",
      drawId,
      [{ betType: "de", numbers: ["12"], stake: "1.00" }],
      key,
    );
    expect([reused.statusCode, reused.json().errorCode]).toEqual([409, "idempotency.key.reused"]);
  });

  it("closing waits for the slips in flight; a slip sent meanwhile finds the draw closed", async () => {
    const [early, late] = [await funded(), await funded()];
    // A first slip elsewhere, so that the early one takes the one-statement path like most slips.
    const first = await place(early, "vn-north", await openDraw("vn-north", 1), [
      { betType: "de", numbers: ["11"], stake: "1.00" },
    ]);
    expect(first.statusCode).toBe(200);
    const drawId = await openDraw("vn-north", 2);
    const { rows } = await t.pool.query<{ id: string }>(
      "select id from ledger_accounts where owner_kind = 'player' and owner_id = $1 and kind = 'main'",
      [String(early.id)],
    );
    // The early slip holds its draw, then waits on its player's account, which this holds.
    const holder = await t.pool.connect();
    try {
      await holder.query("begin");
      await holder.query("select 1 from ledger_accounts where id = $1 for update", [rows[0]?.id]);
      const inFlight = place(early, "vn-north", drawId, [{ betType: "de", numbers: ["12"], stake: "1.00" }]);
      await waitingFor("lottery_place(", "transactionid");
      await t.pool.query("update lottery_draws set close_at = now() - interval '1 second' where id = $1", [
        drawId,
      ]);
      const closing = lottery.draws.closeDue();
      await waitingFor("pg_advisory_xact_lock(", "advisory");
      const meanwhile = place(late, "vn-north", drawId, [{ betType: "de", numbers: ["13"], stake: "1.00" }]);
      await holder.query("commit");
      expect((await inFlight).statusCode).toBe(200);
      await closing;
      const refused = await meanwhile;
      expect([refused.statusCode, refused.json().errorCode]).toEqual([409, "lottery.draw.closed"]);
    } finally {
      holder.release();
    }
    const draw = await t.pool.query<{ status: string; ticket_count: number }>(
      "select status, ticket_count from lottery_draws where id = $1",
      [drawId],
    );
    expect(draw.rows[0]).toEqual({ status: "closed", ticket_count: 1 });
    expect(await balanceOf(t, late.id)).toBe(100_000n);
    expect(await balanceOf(t, early.id)).toBe(99_800n);
  });

  it("refuses bets past the liability limit of a number", async () => {
    const a = await funded(10_000_000n);
    const b = await funded(10_000_000n);
    const drawId = await openDraw("vn-north", 1);
    // đề pays 98: 500 staked may pay 49,000 of the 50,000 allowed on one number.
    expect(
      (await place(a, "vn-north", drawId, [{ betType: "de", numbers: ["42"], stake: "500" }])).statusCode,
    ).toBe(200);
    const over = await place(b, "vn-north", drawId, [{ betType: "de", numbers: ["42"], stake: "20" }]);
    expect([over.statusCode, over.json().errorCode]).toEqual([409, "lottery.liability.exceeded"]);
    expect(over.json().message).toContain("42");
    expect(
      (await place(b, "vn-north", drawId, [{ betType: "de", numbers: ["43"], stake: "20" }])).statusCode,
    ).toBe(200);
    expect(await balanceOf(t, b.id)).toBe(10_000_000n - 2_000n);
  });
});

describe("lottery: settlement", () => {
  it("settles a VN draw once, and a correction re-settles through reversing transfers", async () => {
    const player = await funded();
    const drawId = await openDraw("vn-north", 2);
    await place(player, "vn-north", drawId, [
      { betType: "lo2", numbers: ["07", "15"], stake: "1.00" },
      { betType: "de", numbers: ["42"], stake: "2.00" },
    ]);
    const afterBet = await balanceOf(t, player.id);
    await close(drawId);
    expect((await lottery.lobby.verification(drawId)).status).toBe("closed");
    await storeResult(t.pool, drawId, { kind: "vn", sheet: northSheet("12342", ["07", "07"]) });
    const first = await lottery.settlement.settleDraw(drawId);
    expect(first).toMatchObject({ settled: 2, done: true });
    // lô 07 drawn twice pays twice: 1.00 x 98 x 2; đề 42: 2.00 x 98.
    expect(await balanceOf(t, player.id)).toBe(afterBet + 19_600n + 19_600n);
    const again = await lottery.settlement.settleDraw(drawId);
    expect(again.settled).toBe(0);
    expect(await balanceOf(t, player.id)).toBe(afterBet + 39_200n);
    expect((await lottery.lobby.verification(drawId)).status).toBe("settled");

    // Corrected: 07 once, special ends in 43.
    await storeResult(t.pool, drawId, { kind: "vn", sheet: northSheet("12343", ["07"]) });
    expect((await lottery.settlement.settleDraw(drawId)).done).toBe(true);
    expect(await balanceOf(t, player.id)).toBe(afterBet + 9_800n);
    const tickets = await ticketsOf(player);
    expect(tickets.map((x) => [x.betType, x.numbers.join(","), x.status, x.win]).sort()).toEqual([
      ["de", "42", "lost", "0.00"],
      ["lo2", "07,15", "won", "98.00"],
    ]);
    // The tickets are in the betting record (LOTT lane) and the profit and loss.
    const record = (await send(player, "GET", "/wps/relay/ODSFE2_betRecord?gameType=LOTT")).json().value;
    expect(record.list.map((r: { vassalage: string }) => r.vassalage)).toEqual([
      "TCG_LOTTO_VN",
      "TCG_LOTTO_VN",
    ]);
    // Named as the lobby names it, in the reader's language (these requests ask for EN).
    const row = record.list[0] as { gameName: string; vendorName: string };
    expect(row).toMatchObject({ gameName: "Vietnam: North (Miền Bắc)", vendorName: "Vietnam Lottery" });
    const lobby = (await send(player, "GET", "/wps/relay/GCSGAME_gameList?vassalage=TCG_LOTTO_VN")).json()
      .value;
    expect(lobby.games.map((g: { gameName: string }) => g.gameName)).toContain(row.gameName);
    const profit = await send(player, "GET", "/wps/relay/ODSFE2_personalProfit");
    expect(JSON.stringify(profit.json().value)).toContain("LOTT");
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("raises an alert when a corrected win was already spent, never taking a balance below zero", async () => {
    const player = await funded(1_000n);
    const drawId = await openDraw("vn-north", 4);
    await place(player, "vn-north", drawId, [{ betType: "de", numbers: ["42"], stake: "1.00" }]);
    await close(drawId);
    await storeResult(t.pool, drawId, { kind: "vn", sheet: northSheet("55542") });
    await lottery.settlement.settleDraw(drawId);
    const balance = await balanceOf(t, player.id);
    expect(balance).toBe(900n + 9_800n);
    // The player spends everything before the correction.
    await new LedgerService(t.pool).transfer({
      from: { owner: "player", memberId: player.id, wallet: "main" },
      to: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      amount: balance,
      currency: "PHP",
      reference: `spent-${player.id}`,
      kind: "adjustment",
    });
    await storeResult(t.pool, drawId, { kind: "vn", sheet: northSheet("55543") });
    expect((await lottery.settlement.settleDraw(drawId)).done).toBe(true);
    expect(await balanceOf(t, player.id)).toBe(0n);
    expect((await ticketsOf(player))[0]).toMatchObject({ status: "lost", win: "0.00" });
    const alerts = await lottery.lobby.alerts(true, 1, 50);
    expect(alerts.list.find((a) => a.drawId === drawId)).toMatchObject({ kind: "correction" });
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("settles a fast draw with an inclusion proof of each ticket in the closing Merkle root", async () => {
    const player = await funded();
    // The next draw, not the current one: a three-minute draw may stop taking bets mid-test.
    const drawId = await openDraw("5d-3", 1);
    const res = await place(player, "5d-3", drawId, [
      { betType: "position", numbers: ["1", "3"], stake: "1.00" },
      { betType: "sum_big", numbers: [], stake: "2.00" },
    ]);
    expect(res.statusCode).toBe(200);
    await close(drawId);
    const closed = await lottery.lobby.verification(drawId);
    expect(closed.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
    expect(closed.beacon?.round).toBeGreaterThan(0);
    expect(closed.seed).toBeNull();
    await storeResult(t.pool, drawId, { kind: "fast", numbers: [3, 9, 9, 9, 9] });
    await lottery.settlement.settleDraw(drawId);
    const series = t.config.LOTTERY_SERIES;
    const expected =
      lineWin(100n, fastOdds("5d", "position", [1, 3], series), 1) +
      lineWin(200n, fastOdds("5d", "sum_big", [], series), 1);
    expect(await winTransfers(drawId)).toBe(expected);
    const ticket = res.json().value.tickets[0];
    const detail = (await send(player, "GET", `/lgw/lottery/tickets/${ticket.ticketNo}`)).json().value;
    expect(detail.status).toBe("won");
    expect(detail.proof.merkleRoot).toBe(closed.merkleRoot);
    const leaf = {
      ticketId: ticket.ticketNo,
      drawId,
      betType: "position",
      selection: "1,3",
      stakeMinor: 100n,
    };
    expect(verifyInclusion(leaf, detail.proof, closed.merkleRoot!)).toBe(true);
    expect((await lottery.lobby.verification(drawId)).seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it("settles exactly once after a crash in the middle of a batch", async () => {
    const drawId = await openDraw("vn-north", 3);
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => funded()));
    for (const p of players)
      await place(p, "vn-north", drawId, [{ betType: "de", numbers: ["42"], stake: "1.00" }]);
    await close(drawId);
    await storeResult(t.pool, drawId, { kind: "vn", sheet: northSheet("00042") });
    const money = lottery.tickets.money;
    const pay = money.pay.bind(money);
    let calls = 0;
    money.pay = async (...args) => {
      if (++calls === 3) throw new Error("the process died");
      return pay(...args);
    };
    await expect(lottery.settlement.settleDraw(drawId, { batch: 2 })).rejects.toThrow("the process died");
    money.pay = pay;
    const settledBefore = await t.pool.query(
      "select count(*)::int as n from lottery_tickets where draw_id = $1 and settled_revision = 1",
      [drawId],
    );
    expect(settledBefore.rows[0].n).toBe(2);
    expect(await winTransfers(drawId)).toBe(2n * 9_800n);
    await lottery.settlement.settleDraw(drawId, { batch: 2 });
    await lottery.settlement.settleDraw(drawId, { batch: 2 });
    expect(await winTransfers(drawId)).toBe(5n * 9_800n);
    for (const p of players) expect(await balanceOf(t, p.id)).toBe(100_000n - 100n + 9_800n);
  });

  it("voids a draw and refunds every ticket once", async () => {
    const player = await funded();
    const drawId = await openDraw("vn-south");
    await place(player, "vn-south", drawId, [
      { betType: "de", numbers: ["42"], stake: "3.00" },
      { betType: "lo2", numbers: ["42"], stake: "1.00" },
    ]);
    expect(await balanceOf(t, player.id)).toBe(100_000n - 300n - 1_800n);
    const voided = await lottery.settlement.voidDraw(drawId, "no agreed result");
    expect(voided.refundedTickets).toBe(2);
    expect(await balanceOf(t, player.id)).toBe(100_000n);
    expect((await lottery.settlement.voidDraw(drawId, "again")).refundedTickets).toBe(0);
    expect(await balanceOf(t, player.id)).toBe(100_000n);
    expect((await ticketsOf(player)).every((x) => x.status === "refunded")).toBe(true);
  });

  it("stops a chase after a win", async () => {
    const player = await funded();
    const created = await send(player, "POST", "/lgw/lottery/chases", {
      gameCode: "5d-5",
      lines: [{ betType: "position", numbers: ["1", "3"], stake: "1.00" }],
      draws: 5,
      stopAfterWin: true,
    });
    expect(created.statusCode).toBe(200);
    const chaseNo = created.json().value.chaseNo;
    const chaseDraws = async () =>
      (
        await t.pool.query<{ draw_id: string }>(
          "select t.draw_id from lottery_tickets t join lottery_chases c on c.id = t.chase_id where c.chase_no = $1 order by t.id",
          [chaseNo],
        )
      ).rows.map((r) => r.draw_id);
    const [first] = await chaseDraws();
    await close(first!);
    await storeResult(t.pool, first!, { kind: "fast", numbers: [0, 0, 0, 0, 0] });
    await lottery.settlement.settleDraw(first!);
    await lottery.chases.advance();
    const [, second] = await chaseDraws();
    expect(second).toBeDefined();
    await close(second!);
    await storeResult(t.pool, second!, { kind: "fast", numbers: [3, 0, 0, 0, 0] });
    await lottery.settlement.settleDraw(second!);
    await lottery.chases.advance();
    expect(await chaseDraws()).toHaveLength(2);
    const list = (await send(player, "GET", "/lgw/lottery/chases")).json().value.list;
    expect(list[0]).toMatchObject({ chaseNo, status: "won", drawsDone: 2 });
  });
});

describe("lottery: back office", () => {
  it("lists every odds entry's return, refuses a table above the maximum naming the entry, voids a draw", async () => {
    const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.lottery", "operator-password-1");
    const login = await t.app.inject({
      method: "POST",
      url: "/ops/session/login",
      payload: staffBody,
    });
    expect(login.statusCode).toBe(200);
    const ops = { authorization: login.json().value.token, language: "EN" };
    const oddsReply = await t.app.inject({ url: "/ops/lottery/odds", headers: ops });
    expect(oddsReply.json().message).toBeUndefined();
    const odds = oddsReply.json().value;
    expect(odds.maxRtp).toBe("99.50");
    const north = odds.tables.find((x: { game: string }) => x.game === "vn-north");
    expect(north.source).toBe("default");
    expect(north.entries.find((e: { betType: string }) => e.betType === "de").rtp).toBe("98.00");
    const table = Object.fromEntries(
      north.entries.map((e: { key: string; odds: string }) => [e.key, e.odds]),
    );
    const refused = await t.app.inject({
      method: "PUT",
      url: "/ops/lottery/odds/vn-north",
      headers: ops,
      payload: { odds: { ...table, de: "99.6" } },
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([422, "lottery.odds.rtp"]);
    expect(refused.json().message).toContain("de");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/ops/lottery/odds/vn-north",
      headers: ops,
      payload: { odds: { ...table, de: "95" } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({ source: "brand" });
    const player = await funded();
    const drawId = await openDraw("vn-north", 0);
    const placed = await place(player, "vn-north", drawId, [
      { betType: "de", numbers: ["10"], stake: "1.00" },
    ]);
    expect(placed.json().value.tickets[0].odds).toBe("95");
    const voided = await t.app.inject({
      method: "POST",
      url: `/ops/lottery/draws/${encodeURIComponent(drawId)}/void`,
      headers: ops,
      payload: { reason: "station did not draw" },
    });
    expect(voided.json().value).toMatchObject({ status: "voided" });
    expect(voided.json().value.refundedTickets).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, player.id)).toBe(100_000n);
    expect((await t.app.inject({ url: "/ops/lottery/alerts", headers: ops })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/ops/lottery/odds", headers: { language: "EN" } })).statusCode).toBe(
      401,
    );
  });
});

describe("lottery: property", () => {
  it("pays in all exactly the sum of the winning tickets", async () => {
    const rules = FAST_RULES["5d"];
    const player = await funded(100_000_000n);
    const bet = fc.oneof(
      fc.record({
        betType: fc.constant("position"),
        pick: fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 9 })),
      }),
      fc.record({
        betType: fc.constantFrom("sum_big", "sum_small", "dragon", "tiger", "tie"),
        pick: fc.constant([] as number[]),
      }),
      fc.record({
        betType: fc.constant("front2"),
        pick: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })),
      }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ bet, stake: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        async (bets, numbers) => {
          const drawId = `5d-1:2020010${1 + Math.floor(run / 1000)}-${String((run++ % 1000) + 1).padStart(4, "0")}`;
          await t.pool.query(
            `insert into lottery_draws (id, game_code, numero, draw_at, close_at)
             values ($1, '5d-1', $2, now() + interval '1 hour', now() + interval '50 minutes')`,
            [drawId, drawId.split(":")[1]],
          );
          const lines = bets.map((b) => ({
            betType: b.bet.betType,
            numbers: b.bet.pick.map(String),
            stake: String(b.stake),
          }));
          const res = await place(player, "5d-1", drawId, lines);
          expect(res.statusCode).toBe(200);
          await close(drawId);
          await storeResult(t.pool, drawId, { kind: "fast", numbers });
          await lottery.settlement.settleDraw(drawId);
          const expected = bets.reduce((sum, b) => {
            const hits = rules.hits(numbers, b.bet.betType as never, b.bet.pick);
            const odds = fastOdds("5d", b.bet.betType, b.bet.pick, t.config.LOTTERY_SERIES);
            return sum + lineWin(BigInt(b.stake) * 100n, odds, hits);
          }, 0n);
          const tickets = await t.pool.query<{ total: string }>(
            "select coalesce(sum(win), 0)::text as total from lottery_tickets where draw_id = $1",
            [drawId],
          );
          expect(await winTransfers(drawId)).toBe(expected);
          expect(BigInt(tickets.rows[0]!.total)).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
    expect(await verifyLedger(t.pool)).toEqual([]);
  });
});
