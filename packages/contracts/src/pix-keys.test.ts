import { describe, expect, it } from "vitest";
import { PixPayeeRequest } from "./cashier.js";
import { isCpf, isPixKey, maskPixKey, normalisePixKey } from "./pix-keys.js";

describe("Pix keys", () => {
  it("takes a CPF only with both check digits right", () => {
    expect(isCpf("52998224725")).toBe(true);
    expect(isCpf("52998224724")).toBe(false);
    expect(isCpf("52998224715")).toBe(false);
    expect(isCpf("11111111111")).toBe(false);
    expect(isPixKey("CPF", normalisePixKey("CPF", "529.982.247-25"))).toBe(true);
  });

  it("takes a +55 phone of a mobile's 9 digits or a landline's 8, and nothing else", () => {
    expect(isPixKey("PHONE", normalisePixKey("PHONE", "+55 (11) 98765-4321"))).toBe(true);
    expect(isPixKey("PHONE", "+551132654321")).toBe(true);
    expect(isPixKey("PHONE", "+5511987654321")).toBe(true);
    expect(isPixKey("PHONE", normalisePixKey("PHONE", "11987654321"))).toBe(false);
    expect(isPixKey("PHONE", "+14155550123")).toBe(false);
    expect(isPixKey("PHONE", "+5501987654321")).toBe(false);
  });

  it("takes an e-mail of at most 77 characters and a UUID random key", () => {
    expect(isPixKey("EMAIL", normalisePixKey("EMAIL", " Maria@Example.COM "))).toBe(true);
    expect(isPixKey("EMAIL", "maria@")).toBe(false);
    expect(isPixKey("EMAIL", `${"a".repeat(72)}@ex.com`)).toBe(false);
    expect(isPixKey("EVP", normalisePixKey("EVP", "123E4567-E89B-12D3-A456-426614174000"))).toBe(true);
    expect(isPixKey("EVP", "123e4567e89b12d3a456426614174000")).toBe(false);
  });

  it("masks each type so it can be recognised, not reused", () => {
    expect(maskPixKey("CPF", "52998224725")).toBe("***.982.247-**");
    expect(maskPixKey("EMAIL", "maria@example.com")).toBe("m***@example.com");
    expect(maskPixKey("PHONE", "+5511987654321")).toBe("+55 11 *****-4321");
    expect(maskPixKey("EVP", "123e4567-e89b-12d3-a456-426614174000")).toBe(
      "123e4567-****-****-****-********4000",
    );
  });

  it("names pixKey and the type's own error code when the contract refuses a key", () => {
    const parsed = PixPayeeRequest.safeParse({
      type: "PIX",
      pixKeyType: "CPF",
      pixKey: "123.456.789-00",
      holderName: "Maria Silva",
    });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0] as { path: unknown[]; params?: { errorCode?: string } };
    expect(issue.path).toEqual(["pixKey"]);
    expect(issue.params?.errorCode).toBe("payee.pix.cpf.invalid");
  });
});
