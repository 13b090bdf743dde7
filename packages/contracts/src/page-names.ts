import type { Localized } from "./language.js";

/**
 * The one name of every member-centre page, in PT and EN: the server's account menu, the
 * logged-in dropdown, the member centre's menu and the page's own title all read it here, so a
 * menu entry always says what the page it opens is called.
 */
export const MEMBER_PAGE_NAMES = {
  securityCenter: { PT: "Minha conta", EN: "My account" },
  transferFund: { PT: "Minha carteira", EN: "My wallet" },
  depositv2: { PT: "Depósito", EN: "Deposit" },
  withdraw: { PT: "Saque", EN: "Withdrawal" },
  transferUpline: { PT: "Transferir para o superior", EN: "Transfer to upline" },
  personalHistoryCopy: { PT: "Registro de apostas", EN: "Betting record" },
  transactionHistory: { PT: "Registro da conta", EN: "Account record" },
  personalProfit: { PT: "Lucros e perdas", EN: "Profit and loss" },
  bonusDetails: { PT: "Detalhes do bônus", EN: "Bonus details" },
  rewardCenter: { PT: "Central de recompensas", EN: "Reward centre" },
  referral: { PT: "Indique amigos", EN: "Invite friends" },
  missionLeaderboard: { PT: "Missões", EN: "Missions" },
  messageV2: { PT: "Informações da plataforma", EN: "Platform information" },
  responsibleGaming: { PT: "Jogo responsável", EN: "Responsible gaming" },
  feedback: { PT: "Feedback", EN: "Feedback" },
} as const satisfies Record<string, Localized>;
export type MemberPageKey = keyof typeof MEMBER_PAGE_NAMES;

/** The name of each page of the site with a menu entry (header tabs and their page titles). */
export const SITE_PAGE_NAMES = {
  lobby: { PT: "Início", EN: "Lobby" },
  lottery: { PT: "Loteria", EN: "Lottery" },
  rng: { PT: "Slots", EN: "Slots" },
  live: { PT: "Cassino ao vivo", EN: "Live casino" },
  fish: { PT: "Pesca", EN: "Fishing" },
  pvp: { PT: "PVP", EN: "PVP" },
  sports: { PT: "Esportes", EN: "Sports" },
  esports: { PT: "eSports", EN: "eSports" },
  bgs: { PT: "Jogos da casa", EN: "House games" },
  promotions: { PT: "Promoções", EN: "Promotions" },
  vip: { PT: "VIP", EN: "VIP" },
  pointMall: { PT: "Loja de pontos", EN: "Point mall" },
  chatRoom: { PT: "Sala de bate-papo", EN: "Chat room" },
} as const satisfies Record<string, Localized>;
export type SitePageKey = keyof typeof SITE_PAGE_NAMES;
