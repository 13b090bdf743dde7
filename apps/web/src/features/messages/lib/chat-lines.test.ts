import type { ChatMessage } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { applyChatEvent, CHAT_LINES_KEPT, chatLength, mergeLines } from "./chat-lines";

const line = (id: number, text = `line ${id}`): ChatMessage => ({
  id,
  nickname: "ana",
  levelLabel: "VIP1",
  text,
  createdAt: "2026-11-23T10:00:00.000Z",
});

describe("chat lines", () => {
  it("adds a posted line once, in id order", () => {
    const lines = [line(1), line(3)];
    const once = applyChatEvent(lines, { action: "posted", message: line(2) });
    expect(once.map((l) => l.id)).toEqual([1, 2, 3]);
    const twice = applyChatEvent(once, { action: "posted", message: line(2) });
    expect(twice.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("drops a deleted line", () => {
    expect(applyChatEvent([line(1), line(2)], { action: "deleted", id: 1 }).map((l) => l.id)).toEqual([2]);
  });

  it("keeps the most recent lines only", () => {
    const many = Array.from({ length: CHAT_LINES_KEPT + 5 }, (_, i) => line(i + 1));
    const kept = mergeLines([], many);
    expect(kept).toHaveLength(CHAT_LINES_KEPT);
    expect(kept[0]?.id).toBe(6);
  });

  it("counts code points of the trimmed text", () => {
    expect(chatLength(" oi 👋 ")).toBe(4);
  });
});
