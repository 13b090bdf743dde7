import type { BotChallenge } from "@jogada/contracts";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { Secrets } from "../../platform/secrets.js";
import * as repo from "./human-checks-repository.js";

const CHALLENGE_MINUTES = 10;

/**
 * The self-hosted proof-of-work bot check (ALTCHA): the browser spends a moment of CPU finding a
 * number whose hash matches the signed challenge; the server verifies it in microseconds, and an
 * accepted answer is remembered until it expires so it cannot be replayed.
 */
export class BotCheck {
  constructor(
    private readonly ctx: Pick<AppContext, "config" | "pool">,
    private readonly secrets: Secrets,
  ) {}

  private key(): Promise<string> {
    return this.secrets.get("bot-check-hmac", this.ctx.config.BOT_CHECK_HMAC_KEY);
  }

  async challenge(): Promise<BotChallenge> {
    const challenge = await createChallenge({
      hmacKey: await this.key(),
      maxNumber: this.ctx.config.BOT_CHECK_MAX_NUMBER,
      expires: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    });
    return { ...challenge, maxnumber: this.ctx.config.BOT_CHECK_MAX_NUMBER };
  }

  /** Refuses with 400 `bot.check.required` unless `payload` is a fresh, unused, valid answer. */
  async verify(payload: string | undefined): Promise<void> {
    if (this.ctx.config.BOT_CHECK_DISABLED) return;
    if (!payload) throw new AppError("bot.check.required", {}, { field: "altcha" });
    let decoded: { signature?: unknown; salt?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    } catch {
      throw new AppError("bot.check.required", {}, { field: "altcha" });
    }
    const valid = await verifySolution(payload, await this.key(), true).catch(() => false);
    if (!valid || typeof decoded.signature !== "string") {
      throw new AppError("bot.check.required", {}, { field: "altcha" });
    }
    const expires = Number(extractParams(payload as never).expires ?? 0);
    const fresh = await repo.markBotCheckUsed(
      this.ctx.pool,
      decoded.signature,
      expires || Date.now() / 1000 + CHALLENGE_MINUTES * 60,
    );
    if (!fresh) throw new AppError("bot.check.required", {}, { field: "altcha" });
    if (Math.random() < 0.01) void repo.deleteExpiredBotChecks(this.ctx.pool).catch(() => {});
  }
}
