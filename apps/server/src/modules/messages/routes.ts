import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import { sendStoredImage } from "../../platform/image-upload.js";
import type { Messages } from "./module.js";

const { messages: c } = calls;

/** Inbox, feedback and chat room calls, and their back-office side. */
export function messagesRoutes(messages: Messages): CallBinding[] {
  const { inbox, feedback, chat, brand } = messages;
  return [
    handle(c.inboxList, ({ member, language, query }) => inbox.list(member.id, language, query)),
    handle(c.inboxMessage, ({ member, language, params }) => inbox.read(member.id, params.id, language)),
    handle(c.markMessages, ({ member, body }) => inbox.mark(member.id, body)),
    handle(c.deleteMessage, ({ member, params }) => inbox.delete(member.id, params.id)),
    handle(c.unreadCount, async ({ member }) => ({ count: await inbox.unreadCount(member.id) })),
    handle(c.sendFeedback, ({ member, body, files }) => feedback.send(member, body, files)),
    handle(c.myFeedback, ({ member, query }) => feedback.mine(member.id, query.page, query.pageSize)),
    handle(c.feedbackImage, async ({ member, params, reply }) =>
      sendStoredImage(
        reply,
        await feedback.imageOf(member.id, params.id),
        `feedback-${params.id}`,
        "private, no-store",
      ),
    ),
    handle(c.chatHistory, ({ brand: current }) => chat.history(current.config.merchantCode)),
    handle(c.chatSend, ({ member, brand: current, body }) => chat.post(member.id, current, body.text)),
    handle(c.opsSendMessage, async ({ operator, query, body, idempotencyKey }) =>
      inbox.send((await brand(query.merchant)).config.merchantCode, operator, body, idempotencyKey),
    ),
    handle(c.opsFeedbackList, async ({ query }) =>
      feedback.ofBrand((await brand(query.merchant)).config.merchantCode, query),
    ),
    handle(c.opsAnswerFeedback, ({ operator, params, body }) =>
      feedback.answer(params.id, operator, body.answer),
    ),
    handle(c.opsFeedbackImage, async ({ params, reply }) =>
      sendStoredImage(reply, await feedback.imageForOperator(params.id), `feedback-${params.id}`, "no-store"),
    ),
    handle(c.opsChatMute, async ({ operator, query, body }) =>
      chat.mute((await brand(query.merchant)).config.merchantCode, operator, body),
    ),
    handle(c.opsChatDelete, ({ operator, params }) => chat.delete(params.id, operator)),
  ];
}
