import type { Config } from "../../config.js";
import type { AppContext } from "../../platform/context.js";
import { type DrawVoider, ResultIngestion } from "./draw-results.js";
import { FastDrawResults } from "./draw-results-fast.js";
import { ResultOperations } from "./draw-results-operator.js";
import { DrandBeacon } from "./sources/drand-beacon.js";
import { HttpResultFeed } from "./sources/http-result-feed.js";

/** The configured results feeds: RESULTS_FEEDS, or the sandbox's feed-a and feed-b by default. */
export function resultFeedsOf(config: Config): HttpResultFeed[] {
  const urls =
    config.RESULTS_FEEDS ??
    Object.fromEntries(
      Object.keys(config.RESULTS_FEED_SECRETS).map((name) => [
        name,
        `${config.SANDBOX_URL}/results-feed/${name}`,
      ]),
    );
  return Object.entries(urls).map(
    ([name, baseUrl]) =>
      new HttpResultFeed({
        name,
        baseUrl: baseUrl.replace(/\/$/, ""),
        secret: config.RESULTS_FEED_SECRETS[name]!,
        timeoutMs: config.RESULTS_FEED_TIMEOUT_MS,
      }),
  );
}

export function beaconOf(config: Config): DrandBeacon {
  return new DrandBeacon({
    url: (config.BEACON_URL ?? `${config.SANDBOX_URL}/beacon`).replace(/\/$/, ""),
    chainHash: config.BEACON_CHAIN_HASH,
    publicKey: config.BEACON_PUBLIC_KEY,
    timeoutMs: config.BEACON_TIMEOUT_MS,
  });
}

export interface DrawResultServices {
  /** VN and SEA results from the feeds. */
  feeds: ResultIngestion;
  /** Fast draws' numbers from the beacon. */
  fast: FastDrawResults;
  /** Operators: resolve alerts, enter a result the sources disagree on. */
  operations: ResultOperations;
}

export function createDrawResults(ctx: AppContext, voider: DrawVoider): DrawResultServices {
  const { config } = ctx;
  return {
    feeds: new ResultIngestion(ctx, resultFeedsOf(config), voider, {
      required: config.RESULTS_REQUIRED_AGREEMENT,
      lateMinutes: config.RESULTS_LATE_MINUTES,
      voidAfterHours: config.RESULTS_VOID_AFTER_HOURS,
      correctionHours: config.RESULTS_CORRECTION_HOURS,
    }),
    fast: new FastDrawResults(ctx, beaconOf(config), voider, {
      voidAfterMinutes: config.FAST_DRAW_VOID_AFTER_MINUTES,
      chainHash: config.BEACON_CHAIN_HASH,
    }),
    operations: new ResultOperations(ctx),
  };
}
