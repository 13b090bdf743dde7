import { z } from "zod";
import { text } from "./account-fields.js";
import { ok } from "./envelope.js";
import type { Language } from "./language.js";
import { MoneyString } from "./money.js";

/**
 * Who holds an account: the brand's country (its national id rules), the version of the terms a
 * player accepts with their age at registration (asked again when it changes), and the profile
 * SPEC §3 names (full name, nationality, occupation, source of income, Zalo).
 */
export const IdentitySettings = z.object({
  /** ISO 3166 code of the brand's market: BR checks a CPF's check digits. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The national id's shape outside Brazil (a regular expression over the value without spaces). */
  idNumberPattern: z.string().min(1).max(200),
  /** The terms and age declaration in force; a player who accepted another is asked again. */
  termsVersion: z.string().trim().min(1).max(40),
  /** Paid once, as a reward-centre claim, to a player who adds their Zalo (SPEC §9), "0" for none. */
  zaloReward: MoneyString,
});
export type IdentitySettings = z.infer<typeof IdentitySettings>;
export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = {
  country: "BR",
  idNumberPattern: "^[A-Za-z0-9]{5,20}$",
  termsVersion: "2026-12-01",
  zaloReward: "5.00",
};

/** A CPF's two check digits (mod 11, weights 10..2 then 11..2); all-same digits are never valid. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, "");
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** Whether a national id fits the brand's country: a CPF in Brazil, the configured pattern elsewhere. */
export function idNumberValid(
  settings: Pick<IdentitySettings, "country" | "idNumberPattern">,
  value: string,
): boolean {
  if (settings.country === "BR") return isValidCpf(value);
  try {
    return new RegExp(settings.idNumberPattern).test(value.replace(/\s/g, ""));
  } catch {
    return false;
  }
}

/** The national id's name in the brand's country, for labels and messages. */
export function idNumberLabel(country: string, language: Language): string {
  if (country === "BR") return "CPF";
  return language === "PT" ? "Documento de identificação" : "National ID number";
}

export const SOURCES_OF_INCOME = [
  "salary",
  "business",
  "self-employed",
  "pension",
  "investments",
  "other",
] as const;

export const ProfileValue = z.object({
  fullName: z.string(),
  idNumber: z.string(),
  /** ISO 3166 code or empty. */
  nationality: z.string(),
  occupation: z.string(),
  sourceOfIncome: z.enum(SOURCES_OF_INCOME).or(z.literal("")),
  zalo: z.string(),
  /** The reward for adding Zalo: what it pays, and whether this account already had it. */
  zaloReward: z.object({ amount: z.string(), given: z.boolean() }),
});
export const ProfileReply = ok(ProfileValue);
/** Fields left out stay as they are; the national id and full name, once set, change only through staff. */
export const ProfileRequest = z.object({
  fullName: text(100).optional(),
  idNumber: text(32).optional(),
  nationality: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  occupation: text(80).optional(),
  sourceOfIncome: z.enum(SOURCES_OF_INCOME).optional(),
  zalo: text(20).optional(),
});
export type ProfileRequest = z.infer<typeof ProfileRequest>;

export const TermsValue = z.object({
  /** The version in force for the brand. */
  current: z.string(),
  /** The version this account accepted ("" for none). */
  accepted: z.string(),
  acceptedAt: z.string().nullable(),
});
export const TermsReply = ok(TermsValue);
export const AcceptTermsRequest = z.object({
  /** The version the player read; refused when it is no longer the one in force. */
  version: text(40),
  /** "I am of age and accept the terms": must be true. */
  accept: z.literal(true),
});
