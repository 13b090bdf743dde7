import { defineCall } from "../../call.js";
import { ChatHistoryReply, ChatSendBody, ChatSendReply } from "../../messages.js";

const chat = { module: "CBS3", tag: "messages", encrypted: false, idempotent: false } as const;

/** New lines and deletions arrive over `/ws` as `chat` events (ChatEventData). */
export const chatHistory = defineCall({
  ...chat,
  method: "GET",
  path: "/wps/chat/messages",
  access: "any",
  summary: "The brand's chat room: the most recent lines, oldest first",
  reply: ChatHistoryReply,
  errors: [],
});

export const chatSend = defineCall({
  ...chat,
  method: "POST",
  path: "/wps/chat/messages",
  access: "real",
  summary: "Writes a line in the brand's chat room (plain text, length, rate and word limits)",
  body: ChatSendBody,
  reply: ChatSendReply,
  errors: ["chat.text.length", "chat.too.fast", "chat.word.blocked", "chat.muted"],
});
