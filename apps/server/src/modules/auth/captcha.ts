import { createHash, randomUUID } from "node:crypto";
import { LIMITS } from "@jogada/contracts";
import { Resvg } from "@resvg/resvg-js";
import svgCaptcha from "svg-captcha";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { RateCounter } from "../../platform/rate-counter.js";
import * as repo from "./human-checks-repository.js";

const CAPTCHA_MINUTES = 5;
export const CAPTCHA_COOKIE = "captcha_id";

export function captchaAnswerHash(id: string, answer: string): Buffer {
  return createHash("sha256").update(`${id}:${answer.trim().toLowerCase()}`).digest();
}

/**
 * Image captchas: svg-captcha draws the text as paths, resvg renders it to a PNG (so no font or
 * browser is involved). The answer is kept only as a hash, bound to the client by an httpOnly
 * cookie id, valid for five minutes and consumed by the first check, right or wrong.
 */
export class CaptchaService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool">,
    private readonly counters: RateCounter,
  ) {}

  /** A new captcha for this client; a second request within a second is refused (SPEC §5). */
  async create(clientKey: string): Promise<{ id: string; image: string }> {
    if ((await this.counters.hit(`captcha:${clientKey}`, LIMITS.captchaRefreshMs / 1000)) > 1)
      throw new AppError("rate.limited");
    // Legible first: four large dark characters from a set without look-alikes (0/O, 1/I/l,
    // 2/Z, 5/S, 8/B), one faint noise line, on a plain light background.
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 1,
      charPreset: "ACDEFGHJKMNPQRTUVWXY34679",
      fontSize: 46,
      color: false,
      background: "#f8f7fc",
      width: 120,
      height: 44,
    });
    const png = new Resvg(data, { fitTo: { mode: "original" } }).render().asPng();
    const id = randomUUID();
    await repo.insertCaptcha(this.ctx.pool, id, captchaAnswerHash(id, text), CAPTCHA_MINUTES);
    if (Math.random() < 0.02) void repo.deleteStaleCaptchas(this.ctx.pool).catch(() => {});
    return { id, image: `data:image/png;base64,${Buffer.from(png).toString("base64")}` };
  }

  /** Consumes the client's captcha; 400 when missing, wrong, expired or already used. */
  async verify(id: string | undefined, answer: string | undefined): Promise<void> {
    if (!answer?.trim())
      throw new AppError("captcha.required", {}, { field: "captcha", value: { captcha: true } });
    if (!id || !/^[0-9a-f-]{36}$/.test(id))
      throw new AppError("captcha.invalid", {}, { field: "captcha", value: { captcha: true } });
    const row = await repo.useCaptcha(this.ctx.pool, id);
    if (!row?.fresh || !row.answer_hash.equals(captchaAnswerHash(id, answer))) {
      throw new AppError("captcha.invalid", {}, { field: "captcha", value: { captcha: true } });
    }
  }
}
