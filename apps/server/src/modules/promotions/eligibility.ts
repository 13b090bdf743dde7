import type { Eligibility, Language, Localized } from "@jogada/contracts";

/** What promotions need from other modules; wired in modules/index.ts. */
export interface PromotionDeps {
  /** Completed deposits of the player (cashier). */
  depositCount(memberId: number): Promise<number>;
  /** VIP level (0 until a VIP module says otherwise). */
  vipLevelOf?(memberId: number): Promise<number>;
  /** A player who may take no promotion now (self-exclusion, operator block). */
  isExcluded?(memberId: number): Promise<boolean>;
}

export interface EligibilityFacts {
  registeredAt: Date;
  depositCount: number;
  vipLevel: number;
  /** Where the player is now (GeoIP of the request), when known. */
  country: string | undefined;
  /** Usernames of the agents above the player, nearest first. */
  agentLine: readonly string[];
  excluded: boolean;
}

/** Why a player may not take a promotion, as the promotion's page tells them. */
const REASONS: Record<
  "excluded" | "newPlayers" | "minDeposits" | "maxDeposits" | "vip" | "country" | "agent",
  Localized
> = {
  excluded: {
    PT: "a sua conta não pode receber promoções agora.",
    EN: "your account cannot take promotions now.",
    VI: "tài khoản của bạn hiện không thể nhận khuyến mãi.",
    TH: "บัญชีของคุณยังรับโปรโมชั่นไม่ได้ในขณะนี้",
    ZH: "您的账户目前无法参加优惠活动。",
    ID: "akun Anda saat ini tidak dapat menerima promosi.",
    ES: "tu cuenta no puede recibir promociones por ahora.",
  },
  newPlayers: {
    PT: "só para contas criadas depois do início da promoção.",
    EN: "only for accounts opened after the promotion started.",
    VI: "chỉ dành cho tài khoản đăng ký sau khi khuyến mãi bắt đầu.",
    TH: "เฉพาะบัญชีที่สมัครหลังจากโปรโมชั่นเริ่มแล้วเท่านั้น",
    ZH: "仅限活动开始后注册的账户。",
    ID: "hanya untuk akun yang dibuat setelah promosi dimulai.",
    ES: "solo para cuentas abiertas después del inicio de la promoción.",
  },
  minDeposits: {
    PT: "são precisos pelo menos {n} depósitos.",
    EN: "at least {n} deposits are needed.",
    VI: "cần ít nhất {n} lần nạp tiền.",
    TH: "ต้องฝากเงินอย่างน้อย {n} ครั้ง",
    ZH: "需至少存款 {n} 次。",
    ID: "diperlukan minimal {n} kali deposit.",
    ES: "se necesitan al menos {n} depósitos.",
  },
  maxDeposits: {
    PT: "só para quem fez até {n} depósitos.",
    EN: "only for players with at most {n} deposits.",
    VI: "chỉ dành cho người chơi đã nạp tiền tối đa {n} lần.",
    TH: "เฉพาะผู้เล่นที่ฝากเงินไม่เกิน {n} ครั้ง",
    ZH: "仅限存款不超过 {n} 次的玩家。",
    ID: "hanya untuk pemain dengan maksimal {n} kali deposit.",
    ES: "solo para jugadores con un máximo de {n} depósitos.",
  },
  vip: {
    PT: "não disponível para o seu nível VIP.",
    EN: "not available at your VIP level.",
    VI: "không áp dụng cho cấp VIP của bạn.",
    TH: "ไม่เปิดให้สำหรับระดับ VIP ของคุณ",
    ZH: "您的 VIP 等级不适用此优惠。",
    ID: "tidak tersedia untuk level VIP Anda.",
    ES: "no disponible para tu nivel VIP.",
  },
  country: {
    PT: "não disponível no seu país.",
    EN: "not available in your country.",
    VI: "không áp dụng tại quốc gia của bạn.",
    TH: "ไม่เปิดให้บริการในประเทศของคุณ",
    ZH: "您所在的国家或地区不适用此优惠。",
    ID: "tidak tersedia di negara Anda.",
    ES: "no disponible en tu país.",
  },
  agent: {
    PT: "só para jogadores de agentes participantes.",
    EN: "only for players of taking-part agents.",
    VI: "chỉ dành cho người chơi thuộc các đại lý tham gia.",
    TH: "เฉพาะผู้เล่นของเอเย่นต์ที่ร่วมรายการเท่านั้น",
    ZH: "仅限参与活动的代理旗下玩家。",
    ID: "hanya untuk pemain dari agen yang ikut serta.",
    ES: "solo para jugadores de los agentes participantes.",
  },
};

/** Why the player may not take part (in their language), or null when every condition holds. */
export function ineligibleReason(
  rules: Eligibility,
  facts: EligibilityFacts,
  startsAt: Date,
  language: Language,
): string | null {
  const say = (key: keyof typeof REASONS, n?: number) =>
    REASONS[key][language].replace("{n}", String(n ?? ""));
  if (facts.excluded) return say("excluded");
  if (rules.newPlayersOnly && facts.registeredAt.getTime() < startsAt.getTime()) return say("newPlayers");
  if (rules.minDeposits !== undefined && facts.depositCount < rules.minDeposits) {
    return say("minDeposits", rules.minDeposits);
  }
  if (rules.maxDeposits !== undefined && facts.depositCount > rules.maxDeposits) {
    return say("maxDeposits", rules.maxDeposits);
  }
  if (rules.vipLevels && !rules.vipLevels.includes(facts.vipLevel)) return say("vip");
  if (rules.countries && (!facts.country || !rules.countries.includes(facts.country))) return say("country");
  if (rules.agentUsernames) {
    const wanted = new Set(rules.agentUsernames.map((u) => u.toLowerCase()));
    if (!facts.agentLine.some((u) => wanted.has(u.toLowerCase()))) return say("agent");
  }
  return null;
}
