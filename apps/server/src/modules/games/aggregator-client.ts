import {
  AGGREGATOR_SIGNATURE_HEADER,
  type FeedGame,
  type FeedVendor,
  GamesReply,
  LaunchReply,
  VendorsReply,
} from "@jogada/contracts";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { signBody, verifySignature } from "../../platform/signing.js";

/** The aggregator did not answer, answered unsigned, or answered with something unreadable. */
export class AggregatorUnavailable extends Error {
  override name = "AggregatorUnavailable";
}

/** The aggregator answered, signed, and refused the call. */
export class AggregatorRefused extends Error {
  override name = "AggregatorRefused";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface LaunchInput {
  token: string;
  player: string;
  vendor: string;
  gameCode: string;
  roomId: string | null;
  currency: string;
  /** How the site shows money (brand symbol and decimals), for the game's own texts. */
  display?: { symbol: string; decimals: number };
  language: string;
  demo: boolean;
  lobbyUrl: string;
}

/**
 * HTTP adapter of the game aggregator: signed JSON calls, signed replies checked before they are
 * believed. Selected and keyed by configuration only.
 */
export class AggregatorClient {
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    private readonly operator: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Told of every call's outcome, for the back office's partner status. */
  observe: (error: Error | null) => void = () => {};

  private async post<T extends z.ZodType>(path: string, body: object, schema: T): Promise<z.infer<T>> {
    try {
      const answer = await this.send(path, body, schema);
      this.observe(null);
      return answer;
    } catch (error) {
      // A refusal is the partner answering; only an unreachable or unreadable partner is failing.
      this.observe(error instanceof AggregatorUnavailable ? error : null);
      throw error;
    }
  }

  private async send<T extends z.ZodType>(path: string, body: object, schema: T): Promise<z.infer<T>> {
    const raw = JSON.stringify({ operator: this.operator, ...body });
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [AGGREGATOR_SIGNATURE_HEADER]: signBody(this.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AggregatorUnavailable(`${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => "");
    if (!verifySignature(this.secret, text, response.headers.get(AGGREGATOR_SIGNATURE_HEADER))) {
      throw new AggregatorUnavailable(`${path}: reply ${response.status} is not signed by the aggregator`);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new AggregatorUnavailable(`${path}: unreadable reply`);
    }
    if (!response.ok) {
      const error = payload as { error?: string; message?: string };
      throw new AggregatorRefused(response.status, error.error ?? "ERROR", error.message ?? "");
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AggregatorUnavailable(`${path}: reply does not match the protocol`);
    return parsed.data;
  }

  async vendors(): Promise<FeedVendor[]> {
    return (await this.post("/api/vendors", {}, VendorsReply)).vendors;
  }

  /** Every game of the feed, page by page. */
  async games(pageSize = 2000): Promise<FeedGame[]> {
    const all: FeedGame[] = [];
    for (let page = 1; ; page++) {
      const reply = await this.post("/api/games", { page, pageSize }, GamesReply);
      all.push(...reply.games);
      if (page >= reply.totalPages) return all;
    }
  }

  /** Vendors and games together, as the catalogue sync reads every partner. */
  async feed(): Promise<{ vendors: FeedVendor[]; games: FeedGame[] }> {
    const vendors = await this.vendors();
    return { vendors, games: await this.games() };
  }

  async launch(input: LaunchInput): Promise<string> {
    return (await this.post("/api/launch", input, LaunchReply)).gameUrl;
  }
}

/** The aggregator adapter as configured (its own URL, or the partners' base address). */
export function aggregatorOf(ctx: Pick<AppContext, "config">): AggregatorClient {
  const config = ctx.config;
  return new AggregatorClient(
    config.AGGREGATOR_URL ?? `${config.SANDBOX_URL}/aggregator`,
    config.AGGREGATOR_SECRET,
    config.AGGREGATOR_OPERATOR,
  );
}
