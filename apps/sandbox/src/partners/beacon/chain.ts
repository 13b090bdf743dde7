import { createHash } from "node:crypto";
import type { BeaconChainInfo, BeaconRound } from "@jogada/contracts";
import { QUICKNET } from "@jogada/games";
import { bls12_381 as bls } from "@noble/curves/bls12-381.js";

/** quicknet's scheme: unchained rounds, BLS signatures on G1 (RFC 9380 hash to curve), keys on G2. */
export const SCHEME_ID = "bls-unchained-g1-rfc9380";
const BEACON_ID = "jogada-sandbox";

const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/** The message of a round: SHA-256 of the round number as 8 big-endian bytes (drand unchained). */
export function roundMessage(round: number): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(round));
  return sha256(bytes);
}

/**
 * A drand-format chain of our own key pair. Its genesis and period are quicknet's, so round
 * numbers fall at the same instants as on the real network and `beaconRoundAfter` holds for both.
 */
export class SandboxChain {
  readonly info: BeaconChainInfo;
  private readonly secretKey: Uint8Array;
  private readonly signatures = new Map<number, string>();

  constructor(secretKeyHex: string) {
    this.secretKey = Buffer.from(secretKeyHex, "hex");
    const publicKey = bls.shortSignatures.getPublicKey(this.secretKey).toBytes();
    const groupHash = sha256(Buffer.from(`${BEACON_ID}:group`), publicKey);
    const period = Buffer.alloc(4);
    period.writeUInt32BE(QUICKNET.period);
    const genesis = Buffer.alloc(8);
    genesis.writeBigInt64BE(BigInt(QUICKNET.genesisTime));
    this.info = {
      public_key: hex(publicKey),
      period: QUICKNET.period,
      genesis_time: QUICKNET.genesisTime,
      hash: hex(
        sha256(period, genesis, publicKey, groupHash, Buffer.from(SCHEME_ID), Buffer.from(BEACON_ID)),
      ),
      groupHash: hex(groupHash),
      schemeID: SCHEME_ID,
      metadata: { beaconID: BEACON_ID },
    };
  }

  /** The latest round published at `nowMs` (0 before genesis). */
  currentRound(nowMs: number): number {
    const since = nowMs - this.info.genesis_time * 1000;
    return since < 0 ? 0 : Math.floor(since / (this.info.period * 1000)) + 1;
  }

  /** The round, signed (signatures are kept: BLS signing costs a few milliseconds). */
  round(round: number): BeaconRound {
    let signature = this.signatures.get(round);
    if (!signature) {
      const short = bls.shortSignatures;
      signature = hex(short.sign(short.hash(roundMessage(round)), this.secretKey).toBytes());
      if (this.signatures.size > 10_000) this.signatures.clear();
      this.signatures.set(round, signature);
    }
    return { round, randomness: hex(sha256(Buffer.from(signature, "hex"))), signature };
  }

  /**
   * The round with a signature that is not its own (the next round's, a valid point on the
   * curve) and randomness that matches it: only the BLS check can tell.
   */
  forged(round: number): BeaconRound {
    const { signature, randomness } = this.round(round + 1);
    return { round, randomness, signature };
  }
}
