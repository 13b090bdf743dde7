import type { KeyObject } from "node:crypto";
import {
  type FeedGame,
  type FeedVendor,
  type GameClassify,
  type GameType,
  HUB88_SIGNATURE_HEADER,
  type Hub88Game,
  Hub88GameListReply,
  Hub88GameUrlReply,
  type Hub88GameUrlRequest,
} from "@jogada/contracts";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { rsaSign } from "../../platform/rsa-signing.js";
import { AggregatorRefused, AggregatorUnavailable, type LaunchInput } from "./aggregator-client.js";
import type { CatalogueFeed } from "./catalogue-sync.js";
import { hub88User } from "./hub88-wallet.js";

/**
 * Hub88's products become vendors of the catalogue under codes of our own making (H88_ and the
 * product's name): how a launch knows which partner a game goes through.
 */
const VENDOR_PREFIX = "H88_";

export function hub88VendorCode(product: string): string {
  const name = product
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+/, "");
  return `${VENDOR_PREFIX}${name}`.slice(0, 16).replace(/_+$/, "");
}

export function isHub88Vendor(code: string): boolean {
  return code.startsWith(VENDOR_PREFIX);
}

/** Hub88 publishes no stake limits in its game list; the supplier enforces its own. */
const STAKES = { minBet: "0.10", maxBet: "10000.00" };

function typeOf(category: string): { gameType: GameType; classify: GameClassify | null } {
  if (/live/i.test(category)) return { gameType: "LIVE", classify: null };
  if (/table|roulette|blackjack|baccarat|poker/i.test(category)) return { gameType: "RNG", classify: "TG" };
  return { gameType: "RNG", classify: "SC" };
}

export interface Hub88LaunchInput extends LaunchInput {
  ip: string;
  country: string;
  mobile: boolean;
}

/**
 * Hub88's Games API (docs.hub88.io, Operator API): JSON POSTs under /operator/generic/v2, the
 * body signed with our private key (RSA-SHA256, base64, X-Hub88-Signature). Errors come back
 * as an HTTP status with {"error": text}.
 */
export class Hub88Client implements CatalogueFeed {
  constructor(
    private readonly baseUrl: string,
    private readonly operatorId: number,
    private readonly key: KeyObject,
    private readonly subPartnerId?: string,
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
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/operator/generic/v2${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", [HUB88_SIGNATURE_HEADER]: rsaSign(this.key, raw) },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AggregatorUnavailable(`hub88 ${path}: ${(error as Error).message}`);
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new AggregatorUnavailable(`hub88 ${path}: unreadable reply ${response.status}`);
    }
    if (!response.ok) {
      const text = String((payload as { error?: unknown })?.error ?? "");
      throw new AggregatorRefused(response.status, "HUB88_ERROR", text);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AggregatorUnavailable(`hub88 ${path}: reply does not match the protocol`);
    return parsed.data;
  }

  /** The game list as the catalogue's vendors (one per product) and games; disabled games left out. */
  async feed(): Promise<{ vendors: FeedVendor[]; games: FeedGame[] }> {
    const list = await this.post("/game/list", { operator_id: this.operatorId }, Hub88GameListReply);
    const games = list.filter((game) => game.enabled && (game.url_thumb || game.url_background));
    const vendors = new Map<string, FeedVendor>();
    const feed: FeedGame[] = [];
    for (const game of games) {
      const code = hub88VendorCode(game.product);
      const type = typeOf(game.category);
      const icon = (game.url_thumb ?? game.url_background) as string;
      const vendor = vendors.get(code) ?? {
        code,
        name: game.product,
        logoType: type.gameType === "LIVE" ? "N2" : "RNG",
        logoUrl: icon,
        categories: [],
      };
      if (!vendor.categories.some((c) => c.gameType === type.gameType))
        vendor.categories.push({ gameType: type.gameType, isHot: false });
      vendors.set(code, vendor);
      feed.push(toFeedGame(game, code, type, icon));
    }
    return { vendors: [...vendors.values()], games: feed };
  }

  async launch(input: Hub88LaunchInput): Promise<string> {
    const body: Hub88GameUrlRequest = {
      user: hub88User(input.player),
      token: input.token,
      ...(this.subPartnerId ? { sub_partner_id: this.subPartnerId } : {}),
      platform: input.mobile ? "GPL_MOBILE" : "GPL_DESKTOP",
      operator_id: this.operatorId,
      lobby_url: input.lobbyUrl,
      lang: input.language.slice(0, 2).toLowerCase(),
      ip: input.ip,
      game_code: input.gameCode,
      currency: input.currency,
      game_currency: input.currency,
      // Unknown to the GeoIP database: the protocol's "XX".
      country: /^[A-Z]{2}$/.test(input.country) ? input.country : "XX",
    };
    return (await this.post("/game/url", body, Hub88GameUrlReply)).url;
  }
}

function toFeedGame(
  game: Hub88Game,
  vendor: string,
  type: { gameType: GameType; classify: GameClassify | null },
  icon: string,
): FeedGame {
  return {
    gameCode: game.game_code,
    vendor,
    ...type,
    name: game.name,
    iconUrl: icon,
    ...STAKES,
    lines: 0,
    hot: false,
    rtp: "00.00",
    rooms: [],
    // Real money only: a Hub88 demo plays without the wallet and without our session.
    demo: false,
  };
}

/** Hub88's Games API as configured (its own URL, or the partners' base address), when it is on. */
export function hub88Of(ctx: Pick<AppContext, "config">): Hub88Client | undefined {
  const config = ctx.config;
  if (!config.HUB88_ENABLED) return undefined;
  return new Hub88Client(
    config.HUB88_URL ?? `${config.SANDBOX_URL}/hub88`,
    config.HUB88_OPERATOR_ID,
    config.HUB88_KEYS.operator,
    config.HUB88_SUB_PARTNER_ID,
  );
}
