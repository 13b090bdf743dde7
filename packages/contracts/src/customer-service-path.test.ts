import { describe, expect, it } from "vitest";
import { decryptServicePath, encryptServicePath } from "./customer-service-path.js";

const ADDRESS = "https://chat.jogada.example/livechat?lang=pt&room=42";

describe("customer-service path", () => {
  it("round-trips and carries its 8-character key at the end", async () => {
    const path = await encryptServicePath(ADDRESS, "k3Y_9a-Z");
    expect(path.endsWith("k3Y_9a-Z")).toBe(true);
    expect(path).not.toContain("jogada");
    expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptServicePath(path)).toBe(ADDRESS);
  });

  it("gives a different path each time (fresh IV)", async () => {
    const a = await encryptServicePath(ADDRESS, "abcdefgh");
    const b = await encryptServicePath(ADDRESS, "abcdefgh");
    expect(a).not.toBe(b);
    expect(await decryptServicePath(b)).toBe(ADDRESS);
  });

  it("refuses a key that is not 8 characters", async () => {
    await expect(encryptServicePath(ADDRESS, "short")).rejects.toThrow(/8 characters/);
  });

  it("detects tampering with the ciphertext or the key", async () => {
    const path = await encryptServicePath(ADDRESS, "abcdefgh");
    const body = path.slice(0, -8);
    const flipped = `${body.slice(0, 20)}${body[20] === "A" ? "B" : "A"}${body.slice(21)}abcdefgh`;
    await expect(decryptServicePath(flipped)).rejects.toThrow();
    await expect(decryptServicePath(`${body}abcdefgX`)).rejects.toThrow();
    await expect(decryptServicePath(`${body.slice(0, -4)}abcdefgh`)).rejects.toThrow();
  });

  it("refuses a path too short to hold anything", async () => {
    await expect(decryptServicePath("abcdefgh")).rejects.toThrow(/too short/);
  });
});
