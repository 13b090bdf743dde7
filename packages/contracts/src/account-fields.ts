import { z } from "zod";

/* Field shapes shared by the account contracts (login, registration, passwords). */

/** Mobile numbers are national digits; the dial code travels separately ("+55" or "55"). */
export const DialCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/)
  .transform((value) => (value.startsWith("+") ? value : `+${value}`));
export const MobileNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{5,15}$/);

/** The self-hosted proof-of-work answer (altcha widget payload, base64 JSON). */
export const BotCheck = z.string().max(4000).optional();

export const text = (max = 255) => z.string().trim().max(max);
