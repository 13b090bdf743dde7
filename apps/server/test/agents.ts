import { randomUUID } from "node:crypto";
import type { BrandConfig } from "@jogada/contracts";
import { type AgentServices, createAgents } from "../src/modules/agents/index.js";
import { BrandService } from "../src/modules/brand/service.js";
import { LedgerService } from "../src/modules/ledger/service.js";
import { MemberService } from "../src/modules/members/service.js";
import type { AppContext } from "../src/platform/context.js";
import type { Pool } from "../src/platform/db.js";
import { createEventBus } from "../src/platform/events.js";

/** The agents module's services on a test database, outside any server (jobs run by hand). */
export function agentServices(
  pool: Pool,
): AgentServices & { ledger: LedgerService; brands: BrandService; close(): Promise<void> } {
  const brands = new BrandService(pool, "jogada", 0);
  const ledger = new LedgerService(pool);
  const ctx = {
    pool,
    brands,
    ledger,
    members: new MemberService({ pool }),
    events: createEventBus(undefined, () => {}),
    log: { info() {}, warn() {}, error() {}, debug() {} },
    // Contract-offer messages are the inbox's business, not these tests' and benchmarks'.
    notify: async () => {},
  } as unknown as AppContext;
  return {
    ...createAgents(ctx),
    ledger,
    brands,
    async close() {
      await ledger.close();
    },
  };
}

/** Changes the demo brand's agent settings (validated like every brand change). */
export async function setAgentSettings(
  pool: Pool,
  change: (agents: BrandConfig["agents"]) => BrandConfig["agents"],
) {
  await new BrandService(pool, "jogada").update("jogada", "test", "agent settings", (config) => ({
    ...config,
    agents: change(config.agents),
  }));
}

let roundRef = 1_000_000;

/**
 * A settled bet as the games' own tables queue it (their triggers write the same row): valid
 * bet and payout in minor units, settled at `settledAt`.
 */
export async function settledBet(
  pool: Pool,
  bet: { memberId: number; validBet: bigint; payout: bigint; settledAt: Date; product?: string },
) {
  roundRef += 1;
  await pool.query(
    `insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
     values ('game', $1, $2, 'jogada', $3, $4, $5, $6)`,
    [
      roundRef,
      bet.memberId,
      bet.product ?? "RNG",
      bet.validBet.toString(),
      bet.payout.toString(),
      bet.settledAt,
    ],
  );
}

export async function fundMain(ledger: LedgerService, memberId: number, amount: bigint) {
  await ledger.transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
    to: { owner: "player", memberId, wallet: "main" },
    amount,
    currency: "PHP",
    reference: `fund-${randomUUID()}`,
    kind: "adjustment",
  });
}

export async function mainBalance(ledger: LedgerService, memberId: number): Promise<bigint> {
  return (await ledger.balanceOf({ owner: "player", memberId, wallet: "main" }, "PHP")).balance;
}
