import type { MenuItem, ModuleId } from "@jogada/contracts";
import type { LoadedBrand } from "../brand/service.js";

interface MenuEntry {
  key: string;
  route: string;
  label: { PT: string; EN: string };
  /** Shown only while this whitelabel module is on. */
  module?: ModuleId;
  children?: MenuEntry[];
}

/** The header's tabs (SPEC §2): lobby, game categories, promotions and the brand's pages. */
const HEADER: MenuEntry[] = [
  { key: "lobby", route: "/", label: { PT: "Início", EN: "Lobby" } },
  { key: "lottery", route: "/lottery", label: { PT: "Loteria", EN: "Lottery" } },
  { key: "rng", route: "/rng", label: { PT: "Slots", EN: "Slots" }, module: "GAMELO3" },
  { key: "live", route: "/live", label: { PT: "Cassino ao vivo", EN: "Live casino" }, module: "GAMELO3" },
  { key: "fish", route: "/fish", label: { PT: "Pesca", EN: "Fishing" }, module: "GAMELO3" },
  { key: "pvp", route: "/pvp", label: { PT: "PVP", EN: "PVP" }, module: "GAMELO3" },
  { key: "sports", route: "/sports", label: { PT: "Esportes", EN: "Sports" }, module: "GAMELO3" },
  { key: "esports", route: "/esports", label: { PT: "eSports", EN: "eSports" }, module: "GAMELO3" },
  { key: "bgs", route: "/bgs", label: { PT: "Jogos da casa", EN: "House games" } },
  { key: "promotions", route: "/promotions", label: { PT: "Promoções", EN: "Promotions" } },
  { key: "vip", route: "/vip", label: { PT: "VIP", EN: "VIP" } },
  {
    key: "pointMall",
    route: "/pointMall",
    label: { PT: "Loja de pontos", EN: "Point mall" },
    module: "PTSYS3",
  },
  { key: "chatRoom", route: "chatRoom", label: { PT: "Sala de bate-papo", EN: "Chat room" }, module: "CBS3" },
];

/** The logged-in bar's dropdown and the member centre, in the SPEC's order; routes are page keys. */
const MEMBER: MenuEntry[] = [
  { key: "securityCenter", route: "securityCenter", label: { PT: "Minha conta", EN: "My account" } },
  {
    key: "transferFund",
    route: "transferFund",
    label: { PT: "Transferir", EN: "Transfer" },
    module: "FUNDTRANS3",
  },
  { key: "depositv2", route: "depositv2", label: { PT: "Depositar", EN: "Deposit" } },
  { key: "withdraw", route: "withdraw", label: { PT: "Sacar", EN: "Withdraw" } },
  {
    key: "transferUpline",
    route: "transferUpline",
    label: { PT: "Transferir ao membro", EN: "Member transfer" },
    module: "MEMTRANS3",
  },
  {
    key: "personalHistoryCopy",
    route: "personalHistoryCopy",
    label: { PT: "Histórico de apostas", EN: "Betting record" },
  },
  {
    key: "transactionHistory",
    route: "transactionHistory",
    label: { PT: "Histórico de transações", EN: "Transaction history" },
  },
  { key: "personalProfit", route: "personalProfit", label: { PT: "Lucros e perdas", EN: "Profit and loss" } },
  { key: "bonusDetails", route: "bonusDetails", label: { PT: "Detalhes de bônus", EN: "Bonus details" } },
  {
    key: "rewardCenter",
    route: "rewardCenter",
    label: { PT: "Centro de recompensas", EN: "Reward center" },
    module: "REWCEN3",
  },
  { key: "referral", route: "referral", label: { PT: "Indicação", EN: "Referral" } },
  {
    key: "missionLeaderboard",
    route: "missionLeaderboard",
    label: { PT: "Missões", EN: "Missions" },
    module: "MISSIONLB3",
  },
  {
    key: "messageV2",
    route: "messageV2",
    label: { PT: "Informações da plataforma", EN: "Platform information" },
    module: "INBOX3",
  },
  {
    key: "responsibleGaming",
    route: "responsibleGaming",
    label: { PT: "Jogo responsável", EN: "Responsible gaming" },
  },
  { key: "feedback", route: "feedback", label: { PT: "Feedback", EN: "Feedback" }, module: "FEEDBACK3" },
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
