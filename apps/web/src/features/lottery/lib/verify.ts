import {
  beaconRoundAfter,
  deriveDraw,
  FAST_GAMES,
  type FastGame,
  type InclusionProof,
  type PublishedDraw,
  SEED_PATTERN,
  seedCommitment,
  type TicketLeaf,
  verifyDraw,
  verifyInclusion,
} from "@jogada/games";

/**
 * What a player checks a fast draw with, as plain JSON (the page fills it from the server and
 * the player may paste their own): the published draw, the revealed seed, and any tickets with
 * their inclusion proofs. Stakes are minor units written as strings.
 */
export interface VerifyInput {
  game: string;
  drawId: string;
  seedHash: string;
  seed: string;
  closeAt?: number;
  merkleRoot: string;
  beacon: { round: number; randomness: string; signature?: string };
  numbers: number[];
  tickets?: { ticket: Omit<TicketLeaf, "stakeMinor"> & { stakeMinor: string }; proof: InclusionProof }[];
}

export type CheckName = "seed" | "beaconRound" | "numbers" | "draw" | "inclusion";

export interface Check {
  name: CheckName;
  ok: boolean;
  /** The ticket a Merkle inclusion check is about. */
  ticketId?: string;
  /** Why verifyDraw refused the draw, as packages/games says it (technical, shown as detail). */
  detail?: string;
}

/** Reads pasted JSON as a VerifyInput; null when it is not one. */
export function parseVerifyInput(text: string): VerifyInput | null {
  try {
    const value = JSON.parse(text) as VerifyInput;
    if (!value || typeof value !== "object") return null;
    if (typeof value.game !== "string" || typeof value.drawId !== "string") return null;
    if (typeof value.seed !== "string" || typeof value.seedHash !== "string") return null;
    if (!value.beacon || !Array.isArray(value.numbers)) return null;
    return value;
  } catch {
    return null;
  }
}

function gameOf(input: VerifyInput): FastGame | null {
  const lower = input.game.toLowerCase();
  return (
    FAST_GAMES.find((g) => lower === g || lower.startsWith(`${g}-`) || lower.startsWith(`${g}_`)) ?? null
  );
}

/**
 * Every check of a fast draw, each on its own so a player sees which one holds: the seed against
 * its commitment, the beacon round against the close time, the numbers derived again, the whole
 * draw through verifyDraw, and each ticket's inclusion in the Merkle root through verifyInclusion.
 */
export function runChecks(input: VerifyInput): Check[] {
  const game = gameOf(input);
  const checks: Check[] = [];
  const seedOk = SEED_PATTERN.test(input.seed) && seedCommitment(input.seed) === input.seedHash;
  checks.push({ name: "seed", ok: seedOk });
  if (input.closeAt !== undefined)
    checks.push({ name: "beaconRound", ok: beaconRoundAfter(input.closeAt) === input.beacon.round });
  let numbersOk = false;
  if (game && SEED_PATTERN.test(input.seed)) {
    try {
      const derived = deriveDraw({
        game,
        drawId: input.drawId,
        seed: input.seed,
        merkleRoot: input.merkleRoot,
        beacon: input.beacon,
      });
      numbersOk = derived.length === input.numbers.length && derived.every((n, i) => n === input.numbers[i]);
    } catch {
      numbersOk = false;
    }
  }
  checks.push({ name: "numbers", ok: numbersOk });
  if (game) {
    const published: PublishedDraw = {
      game,
      drawId: input.drawId,
      seedHash: input.seedHash,
      merkleRoot: input.merkleRoot,
      beacon: input.beacon,
      numbers: input.numbers,
      ...(input.closeAt !== undefined ? { closeAt: input.closeAt } : {}),
    };
    const result = verifyDraw(published, { seed: input.seed });
    checks.push(result.ok ? { name: "draw", ok: true } : { name: "draw", ok: false, detail: result.reason });
  } else {
    checks.push({ name: "draw", ok: false, detail: "unknown game" });
  }
  for (const { ticket, proof } of input.tickets ?? []) {
    let ok = false;
    try {
      ok = verifyInclusion({ ...ticket, stakeMinor: BigInt(ticket.stakeMinor) }, proof, input.merkleRoot);
    } catch {
      ok = false;
    }
    checks.push({ name: "inclusion", ok, ticketId: ticket.ticketId });
  }
  return checks;
}
