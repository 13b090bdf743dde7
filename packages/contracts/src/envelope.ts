import { z } from "zod";
import { LocalDate } from "./dates.js";

/** Successful reply: `{ success: true, value }` (DESIGN.md §3). */
export function ok<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  /** Which input field was refused, when the error is about one. */
  field: z.string().optional(),
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Paged list shape: `page`, `size` in; `{list, total, totalPages, page}` out. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
  });
}

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * A paged list between two days (inclusive); records and histories extend it with filters, then
 * check the period with `withPeriod` (dates.ts).
 */
export const DateRangePageQuery = PageQuery.extend({
  startDate: LocalDate.optional(),
  endDate: LocalDate.optional(),
});

/** A reply that is a file (an image), sent as its bytes with its own content type. */
export const FileReply = z.unknown().describe("file");
