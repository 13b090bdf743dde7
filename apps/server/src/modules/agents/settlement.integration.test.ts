import type { BrandConfig, ContractKind } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { agentServices, fundMain, mainBalance, setAgentSettings, settledBet } from "../../../test/agents.js";
import { cloneTemplate } from "../../../test/databases.js";
import { createPool, type Pool } from "../../platform/db.js";
import { MemberService } from "../members/service.js";

/*
 * Settlement on worked examples (demo brand: PHP, 2 decimals, Asia/Manila, +08:00), exactly once
 * under re-runs, concurrent runs and a crash mid-run, late bets, dividends' carry and owed bills.
 * No server runs here, so no job settles behind the test's back: every run is called by hand
 * with its own clock. The clocks move forward from test to test: a run closes every slot before
 * its clock, and bets settled before that are booked later (as late bets are).
 */

let pool: Pool;
let services: ReturnType<typeof agentServices>;
let members: MemberService;
let brand: BrandConfig;
let seq = 0;

async function account(type: number, uplineId: number | null): Promise<number> {
  seq += 1;
  return members.create(pool, {
    merchantCode: "jogada",
    username: `s${seq}${Date.now().toString(36)}`,
    password: "Secret123",
    type,
    uplineId,
  });
}

async function agree(kind: ContractKind, uplineId: number, agentId: number, terms: object): Promise<string> {
  const offer = await services.contracts.act(uplineId, brand, kind, {
    action: "offer",
    memberId: agentId,
    product: "CONS",
    terms: terms as never,
  });
  await services.contracts.act(agentId, brand, kind, {
    action: "accept",
    contractId: offer.id,
    product: "CONS",
  });
  return offer.id;
}

/** Contracts count from the day they were accepted; the examples are in the past. */
async function backdateContracts() {
  await services.contracts.ensureHouseContracts(pool, brand);
  await pool.query("update agent_contracts set accepted_at = '2026-01-01T00:00:00Z' where status = 'active'");
}

async function billsOf(agentId: number, kind: string) {
  const { rows } = await pool.query(
    `select to_char(period_start at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI') as start, team_valid_bet,
            active_members, net_loss, carried_in, carried_out, tier, rate, gross, paid_to_downlines, status
       from agent_bills where agent_id = $1 and kind = $2 order by period_start`,
    [agentId, kind],
  );
  return rows;
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const url = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  pool = createPool(url, 10);
  services = agentServices(pool);
  members = new MemberService({ pool });
  await setAgentSettings(pool, (agents) => ({
    ...agents,
    activeMemberMinBet: "100",
    dailySettleTime: "00:30",
    owedRestriction: "withdrawals",
    houseTerms: [
      {
        product: "CONS",
        daily: {
          details: [
            { betVolume: "1000", activeMember: 1, rateType: "P", rate: "1" },
            { betVolume: "5000", activeMember: 3, rateType: "P", rate: "2" },
          ],
        },
        hourly: { hourSalaryRates: [{ minimumBet: "100", activeMember: 1, rateType: "P", rate: "0.5" }] },
        realtime: { rate: "0.4" },
        dividend: {
          period: "weekly",
          tiers: [{ minimumBet: "1000", netLoss: "100", activeMember: 1, contractRate: "30" }],
        },
      },
    ],
  }));
  brand = (await services.brands.get("jogada"))!.config;
});
afterAll(async () => {
  await services.close();
  await pool.end();
});

describe("the games' tables queue settled bets", () => {
  it("a settled house round is queued once with its valid bet and payout; demo rounds are not", async () => {
    const player = await account(0, null);
    const round = (id: string, demo: boolean, status: string) =>
      pool.query(
        `insert into house_rounds (round_id, member_id, merchant_code, game_code, demo, currency, stake, win,
                                   balance_before, params, status, settled_at)
         values ($1, $2, 'jogada', 'dice', $3, 'PHP', 500, 900, 10000, '{}', $4, now())`,
        [id, player, demo, status],
      );
    await round(`q-${player}-1`, false, "won");
    await round(`q-${player}-2`, true, "won");
    await round(`q-${player}-3`, false, "active");
    await pool.query("update house_rounds set status = 'lost', win = 0 where round_id = $1", [
      `q-${player}-3`,
    ]);
    const { rows } = await pool.query(
      "select product, valid_bet, payout from agent_bet_queue where member_id = $1 order by id",
      [player],
    );
    expect(rows).toEqual([
      { product: "RNG", valid_bet: "500", payout: "900" },
      { product: "RNG", valid_bet: "500", payout: "0" },
    ]);
  });
});

describe("daily salary", () => {
  let top: number;
  let sub: number;
  let p1: number;

  beforeAll(async () => {
    top = await account(1, null);
    sub = await account(2, top);
    p1 = await account(0, sub);
    const p2 = await account(0, sub);
    const p3 = await account(0, sub);
    const q = await account(0, top);
    await agree("daily", top, sub, {
      details: [
        { betVolume: "1000", activeMember: 1, rateType: "P", rate: "0.5" },
        { betVolume: "5000", activeMember: 3, rateType: "P", rate: "1" },
      ],
    });
    await backdateContracts();
    // 2026-03-10, noon in Manila.
    const noon = at("2026-03-10T04:00:00Z");
    await settledBet(pool, { memberId: p1, validBet: 2000_00n, payout: 1000_00n, settledAt: noon });
    await settledBet(pool, { memberId: p2, validBet: 1500_00n, payout: 0n, settledAt: noon });
    await settledBet(pool, { memberId: p3, validBet: 1000_00n, payout: 500_00n, settledAt: noon });
    await settledBet(pool, { memberId: q, validBet: 3000_00n, payout: 4000_00n, settledAt: noon });
  });

  it("pays each agent its tier on its team, the house paying the top and each upline its downline", async () => {
    // Not before the settle time: 00:20 in Manila on the 11th.
    // The first run settles the last day already due (the 9th, nothing played), not the 10th.
    await services.settlement.settleBrand(brand, "daily", { now: at("2026-03-10T16:20:00Z") });
    expect((await billsOf(top, "daily")).map((b) => [b.start, b.status])).toEqual([
      ["2026-03-09 00:00", "zero"],
    ]);

    // 09:00 in Manila on the 11th, run three times and twice at once: one bill per agent, paid once.
    const now = at("2026-03-11T01:00:00Z");
    await services.settlement.settleBrand(brand, "daily", { now });
    await services.settlement.settleBrand(brand, "daily", { now });
    await Promise.all([
      services.settlement.settleBrand(brand, "daily", { now }),
      services.settlement.settleBrand(brand, "daily", { now }),
    ]);
    // Sub: 4,500.00 valid, 3 active: tier 1 (needs 5,000 for tier 2), 0.5 % = 22.50.
    expect(await billsOf(sub, "daily")).toEqual([
      expect.objectContaining({ start: "2026-03-09 00:00", gross: "0", status: "zero" }),
      expect.objectContaining({
        start: "2026-03-10 00:00",
        team_valid_bet: "450000",
        active_members: 3,
        tier: 0,
        rate: "0.5",
        gross: "2250",
        status: "paid",
      }),
    ]);
    // Top: 7,500.00 valid, 4 active: tier 2, 2 % = 150.00, of which 22.50 paid down.
    expect(await billsOf(top, "daily")).toEqual([
      expect.objectContaining({ start: "2026-03-09 00:00" }),
      expect.objectContaining({
        team_valid_bet: "750000",
        active_members: 4,
        tier: 1,
        rate: "2",
        gross: "15000",
        paid_to_downlines: "2250",
        status: "paid",
      }),
    ]);
    expect(await mainBalance(services.ledger, top)).toBe(127_50n);
    expect(await mainBalance(services.ledger, sub)).toBe(22_50n);
    const transfers = await pool.query(
      "select count(*)::int as n from ledger_transfers where reference like 'agent-bill:%' and meta->>'periodStart' = $1",
      ["2026-03-09T16:00:00.000Z"],
    );
    expect(transfers.rows[0].n).toBe(2);
  });

  it("a bet settled on the 10th that arrives after the 10th was billed counts on the 11th, once", async () => {
    await settledBet(pool, {
      memberId: p1,
      validBet: 1000_00n,
      payout: 0n,
      settledAt: at("2026-03-10T05:00:00Z"),
    });
    await services.settlement.settleBrand(brand, "daily", { now: at("2026-03-12T01:00:00Z") });
    const [, tenth, eleventh] = await billsOf(sub, "daily");
    expect(tenth).toMatchObject({ team_valid_bet: "450000", gross: "2250" });
    // 1,000.00, 1 active: tier 1, 0.5 % = 5.00 (and 1 % = 10.00 for the top agent).
    expect(eleventh).toMatchObject({ start: "2026-03-11 00:00", team_valid_bet: "100000", gross: "500" });
    expect((await billsOf(top, "daily"))[2]).toMatchObject({ team_valid_bet: "100000", gross: "1000" });
  });

  it("a crash mid-payment leaves nothing half done; the next run pays the rest once", async () => {
    await settledBet(pool, {
      memberId: p1,
      validBet: 2000_00n,
      payout: 0n,
      settledAt: at("2026-03-12T04:00:00Z"),
    });
    const before = {
      top: await mainBalance(services.ledger, top),
      sub: await mainBalance(services.ledger, sub),
    };
    let paid = 0;
    await expect(
      services.settlement.settleBrand(brand, "daily", {
        now: at("2026-03-13T01:00:00Z"),
        beforePay: () => {
          if (++paid === 2) throw new Error("crash");
        },
      }),
    ).rejects.toThrow("crash");
    const half = await pool.query<{ status: string }>(
      "select status from agent_bills where kind = 'daily' and agent_id = any($1) and period_end = '2026-03-12T16:00:00Z' order by chain_depth",
      [[top, sub]],
    );
    expect(half.rows.map((r) => r.status)).toEqual(["paid", "pending"]);
    await services.settlement.settleBrand(brand, "daily", { now: at("2026-03-13T01:00:00Z") });
    await services.settlement.settleBrand(brand, "daily", { now: at("2026-03-13T01:00:00Z") });
    // 2,000.00: the top earns 1 % = 20.00 and pays the sub 0.5 % = 10.00.
    expect(await mainBalance(services.ledger, top)).toBe(before.top + 10_00n);
    expect(await mainBalance(services.ledger, sub)).toBe(before.sub + 10_00n);
  });
});

describe("hourly and real-time salary", () => {
  it("pays the hour's and the five minutes' valid bet at each agent's rate", async () => {
    const top = await account(1, null);
    const sub = await account(2, top);
    const player = await account(0, sub);
    await agree("hourly", top, sub, {
      hourSalaryRates: [{ minimumBet: "100", activeMember: 1, rateType: "P", rate: "0.3" }],
    });
    await agree("realtime", top, sub, { rate: "0.25" });
    await backdateContracts();
    await settledBet(pool, {
      memberId: player,
      validBet: 1234_56n,
      payout: 0n,
      settledAt: at("2026-03-20T10:07:00Z"),
    });
    const now = at("2026-03-20T11:01:00Z");
    await services.settlement.settleBrand(brand, "realtime", { now: at("2026-03-20T10:11:00Z") });
    await services.settlement.settleBrand(brand, "hourly", { now });
    // Real-time, slot 10:05-10:10 UTC: 0.25 % of 1,234.56 = 3.08 for the sub, 0.4 % = 4.93 for the top.
    expect(await billsOf(sub, "realtime")).toEqual([
      expect.objectContaining({ start: "2026-03-20 18:05", gross: "308", status: "paid" }),
    ]);
    expect(await billsOf(top, "realtime")).toEqual([
      expect.objectContaining({ gross: "493", paid_to_downlines: "308" }),
    ]);
    // Hourly, 10:00-11:00 UTC: 0.3 % = 3.70 and 0.5 % = 6.17.
    expect(await billsOf(sub, "hourly")).toEqual([
      expect.objectContaining({ start: "2026-03-20 18:00", gross: "370" }),
    ]);
    expect(await billsOf(top, "hourly")).toEqual([expect.objectContaining({ gross: "617" })]);
    expect(await mainBalance(services.ledger, sub)).toBe(3_08n + 3_70n);
    expect(await mainBalance(services.ledger, top)).toBe(4_93n - 3_08n + 6_17n - 3_70n);
  });
});

describe("dividends", () => {
  it("carries a negative result to the next week; an upline who cannot pay owes the bill until funded", async () => {
    const top = await account(1, null);
    const sub = await account(2, top);
    const loser = await account(0, sub);
    const winner = await account(0, top);
    await agree("dividend", top, sub, {
      period: "weekly",
      tiers: [{ minimumBet: "1000", netLoss: "100", activeMember: 1, contractRate: "20" }],
    });
    await backdateContracts();
    // Week of 6 to 12 April: the sub's team loses 1,000.00, the top's other player wins 5,000.00.
    await settledBet(pool, {
      memberId: loser,
      validBet: 1000_00n,
      payout: 0n,
      settledAt: at("2026-04-08T04:00:00Z"),
    });
    await settledBet(pool, {
      memberId: winner,
      validBet: 1000_00n,
      payout: 6000_00n,
      settledAt: at("2026-04-08T04:00:00Z"),
    });
    await services.settlement.settleBrand(brand, "dividend", { now: at("2026-04-13T01:00:00Z") });
    // Top: net loss -4,000.00: nothing, carried. Sub: 20 % of 1,000.00 = 200.00, which the top cannot pay.
    expect(await billsOf(top, "dividend")).toEqual([
      expect.objectContaining({
        start: "2026-04-06 00:00",
        net_loss: "-400000",
        carried_out: "-400000",
        gross: "0",
        status: "zero",
      }),
    ]);
    expect(await billsOf(sub, "dividend")).toEqual([
      expect.objectContaining({ net_loss: "100000", gross: "20000", status: "owed" }),
    ]);
    expect(await services.settlement.withdrawalsBlocked(top, brand)).toBe(true);

    // Next week the sub's team loses 2,000.00: the top's -4,000.00 carry leaves -2,000.00.
    await settledBet(pool, {
      memberId: loser,
      validBet: 2000_00n,
      payout: 0n,
      settledAt: at("2026-04-15T04:00:00Z"),
    });
    await services.settlement.settleBrand(brand, "dividend", { now: at("2026-04-20T01:00:00Z") });
    expect((await billsOf(top, "dividend"))[1]).toMatchObject({
      net_loss: "200000",
      carried_in: "-400000",
      carried_out: "-200000",
      gross: "0",
    });
    expect((await billsOf(sub, "dividend"))[1]).toMatchObject({ gross: "40000", status: "owed" });

    // Funded, the owed bills are paid by the next run, once.
    await fundMain(services.ledger, top, 600_00n);
    await services.settlement.settleBrand(brand, "dividend", { now: at("2026-04-20T01:10:00Z") });
    await services.settlement.settleBrand(brand, "dividend", { now: at("2026-04-20T01:20:00Z") });
    expect((await billsOf(sub, "dividend")).map((b) => b.status)).toEqual(["paid", "paid"]);
    expect(await mainBalance(services.ledger, sub)).toBe(600_00n);
    expect(await mainBalance(services.ledger, top)).toBe(0n);
    expect(await services.settlement.withdrawalsBlocked(top, brand)).toBe(false);
  });
});
