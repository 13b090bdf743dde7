/**
 * The speed benchmark's workloads, one call (or one seamless round) per run of a worker: the bare
 * SQL floor transfer, seamless rounds over HTTP and straight to their SQL function, dice bets and
 * lottery tickets over the API.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { seamlessCall } from "../apps/server/src/modules/games/wallet-repository.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET } from "../apps/server/test/aggregator.js";
import type { createSpeedPlayers } from "./speed-players.js";
import { FLOOR_SQL, request, timed } from "./speed-support.js";

type Players = Awaited<ReturnType<typeof createSpeedPlayers>>;

export function speedWorkloads(pool: Pool, url: string, players: Players, drawId: string, currency: string) {
  const ledger = new LedgerService(pool);
  const run = randomBytes(3).toString("hex");
  let sequence = 0;
  const floorCall = (worker: number) => {
    const [a, b] = (players[worker] as (typeof players)[number]).floor;
    return pool.query(FLOOR_SQL, [a, b, "1", `speed-${run}-${sequence++}`, currency]);
  };
  const walletCall = async (name: string, body: object) => {
    const raw = JSON.stringify(body);
    const response = await request(`${url}/api/aggregator/wallet/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
      body: raw,
    });
    const reply = JSON.parse(response.text) as { status: string };
    if (reply.status !== "OK") throw new Error(`${name}: ${reply.status}`);
  };
  return {
    floor: async (worker: number, record: (name: string, ms: number) => void) =>
      timed(record, "transfer", async () => {
        await floorCall(worker);
      }),
    // A bet, then its win (round closed) or, every other round, its rollback.
    seamless: async (worker: number, record: (name: string, ms: number) => void) => {
      const player = players[worker] as (typeof players)[number];
      const n = sequence++;
      const common = {
        token: player.gameToken,
        player: String(player.id),
        currency: currency,
        vendor: "PG",
        gameCode: "PG_RNG_0001",
      };
      const roundId = `speed-${run}-${n}`;
      const bet = `sb-${run}-${n}`;
      await timed(record, "bet", () =>
        walletCall("bet", { ...common, transactionId: bet, roundId, amount: "1.00" }),
      );
      if (n % 2 === 0) {
        await timed(record, "win", () =>
          walletCall("win", {
            ...common,
            transactionId: `sw-${run}-${n}`,
            roundId,
            amount: "1.50",
            betTransactionId: bet,
            roundClosed: true,
          }),
        );
      } else {
        await timed(record, "rollback", () =>
          walletCall("rollback", {
            ...common,
            transactionId: `sr-${run}-${n}`,
            roundId,
            betTransactionId: bet,
          }),
        );
      }
    },
    // The seamless round above without HTTP and the server: the statement the server sends for
    // each call, from this process's pool. What separates it from the floor is the database's
    // own work; what separates `seamless` from it is the HTTP path.
    "seamless-sql": async (worker: number, record: (name: string, ms: number) => void) => {
      const player = players[worker] as (typeof players)[number];
      const n = sequence++;
      const [playerAccount, house] = await ledger.accountIds({
        from: { owner: "player", memberId: String(player.id), wallet: "main" },
        to: { owner: "house", merchant: "jogada", kind: "house_vendor", code: "PG" },
        currency: currency,
      });
      const common = {
        roundId: `speed-sql-${run}-${n}`,
        memberId: String(player.id),
        merchant: "jogada",
        vendor: "PG",
        gameCode: "PG_RNG_0001",
        sessionVendor: "PG",
        demo: false,
        currency: currency,
        decimals: 2,
        catalogueDecimals: 2,
        tokenHash: hashToken(player.gameToken),
        requestHash: randomBytes(16).toString("hex"),
        player: playerAccount,
        house,
        main: true,
        guarded: true,
      };
      const sql = async (name: string, call: Parameters<typeof seamlessCall>[1]) =>
        timed(record, name, async () => {
          const row = await seamlessCall(pool, call);
          if (row.status !== "OK") throw new Error(`${name}: ${row.status ?? "slow path"}`);
        });
      const bet = `sqb-${run}-${n}`;
      await sql("bet", {
        ...common,
        kind: "bet",
        transactionId: bet,
        betTransactionId: null,
        amount: 100n,
        roundClosed: false,
      });
      if (n % 2 === 0) {
        await sql("win", {
          ...common,
          kind: "win",
          transactionId: `sqw-${run}-${n}`,
          betTransactionId: bet,
          amount: 150n,
          roundClosed: true,
        });
      } else {
        await sql("rollback", {
          ...common,
          kind: "rollback",
          transactionId: `sqr-${run}-${n}`,
          betTransactionId: bet,
          amount: 0n,
          roundClosed: false,
        });
      }
    },
    dice: async (worker: number, record: (name: string, ms: number) => void) =>
      timed(record, "bet", async () => {
        const response = await request(`${url}/wps/bgs/dice/bet`, {
          method: "POST",
          headers: {
            authorization: players[worker]?.login as string,
            "content-type": "application/json",
            "idempotency-key": randomUUID(),
          },
          body: '{"amount":"1.00","target":"50.00","direction":"over"}',
        });
        if (response.status !== 200) throw new Error(`dice: ${response.status} ${response.text}`);
      }),
    lottery: async (worker: number, record: (name: string, ms: number) => void) =>
      timed(record, "ticket", async () => {
        const number = String(sequence++ % 100).padStart(2, "0");
        const response = await request(`${url}/lgw/lottery/tickets`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: players[worker]?.login as string,
            "idempotency-key": randomUUID(),
          },
          body: JSON.stringify({
            gameCode: "vn-north",
            drawId,
            lines: [{ betType: "de", numbers: [number], stake: "1.00" }],
          }),
        });
        if (response.status !== 200) throw new Error(`ticket: ${response.status} ${response.text}`);
      }),
  };
}
