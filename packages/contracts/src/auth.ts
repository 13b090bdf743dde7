import { z } from "zod";
import type { RegisterFieldRule } from "./brand.js";
import { ok } from "./envelope.js";
import type { Language } from "./language.js";
import { charLength, matchesRule, patternMessage } from "./patterns.js";

/*
 * Accounts and sessions (SPEC §3, §4, §5, §7 "Auth and member"): login, registration, SMS codes,
 * captcha, passwords, member info and avatar.
 */

// ---------------------------------------------------------------------------------------------
// Account types (the SPEC's isAgent value)

export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const MemberTypeSchema = z.union(MEMBER_TYPES.map((type) => z.literal(type)));
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

/** Agents open the agent centre (1, 2, 41, 42). Trial accounts (4) are not agents here. */
export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}
export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}

/** Mobile numbers are national digits; the dial code travels separately ("+55" or "55"). */
export const DialCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/)
  .transform((value) => (value.startsWith("+") ? value : `+${value}`));
export const MobileNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{5,15}$/);

/** The self-hosted proof-of-work answer (altcha widget payload, base64 JSON). */
const BotCheck = z.string().max(4000).optional();

const text = (max = 255) => z.string().trim().max(max);

// ---------------------------------------------------------------------------------------------
// Captcha: GET /wps/captcha

export const CaptchaReply = ok(z.string().describe("data:image/png;base64,... image of the captcha"));

/** GET /wps/captcha/challenge: a proof-of-work challenge for the bot check. */
export const BotChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof BotChallenge>;

// ---------------------------------------------------------------------------------------------
// Login: POST /wps/session/login (enc)

export const LoginType = z.enum(["username", "sms"]);

export const LoginRequest = z.object({
  /** With SMS login: the mobile number. */
  username: text(64).min(1),
  /** With SMS login: the code. */
  password: z.string().max(128).min(1),
  type: LoginType.default("username"),
  countryDialingCode: DialCode.optional(),
  captcha: text(16).optional(),
  /** The SMS code confirming a sign-in from a new IP address (LOGINIPVERF3). */
  verificationCode: text(16).optional(),
  rememberMe: z.boolean().optional(),
  altcha: BotCheck,
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginValue = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  /** The isAgent value: 0 member, 1/2/41/42 agents, 4 trial. */
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The holder must choose a new password before anything else (default or expired password). */
  changePasswordRequired: z.boolean(),
});
export type LoginValue = z.infer<typeof LoginValue>;
export const LoginReply = ok(LoginValue);

/** The error value of a refused login: `captcha` asks the site to show the captcha box. */
export const LoginFailureValue = z.object({
  captcha: z.boolean(),
  /** Set when a code was sent to the account's phone to confirm a new IP address. */
  ipVerification: z.boolean().optional(),
  maskedMobile: z.string().optional(),
});

export const FreePlayRequest = z.object({ os: text(32).optional(), platform: text(8).optional() });

/** POST /wps/session/login/remember: a new session from the remember-me cookie. */
export const RememberReply = LoginReply;

export const LogoutReply = ok(z.null());

// ---------------------------------------------------------------------------------------------
// SMS codes

export const SmsLoginCodeRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialCode,
  altcha: BotCheck,
});
export const SmsRegisterCodeRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialCode,
  username: text(64).optional(),
  altcha: BotCheck,
});
export const SmsPasswordCodeRequest = SmsLoginCodeRequest;

export const SmsCodeMinutesReply = ok(z.object({ expiredMinutes: z.number().int() }));
/** Forgot-password code: the epoch milliseconds at which it expires. */
export const SmsCodeExpiryReply = ok(z.object({ expirationTime: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Registration: PUT /wps/member/register, PUT /wps/member/register/mobile (both enc)

/** Keys of the brand's registration rules, in the order the form shows them. */
export const REGISTER_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "mobileNum",
  "verificationCode",
  "paymentPassword",
  "payeeName",
  "nickname",
  "email",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
  "affiliateCode",
  "captcha",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Fields shown only when the brand enables them, required only when it says so. */
export const OPTIONAL_REGISTER_FIELDS: readonly RegisterField[] = [
  "payeeName",
  "nickname",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "email",
  "recommenderId",
  "affiliateCode",
];

export const FIELD_LABELS: Record<
  RegisterField | "newPassword" | "confirmNewPassword",
  Record<Language, string>
> = {
  username: { PT: "Nome de usuário", EN: "Username" },
  password: { PT: "Senha", EN: "Password" },
  confirmPassword: { PT: "Confirmar senha", EN: "Confirm password" },
  mobileNum: { PT: "Número de telefone", EN: "Phone number" },
  verificationCode: { PT: "Código de verificação", EN: "Verification code" },
  paymentPassword: { PT: "Senha de pagamento", EN: "Payment password" },
  payeeName: { PT: "Nome completo", EN: "Full name" },
  nickname: { PT: "Apelido", EN: "Nickname" },
  email: { PT: "E-mail", EN: "Email" },
  qqNum: { PT: "QQ", EN: "QQ" },
  line: { PT: "Line", EN: "Line" },
  whatsapp: { PT: "WhatsApp", EN: "WhatsApp" },
  facebook: { PT: "Facebook", EN: "Facebook" },
  wechat: { PT: "WeChat", EN: "WeChat" },
  idNumber: { PT: "Número de identificação", EN: "ID number" },
  recommenderId: { PT: "Recomendador", EN: "Recommender" },
  affiliateCode: { PT: "Código de convite", EN: "Invitation code" },
  captcha: { PT: "Captcha", EN: "Captcha" },
  newPassword: { PT: "Nova senha", EN: "New password" },
  confirmNewPassword: { PT: "Confirmar nova senha", EN: "Confirm new password" },
};

export const RegisterRequest = z.object({
  username: text(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: text().optional(),
  nickname: text().optional(),
  email: text().optional(),
  qqNum: text().optional(),
  mobileNum: text(32).optional(),
  countryDialingCode: DialCode.optional(),
  recommenderId: text().optional(),
  captcha: text(16).optional(),
  verificationCode: text().optional(),
  affiliateCode: text(64).optional(),
  paymentPassword: z.string().max(128).optional(),
  line: text().optional(),
  whatsapp: text().optional(),
  facebook: text().optional(),
  wechat: text().optional(),
  idNumber: text().optional(),
  referralCode: text(64).optional(),
  domain: text(255).optional(),
  registerUrl: text(1000).optional(),
  registerMethod: z.literal("WEB").optional(),
  login: z.boolean().optional(),
  altcha: BotCheck,
});
export type RegisterRequest = z.input<typeof RegisterRequest>;
export type RegisterValues = z.output<typeof RegisterRequest>;
export const RegisterReply = LoginReply;

export type RegisterMode = "username" | "mobile";

export interface RegistrationOptions {
  mode: RegisterMode;
  /** REGMOBVERF3: an SMS code confirms the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  /** CAPTCHA3. */
  captcha: boolean;
  /** AFFMAN3. */
  affiliate: boolean;
  language: Language;
}

export interface FieldIssue {
  field: RegisterField;
  kind: "required" | "invalid" | "mismatch";
  message: string;
}

function ruleFor(rules: readonly RegisterFieldRule[], key: string): RegisterFieldRule | undefined {
  return rules.find((rule) => rule.key === key);
}

/** Which fields the form shows and which must be filled, for the brand's rules and modules. */
export function registrationFields(
  rules: readonly RegisterFieldRule[],
  options: Omit<RegistrationOptions, "language">,
): { field: RegisterField; required: boolean; rule?: RegisterFieldRule }[] {
  const out: { field: RegisterField; required: boolean; rule?: RegisterFieldRule }[] = [];
  const mobile = options.mode === "mobile";
  for (const field of REGISTER_FIELDS) {
    const rule = ruleFor(rules, field);
    switch (field) {
      case "username":
        if (!mobile) out.push({ field, required: true, rule });
        break;
      case "password":
      case "confirmPassword":
        if (!mobile || options.mobilePassword) out.push({ field, required: true, rule });
        break;
      case "mobileNum":
        if (mobile) out.push({ field, required: true, rule });
        else if (rule?.enabled) out.push({ field, required: rule.required, rule });
        break;
      case "verificationCode":
        if (options.smsVerification && (mobile || ruleFor(rules, "mobileNum")?.enabled))
          out.push({ field, required: mobile, rule });
        break;
      case "paymentPassword":
        if (rule?.enabled) out.push({ field, required: true, rule });
        break;
      case "captcha":
        if (options.captcha) out.push({ field, required: true });
        break;
      case "affiliateCode":
        if (options.affiliate && rule?.enabled) out.push({ field, required: rule.required, rule });
        break;
      default:
        if (rule?.enabled) out.push({ field, required: rule.required, rule });
    }
  }
  return out;
}

const DEFAULT_CODE_MAX = 255;

/**
 * Every problem with a registration form, with its message in the user's language. The site shows
 * these under the fields; the server refuses the first one. Values are compared trimmed.
 */
export function registrationIssues(
  values: Partial<Record<RegisterField, string | undefined>>,
  rules: readonly RegisterFieldRule[],
  options: RegistrationOptions,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { language } = options;
  const fields = registrationFields(rules, options);
  for (const { field, required, rule } of fields) {
    const raw = values[field];
    const value =
      typeof raw === "string" ? (field.toLowerCase().includes("password") ? raw : raw.trim()) : "";
    // With SMS verification on, a mobile number given on the username form needs its code too.
    const needed = required || (field === "verificationCode" && Boolean(values.mobileNum?.trim()));
    if (value === "") {
      if (needed) issues.push({ field, kind: "required", message: requiredMessage(field, language) });
      continue;
    }
    if (field === "confirmPassword") {
      if (value !== (values.password ?? "")) {
        issues.push({ field, kind: "mismatch", message: mismatchMessage(language) });
      }
      continue;
    }
    if (field === "captcha") continue;
    if (!rule) {
      if (field === "verificationCode" && charLength(value) > DEFAULT_CODE_MAX) {
        issues.push({ field, kind: "invalid", message: requiredMessage(field, language) });
      }
      continue;
    }
    if (!matchesRule(value, rule)) {
      issues.push({
        field,
        kind: "invalid",
        message: patternMessage(rule.patternId, rule.minLength, rule.maxLength, language),
      });
    }
  }
  return issues;
}

export function requiredMessage(_field: RegisterField, language: Language): string {
  return language === "PT" ? "A entrada não pode estar vazia" : "Input cannot be empty";
}
export function mismatchMessage(language: Language): string {
  return language === "PT" ? "Entrada de confirmação incorreta" : "Incorrect confirmation input";
}

// ---------------------------------------------------------------------------------------------
// Affiliate check: GET /wps/agent/affiliate?code&domain

export const AffiliateQuery = z.object({ code: text(64).min(1), domain: text(255).optional() });
export const AffiliateReply = ok(z.object({ valid: z.literal(true), agent: z.string() }));

// ---------------------------------------------------------------------------------------------
// Passwords

/** POST /wps/member/password (token, enc). `oldPassword` is needed unless the holder lacks one. */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const ChangePasswordReply = ok(z.null());

/** form POST /wps/member/password/email. */
export const ForgotByEmailRequest = z.object({
  username: text(64).min(1),
  email: text(255).min(1),
});
export const ForgotByEmailReply = ok(z.null());

/** POST /wps/member/password/verification (enc): set a new password with an SMS code. */
export const ResetByPhoneRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialCode,
  verificationCode: text(16).min(1),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128).optional(),
  altcha: BotCheck,
});
export const ResetByPhoneReply = LoginReply;

/** POST /wps/member/password/reset (enc): the link of the forgot-password mail. */
export const ResetByLinkRequest = z.object({
  token: text(128).min(1),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const ResetByLinkReply = LoginReply;

/** POST /wps/member/password/payment (token, enc): set or change the payment password. */
export const PaymentPasswordRequest = z.object({
  oldPaymentPassword: z.string().max(128).optional(),
  newPaymentPassword: z.string().min(1).max(128),
  confirmPaymentPassword: z.string().min(1).max(128),
});
export const PaymentPasswordReply = ok(z.object({ paymentPasswordSet: z.literal(true) }));

// ---------------------------------------------------------------------------------------------
// Member info: GET /wps/member/info (token)

export const ClubLabel = z.object({ labelName: z.string(), rankLevel: z.number().int() });
export const MemberLabel = z.object({ labelName: z.string(), labelCode: z.string() });

export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** isAgent: 0 member, 1/2/41/42 agents, 4 trial. */
  type: z.number().int(),
  regDate: z.string(),
  /** Masked, e.g. "+55 ******4321"; empty when none. */
  mobile: z.string(),
  email: z.string(),
  clubLabel: ClubLabel,
  memberLabel: z.array(MemberLabel),
  /** Username of the upline agent, empty when none. */
  toUpline: z.string(),
  paymentPasswordSet: z.boolean(),
  hasPassword: z.boolean(),
  referralCode: z.string(),
  affiliateCode: z.string(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;
export const MemberInfoReply = ok(MemberInfo);

// ---------------------------------------------------------------------------------------------
// Avatar (PROFPIC3)

export const AvatarType = z.enum(["CUSTOM", "STATIC"]);
export const STATIC_AVATARS = [
  "avatar-1",
  "avatar-2",
  "avatar-3",
  "avatar-4",
  "avatar-5",
  "avatar-6",
] as const;
export const Avatar = z.object({ avatarType: AvatarType, avatar: z.string() });
export type Avatar = z.infer<typeof Avatar>;
export const AvatarReply = ok(Avatar);
/** PUT /wps/member/info/icon with a static choice; POST with a png/jpg upload for CUSTOM. */
export const StaticAvatarRequest = z.object({
  avatarType: z.literal("STATIC"),
  avatar: z.enum(STATIC_AVATARS),
});
export const AVATAR_MAX_BYTES = 512 * 1024;
