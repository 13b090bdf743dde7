import { randomBytes } from "node:crypto";
import {
  type Announcements,
  type AnnouncementType,
  type Banner,
  type BannerGroup,
  CUSTOMER_SERVICE_PATH_TYPES,
  type CustomerServicePath,
  encryptServicePath,
  type HelpEntry,
  type HelpTag,
  type Language,
  type LanguageCode,
  type NoticeList,
  type PlayerNotice,
} from "@jogada/contracts";
import { type Pool, withTransaction } from "../../platform/db.js";
import type { LoadedBrand } from "../brand/service.js";
import * as repo from "./repository.js";
import { plainText, sanitizeContent } from "./sanitize.js";

/** Stored texts by language: any known code (a language may be written before it is offered). */
export type LocalizedText = Partial<Record<LanguageCode, { title: string; content?: string }>>;

export interface AnnouncementInput {
  kind: repo.AnnouncementKind;
  groupName?: BannerGroup;
  imageUrl?: string;
  linkType?: "NONE" | "URL" | "P" | "G";
  link?: string;
  linkTarget?: "_self" | "_blank";
  game?: { vendor: string; nodeId: string; roomId?: string | null };
  headline?: boolean;
  sortOrder?: number;
  publishedAt?: Date;
  endsAt?: Date | null;
  seedKey?: string;
  texts: LocalizedText;
}

export interface HelpInput {
  tag: HelpTag;
  menuType: "menu" | "page";
  seedKey?: string;
  texts: LocalizedText;
  children?: HelpInput[];
}

/** Chat addresses are sent encrypted (SPEC §2); messaging links are public anyway. */
const ENCRYPTED_TYPES = new Set(["LIVECHAT", "VIP"]);

function cleanTexts(texts: LocalizedText): [LanguageCode, { title: string; content: string }][] {
  const entries = Object.entries(texts) as [LanguageCode, { title: string; content?: string }][];
  if (entries.length === 0) throw new Error("content needs a text in at least one language");
  return entries.map(([language, text]) => [
    language,
    { title: plainText(text.title), content: sanitizeContent(text.content ?? "") },
  ]);
}

function toNotice(row: repo.AnnouncementRow): PlayerNotice {
  return {
    id: Number(row.id),
    title: row.title,
    content: sanitizeContent(row.content),
    date: row.published_at.toISOString(),
  };
}

/**
 * Public content of a brand: announcements, notices and the help centre (stored per language in
 * PostgreSQL, HTML sanitized on the way in and again on the way out), plus what is derived from
 * the brand configuration (customer-service addresses, resources, register rules).
 */
export class ContentService {
  constructor(private readonly pool: Pool) {}

  async announcements(
    brand: LoadedBrand,
    language: Language,
    types: readonly AnnouncementType[],
  ): Promise<Announcements> {
    const wanted = new Set(types);
    const kinds: repo.AnnouncementKind[] = [];
    if (wanted.has("B")) kinds.push("banner");
    if (wanted.has("PL") || wanted.has("H")) kinds.push("notice");
    if (wanted.has("PU")) kinds.push("popup");
    if (wanted.has("PR")) kinds.push("promotion");
    const result: Announcements = { banners: [], player: [], popup: [], promotion: [] };
    if (kinds.length === 0) return result;

    const rows = await repo.listLiveAnnouncements(
      this.pool,
      brand.config.merchantCode,
      language,
      brand.config.defaultLanguage,
      kinds,
    );
    const notices: repo.AnnouncementRow[] = [];
    for (const row of rows) {
      const game = row.game ? { ...row.game, roomId: row.game.roomId ?? null } : null;
      if (row.kind === "banner") {
        result.banners.push({
          bannerId: Number(row.id),
          title: row.title,
          url: row.image_url,
          groupName: row.group_name as Banner["groupName"],
          linkType: row.link_type,
          link: row.link,
          target: row.link_target,
          game,
          sort: row.sort_order,
        });
      } else if (row.kind === "notice") {
        // PL asks for every notice; H alone only for the ones marked for the home page.
        if (wanted.has("PL") || row.headline) notices.push(row);
      } else if (row.kind === "popup") {
        result.popup.push({
          id: Number(row.id),
          title: row.title,
          content: sanitizeContent(row.content),
          imageUrl: row.image_url,
          linkType: row.link_type,
          link: row.link,
          date: row.published_at.toISOString(),
        });
      } else {
        result.promotion.push({
          id: Number(row.id),
          title: row.title,
          content: sanitizeContent(row.content),
          imageUrl: row.image_url,
          linkType: row.link_type,
          link: row.link,
          game,
          date: row.published_at.toISOString(),
        });
      }
    }
    // The marquee reads newest first, whatever the display order of the other kinds.
    notices.sort(
      (a, b) => b.published_at.getTime() - a.published_at.getTime() || Number(b.id) - Number(a.id),
    );
    result.player = notices.map(toNotice);
    return result;
  }

  async notices(brand: LoadedBrand, language: Language, page: number, size: number): Promise<NoticeList> {
    const { rows, total } = await repo.pageLiveNotices(
      this.pool,
      brand.config.merchantCode,
      language,
      brand.config.defaultLanguage,
      { offset: (page - 1) * size, limit: size },
    );
    return { list: rows.map(toNotice), total, totalPages: Math.ceil(total / size), page };
  }

  async helpCenter(brand: LoadedBrand, language: Language, tag?: HelpTag): Promise<HelpEntry[]> {
    const rows = await repo.listHelpEntries(
      this.pool,
      brand.config.merchantCode,
      language,
      brand.config.defaultLanguage,
    );
    const byId = new Map<string, HelpEntry>();
    const roots: HelpEntry[] = [];
    for (const row of rows) {
      byId.set(row.id, {
        id: Number(row.id),
        title: row.title,
        content: sanitizeContent(row.content),
        tag: row.tag as HelpTag,
        menuType: row.menu_type,
        children: [],
      });
    }
    for (const row of rows) {
      const entry = byId.get(row.id) as HelpEntry;
      if (row.parent_id === null) roots.push(entry);
      else byId.get(row.parent_id)?.children.push(entry);
    }
    return tag ? roots.filter((entry) => entry.tag === tag) : roots;
  }

  /** Stores an announcement with its texts; returns its id, or null when its seed key exists. */
  async createAnnouncement(merchantCode: string, input: AnnouncementInput): Promise<number | null> {
    const texts = cleanTexts(input.texts);
    const linkType = input.linkType ?? "NONE";
    if ((linkType === "G") !== Boolean(input.game)) throw new Error("a game link needs game details");
    return withTransaction(this.pool, async (tx) => {
      const id = await repo.insertAnnouncement(tx, {
        merchantCode,
        kind: input.kind,
        groupName: input.kind === "banner" ? (input.groupName ?? "index") : null,
        imageUrl: input.imageUrl ?? "",
        linkType,
        link: input.link ?? "",
        linkTarget: input.linkTarget ?? "_self",
        game: input.game ? { ...input.game, roomId: input.game.roomId ?? null } : null,
        headline: input.headline ?? false,
        sortOrder: input.sortOrder ?? 0,
        publishedAt: input.publishedAt ?? new Date(),
        endsAt: input.endsAt ?? null,
        seedKey: input.seedKey ?? null,
      });
      if (id === null) return null;
      for (const [language, text] of texts) await repo.insertAnnouncementText(tx, id, language, text);
      return Number(id);
    });
  }

  /** Stores a help entry and its children; entries whose seed key exists are left as they are. */
  async createHelpEntry(merchantCode: string, input: HelpInput, sortOrder = 0): Promise<void> {
    await withTransaction(this.pool, (tx) => this.insertHelp(tx, merchantCode, input, null, sortOrder));
  }

  private async insertHelp(
    tx: Parameters<typeof repo.insertHelpEntry>[0],
    merchantCode: string,
    input: HelpInput,
    parentId: string | null,
    sortOrder: number,
  ): Promise<void> {
    const texts = cleanTexts(input.texts);
    const id = await repo.insertHelpEntry(tx, {
      merchantCode,
      parentId,
      tag: input.tag,
      menuType: input.menuType,
      sortOrder,
      seedKey: input.seedKey ?? null,
    });
    if (id === null) return;
    for (const [language, text] of texts) await repo.insertHelpText(tx, id, language, text);
    for (const [index, child] of (input.children ?? []).entries()) {
      await this.insertHelp(tx, merchantCode, child, id, index);
    }
  }

  /**
   * The brand's customer-service addresses; live-chat and VIP addresses are encrypted with a fresh
   * 8-character key each time, which the path carries at its end (SPEC §2).
   */
  async customerService(brand: LoadedBrand): Promise<CustomerServicePath[]> {
    return Promise.all(
      brand.config.customerService.map(async (entry) => {
        const encrypted = ENCRYPTED_TYPES.has(entry.csType);
        return {
          type: CUSTOMER_SERVICE_PATH_TYPES[entry.csType],
          csType: entry.csType,
          title: entry.title,
          path: encrypted
            ? await encryptServicePath(entry.path, randomBytes(6).toString("base64url"))
            : entry.path,
          encrypted,
        };
      }),
    );
  }
}
