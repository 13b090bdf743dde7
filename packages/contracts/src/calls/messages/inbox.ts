import { defineCall } from "../../call.js";
import {
  DeleteMessageReply,
  InboxQuery,
  InboxReply,
  MarkMessagesBody,
  MarkMessagesReply,
  MessageParams,
  MessageReply,
  UnreadCountReply,
} from "../../messages.js";

const inbox = {
  module: "INBOX3",
  access: "real",
  tag: "messages",
  encrypted: false,
  idempotent: false,
} as const;

export const inboxList = defineCall({
  ...inbox,
  method: "GET",
  path: "/wps/member/messages",
  summary: "The player's inbox (platform information), newest first",
  query: InboxQuery,
  reply: InboxReply,
  errors: [],
});

export const inboxMessage = defineCall({
  ...inbox,
  method: "GET",
  path: "/wps/member/messages/:id",
  summary: "One message of the player's own, marked read",
  params: MessageParams,
  reply: MessageReply,
  errors: ["message.not.found"],
});

export const markMessages = defineCall({
  ...inbox,
  method: "PUT",
  path: "/wps/member/messages/read",
  summary: "Marks the player's messages read or unread (by id, or all)",
  body: MarkMessagesBody,
  reply: MarkMessagesReply,
  errors: [],
});

export const deleteMessage = defineCall({
  ...inbox,
  method: "DELETE",
  path: "/wps/member/messages/:id",
  summary: "Deletes one message of the player's own",
  params: MessageParams,
  reply: DeleteMessageReply,
  errors: ["message.not.found"],
});

/** The header's message icon (SPEC §2, §7); kept fresh by the `/ws` `message` event. */
export const unreadCount = defineCall({
  ...inbox,
  method: "GET",
  path: "/wps/relay/CSP_unreadCount",
  summary: "How many unread messages the player has",
  reply: UnreadCountReply,
  errors: [],
});
