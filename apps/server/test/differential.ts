import pino from "pino";
import { inject } from "vitest";
import { loadConfig } from "../src/config.js";
import { BrandService } from "../src/modules/brand/service.js";
import { LedgerService } from "../src/modules/ledger/service.js";
import { MemberService } from "../src/modules/members/service.js";
import { ResponsibleGamingGuard } from "../src/modules/responsible-gaming/guard.js";
import type { AppContext } from "../src/platform/context.js";
import { createPool, type Pool } from "../src/platform/db.js";
import { Metrics } from "../src/platform/metrics.js";
import { cloneTemplate } from "./databases.js";
import { UNTHROTTLED } from "./unthrottled.js";

/**
 * Differential tests of a money operation that has a one-statement path and a TypeScript general
 * path: the same calls go to two identical databases (clones of the test template), one served as
 * production serves it (the statement first), the other with the statement declining every call,
 * as it does for the cases the general path decides. Answers, balances and ledger rows must agree.
 */
/**
 * fast-check's parameters: a fixed seed and a bounded number of runs (DIFFERENTIAL_SEED and
 * DIFFERENTIAL_RUNS change them). A failure prints the seed, the path and the sequence of calls at
 * once; DIFFERENTIAL_SHRINK=1 with that seed shrinks it to the shortest failing one (slow: each
 * step replays calls on both databases).
 */
export const DIFFERENTIAL = {
  seed: Number(process.env.DIFFERENTIAL_SEED ?? 20261205),
  numRuns: Number(process.env.DIFFERENTIAL_RUNS ?? 16),
  endOnFailure: process.env.DIFFERENTIAL_SHRINK !== "1",
  verbose: 1,
} as const;
/** Per test: a guard against hangs, not a speed target (a run takes 5-20 s on a loaded machine). */
export const DIFFERENTIAL_TIMEOUT_MS = 180_000;

export interface TwinSide {
  name: "statement first" | "general path";
  pool: Pool;
  ctx: AppContext;
}

/** The services' context on a database of its own, without the HTTP server (nothing here needs it). */
export async function twinSide(name: TwinSide["name"], env: Record<string, string> = {}): Promise<TwinSide> {
  const databaseUrl = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    ...UNTHROTTLED,
    CRASH_ENABLED: "false",
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const pool = createPool(databaseUrl, 6);
  const brands = new BrandService(pool, config.DEFAULT_MERCHANT);
  const ctx = {
    config,
    pool,
    log: pino({ level: "silent" }),
    metrics: new Metrics(false),
    brands,
    members: new MemberService({ pool, secretLimits: { lockAfter: 5, lockMinutes: 15 } }),
    ledger: new LedgerService(pool),
    responsibleGaming: new ResponsibleGamingGuard(pool, brands),
    events: { publish: async () => {}, publishTo: async () => {}, broadcast: async () => {} },
    notify: async () => {},
  } as unknown as AppContext;
  return { name, pool, ctx };
}

export async function closeSide(side: TwinSide | undefined): Promise<void> {
  if (!side) return;
  await side.ctx.ledger.close();
  await side.pool.end();
}

/** A player inserted as registration would (its triggers place it in the agent tree). */
export async function insertPlayer(pool: Pool, username: string): Promise<number> {
  const row = await pool.query<{ id: string }>(
    `insert into members (merchant_code, username, password_hash) values ('jogada', $1, 'not-a-hash')
     returning id`,
    [username],
  );
  return Number(row.rows[0]!.id);
}

/** Puts money in a player's wallet from the house, as a deposit would. */
export async function fundPlayer(
  side: TwinSide,
  memberId: number,
  amount: bigint,
  wallet: "main" | "demo" = "main",
): Promise<void> {
  await side.ctx.ledger.transfer({
    from: { owner: "house", merchant: "jogada", kind: wallet === "demo" ? "house_demo" : "house_adjustment" },
    to: { owner: "player", memberId, wallet },
    amount,
    currency: "PHP",
    reference: `differential-fund:${wallet}:${memberId}`,
    kind: "deposit",
  });
}

/** Round ids are random: references and meta that carry one are compared without it. */
export const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * What the ledger holds for these players, without ids or times: every account of theirs with its
 * balance, and every transfer touching one (in the order they were written) with its entries.
 */
export async function ledgerOf(pool: Pool, memberIds: number[], randomIds: string = UUID) {
  const owners = memberIds.map(String);
  const accounts = await pool.query(
    `select owner_id, kind, code, currency, balance::text, pending::text
       from ledger_accounts where owner_kind = 'player' and owner_id = any($1)
        and (balance <> 0 or pending <> 0 or exists (select 1 from ledger_entries e where e.account_id = ledger_accounts.id))
      order by owner_id, kind, code, currency`,
    [owners],
  );
  const transfers = await pool.query(
    `select regexp_replace(t.reference, $2, 'uuid', 'g') as reference, t.kind, t.status, t.amount::text, t.currency,
            regexp_replace(t.meta::text, $2, 'uuid', 'g') as meta,
            d.owner_kind || ':' || d.owner_id || ':' || d.kind || ':' || d.code as debit,
            c.owner_kind || ':' || c.owner_id || ':' || c.kind || ':' || c.code as credit,
            (select json_agg(json_build_object('account', a.owner_kind || ':' || a.owner_id || ':' || a.kind,
                     'amount', e.amount::text, 'pending', e.pending_delta::text,
                     'balanceAfter', e.balance_after::text) order by a.owner_kind, a.kind)
               from ledger_entries e join ledger_accounts a on a.id = e.account_id
              where e.transfer_id = t.id and a.owner_kind = 'player') as player_entries
       from ledger_transfers t
       join ledger_accounts d on d.id = t.debit_account_id
       join ledger_accounts c on c.id = t.credit_account_id
      where (d.owner_kind = 'player' and d.owner_id = any($1)) or (c.owner_kind = 'player' and c.owner_id = any($1))
      order by t.id`,
    [owners, randomIds],
  );
  return { accounts: accounts.rows, transfers: transfers.rows };
}

/** The responsible-gaming usage and the queues filled for agents, loyalty and promotions. */
export async function usageOf(pool: Pool, memberIds: number[]) {
  const ids = memberIds.map(String);
  const rg = await pool.query(
    `select member_id, cur_staked::text, cur_won::text, cur_bets, session_staked::text, session_won::text,
            cur_deposited::text
       from rg_players where member_id = any($1::bigint[]) order by member_id`,
    [ids],
  );
  const agents = await pool.query(
    `select source, round_ref is not null as has_round, member_id, product, valid_bet::text, payout::text
       from agent_bet_queue where member_id = any($1::bigint[]) order by member_id, valid_bet, payout`,
    [ids],
  );
  const loyalty = await pool.query(
    `select kind, member_id, category, amount::text from loyalty_events
      where member_id = any($1::bigint[]) order by member_id, kind, category, amount`,
    [ids],
  );
  const promotions = await pool.query(
    `select member_id, category, stake::text, win::text from promotion_bet_queue
      where member_id = any($1::bigint[]) order by member_id, category, stake, win`,
    [ids],
  );
  return { rg: rg.rows, agents: agents.rows, loyalty: loyalty.rows, promotions: promotions.rows };
}
