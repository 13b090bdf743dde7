import { FeedReply, RESULTS_FEED_SIGNATURE_HEADER } from "@jogada/contracts";
import { verifySignature } from "../../../platform/signing.js";
import { checkedSheet, scheduledDrawOf } from "./sheets.js";
import type { DrawKey, ResultFeed, SourceReading } from "./types.js";

export interface HttpResultFeedOptions {
  name: string;
  /** The source's base URL; results are at <baseUrl>/results/<gameCode>/<drawDate>. */
  baseUrl: string;
  /** The secret its replies are signed with (HMAC-SHA256 of the exact body bytes). */
  secret: string;
  timeoutMs: number;
  /** The server's clock (tests move it). */
  now?: () => number;
}

/**
 * One results feed over HTTP. Whatever the source answers, the reading is only "published" when
 * the reply is signed with its secret, names the draw asked for, is a valid sheet for the draw's
 * region and the draw time has passed on our own clock: a feed whose clock runs ahead cannot
 * settle a draw early. An unreachable source is still pending (the caller alerts when it stays so).
 */
export class HttpResultFeed implements ResultFeed {
  readonly name: string;
  private readonly now: () => number;

  constructor(private readonly options: HttpResultFeedOptions) {
    this.name = options.name;
    this.now = options.now ?? Date.now;
  }

  async read(key: DrawKey): Promise<SourceReading> {
    const { name } = this;
    const invalid = (reason: string): SourceReading => ({ source: name, status: "invalid", reason });
    const draw = scheduledDrawOf(key);
    if (!draw) return invalid(`no draw ${key.gameCode} on ${key.drawDate}`);
    if (this.now() < draw.drawAt) return { source: name, status: "pending" };
    const url = `${this.options.baseUrl}/results/${encodeURIComponent(key.gameCode)}/${key.drawDate}`;
    let raw: string;
    let signature: string | null;
    let status: number;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
      raw = await response.text();
      signature = response.headers.get(RESULTS_FEED_SIGNATURE_HEADER);
      status = response.status;
    } catch {
      return { source: name, status: "pending" };
    }
    if (status >= 500) return { source: name, status: "pending" };
    if (!verifySignature(this.options.secret, raw, signature))
      return invalid("the reply is not signed with the source's key");
    if (status !== 200) return invalid(`the source answered HTTP ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return invalid("the reply is not JSON");
    }
    const parsed = FeedReply.safeParse(body);
    if (!parsed.success)
      return invalid(`the reply is not a results reply: ${parsed.error.issues[0]?.path.join(".")}`);
    const reply = parsed.data;
    if (reply.gameCode !== key.gameCode || reply.drawDate !== key.drawDate)
      return invalid(`the reply is about ${reply.gameCode} on ${reply.drawDate}`);
    if (reply.status === "pending") return { source: name, status: "pending" };
    if (Date.parse(reply.publishedAt) < draw.drawAt) return invalid("published before the draw time");
    const checked = checkedSheet(key.gameCode, reply.result);
    if ("problem" in checked) return invalid(`not a valid sheet: ${checked.problem}`);
    return {
      source: name,
      status: "published",
      sheet: checked.sheet,
      publishedAt: new Date(reply.publishedAt).toISOString(),
      revision: reply.revision,
    };
  }
}
