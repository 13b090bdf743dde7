import { z } from "zod";
import { LocalDate, withPeriod } from "./dates.js";
import { ok, paged } from "./envelope.js";
import { LocalizedSchema } from "./language.js";

// ---------------------------------------------------------------------------------------------
// Inbox (SPEC §2 messageV2 "platform information", header message icon)

/** Messages the platform writes itself; each has a PT and EN text on the server. */
export const SYSTEM_TEMPLATES = [
  "deposit.credited",
  "withdrawal.approved",
  "withdrawal.rejected",
  "withdrawal.paid",
  "bonus.issued",
  "level.changed",
  "level.upgraded",
  "vip.birthday",
  "vip.rebate",
  "contract.offered",
  "mission.completed",
  "ticket.won",
  "feedback.answered",
] as const;
export const SystemTemplate = z.enum(SYSTEM_TEMPLATES);
export type SystemTemplate = z.infer<typeof SystemTemplate>;

export const MessageSource = z.enum(["system", "operator"]);

export const InboxMessage = z.object({
  id: z.number().int(),
  source: MessageSource,
  /** The system template, null for an operator's message. */
  template: SystemTemplate.nullable(),
  title: z.string(),
  /** Sanitized HTML (the content module's allow-list): the site may render it as HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  unreadOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
export const InboxReply = ok(paged(InboxMessage));

export const MessageParams = z.object({ id: z.coerce.number().int().positive() });
export const MessageReply = ok(InboxMessage);

/** Marks messages read or unread; `ids` empty with `all` true marks every message. */
export const MarkMessagesBody = z.object({
  ids: z.array(z.number().int().positive()).max(100).default([]),
  all: z.boolean().default(false),
  read: z.boolean(),
});
export const MarkMessagesReply = ok(z.object({ updated: z.number().int(), unread: z.number().int() }));
export const DeleteMessageReply = ok(z.object({ unread: z.number().int() }));

export const UnreadCountReply = ok(z.object({ count: z.number().int() }));

/** `/ws` event `{type: "message", data}`: the header badge shows `unread` at once. */
export const MessageEventData = z.object({
  /** The player's unread count; absent after a brand-wide message (refetch CSP_unreadCount). */
  unread: z.number().int().optional(),
  /** The new message's id and title, absent when the count changed otherwise (read, delete). */
  id: z.number().int().optional(),
  title: z.string().optional(),
});
export type MessageEventData = z.infer<typeof MessageEventData>;

// ---------------------------------------------------------------------------------------------
// Operator broadcasts

/** Who receives an operator's message: everyone, a segment of the brand, or one player. */
export const MessageAudience = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  withPeriod(
    z.object({
      kind: z.literal("segment"),
      /** true: players with at least one deposit; false: players who never deposited. */
      hasDeposited: z.boolean().optional(),
      registeredFrom: LocalDate.optional(),
      registeredTo: LocalDate.optional(),
      /** Players of this agent's direct downline. */
      agentUsername: z.string().min(1).max(64).optional(),
    }),
    { start: "registeredFrom", end: "registeredTo", kind: "day" },
  ),
  z.object({ kind: z.literal("member"), username: z.string().min(1).max(64) }),
]);
export type MessageAudience = z.infer<typeof MessageAudience>;

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 20_000;

export const SendMessageBody = z.object({
  audience: MessageAudience,
  title: z.object({
    PT: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
    EN: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  }),
  /** HTML; sanitized on the way in and out. */
  content: z.object({
    PT: z.string().min(1).max(MESSAGE_CONTENT_MAX),
    EN: z.string().min(1).max(MESSAGE_CONTENT_MAX),
  }),
});
export const OpsMerchantQuery = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export const SendMessageReply = ok(z.object({ recipients: z.number().int(), skipped: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Feedback (SPEC §2 feedback screen, §5 limits)

export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 140;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGES_MAX = 3;

export const FEEDBACK_QUESTION_TYPES = [
  "DEPOSIT",
  "WITHDRAWAL",
  "GAME",
  "PROMOTION",
  "ACCOUNT",
  "SUGGESTION",
  "OTHER",
] as const;
export const FeedbackQuestionType = z.enum(FEEDBACK_QUESTION_TYPES);
export type FeedbackQuestionType = z.infer<typeof FeedbackQuestionType>;

/**
 * PUT /wps/feedback, multipart: the text fields below and up to three files in the field
 * `images` (PNG or JPEG, 5 MB each). Length is checked by the server in characters after trimming
 * (`feedback.content.length`), so the message is the catalogue's, in the player's language.
 */
export const FeedbackBody = z.object({
  questionType: FeedbackQuestionType,
  content: z.string().max(4000),
});

export const FeedbackItem = z.object({
  id: z.number().int(),
  questionType: FeedbackQuestionType,
  content: z.string(),
  /** Ids for GET /wps/feedback/images/:id (the owner's) or /ops/feedback/images/:id. */
  images: z.array(z.number().int()),
  status: z.enum(["open", "answered"]),
  /** The operator's answer as plain text; also delivered to the inbox. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;
export const FeedbackReply = ok(FeedbackItem);

export const FeedbackListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const FeedbackListReply = ok(paged(FeedbackItem));

export const FeedbackImageParams = z.object({ id: z.coerce.number().int().positive() });
export const FeedbackImageReply = z.unknown().describe("the PNG or JPEG image");

export const OpsFeedbackQuery = OpsMerchantQuery.extend({
  status: z.enum(["open", "answered"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const OpsFeedbackItem = FeedbackItem.extend({
  username: z.string(),
  answeredBy: z.string().nullable(),
});
export const OpsFeedbackListReply = ok(paged(OpsFeedbackItem));
export const FeedbackParams = z.object({ id: z.coerce.number().int().positive() });
export const ANSWER_MAX = 2000;
export const AnswerFeedbackBody = z.object({ answer: z.string().trim().min(1).max(ANSWER_MAX) });
export const AnswerFeedbackReply = ok(OpsFeedbackItem);

// ---------------------------------------------------------------------------------------------
// Chat room (SPEC §2 header chat room): one public room per brand; text is plain text, never HTML

export const CHAT_TEXT_MAX = 200;
export const CHAT_HISTORY_SIZE = 50;

export const ChatMessage = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** The player's membership level label, empty when the brand has none. */
  levelLabel: z.string(),
  /** Plain text: render as text, never as HTML. */
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatHistoryReply = ok(z.object({ messages: z.array(ChatMessage) }));
/** The length is checked by the server in characters (`chat.text.length`). */
export const ChatSendBody = z.object({ text: z.string().max(20_000) });
export const ChatSendReply = ok(ChatMessage);

/** `/ws` events of the brand's room: a new line, or a line an operator deleted. */
export const ChatEventData = z.discriminatedUnion("action", [
  z.object({ action: z.literal("posted"), message: ChatMessage }),
  z.object({ action: z.literal("deleted"), id: z.number().int() }),
]);
export type ChatEventData = z.infer<typeof ChatEventData>;

export const ChatMuteBody = z.object({
  username: z.string().min(1).max(64),
  /** 0 lifts a mute. */
  minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 365),
  reason: z.string().trim().max(200).default(""),
});
export const ChatMuteReply = ok(z.object({ username: z.string(), mutedUntil: z.string().nullable() }));
export const ChatMessageParams = z.object({ id: z.coerce.number().int().positive() });
export const ChatDeleteReply = ok(z.object({ id: z.number().int() }));

export const LocalizedText = LocalizedSchema;
