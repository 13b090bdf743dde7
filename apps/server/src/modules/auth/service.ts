import { randomBytes } from "node:crypto";
import type { LoginRequest } from "@jogada/contracts";
import { type Language, LIMITS, type LoginValue, TRIAL_TYPE } from "@jogada/contracts";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { decoyHash, verifyPassword } from "../../platform/passwords.js";
import type { RateCounter } from "../../platform/rate-counter.js";
import type { LoadedBrand } from "../brand/service.js";
import { type MemberRow, type MemberService, maskMobile } from "../members/service.js";
import type { BotCheck } from "./bot-check.js";
import type { CaptchaService } from "./captcha.js";
import * as repo from "./repository.js";
import { hashToken, type SessionService } from "./sessions.js";
import type { VerificationService } from "./verification.js";

export type LoginInput = z.output<typeof LoginRequest>;

export interface Client {
  ip: string;
  userAgent: string;
  language: Language;
  captchaId?: string;
  /** The site's device id (`Device-Id`), kept hashed to link accounts sharing a device. */
  deviceId?: string;
}

/** Remember-me lasts SPEC §9's one day. */
const REMEMBER_HOURS = LIMITS.rememberMeDays * 24;

/** The failed-login counters of an account and of an address (a password reset clears the first). */
export function loginFailureKeys(merchantCode: string, account: string, ip: string) {
  return { account: `login:fail:${merchantCode}:${account.toLowerCase()}`, ip: `login:fail:ip:${ip}` };
}

/** The brand's captcha rule: the account's and the address's failures, each against its threshold. */
function needsCaptcha(brand: LoadedBrand, accountFailures: number, ipFailures: number): boolean {
  const rule = brand.config.loginCaptcha;
  return accountFailures >= rule.afterAccountFailures || ipFailures >= rule.afterIpFailures;
}

/** Login, free play, remember-me and logout (SPEC §4); passwords are in password-service.ts. */
export class AuthService {
  constructor(
    private readonly ctx: Pick<AppContext, "config" | "pool" | "brands">,
    private readonly members: MemberService,
    private readonly sessions: SessionService,
    private readonly counters: RateCounter,
    private readonly captcha: CaptchaService,
    private readonly botCheck: BotCheck,
    private readonly codes: VerificationService,
  ) {}

  private on(brand: LoadedBrand, id: Parameters<AppContext["brands"]["isModuleEnabled"]>[1]): boolean {
    return this.ctx.brands.isModuleEnabled(brand, id);
  }

  /** Password or SMS-code login with captcha after failures, lockouts and the new-IP check. */
  async login(
    brand: LoadedBrand,
    input: LoginInput,
    client: Client,
  ): Promise<{ value: LoginValue; memberId: number }> {
    const { config } = this.ctx;
    const merchantCode = brand.config.merchantCode;
    const sms = input.type === "sms";
    const username = input.username.trim();
    const secret = sms ? input.password.trim() : input.password;
    if (!username || !secret) throw new AppError("login.credentials.required");
    if (sms && !this.on(brand, "MOBILEVERCODELOGIN3")) throw new AppError("function.not.available");

    const window = config.LOGIN_LOCK_MINUTES * 60;
    const keys = loginFailureKeys(
      merchantCode,
      sms ? `${input.countryDialingCode}${username}` : username,
      client.ip,
    );
    const [accountFailures, ipFailures] = await Promise.all([
      this.counters.count(keys.account, window),
      this.counters.count(keys.ip, window),
    ]);
    if (accountFailures >= config.LOGIN_LOCK_AFTER || ipFailures >= config.LOGIN_IP_LOCK_AFTER) {
      throw new AppError(
        "login.locked",
        { minutes: config.LOGIN_LOCK_MINUTES },
        { value: { captcha: true } },
      );
    }
    const captchaNeeded = !sms && needsCaptcha(brand, accountFailures, ipFailures);
    if (captchaNeeded) await this.captcha.verify(client.captchaId, input.captcha);
    // SPEC §4: the bot check is skipped for SMS login (the code already proves a phone).
    if (!sms) await this.botCheck.verify(input.altcha);

    let member: MemberRow | undefined;
    if (sms) {
      if (!input.countryDialingCode)
        throw new AppError("mobile.invalid", {}, { field: "countryDialingCode" });
      member = await this.members.byMobile(merchantCode, input.countryDialingCode, username);
      try {
        await this.codes.verify({
          merchantCode,
          purpose: "login",
          dialCode: input.countryDialingCode,
          mobile: username,
          code: secret,
        });
      } catch (error) {
        await this.recordFailure(keys, window);
        throw error;
      }
      if (!member) throw new AppError("mobile.not.registered", {}, { field: "username" });
    } else {
      member = await this.members.byUsername(merchantCode, username);
      const good = await verifyPassword(member?.password_hash ?? (await decoyHash()), secret);
      if (!member || !good || member.type === TRIAL_TYPE || member.profile?.noPassword) {
        const failures = await this.recordFailure(keys, window);
        throw new AppError(
          "login.failed",
          {},
          { value: { captcha: needsCaptcha(brand, failures.account, failures.ip) } },
        );
      }
    }
    if (member.status !== 0) throw new AppError("account.disabled");
    const memberId = Number(member.id);
    if (!sms && secret === config.DEFAULT_MEMBER_PASSWORD && !member.must_change_password) {
      await this.members.markMustChangePassword(memberId);
      this.sessions.forgetMember(memberId);
      member.must_change_password = true;
    }

    if (this.on(brand, "LOGINIPVERF3") && member.mobile && member.country_dialing_code) {
      await this.checkNewIp(brand, member, input.verificationCode, client);
    }
    await this.counters.reset(keys.account);

    const method = sms ? "sms" : "password";
    const value = await withTransaction(this.ctx.pool, async (tx) => {
      const first = await this.members.recordLogin(tx, memberId, client.ip, client.deviceId);
      await repo.rememberLoginIp(tx, memberId, client.ip);
      const { token } = await this.sessions.open(tx, { id: memberId, merchantCode }, method, client);
      return this.loginValue(token, member!, method, first, tx);
    });
    return { value, memberId };
  }

  /** A session for an account already proved another way (a linked Google or Facebook sign-in). */
  async openSession(member: MemberRow, method: string, client: Client): Promise<LoginValue> {
    const memberId = Number(member.id);
    return withTransaction(this.ctx.pool, async (tx) => {
      const first = await this.members.recordLogin(tx, memberId, client.ip, client.deviceId);
      await repo.rememberLoginIp(tx, memberId, client.ip);
      const { token } = await this.sessions.open(
        tx,
        { id: memberId, merchantCode: member.merchant_code },
        method,
        client,
      );
      return this.loginValue(token, member, method, first, tx);
    });
  }

  private async recordFailure(
    keys: { account: string; ip: string },
    window: number,
  ): Promise<{ account: number; ip: number }> {
    const [account, ip] = await Promise.all([
      this.counters.hit(keys.account, window),
      this.counters.hit(keys.ip, window),
    ]);
    return { account, ip };
  }

  /** Whether a password login of `username` from `ip` needs a captcha now (asked before submitting). */
  async captchaRequired(brand: LoadedBrand, username: string | undefined, ip: string): Promise<boolean> {
    const window = this.ctx.config.LOGIN_LOCK_MINUTES * 60;
    const keys = loginFailureKeys(brand.config.merchantCode, username?.trim() ?? "", ip);
    const [accountFailures, ipFailures] = await Promise.all([
      username?.trim() ? this.counters.count(keys.account, window) : 0,
      this.counters.count(keys.ip, window),
    ]);
    return needsCaptcha(brand, accountFailures, ipFailures);
  }

  /** LOGINIPVERF3: a sign-in from an address the account has not used needs an SMS code. */
  private async checkNewIp(brand: LoadedBrand, member: MemberRow, code: string | undefined, client: Client) {
    const memberId = Number(member.id);
    if (await repo.knownLoginIp(this.ctx.pool, memberId, client.ip)) return;
    if (!(await repo.hasAnyLoginIp(this.ctx.pool, memberId))) return;
    const target = { dialCode: member.country_dialing_code!, mobile: member.mobile! };
    if (code) {
      await this.codes.verify({ merchantCode: member.merchant_code, purpose: "login-ip", ...target, code });
      return;
    }
    await this.codes.send({
      merchantCode: member.merchant_code,
      brandName: brand.config.name,
      purpose: "login-ip",
      ...target,
      ip: client.ip,
      language: client.language,
    });
    throw new AppError(
      "login.ip.verification",
      {},
      {
        value: {
          captcha: false,
          ipVerification: true,
          maskedMobile: maskMobile(target.dialCode, target.mobile),
        },
      },
    );
  }

  private async loginValue(
    token: string,
    member: MemberRow,
    method: string,
    firstTimeLogin: boolean,
    _db: Queryable,
  ): Promise<LoginValue> {
    const passwordExpired = this.sessions.passwordExpired(member.password_changed_at);
    return {
      token,
      id: Number(member.id),
      userName: member.username,
      customerType: member.type,
      firstTimeLogin,
      passwordExpired,
      changePasswordRequired: await this.sessions.mustChange(member.merchant_code, method, {
        mustChangePassword: member.must_change_password,
        passwordChangedAt: member.password_changed_at,
      }),
    };
  }

  /** FREEPLAY3: a fresh trial account (type 4) with play money only, logged in. */
  async freePlay(brand: LoadedBrand, client: Client): Promise<{ value: LoginValue; memberId: number }> {
    const merchantCode = brand.config.merchantCode;
    if ((await this.counters.hit(`freeplay:ip:${client.ip}`, 3600)) > 30) throw new AppError("rate.limited");
    const username = `guest${randomBytes(5).toString("hex")}`;
    return withTransaction(this.ctx.pool, async (tx) => {
      const id = await this.members.create(tx, {
        merchantCode,
        username,
        password: randomBytes(24).toString("base64url"),
        type: TRIAL_TYPE,
        registerIp: client.ip,
        registerMethod: "FREEPLAY",
      });
      await this.members.recordLogin(tx, id, client.ip, client.deviceId);
      const { token } = await this.sessions.open(tx, { id, merchantCode }, "freeplay", client);
      const value: LoginValue = {
        token,
        id,
        userName: username,
        customerType: TRIAL_TYPE,
        firstTimeLogin: true,
        passwordExpired: false,
        changePasswordRequired: false,
      };
      return { value, memberId: id };
    });
  }

  /** A remember-me token (the httpOnly cookie's value) good for one new session within a day. */
  async issueRememberToken(memberId: number, merchantCode: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await repo.insertRememberToken(this.ctx.pool, hashToken(token), memberId, merchantCode, REMEMBER_HOURS);
    return token;
  }

  async loginWithRememberToken(
    brand: LoadedBrand,
    token: string | undefined,
    client: Client,
  ): Promise<{ value: LoginValue; memberId: number }> {
    const merchantCode = brand.config.merchantCode;
    if (!token) throw new AppError("login.not.session");
    const memberId = await repo.useRememberToken(this.ctx.pool, hashToken(token), merchantCode);
    const member = memberId === undefined ? undefined : await this.members.byId(memberId);
    if (member?.status !== 0) throw new AppError("login.not.session");
    const value = await withTransaction(this.ctx.pool, async (tx) => {
      const first = await this.members.recordLogin(tx, memberId!, client.ip, client.deviceId);
      const { token: session } = await this.sessions.open(
        tx,
        { id: memberId!, merchantCode },
        "remember",
        client,
      );
      return this.loginValue(session, member, "remember", first, tx);
    });
    return { value, memberId: memberId! };
  }

  async logout(sessionId: number, memberId: number): Promise<void> {
    await this.sessions.revoke(sessionId);
    await repo.revokeRememberTokens(this.ctx.pool, memberId);
  }
}
