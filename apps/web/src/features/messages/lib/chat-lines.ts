import type { ChatEventData, ChatMessage } from "@jogada/contracts";

/** Lines kept on screen; older ones scroll away for good (the history call gives the recent ones). */
export const CHAT_LINES_KEPT = 200;

/**
 * The room's lines after an event: a posted line is added once (the sender gets it both from its
 * own call and from `/ws`), in id order; a deleted one goes.
 */
export function applyChatEvent(lines: readonly ChatMessage[], event: ChatEventData): ChatMessage[] {
  if (event.action === "deleted") return lines.filter((line) => line.id !== event.id);
  return mergeLines(lines, [event.message]);
}

/** Both lists in id order, each line once, the most recent CHAT_LINES_KEPT. */
export function mergeLines(lines: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const line of [...lines, ...more]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_LINES_KEPT);
}

/** Characters as the server counts them (code points). */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}
