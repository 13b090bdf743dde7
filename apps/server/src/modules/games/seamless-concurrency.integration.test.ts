import { randomInt } from "node:crypto";
import type { WalletCall, WalletReply } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGGREGATOR_SECRET } from "../../../test/aggregator.js";
import { balanceOf, fund, type GamesStack, gamesStack, openGameSession } from "../../../test/games.js";
import { registerPlayer } from "../../../test/players.js";
import { signBody, verifySignature } from "../../platform/signing.js";
import { verifyLedger } from "../ledger/verify.js";

const PLAYERS = 12;
const ROUNDS_PER_PLAYER = 64;
const PARALLEL = 32;
const START = 500_00n;

let stack: GamesStack;

interface Call {
  call: WalletCall;
  body: Record<string, unknown>;
}

/** Sends one signed call over a real socket; retries while the wallet says a retry may succeed. */
async function send(call: Call, attempts = 40): Promise<WalletReply> {
  const raw = JSON.stringify(call.body);
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${stack.platformUrl}/api/aggregator/wallet/${call.call}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
      body: raw,
    });
    const text = await response.text();
    if (!verifySignature(AGGREGATOR_SECRET, text, response.headers.get("x-signature"))) throw new Error(text);
    const reply = JSON.parse(text) as WalletReply;
    if (!reply.retry || attempt >= attempts) return reply;
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

/** Runs the tasks with at most `limit` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

beforeAll(async () => {
  stack = await gamesStack({ DATABASE_POOL_SIZE: "20" });
});

afterAll(async () => {
  await stack?.close();
});

describe("seamless wallet under concurrency", () => {
  it("keeps the ledger consistent through thousands of concurrent, repeated and out-of-order calls", async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const player = await registerPlayer(stack.t);
        await fund(stack.t, player.id, START);
        const { token } = await openGameSession(stack.t, player.id, { gameCode: "PG_RNG_0003" });
        return { id: player.id, token };
      }),
    );

    // Each round is a little script: its calls run in order, rounds of all players interleave.
    const rounds: Call[][] = [];
    let n = 0;
    for (const player of players) {
      const base = {
        token: player.token,
        player: String(player.id),
        currency: "PHP",
        vendor: "PG",
        gameCode: "PG_RNG_0003",
      };
      for (let r = 0; r < ROUNDS_PER_PLAYER; r++) {
        const roundId = `C-${player.id}-${r}`;
        const betId = `cb-${n++}`;
        const bet: Call = {
          call: "bet",
          body: {
            ...base,
            transactionId: betId,
            roundId,
            amount: `${randomInt(1, 30)}.${randomInt(10, 99)}`,
          },
        };
        const win: Call = {
          call: "win",
          body: {
            ...base,
            transactionId: `cw-${n++}`,
            roundId,
            amount: `${randomInt(0, 60)}.00`,
            betTransactionId: betId,
            roundClosed: true,
          },
        };
        const rollback: Call = {
          call: "rollback",
          body: { ...base, transactionId: `cr-${n++}`, roundId, betTransactionId: betId },
        };
        const end: Call = { call: "end", body: { ...base, transactionId: `ce-${n++}`, roundId } };
        const kind = randomInt(10);
        if (kind < 5)
          rounds.push([bet, bet, win, win]); // repeated calls
        else if (kind < 6)
          rounds.push([win, bet, win]); // win before its bet: refused, retried after
        else if (kind < 7)
          rounds.push([rollback, bet, rollback]); // rollback before its bet
        else if (kind < 9)
          rounds.push([bet, rollback, rollback, win]); // refund, then a late win
        else rounds.push([bet, end, bet]); // loss, then a bet on the closed round
      }
    }
    // Some calls also race with themselves: sent twice at the same moment.
    const replies = await pool(
      rounds.map((script) => async () => {
        const out: WalletReply[] = [];
        for (const call of script) {
          if (randomInt(8) === 0) {
            const [a, b] = await Promise.all([send(call), send(call)]);
            expect(a.status).toBe(b.status);
            out.push(a);
          } else {
            out.push(await send(call, call.call === "win" && script[0] === call ? 1 : 40));
          }
        }
        return out;
      }),
      PARALLEL,
    );

    const calls = replies.flat();
    expect(calls.length).toBeGreaterThan(2500);
    expect(calls.filter((reply) => reply.status === "UNKNOWN_ERROR")).toEqual([]);
    expect(calls.filter((reply) => reply.status === "DUPLICATE_TRANSACTION")).toEqual([]);

    expect(await verifyLedger(stack.t.pool)).toEqual([]);
    for (const player of players) {
      const rounds = await stack.t.pool.query<{ net: string }>(
        "select coalesce(sum(win + refund - stake), 0) as net from game_rounds where member_id = $1",
        [player.id],
      );
      expect(await balanceOf(stack.t, player.id)).toBe(START + BigInt(rounds.rows[0]!.net));
    }
    // Every round's totals equal the calls it accepted.
    const mismatched = await stack.t.pool.query(
      `select r.round_id from game_rounds r
          left join lateral (
            select coalesce(sum(amount) filter (where kind = 'bet'), 0) as stake,
                   coalesce(sum(amount) filter (where kind = 'win'), 0) as win,
                   coalesce(sum(amount) filter (where kind = 'rollback'), 0) as refund
              from game_transactions t where t.round_id = r.round_id and t.status = 'OK') t on true
          where r.stake <> t.stake or r.win <> t.win or r.refund <> t.refund`,
    );
    expect(mismatched.rows).toEqual([]);
    // Rolled-back bets whose rollback came first never took money.
    const early = await stack.t.pool.query(
      `select count(*)::int as n from game_transactions b
          where b.kind = 'bet' and b.status = 'OK'
            and exists (select 1 from game_transactions r where r.kind = 'rollback' and r.bet_transaction_id = b.transaction_id
                          and r.status = 'TRANSACTION_DOES_NOT_EXIST')`,
    );
    expect(early.rows[0].n).toBe(0);
  }, 240_000);
});
