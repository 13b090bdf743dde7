import { z } from "zod";
import { Id, Merchant } from "./back-office-fields.js";
import { Instant, withPeriod } from "./dates.js";
import { ok, PageQuery, paged } from "./envelope.js";

/** Site content: notices, banners, popups, promotions and help pages, per language. */

export const CONTENT_KINDS = ["notice", "banner", "popup", "promotion", "help"] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export const ContentText = z.object({
  title: z.string().trim().min(1).max(200),
  /** HTML; sanitized on the server against the site's allow-list before it is stored. */
  content: z.string().max(100_000),
});
export const ContentQuery = PageQuery.extend({ kind: ContentKind, merchantCode: Merchant });
export const ContentItem = z.object({
  id: z.string(),
  kind: ContentKind,
  merchantCode: z.string(),
  group: z.string().nullable(),
  imageUrl: z.string(),
  link: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
  texts: z.object({ PT: ContentText, EN: ContentText.nullable() }),
});
export const ContentListReply = ok(paged(ContentItem));
export const SaveContentRequest = withPeriod(
  z.object({
    kind: ContentKind,
    merchantCode: Merchant,
    /** Banner group (index, w_login, w_register, promotions) for banners; help category for help. */
    group: z.string().trim().max(32).nullable().default(null),
    imageUrl: z.string().trim().max(500).default(""),
    link: z.string().trim().max(500).default(""),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    publishedAt: Instant.optional(),
    endsAt: Instant.nullable().default(null),
    texts: z.object({ PT: ContentText, EN: ContentText.nullable().default(null) }),
  }),
  { start: "publishedAt", end: "endsAt", kind: "instant" },
);
export const ContentParams = z.object({ id: Id });
export const ContentReply = ok(ContentItem);
export const ContentPreviewRequest = z.object({ content: z.string().max(100_000) });
export const ContentPreviewReply = ok(z.object({ content: z.string() }));
