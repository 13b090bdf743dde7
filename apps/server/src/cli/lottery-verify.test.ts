import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type Beacon,
  beaconRoundTime,
  buildTicketTree,
  deriveDraw,
  type FastGame,
  seedCommitment,
  type TicketLeaf,
} from "@jogada/games";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.js";
import { checkPublishedDraw } from "../modules/lottery/draw-results-verify.js";
import fixture from "../modules/lottery/sources/fixtures/beacon-rounds.json" with { type: "json" };

const sandbox = { chainHash: fixture.sandbox.info.hash, publicKey: fixture.sandbox.info.public_key };
const quicknet = { chainHash: fixture.quicknet.info.hash, publicKey: fixture.quicknet.info.public_key };
const SEED = "6f1c0f4e5b3a29187766554433221100ffeeddccbbaa99887766554433221100";

/** A drawn fast draw as the verification call publishes it, on a recorded beacon round. */
function drawOn(beacon: Beacon & { signature: string }, game: FastGame = "keno") {
  const drawId = `${game}-2:20261123-0001`;
  const tickets: TicketLeaf[] = [
    { ticketId: "T1", drawId, betType: "pick3", selection: "3,7,44", stakeMinor: 100n },
    { ticketId: "T2", drawId, betType: "pick1", selection: "80", stakeMinor: 250n },
    { ticketId: "T3", drawId, betType: "big", selection: "big", stakeMinor: 1000n },
  ];
  const merkleRoot = buildTicketTree(tickets).root;
  const numbers = deriveDraw({ game, drawId, seed: SEED, merkleRoot, beacon });
  return {
    drawId,
    fastGame: game,
    seedHash: seedCommitment(SEED),
    closeAt: new Date(beaconRoundTime(beacon.round) - 1000).toISOString(),
    merkleRoot,
    seed: SEED,
    beacon,
    result: { kind: "fast", numbers },
    tickets: tickets.map((t) => ({ ...t, stakeMinor: t.stakeMinor.toString() })),
  };
}

const good = drawOn(fixture.sandbox.rounds[0]!);

describe("lottery verifier", () => {
  it("accepts a real draw: the sandbox beacon's round, and one on drand quicknet's round 1000", async () => {
    const check = await checkPublishedDraw({ success: true, value: good }, sandbox);
    expect(check.ok).toBe(true);
    expect(check.lines).toContain("tickets: 3 tickets rebuild the Merkle root");
    const onQuicknet = drawOn(fixture.quicknet.rounds[0]!, "5d");
    expect((await checkPublishedDraw(onQuicknet, quicknet)).ok).toBe(true);
    expect((await checkPublishedDraw(onQuicknet, sandbox)).ok).toBe(false);
  });

  it.each([
    ["seed", { ...good, seed: `${good.seed.slice(0, 63)}f` }],
    [
      "tickets",
      { ...good, tickets: good.tickets.map((t, i) => (i === 1 ? { ...t, stakeMinor: "2500" } : t)) },
    ],
    ["tickets", { ...good, tickets: good.tickets.slice(1) }],
    ["beacon", { ...good, beacon: fixture.sandbox.forged[0]! }],
    ["beacon", { ...good, beacon: fixture.sandbox.rounds[1]! }],
    ["beacon", { ...good, beacon: { ...good.beacon, randomness: fixture.sandbox.rounds[1]!.randomness } }],
    ["numbers", { ...good, result: { kind: "fast", numbers: [...good.result.numbers].reverse() } }],
  ])("refuses a changed %s", async (part, draw) => {
    const check = await checkPublishedDraw(draw, sandbox);
    expect(check.ok).toBe(false);
    expect(check.lines.at(-1)).toMatch(new RegExp(`^FAILED ${part}: `));
  });

  it("exits 0 on a saved draw that holds and 1 naming what failed", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lottery-verify-"));
    const run = async (draw: unknown) => {
      const file = path.join(dir, `${Math.random()}.json`);
      await writeFile(file, JSON.stringify({ success: true, value: draw }));
      return promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "apps/server/src/cli/lottery-verify.ts", "--file", file],
        { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: "development" } },
      ).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
    };
    const ok = await run(good);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.out).toContain("draw verified");
    const bad = await run({ ...good, seed: "00".repeat(32) });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("FAILED seed: SHA-256 of the seed is not the commitment");
  }, 30_000);
});
