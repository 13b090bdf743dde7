import { CHAT_HISTORY_SIZE, CHAT_TEXT_MAX, type ChatEventData, type ChatMessage } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { brandChannel } from "../../platform/events.js";
import { RateCounter } from "../../platform/rate-counter.js";
import type { LoadedBrand } from "../brand/service.js";
import * as repo from "./chat-repository.js";
import { DEFAULT_BLOCKED_WORDS, WordFilter } from "./word-filter.js";

/** A player may write this many lines per window (shared by every instance through PostgreSQL). */
export interface ChatLimits {
  lines: number;
  windowSeconds: number;
}
export const DEFAULT_CHAT_LIMITS: ChatLimits = { lines: 5, windowSeconds: 10 };

/** The player's membership level label; supplied by the loyalty module when it exists. */
export type LevelLabel = (memberId: number) => Promise<string>;

/** Control characters (line breaks included) become spaces: a chat line is one line of text. */
function cleanText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "membro01" → "me****01": the room shows nicknames, never a full username. */
export function maskedName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}${"*".repeat(Math.min(4, username.length - 4))}${username.slice(-2)}`;
}

function toMessage(row: repo.ChatRow): ChatMessage {
  return {
    id: Number(row.id),
    nickname: row.nickname,
    levelLabel: row.level_label,
    text: row.text,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The header's chat room (SPEC §2): one public room per brand. Lines are plain text, stored as
 * typed (the site renders them as text); length, rate and word limits, operator mutes and deletes.
 */
export class ChatService {
  private readonly counters: RateCounter;
  private levelLabel: LevelLabel = async () => "";
  private readonly filters = new Map<string, { words: readonly string[]; filter: WordFilter }>();

  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "events" | "members">,
    private readonly limits: ChatLimits = DEFAULT_CHAT_LIMITS,
  ) {
    this.counters = new RateCounter(ctx.pool);
  }

  useLevelLabels(levelLabel: LevelLabel): void {
    this.levelLabel = levelLabel;
  }

  async history(merchantCode: string): Promise<{ messages: ChatMessage[] }> {
    const rows = await repo.recent(this.ctx.pool, merchantCode, CHAT_HISTORY_SIZE);
    return { messages: rows.map(toMessage) };
  }

  async post(memberId: number, brand: LoadedBrand, raw: string): Promise<ChatMessage> {
    const text = cleanText(raw);
    const length = [...text].length;
    if (length < 1 || length > CHAT_TEXT_MAX)
      throw new AppError("chat.text.length", { max: CHAT_TEXT_MAX }, { field: "text" });
    const muted = await repo.mutedUntil(this.ctx.pool, memberId);
    if (muted)
      throw new AppError("chat.muted", { until: muted.toISOString().slice(0, 16).replace("T", " ") });
    if (this.filterOf(brand).blocks(text)) throw new AppError("chat.word.blocked", {}, { field: "text" });
    const lines = await this.counters.hit(`chat:${memberId}`, this.limits.windowSeconds);
    if (lines > this.limits.lines) throw new AppError("chat.too.fast");
    const member = await this.ctx.members.byId(memberId);
    const nickname = member?.nickname?.trim() || maskedName(member?.username ?? "");
    const row = await repo.insertLine(this.ctx.pool, {
      merchantCode: brand.config.merchantCode,
      memberId,
      nickname: [...nickname].slice(0, 32).join(""),
      levelLabel: await this.levelLabel(memberId).catch(() => ""),
      text,
    });
    const message = toMessage(row);
    await this.publish(brand.config.merchantCode, { action: "posted", message });
    return message;
  }

  async delete(id: number, operator: string): Promise<{ id: number }> {
    const merchantCode = await repo.deleteLine(this.ctx.pool, id, operator);
    if (!merchantCode) throw new AppError("chat.message.not.found");
    await this.publish(merchantCode, { action: "deleted", id });
    return { id };
  }

  async mute(
    merchantCode: string,
    operator: string,
    body: { username: string; minutes: number; reason: string },
  ) {
    const member = await this.ctx.members.byUsername(merchantCode, body.username);
    if (!member)
      throw new AppError("message.recipient.unknown", { username: body.username }, { field: "username" });
    if (body.minutes === 0) {
      await repo.unmute(this.ctx.pool, Number(member.id));
      return { username: member.username, mutedUntil: null };
    }
    const until = await repo.mute(this.ctx.pool, Number(member.id), body.minutes, body.reason, operator);
    return { username: member.username, mutedUntil: until.toISOString() };
  }

  private publish(merchantCode: string, data: ChatEventData): Promise<void> {
    return this.ctx.events.publish(brandChannel(merchantCode), { type: "chat", data });
  }

  private filterOf(brand: LoadedBrand): WordFilter {
    const words = brand.config.chatBlockedWords;
    const cached = this.filters.get(brand.config.merchantCode);
    if (cached && cached.words === words) return cached.filter;
    const filter = new WordFilter([...DEFAULT_BLOCKED_WORDS, ...words]);
    this.filters.set(brand.config.merchantCode, { words, filter });
    return filter;
  }
}
