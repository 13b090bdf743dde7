import { SLOT_GAMES, sha256Hex } from "@jogada/games";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeSide,
  DIFFERENTIAL,
  DIFFERENTIAL_TIMEOUT_MS,
  fundPlayer,
  insertPlayer,
  ledgerOf,
  type TwinSide,
  twinSide,
  usageOf,
} from "../../../test/differential.js";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { Pool } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import { HouseGamesService, type InstantGame } from "./service.js";

/**
 * `house_instant_bet` and the TypeScript transaction decide the same rules (docs/decisions/112):
 * random sequences of instant bets (dice, limbo, plinko, keno, slots; stakes under the minimum,
 * over the balance; a repeated Idempotency-Key with the same or another body; play money), with
 * an exclusion or a money limit set between bets, give the same answers (or the same refusal),
 * balances, ledger rows, rounds, seeds' nonces, usage and queues on both paths. Both databases hold
 * the same seeds, so every round draws the same outcome.
 */
const PLAYERS = 3;
const SLOT = Object.keys(SLOT_GAMES)[0]!;
const GAMES: InstantGame[] = [
  { game: "dice", body: { target: "50.00", direction: "over" } },
  { game: "dice", body: { target: "10.00", direction: "under" } },
  { game: "limbo", body: { target: "2.00" } },
  { game: "plinko", body: { rows: 8, risk: "high" } },
  { game: "keno", body: { picks: [1, 7, 12, 33], risk: "classic" } },
  { game: "slot", code: SLOT },
];
const AMOUNTS = ["0.05", "0.10", "1.00", "12.50", "40.00", "99.99", "250.00"];

type Command =
  | { call: "bet"; player: number; key: number; game: number; amount: string; demo: boolean }
  | { call: "exclude" | "limit"; player: number };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      call: fc.constant("bet" as const),
      player,
      key: fc.integer({ min: 0, max: 15 }),
      game: fc.integer({ min: 0, max: GAMES.length - 1 }),
      amount: fc.constantFrom(...AMOUNTS),
      demo: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ call: fc.constantFrom("exclude" as const, "limit" as const), player }),
  },
);

let fast: TwinSide;
let general: TwinSide;
let fastGames: HouseGamesService;
let generalGames: HouseGamesService;
let brand: LoadedBrand;
let runs = 0;

beforeAll(async () => {
  [fast, general] = await Promise.all([twinSide("statement first"), twinSide("general path")]);
  fastGames = new HouseGamesService(fast.ctx);
  generalGames = new HouseGamesService(general.ctx);
  // The statement declines every bet, as it does for a bonus to split or a guard to consult.
  generalGames["instant"].bet = async () => undefined;
  brand = (await fast.ctx.brands.get("jogada"))!;
});
afterAll(async () => {
  await Promise.all([closeSide(fast), closeSide(general)]);
});

/** The same players, money and seeds on one side. */
async function prepare(side: TwinSide, prefix: string): Promise<number[]> {
  const members: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const memberId = await insertPlayer(side.pool, `${prefix}p${i}`);
    await fundPlayer(side, memberId, 200_00n);
    await fundPlayer(side, memberId, 50_00n, "demo");
    const serverSeed = sha256Hex(`${prefix}-server-seed-${i}`);
    await side.pool.query(
      `insert into house_seeds (member_id, server_seed, server_seed_hash, client_seed) values ($1, $2, $3, $4)`,
      [memberId, serverSeed, sha256Hex(serverSeed), `${prefix}-client-${i}`],
    );
    members.push(memberId);
  }
  return members;
}

async function change(pool: Pool, memberId: number, call: "exclude" | "limit") {
  if (call === "exclude")
    await pool.query(
      `update rg_players set excluded_kind = 'timeout', excluded_from = now(), excluded_until = now() + interval '1 day'
        where member_id = $1`,
      [memberId],
    );
  else
    await pool.query(
      "update rg_players set wager_day = 30000, has_money_limits = true where member_id = $1",
      [memberId],
    );
}

function member(memberId: number): AuthenticatedMember {
  return { id: memberId, merchantCode: "jogada", isTrial: false } as AuthenticatedMember;
}

/** The answer without what differs by nature (the round's id and times), or the refusal's code. */
async function answer(
  games: HouseGamesService,
  memberId: number,
  key: string,
  bet: Parameters<HouseGamesService["instantBet"]>[3],
) {
  try {
    const { round, balance } = await games.instantBet(brand, member(memberId), key, bet);
    const { roundId: _id, createdAt: _created, settledAt, steps, ...rest } = round;
    return {
      round: { ...rest, settled: settledAt !== null, steps: steps.map(({ at: _at, ...step }) => step) },
      balance,
    };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.code, params: error.params };
    throw error;
  }
}

async function roundsOf(pool: Pool, members: number[]) {
  const rounds = await pool.query(
    `select r.member_id, r.game_code, r.demo, r.stake::text, r.win::text, r.mult10k::text, r.balance_before::text,
            r.balance_after::text, r.status, r.nonce::text, r.client_seed, r.params, r.result
       from house_rounds r where r.member_id = any($1::bigint[]) order by r.id`,
    [members.map(String)],
  );
  const seeds = await pool.query(
    "select member_id, nonce::text, active from house_seeds where member_id = any($1::bigint[]) order by id",
    [members.map(String)],
  );
  return { rounds: rounds.rows, seeds: seeds.rows };
}

describe("house games: the one statement and the general path agree", () => {
  it(
    "on random sequences of instant bets",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 25 }), async (commands) => {
          const prefix = `hd${++runs}`;
          const members = await prepare(fast, prefix);
          expect(await prepare(general, prefix)).toEqual(members);
          for (const c of commands) {
            const memberId = members[c.player]!;
            if (c.call !== "bet") {
              await Promise.all([
                change(fast.pool, memberId, c.call),
                change(general.pool, memberId, c.call),
              ]);
              continue;
            }
            const key = `00000000-0000-4000-8000-${String(runs * 1000 + c.player * 100 + c.key).padStart(12, "0")}`;
            const bet = { ...GAMES[c.game]!, amount: c.amount, demo: c.demo };
            const a = await answer(fastGames, memberId, key, bet);
            const b = await answer(generalGames, memberId, key, bet);
            expect(b, JSON.stringify(c)).toEqual(a);
          }
          expect(await roundsOf(general.pool, members)).toEqual(await roundsOf(fast.pool, members));
          expect(await ledgerOf(general.pool, members)).toEqual(await ledgerOf(fast.pool, members));
          expect(await usageOf(general.pool, members)).toEqual(await usageOf(fast.pool, members));
        }),
        DIFFERENTIAL,
      );
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );
});
