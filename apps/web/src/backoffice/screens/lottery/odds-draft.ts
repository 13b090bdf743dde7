import { type OddsGame, oddsKeys, oddsTableReturns } from "@jogada/games";

/** What the odds form holds: the text typed for each key of one game's table. */
export type OddsDraft = Record<string, string>;

/** Odds as typed ("98", "9.8") in the unit packages/games computes with (odds × 10,000), or null. */
export function odds10kOfText(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
}

/** Typed odds as the save call takes them (a decimal point, no spaces). */
export function oddsBody(draft: OddsDraft): OddsDraft {
  return Object.fromEntries(Object.entries(draft).map(([key, text]) => [key, text.trim().replace(",", ".")]));
}

/**
 * The return to player of each key while the staff types, by the rules the server's guard applies
 * (`oddsTableReturns` of packages/games): a Malaysian 4D tier shows its bet type's return, which
 * all its tiers make together. A key whose bet type has an entry that does not read as odds is null.
 */
export function draftReturns(game: OddsGame, draft: OddsDraft): Record<string, number | null> {
  const keys = oddsKeys(game);
  const odds: Record<string, number> = {};
  const unreadable = new Set<string>();
  for (const key of keys) {
    const value = odds10kOfText(draft[key] ?? "");
    if (value === null) unreadable.add(betTypeOf(game, key));
    else odds[key] = value;
  }
  for (const key of keys) odds[key] ??= 0;
  const byType = new Map(oddsTableReturns({ game, odds }).map((entry) => [entry.betType, entry.rtpValue]));
  return Object.fromEntries(
    keys.map((key) => {
      const type = betTypeOf(game, key);
      return [key, unreadable.has(type) ? null : (byType.get(type) ?? null)];
    }),
  );
}

export function betTypeOf(game: OddsGame, key: string): string {
  return game === "my4d" ? (key.split(".")[0] ?? key) : key;
}

/**
 * The key a refusal's field (`odds.<key>`, or `odds.<betType>` when the guard judged a 4D bet
 * type as a whole) belongs on: that key, else the bet type's first key; null for another field.
 */
export function keyOfField(field: string | undefined, game: OddsGame): string | null {
  if (!field?.startsWith("odds.")) return null;
  const named = field.slice("odds.".length);
  const keys = oddsKeys(game);
  if (keys.includes(named)) return named;
  return keys.find((key) => betTypeOf(game, key) === named) ?? null;
}
