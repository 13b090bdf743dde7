import { VN_PRIZE_STRUCTURE, type VnRegion } from "@jogada/games";

/** A sheet as a results feed sends it (FeedSheet): what manual entry submits. */
export type FeedSheetValue =
  | { kind: "vn"; sheet: { region: string; prizes: Record<string, unknown> } }
  | { kind: "thai" | "lao" | "my4d"; sheet: Record<string, unknown> };

/** The lottery kind and (VN) region of a draw, from its id: `vn-south:tp-hcm:20250106`, `thai:20250116`. */
export function sheetKindOf(
  drawId: string,
): { kind: "vn"; region: VnRegion } | { kind: "thai" | "lao" | "my4d" } {
  const game = drawId.split(":")[0] ?? "";
  if (game.startsWith("vn-")) return { kind: "vn", region: game.slice(3) as VnRegion };
  return { kind: game as "thai" | "lao" | "my4d" };
}

/** Prize rows of a VN region with the numbers typed so far (space or comma separated). */
export function vnRows(region: VnRegion) {
  return VN_PRIZE_STRUCTURE[region].filter((spec) => spec.count > 0);
}

/** The typed prize lines as a VN feed sheet; the server checks counts and digits and names any mistake. */
export function vnSheetFrom(region: VnRegion, lines: Record<string, string>): FeedSheetValue {
  const prizes: Record<string, string[]> = {};
  for (const spec of vnRows(region)) {
    prizes[spec.prize] = (lines[spec.prize] ?? "").split(/[\s,;]+/).filter(Boolean);
  }
  return { kind: "vn", sheet: { region, prizes } };
}

/** A source's sheet as the typed lines, to start from what one source said. */
export function vnLinesOf(sheet: unknown): Record<string, string> {
  const prizes = (sheet as { sheet?: { prizes?: Record<string, unknown> } } | null)?.sheet?.prizes ?? {};
  const lines: Record<string, string> = {};
  for (const [prize, numbers] of Object.entries(prizes)) {
    if (Array.isArray(numbers)) lines[prize] = numbers.map(String).join(" ");
  }
  return lines;
}

/** Other kinds are typed as the sheet's JSON; null when it does not read as an object. */
export function jsonSheetFrom(kind: "thai" | "lao" | "my4d", text: string): FeedSheetValue | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    return { kind, sheet: value as Record<string, unknown> };
  } catch {
    return null;
  }
}
