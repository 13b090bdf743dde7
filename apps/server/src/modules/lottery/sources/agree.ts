import { sheetFingerprint } from "./sheets.js";
import type { Agreement, ResultSheet, SourceReading } from "./types.js";

/**
 * What the readings of every configured source say together. Any two published sheets that
 * differ are a disagreement (never settled on, whatever the count); otherwise the sheet is agreed
 * once `required` sources publish it. Invalid and pending sources count for nothing.
 */
export function agree(readings: readonly SourceReading[], required: number): Agreement {
  const groups = new Map<string, { sheet: ResultSheet; sources: string[] }>();
  for (const reading of readings) {
    if (reading.status !== "published") continue;
    const key = sheetFingerprint(reading.sheet);
    const group = groups.get(key) ?? { sheet: reading.sheet, sources: [] };
    group.sources.push(reading.source);
    groups.set(key, group);
  }
  if (groups.size > 1) {
    const sides = [...groups.values()].map((g) => g.sources.join(" + "));
    return { status: "disagree", reason: `sources publish different results: ${sides.join(" vs ")}` };
  }
  const [group] = groups.values();
  if (group && group.sources.length >= required)
    return { status: "agreed", sheet: group.sheet, sources: [...group.sources].sort() };
  const pending = readings.filter((r) => r.status === "pending").map((r) => r.source);
  const invalid = readings.filter((r) => r.status === "invalid").map((r) => r.source);
  const parts = [`${group?.sources.length ?? 0} of ${required} required sources published`];
  if (pending.length) parts.push(`pending: ${pending.join(", ")}`);
  if (invalid.length) parts.push(`invalid: ${invalid.join(", ")}`);
  return { status: "waiting", reason: parts.join("; ") };
}
