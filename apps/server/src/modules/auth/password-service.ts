import { randomBytes } from "node:crypto";
import {
  FIELD_LABELS,
  type Language,
  type LoginValue,
  matchesRule,
  patternMessage,
  TRIAL_TYPE,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { RateCounter } from "../../platform/rate-counter.js";
import type { LoadedBrand } from "../brand/service.js";
import type { MemberRow, MemberService } from "../members/service.js";
import type { MailProvider } from "./mail-gateway.js";
import { RESET_MAIL } from "./mail-texts.js";
import * as repo from "./repository.js";
import { type Client, loginFailureKeys } from "./service.js";
import { hashToken, type SessionService } from "./sessions.js";
import type { VerificationService } from "./verification.js";

const RESET_LINK_MINUTES = 30;

/** Changing a password and the two ways back in after forgetting one (mailed link, SMS code). */
export class PasswordService {
  constructor(
    private readonly ctx: Pick<AppContext, "config" | "pool">,
    private readonly members: MemberService,
    private readonly sessions: SessionService,
    private readonly counters: RateCounter,
    private readonly codes: VerificationService,
    private readonly mail: MailProvider,
  ) {}

  private checkNewPassword(
    brand: LoadedBrand,
    field: "newPassword",
    value: string,
    language: Language,
  ): void {
    const rule = brand.config.register.find((r) => r.key === "password");
    if (rule && !matchesRule(value, rule)) {
      throw new AppError(
        "field.invalid",
        {
          label: FIELD_LABELS[field][language],
          detail: patternMessage(rule.patternId, rule.minLength, rule.maxLength, language),
        },
        { field },
      );
    }
  }

  /** Change password (PASS3); the old one is asked only when the account holds a usable one. */
  async changePassword(
    brand: LoadedBrand,
    session: { id: number; sessionId: number },
    input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
    language: Language,
  ): Promise<void> {
    const member = await this.members.byId(session.id);
    if (!member) throw new AppError("login.not.session");
    if (input.newPassword !== input.confirmNewPassword) {
      throw new AppError("password.confirm.mismatch", {}, { field: "confirmNewPassword" });
    }
    this.checkNewPassword(brand, "newPassword", input.newPassword, language);
    const holdsPassword = !member.profile?.noPassword;
    if (holdsPassword) {
      if (!input.oldPassword) throw new AppError("password.old.invalid", {}, { field: "oldPassword" });
      if (!(await this.members.checkLoginPassword(member, input.oldPassword))) {
        throw new AppError("password.old.invalid", {}, { field: "oldPassword" });
      }
      if (input.oldPassword === input.newPassword)
        throw new AppError("password.same", {}, { field: "newPassword" });
    }
    if (input.newPassword === this.ctx.config.DEFAULT_MEMBER_PASSWORD) {
      throw new AppError("password.same", {}, { field: "newPassword" });
    }
    await withTransaction(this.ctx.pool, async (tx) => {
      await this.members.setPassword(tx, session.id, input.newPassword);
      await this.sessions.revokeAllOf(tx, session.id, session.sessionId);
      await repo.revokeRememberTokens(tx, session.id);
    });
    this.sessions.forgetMember(session.id);
  }

  /** Forgot password by email: a single-use reset link to the account's address. */
  async forgotByEmail(
    brand: LoadedBrand,
    input: { username: string; email: string },
    client: Client,
  ): Promise<void> {
    const merchantCode = brand.config.merchantCode;
    if ((await this.counters.hit(`forgot:ip:${client.ip}`, 60)) > 5) throw new AppError("rate.limited");
    const member = await this.members.byUsername(merchantCode, input.username.trim());
    if (
      !member ||
      member.type === TRIAL_TYPE ||
      !member.email ||
      member.email.toLowerCase() !== input.email.trim().toLowerCase()
    ) {
      throw new AppError("password.email.unknown");
    }
    const token = randomBytes(32).toString("base64url");
    await repo.insertPasswordReset(this.ctx.pool, hashToken(token), Number(member.id), RESET_LINK_MINUTES);
    const link = `${this.ctx.config.PUBLIC_URL.replace(/\/+$/, "")}/?resetToken=${token}`;
    const language = this.members.languageOf(member, client.language);
    const mail = RESET_MAIL[language]({
      brand: brand.config.name,
      username: member.username,
      minutes: RESET_LINK_MINUTES,
      link,
    });
    try {
      await this.mail.send({ to: member.email, ...mail });
    } catch {
      throw new AppError("mail.send.failed");
    }
  }

  /** The mail link's second step: a new password, then logged in. */
  async resetByLink(
    brand: LoadedBrand,
    input: { token: string; newPassword: string; confirmNewPassword: string },
    client: Client,
  ): Promise<LoginValue> {
    if (input.newPassword !== input.confirmNewPassword) {
      throw new AppError("password.confirm.mismatch", {}, { field: "confirmNewPassword" });
    }
    this.checkNewPassword(brand, "newPassword", input.newPassword, client.language);
    let reset: number | undefined;
    const value = await withTransaction(this.ctx.pool, async (tx) => {
      const memberId = await repo.usePasswordReset(tx, hashToken(input.token));
      const member = memberId === undefined ? undefined : await this.members.byId(memberId, tx);
      if (!member || member.merchant_code !== brand.config.merchantCode)
        throw new AppError("password.reset.invalid");
      reset = Number(member.id);
      return this.resetAndLogin(tx, member, input.newPassword, client);
    });
    if (reset !== undefined) this.sessions.forgetMember(reset);
    return value;
  }

  /** Forgot password by phone (CHNGPASSVERIF3 / PWRESETSMS3): code, new password, logged in. */
  async resetByPhone(
    brand: LoadedBrand,
    input: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword?: string;
    },
    client: Client,
  ): Promise<LoginValue> {
    if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
      throw new AppError("password.confirm.mismatch", {}, { field: "confirmNewPassword" });
    }
    this.checkNewPassword(brand, "newPassword", input.newPassword, client.language);
    const merchantCode = brand.config.merchantCode;
    const member = await this.members.byMobile(merchantCode, input.countryDialingCode, input.mobileNum);
    await this.codes.verify({
      merchantCode,
      purpose: "password",
      dialCode: input.countryDialingCode,
      mobile: input.mobileNum,
      code: input.verificationCode,
    });
    if (!member) throw new AppError("mobile.not.registered", {}, { field: "mobileNum" });
    const value = await withTransaction(this.ctx.pool, (tx) =>
      this.resetAndLogin(tx, member, input.newPassword, client),
    );
    this.sessions.forgetMember(Number(member.id));
    return value;
  }

  private async resetAndLogin(
    tx: Queryable,
    member: MemberRow,
    password: string,
    client: Client,
  ): Promise<LoginValue> {
    const id = Number(member.id);
    await this.members.setPassword(tx, id, password);
    await this.sessions.revokeAllOf(tx, id);
    await repo.revokeRememberTokens(tx, id);
    await this.counters.reset(loginFailureKeys(member.merchant_code, member.username, client.ip).account);
    const first = await this.members.recordLogin(tx, id, client.ip, client.deviceId);
    await repo.rememberLoginIp(tx, id, client.ip);
    const { token } = await this.sessions.open(
      tx,
      { id, merchantCode: member.merchant_code },
      "reset",
      client,
    );
    return {
      token,
      id,
      userName: member.username,
      customerType: member.type,
      firstTimeLogin: first,
      passwordExpired: false,
      changePasswordRequired: false,
    };
  }
}
