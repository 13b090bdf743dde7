import { FEEDBACK_CONTENT_MAX, FEEDBACK_IMAGE_MAX_BYTES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { contentProblem, feedbackLength, imageProblem, isPngOrJpeg, roomFor } from "./feedback-check";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe("feedback checks", () => {
  it("counts characters of the trimmed text, an emoji as one", () => {
    expect(feedbackLength("  olá  ")).toBe(3);
    expect(feedbackLength("👍👍")).toBe(2);
    expect(contentProblem("abc")).toBe("short");
    expect(contentProblem("a".repeat(FEEDBACK_CONTENT_MAX))).toBeUndefined();
    expect(contentProblem(`${"a".repeat(FEEDBACK_CONTENT_MAX)}b`)).toBe("long");
    expect(contentProblem(`  ${"a".repeat(FEEDBACK_CONTENT_MAX)}  `)).toBeUndefined();
  });

  it("knows PNG and JPEG by their first bytes", () => {
    expect(isPngOrJpeg(png)).toBe(true);
    expect(isPngOrJpeg(jpeg)).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode("GIF89a"))).toBe(false);
    expect(isPngOrJpeg(new TextEncoder().encode("<svg>"))).toBe(false);
  });

  it("refuses empty, oversized and disguised files", async () => {
    expect(await imageProblem(new Blob([png], { type: "image/png" }))).toBeUndefined();
    expect(await imageProblem(new Blob([jpeg]))).toBeUndefined();
    expect(await imageProblem(new Blob([]))).toBe("empty");
    expect(await imageProblem(new Blob(["<svg/>"], { type: "image/png" }))).toBe("format");
    const big = new Blob([png, new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES)]);
    expect(await imageProblem(big)).toBe("size");
  });

  it("keeps at most three images", () => {
    expect(roomFor(0, 5)).toBe(3);
    expect(roomFor(2, 5)).toBe(1);
    expect(roomFor(3, 1)).toBe(0);
  });
});
