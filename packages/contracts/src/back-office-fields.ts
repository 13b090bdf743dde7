import { z } from "zod";

/** Fields the back office's shapes share. */

export const Money = z.string();
export const Reason = z.string().trim().min(2).max(500);
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const Merchant = z.string().trim().min(1).max(32);
export const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A CSV reply, streamed row by row; `reply` only documents it. */
export const CsvReply = z.unknown().describe("text/csv");
