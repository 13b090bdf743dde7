import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { FAST_DRAW_SHAPES, type FastGame } from "./fast-types.js";

/**
 * How a house fast draw's numbers come about, so anyone can recompute them:
 * 1. before the draw opens the house picks a 32-byte seed and publishes SHA-256(seed bytes);
 * 2. at close it fixes the Merkle root of the accepted tickets and the first drand quicknet round
 *    after the close (neither the house nor a player knows that round's randomness in advance);
 * 3. bytes = HMAC-SHA256(key = seed bytes, "jogada.draw.v1|game|drawId|root|round|randomness|i")
 *    for i = 0, 1, 2, ... concatenated;
 * 4. each number is taken by rejection sampling over those bytes (no modulo bias): digits and dice
 *    independently, distinct games by drawing from the numbers still in the pot, in order.
 */
export interface Beacon {
  /** drand round number. */
  round: number;
  /** 32 bytes, lower-case hex: SHA-256 of the round's BLS signature. */
  randomness: string;
  /** The round's signature (hex); when present the verifier checks randomness = SHA-256(signature). */
  signature?: string;
}

/** drand quicknet (unchained BLS on G1): a round every 3 s since its genesis. */
export const QUICKNET = {
  chainHash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  genesisTime: 1_692_803_367,
  period: 3,
} as const;

/** When a round is published, in epoch milliseconds. */
export function beaconRoundTime(round: number): number {
  return (QUICKNET.genesisTime + (round - 1) * QUICKNET.period) * 1000;
}

/** The first round published strictly after `closeAtMs`: the one a draw closing then must use. */
export function beaconRoundAfter(closeAtMs: number): number {
  const since = closeAtMs - QUICKNET.genesisTime * 1000;
  return since < 0 ? 1 : Math.floor(since / (QUICKNET.period * 1000)) + 2;
}

export const SEED_PATTERN = /^[0-9a-f]{64}$/;
export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The commitment published before a draw opens: SHA-256 of the 32 seed bytes, hex. */
export function seedCommitment(seedHex: string): string {
  if (!SEED_PATTERN.test(seedHex)) throw new RangeError("seed must be 32 bytes of lower-case hex");
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** A fresh seed from the platform's cryptographic generator (Web Crypto, in Node and browsers). */
export function newDrawSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

export interface ByteSource {
  nextByte(): number;
}

export interface DrawInput {
  game: FastGame;
  drawId: string;
  /** The revealed seed, 64 hex digits. */
  seed: string;
  /** Merkle root of the accepted tickets, hex. */
  merkleRoot: string;
  beacon: Beacon;
}

/** The message of block i; the seed is the HMAC key. */
export function drawBlockMessage(input: DrawInput, block: number): string {
  const { game, drawId, merkleRoot, beacon } = input;
  return `jogada.draw.v1|${game}|${drawId}|${merkleRoot}|${beacon.round}|${beacon.randomness}|${block}`;
}

export class DrawByteStream implements ByteSource {
  private readonly mac: ReturnType<typeof hmac.create>;
  private block = -1;
  private bytes = new Uint8Array(0);
  private position = 32;

  constructor(private readonly input: DrawInput) {
    this.mac = hmac.create(sha256, hexToBytes(input.seed));
  }

  nextByte(): number {
    if (this.position === 32) {
      this.block += 1;
      this.bytes = this.mac
        .clone()
        .update(utf8ToBytes(drawBlockMessage(this.input, this.block)))
        .digest();
      this.position = 0;
    }
    return this.bytes[this.position++]!;
  }
}

/**
 * A uniform integer in [0, n): read the fewest big-endian bytes w with 256^w >= n and reject values
 * at or above the largest multiple of n below 256^w, so every residue is equally likely.
 */
export function uniformInt(source: ByteSource, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError("n must be 1..2^32");
  if (n === 1) return 0;
  let width = 1;
  while (256 ** width < n) width++;
  const range = 256 ** width;
  const limit = range - (range % n);
  for (;;) {
    let x = 0;
    for (let i = 0; i < width; i++) x = x * 256 + source.nextByte();
    if (x < limit) return x % n;
  }
}

/** Draws the game's shape from a byte source: independent values, or distinct ones from a pot. */
export function drawFromSource(game: FastGame, source: ByteSource): number[] {
  const shape = FAST_DRAW_SHAPES[game];
  const span = shape.max - shape.min + 1;
  if (!shape.distinct) return Array.from({ length: shape.count }, () => shape.min + uniformInt(source, span));
  const pot = Array.from({ length: span }, (_, i) => shape.min + i);
  return Array.from({ length: shape.count }, () => pot.splice(uniformInt(source, pot.length), 1)[0]!);
}

/** The numbers of a fast draw: 5D digits, K3 dice, PK10 order, 11x5 balls, Keno's 20 (draw order). */
export function deriveDraw(input: DrawInput): number[] {
  return drawFromSource(input.game, new DrawByteStream(input));
}
