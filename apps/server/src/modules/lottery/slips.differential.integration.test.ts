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
import { createLottery, type Lottery } from "./index.js";

/**
 * `lottery_place` and the TypeScript transaction decide the same rules (docs/decisions/112):
 * random sequences of slips (one or several lines, the same number again and again until the
 * draw's liability limit refuses it, stakes over the balance or under the minimum, a repeated
 * Idempotency-Key with the same or another body), with an exclusion or a money limit set or the
 * draw closed between slips, give the same answers (or the same refusal), balances, ledger rows,
 * tickets, liability, usage and queues on both paths.
 */
const PLAYERS = 3;
/** Low enough for a few slips on one number to reach it (de pays about 70 to 1). */
const MAX_LIABILITY = "3000.00";
/** Slip and ticket numbers are random: compared without them. */
const PUBLIC_NO = "[STC][0-9A-Z]{6,12}[0-9A-F]{10}";
const LINES = [
  { betType: "de", numbers: ["42"] },
  { betType: "de", numbers: ["07"] },
  { betType: "lo2", numbers: ["42"] },
  { betType: "lo2", numbers: ["07", "15"] },
  { betType: "bogus", numbers: ["01"] },
];
const STAKES = ["0.50", "1.00", "5.00", "20.00", "45.00", "400.00"];

type Command =
  | { call: "place"; player: number; key: number; lines: { line: number; stake: string }[] }
  | { call: "exclude" | "limit"; player: number }
  | { call: "close" };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 14,
    arbitrary: fc.record({
      call: fc.constant("place" as const),
      player,
      key: fc.integer({ min: 0, max: 11 }),
      lines: fc.array(
        fc.record({
          line: fc.constantFrom(0, 0, 1, 2, 3, 4),
          stake: fc.constantFrom(...STAKES),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ call: fc.constantFrom("exclude" as const, "limit" as const), player }),
  },
  { weight: 1, arbitrary: fc.constant({ call: "close" as const }) },
);

let fast: TwinSide;
let general: TwinSide;
let fastLottery: Lottery;
let generalLottery: Lottery;
let brand: LoadedBrand;
let runs = 0;

beforeAll(async () => {
  const env = { LOTTERY_MAX_LIABILITY: MAX_LIABILITY, LOTTERY_JOB_SECONDS: "3600" };
  [fast, general] = await Promise.all([twinSide("statement first", env), twinSide("general path", env)]);
  fastLottery = createLottery(fast.ctx);
  generalLottery = createLottery(general.ctx);
  // The statement declines every slip, as it does for a guard to consult.
  generalLottery.tickets["statement"].place = async () => undefined;
  brand = (await fast.ctx.brands.get("jogada"))!;
});
afterAll(async () => {
  await Promise.all([closeSide(fast), closeSide(general)]);
});

/** A draw of its own per run (the same id and times on both sides), and the same funded players. */
async function prepare(
  side: TwinSide,
  prefix: string,
  closeAt: Date,
): Promise<{ members: number[]; drawId: string }> {
  const drawId = `vn-north-${prefix}`;
  await side.pool.query(
    `insert into lottery_draws (id, game_code, numero, draw_at, close_at, status)
     values ($1, 'vn-north', $2, $3::timestamptz + interval '15 minutes', $3, 'open')`,
    [drawId, prefix, closeAt],
  );
  const members: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const memberId = await insertPlayer(side.pool, `${prefix}p${i}`);
    await fundPlayer(side, memberId, 500_00n);
    members.push(memberId);
  }
  return { members, drawId };
}

async function change(pool: Pool, c: Exclude<Command, { call: "place" }>, memberId: number, drawId: string) {
  if (c.call === "close")
    await pool.query("update lottery_draws set close_at = now() - interval '1 second' where id = $1", [
      drawId,
    ]);
  if (c.call === "exclude")
    await pool.query(
      `update rg_players set excluded_kind = 'timeout', excluded_from = now(), excluded_until = now() + interval '1 day'
        where member_id = $1`,
      [memberId],
    );
  if (c.call === "limit")
    await pool.query(
      "update rg_players set wager_day = 50000, has_money_limits = true where member_id = $1",
      [memberId],
    );
}

function member(memberId: number): AuthenticatedMember {
  return { id: memberId, merchantCode: "jogada", isTrial: false } as AuthenticatedMember;
}

const publicNo = new RegExp(PUBLIC_NO, "g");

/** The answer without the slip's and tickets' random numbers and times, or the refusal's code. */
async function answer(
  lottery: Lottery,
  memberId: number,
  key: string,
  body: Parameters<Lottery["tickets"]["place"]>[4],
) {
  try {
    const placed = await lottery.tickets.place(brand, member(memberId), "EN", key, body);
    return JSON.parse(
      JSON.stringify(placed, (name, value) => (name === "createdAt" ? undefined : value)).replace(
        publicNo,
        "N",
      ),
    );
  } catch (error) {
    if (error instanceof AppError) return { refused: error.code, params: error.params };
    throw error;
  }
}

async function ticketsOf(pool: Pool, members: number[], drawId: string) {
  const tickets = await pool.query(
    `select member_id, game_code, draw_id, currency, bet_type, numbers, selection, stake::text, cost::text, odds,
            series, status, win::text
       from lottery_tickets where member_id = any($1::bigint[]) order by id`,
    [members.map(String)],
  );
  const liability = await pool.query(
    "select bet_type, selection, amount::text from lottery_liability where draw_id = $1 order by bet_type, selection",
    [drawId],
  );
  return { tickets: tickets.rows, liability: liability.rows };
}

describe("lottery: the one statement and the general path agree", () => {
  it(
    "on random sequences of slips",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 25 }), async (commands) => {
          const prefix = `ld${++runs}`;
          const closeAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
          const { members, drawId } = await prepare(fast, prefix, closeAt);
          expect(await prepare(general, prefix, closeAt)).toEqual({ members, drawId });
          for (const c of commands) {
            if (c.call !== "place") {
              const memberId = members["player" in c ? c.player : 0]!;
              await Promise.all([
                change(fast.pool, c, memberId, drawId),
                change(general.pool, c, memberId, drawId),
              ]);
              continue;
            }
            const memberId = members[c.player]!;
            const key = `00000000-0000-4000-8000-${String(runs * 1000 + c.player * 100 + c.key).padStart(12, "0")}`;
            const body = {
              gameCode: "vn-north",
              drawId,
              lines: c.lines.map(({ line, stake }) => ({ ...LINES[line]!, stake })),
            };
            const a = await answer(fastLottery, memberId, key, body);
            const b = await answer(generalLottery, memberId, key, body);
            expect(b, JSON.stringify(c)).toEqual(a);
          }
          expect(await ticketsOf(general.pool, members, drawId)).toEqual(
            await ticketsOf(fast.pool, members, drawId),
          );
          expect(await ledgerOf(general.pool, members, PUBLIC_NO)).toEqual(
            await ledgerOf(fast.pool, members, PUBLIC_NO),
          );
          expect(await usageOf(general.pool, members)).toEqual(await usageOf(fast.pool, members));
        }),
        DIFFERENTIAL,
      );
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );
});
