import { createHmac, randomInt } from "node:crypto";
import type { Language, Translations } from "@jogada/contracts";
import { LIMITS } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { RateCounter } from "../../platform/rate-counter.js";
import type { Secrets } from "../../platform/secrets.js";
import * as repo from "./repository.js";
import type { SmsProvider } from "./sms-gateway.js";

export type CodePurpose = "login" | "register" | "password" | "login-ip";

const DAY = 86_400;

const TEXT: Translations<(brand: string, code: string, minutes: number) => string> = {
  PT: (brand, code, minutes) =>
    `${brand}: seu código de verificação é ${code}. Válido por ${minutes} minutos.`,
  EN: (brand, code, minutes) => `${brand}: your verification code is ${code}. Valid for ${minutes} minutes.`,
  VI: (brand, code, minutes) =>
    `${brand}: mã xác minh của bạn là ${code}. Có hiệu lực trong ${minutes} phút.`,
  TH: (brand, code, minutes) => `${brand}: รหัสยืนยันของคุณคือ ${code} ใช้ได้ภายใน ${minutes} นาที`,
  ZH: (brand, code, minutes) => `【${brand}】您的验证码是 ${code}，${minutes} 分钟内有效。`,
  ID: (brand, code, minutes) => `${brand}: kode verifikasi Anda ${code}. Berlaku ${minutes} menit.`,
  ES: (brand, code, minutes) =>
    `${brand}: tu código de verificación es ${code}. Válido por ${minutes} minutos.`,
};

/**
 * SMS verification codes: six random digits, only a keyed hash stored, one request a second and
 * a daily cap per number and per IP, single use, a few wrong tries before the code is spent.
 */
export class VerificationService {
  constructor(
    private readonly ctx: Pick<AppContext, "config" | "pool" | "members">,
    private readonly counters: RateCounter,
    private readonly secrets: Secrets,
    private readonly sms: SmsProvider,
  ) {}

  private async hash(purpose: CodePurpose, phone: string, code: string): Promise<Buffer> {
    const pepper = await this.secrets.get("sms-code-pepper");
    return createHmac("sha256", pepper).update(`${purpose}:${phone}:${code}`).digest();
  }

  async send(args: {
    merchantCode: string;
    brandName: string;
    purpose: CodePurpose;
    dialCode: string;
    mobile: string;
    ip: string;
    language: Language;
  }): Promise<{ expiredMinutes: number; expirationTime: number }> {
    const phone = `${args.dialCode}${args.mobile}`;
    const { config } = this.ctx;
    const [perNumber, perIp] = await Promise.all([
      this.counters.hit(`sms:sec:${args.merchantCode}:${phone}`, LIMITS.smsThrottleMs / 1000),
      this.counters.hit(`sms:sec:ip:${args.ip}`, LIMITS.smsThrottleMs / 1000),
    ]);
    if (perNumber > 1 || perIp > 1) throw new AppError("sms.too.frequent");
    const [dayNumber, dayIp] = await Promise.all([
      this.counters.hit(`sms:day:${args.merchantCode}:${phone}`, DAY),
      this.counters.hit(`sms:day:ip:${args.ip}`, DAY),
    ]);
    if (dayNumber > config.SMS_DAILY_LIMIT_PER_NUMBER || dayIp > config.SMS_DAILY_LIMIT_PER_IP) {
      throw new AppError("sms.daily.limit");
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const minutes = config.SMS_CODE_MINUTES;
    const { id, expiresAt } = await repo.insertCode(this.ctx.pool, {
      merchantCode: args.merchantCode,
      purpose: args.purpose,
      dialCode: args.dialCode,
      mobile: args.mobile,
      codeHash: await this.hash(args.purpose, phone, code),
      minutes,
    });
    try {
      await this.sms.send(phone, TEXT[args.language](args.brandName, code, minutes));
    } catch {
      await repo.spendCode(this.ctx.pool, id);
      throw new AppError("sms.send.failed");
    }
    return { expiredMinutes: minutes, expirationTime: expiresAt.getTime() };
  }

  /**
   * Sends a code after the rule its purpose has about the number: login and password codes go
   * only to a registered number, registration codes only to a number not yet registered.
   */
  async sendForPurpose(
    purpose: "login" | "register" | "password",
    args: Omit<Parameters<VerificationService["send"]>[0], "purpose">,
  ): Promise<{ expiredMinutes: number; expirationTime: number }> {
    const registered = await this.ctx.members.byMobile(args.merchantCode, args.dialCode, args.mobile);
    if (purpose === "register" && registered) {
      throw new AppError("register.mobile.taken", {}, { field: "mobileNum" });
    }
    if (purpose !== "register" && !registered) {
      throw new AppError("mobile.not.registered", {}, { field: "mobileNum" });
    }
    // A registered player gets the code in the language kept on the account.
    const language = registered ? this.ctx.members.languageOf(registered, args.language) : args.language;
    return this.send({ ...args, purpose, language });
  }

  /** Consumes the latest code for this number and purpose; 400 when wrong, spent or expired. */
  async verify(args: {
    merchantCode: string;
    purpose: CodePurpose;
    dialCode: string;
    mobile: string;
    code: string | undefined;
  }): Promise<void> {
    const code = args.code?.trim() ?? "";
    if (!code) throw new AppError("verification.code.invalid", {}, { field: "verificationCode" });
    const expected = await this.hash(args.purpose, `${args.dialCode}${args.mobile}`, code);
    const outcome = await withTransaction(this.ctx.pool, async (tx) => {
      const row = await repo.lockLatestCode(tx, args);
      if (!row || row.used_at) return "invalid" as const;
      if (row.expired) {
        await repo.spendCode(tx, row.id);
        return "expired" as const;
      }
      if (!row.code_hash.equals(expected)) {
        await repo.countWrongAttempt(tx, row.id, this.ctx.config.SMS_CODE_MAX_ATTEMPTS);
        return "invalid" as const;
      }
      await repo.spendCode(tx, row.id);
      return "ok" as const;
    });
    if (outcome === "expired")
      throw new AppError("verification.code.expired", {}, { field: "verificationCode" });
    if (outcome === "invalid")
      throw new AppError("verification.code.invalid", {}, { field: "verificationCode" });
  }
}
