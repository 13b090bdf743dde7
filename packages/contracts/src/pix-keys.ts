import { z } from "zod";

/**
 * Pix keys (chaves) a payout can be sent to, as the Banco Central's directory (DICT) writes them:
 * a CPF (11 digits with valid check digits), an e-mail (at most 77 characters), a Brazilian
 * mobile number in E.164 (+55, area code, number) and a random key (EVP, a UUID). CNPJ keys are
 * companies', never a player's.
 */
export const PIX_KEY_TYPES = ["CPF", "EMAIL", "PHONE", "EVP"] as const;
export const PixKeyType = z.enum(PIX_KEY_TYPES);
export type PixKeyType = z.infer<typeof PixKeyType>;

/** The error code naming what is wrong with a key of each type. */
export const PIX_KEY_ERRORS = {
  CPF: "payee.pix.cpf.invalid",
  EMAIL: "payee.pix.email.invalid",
  PHONE: "payee.pix.phone.invalid",
  EVP: "payee.pix.evp.invalid",
} as const satisfies Record<PixKeyType, string>;

/** Whether 11 digits are a CPF: both check digits right, not one digit repeated. */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key as the directory stores it: a CPF's digits only, an e-mail in lower case, a phone as
 * +55 and its digits, a random key in lower case. What a person types (dots, dashes, spaces,
 * brackets) is dropped first, so "123.456.789-09" and "12345678909" are the same key.
 */
export function normalisePixKey(type: PixKeyType, raw: string): string {
  const text = raw.trim();
  switch (type) {
    case "CPF":
      return /^[\d.\s-]+$/.test(text) ? text.replace(/\D/g, "") : text;
    case "EMAIL":
      return text.toLowerCase();
    case "PHONE":
      return /^\+?[\d\s().-]+$/.test(text) ? `+${text.replace(/\D/g, "")}` : text;
    case "EVP":
      return text.toLowerCase();
  }
}

/** Whether a key (normalised) is a well-formed key of its type. */
export function isPixKey(type: PixKeyType, key: string): boolean {
  switch (type) {
    case "CPF":
      return isCpf(key);
    case "EMAIL":
      return key.length <= 77 && EMAIL.test(key);
    case "PHONE":
      // Area code 11 to 99, then a landline's 8 digits or a mobile's 9 (starting with 9).
      return /^\+55[1-9][1-9](?:9\d{8}|[2-8]\d{7})$/.test(key);
    case "EVP":
      return UUID.test(key);
  }
}

/**
 * The key as staff and receipts show it: enough to recognise, not enough to reuse. A CPF keeps
 * its middle six digits (the Banco Central's own masking), an e-mail its first letter and
 * domain, a phone its area code and last four digits, a random key its first and last blocks.
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case "CPF":
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case "EMAIL": {
      const at = key.lastIndexOf("@");
      return `${key.slice(0, 1)}***${key.slice(at)}`;
    }
    case "PHONE":
      return `+55 ${key.slice(3, 5)} *****-${key.slice(-4)}`;
    case "EVP":
      return `${key.slice(0, 8)}-****-****-****-********${key.slice(-4)}`;
  }
}
