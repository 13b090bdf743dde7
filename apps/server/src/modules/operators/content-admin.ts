import type { SaveContentRequest } from "@jogada/contracts";
import type { z } from "zod";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { plainText, sanitizeContent } from "../content/index.js";

type Save = z.output<typeof SaveContentRequest>;
type Kind = Save["kind"];

interface ItemRow {
  id: string;
  kind: Kind;
  merchant_code: string;
  group_name: string | null;
  image_url: string;
  link: string;
  enabled: boolean;
  sort_order: number;
  published_at: Date;
  ends_at: Date | null;
  texts: { language: "PT" | "EN"; title: string; content: string }[];
}

const ANNOUNCEMENTS = `
  select a.id::text, a.kind, a.merchant_code, a.group_name, a.image_url, a.link, a.enabled, a.sort_order,
         a.published_at, a.ends_at,
         coalesce((select json_agg(json_build_object('language', t.language, 'title', t.title, 'content', t.content))
                     from announcement_texts t where t.announcement_id = a.id), '[]') as texts
    from announcements a`;
const HELP = `
  select h.id::text, 'help' as kind, h.merchant_code, h.tag as group_name, '' as image_url, '' as link, h.enabled,
         h.sort_order, h.created_at as published_at, null::timestamptz as ends_at,
         coalesce((select json_agg(json_build_object('language', t.language, 'title', t.title, 'content', t.content))
                     from help_entry_texts t where t.entry_id = h.id), '[]') as texts
    from help_entries h`;

/**
 * Notices, banners, the popup, promotion pages and help entries in PT and EN. Every HTML text is
 * sanitized against the site's allow-list before it is written (scripts, event handlers and
 * javascript: links never reach the database), titles are plain text.
 */
export class ContentAdmin {
  constructor(private readonly ctx: AppContext) {}

  preview(content: string) {
    return { content: sanitizeContent(content) };
  }

  private value(row: ItemRow) {
    const text = (language: "PT" | "EN") => {
      const t = row.texts.find((x) => x.language === language);
      return t ? { title: t.title, content: t.content } : null;
    };
    return {
      id: row.id,
      kind: row.kind,
      merchantCode: row.merchant_code,
      group: row.group_name,
      imageUrl: row.image_url,
      link: row.link,
      enabled: row.enabled,
      sortOrder: row.sort_order,
      publishedAt: new Date(row.published_at).toISOString(),
      endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
      texts: { PT: text("PT") ?? { title: "", content: "" }, EN: text("EN") },
    };
  }

  private async find(db: Queryable, kind: Kind, id: number) {
    const sql =
      kind === "help" ? `${HELP} where h.id = $1` : `${ANNOUNCEMENTS} where a.id = $1 and a.kind = $2`;
    const { rows } = await db.query<ItemRow>(sql, kind === "help" ? [id] : [id, kind]);
    return rows[0];
  }

  /** An item of any kind by id (announcements first: ids of the two tables may coincide). */
  private async findAny(db: Queryable, id: number) {
    const { rows } = await db.query<ItemRow>(`${ANNOUNCEMENTS} where a.id = $1`, [id]);
    return rows[0] ?? (await this.find(db, "help", id));
  }

  async list(query: { kind: Kind; merchantCode: string; page: number; size: number }) {
    if (!(await this.ctx.brands.get(query.merchantCode))) throw new AppError("merchant.unknown");
    const help = query.kind === "help";
    const where = help ? "where h.merchant_code = $1" : "where a.merchant_code = $1 and a.kind = $4";
    const order = help ? "order by h.sort_order, h.id" : "order by a.published_at desc, a.id desc";
    const params = [
      query.merchantCode,
      query.size,
      (query.page - 1) * query.size,
      ...(help ? [] : [query.kind]),
    ];
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<ItemRow>(
        `${help ? HELP : ANNOUNCEMENTS} ${where} ${order} limit $2 offset $3`,
        params,
      ),
      this.ctx.pool.query<{ n: string }>(
        help
          ? "select count(*) as n from help_entries where merchant_code = $1"
          : "select count(*) as n from announcements where merchant_code = $1 and kind = $2",
        help ? [query.merchantCode] : [query.merchantCode, query.kind],
      ),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: rows.rows.map((row) => this.value(row)),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  private check(input: Save) {
    if (input.kind === "banner" && !input.group) {
      throw new AppError("operator.content.invalid", { detail: "banner group required" }, { field: "group" });
    }
    if (input.link && !/^(https?:\/\/|\/)/.test(input.link)) {
      throw new AppError("operator.content.invalid", { detail: "link" }, { field: "link" });
    }
    if (input.imageUrl && !/^(https?:\/\/|\/)/.test(input.imageUrl)) {
      throw new AppError("operator.content.invalid", { detail: "imageUrl" }, { field: "imageUrl" });
    }
  }

  private async writeTexts(tx: Queryable, kind: Kind, id: string, texts: Save["texts"]) {
    const table = kind === "help" ? "help_entry_texts" : "announcement_texts";
    const key = kind === "help" ? "entry_id" : "announcement_id";
    await tx.query(`delete from ${table} where ${key} = $1`, [id]);
    for (const language of ["PT", "EN"] as const) {
      const text = texts[language];
      if (!text) continue;
      await tx.query(`insert into ${table} (${key}, language, title, content) values ($1, $2, $3, $4)`, [
        id,
        language,
        plainText(text.title),
        sanitizeContent(text.content),
      ]);
    }
  }

  async save(staff: string, ip: string, input: Save, id?: number) {
    if (!(await this.ctx.brands.get(input.merchantCode))) throw new AppError("merchant.unknown");
    this.check(input);
    return withTransaction(this.ctx.pool, async (tx) => {
      const before = id === undefined ? null : await this.find(tx, input.kind, id);
      if (id !== undefined && (!before || before.merchant_code !== input.merchantCode)) {
        throw new AppError("operator.content.not.found");
      }
      let itemId: string;
      if (input.kind === "help") {
        const params = [input.merchantCode, input.group ?? "general", input.sortOrder, input.enabled];
        const { rows } =
          id === undefined
            ? await tx.query<{ id: string }>(
                `insert into help_entries (merchant_code, tag, menu_type, sort_order, enabled)
                 values ($1, $2, 'page', $3, $4) returning id`,
                params,
              )
            : await tx.query<{ id: string }>(
                "update help_entries set tag = $2, sort_order = $3, enabled = $4 where merchant_code = $1 and id = $5 returning id",
                [...params, id],
              );
        itemId = rows[0]!.id;
      } else {
        const params = [
          input.merchantCode,
          input.kind,
          input.kind === "banner" ? input.group : null,
          input.imageUrl,
          input.link ? "URL" : "NONE",
          input.link,
          input.sortOrder,
          input.enabled,
          input.publishedAt ?? new Date().toISOString(),
          input.endsAt,
        ];
        const { rows } =
          id === undefined
            ? await tx.query<{ id: string }>(
                `insert into announcements (merchant_code, kind, group_name, image_url, link_type, link, sort_order,
                   enabled, published_at, ends_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
                params,
              )
            : await tx.query<{ id: string }>(
                `update announcements set group_name = $3, image_url = $4, link_type = $5, link = $6, sort_order = $7,
                   enabled = $8, published_at = $9, ends_at = $10 where merchant_code = $1 and kind = $2 and id = $11
                 returning id`,
                [...params, id],
              );
        itemId = rows[0]!.id;
      }
      await this.writeTexts(tx, input.kind, itemId, input.texts);
      const after = this.value((await this.find(tx, input.kind, Number(itemId)))!);
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: id === undefined ? "content.create" : "content.update",
        merchantCode: input.merchantCode,
        ip,
        detail: { kind: input.kind, id: itemId },
        before: before ? this.value(before) : null,
        after,
      });
      return after;
    });
  }

  async remove(staff: string, ip: string, id: number) {
    await withTransaction(this.ctx.pool, async (tx) => {
      const before = await this.findAny(tx, id);
      if (!before) throw new AppError("operator.content.not.found");
      if (before.kind === "help") await tx.query("delete from help_entries where id = $1", [id]);
      else await tx.query("delete from announcements where id = $1", [id]);
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "content.delete",
        merchantCode: before.merchant_code,
        ip,
        detail: { kind: before.kind, id: String(id) },
        before: this.value(before),
        after: null,
      });
    });
    return { done: true as const };
  }
}
