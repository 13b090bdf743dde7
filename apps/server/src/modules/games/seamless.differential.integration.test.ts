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
import type { Pool } from "../../platform/db.js";
import { hashToken, SeamlessWallet } from "./seamless-service.js";

/**
 * `seamless_call` and the TypeScript transaction decide the same rules (docs/decisions/090):
 * random sequences of bets, wins, rollbacks and round ends (repeats, one transaction id with
 * another body, rollbacks before their bet, wins of unknown bets, stakes over the game's limit or
 * the balance, several rounds and players, real and play money), with the player locked, the
 * session ended or an exclusion set between calls, give the same answers, balances, ledger
 * rows, rounds, call records, usage and queues on both paths.
 */
const PLAYERS = 3;
const GAME = "DIFF_0001";
/** The game's stake limit in the catalogue's units (two decimals): 120.00, over a player's 100.00. */
const MAX_BET = 120_00;
const AMOUNTS = ["0.01", "0.50", "1.00", "7.25", "20.00", "60.00", "99.99", "120.00", "120.01", "150.00"];

type Command =
  | { call: "bet"; player: number; round: number; tx: number; amount: string }
  | { call: "win"; player: number; round: number; tx: number; bet: number; amount: string; closed: boolean }
  | { call: "rollback"; player: number; round: number; tx: number; bet: number }
  | { call: "end"; player: number; round: number; tx: number }
  | { call: "repeat"; previous: number; otherAmount: boolean }
  | {
      call: "settle";
      previous: number;
      kind: "win" | "rollback";
      tx: number;
      amount: string;
      closed: boolean;
    }
  | { call: "lock" | "unlock" | "end-session" | "exclude"; player: number };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const round = fc.integer({ min: 0, max: 3 });
const tx = fc.integer({ min: 0, max: 11 });
const amount = fc.constantFrom(...AMOUNTS);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ call: fc.constant("bet" as const), player, round, tx, amount }) },
  {
    weight: 4,
    arbitrary: fc.record({
      call: fc.constant("win" as const),
      player,
      round,
      tx,
      bet: tx,
      amount,
      closed: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ call: fc.constant("rollback" as const), player, round, tx, bet: tx }) },
  { weight: 1, arbitrary: fc.record({ call: fc.constant("end" as const), player, round, tx }) },
  {
    // A win or rollback of a bet sent before (most of the provider's calls), rather than of any id.
    weight: 6,
    arbitrary: fc.record({
      call: fc.constant("settle" as const),
      previous: fc.nat(40),
      kind: fc.constantFrom("win" as const, "rollback" as const),
      tx,
      amount,
      closed: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      call: fc.constant("repeat" as const),
      previous: fc.nat(40),
      otherAmount: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      call: fc.constantFrom("lock" as const, "unlock" as const, "end-session" as const, "exclude" as const),
      player,
    }),
  },
);

interface Run {
  prefix: string;
  members: number[];
  tokens: string[];
}

let fast: TwinSide;
let general: TwinSide;
let fastWallet: SeamlessWallet;
let generalWallet: SeamlessWallet;
let runs = 0;

beforeAll(async () => {
  [fast, general] = await Promise.all([twinSide("statement first"), twinSide("general path")]);
  for (const side of [fast, general]) {
    await side.pool.query(
      `insert into game_vendors (code, name, logo_type, logo_url) values ('DIFF', 'Differential', 'RNG', '')
       on conflict do nothing`,
    );
    await side.pool.query(
      `insert into games (vendor_code, game_code, game_type, name, icon_url, min_bet, max_bet, rtp, feed_hash)
       values ('DIFF', $1, 'RNG', 'Differential', '', 1, $2, 96, 'x')`,
      [GAME, MAX_BET],
    );
  }
  fastWallet = new SeamlessWallet(fast.ctx);
  generalWallet = new SeamlessWallet(general.ctx);
  // The statement declines every call, as it does for a bonus to split or a guard to consult.
  generalWallet["single"] = async () => undefined;
});
afterAll(async () => {
  await Promise.all([closeSide(fast), closeSide(general)]);
});

/** The same players, money and game sessions on one side; the first plays with play money. */
async function prepare(side: TwinSide, prefix: string): Promise<Run> {
  const run: Run = { prefix, members: [], tokens: [] };
  for (let i = 0; i < PLAYERS; i++) {
    const memberId = await insertPlayer(side.pool, `${prefix}p${i}`);
    const demo = i === 0;
    await fundPlayer(side, memberId, 100_00n, demo ? "demo" : "main");
    const token = `${prefix}-session-token-${i}`;
    await side.pool.query(
      `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, wallet, currency, expires_at)
       select $1, $2, 'jogada', g.id, 'DIFF', $3, case when $3 then 'demo' else 'main' end, 'PHP', now() + interval '1 hour'
         from games g where g.vendor_code = 'DIFF' and g.game_code = $4`,
      [hashToken(token), memberId, demo, GAME],
    );
    // The second player has played this hour (usage rolled), the third not yet (no usage row).
    if (i === 1)
      await side.pool.query(
        `insert into rg_players (member_id, merchant_code, cur_hour, past_hour)
         values ($1, 'jogada', rg_hour(now()), rg_hour(now()))`,
        [memberId],
      );
    run.members.push(memberId);
    run.tokens.push(token);
  }
  return run;
}

/** A change an operator or the player makes between calls, the same on both sides. */
async function change(pool: Pool, run: Run, c: Extract<Command, { player: number; call: string }>) {
  const memberId = run.members[c.player];
  const token = run.tokens[c.player]!;
  if (c.call === "lock") await pool.query("update members set status = 1 where id = $1", [memberId]);
  if (c.call === "unlock") await pool.query("update members set status = 0 where id = $1", [memberId]);
  if (c.call === "end-session")
    await pool.query(
      "update game_sessions set expires_at = now() - interval '1 second' where token_hash = $1",
      [hashToken(token)],
    );
  if (c.call === "exclude")
    await pool.query(
      `update rg_players set excluded_kind = 'timeout', excluded_from = now(), excluded_until = now() + interval '1 day'
        where member_id = $1`,
      [memberId],
    );
}

type Body = Record<string, unknown> & { transactionId: string };

function bodyOf(run: Run, c: Exclude<Command, { call: "repeat" }>): { kind: string; body: Body } | undefined {
  if (!("round" in c)) return undefined;
  const base = {
    token: run.tokens[c.player]!,
    player: String(run.members[c.player]),
    currency: "PHP",
    vendor: "DIFF",
    gameCode: GAME,
    roundId: `${run.prefix}-r${c.player}-${c.round}`,
    transactionId: `${run.prefix}-${c.call}-${c.tx}`,
  };
  switch (c.call) {
    case "bet":
      return { kind: "bet", body: { ...base, amount: c.amount } };
    case "win":
      return {
        kind: "win",
        body: {
          ...base,
          amount: c.amount,
          betTransactionId: `${run.prefix}-bet-${c.bet}`,
          roundClosed: c.closed,
        },
      };
    case "rollback":
      return { kind: "rollback", body: { ...base, betTransactionId: `${run.prefix}-bet-${c.bet}` } };
    case "end":
      return { kind: "end", body: base };
  }
}

function send(wallet: SeamlessWallet, kind: string, body: Body) {
  switch (kind) {
    case "bet":
      return wallet.bet(body as Parameters<SeamlessWallet["bet"]>[0]);
    case "win":
      return wallet.win(body as Parameters<SeamlessWallet["win"]>[0]);
    case "rollback":
      return wallet.rollback(body as Parameters<SeamlessWallet["rollback"]>[0]);
    default:
      return wallet.end(body as Parameters<SeamlessWallet["end"]>[0]);
  }
}

/** Rounds and call records of a run, without ids or times. */
async function roundsOf(pool: Pool, prefix: string) {
  const rounds = await pool.query(
    `select round_id, member_id, demo, stake::text, win::text, refund::text, bets, status, settled_at is not null as settled
       from game_rounds where round_id like $1 order by round_id`,
    [`${prefix}-%`],
  );
  const calls = await pool.query(
    `select transaction_id, kind, round_id, member_id, bet_transaction_id, amount::text, request_hash, status,
            balance_after::text
       from game_transactions where transaction_id like $1 order by transaction_id`,
    [`${prefix}-%`],
  );
  return { rounds: rounds.rows, calls: calls.rows };
}

describe("seamless wallet: the one statement and the general path agree", () => {
  it(
    "on random sequences of calls",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 30 }), async (commands) => {
          const prefix = `sd${++runs}`;
          const run = await prepare(fast, prefix);
          expect(await prepare(general, prefix)).toEqual(run);
          const sent: { kind: string; body: Body }[] = [];
          for (const c of commands) {
            let call: { kind: string; body: Body } | undefined;
            if (c.call === "settle") {
              const bets = sent.filter((s) => s.kind === "bet");
              const bet = bets[c.previous % Math.max(bets.length, 1)];
              if (!bet) continue;
              const { amount: _amount, ...base } = bet.body;
              const body = {
                ...base,
                transactionId: `${prefix}-${c.kind}-${c.tx}`,
                betTransactionId: bet.body.transactionId,
              };
              call = {
                kind: c.kind,
                body: c.kind === "win" ? { ...body, amount: c.amount, roundClosed: c.closed } : body,
              };
            } else if (c.call === "repeat") {
              const previous = sent[c.previous % Math.max(sent.length, 1)];
              if (!previous) continue;
              call =
                c.otherAmount && "amount" in previous.body
                  ? { kind: previous.kind, body: { ...previous.body, amount: "3.00" } }
                  : previous;
            } else {
              call = bodyOf(run, c);
              if (!call) {
                await change(fast.pool, run, c as Extract<Command, { player: number; call: string }>);
                await change(general.pool, run, c as Extract<Command, { player: number; call: string }>);
                continue;
              }
            }
            sent.push(call);
            const [a, b] = await Promise.all([
              send(fastWallet, call.kind, call.body),
              send(generalWallet, call.kind, call.body),
            ]);
            expect(b, `${call.kind} ${JSON.stringify(call.body)}`).toEqual(a);
          }
          expect(await roundsOf(general.pool, prefix)).toEqual(await roundsOf(fast.pool, prefix));
          expect(await ledgerOf(general.pool, run.members)).toEqual(await ledgerOf(fast.pool, run.members));
          expect(await usageOf(general.pool, run.members)).toEqual(await usageOf(fast.pool, run.members));
        }),
        DIFFERENTIAL,
      );
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );
});
