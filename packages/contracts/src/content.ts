import { z } from "zod";
import { RegisterFieldRule, Resource } from "./brand.js";
import { LIMITS } from "./constants.js";
import { ok, paged } from "./envelope.js";
import { Language } from "./language.js";
import { DomainRoute } from "./site.js";

/*
 * Public content of the site (SPEC §2, §3; REFERENCE.md §1): announcements, notices, the help
 * centre, countries, customer-service addresses, resources and register rules. Every HTML field
 * is sanitized by the server (an allow-list) before it is stored and again before it is sent.
 */

// ---------------------------------------------------------------------------------------------
// Announcements: GET /wps/relay/MCSFE_getListAnnouncements (modId COMM3)

/**
 * Announcement types: B banners, PL player notices (marquee), PU popup, PR promotions,
 * H headline notices (the player notices marked for the home page; they land in `player`).
 */
export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export const AnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

const TYPES_LIST = /^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/;

export const AnnouncementsQuery = z.object({
  /** Comma list of AnnouncementType, e.g. `B,PL,PU`; default: `execution`, else the brand's default type. */
  types: z.string().max(40).regex(TYPES_LIST, "must be a comma list of B, PL, PU, PR, H").optional(),
  platform: z.literal("W").default("W"),
  /** The execution type the caller runs (SPEC §1: B by default); used when `types` is absent. */
  execution: AnnouncementType.optional(),
  /** Overrides the `Language` header. */
  language: Language.optional(),
});
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

/** Splits a validated `types` value into distinct types, keeping the caller's order. */
export function parseAnnouncementTypes(types: string): AnnouncementType[] {
  return [...new Set(types.split(",").map((t) => AnnouncementType.parse(t)))];
}

/** What a banner or promotion does when clicked: URL opens `link`, P opens the site page `link`, G launches `game`. */
export const BannerLinkType = z.enum(["NONE", "URL", "P", "G"]);
export type BannerLinkType = z.infer<typeof BannerLinkType>;

export const BannerGame = z.object({
  vendor: z.string(),
  nodeId: z.string(),
  roomId: z.string().nullable(),
});

/** Banner groups used by the site: the home carousel and the login/register modal banners. */
export const BANNER_GROUPS = ["index", "w_login", "w_register", "promotions"] as const;
export const BannerGroup = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroup>;

export const Banner = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  /** Image path, served by the site (e.g. `/images/banners/home-1.svg`). */
  url: z.string(),
  groupName: BannerGroup,
  linkType: BannerLinkType,
  /** The URL (linkType URL) or site path (linkType P); empty otherwise. */
  link: z.string(),
  /** Where a URL link opens. */
  target: z.enum(["_self", "_blank"]),
  /** Set when linkType is G. */
  game: BannerGame.nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;

export const PlayerNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** Publish time, ISO 8601 (the site formats it as yyyy-MM-dd HH:mm:ss). */
  date: z.string(),
});
export type PlayerNotice = z.infer<typeof PlayerNotice>;

export const PopupAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** Optional image path shown above the text; empty when none. */
  imageUrl: z.string(),
  /**
   * Where the popup's button leads (a site page such as `/promoDetail?id=2`, or an address);
   * NONE and empty for a popup without one. A popup about a promotion links to its page.
   */
  linkType: BannerLinkType,
  link: z.string(),
  date: z.string(),
});
export type PopupAnnouncement = z.infer<typeof PopupAnnouncement>;

export const PromotionAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  imageUrl: z.string(),
  linkType: BannerLinkType,
  link: z.string(),
  game: BannerGame.nullable(),
  date: z.string(),
});
export type PromotionAnnouncement = z.infer<typeof PromotionAnnouncement>;

/** Lists of the types that were not asked for are empty. */
export const Announcements = z.object({
  banners: z.array(Banner),
  player: z.array(PlayerNotice),
  popup: z.array(PopupAnnouncement),
  promotion: z.array(PromotionAnnouncement),
});
export type Announcements = z.infer<typeof Announcements>;
export const AnnouncementsReply = ok(Announcements);

// ---------------------------------------------------------------------------------------------
// Notice page: GET /wps/relay/MCSFE_getNoticeList (modId COMM3), newest first

export const NoticeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(LIMITS.noticePageSize),
  language: Language.optional(),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuery>;
export const NoticeList = paged(PlayerNotice);
export type NoticeList = z.infer<typeof NoticeList>;
export const NoticeListReply = ok(NoticeList);

// ---------------------------------------------------------------------------------------------
// Help centre: GET /wps/system/helpCenter (modId COMM3)

export const HELP_TAGS = [
  "aboutus",
  "contactus",
  "terms",
  "responsible",
  "privacy",
  "affiliates",
  "refund",
  "agreement",
  "deposit",
  "withdraw",
  "game",
  "faqs",
] as const;
export const HelpTag = z.enum(HELP_TAGS);
export type HelpTag = z.infer<typeof HelpTag>;

export interface HelpEntry {
  id: number;
  title: string;
  /** Sanitized HTML. */
  content: string;
  tag: HelpTag;
  /** `menu` entries appear in the footer information block; `page` only in the help centre. */
  menuType: "menu" | "page";
  children: HelpEntry[];
}
export const HelpEntrySchema: z.ZodType<HelpEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    tag: HelpTag,
    menuType: z.enum(["menu", "page"]),
    children: z.array(HelpEntrySchema),
  }),
);

export const HelpCenterQuery = z.object({
  /** Only the entries (with their children) of this tag. */
  tag: HelpTag.optional(),
  language: Language.optional(),
});
export type HelpCenterQuery = z.infer<typeof HelpCenterQuery>;
/** Top-level entries in display order. */
export const HelpCenterReply = ok(z.array(HelpEntrySchema));

// ---------------------------------------------------------------------------------------------
// Domain routes: GET /wps/system/domainRoute

export const DomainRouteList = z.object({ domainList: z.array(DomainRoute) });
export const DomainRouteReply = ok(DomainRouteList);

// ---------------------------------------------------------------------------------------------
// Countries: GET /wps/system/countries (names in the request's language, sorted by name)

export const Country = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().length(2),
  /** With the plus sign, e.g. `+55`. */
  countryDialingCode: z.string().regex(/^\+\d{1,4}$/),
  name: z.string(),
});
export type Country = z.infer<typeof Country>;
export const CountriesQuery = z.object({ language: Language.optional() });
export const CountryList = z.object({ countries: z.array(Country) });
export const CountriesReply = ok(CountryList);

// ---------------------------------------------------------------------------------------------
// Customer service: GET /wps/system/customerService (always available)

/**
 * Address types: 1 WhatsApp, 2 Telegram (plain paths), 3 live chat, 4 VIP chat (paths encrypted
 * with encryptServicePath; the site decrypts them with decryptServicePath).
 */
export const CUSTOMER_SERVICE_PATH_TYPES = { WHATSAPP: 1, TELEGRAM: 2, LIVECHAT: 3, VIP: 4 } as const;

export const CustomerServicePath = z.object({
  type: z.number().int(),
  csType: z.enum(["LIVECHAT", "VIP", "WHATSAPP", "TELEGRAM"]),
  title: z.string(),
  path: z.string(),
  encrypted: z.boolean(),
});
export type CustomerServicePath = z.infer<typeof CustomerServicePath>;
export const CustomerServiceList = z.object({
  version: z.object({ pathList: z.array(CustomerServicePath) }),
});
export const CustomerServiceReply = ok(CustomerServiceList);

// ---------------------------------------------------------------------------------------------
// Resources: GET /wps/system/resources (always available)

export const ResourceList = z.object({ resources: z.array(Resource) });
export const ResourcesReply = ok(ResourceList);

// ---------------------------------------------------------------------------------------------
// Register field rules: GET /wps/system/setting/register (modId REG3)

export const RegisterSettings = z.object({ rules: z.array(RegisterFieldRule) });
export const RegisterSettingsReply = ok(RegisterSettings);
