import { createHash, randomBytes } from "node:crypto";
import {
  AVATAR_MAX_BYTES,
  type Avatar,
  type ContractFlags,
  findLanguage,
  isTrialType,
  type Language,
  type MemberInfo,
  offeredLanguage,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { cleanImage } from "../../platform/image-upload.js";
import { hashPassword, verifyPassword } from "../../platform/passwords.js";
import { type SecretAttemptLimits, SecretAttempts } from "../../platform/secret-attempts.js";
import * as repo from "./repository.js";

export type { MemberRow } from "./repository.js";

/** clubLabel and memberLabel of member info, from the VIP programme. */
export type MemberLabels = (memberId: number) => Promise<Pick<MemberInfo, "clubLabel" | "memberLabel">>;

export interface CreateMemberInput {
  merchantCode: string;
  username: string;
  /** Plain password, hashed here with argon2id. */
  password: string;
  type?: number;
  uplineId?: number | null;
  nickname?: string | null;
  countryDialingCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  paymentPassword?: string | null;
  mustChangePassword?: boolean;
  affiliateCode?: string | null;
  profile?: Record<string, string>;
  registerIp?: string | null;
  registerMethod?: string;
  language?: Language | null;
}

/** Masks all but the last four digits: "+55 ******4321". */
export function maskMobile(dialCode: string | null, mobile: string | null): string {
  if (!mobile) return "";
  const visible = mobile.slice(-4);
  return `${dialCode ? `${dialCode} ` : ""}${"*".repeat(Math.max(0, mobile.length - 4))}${visible}`;
}

/** Avatars are shown small; a bigger upload is scaled down to this side. */
const AVATAR_MAX_SIDE = 512;

function newReferralCode(): string {
  return randomBytes(5).toString("hex").toUpperCase();
}

/** Accounts: creation, look-ups, profile, payment password and avatar. */
export class MemberService {
  private readonly attempts: SecretAttempts;

  constructor(private readonly ctx: Pick<AppContext, "pool"> & { secretLimits?: SecretAttemptLimits }) {
    this.attempts = new SecretAttempts(ctx.pool, ctx.secretLimits ?? { lockAfter: 5, lockMinutes: 15 });
  }

  /**
   * Creates an account inside the caller's transaction. Answers 409 when the username or mobile
   * number is taken (the unique indexes decide, so two racing registrations cannot both win).
   */
  async create(db: Queryable, input: CreateMemberInput): Promise<number> {
    const type = input.type ?? 0;
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hashPassword(input.password),
      input.paymentPassword ? hashPassword(input.paymentPassword) : Promise.resolve(null),
    ]);
    const id = await repo.insertMember(db, {
      merchantCode: input.merchantCode,
      username: input.username,
      type,
      uplineId: input.uplineId ?? null,
      nickname: input.nickname ?? null,
      countryDialingCode: input.countryDialingCode ?? null,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      passwordHash,
      paymentPasswordHash,
      mustChangePassword: input.mustChangePassword ?? false,
      affiliateCode: input.affiliateCode ?? null,
      referralCode: isTrialType(type) ? null : newReferralCode(),
      profile: input.profile ?? {},
      registerIp: input.registerIp ?? null,
      registerMethod: input.registerMethod ?? "WEB",
      language: input.language ?? null,
    });
    if (id === undefined) {
      if (await repo.usernameTaken(db, input.merchantCode, input.username)) {
        throw new AppError("register.username.taken", {}, { field: "username" });
      }
      throw new AppError("register.mobile.taken", {}, { field: "mobileNum" });
    }
    return id;
  }

  byId(id: number, db: Queryable = this.ctx.pool) {
    return repo.findById(db, id);
  }

  byUsername(merchantCode: string, username: string, db: Queryable = this.ctx.pool) {
    return repo.findByUsername(db, merchantCode, username);
  }

  byMobile(merchantCode: string, dialCode: string, mobile: string, db: Queryable = this.ctx.pool) {
    return repo.findByMobile(db, merchantCode, dialCode, mobile);
  }

  /** Usernames of several accounts at once (lists that show who played); unknown ids are left out. */
  usernames(ids: readonly number[], db: Queryable = this.ctx.pool): Promise<Map<number, string>> {
    return repo.findUsernames(db, [...new Set(ids)]);
  }

  emailTaken(merchantCode: string, email: string, db: Queryable = this.ctx.pool) {
    return repo.emailTaken(db, merchantCode, email);
  }

  usernameTaken(merchantCode: string, username: string, db: Queryable = this.ctx.pool) {
    return repo.usernameTaken(db, merchantCode, username);
  }

  /** The agent whose affiliate code this is, if any. */
  agentByAffiliateCode(merchantCode: string, code: string) {
    return repo.findByCode(this.ctx.pool, merchantCode, "affiliate_code", code);
  }

  /** The agent's affiliate code; one is made on first ask for agents created without one. */
  async ensureAffiliateCode(id: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = await repo.ensureAffiliateCode(
        this.ctx.pool,
        id,
        randomBytes(4).toString("hex").toUpperCase(),
      );
      if (code) return code;
    }
    throw new Error("could not give the agent an affiliate code");
  }

  /** The real account whose referral (invitation) code this is, if any. */
  byReferralCode(merchantCode: string, code: string) {
    return repo.findByCode(this.ctx.pool, merchantCode, "referral_code", code);
  }

  async setPassword(db: Queryable, id: number, plain: string, mustChange = false): Promise<void> {
    await repo.updatePassword(db, id, await hashPassword(plain), mustChange);
  }

  /** The holder logged in with the brand's default password: a new one is needed first. */
  markMustChangePassword(id: number): Promise<void> {
    return repo.markMustChangePassword(this.ctx.pool, id);
  }

  /** The terms (and age declaration) version this account accepted, now. */
  acceptTerms(db: Queryable, id: number, version: string): Promise<void> {
    return repo.acceptTerms(db, id, version);
  }

  /** A login: its time and address, and the site's device id (hashed) when it sent one. */
  async recordLogin(db: Queryable, id: number, ip: string, deviceId?: string): Promise<boolean> {
    const first = await repo.recordLogin(db, id, ip);
    if (deviceId && /^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
      await repo.recordDevice(db, id, createHash("sha256").update(deviceId).digest("hex"));
    }
    return first;
  }

  /**
   * Every payment-password check (withdrawals, transfers, changing it): 422 when unset or wrong,
   * 429 `password.attempts.locked` after too many wrong ones in a row (SecretAttempts).
   */
  async verifyPaymentPassword(memberId: number, plain: string, field?: string): Promise<void> {
    const member = await repo.findById(this.ctx.pool, memberId);
    if (!member?.payment_password_hash) throw new AppError("payment.password.not.set");
    const hash = member.payment_password_hash;
    if (!(await this.attempts.verify(`payment-password:${memberId}`, () => verifyPassword(hash, plain)))) {
      throw new AppError("payment.password.invalid", {}, field ? { field } : {});
    }
  }

  /** The holder's login password, typed again to change it; limited like the payment password. */
  async checkLoginPassword(member: repo.MemberRow, plain: string): Promise<boolean> {
    return this.attempts.verify(`login-password:${member.id}`, () =>
      verifyPassword(member.password_hash, plain),
    );
  }

  /** What a game partner may know of a player: brand, status and registration date, no personal data. */
  async partnerProfile(
    memberId: number,
  ): Promise<{ merchantCode: string; status: number; registeredAt: Date } | undefined> {
    const row = await repo.findById(this.ctx.pool, memberId);
    return row && { merchantCode: row.merchant_code, status: row.status, registeredAt: row.created_at };
  }

  async hasPaymentPassword(memberId: number): Promise<boolean> {
    return Boolean((await repo.findById(this.ctx.pool, memberId))?.payment_password_hash);
  }

  async setPaymentPassword(
    memberId: number,
    input: { oldPaymentPassword?: string; newPaymentPassword: string },
  ): Promise<void> {
    const member = await repo.findById(this.ctx.pool, memberId);
    if (!member) throw new AppError("login.not.session");
    if (member.payment_password_hash) {
      if (!input.oldPaymentPassword) throw new AppError("payment.password.exists");
      await this.verifyPaymentPassword(memberId, input.oldPaymentPassword, "oldPaymentPassword");
    }
    await repo.updatePaymentPassword(this.ctx.pool, memberId, await hashPassword(input.newPaymentPassword));
  }

  private labels: MemberLabels = async () => ({
    clubLabel: { labelName: "VIP0", rankLevel: 0 },
    memberLabel: [],
  });

  /** The VIP programme supplies clubLabel and memberLabel; until then every account holds the entry level. */
  useLabels(labels: MemberLabels): void {
    this.labels = labels;
  }

  /** The member info without the contract flags (the agents module adds those). */
  async info(memberId: number, termsVersion = ""): Promise<Omit<MemberInfo, keyof ContractFlags>> {
    const member = await repo.findById(this.ctx.pool, memberId);
    if (!member) throw new AppError("login.not.session");
    const upline = member.upline_id
      ? await repo.findUsername(this.ctx.pool, Number(member.upline_id))
      : undefined;
    return {
      id: Number(member.id),
      account: member.username,
      nickname: member.nickname ?? member.username,
      type: member.type,
      regDate: member.created_at.toISOString(),
      mobile: maskMobile(member.country_dialing_code, member.mobile),
      email: member.email ?? "",
      ...(await this.labels(Number(member.id))),
      toUpline: upline ?? "",
      paymentPasswordSet: member.payment_password_hash !== null,
      hasPassword: !member.profile?.noPassword,
      referralCode: member.referral_code ?? "",
      affiliateCode: member.affiliate_code ?? "",
      termsVersion,
      // Trial accounts accept nothing; a real one whose accepted version is not the current is asked again.
      termsToAccept:
        termsVersion !== "" && !isTrialType(member.type) && member.terms_version !== termsVersion,
      language: findLanguage(member.language) ?? null,
    };
  }

  /** Keeps the player's language on the account; one the brand does not offer is its default. */
  async setLanguage(
    memberId: number,
    language: Language,
    brand: { defaultLanguage: Language; supportedLanguages: readonly Language[] },
  ): Promise<{ language: Language }> {
    const kept = offeredLanguage(language, brand);
    await repo.updateLanguage(this.ctx.pool, memberId, kept);
    return { language: kept };
  }

  /** The language to write to a player in without a request: theirs, else the fallback. */
  languageOf(member: Pick<repo.MemberRow, "language">, fallback: Language): Language {
    return findLanguage(member.language) ?? fallback;
  }

  /** Stores an uploaded image, decoded and encoded again (cleanImage), as the account's avatar. */
  async setCustomAvatar(memberId: number, upload: Buffer): Promise<Avatar> {
    const image = await cleanImage(upload, { maxSide: AVATAR_MAX_SIDE });
    if (!image) {
      throw new AppError("avatar.invalid", { maxKb: Math.floor(AVATAR_MAX_BYTES / 1024) }, { field: "file" });
    }
    const avatar = await repo.saveCustomAvatar(this.ctx.pool, memberId, image.contentType, image.data);
    return this.setAvatar(memberId, { avatarType: "CUSTOM", avatar });
  }

  avatarImage(memberId: number) {
    return repo.loadAvatar(this.ctx.pool, memberId);
  }

  async avatar(memberId: number): Promise<Avatar> {
    const member = await repo.findById(this.ctx.pool, memberId);
    if (!member) throw new AppError("login.not.session");
    return { avatarType: member.avatar_type ?? "STATIC", avatar: member.avatar ?? "avatar-1" };
  }

  async setAvatar(memberId: number, avatar: Avatar): Promise<Avatar> {
    await repo.updateAvatar(this.ctx.pool, memberId, avatar.avatarType, avatar.avatar);
    return avatar;
  }
}
