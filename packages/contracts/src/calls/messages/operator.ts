import { defineCall } from "../../call.js";
import {
  AnswerFeedbackBody,
  AnswerFeedbackReply,
  ChatDeleteReply,
  ChatMessageParams,
  ChatMuteBody,
  ChatMuteReply,
  FeedbackImageParams,
  FeedbackImageReply,
  FeedbackParams,
  OpsFeedbackListReply,
  OpsFeedbackQuery,
  OpsMerchantQuery,
  SendMessageBody,
  SendMessageReply,
} from "../../messages.js";

/** The back office's calls; a brand is named by the `merchant` query (else the default brand). */
const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
  idempotent: false,
} as const;

export const opsSendMessage = defineCall({
  permission: "messages.write",
  ...ops,
  method: "POST",
  path: "/ops/messages",
  idempotent: true,
  summary: "Sends a PT/EN message (sanitized HTML) to everyone, a segment or one player of a brand",
  query: OpsMerchantQuery,
  body: SendMessageBody,
  reply: SendMessageReply,
  errors: ["merchant.unknown", "message.recipient.unknown"],
});

export const opsFeedbackList = defineCall({
  permission: "messages.read",
  ...ops,
  method: "GET",
  path: "/ops/feedback",
  summary: "Players' feedback of a brand, open first",
  query: OpsFeedbackQuery,
  reply: OpsFeedbackListReply,
  errors: ["merchant.unknown"],
});

export const opsAnswerFeedback = defineCall({
  permission: "messages.write",
  ...ops,
  method: "POST",
  path: "/ops/feedback/:id/answer",
  summary: "Answers a player's feedback; the answer reaches the player's inbox",
  params: FeedbackParams,
  body: AnswerFeedbackBody,
  reply: AnswerFeedbackReply,
  errors: ["feedback.not.found", "feedback.already.answered"],
});

export const opsFeedbackImage = defineCall({
  permission: "messages.read",
  ...ops,
  method: "GET",
  path: "/ops/feedback/images/:id",
  binary: true,
  summary: "An image of a player's feedback",
  params: FeedbackImageParams,
  reply: FeedbackImageReply,
  errors: ["resource.not.found"],
});

export const opsChatMute = defineCall({
  permission: "messages.write",
  ...ops,
  method: "POST",
  path: "/ops/chat/mutes",
  summary: "Mutes a player in the brand's chat room for some minutes (0 lifts the mute)",
  query: OpsMerchantQuery,
  body: ChatMuteBody,
  reply: ChatMuteReply,
  errors: ["merchant.unknown", "message.recipient.unknown"],
});

export const opsChatDelete = defineCall({
  permission: "messages.write",
  ...ops,
  method: "DELETE",
  path: "/ops/chat/messages/:id",
  summary: "Deletes a line of a chat room; every open room drops it at once",
  params: ChatMessageParams,
  reply: ChatDeleteReply,
  errors: ["chat.message.not.found"],
});
