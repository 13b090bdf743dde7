import type { Language, LanguageCode } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

export type AnnouncementKind = "banner" | "notice" | "popup" | "promotion";

export interface AnnouncementRow {
  id: string;
  kind: AnnouncementKind;
  group_name: string | null;
  image_url: string;
  link_type: "NONE" | "URL" | "P" | "G";
  link: string;
  link_target: "_self" | "_blank";
  game: { vendor: string; nodeId: string; roomId: string | null } | null;
  headline: boolean;
  sort_order: number;
  published_at: Date;
  title: string;
  content: string;
}

export interface NewAnnouncement {
  merchantCode: string;
  kind: AnnouncementKind;
  groupName: string | null;
  imageUrl: string;
  linkType: "NONE" | "URL" | "P" | "G";
  link: string;
  linkTarget: "_self" | "_blank";
  game: { vendor: string; nodeId: string; roomId: string | null } | null;
  headline: boolean;
  sortOrder: number;
  publishedAt: Date;
  endsAt: Date | null;
  seedKey: string | null;
}

/** Inserts an announcement; with a seed key already present nothing is written and null returned. */
export async function insertAnnouncement(db: Queryable, a: NewAnnouncement): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    `insert into announcements (merchant_code, kind, group_name, image_url, link_type, link, link_target,
       game, headline, sort_order, published_at, ends_at, seed_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (merchant_code, seed_key) do nothing
     returning id`,
    [
      a.merchantCode,
      a.kind,
      a.groupName,
      a.imageUrl,
      a.linkType,
      a.link,
      a.linkTarget,
      a.game,
      a.headline,
      a.sortOrder,
      a.publishedAt,
      a.endsAt,
      a.seedKey,
    ],
  );
  return result.rows[0]?.id ?? null;
}

export async function insertAnnouncementText(
  db: Queryable,
  announcementId: string,
  language: LanguageCode,
  text: { title: string; content: string },
): Promise<void> {
  await db.query(
    `insert into announcement_texts (announcement_id, language, title, content) values ($1, $2, $3, $4)
     on conflict (announcement_id, language) do update set title = excluded.title, content = excluded.content`,
    [announcementId, language, text.title, text.content],
  );
}

/**
 * Texts in the asked language, else the brand's default language; rows with neither are left out.
 * $1 merchant, $2 language, $3 fallback language.
 */
const LIVE_WITH_TEXT = `
  from announcements a
  left join announcement_texts t on t.announcement_id = a.id and t.language = $2
  left join announcement_texts d on d.announcement_id = a.id and d.language = $3
  where a.merchant_code = $1 and a.enabled and a.published_at <= now()
    and (a.ends_at is null or a.ends_at > now())
    and coalesce(t.title, d.title) is not null`;

const COLUMNS = `a.id, a.kind, a.group_name, a.image_url, a.link_type, a.link, a.link_target, a.game,
  a.headline, a.sort_order, a.published_at, coalesce(t.title, d.title) as title,
  coalesce(t.content, d.content) as content`;

export async function listLiveAnnouncements(
  db: Queryable,
  merchantCode: string,
  language: Language,
  fallback: Language,
  kinds: AnnouncementKind[],
): Promise<AnnouncementRow[]> {
  const result = await db.query<AnnouncementRow>(
    `select ${COLUMNS} ${LIVE_WITH_TEXT} and a.kind = any($4)
     order by a.group_name nulls first, a.sort_order, a.published_at desc, a.id desc`,
    [merchantCode, language, fallback, kinds],
  );
  return result.rows;
}

export async function pageLiveNotices(
  db: Queryable,
  merchantCode: string,
  language: Language,
  fallback: Language,
  page: { offset: number; limit: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<AnnouncementRow>(
      `select ${COLUMNS} ${LIVE_WITH_TEXT} and a.kind = 'notice'
       order by a.published_at desc, a.id desc offset $4 limit $5`,
      [merchantCode, language, fallback, page.offset, page.limit],
    ),
    db.query<{ total: number }>(`select count(*)::int as total ${LIVE_WITH_TEXT} and a.kind = 'notice'`, [
      merchantCode,
      language,
      fallback,
    ]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export interface HelpRow {
  id: string;
  parent_id: string | null;
  tag: string;
  menu_type: "menu" | "page";
  title: string;
  content: string;
}

export async function insertHelpEntry(
  db: Queryable,
  entry: {
    merchantCode: string;
    parentId: string | null;
    tag: string;
    menuType: "menu" | "page";
    sortOrder: number;
    seedKey: string | null;
  },
): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    `insert into help_entries (merchant_code, parent_id, tag, menu_type, sort_order, seed_key)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_code, seed_key) do nothing
     returning id`,
    [entry.merchantCode, entry.parentId, entry.tag, entry.menuType, entry.sortOrder, entry.seedKey],
  );
  return result.rows[0]?.id ?? null;
}

export async function insertHelpText(
  db: Queryable,
  entryId: string,
  language: LanguageCode,
  text: { title: string; content: string },
): Promise<void> {
  await db.query(
    `insert into help_entry_texts (entry_id, language, title, content) values ($1, $2, $3, $4)
     on conflict (entry_id, language) do update set title = excluded.title, content = excluded.content`,
    [entryId, language, text.title, text.content],
  );
}

/** Every enabled entry of the brand, parents before children, in display order. */
export async function listHelpEntries(
  db: Queryable,
  merchantCode: string,
  language: Language,
  fallback: Language,
): Promise<HelpRow[]> {
  const result = await db.query<HelpRow>(
    `select h.id, h.parent_id, h.tag, h.menu_type, coalesce(t.title, d.title) as title,
       coalesce(t.content, d.content) as content
     from help_entries h
     left join help_entry_texts t on t.entry_id = h.id and t.language = $2
     left join help_entry_texts d on d.entry_id = h.id and d.language = $3
     where h.merchant_code = $1 and h.enabled and coalesce(t.title, d.title) is not null
     order by h.sort_order, h.id`,
    [merchantCode, language, fallback],
  );
  return result.rows;
}
