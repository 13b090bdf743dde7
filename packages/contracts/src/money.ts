import { z } from "zod";

/**
 * GameAmount on the wire: a decimal string in major units ("1234.50"), never a float (DESIGN.md §3).
 * Inside: bigint minor units. How many decimals an amount may have is the brand currency's
 * `decimals`; the server checks that with `parseMoney`.
 */
export const MoneyString = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, "a positive decimal number such as 100 or 100.50");
export type MoneyString = z.infer<typeof MoneyString>;

/** A signed amount in replies (entries: negative when money left the wallet). */
export const SignedMoneyString = z.string().regex(/^-?\d+(\.\d+)?$/);
