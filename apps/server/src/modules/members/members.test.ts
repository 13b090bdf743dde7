import { describe, expect, it } from "vitest";
import { sniffImageType } from "./avatars.js";
import { maskMobile } from "./service.js";

describe("member details shown to the player", () => {
  it("masks all but the last four digits of a mobile number, with its dial code", () => {
    expect(maskMobile("+55", "11987654321")).toBe("+55 *******4321");
    expect(maskMobile(null, "987654321")).toBe("*****4321");
    expect(maskMobile("+55", "4321")).toBe("+55 4321");
    expect(maskMobile("+55", null)).toBe("");
  });
});

describe("uploaded avatars", () => {
  it("takes the image type from the bytes, never from the name or declared type", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("GIF89a-not-allowed"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffImageType(png.subarray(0, 8))).toBeUndefined();
  });
});
