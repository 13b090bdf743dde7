import { z } from "zod";
import { AgentSettings, DEFAULT_AGENT_SETTINGS } from "./agents.js";
import { isTimeZone } from "./clock.js";
import { DEFAULT_IDENTITY_SETTINGS, IdentitySettings } from "./identity.js";
import { Language, LocalizedSchema } from "./language.js";
import { WhitelabelNodeSchema } from "./modules.js";
import { DEFAULT_RESPONSIBLE_GAMING_SETTINGS, ResponsibleGamingSettings } from "./responsible-gaming.js";
import { DEFAULT_WALLET_SETTINGS, WalletSettings } from "./wallet.js";

/** One registration field's rule (REFERENCE.md §1). `acceptedPattern "*"` accepts anything. */
export const RegisterFieldRule = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: z.number().int().min(0).max(22),
  type: z.string(),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRule>;

export const ResourceType = z.enum(["IOS", "IOS_CONFIG", "ANDROID", "LIVECHAT", "WHATSAPP", "TELEGRAM"]);

export const Resource = z.object({
  resourceType: ResourceType,
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
  labelNamePt: z.string(),
});
export type Resource = z.infer<typeof Resource>;

export const CustomerServiceType = z.enum(["LIVECHAT", "VIP", "WHATSAPP", "TELEGRAM"]);
export const CustomerServiceEntry = z.object({
  csType: CustomerServiceType,
  path: z.string(),
  title: z.string(),
  csPosition: z.enum(["RIGHT_BAR", "FOOTER", "HEADER"]),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const CurrencyConfig = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1).max(4),
  /** Digits after the decimal point; amounts are kept in these minor units. */
  decimals: z.number().int().min(0).max(4),
});

/** The whole configuration of one brand (SPEC §1, §6; REFERENCE.md §1), kept in PostgreSQL. */
export const BrandConfigFields = z.object({
  merchantCode: z.string().regex(/^[a-z0-9_-]{2,32}$/),
  name: z.string().min(1),
  platform: z.literal("web"),
  lotteryType: z.string(),
  device: z.string(),
  defaultLanguage: Language,
  supportedLanguages: z.array(Language).min(1),
  chatHeaderColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  brandColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  prizeModes: z.array(z.string()),
  announcementTypes: z.array(z.enum(["B", "PL", "PU", "PR", "H"])),
  defaultAnnouncementType: z.enum(["B", "PL", "PU", "PR", "H"]),
  esports: z.array(z.string()),
  loginedToHomePage: z.boolean(),
  currency: CurrencyConfig,
  /**
   * The brand's one clock (an IANA zone): every time its players, agents and staff read, and the
   * days its date filters ("today", startDate / endDate) stand for.
   */
  timeZone: z.string().refine(isTimeZone, "an IANA time zone such as America/Sao_Paulo"),
  /** The amount shown in the register modal's title (SPEC §2). */
  registerBonusLabel: z.string(),
  whitelabel: z.array(WhitelabelNodeSchema),
  register: z.array(RegisterFieldRule),
  resources: z.array(Resource),
  customerService: z.array(CustomerServiceEntry),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  mainDomain: z.string(),
  countries: z.object({
    /** ISO codes allowed to visit; empty means every country not blocked. */
    allowed: z.array(z.string().length(2)),
    blocked: z.array(z.string().length(2)),
  }),
  maintenance: z.object({
    enabled: z.boolean(),
    notice: LocalizedSchema,
  }),
  /** Wallet mode, deposit channels, withdrawal and transfer limits. */
  wallet: WalletSettings.default(DEFAULT_WALLET_SETTINGS),
  /**
   * Which partners this brand uses, each on unless set false: the payment gateway's deposit
   * channels and the Pix provider (deposits and Pix keys) follow it; the game aggregator's and
   * Hub88's are shown per brand on the console's providers screen. A partner is used only when the
   * platform has it configured too (its address, keys and certificates are the platform's
   * settings, checked at start).
   */
  partners: z
    .object({ aggregator: z.boolean(), hub88: z.boolean(), gateway: z.boolean(), pix: z.boolean() })
    .partial()
    .optional(),
  /** Agent contracts: active-member threshold, offer expiry, settlement time, house terms. */
  agents: AgentSettings.default(DEFAULT_AGENT_SETTINGS),
  /** Country and national id rules, terms version, profile rewards (identity.ts). */
  identity: IdentitySettings.default(DEFAULT_IDENTITY_SETTINGS),
  /** Minimum age, birthday at registration, the operator markers. */
  responsibleGaming: ResponsibleGamingSettings.default(DEFAULT_RESPONSIBLE_GAMING_SETTINGS),
  /**
   * When a password login needs a captcha: after this many failures of the account, or of the
   * address, in the lockout window (counted separately, so one player's typos do not put every
   * account behind a shared address behind a captcha).
   */
  loginCaptcha: z
    .object({
      afterAccountFailures: z.number().int().min(1).max(100),
      afterIpFailures: z.number().int().min(1).max(10_000),
    })
    .default({ afterAccountFailures: 3, afterIpFailures: 10 }),
  /** Third-party sign-in offered to players (SPEC §6). */
  signIn: z
    .object({
      google: z.boolean(),
      facebook: z.boolean(),
      /** Sign-in with a code the phone-auth provider texts to the player's registered mobile. */
      phone: z.boolean().optional(),
    })
    .default({ google: false, facebook: false }),
  /** Words the chat room refuses, besides the platform's own list. */
  chatBlockedWords: z.array(z.string().min(1).max(40)).max(500).default([]),
});

/** The brand's languages: each once, the default among them (a site cannot fall back to a language it does not offer). */
export const BrandConfig = BrandConfigFields.superRefine((config, issues) => {
  const seen = new Set<string>();
  config.supportedLanguages.forEach((language, index) => {
    if (seen.has(language))
      issues.addIssue({
        code: "custom",
        path: ["supportedLanguages", index],
        message: `${language} is listed twice`,
      });
    seen.add(language);
  });
  if (!config.supportedLanguages.includes(config.defaultLanguage))
    issues.addIssue({
      code: "custom",
      path: ["defaultLanguage"],
      message: `the default language ${config.defaultLanguage} is not among supportedLanguages`,
    });
});
export type BrandConfig = z.infer<typeof BrandConfig>;
