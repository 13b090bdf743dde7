import type { GameType } from "./games-aggregator.js";
import type { Language, Localized } from "./language-codes.js";

/*
 * Where the site sends a player for a game: plain values without schemas, kept apart from
 * games.ts so the site's first screen reads them without loading zod (decision 100).
 */

/** Web route of each category's game list (SPEC §2). */
export const CATEGORY_PAGES: Record<GameType, string> = {
  RNG: "/rng",
  LIVE: "/live",
  FISH: "/fish",
  PVP: "/pvp",
  SPORTS: "/sports",
  ESPORTS: "/esports",
  LOTT: "/lottery",
  ELOTT: "/elott",
};

/** Footer logo family of SPEC §2: SV3 counts as SPORTS, N2 as LIVE, anything else as RNG. */
export function logoCategory(logoType: string): "SPORTS" | "LIVE" | "RNG" {
  if (logoType === "SV3") return "SPORTS";
  if (logoType === "N2") return "LIVE";
  return "RNG";
}

/**
 * Where a launch goes (SPEC §2 "Game launch routing"): lotteries by account type, in-house games
 * to /bgs, every other provider to /rng (then the /game frame).
 */
export function launchRoute(accountTypeName: string): string {
  if (accountTypeName === "LOTT" || accountTypeName === "ELOTT") return "/lottery";
  if (accountTypeName === "TCG_SEA") return "/seaLottery";
  if (accountTypeName === "TCG_LOTTO_VN") return "/vnlottery";
  if (accountTypeName === "BGS") return "/bgs";
  return "/rng";
}

/**
 * What players read for the platform's own products, whose catalogue rows hold one name: the
 * vendor code (BGS, TCG_LOTTO_VN...) is an internal key and is never shown. Aggregator providers
 * keep their brand name (PG Soft, Evolution), the same in every language.
 */
export const HOUSE_VENDOR_NAMES: Readonly<Record<string, Localized>> = {
  BGS: {
    PT: "Jogada Originals",
    EN: "Jogada Originals",
    VI: "Jogada Originals",
    TH: "Jogada Originals",
    ZH: "Jogada Originals",
    ID: "Jogada Originals",
    ES: "Jogada Originals",
  },
  LOTT: { PT: "Loterias", EN: "Lotteries", VI: "Xổ số", TH: "หวย", ZH: "彩票", ID: "Togel", ES: "Loterías" },
  ELOTT: {
    PT: "Loterias Rápidas",
    EN: "Quick Lotteries",
    VI: "Xổ số siêu tốc",
    TH: "หวยออนไลน์",
    ZH: "电子彩票",
    ID: "E-lotre",
    ES: "Loterías rápidas",
  },
  TCG_LOTTO_VN: {
    PT: "Loteria do Vietnã",
    EN: "Vietnam Lottery",
    VI: "Xổ số Việt Nam",
    TH: "หวยเวียดนาม",
    ZH: "越南彩",
    ID: "Togel Vietnam",
    ES: "Lotería de Vietnam",
  },
  TCG_SEA: {
    PT: "Loterias do Sudeste Asiático",
    EN: "Southeast Asian Lotteries",
    VI: "Xổ số Đông Nam Á",
    TH: "หวยเอเชียตะวันออกเฉียงใต้",
    ZH: "东南亚彩票",
    ID: "Togel Asia Tenggara",
    ES: "Loterías del Sudeste Asiático",
  },
};

/** A provider's name in the reader's language: the house products' own, else the catalogue's. */
export function vendorDisplayName(code: string, catalogueName: string, language: Language): string {
  return HOUSE_VENDOR_NAMES[code]?.[language] ?? catalogueName;
}
