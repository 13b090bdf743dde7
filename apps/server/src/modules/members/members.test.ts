import { describe, expect, it } from "vitest";
import { maskMobile } from "./service.js";

describe("member details shown to the player", () => {
  it("masks all but the last four digits of a mobile number, with its dial code", () => {
    expect(maskMobile("+55", "11987654321")).toBe("+55 *******4321");
    expect(maskMobile(null, "987654321")).toBe("*****4321");
    expect(maskMobile("+55", "4321")).toBe("+55 4321");
    expect(maskMobile("+55", null)).toBe("");
  });
});
