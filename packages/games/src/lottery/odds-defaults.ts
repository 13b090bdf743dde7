import type { OddsGame, OddsTable } from "./odds.js";
import type { VnBetType } from "./vn-bets.js";

const x = (odds: number) => Math.round(odds * 10_000);

/** Prices shared by every region: their return does not depend on how many numbers are drawn. */
const VN_COMMON = {
  lo2: x(98),
  lo3: x(960),
  lo4: x(8880),
  de: x(98),
  de_dau: x(98),
  de_nhat: x(98),
  dau: x(9.8),
  duoi: x(9.8),
  cang3: x(960),
  cang4: x(8880),
  big_small: x(1.98),
  odd_even: x(1.98),
} satisfies Partial<Record<VnBetType, number>>;

/**
 * Xiên and lô trượt depend on how many numbers are drawn (27 in the North, 18 in the South and
 * Central), so each region has its own, priced to return about 84-91%. (The observed North
 * market prices of REFERENCE.md §3 for xiên 3 / 4 and lô trượt xiên 10, 65 / 180 / 12, return
 * only 80% / 48% / 70%.)
 */
const VN_NORTH: Record<VnBetType, number> = {
  ...VN_COMMON,
  xien2: x(16),
  xien3: x(72),
  xien4: x(330),
  truot_xien4: x(2.5),
  truot_xien8: x(8),
  truot_xien10: x(15),
};

const VN_SOUTH: Record<VnBetType, number> = {
  ...VN_COMMON,
  xien2: x(34),
  xien3: x(230),
  xien4: x(1600),
  truot_xien4: x(1.9),
  truot_xien8: x(4),
  truot_xien10: x(6),
};

/** Default odds per game (every entry returns under 99.5%); brands override them as data. */
export const DEFAULT_ODDS_TABLES: Readonly<Record<OddsGame, OddsTable>> = {
  "vn-north": { game: "vn-north", odds: VN_NORTH },
  "vn-central": { game: "vn-central", odds: VN_SOUTH },
  "vn-south": { game: "vn-south", odds: VN_SOUTH },
  thai: {
    game: "thai",
    odds: { top3: x(900), tod3: x(150), top2: x(90), bottom2: x(90), run_top: x(3.2), run_bottom: x(4.2) },
  },
  lao: { game: "lao", odds: { lao4: x(9000), lao3: x(900), lao2: x(90) } },
  /** Malaysian 4D per unit: the published Big and Small prize amounts per RM1. */
  my4d: {
    game: "my4d",
    odds: {
      "big.first": x(2500),
      "big.second": x(1000),
      "big.third": x(500),
      "big.special": x(180),
      "big.consolation": x(60),
      "small.first": x(3500),
      "small.second": x(2000),
      "small.third": x(1000),
    },
  },
};
