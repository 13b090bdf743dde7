import {
  type Localized,
  MEMBER_PAGE_NAMES,
  type MenuItem,
  type ModuleId,
  SITE_PAGE_NAMES,
} from "@jogada/contracts";

const NAME = { ...SITE_PAGE_NAMES, ...MEMBER_PAGE_NAMES };

import type { LoadedBrand } from "../brand/service.js";

interface MenuEntry {
  key: string;
  route: string;
  label: Localized;
  /** Shown only while this whitelabel module is on. */
  module?: ModuleId;
  children?: MenuEntry[];
}

/**
 * The header's tabs in SPEC §2's order: lobby, the in-house games first among the games, the
 * other game categories, the brand's pages, promotions last (the chat room is the bar's icon,
 * not a tab).
 */
const HEADER: MenuEntry[] = [
  { key: "lobby", route: "/", label: NAME.lobby },
  { key: "bgs", route: "/bgs", label: NAME.bgs },
  { key: "lottery", route: "/lottery", label: NAME.lottery },
  { key: "rng", route: "/rng", label: NAME.rng, module: "GAMELO3" },
  { key: "live", route: "/live", label: NAME.live, module: "GAMELO3" },
  { key: "fish", route: "/fish", label: NAME.fish, module: "GAMELO3" },
  { key: "pvp", route: "/pvp", label: NAME.pvp, module: "GAMELO3" },
  { key: "sports", route: "/sports", label: NAME.sports, module: "GAMELO3" },
  { key: "esports", route: "/esports", label: NAME.esports, module: "GAMELO3" },
  { key: "vip", route: "/vip", label: NAME.vip },
  {
    key: "pointMall",
    route: "/pointMall",
    label: NAME.pointMall,
    module: "PTSYS3",
  },
  { key: "promotions", route: "/promotions", label: NAME.promotions },
  { key: "chatRoom", route: "chatRoom", label: NAME.chatRoom, module: "CBS3" },
];

/** The logged-in bar's dropdown and the member centre, in the SPEC's order; routes are page keys. */
const MEMBER: MenuEntry[] = [
  { key: "securityCenter", route: "securityCenter", label: NAME.securityCenter },
  {
    key: "transferFund",
    route: "transferFund",
    label: NAME.transferFund,
    module: "FUNDTRANS3",
  },
  { key: "depositv2", route: "depositv2", label: NAME.depositv2 },
  { key: "withdraw", route: "withdraw", label: NAME.withdraw },
  {
    key: "transferUpline",
    route: "transferUpline",
    label: NAME.transferUpline,
    module: "MEMTRANS3",
  },
  {
    key: "personalHistoryCopy",
    route: "personalHistoryCopy",
    label: NAME.personalHistoryCopy,
  },
  {
    key: "transactionHistory",
    route: "transactionHistory",
    label: NAME.transactionHistory,
  },
  { key: "personalProfit", route: "personalProfit", label: NAME.personalProfit },
  { key: "bonusDetails", route: "bonusDetails", label: NAME.bonusDetails },
  {
    key: "rewardCenter",
    route: "rewardCenter",
    label: NAME.rewardCenter,
    module: "REWCEN3",
  },
  { key: "referral", route: "referral", label: NAME.referral },
  {
    key: "missionLeaderboard",
    route: "missionLeaderboard",
    label: NAME.missionLeaderboard,
    module: "MISSIONLB3",
  },
  {
    key: "messageV2",
    route: "messageV2",
    label: NAME.messageV2,
    module: "INBOX3",
  },
  {
    key: "responsibleGaming",
    route: "responsibleGaming",
    label: NAME.responsibleGaming,
  },
  { key: "feedback", route: "feedback", label: NAME.feedback, module: "FEEDBACK3" },
];

function build(entries: readonly MenuEntry[], on: Record<string, boolean>): MenuItem[] {
  return entries
    .filter((entry) => !entry.module || on[entry.module] === true)
    .map((entry) => ({
      key: entry.key,
      route: entry.route,
      label: entry.label,
      children: build(entry.children ?? [], on),
    }));
}

/** GET /wps/system/whitelabel: the tree and the menus whose modules are on for the brand. */
export function whitelabelMenus(brand: LoadedBrand) {
  const on = brand.modules;
  return {
    whitelabel: brand.config.whitelabel,
    menus: { header: build(HEADER, on), member: build(MEMBER, on) },
  };
}
