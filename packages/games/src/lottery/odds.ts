import type { OddsErrorCode } from "./errors.js";
import { cmp, type Fraction, fromDecimal, toNumber } from "./rational.js";
import { MY4D_BET_TYPES, MY4D_PAID_TIERS, type My4dBetType, type My4dOdds, my4dRtp } from "./sea-4d.js";
import { LAO_BET_TYPES, type LaoBetType, laoRtp } from "./sea-lao.js";
import { THAI_BET_TYPES, type ThaiBetType, thaiRtp } from "./sea-thai.js";
import type { Odds10k } from "./types.js";
import { VN_BET_TYPES, type VnBetType } from "./vn-bets.js";
import { vnRtp } from "./vn-rtp.js";
import type { VnRegion } from "./vn-sheet.js";

/** Games whose odds are brand data (fast games derive theirs from the prize group instead). */
export const ODDS_GAMES = ["vn-north", "vn-central", "vn-south", "thai", "lao", "my4d"] as const;
export type OddsGame = (typeof ODDS_GAMES)[number];

/**
 * A brand's odds for one game: odds10k per key. Keys are the bet types, except Malaysian 4D whose
 * keys are `${betType}.${tier}` ("big.first", ..., "small.third").
 */
export interface OddsTable {
  game: OddsGame;
  odds: Readonly<Record<string, Odds10k>>;
}

export interface OddsEntryReturn {
  game: OddsGame;
  betType: string;
  /** Exact return to player. */
  rtp: Fraction;
  /** The same as a number, for display (0.98 = 98%). */
  rtpValue: number;
}

export interface OddsProblem {
  code: OddsErrorCode;
  game: OddsGame;
  /** The bet type at fault. */
  betType: string;
  /** The odds key at fault, when it differs from the bet type (4D tiers, unknown keys). */
  key?: string;
  /** The entry's return when it is above the maximum. */
  rtpValue?: number;
}

const vnRegion = (game: OddsGame): VnRegion | null =>
  game === "vn-north" ? "north" : game === "vn-central" ? "central" : game === "vn-south" ? "south" : null;

export function oddsBetTypes(game: OddsGame): readonly string[] {
  if (vnRegion(game)) return VN_BET_TYPES;
  if (game === "thai") return THAI_BET_TYPES;
  return game === "lao" ? LAO_BET_TYPES : MY4D_BET_TYPES;
}

/** Every key a table of the game must hold, in display order. */
export function oddsKeys(game: OddsGame): string[] {
  if (game !== "my4d") return [...oddsBetTypes(game)];
  return MY4D_BET_TYPES.flatMap((type) => MY4D_PAID_TIERS[type].map((tier) => `${type}.${tier}`));
}

function my4dOdds(table: OddsTable, type: My4dBetType): My4dOdds {
  return Object.fromEntries(MY4D_PAID_TIERS[type].map((tier) => [tier, table.odds[`${type}.${tier}`] ?? 0]));
}

/** Exact return of one bet type of a table (the table's keys are assumed complete and valid). */
export function betTypeRtp(table: OddsTable, betType: string): Fraction {
  const region = vnRegion(table.game);
  const odds = table.odds[betType] ?? 0;
  if (region) return vnRtp(region, betType as VnBetType, odds);
  if (table.game === "thai") return thaiRtp(betType as ThaiBetType, odds);
  if (table.game === "lao") return laoRtp(betType as LaoBetType, odds);
  return my4dRtp(betType as My4dBetType, my4dOdds(table, betType as My4dBetType));
}

/** Every bet type's exact return: what the operator call lists. */
export function oddsTableReturns(table: OddsTable): OddsEntryReturn[] {
  return oddsBetTypes(table.game).map((betType) => {
    const rtp = betTypeRtp(table, betType);
    return { game: table.game, betType, rtp, rtpValue: toNumber(rtp) };
  });
}

const betTypeOfKey = (game: OddsGame, key: string) => (game === "my4d" ? key.split(".")[0]! : key);

/**
 * The first reason a table cannot be saved: a missing, unknown or malformed entry, or an entry
 * whose exact return is above `maxRtp` (0.995 = 99.5%), naming the bet type. Null when it is fine.
 */
export function checkOddsTable(table: OddsTable, maxRtp = 0.995): OddsProblem | null {
  const { game } = table;
  if (!(ODDS_GAMES as readonly string[]).includes(game))
    return { code: "lottery.odds.unknown", game, betType: String(game) };
  const keys = oddsKeys(game);
  for (const key of Object.keys(table.odds))
    if (!keys.includes(key))
      return { code: "lottery.odds.unknown", game, betType: betTypeOfKey(game, key), key };
  for (const key of keys) {
    const odds = table.odds[key];
    if (odds === undefined)
      return { code: "lottery.odds.missing", game, betType: betTypeOfKey(game, key), key };
    if (!Number.isSafeInteger(odds) || odds < 0)
      return { code: "lottery.odds.invalid", game, betType: betTypeOfKey(game, key), key };
  }
  const max = fromDecimal(maxRtp);
  for (const entry of oddsTableReturns(table))
    if (cmp(entry.rtp, max) > 0)
      return { code: "lottery.odds.rtp", game, betType: entry.betType, rtpValue: entry.rtpValue };
  return null;
}
