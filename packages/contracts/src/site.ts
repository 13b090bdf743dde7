import { z } from "zod";
import { CurrencyConfig, CustomerServiceEntry, RegisterFieldRule, Resource } from "./brand.js";
import { ok } from "./envelope.js";
import { Language } from "./language.js";
import { WhitelabelNodeSchema } from "./modules.js";
import { MoneyString } from "./money.js";

/** Status shown by the site: 0 normal, 1 maintenance, 2 region restricted (SPEC §4). */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const DomainRoute = z.object({
  domain: z.string(),
  /** Measured round-trip time in milliseconds; lower is faster. */
  speed: z.number().int(),
});

export const PublicKeyJwk = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.string(),
});

export const SiteInfo = z.object({
  status: SystemStatusCode,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
  maintenanceNotice: z.string(),
  encryptionKey: PublicKeyJwk,
  info: z.object({
    merchantCode: z.string(),
    name: z.string(),
    platform: z.string(),
    lotteryType: z.string(),
    device: z.string(),
    defaultLanguage: Language,
    supportedLanguages: z.array(Language),
    chatHeaderColor: z.string(),
    brandColor: z.string(),
    prizeModes: z.array(z.string()),
    announcementTypes: z.array(z.string()),
    defaultAnnouncementType: z.string(),
    esports: z.array(z.string()),
    loginedToHomePage: z.boolean(),
    currency: CurrencyConfig,
    timeZone: z.string(),
    registerBonusLabel: z.string(),
    /** The brand's running registration bonus (promotions), promised by the register title; null when none. */
    registerBonus: MoneyString.nullable(),
    whitelabel: z.array(WhitelabelNodeSchema),
    register: z.array(RegisterFieldRule),
    resources: z.array(Resource),
    customerService: z.array(CustomerServiceEntry),
    domainRoute: z.array(DomainRoute),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    mainDomain: z.string(),
    /** What the site needs before login: the minimum age and whether registration asks a birthday. */
    responsibleGaming: z.object({ minimumAge: z.number().int(), askBirthday: z.boolean() }),
  }),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

export const SiteInfoQuery = z.object({
  /** The host the site was opened on (SPEC §7: the request adds the current host as url). */
  url: z.string().max(500).optional(),
});
export const SiteInfoReply = ok(SiteInfo);
export const HealthReply = z.object({ status: z.literal("ok"), database: z.literal("ok") });
