import { z } from "zod";

/** A periodic job as operators see it (`GET /ops/jobs`). */
export const JobStatusValue = z.object({
  name: z.string(),
  scope: z.enum(["singleton", "every-instance"]),
  everySeconds: z.number().int(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
  lastInstance: z.string().nullable(),
});
export type JobStatusValue = z.infer<typeof JobStatusValue>;
