import { z } from "zod";
import { BotCheck, DialCode, text } from "./account-fields.js";
import { LoginReply } from "./auth.js";
import type { RegisterFieldRule } from "./brand.js";
import type { Language, Translations } from "./language.js";
import { charLength, matchesRule, patternMessage } from "./patterns.js";

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
  Translations<string>
> = {
  username: {
    PT: "Nome de usuário",
    EN: "Username",
    VI: "Tên đăng nhập",
    TH: "ชื่อผู้ใช้",
    ZH: "用户名",
    ID: "Nama pengguna",
    ES: "Nombre de usuario",
  },
  password: {
    PT: "Senha",
    EN: "Password",
    VI: "Mật khẩu",
    TH: "รหัสผ่าน",
    ZH: "密码",
    ID: "Kata sandi",
    ES: "Contraseña",
  },
  confirmPassword: {
    PT: "Confirmar senha",
    EN: "Confirm password",
    VI: "Nhập lại mật khẩu",
    TH: "ยืนยันรหัสผ่าน",
    ZH: "确认密码",
    ID: "Konfirmasi kata sandi",
    ES: "Confirmar contraseña",
  },
  mobileNum: {
    PT: "Número de telefone",
    EN: "Phone number",
    VI: "Số điện thoại",
    TH: "เบอร์โทรศัพท์",
    ZH: "手机号码",
    ID: "Nomor HP",
    ES: "Número de teléfono",
  },
  verificationCode: {
    PT: "Código de verificação",
    EN: "Verification code",
    VI: "Mã xác minh",
    TH: "รหัสยืนยัน",
    ZH: "验证码",
    ID: "Kode verifikasi",
    ES: "Código de verificación",
  },
  paymentPassword: {
    PT: "Senha de pagamento",
    EN: "Payment password",
    VI: "Mật khẩu rút tiền",
    TH: "รหัสถอนเงิน",
    ZH: "资金密码",
    ID: "Kata sandi penarikan",
    ES: "Contraseña de retiro",
  },
  payeeName: {
    PT: "Nome completo",
    EN: "Full name",
    VI: "Họ và tên",
    TH: "ชื่อ-นามสกุล",
    ZH: "真实姓名",
    ID: "Nama lengkap",
    ES: "Nombre completo",
  },
  nickname: {
    PT: "Apelido",
    EN: "Nickname",
    VI: "Biệt danh",
    TH: "ชื่อเล่น",
    ZH: "昵称",
    ID: "Nama panggilan",
    ES: "Apodo",
  },
  email: {
    PT: "E-mail",
    EN: "Email",
    VI: "Email",
    TH: "อีเมล",
    ZH: "电子邮箱",
    ID: "Email",
    ES: "Correo electrónico",
  },
  qqNum: { PT: "QQ", EN: "QQ", VI: "QQ", TH: "QQ", ZH: "QQ", ID: "QQ", ES: "QQ" },
  line: { PT: "Line", EN: "Line", VI: "Line", TH: "LINE", ZH: "Line", ID: "Line", ES: "Line" },
  whatsapp: {
    PT: "WhatsApp",
    EN: "WhatsApp",
    VI: "WhatsApp",
    TH: "WhatsApp",
    ZH: "WhatsApp",
    ID: "WhatsApp",
    ES: "WhatsApp",
  },
  facebook: {
    PT: "Facebook",
    EN: "Facebook",
    VI: "Facebook",
    TH: "Facebook",
    ZH: "Facebook",
    ID: "Facebook",
    ES: "Facebook",
  },
  wechat: { PT: "WeChat", EN: "WeChat", VI: "WeChat", TH: "WeChat", ZH: "微信", ID: "WeChat", ES: "WeChat" },
  idNumber: {
    PT: "Número de identificação",
    EN: "ID number",
    VI: "Số CCCD/CMND",
    TH: "เลขบัตรประชาชน",
    ZH: "身份证号码",
    ID: "Nomor KTP/NIK",
    ES: "Número de documento",
  },
  recommenderId: {
    PT: "Recomendador",
    EN: "Recommender",
    VI: "Người giới thiệu",
    TH: "ผู้แนะนำ",
    ZH: "推荐人",
    ID: "Perujuk",
    ES: "Referente",
  },
  affiliateCode: {
    PT: "Código de convite",
    EN: "Invitation code",
    VI: "Mã mời",
    TH: "รหัสเชิญ",
    ZH: "邀请码",
    ID: "Kode undangan",
    ES: "Código de invitación",
  },
  captcha: {
    PT: "Captcha",
    EN: "Captcha",
    VI: "Mã xác thực",
    TH: "รหัสความปลอดภัย",
    ZH: "图形验证码",
    ID: "Captcha",
    ES: "Captcha",
  },
  newPassword: {
    PT: "Nova senha",
    EN: "New password",
    VI: "Mật khẩu mới",
    TH: "รหัสผ่านใหม่",
    ZH: "新密码",
    ID: "Kata sandi baru",
    ES: "Nueva contraseña",
  },
  confirmNewPassword: {
    PT: "Confirmar nova senha",
    EN: "Confirm new password",
    VI: "Nhập lại mật khẩu mới",
    TH: "ยืนยันรหัสผ่านใหม่",
    ZH: "确认新密码",
    ID: "Konfirmasi kata sandi baru",
    ES: "Confirmar nueva contraseña",
  },
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
  /**
   * "I am of age and accept the terms" (SPEC §5, §9: 18 for the agreement): must be true, with the
   * version of the terms shown (`termsVersion`, the brand's identity.termsVersion when left out).
   */
  acceptTerms: z.boolean().optional(),
  termsVersion: text(40).optional(),
  /** Full name, as on the national id. */
  fullName: text(100).optional(),
  /** yyyy-MM-dd; required when the brand's responsibleGaming.askBirthday is on. */
  birthday: text(20).optional(),
  referralCode: text(64).optional(),
  domain: text(255).optional(),
  registerUrl: text(1000).optional(),
  registerMethod: z.literal("WEB").optional(),
  login: z.boolean().optional(),
  /** A number proved with the phone-auth provider: its ID token stands for the SMS code. */
  firebaseChannel: text(32).optional(),
  firebaseIdToken: z.string().max(4096).optional(),
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

const REQUIRED: Translations<string> = {
  PT: "A entrada não pode estar vazia",
  EN: "Input cannot be empty",
  VI: "Không được để trống",
  TH: "กรุณากรอกข้อมูล",
  ZH: "此项不能为空",
  ID: "Kolom ini wajib diisi",
  ES: "Este campo no puede quedar vacío",
};
const MISMATCH: Translations<string> = {
  PT: "Entrada de confirmação incorreta",
  EN: "Incorrect confirmation input",
  VI: "Thông tin nhập lại không khớp",
  TH: "ข้อมูลยืนยันไม่ตรงกัน",
  ZH: "两次输入不一致",
  ID: "Konfirmasi tidak cocok",
  ES: "La confirmación no coincide",
};

export function requiredMessage(_field: RegisterField, language: Language): string {
  return REQUIRED[language];
}
export function mismatchMessage(language: Language): string {
  return MISMATCH[language];
}
