import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Beacon,
  type ByteSource,
  beaconRoundAfter,
  beaconRoundTime,
  deriveDraw,
  QUICKNET,
  seedCommitment,
  uniformInt,
} from "./derive.js";
import { FAST_GAMES, fastDrawProblem } from "./fast-types.js";
import {
  buildTicketTree,
  inclusionProof,
  merkleRootOfTickets,
  type TicketLeaf,
  ticketLeafString,
  verifyInclusion,
} from "./merkle.js";
import { type PublishedDraw, verifyDraw } from "./verify.js";

const sha = (...parts: (Buffer | string)[]) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest();
};
const hex = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 });
const ticket = (i: number, stake = 100n): TicketLeaf => ({
  ticketId: `t${i}`,
  drawId: "5d-1:20250106-0001",
  betType: "position",
  selection: `${(i % 5) + 1},${i % 10}`,
  stakeMinor: stake,
});
const tickets = fc.integer({ min: 0, max: 40 }).map((n) => Array.from({ length: n }, (_, i) => ticket(i)));

/** Bytes from a list, then an error: shows exactly which bytes a call read. */
const listSource = (bytes: number[]): ByteSource => {
  let i = 0;
  return {
    nextByte() {
      if (i >= bytes.length) throw new Error("exhausted");
      return bytes[i++]!;
    },
  };
};

describe("rejection sampling", () => {
  it("stays in range for any bytes and modulus", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70_000 }),
        fc.array(fc.nat(255), { minLength: 400, maxLength: 400 }),
        (n, bytes) => {
          const source = listSource(bytes);
          try {
            for (let k = 0; k < 50; k++) {
              const x = uniformInt(source, n);
              expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
            }
          } catch (e) {
            expect((e as Error).message).toBe("exhausted");
          }
        },
      ),
    );
  });

  it("is exactly unbiased: over every byte value each residue is accepted equally often", () => {
    for (const n of [3, 6, 7, 10, 11, 80, 255]) {
      const counts = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let b = 0; b < 256; b++) {
        try {
          counts[uniformInt(listSource([b]), n)]! += 1;
        } catch {
          rejected += 1;
        }
      }
      expect(new Set(counts).size, `n=${n}`).toBe(1);
      expect(rejected, `n=${n}`).toBe(256 % n);
    }
    const counts = new Array<number>(1000).fill(0);
    for (let x = 0; x < 65_536; x++) {
      try {
        counts[uniformInt(listSource([x >> 8, x & 255]), 1000)]! += 1;
      } catch {}
    }
    expect(new Set(counts)).toEqual(new Set([65]));
  });
});

describe("Merkle tree of tickets", () => {
  it("matches RFC 6962 hashing written out with node:crypto", () => {
    const leaf = (t: TicketLeaf) => sha(Buffer.from([0]), ticketLeafString(t));
    const node = (a: Buffer, b: Buffer) => sha(Buffer.from([1]), a, b);
    expect(ticketLeafString(ticket(1))).toBe(
      '["jogada.ticket.v1","5d-1:20250106-0001","t1","position","2,1","100"]',
    );
    expect(merkleRootOfTickets([])).toBe(sha("").toString("hex"));
    expect(merkleRootOfTickets([ticket(1)])).toBe(leaf(ticket(1)).toString("hex"));
    const three = [ticket(1), ticket(2), ticket(3)].map(leaf).sort(Buffer.compare);
    expect(merkleRootOfTickets([ticket(3), ticket(1), ticket(2)])).toBe(
      node(node(three[0]!, three[1]!), three[2]!).toString("hex"),
    );
  });

  it("every ticket's proof verifies; a changed ticket, index or root does not", () => {
    fc.assert(
      fc.property(tickets, (list) => {
        const tree = buildTicketTree(list);
        for (const t of list) {
          const proof = inclusionProof(tree, t)!;
          expect(verifyInclusion(t, proof, tree.root)).toBe(true);
          expect(verifyInclusion({ ...t, stakeMinor: t.stakeMinor + 1n }, proof, tree.root)).toBe(false);
          expect(verifyInclusion({ ...t, selection: `${t.selection},0` }, proof, tree.root)).toBe(false);
          if (list.length > 1) {
            const other = (proof.leafIndex + 1) % list.length;
            expect(verifyInclusion(t, { ...proof, leafIndex: other }, tree.root)).toBe(false);
          }
          expect(verifyInclusion(t, proof, "0".repeat(64))).toBe(false);
        }
        expect(inclusionProof(tree, ticket(999))).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});

describe("draw derivation and verification", () => {
  const seed = "7f".repeat(32);
  const signature = "ab".repeat(48);
  const closeAt = Date.UTC(2025, 0, 6, 0, 4, 50);
  const beacon: Beacon = {
    round: beaconRoundAfter(closeAt),
    randomness: sha(Buffer.from(signature, "hex")).toString("hex"),
    signature,
  };
  const list = [ticket(1), ticket(2), ticket(3)];
  const published = (game: (typeof FAST_GAMES)[number]): PublishedDraw => {
    const base = { game, drawId: "x:20250106-0001", merkleRoot: merkleRootOfTickets(list), beacon };
    return { ...base, seedHash: seedCommitment(seed), closeAt, numbers: deriveDraw({ ...base, seed }) };
  };

  it("commits to SHA-256 of the 32 seed bytes, and takes the first quicknet round after close", () => {
    expect(seedCommitment(seed)).toBe(sha(Buffer.from(seed, "hex")).toString("hex"));
    expect(() => seedCommitment("7f")).toThrow(RangeError);
    expect(beaconRoundTime(1)).toBe(QUICKNET.genesisTime * 1000);
    expect(beaconRoundTime(beacon.round)).toBeGreaterThan(closeAt);
    expect(beaconRoundTime(beacon.round - 1)).toBeLessThanOrEqual(closeAt);
    expect(beaconRoundAfter(beaconRoundTime(10))).toBe(11);
  });

  it("derives each game's shape, the same every time, and different with another beacon", () => {
    fc.assert(
      fc.property(
        hex,
        hex,
        fc.nat(10_000_000),
        fc.constantFrom(...FAST_GAMES),
        (s, randomness, round, game) => {
          const input = {
            game,
            drawId: "d",
            seed: s,
            merkleRoot: "00".repeat(32),
            beacon: { round: round + 1, randomness },
          };
          const numbers = deriveDraw(input);
          expect(fastDrawProblem(game, numbers)).toBeNull();
          expect(deriveDraw(input)).toEqual(numbers);
        },
      ),
      { numRuns: 200 },
    );
    expect(
      published("pk10")
        .numbers.slice()
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each(FAST_GAMES)("%s: accepts the derived draw and names the part that was changed", (game) => {
    const draw = published(game);
    expect(verifyDraw(draw, { seed, tickets: list })).toEqual({ ok: true });
    expect(verifyDraw(draw, { seed })).toEqual({ ok: true });
    const failure = (d: PublishedDraw, s: string, t?: TicketLeaf[]) => {
      const result = verifyDraw(d, t ? { seed: s, tickets: t } : { seed: s });
      return result.ok ? "ok" : result.failure;
    };
    expect(failure(draw, "7e".repeat(32), list)).toBe("seed");
    expect(failure(draw, seed, [ticket(1), ticket(2), ticket(3, 101n)])).toBe("tickets");
    expect(failure(draw, seed, [ticket(1), ticket(2)])).toBe("tickets");
    expect(failure({ ...draw, beacon: { ...beacon, randomness: "00".repeat(32) } }, seed)).toBe("beacon");
    expect(failure({ ...draw, beacon: { ...beacon, round: beacon.round + 1 } }, seed)).toBe("beacon");
    const { signature: _, ...unsigned } = beacon;
    expect(failure({ ...draw, beacon: { ...unsigned, randomness: "00".repeat(32) } }, seed)).toBe("numbers");
    expect(failure({ ...draw, merkleRoot: merkleRootOfTickets([ticket(1)]) }, seed)).toBe("numbers");
    const numbers = [...draw.numbers];
    [numbers[0], numbers[1]] = [numbers[1]!, numbers[0]!];
    if (numbers.join() !== draw.numbers.join()) expect(failure({ ...draw, numbers }, seed)).toBe("numbers");
  });
});
