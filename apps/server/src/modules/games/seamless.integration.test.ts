import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceOf,
  fund,
  type GamesStack,
  gamesStack,
  openGameSession,
  walletCall,
} from "../../../test/games.js";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";

let stack: GamesStack;
let player: TestPlayer;
let token: string;

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

function base(extra: Record<string, unknown> = {}) {
  return {
    token,
    player: String(player.id),
    currency: "PHP",
    vendor: "PG",
    gameCode: "PG_RNG_0001",
    ...extra,
  };
}

beforeAll(async () => {
  stack = await gamesStack();
  player = await registerPlayer(stack.t);
  await fund(stack.t, player.id, 100_00n);
  ({ token } = await openGameSession(stack.t, player.id));
});

afterAll(async () => {
  await stack?.close();
});

describe("seamless wallet (REFERENCE.md §6)", () => {
  it("refuses a bad signature before anything else, even with a broken body", async () => {
    const { status, reply } = await walletCall(
      stack.t,
      "bet",
      { nonsense: true },
      { signature: "0".repeat(64) },
    );
    expect(status).toBe(401);
    expect(reply.status).toBe("INVALID_SIGNATURE");
    const missing = await stack.t.app.inject({
      method: "POST",
      url: "/api/aggregator/wallet/balance",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(base()),
    });
    expect(missing.statusCode).toBe(401);
  });

  it("answers the balance and refuses unknown tokens, other players and other currencies", async () => {
    const { reply } = await walletCall(stack.t, "balance", base());
    expect(reply).toMatchObject({ status: "OK", balance: "100.00", currency: "PHP" });
    expect((await walletCall(stack.t, "balance", base({ token: "x".repeat(43) }))).reply.status).toBe(
      "INVALID_TOKEN",
    );
    expect((await walletCall(stack.t, "balance", base({ player: "999999" }))).reply.status).toBe(
      "INVALID_TOKEN",
    );
    expect((await walletCall(stack.t, "balance", base({ currency: "USD" }))).reply.status).toBe(
      "WRONG_CURRENCY",
    );
  });

  it("takes a bet, pays its win, and a repeat of either returns the first answer and moves nothing", async () => {
    const roundId = id("R");
    const betId = id("bet");
    const bet = { ...base(), transactionId: betId, roundId, amount: "10.00" };
    const first = await walletCall(stack.t, "bet", bet);
    expect(first.reply).toMatchObject({ status: "OK", balance: "90.00", transactionId: betId });
    // The wallet routes log warnings only; their Server-Timing still counts the call's own time.
    expect(Number(/^app;dur=([\d.]+)$/.exec(first.serverTiming)?.[1])).toBeGreaterThan(0);
    const again = await walletCall(stack.t, "bet", bet);
    expect(again.reply).toEqual(first.reply);
    const win = {
      ...base(),
      transactionId: id("win"),
      roundId,
      amount: "25.50",
      betTransactionId: betId,
      roundClosed: true,
    };
    expect((await walletCall(stack.t, "win", win)).reply).toMatchObject({ status: "OK", balance: "115.50" });
    expect((await walletCall(stack.t, "win", win)).reply).toMatchObject({ status: "OK", balance: "115.50" });
    expect(await balanceOf(stack.t, player.id)).toBe(115_50n);
  });

  it("refuses the same transaction id with a different payload (DUPLICATE_TRANSACTION)", async () => {
    const roundId = id("R");
    const betId = id("bet");
    await walletCall(stack.t, "bet", { ...base(), transactionId: betId, roundId, amount: "1.00" });
    const before = await balanceOf(stack.t, player.id);
    const dup = await walletCall(stack.t, "bet", {
      ...base(),
      transactionId: betId,
      roundId,
      amount: "2.00",
    });
    expect(dup.reply.status).toBe("DUPLICATE_TRANSACTION");
    expect(await balanceOf(stack.t, player.id)).toBe(before);
  });

  it("answers NOT_ENOUGH_MONEY with the balance and keeps nothing", async () => {
    const balance = await balanceOf(stack.t, player.id);
    const betId = id("bet");
    const { reply } = await walletCall(stack.t, "bet", {
      ...base(),
      transactionId: betId,
      roundId: id("R"),
      amount: "900.00",
    });
    expect(reply.status).toBe("NOT_ENOUGH_MONEY");
    expect(reply.balance).toBe((Number(balance) / 100).toFixed(2));
    expect(await balanceOf(stack.t, player.id)).toBe(balance);
    const rows = await stack.t.pool.query("select 1 from game_transactions where transaction_id = $1", [
      betId,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it("refuses a win or rollback of an unknown bet (TRANSACTION_DOES_NOT_EXIST)", async () => {
    const win = await walletCall(stack.t, "win", {
      ...base(),
      transactionId: id("win"),
      roundId: id("R"),
      amount: "1.00",
      betTransactionId: id("missing"),
      roundClosed: true,
    });
    expect(win.reply).toMatchObject({ status: "TRANSACTION_DOES_NOT_EXIST", retry: true });
  });

  it("remembers a rollback that arrives before its bet and refuses the bet when it lands", async () => {
    const roundId = id("R");
    const betId = id("bet");
    const balance = await balanceOf(stack.t, player.id);
    const rollback = await walletCall(stack.t, "rollback", {
      ...base(),
      transactionId: id("rb"),
      roundId,
      betTransactionId: betId,
    });
    expect(rollback.reply.status).toBe("TRANSACTION_DOES_NOT_EXIST");
    const bet = await walletCall(stack.t, "bet", {
      ...base(),
      transactionId: betId,
      roundId,
      amount: "3.00",
    });
    expect(bet.reply.status).toBe("BET_ALREADY_SETTLED");
    expect(await balanceOf(stack.t, player.id)).toBe(balance);
  });

  it("refunds a bet once; a win after its rollback and a rollback after a win are refused", async () => {
    const balance = await balanceOf(stack.t, player.id);
    const roundId = id("R");
    const betId = id("bet");
    await walletCall(stack.t, "bet", { ...base(), transactionId: betId, roundId, amount: "4.00" });
    const rb = { ...base(), transactionId: id("rb"), roundId, betTransactionId: betId };
    expect((await walletCall(stack.t, "rollback", rb)).reply.status).toBe("OK");
    expect((await walletCall(stack.t, "rollback", rb)).reply.status).toBe("OK");
    expect(await balanceOf(stack.t, player.id)).toBe(balance);
    const second = await walletCall(stack.t, "rollback", { ...rb, transactionId: id("rb") });
    expect(second.reply.status).toBe("BET_ALREADY_SETTLED");
    const lateWin = await walletCall(stack.t, "win", {
      ...base(),
      transactionId: id("win"),
      roundId,
      amount: "8.00",
      betTransactionId: betId,
      roundClosed: true,
    });
    expect(lateWin.reply.status).toBe("BET_ALREADY_SETTLED");
    expect(await balanceOf(stack.t, player.id)).toBe(balance);

    const round2 = id("R");
    const bet2 = id("bet");
    await walletCall(stack.t, "bet", { ...base(), transactionId: bet2, roundId: round2, amount: "2.00" });
    await walletCall(stack.t, "win", {
      ...base(),
      transactionId: id("win"),
      roundId: round2,
      amount: "0",
      betTransactionId: bet2,
      roundClosed: true,
    });
    const rbAfterWin = await walletCall(stack.t, "rollback", {
      ...base(),
      transactionId: id("rb"),
      roundId: round2,
      betTransactionId: bet2,
    });
    expect(rbAfterWin.reply.status).toBe("BET_ALREADY_SETTLED");
  });

  it("refuses bets on a closed round (BET_ALREADY_SETTLED) and ends rounds idempotently", async () => {
    const roundId = id("R");
    const betId = id("bet");
    await walletCall(stack.t, "bet", { ...base(), transactionId: betId, roundId, amount: "1.00" });
    const end = { ...base(), transactionId: id("end"), roundId };
    expect((await walletCall(stack.t, "end", end)).reply.status).toBe("OK");
    expect((await walletCall(stack.t, "end", end)).reply.status).toBe("OK");
    const late = await walletCall(stack.t, "bet", {
      ...base(),
      transactionId: id("bet"),
      roundId,
      amount: "1.00",
    });
    expect(late.reply.status).toBe("BET_ALREADY_SETTLED");
  });

  it("accepts wins and rollbacks after the game token expired, but not bets", async () => {
    const roundId = id("R");
    const betId = id("bet");
    await walletCall(stack.t, "bet", { ...base(), transactionId: betId, roundId, amount: "2.00" });
    await stack.t.pool.query("update game_sessions set expires_at = now() - interval '1 minute'");
    try {
      const win = await walletCall(stack.t, "win", {
        ...base(),
        transactionId: id("win"),
        roundId,
        amount: "3.00",
        betTransactionId: betId,
        roundClosed: false,
      });
      expect(win.reply.status).toBe("OK");
      const bet = await walletCall(stack.t, "bet", {
        ...base(),
        transactionId: id("bet"),
        roundId,
        amount: "1.00",
      });
      expect(bet.reply.status).toBe("TOKEN_EXPIRED");
    } finally {
      await stack.t.pool.query("update game_sessions set expires_at = now() + interval '1 hour'");
    }
  });

  it("refuses a stake above the game's limit (LIMIT_EXCEEDED) and a game of another vendor (INVALID_GAME)", async () => {
    await fund(stack.t, player.id, 5_000_00n);
    const over = await walletCall(stack.t, "bet", {
      ...base(),
      transactionId: id("bet"),
      roundId: id("R"),
      amount: "4999.00",
    });
    expect(over.reply.status).toBe("LIMIT_EXCEEDED");
    const other = await walletCall(stack.t, "bet", {
      ...base({ vendor: "PP", gameCode: "PP_RNG_0001" }),
      transactionId: id("bet"),
      roundId: id("R"),
      amount: "1.00",
    });
    expect(other.reply.status).toBe("INVALID_GAME");
  });

  it("plays trial accounts' sessions with the demo wallet only", async () => {
    const demo = await openGameSession(stack.t, player.id, { demo: true });
    await fund(stack.t, player.id, 50_00n, "demo");
    const main = await balanceOf(stack.t, player.id);
    const { reply } = await walletCall(stack.t, "bet", {
      ...base({ token: demo.token }),
      transactionId: id("bet"),
      roundId: id("R"),
      amount: "5.00",
    });
    expect(reply).toMatchObject({ status: "OK", balance: "45.00" });
    expect(await balanceOf(stack.t, player.id)).toBe(main);
  });
});
