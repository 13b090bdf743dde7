import type { Localized } from "./language.js";

/**
 * The one name of every member-centre page, in PT and EN: the server's account menu, the
 * logged-in dropdown, the member centre's menu and the page's own title all read it here, so a
 * menu entry always says what the page it opens is called.
 */
export const MEMBER_PAGE_NAMES = {
  securityCenter: { PT: "Minha conta", EN: "My account", VI: "Tài khoản của tôi" },
  transferFund: { PT: "Minha carteira", EN: "My wallet", VI: "Ví của tôi" },
  depositv2: { PT: "Depósito", EN: "Deposit", VI: "Nạp tiền" },
  withdraw: { PT: "Saque", EN: "Withdrawal", VI: "Rút tiền" },
  transferUpline: { PT: "Transferir para o superior", EN: "Transfer to upline", VI: "Chuyển cho tuyến trên" },
  personalHistoryCopy: { PT: "Registro de apostas", EN: "Betting record", VI: "Lịch sử cược" },
  transactionHistory: { PT: "Registro da conta", EN: "Account record", VI: "Lịch sử tài khoản" },
  personalProfit: { PT: "Lucros e perdas", EN: "Profit and loss", VI: "Lãi lỗ" },
  bonusDetails: { PT: "Detalhes do bônus", EN: "Bonus details", VI: "Chi tiết tiền thưởng" },
  rewardCenter: { PT: "Central de recompensas", EN: "Reward centre", VI: "Trung tâm phần thưởng" },
  referral: { PT: "Indique amigos", EN: "Invite friends", VI: "Mời bạn bè" },
  missionLeaderboard: { PT: "Missões", EN: "Missions", VI: "Nhiệm vụ" },
  messageV2: { PT: "Informações da plataforma", EN: "Platform information", VI: "Thông tin nhà cái" },
  responsibleGaming: { PT: "Jogo responsável", EN: "Responsible gaming", VI: "Chơi có trách nhiệm" },
  feedback: { PT: "Feedback", EN: "Feedback", VI: "Góp ý" },
} as const satisfies Record<string, Localized>;
export type MemberPageKey = keyof typeof MEMBER_PAGE_NAMES;

/** The name of each page of the site with a menu entry (header tabs and their page titles). */
export const SITE_PAGE_NAMES = {
  lobby: { PT: "Início", EN: "Lobby", VI: "Sảnh" },
  lottery: { PT: "Loteria", EN: "Lottery", VI: "Xổ số" },
  rng: { PT: "Slots", EN: "Slots", VI: "Nổ hũ" },
  live: { PT: "Cassino ao vivo", EN: "Live casino", VI: "Casino trực tuyến" },
  fish: { PT: "Pesca", EN: "Fishing", VI: "Bắn cá" },
  pvp: { PT: "PVP", EN: "PVP", VI: "Game bài" },
  sports: { PT: "Esportes", EN: "Sports", VI: "Thể thao" },
  esports: { PT: "eSports", EN: "eSports", VI: "Thể thao điện tử" },
  bgs: { PT: "Jogos da casa", EN: "House games", VI: "Trò chơi nhà cái" },
  promotions: { PT: "Promoções", EN: "Promotions", VI: "Khuyến mãi" },
  vip: { PT: "VIP", EN: "VIP", VI: "VIP" },
  pointMall: { PT: "Loja de pontos", EN: "Point mall", VI: "Cửa hàng điểm" },
  chatRoom: { PT: "Sala de bate-papo", EN: "Chat room", VI: "Phòng chat" },
} as const satisfies Record<string, Localized>;
export type SitePageKey = keyof typeof SITE_PAGE_NAMES;
