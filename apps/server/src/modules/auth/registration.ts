import {
  FIELD_LABELS,
  type FieldIssue,
  idNumberLabel,
  idNumberValid,
  type Language,
  type LoginValue,
  offeredLanguage,
  type RegisterMode,
  type RegisterValues,
  registrationIssues,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { MemberService } from "../members/service.js";
import type { SessionService } from "./sessions.js";

export type RegisterInput = RegisterValues;

export interface ClientInfo {
  ip: string;
  userAgent: string;
  language: Language;
  /** The site's device id (`Device-Id` header), kept hashed to link accounts sharing a device. */
  deviceId?: string;
}

/** Turns the first form problem into the API error the user sees. */
export function issueToError(issue: FieldIssue, language: Language): AppError {
  const label = FIELD_LABELS[issue.field][language];
  if (issue.kind === "mismatch") return new AppError("password.confirm.mismatch", {}, { field: issue.field });
  if (issue.kind === "required") return new AppError("field.required", { label }, { field: issue.field });
  return new AppError("field.invalid", { label, detail: issue.message }, { field: issue.field });
}

export interface RegistrationChecks {
  /** Captcha, bot check and SMS code, verified before anything is written. */
  verify(brand: LoadedBrand, input: RegisterInput, mode: RegisterMode, client: ClientInfo): Promise<void>;
}

/**
 * Registration by username or by mobile number (SPEC §4, §5), driven by the brand's field rules.
 * Every check runs before the single transaction that creates the account and its session, so a
 * refused registration leaves nothing behind.
 */
export class RegistrationService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands" | "responsibleGaming">,
    private readonly members: MemberService,
    private readonly sessions: SessionService,
    private readonly checks: RegistrationChecks,
  ) {}

  options(brand: LoadedBrand, mode: RegisterMode, language: Language) {
    const on = (id: Parameters<typeof this.ctx.brands.isModuleEnabled>[1]) =>
      this.ctx.brands.isModuleEnabled(brand, id);
    return {
      mode,
      smsVerification: on("REGMOBVERF3"),
      mobilePassword: on("MOBILENUMPASSREG3"),
      captcha: on("CAPTCHA3"),
      affiliate: on("AFFMAN3"),
      language,
    };
  }

  async register(
    brand: LoadedBrand,
    raw: RegisterInput,
    mode: RegisterMode,
    client: ClientInfo,
  ): Promise<LoginValue> {
    const modeModule = mode === "mobile" ? "MOBILENUMREG3" : "USERNAMEREG3";
    if (!this.ctx.brands.isModuleEnabled(brand, modeModule)) throw new AppError("register.disabled");
    const options = this.options(brand, mode, client.language);
    const input: RegisterInput = { ...raw };
    if (mode === "mobile") {
      // SPEC §4: mobile registration copies the number to the username (and the password to its
      // confirmation); without MOBILENUMPASSREG3 the account gets no usable password.
      input.username = input.mobileNum;
      if (options.mobilePassword) input.confirmPassword ??= input.password;
    }
    const rules = brand.config.register;
    // A phone-auth ID token proves the number, so no SMS code is asked for (checked in `verify`).
    const proved = Boolean(input.firebaseIdToken && input.mobileNum?.trim());
    const issues = registrationIssues(
      input,
      rules,
      proved ? { ...options, smsVerification: false } : options,
    );
    if (issues[0]) throw issueToError(issues[0], client.language);
    const identity = brand.config.identity;
    // The age and terms declaration is explicit: the request must carry it, for the version in force.
    if (input.acceptTerms !== true)
      throw new AppError("register.terms.required", {}, { field: "acceptTerms" });
    if (input.termsVersion && input.termsVersion !== identity.termsVersion) {
      throw new AppError("terms.version.stale", {}, { field: "termsVersion" });
    }
    const idNumber = input.idNumber?.trim();
    if (idNumber && !idNumberValid(identity, idNumber)) {
      throw new AppError(
        "identity.id.invalid",
        { label: idNumberLabel(identity.country, client.language) },
        { field: "idNumber" },
      );
    }
    const merchantCode = brand.config.merchantCode;
    const username = (input.username ?? "").trim();
    const mobile = input.mobileNum?.trim() || null;
    if (mobile && !input.countryDialingCode) {
      throw new AppError("mobile.invalid", {}, { field: "countryDialingCode" });
    }
    if (await this.members.usernameTaken(merchantCode, username)) {
      throw new AppError("register.username.taken", {}, { field: "username" });
    }
    if (mobile && (await this.members.byMobile(merchantCode, input.countryDialingCode!, mobile))) {
      throw new AppError("register.mobile.taken", {}, { field: "mobileNum" });
    }
    const uplineId = await this.upline(brand, input, options.affiliate);
    await this.checks.verify(brand, input, mode, client);
    // Minimum age (when a birthday is asked or given) and self-excluded players' email, phone, document.
    const birthday = await this.ctx.responsibleGaming.checkRegistration(brand.config, {
      email: input.email,
      mobile,
      dialCode: input.countryDialingCode,
      idNumber: input.idNumber,
      birthday: input.birthday,
    });

    const enabled = new Set(rules.filter((rule) => rule.enabled).map((rule) => rule.key));
    const profile: Record<string, string> = {};
    for (const key of [
      "payeeName",
      "qqNum",
      "line",
      "whatsapp",
      "facebook",
      "wechat",
      "idNumber",
      "recommenderId",
    ] as const) {
      const value = input[key]?.trim();
      if (value && enabled.has(key)) profile[key] = value;
    }
    if (idNumber) profile.idNumber = idNumber.replace(/[.\-\s]/g, "");
    const fullName = input.fullName?.trim();
    if (fullName) profile.fullName = fullName;
    const noPassword = mode === "mobile" && !options.mobilePassword;
    if (noPassword) profile.noPassword = "1";
    const password = noPassword ? crypto.randomUUID() : (input.password ?? "");

    return withTransaction(this.ctx.pool, async (tx) => {
      const id = await this.members.create(tx, {
        merchantCode,
        username,
        password,
        uplineId,
        nickname: enabled.has("nickname") ? input.nickname?.trim() || null : null,
        countryDialingCode: mobile ? (input.countryDialingCode ?? null) : null,
        mobile,
        email: enabled.has("email") ? input.email?.trim() || null : null,
        paymentPassword: enabled.has("paymentPassword") ? input.paymentPassword || null : null,
        profile,
        registerIp: client.ip,
        registerMethod: input.registerMethod ?? "WEB",
        // The language the player registered in is theirs until they choose another.
        language: offeredLanguage(client.language, brand.config),
      });
      await this.members.recordLogin(tx, id, client.ip, client.deviceId);
      await this.members.acceptTerms(tx, id, identity.termsVersion);
      await this.ctx.responsibleGaming.recordBirthday(tx, id, merchantCode, birthday);
      const { token } = await this.sessions.open(tx, { id, merchantCode }, "register", client);
      return {
        token,
        id,
        userName: username,
        customerType: 0,
        firstTimeLogin: true,
        passwordExpired: false,
        changePasswordRequired: false,
      };
    });
  }

  /** The upline named by the affiliate code (an agent) or else the referral code (any real account). */
  private async upline(
    brand: LoadedBrand,
    input: RegisterInput,
    affiliateOn: boolean,
  ): Promise<number | null> {
    const merchantCode = brand.config.merchantCode;
    const affiliate = input.affiliateCode?.trim();
    if (affiliate && affiliateOn) {
      const agent = await this.members.agentByAffiliateCode(merchantCode, affiliate);
      if (!agent) throw new AppError("affiliate.invalid", {}, { field: "affiliateCode" });
      return Number(agent.id);
    }
    const referral = input.referralCode?.trim();
    if (referral) {
      const referrer =
        (await this.members.byReferralCode(merchantCode, referral)) ??
        (await this.members.agentByAffiliateCode(merchantCode, referral));
      if (!referrer) throw new AppError("affiliate.invalid", {}, { field: "referralCode" });
      return Number(referrer.id);
    }
    return null;
  }
}
