import type { BrandConfig } from "@jogada/contracts";
import { ContractService } from "../modules/agents/contract-service.js";
import { TeamAccess } from "../modules/agents/team-access.js";
import type { Pool } from "../platform/db.js";

/**
 * The demo team's contracts, so the agent centre can be tried: agente01 holds the brand's house
 * terms and has agreed a daily salary with agente03, and offers it a real-time salary that waits
 * for an answer. Seeded once: nothing is done when agente03 has any contract.
 */
export async function seedAgentContracts(pool: Pool, brand: BrandConfig): Promise<void> {
  const { rows } = await pool.query<{ username: string; id: string }>(
    "select lower(username) as username, id from members where merchant_code = $1 and lower(username) in ('agente01', 'agente03')",
    [brand.merchantCode],
  );
  const top = Number(rows.find((r) => r.username === "agente01")?.id);
  const sub = Number(rows.find((r) => r.username === "agente03")?.id);
  if (!top || !sub) return;
  const existing = await pool.query("select 1 from agent_contracts where agent_id = $1 limit 1", [sub]);
  if (existing.rows.length > 0) return;
  const contracts = new ContractService(
    { pool, events: { publish: async () => {} } as never, notify: async () => {} },
    new TeamAccess(pool),
  );
  const daily = await contracts.act(top, brand, "daily", {
    action: "offer",
    memberId: sub,
    product: "CONS",
    terms: {
      details: [
        { betVolume: "10000", activeMember: 5, rateType: "P", rate: "0.4" },
        { betVolume: "100000", activeMember: 20, rateType: "P", rate: "0.8" },
      ],
    },
  });
  await contracts.act(sub, brand, "daily", { action: "accept", contractId: daily.id, product: "CONS" });
  await contracts.act(top, brand, "realtime", {
    action: "offer",
    memberId: sub,
    product: "CONS",
    terms: { rate: "0.2" },
  });
}
