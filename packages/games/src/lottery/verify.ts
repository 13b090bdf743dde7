import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import {
  type Beacon,
  beaconRoundAfter,
  deriveDraw,
  HASH_PATTERN,
  SEED_PATTERN,
  seedCommitment,
} from "./derive.js";
import { FAST_GAMES, type FastGame } from "./fast-types.js";
import { merkleRootOfTickets, type TicketLeaf } from "./merkle.js";

/** What the house published about a fast draw (seed hash before, the rest at close and after). */
export interface PublishedDraw {
  game: FastGame;
  drawId: string;
  /** SHA-256 of the seed, published before the draw opened. */
  seedHash: string;
  /** Close time (epoch ms); when given, the beacon must be the first round after it. */
  closeAt?: number;
  merkleRoot: string;
  beacon: Beacon;
  numbers: readonly number[];
}

export interface DrawReveal {
  /** The seed revealed after the draw. */
  seed: string;
  /** Every accepted ticket, when the checker holds them (otherwise per-ticket inclusion proofs). */
  tickets?: readonly TicketLeaf[];
}

/** The part that does not hold: seed vs commitment, tickets vs root, beacon, or derived numbers. */
export type DrawFailure = "seed" | "tickets" | "beacon" | "numbers";

export type DrawVerification = { ok: true } | { ok: false; failure: DrawFailure; reason: string };

const fail = (failure: DrawFailure, reason: string): DrawVerification => ({ ok: false, failure, reason });

/**
 * Recomputes a fast draw from what was published and revealed. The beacon's BLS signature is
 * checked by the randomness adapter (drand client); here the randomness must be SHA-256 of the
 * signature when one is given, and the round the first after close when closeAt is given.
 */
export function verifyDraw(draw: PublishedDraw, reveal: DrawReveal): DrawVerification {
  if (!(FAST_GAMES as readonly string[]).includes(draw.game)) return fail("numbers", "unknown game");
  if (!SEED_PATTERN.test(reveal.seed)) return fail("seed", "the seed is not 32 bytes of lower-case hex");
  if (seedCommitment(reveal.seed) !== draw.seedHash)
    return fail("seed", "SHA-256 of the seed is not the commitment");
  if (!HASH_PATTERN.test(draw.merkleRoot)) return fail("tickets", "the Merkle root is not 32 bytes of hex");
  if (reveal.tickets && merkleRootOfTickets(reveal.tickets) !== draw.merkleRoot)
    return fail("tickets", "the tickets do not rebuild the Merkle root");
  const { beacon } = draw;
  if (!Number.isSafeInteger(beacon.round) || beacon.round < 1)
    return fail("beacon", "the round is not a number");
  if (!HASH_PATTERN.test(beacon.randomness)) return fail("beacon", "the randomness is not 32 bytes of hex");
  if (beacon.signature !== undefined) {
    if (!/^([0-9a-f]{2})+$/.test(beacon.signature)) return fail("beacon", "the signature is not hex");
    if (bytesToHex(sha256(hexToBytes(beacon.signature))) !== beacon.randomness)
      return fail("beacon", "the randomness is not SHA-256 of the signature");
  }
  if (draw.closeAt !== undefined && beacon.round !== beaconRoundAfter(draw.closeAt))
    return fail("beacon", "the round is not the first one after close");
  const numbers = deriveDraw({ ...draw, seed: reveal.seed });
  if (numbers.length !== draw.numbers.length || numbers.some((n, i) => n !== draw.numbers[i]))
    return fail("numbers", "the published numbers are not the ones derived");
  return { ok: true };
}
