import { randomUUID } from "node:crypto";
import {
  diceRoll,
  FairStream,
  minePositions,
  SLOT_GAMES,
  sha256Hex,
  spin,
  verifyRoundHash,
} from "@jogada/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, fund } from "../../../test/games.js";
import { createTrialPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { buildApp } from "../../app.js";
import { createPool } from "../../platform/db.js";
import { verifyLedger } from "../ledger/verify.js";

let t: TestApp;

async function call(
  player: { token: string },
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  key: string | null = randomUUID(),
) {
  const headers: Record<string, string> = { authorization: player.token, language: "EN" };
  if (key && method === "POST") headers["idempotency-key"] = key;
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

beforeAll(async () => {
  t = await createTestApp({ CRASH_ENABLED: "false", CRASH_BETTING_SECONDS: "1", CRASH_CHAIN_LENGTH: "200" });
});
afterAll(async () => {
  await t?.close();
});

describe("house games: catalogue and seeds", () => {
  it("lists every game with its RTP", async () => {
    const res = await t.app.inject({ url: "/wps/bgs/games" });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.games.map((g: { code: string }) => g.code)).toEqual(
      expect.arrayContaining([
        "dice",
        "limbo",
        "mines",
        "plinko",
        "keno",
        "crash",
        "fruit-classic",
        "pharaoh-lines",
        "jungle-ways",
      ]),
    );
    expect(value.games.find((g: { code: string }) => g.code === "limbo").rtp).toBe("99.00");
  });

  it("shows the server seed's hash first and reveals the seed on rotation", async () => {
    const player = await funded();
    const before = (await call(player, "GET", "/wps/bgs/seeds")).json().value;
    expect(before.nonce).toBe(0);
    const changed = await call(player, "POST", "/wps/bgs/seeds/client", { clientSeed: "my-lucky-seed" });
    expect(changed.json().value.clientSeed).toBe("my-lucky-seed");
    expect(
      (await call(player, "POST", "/wps/bgs/seeds/client", { clientSeed: "bad seed!" })).statusCode,
    ).toBe(400);

    const bet = await call(player, "POST", "/wps/bgs/dice/bet", {
      amount: "1.00",
      target: "50.00",
      direction: "over",
    });
    expect(bet.statusCode).toBe(200);
    const round = bet.json().value.round;
    expect(round.fairness).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: "my-lucky-seed",
      nonce: 0,
      serverSeed: null,
    });

    const rotated = (await call(player, "POST", "/wps/bgs/seeds/rotate")).json().value;
    expect(sha256Hex(rotated.previous.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.previous.nonce).toBe(1);
    expect(rotated.current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.current.nonce).toBe(0);

    const recalled = (await call(player, "GET", `/wps/bgs/rounds/${round.roundId}`)).json().value;
    expect(recalled.fairness.serverSeed).toBe(rotated.previous.serverSeed);
    const roll = diceRoll(
      new FairStream({ serverSeed: rotated.previous.serverSeed, clientSeed: "my-lucky-seed", nonce: 0 }),
    );
    expect(recalled.result.roll).toBe((roll / 100).toFixed(2));
  });
});

describe("house games: instant bets and money", () => {
  it("debits the stake and credits the win through the ledger, once per Idempotency-Key", async () => {
    const player = await funded(10_000n);
    const key = randomUUID();
    const body = { amount: "10.00", target: "49.50", direction: "under" };
    const [a, b] = await Promise.all([
      call(player, "POST", "/wps/bgs/dice/bet", body, key),
      call(player, "POST", "/wps/bgs/dice/bet", body, key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().value.round.roundId).toBe(b.json().value.round.roundId);
    const round = a.json().value.round;
    const win = Math.round(Number(round.win) * 100);
    expect(await balanceOf(t, player.id)).toBe(10_000n - 1000n + BigInt(win));
    expect(round.balanceBefore).toBe("100.00");
    expect(round.balanceAfter).toBe(a.json().value.balance);
    expect(round.steps.map((s: { action: string }) => s.action)).toEqual(["bet", "roll", "settle"]);
    expect((await call(player, "GET", "/wps/bgs/seeds")).json().value.nonce).toBe(1);
    const reused = await call(player, "POST", "/wps/bgs/dice/bet", { ...body, amount: "11.00" }, key);
    expect(reused.statusCode).toBe(409);
  });

  it("refuses bad bets clearly and moves no money", async () => {
    const player = await funded(10_000n);
    const cases: [string, unknown, number, string][] = [
      [
        "/wps/bgs/dice/bet",
        { amount: "1.00", target: "98.99", direction: "over" },
        422,
        "bgs.dice.target.invalid",
      ],
      [
        "/wps/bgs/dice/bet",
        { amount: "1.00", target: "1.01", direction: "under" },
        422,
        "bgs.dice.target.invalid",
      ],
      ["/wps/bgs/limbo/bet", { amount: "1.00", target: "1.00" }, 422, "bgs.limbo.target.invalid"],
      ["/wps/bgs/dice/bet", { amount: "0.01", target: "50", direction: "over" }, 422, "bgs.stake.invalid"],
      ["/wps/bgs/dice/bet", { amount: "5000.00", target: "50", direction: "over" }, 422, "bgs.stake.invalid"],
      ["/wps/bgs/dice/bet", { amount: "1.001", target: "50", direction: "over" }, 422, "bgs.stake.invalid"],
      ["/wps/bgs/dice/bet", { amount: 1, target: "50", direction: "over" }, 400, "request.invalid"],
      [
        "/wps/bgs/dice/bet",
        { amount: "200.00", target: "50", direction: "over" },
        422,
        "wallet.insufficient.funds",
      ],
      ["/wps/bgs/mines/start", { amount: "1.00", mines: 0 }, 422, "bgs.mines.count.invalid"],
      ["/wps/bgs/mines/start", { amount: "1.00", mines: 25 }, 422, "bgs.mines.count.invalid"],
      [
        "/wps/bgs/keno/bet",
        { amount: "1.00", picks: [1, 1], risk: "classic" },
        422,
        "bgs.keno.picks.invalid",
      ],
      ["/wps/bgs/plinko/bet", { amount: "1.00", rows: 7, risk: "low" }, 422, "bgs.plinko.rows.invalid"],
      ["/wps/bgs/slots/unknown/spin", { amount: "1.00" }, 404, "bgs.game.not.found"],
    ];
    for (const [url, payload, status, code] of cases) {
      const res = await call(player, "POST", url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().errorCode).toBe(code);
      expect(res.json().message).toMatch(/\w/);
    }
    // Amounts in the refusal follow the site's one money rule: symbol, separators, decimals.
    const small = await call(player, "POST", "/wps/bgs/dice/bet", {
      amount: "0.01",
      target: "50",
      direction: "over",
    });
    expect(small.json().message).toMatch(/P\u00a00[.,]10\b.*P\u00a01[.,]000[.,]00/);
    const noKey = await call(
      player,
      "POST",
      "/wps/bgs/dice/bet",
      { amount: "1.00", target: "50", direction: "over" },
      null,
    );
    expect(noKey.statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/wps/bgs/dice/bet", payload: {} })).statusCode).toBe(
      401,
    );
    expect(await balanceOf(t, player.id)).toBe(10_000n);
    expect((await call(player, "GET", "/wps/bgs/seeds")).json().value.nonce).toBe(0);
  });

  it("plays limbo, plinko, keno and the three slots, each reproducible from the seeds", async () => {
    const player = await funded();
    const results = [
      await call(player, "POST", "/wps/bgs/limbo/bet", { amount: "1.00", target: "2.00" }),
      await call(player, "POST", "/wps/bgs/plinko/bet", { amount: "1.00", rows: 16, risk: "high" }),
      await call(player, "POST", "/wps/bgs/keno/bet", {
        amount: "1.00",
        picks: [1, 5, 9, 33],
        risk: "classic",
      }),
      ...Object.keys(SLOT_GAMES).map((code) =>
        call(player, "POST", `/wps/bgs/slots/${code}/spin`, { amount: "2.00" }),
      ),
    ].map((r) => r);
    const replies = await Promise.all(results);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const rotated = (await call(player, "POST", "/wps/bgs/seeds/rotate")).json().value.previous;
    const slotRound = replies[3]!.json().value.round;
    const again = spin(
      SLOT_GAMES["fruit-classic"]!,
      new FairStream({
        serverSeed: rotated.serverSeed,
        clientSeed: rotated.clientSeed,
        nonce: slotRound.fairness.nonce,
      }),
    );
    expect(
      slotRound.steps
        .filter((s: { action: string }) => s.action !== "bet" && s.action !== "settle")
        .map((s: { detail: { stops: number[] } }) => s.detail.stops),
    ).toEqual(again.steps.map((s) => s.stops));
    const total = replies.reduce(
      (sum, r) =>
        sum +
        Math.round(Number(r.json().value.round.win) * 100) -
        Math.round(Number(r.json().value.round.stake) * 100),
      0,
    );
    expect(await balanceOf(t, player.id)).toBe(100_000n + BigInt(total));
  });

  it("keeps the last 10 rounds per game with every step and balances", async () => {
    const player = await funded();
    for (let i = 0; i < 12; i++) {
      expect(
        (await call(player, "POST", "/wps/bgs/dice/bet", { amount: "1.00", target: "50", direction: "over" }))
          .statusCode,
      ).toBe(200);
    }
    const list = (await call(player, "GET", "/wps/bgs/rounds?game=dice")).json().value.list;
    expect(list).toHaveLength(10);
    expect(list[0].fairness.nonce).toBe(11);
    for (const round of list) {
      expect(round.steps.length).toBeGreaterThanOrEqual(3);
      expect(Math.round((Number(round.balanceBefore) - Number(round.stake) + Number(round.win)) * 100)).toBe(
        Math.round(Number(round.balanceAfter) * 100),
      );
    }
    // The game platform's betting record and winner board read the rounds in their own shape.
    const records = await t.pool.query(
      "select vendor_code, status, stake from house_game_records where member_id = $1",
      [player.id],
    );
    expect(records.rowCount).toBe(12);
    expect(
      records.rows.every((r) => r.vendor_code === "BGS" && r.status === "closed" && r.stake === "100"),
    ).toBe(true);
  });

  it("many players betting at once: every balance equals the net of its rounds, the ledger stays sound", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => funded(10_000n)));
    const bets = players.flatMap((player) =>
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? call(player, "POST", "/wps/bgs/slots/jungle-ways/spin", { amount: "1.00" })
          : call(player, "POST", "/wps/bgs/dice/bet", { amount: "1.00", target: "50", direction: "over" }),
      ),
    );
    const replies = await Promise.all(bets);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    for (const player of players) {
      const rounds = await t.pool.query<{ stake: string; win: string; nonce: string }>(
        "select stake, win, nonce from house_rounds where member_id = $1",
        [player.id],
      );
      expect(rounds.rowCount).toBe(12);
      expect(new Set(rounds.rows.map((r) => r.nonce)).size).toBe(12);
      const net = rounds.rows.reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
      expect(await balanceOf(t, player.id)).toBe(10_000n + net);
    }
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("trial accounts play with play money only", async () => {
    const trial = await createTrialPlayer(t);
    const res = await call(trial, "POST", "/wps/bgs/dice/bet", {
      amount: "1.00",
      target: "50",
      direction: "over",
      demo: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.round.demo).toBe(true);
    expect(await balanceOf(t, trial.id, "main")).toBe(0n);
    expect(await balanceOf(t, trial.id, "demo")).toBeGreaterThan(0n);
  });
});

describe("house games: mines", () => {
  it("plays a round step by step; two tabs cashing out at once are paid once", async () => {
    const player = await funded(10_000n);
    const start = await call(player, "POST", "/wps/bgs/mines/start", { amount: "10.00", mines: 3 });
    expect(start.statusCode, start.body).toBe(200);
    const round = start.json().value.round;
    expect(round.status).toBe("active");
    expect(round.result.mines).toBeUndefined();
    expect(await balanceOf(t, player.id)).toBe(9_000n);
    expect(
      (await call(player, "POST", "/wps/bgs/mines/start", { amount: "10.00", mines: 3 })).json().errorCode,
    ).toBe("bgs.round.active");
    expect((await call(player, "POST", "/wps/bgs/seeds/rotate")).json().errorCode).toBe(
      "bgs.seed.round.open",
    );

    // The player's own seeds tell where the mines are, so the test can pick safe tiles.
    const { pool } = t;
    const seed = (
      await pool.query("select server_seed, client_seed from house_seeds where member_id = $1 and active", [
        player.id,
      ])
    ).rows[0];
    const mines = minePositions(
      new FairStream({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }),
      3,
    );
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));

    const [r1, r2] = await Promise.all([
      call(player, "POST", "/wps/bgs/mines/reveal", { roundId: round.roundId, tile: safe[0] }),
      call(player, "POST", "/wps/bgs/mines/reveal", { roundId: round.roundId, tile: safe[0] }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect(
      (await call(player, "POST", "/wps/bgs/mines/reveal", { roundId: round.roundId, tile: 25 })).statusCode,
    ).toBe(422);
    const second = await call(player, "POST", "/wps/bgs/mines/reveal", {
      roundId: round.roundId,
      tile: safe[1],
    });
    expect(second.json().value.round.multiplier).toBe("1.2857");

    const [c1, c2] = await Promise.all([
      call(player, "POST", "/wps/bgs/mines/cashout", { roundId: round.roundId }),
      call(player, "POST", "/wps/bgs/mines/cashout", { roundId: round.roundId }),
    ]);
    expect([c1.statusCode, c2.statusCode].sort()).toEqual([200, 409]);
    const done = (c1.statusCode === 200 ? c1 : c2).json().value.round;
    expect(done.status).toBe("won");
    expect(done.win).toBe("12.85");
    expect(done.result.mines).toEqual(mines);
    expect(await balanceOf(t, player.id)).toBe(9_000n + 1285n);
    expect(
      (await call(player, "POST", "/wps/bgs/mines/cashout", { roundId: round.roundId })).json().errorCode,
    ).toBe("bgs.round.ended");
    expect(
      (await call(player, "POST", "/wps/bgs/mines/reveal", { roundId: round.roundId, tile: safe[2] })).json()
        .errorCode,
    ).toBe("bgs.round.ended");
  });

  it("loses on a mine; cashing out before any tile is refused", async () => {
    const player = await funded(10_000n);
    const round = (await call(player, "POST", "/wps/bgs/mines/start", { amount: "5.00", mines: 24 })).json()
      .value.round;
    expect(
      (await call(player, "POST", "/wps/bgs/mines/cashout", { roundId: round.roundId })).json().errorCode,
    ).toBe("bgs.cashout.nothing");
    const seed = (
      await t.pool.query("select server_seed, client_seed from house_seeds where member_id = $1 and active", [
        player.id,
      ])
    ).rows[0];
    const mines = minePositions(
      new FairStream({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }),
      24,
    );
    const lost = await call(player, "POST", "/wps/bgs/mines/reveal", {
      roundId: round.roundId,
      tile: mines[0],
    });
    expect(lost.json().value.round.status).toBe("lost");
    expect(await balanceOf(t, player.id)).toBe(9_500n);
  });

  it("keeps a round open across a server restart, and settles idle rounds by the shown rule", async () => {
    const player = await funded(10_000n);
    const round = (await call(player, "POST", "/wps/bgs/mines/start", { amount: "10.00", mines: 5 })).json()
      .value.round;

    // Another server process on the same database finds the round and lets the player resume it.
    const pool = createPool(t.databaseUrl, 4);
    const restarted = await buildApp(t.config, pool);
    await restarted.ready();
    const active = await restarted.inject({
      url: "/wps/bgs/mines/active",
      headers: { authorization: player.token },
    });
    expect(active.json().value.round.roundId).toBe(round.roundId);

    // Left alone longer than the timeout, with no tile opened: the stake comes back.
    await t.pool.query("update house_rounds set updated_at = now() - interval '2 days' where round_id = $1", [
      round.roundId,
    ]);
    const settled = await restarted.houseGames.service.settleStale();
    expect(settled).toBe(1);
    await restarted.close();
    await pool.end();
    const after = (await call(player, "GET", `/wps/bgs/rounds/${round.roundId}`)).json().value;
    expect(after.status).toBe("cancelled");
    expect(after.steps.at(-1).action).toBe("timeout");
    expect(await balanceOf(t, player.id)).toBe(10_000n);
  });
});

describe("house games: crash", () => {
  it("runs shared rounds from the published chain; bets, cash-outs and auto cash-outs settle once", async () => {
    const crash = t.app.houseGames.crash;
    const alice = await funded(10_000n);
    const bob = await funded(10_000n);
    let now = Date.now();
    await crash.advance(now);
    let state = (await t.app.inject({ url: "/wps/bgs/crash/state" })).json().value;
    expect(state.status).toBe("betting");
    expect(state.hash).toBeNull();

    const aliceBet = await call(alice, "POST", "/wps/bgs/crash/bet", {
      amount: "10.00",
      autoCashout: "1.01",
    });
    expect(aliceBet.statusCode, aliceBet.body).toBe(200);
    expect((await call(alice, "POST", "/wps/bgs/crash/bet", { amount: "10.00" })).json().errorCode).toBe(
      "bgs.crash.bet.exists",
    );
    expect(
      (await call(bob, "POST", "/wps/bgs/crash/bet", { amount: "10.00", autoCashout: "1.00" })).json()
        .errorCode,
    ).toBe("bgs.crash.cashout.invalid");
    expect((await call(bob, "POST", "/wps/bgs/crash/bet", { amount: "10.00" })).statusCode).toBe(200);
    expect((await call(bob, "POST", "/wps/bgs/crash/cashout", {})).json().errorCode).toBe("bgs.crash.no.bet");

    now += 1000;
    await crash.advance(now);
    const point = Number(
      (await t.pool.query("select crash_point from crash_rounds order by id desc limit 1")).rows[0]
        .crash_point,
    );
    expect((await call(alice, "POST", "/wps/bgs/crash/bet", { amount: "1.00" })).json().errorCode).toBe(
      "bgs.crash.betting.closed",
    );

    const [c1, c2] = await Promise.all([
      call(bob, "POST", "/wps/bgs/crash/cashout", {}),
      call(bob, "POST", "/wps/bgs/crash/cashout", {}),
    ]);
    const codes = [c1.statusCode, c2.statusCode].sort();
    if (point > 100) expect(codes).toEqual([200, 409]);
    else expect(codes).toEqual([409, 409]);

    await crash.advance(now + 10 * 60_000);
    state = (await t.app.inject({ url: "/wps/bgs/crash/state" })).json().value;
    expect(state.status).toBe("crashed");
    expect(verifyRoundHash(state.hash, state.roundNumber, state.chain.terminatingHash)).toBe(true);
    expect(state.history[0]).toMatchObject({ roundNumber: state.roundNumber, hash: state.hash });

    const aliceWon = point >= 101;
    expect(await balanceOf(t, alice.id)).toBe(aliceWon ? 10_000n - 1000n + 1010n : 9_000n);
    const aliceRound = (await call(alice, "GET", "/wps/bgs/rounds?game=crash")).json().value.list[0];
    expect(aliceRound.status).toBe(aliceWon ? "won" : "lost");
  });

  it("a round interrupted by a restart is cancelled and its bets refunded", async () => {
    const crash = t.app.houseGames.crash;
    const carol = await funded(10_000n);
    const now = Date.now() + 60 * 60_000;
    await crash.advance(now);
    expect((await call(carol, "POST", "/wps/bgs/crash/bet", { amount: "5.00" })).statusCode).toBe(200);
    expect(await balanceOf(t, carol.id)).toBe(9_500n);

    const pool = createPool(t.databaseUrl, 4);
    const restarted = await buildApp(t.config, pool);
    await restarted.ready();
    await restarted.close();
    await pool.end();
    expect(await balanceOf(t, carol.id)).toBe(10_000n);
    const round = (await call(carol, "GET", "/wps/bgs/rounds?game=crash")).json().value.list[0];
    expect(round.status).toBe("cancelled");
  });

  it("leaves the ledger sound", async () => {
    expect(await verifyLedger(t.pool)).toEqual([]);
  });
});
