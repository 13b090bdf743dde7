import { keyedHmac } from "./hash.js";

/** What a provably fair outcome is derived from (REFERENCE.md §8). */
export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Computes HMAC-SHA256(key = serverSeed, message); replaceable by a faster native one in tools. */
export type HmacFn = (message: string) => Uint8Array;

/**
 * The byte stream of one bet: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) for
 * round 0, 1, 2... concatenated; byte `cursor` sits in round floor(cursor / 32).
 */
export class FairStream {
  private readonly mac: HmacFn;
  private round: number;
  private position: number;
  private block: Uint8Array;

  constructor(
    private readonly input: FairInput,
    cursor = 0,
    mac?: HmacFn,
  ) {
    if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) throw new RangeError("nonce must be >= 0");
    if (!Number.isSafeInteger(cursor) || cursor < 0) throw new RangeError("cursor must be >= 0");
    this.mac = mac ?? keyedHmac(input.serverSeed);
    this.round = Math.floor(cursor / 32);
    this.position = cursor - this.round * 32;
    this.block = this.digest();
  }

  private digest(): Uint8Array {
    return this.mac(`${this.input.clientSeed}:${this.input.nonce}:${this.round}`);
  }

  /** Bytes consumed so far, counted from the start of round 0. */
  get cursor(): number {
    return this.round * 32 + this.position;
  }

  nextByte(): number {
    if (this.position === 32) {
      this.round += 1;
      this.position = 0;
      this.block = this.digest();
    }
    return this.block[this.position++]!;
  }

  /** A float in [0, 1): four bytes read as base-256 digits after the point. */
  nextFloat(): number {
    let value = 0;
    let divider = 256;
    for (let i = 0; i < 4; i++) {
      value += this.nextByte() / divider;
      divider *= 256;
    }
    return value;
  }

  floats(count: number): number[] {
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = this.nextFloat();
    return out;
  }
}

/** `count` floats of one bet starting at byte `cursor`. */
export function generateFloats(input: FairInput, count: number, cursor = 0): number[] {
  return new FairStream(input, cursor).floats(count);
}
