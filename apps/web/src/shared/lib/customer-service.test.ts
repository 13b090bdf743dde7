import { encryptServicePath } from "@jogada/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceAddress, serviceKindFor } from "./customer-service";

describe("serviceAddress", () => {
  beforeAll(() => {
    // the helper resolves relative addresses against the page it runs on
    (globalThis as { window?: unknown }).window = { location: { origin: "https://site.example" } };
  });

  it("decrypts the live chat (type 3) or the VIP service (type 4)", async () => {
    const list = [
      { type: 1, path: "ignored" },
      { type: "3", path: await encryptServicePath("https://chat.example/room?x=1", "k3y4chat") },
      { type: 4, path: await encryptServicePath("https://chat.example/vip", "vipkey44") },
    ];
    expect(await serviceAddress(list)).toBe("https://chat.example/room?x=1");
    expect(await serviceAddress(list, "vip")).toBe("https://chat.example/vip");
  });

  it("refuses a missing entry, a tampered path and a script address", async () => {
    await expect(serviceAddress([])).rejects.toThrow();
    const good = await encryptServicePath("https://chat.example/", "abcdefgh");
    const tampered = (good[0] === "A" ? "B" : "A") + good.slice(1);
    await expect(serviceAddress([{ type: 3, path: tampered }])).rejects.toThrow();
    const script = await encryptServicePath("javascript:alert(1)", "abcdefgh");
    await expect(serviceAddress([{ type: 3, path: script }])).rejects.toThrow("unsafe address");
  });
});

describe("serviceKindFor", () => {
  it("gives the VIP service above rank level 4 only", () => {
    expect(serviceKindFor(undefined)).toBe("livechat");
    expect(serviceKindFor(0)).toBe("livechat");
    expect(serviceKindFor(4)).toBe("livechat");
    expect(serviceKindFor(5)).toBe("vip");
    expect(serviceKindFor(7)).toBe("vip");
  });
});
