import os from "node:os";
import { loadConfig } from "../apps/server/src/config.js";
import { createPool } from "../apps/server/src/platform/db.js";
import { agentServices, setAgentSettings } from "../apps/server/test/agents.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { dropBenchDatabasesUnlessKept, percentile, runWhenMain, writeResults } from "./harness.js";

const BETS = Number(process.env.BENCH_AGENT_BETS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
/** Members per level below the top agent: 6 levels, 10,000 members; the last level plays only. */
const LEVELS = [10, 90, 400, 1500, 3000, 5000];

interface Figure {
  name: string;
  value: number;
  unit: string;
}

async function timed(samples: number, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

export async function runAgentsBench(log: (line: string) => void = console.log) {
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const pool = createPool(databaseUrl, 10);
  const services = agentServices(pool);
  const figures: Figure[] = [];
  try {
    await setAgentSettings(pool, (agents) => ({
      ...agents,
      activeMemberMinBet: "100",
      dailySettleTime: "00:30",
    }));
    const brand = (await services.brands.get("jogada"))?.config;
    if (!brand) throw new Error("demo brand missing");

    // The tree: a top agent, then each level's members spread over the level above.
    let t0 = performance.now();
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo";
    const top = await pool.query<{ id: string }>(
      `insert into members (merchant_code, username, type, password_hash, affiliate_code)
       values ('jogada', 'benchtop', 1, $1, 'BENCHTOP') returning id`,
      [hash],
    );
    const topId = Number(top.rows[0]?.id);
    let parents = [topId];
    for (const [level, count] of LEVELS.entries()) {
      const plays = level === LEVELS.length - 1;
      const { rows } = await pool.query<{ id: string }>(
        `insert into members (merchant_code, username, type, upline_id, password_hash, created_at)
         select 'jogada', 'bench' || $1 || '_' || i, $2, ($3::bigint[])[1 + (i % $4)], $5,
                now() - (i % 30) * interval '1 day'
           from generate_series(1, $6) as i
         returning id`,
        [level + 1, plays ? 0 : 2, parents, parents.length, hash, count],
      );
      parents = rows.map((r) => Number(r.id));
    }
    const treeMs = performance.now() - t0;
    const size = await pool.query<{ n: string; depth: number }>(
      "select count(*) as n, max(depth) as depth from agent_tree where ancestor_id = $1",
      [topId],
    );
    log(`tree: ${size.rows[0]?.n} members, ${size.rows[0]?.depth} levels, ${Math.round(treeMs)} ms`);
    figures.push({
      name: "tree of 10,000 members built (closure rows by trigger)",
      value: Math.round(treeMs),
      unit: "ms",
    });

    // Every agent holds a daily contract: the top one the house's terms, the others 0.5 %.
    await services.contracts.ensureHouseContracts(pool, brand);
    await pool.query(
      `insert into agent_contracts (merchant_code, kind, product, upline_id, agent_id, terms, status, accepted_at)
       select 'jogada', 'daily', 'CONS', m.upline_id, m.id,
              '{"details":[{"betVolume":"10000","activeMember":5,"rateType":"P","rate":"0.5"}]}', 'active', now() - interval '30 days'
         from agent_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = $1 and t.depth > 0 and m.type = 2`,
      [topId],
    );
    await pool.query(
      "update agent_contracts set accepted_at = now() - interval '30 days' where agent_id = $1",
      [topId],
    );

    // One million bets settled over the last seven days, by the whole team.
    t0 = performance.now();
    await pool.query(
      `with team as (select array_agg(descendant_id order by descendant_id) as ids from agent_tree
                      where ancestor_id = $1)
       insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
       select 'game', i, team.ids[(1 + i % cardinality(team.ids))::int], 'jogada', (array['RNG','LIVE','SPORTS','FISH'])[(1 + i % 4)::int],
              100 + (i * 7919) % 100000, case when i % 3 = 0 then (i * 104729) % 200000 else 0 end,
              date_trunc('day', now()) - interval '7 days' + ((i * 604799) / $2)::int * interval '1 second'
         from team, generate_series(1::bigint, $2::bigint) as i`,
      [topId, BETS],
    );
    const queueMs = performance.now() - t0;
    log(`queued ${BETS} bets in ${Math.round(queueMs)} ms`);
    t0 = performance.now();
    const booked = await services.settlement.book(brand, undefined);
    const bookMs = performance.now() - t0;
    log(`booked ${booked} bets in ${Math.round(bookMs)} ms`);
    figures.push({
      name: "booking 1,000,000 settled bets into the figures",
      value: Math.round(bookMs),
      unit: "ms",
    });
    await pool.query("analyze");

    const period = {
      startDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      endDate: new Date().toISOString().slice(0, 10),
    };
    const overview = await timed(SAMPLES, () => services.team.overview(topId, brand, period));
    const check = await services.team.overview(topId, brand, period);
    log(
      `overview: team ${check.teamSize}, valid bet ${check.validBet}; p50 ${overview.p50} p95 ${overview.p95} p99 ${overview.p99} ms`,
    );
    const list = await timed(SAMPLES, () =>
      services.team.downlines(topId, brand, { page: 1, size: 20, directOnly: "false", role: "all" }),
    );
    log(`downline list: p50 ${list.p50} p95 ${list.p95} p99 ${list.p99} ms`);
    const search = await timed(SAMPLES, () =>
      services.team.downlines(topId, brand, {
        page: 3,
        size: 20,
        directOnly: "false",
        role: "all",
        username: "bench6_12",
      }),
    );
    log(`downline search: p50 ${search.p50} p95 ${search.p95} p99 ${search.p99} ms`);
    for (const [name, value] of [
      ["team overview p50", overview.p50],
      ["team overview p95", overview.p95],
      ["team overview p99 (target < 200)", overview.p99],
      ["downline list p50", list.p50],
      ["downline list p99 (target < 200)", list.p99],
      ["downline username search p99", search.p99],
    ] as const) {
      figures.push({ name, value, unit: "ms" });
    }

    // The daily settlement of yesterday for the whole tree.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    t0 = performance.now();
    await services.settlement.settleBrand(brand, "daily", { now: new Date() });
    const settleMs = performance.now() - t0;
    const bills = await pool.query<{ n: string; paid: string; gross: string }>(
      `select count(*) as n, count(*) filter (where status = 'paid') as paid, coalesce(sum(gross), 0) as gross
         from agent_bills where kind = 'daily'`,
    );
    log(
      `daily settlement (${yesterday}): ${bills.rows[0]?.n} bills, ${bills.rows[0]?.paid} paid, in ${Math.round(settleMs)} ms`,
    );
    const statuses = await pool.query<{ status: string; n: number; reason: string }>(
      "select status, count(*)::int as n, min(reason) as reason from agent_bills group by status order by status",
    );
    for (const row of statuses.rows) log(`  ${row.n} bills ${row.status}, e.g. ${row.reason.slice(0, 140)}`);
    figures.push({
      name: "daily settlement of the tree (target < 60000)",
      value: Math.round(settleMs),
      unit: "ms",
    });
    figures.push({
      name: "daily bills written and paid",
      value: Number(bills.rows[0]?.paid ?? 0),
      unit: "bills",
    });

    const result = {
      benchmark: "agents",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model?.split(" ").slice(0, 2).join(" ") ?? "",
      // The machine is shared; its load during the run says how far the figures are stretched.
      loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
      members: Number(size.rows[0]?.n ?? 0),
      levels: Number(size.rows[0]?.depth ?? 0),
      bets: BETS,
      samples: SAMPLES,
      figures,
    };
    await writeResults("agents", result, log);
    return result;
  } finally {
    await services.close();
    await pool.end();
    await dropBenchDatabasesUnlessKept(admin.url, template, databaseUrl, log);
    await admin.stop?.();
  }
}

runWhenMain(import.meta.url, runAgentsBench);
