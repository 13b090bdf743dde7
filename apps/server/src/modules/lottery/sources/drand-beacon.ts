import { BeaconRound } from "@jogada/contracts";
import { type Beacon, beaconRoundTime } from "@jogada/games";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { type ChainClient, type ChainInfo, fetchBeacon } from "drand-client";
import type { RandomnessBeacon } from "./types.js";

/** quicknet's scheme: unchained rounds, BLS signatures on G1 (RFC 9380), public key on G2. */
export const BEACON_SCHEME = "bls-unchained-g1-rfc9380";

export interface BeaconChain {
  chainHash: string;
  /** Compressed G2 public key, hex. */
  publicKey: string;
}

/** A round that came back with a signature the chain's key did not make: never drawn from. */
export class BeaconInvalidError extends Error {}

/** The beacon could not be asked (network, HTTP error): try again later. */
export class BeaconUnavailableError extends Error {}

function chainInfo(chain: BeaconChain): ChainInfo {
  return {
    public_key: chain.publicKey,
    period: 3,
    genesis_time: 0,
    hash: chain.chainHash,
    groupHash: "",
    schemeID: BEACON_SCHEME,
    metadata: { beaconID: "" },
  };
}

/**
 * Whether a round is the chain's: randomness = SHA-256(signature) and the signature verifies
 * under the configured public key. drand-client's own verification does the BLS part, offline:
 * it is handed a chain client whose chain info is our configuration (never the beacon's /info)
 * and whose only "fetch" returns the round already in hand.
 */
export async function verifyBeaconRound(
  chain: BeaconChain,
  beacon: Beacon,
  expectedRound: number,
): Promise<boolean> {
  if (beacon.round !== expectedRound || beacon.signature === undefined) return false;
  if (!/^[0-9a-f]{96}$/.test(beacon.signature) || !/^[0-9a-f]{64}$/.test(beacon.randomness)) return false;
  // Checked here first because drand-client logs this case to the console before refusing it.
  if (bytesToHex(sha256(hexToBytes(beacon.signature))) !== beacon.randomness) return false;
  const info = chainInfo(chain);
  const round = { round: beacon.round, randomness: beacon.randomness, signature: beacon.signature };
  const client: ChainClient = {
    options: { disableBeaconVerification: false, noCache: true },
    latest: async () => round,
    get: async () => round,
    chain: () => ({ baseUrl: "", info: async () => info }),
  };
  try {
    await fetchBeacon(client, expectedRound);
    return true;
  } catch {
    return false;
  }
}

export interface DrandBeaconOptions extends BeaconChain {
  /** Base of the drand HTTP API; rounds are at <url>/<chainHash>/public/<round>. */
  url: string;
  timeoutMs: number;
  now?: () => number;
}

/** The drand HTTP API (quicknet in production, the sandbox beacon in development). */
export class DrandBeacon implements RandomnessBeacon {
  private readonly now: () => number;

  constructor(private readonly options: DrandBeaconOptions) {
    this.now = options.now ?? Date.now;
  }

  async round(round: number): Promise<Beacon | null> {
    if (this.now() < beaconRoundTime(round)) return null;
    const { url, chainHash, timeoutMs } = this.options;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${url}/${chainHash}/public/${round}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = response.ok ? await response.json() : null;
    } catch (error) {
      throw new BeaconUnavailableError(`beacon round ${round}: ${(error as Error).message}`);
    }
    // drand answers 425 Too Early (some relays 404) for a round not yet published.
    if (response.status === 425 || response.status === 404) return null;
    if (!response.ok) throw new BeaconUnavailableError(`beacon round ${round}: HTTP ${response.status}`);
    const parsed = BeaconRound.safeParse(body);
    if (!parsed.success) throw new BeaconInvalidError(`beacon round ${round}: not a drand round`);
    const beacon: Beacon = parsed.data;
    if (!(await verifyBeaconRound(this.options, beacon, round)))
      throw new BeaconInvalidError(
        `beacon round ${round}: the signature does not verify under the chain's key`,
      );
    return beacon;
  }
}
