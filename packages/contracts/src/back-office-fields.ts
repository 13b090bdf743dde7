import { z } from "zod";
import { LocalDate } from "./dates.js";

/** Fields the back office's shapes share. */

export const Money = z.string();
export const Reason = z.string().trim().min(2).max(500);
/** A calendar day (yyyy-MM-dd); 2026-02-30 is refused. */
export const Day = LocalDate;
export const Merchant = z.string().trim().min(1).max(32);
export const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A CSV reply, streamed row by row; `reply` only documents it. */
export const CsvReply = z.unknown().describe("text/csv");
