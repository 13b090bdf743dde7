import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceOf,
  fund,
  type GamesStack,
  gamesStack,
  openGameSession,
  walletCall,
} from "../../../test/games.js";
import { registerPlayer } from "../../../test/players.js";
import { verifyLedger } from "../ledger/verify.js";

let stack: GamesStack;

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

async function playerWithSession(amount: bigint) {
  const player = await registerPlayer(stack.t);
  await fund(stack.t, player.id, amount + 1_00n);
  const { token } = await openGameSession(stack.t, player.id);
  const base = { token, player: String(player.id), currency: "PHP", vendor: "PG", gameCode: "PG_RNG_0001" };
  // A first bet opens the player's responsible-gaming hour: later calls take the one-statement path.
  const first = { ...base, transactionId: id("warm"), roundId: id("R"), amount: "1.00" };
  expect((await walletCall(stack.t, "bet", first)).reply.status).toBe("OK");
  return { player, base };
}

/** Transfers made under a seamless transaction id (the ledger reference is `game:<id>`). */
async function transfersOf(transactionId: string): Promise<number> {
  const { rows } = await stack.t.pool.query<{ n: string }>(
    "select count(*) as n from ledger_transfers where reference = $1",
    [`game:${transactionId}`],
  );
  return Number(rows[0]?.n);
}

/**
 * Holds a round's lock from another connection, so a call about that round waits inside its
 * statement: the database is "slow" for it until `release`.
 */
async function holdRound(roundId: string) {
  const client = new pg.Client({ connectionString: stack.t.databaseUrl });
  await client.connect();
  await client.query("select pg_advisory_lock(7304002, hashtext($1))", [roundId]);
  return {
    release: async () => {
      await client.query("select pg_advisory_unlock(7304002, hashtext($1))", [roundId]);
      await client.end();
    },
  };
}

/** Waits until a statement calling seamless_call is waiting on a lock; returns its backend pid. */
async function waitingCall(): Promise<number> {
  for (let i = 0; i < 1200; i++) {
    const { rows } = await stack.t.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'
          and query like '%seamless_call(%' and pid <> pg_backend_pid()`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no seamless call is waiting");
}

beforeAll(async () => {
  stack = await gamesStack();
});

afterAll(async () => {
  await stack?.close();
});

describe("seamless wallet under database faults and bursts", () => {
  it("a slow database: the aggregator's retries of a waiting bet get the same answer, money moves once", {
    timeout: 120_000,
  }, async () => {
    const { player, base } = await playerWithSession(100_00n);
    const roundId = id("R");
    const bet = { ...base, transactionId: id("bet"), roundId, amount: "10.00" };
    const held = await holdRound(roundId);
    const first = walletCall(stack.t, "bet", bet);
    await waitingCall();
    // The aggregator times out and sends the same call again, twice, while the first still waits.
    const retries = [walletCall(stack.t, "bet", bet), walletCall(stack.t, "bet", bet)];
    await held.release();
    const answers = await Promise.all([first, ...retries]);
    for (const answer of answers) {
      expect(answer.reply).toMatchObject({
        status: "OK",
        balance: "90.00",
        transactionId: bet.transactionId,
      });
    }
    expect(await transfersOf(bet.transactionId)).toBe(1);
    expect(await balanceOf(stack.t, player.id)).toBe(90_00n);
  });

  it("a dropped connection in the middle of a call: nothing is kept, the retry does it once", {
    timeout: 120_000,
  }, async () => {
    const { player, base } = await playerWithSession(100_00n);
    const roundId = id("R");
    const bet = { ...base, transactionId: id("bet"), roundId, amount: "10.00" };
    const held = await holdRound(roundId);
    const first = walletCall(stack.t, "bet", bet);
    const pid = await waitingCall();
    await stack.t.pool.query("select pg_terminate_backend($1)", [pid]);
    const lost = await first;
    // The call could not be answered: the aggregator is told to try again, and nothing moved.
    expect(lost.reply).toMatchObject({ status: "UNKNOWN_ERROR", retry: true });
    expect(await transfersOf(bet.transactionId)).toBe(0);
    await held.release();
    const retry = await walletCall(stack.t, "bet", bet);
    expect(retry.reply).toMatchObject({ status: "OK", balance: "90.00", transactionId: bet.transactionId });
    const again = await walletCall(stack.t, "bet", bet);
    expect(again.reply).toEqual(retry.reply);
    expect(await transfersOf(bet.transactionId)).toBe(1);
    expect(await balanceOf(stack.t, player.id)).toBe(90_00n);

    // The same for a win whose connection drops: paid once, after the retry.
    const win = {
      ...base,
      transactionId: id("win"),
      roundId,
      betTransactionId: bet.transactionId,
      amount: "25.00",
      roundClosed: true,
    };
    const heldAgain = await holdRound(roundId);
    const pending = walletCall(stack.t, "win", win);
    await stack.t.pool.query("select pg_terminate_backend($1)", [await waitingCall()]);
    expect((await pending).reply).toMatchObject({ status: "UNKNOWN_ERROR", retry: true });
    await heldAgain.release();
    expect((await walletCall(stack.t, "win", win)).reply).toMatchObject({ status: "OK", balance: "115.00" });
    expect((await walletCall(stack.t, "win", win)).reply).toMatchObject({ status: "OK", balance: "115.00" });
    expect(await transfersOf(win.transactionId)).toBe(1);
    expect(await balanceOf(stack.t, player.id)).toBe(115_00n);
  });

  it("a burst of many times the usual rate: every answer right, every call counted once", async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => playerWithSession(1_000_00n)));
    // 200 calls at once (the pool holds 10 connections): each player's bets, their repeats and wins.
    const calls: Promise<{ key: string; status: string; kind: string }>[] = [];
    const wins = new Map<string, Record<string, unknown>>();
    for (const { base } of players) {
      for (let r = 0; r < 10; r++) {
        const roundId = id("R");
        const bet = { ...base, transactionId: id("bet"), roundId, amount: "1.00" };
        const win = {
          ...base,
          transactionId: id("win"),
          roundId,
          betTransactionId: bet.transactionId,
          amount: "2.00",
          roundClosed: true,
        };
        wins.set(win.transactionId, win);
        for (const [kind, body] of [
          ["bet", bet],
          ["bet", bet],
          ["win", win],
          ["win", win],
        ] as const) {
          calls.push(
            walletCall(stack.t, kind, body).then(({ reply }) => ({
              key: body.transactionId,
              status: reply.status,
              kind,
            })),
          );
        }
      }
    }
    const answers = await Promise.all(calls);
    // A win may overtake its bet: it is then refused with retry (not kept); the aggregator retries.
    for (const answer of answers) {
      if (answer.kind === "bet") expect(answer.status).toBe("OK");
      else expect(["OK", "TRANSACTION_DOES_NOT_EXIST"]).toContain(answer.status);
    }
    // The aggregator retries the refused wins: each is then paid, once.
    const bodies = new Map<string, Record<string, unknown>>();
    for (const answer of answers.filter((a) => a.kind === "win" && a.status !== "OK")) {
      const body = wins.get(answer.key) as Record<string, unknown>;
      bodies.set(answer.key, body);
    }
    for (const body of bodies.values()) {
      expect((await walletCall(stack.t, "win", body)).reply.status).toBe("OK");
    }
    for (const { player } of players) {
      const { rows } = await stack.t.pool.query<{ bets: string; wins: string }>(
        `select count(*) filter (where kind = 'bet' and status = 'OK') as bets,
                count(*) filter (where kind = 'win' and status = 'OK') as wins
           from game_transactions where member_id = $1`,
        [player.id],
      );
      // The ten of the burst and the first bet of playerWithSession.
      expect(Number(rows[0]?.bets)).toBe(11);
      expect(Number(rows[0]?.wins)).toBe(10);
      // Every bet moved 1.00 once and every win 2.00 once, whatever the repeats.
      expect(await balanceOf(stack.t, player.id)).toBe(1_000_00n - 10_00n + 20_00n);
    }
    expect(await verifyLedger(stack.t.pool)).toEqual([]);
    // The server still answers.
    expect((await stack.t.app.inject({ url: "/health" })).statusCode).toBe(200);
  }, 300_000);
});
