import {
  DEFAULT_LANGUAGE,
  formatMoney,
  type InboxMessage,
  LANGUAGES,
  type Language,
  type Localized,
  type MessageAudience,
  type MessageEventData,
  moneyParam,
  type SendMessageBody,
  type SystemTemplate,
} from "@jogada/contracts";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { brandChannel } from "../../platform/events.js";
import { idempotent } from "../../platform/idempotency.js";
import { plainText, sanitizeContent } from "../content/index.js";
import * as repo from "./inbox-repository.js";
import { renderTemplate, type TemplateParams } from "./templates.js";

/**
 * Players a marketing or operator broadcast must skip (self-excluded, cooling off...): supplied by
 * another module after it exists; none by default. Direct system messages are never filtered.
 */
export type BroadcastExclusion = (
  merchantCode: string,
  memberIds: readonly number[],
) => Promise<ReadonlySet<number>>;

const noExclusion: BroadcastExclusion = async () => new Set();

function toMessage(row: repo.EntryRow): InboxMessage {
  return {
    id: Number(row.id),
    source: row.source,
    template: row.template as SystemTemplate | null,
    title: row.title,
    // Sanitized on the way in and once more on the way out, as the content module does.
    content: sanitizeContent(row.content),
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The inbox (SPEC §2 messageV2): system and operator messages, read state, the header's count. */
export class InboxService {
  private exclusion: BroadcastExclusion = noExclusion;

  constructor(private readonly ctx: Pick<AppContext, "pool" | "events" | "brands" | "members" | "log">) {}

  /** Installs the broadcast exclusion rule (responsible gaming, after it exists). */
  excludeFromBroadcasts(rule: BroadcastExclusion): void {
    this.exclusion = rule;
  }

  /**
   * A system message to one player, in every language, written and announced at once (the
   * announcement in the language kept on the account, else the brand's default). Call it
   * after the change it reports has committed. Never throws for the caller's sake: a message
   * that cannot be written is logged, and the money or state change it reports stands.
   */
  async notify(memberId: number, template: SystemTemplate, params: TemplateParams = {}): Promise<void> {
    try {
      const member = await this.ctx.members.byId(memberId);
      if (!member) return;
      const brand = await this.ctx.brands.get(member.merchant_code);
      const currency = brand?.config.currency;
      // Amounts come in minor units and are written as the brand shows money in each language:
      // "R$ 12,50" in PT, "R$ 12.50" in EN.
      const shown: TemplateParams = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [
          key,
          typeof value === "bigint" && currency
            ? moneyParam(formatMoney(value, currency.decimals), currency)
            : value,
        ]),
      );
      const written = await withTransaction(this.ctx.pool, (tx) =>
        this.writeSystem(
          tx,
          {
            id: memberId,
            merchantCode: member.merchant_code,
            language: this.ctx.members.languageOf(member, brand?.config.defaultLanguage ?? DEFAULT_LANGUAGE),
          },
          template,
          shown,
        ),
      );
      await this.announce(memberId, written);
    } catch (error) {
      this.ctx.log.error({ err: error, memberId, template }, "system message not written");
    }
  }

  /**
   * A system message written inside the caller's transaction (it stands or falls with the change
   * it reports); the caller calls `announce(memberId, written)` after the commit.
   */
  async writeSystem(
    tx: Queryable,
    member: { id: number; merchantCode: string; language?: Language },
    template: SystemTemplate,
    params: TemplateParams,
  ): Promise<{ id: number; title: string }> {
    const rendered = renderTemplate(template, params);
    const bodyId = await repo.insertBody(tx, {
      merchantCode: member.merchantCode,
      source: "system",
      template,
      title: rendered.title,
      content: Object.fromEntries(
        LANGUAGES.map((language) => [language, sanitizeContent(rendered.content[language])]),
      ) as Localized,
      createdBy: null,
    });
    const [entry] = await repo.insertEntries(tx, bodyId, [member.id]);
    return { id: entry!.id, title: rendered.title[member.language ?? DEFAULT_LANGUAGE] };
  }

  /** An operator's message to everyone, a segment or one player of a brand (idempotent per key). */
  async send(
    merchantCode: string,
    operator: string,
    body: z.output<typeof SendMessageBody>,
    idempotencyKey: string,
  ): Promise<{ recipients: number; skipped: number }> {
    const recipients = await this.recipients(merchantCode, body.audience);
    // A message to one named player is a service message, not marketing: it is not filtered.
    const excluded =
      body.audience.kind === "member" ? new Set<number>() : await this.exclusion(merchantCode, recipients);
    const targets = recipients.filter((id) => !excluded.has(id));
    const content = { PT: sanitizeContent(body.content.PT), EN: sanitizeContent(body.content.EN) };
    if (!content.PT || !content.EN)
      throw new AppError("request.invalid", { field: "content" }, { field: "content" });
    const title = { PT: plainText(body.title.PT), EN: plainText(body.title.EN) };
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `ops-message:${merchantCode}`, key: idempotencyKey, body },
      async (tx) => {
        const bodyId = await repo.insertBody(tx, {
          merchantCode,
          source: "operator",
          template: null,
          title,
          content,
          createdBy: operator,
        });
        await repo.insertEntries(tx, bodyId, targets);
        return { recipients: targets.length, skipped: recipients.length - targets.length };
      },
    );
    if (!replayed) {
      if (body.audience.kind === "member" && targets[0] !== undefined) {
        await this.announce(targets[0], { title: title.PT });
      } else if (targets.length > 0) {
        // One event for the whole brand: each tab refetches its own count.
        await this.ctx.events.publish(brandChannel(merchantCode), { type: "message", data: {} });
      }
    }
    return result;
  }

  private async recipients(merchantCode: string, audience: MessageAudience): Promise<number[]> {
    if (audience.kind === "member") {
      const member = await this.ctx.members.byUsername(merchantCode, audience.username);
      if (member?.type !== 0)
        throw new AppError(
          "message.recipient.unknown",
          { username: audience.username },
          { field: "username" },
        );
      return [Number(member.id)];
    }
    const timeZone = (await this.ctx.brands.get(merchantCode))?.config.timeZone ?? "UTC";
    if (audience.kind === "all") return repo.audience(this.ctx.pool, { merchantCode, timeZone });
    let uplineId: number | undefined;
    if (audience.agentUsername) {
      const agent = await this.ctx.members.byUsername(merchantCode, audience.agentUsername);
      if (!agent)
        throw new AppError(
          "message.recipient.unknown",
          { username: audience.agentUsername },
          { field: "agentUsername" },
        );
      uplineId = Number(agent.id);
    }
    return repo.audience(this.ctx.pool, {
      merchantCode,
      timeZone,
      hasDeposited: audience.hasDeposited,
      registeredFrom: audience.registeredFrom,
      registeredTo: audience.registeredTo,
      uplineId,
    });
  }

  async list(
    memberId: number,
    language: Language,
    query: { page: number; pageSize: number; unreadOnly: boolean },
  ) {
    const { rows, total } = await repo.listEntries(this.ctx.pool, memberId, language, {
      unreadOnly: query.unreadOnly,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      list: rows.map(toMessage),
      total,
      totalPages: Math.ceil(total / query.pageSize),
      page: query.page,
    };
  }

  /** A message of the player's own (another player's id is "not found", never a hint it exists). */
  async read(memberId: number, id: number, language: Language): Promise<InboxMessage> {
    const row = await repo.readEntry(this.ctx.pool, memberId, id, language);
    if (!row) throw new AppError("message.not.found");
    await this.announce(memberId, {});
    return toMessage(row);
  }

  async mark(memberId: number, body: { ids: number[]; all: boolean; read: boolean }) {
    const updated = await repo.markEntries(
      this.ctx.pool,
      memberId,
      body.all ? "all" : { ids: body.ids },
      body.read,
    );
    const unread = await this.announce(memberId, {});
    return { updated, unread };
  }

  async delete(memberId: number, id: number): Promise<{ unread: number }> {
    if (!(await repo.deleteEntry(this.ctx.pool, memberId, id))) throw new AppError("message.not.found");
    return { unread: await this.announce(memberId, {}) };
  }

  unreadCount(memberId: number, db: Queryable = this.ctx.pool): Promise<number> {
    return repo.unreadCount(db, memberId);
  }

  /** Tells every open tab of the player (on every instance) the new count. */
  async announce(memberId: number, extra: Omit<MessageEventData, "unread">): Promise<number> {
    const unread = await repo.unreadCount(this.ctx.pool, memberId);
    const data: MessageEventData = { unread, ...extra };
    await this.ctx.events.publish(memberId, { type: "message", data });
    return unread;
  }
}
