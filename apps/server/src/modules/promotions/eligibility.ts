import type { Eligibility, Language } from "@jogada/contracts";

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

const REASONS = {
  excluded: {
    PT: "a sua conta não pode receber promoções agora.",
    EN: "your account cannot take promotions now.",
  },
  newPlayers: {
    PT: "só para contas criadas depois do início da promoção.",
    EN: "only for accounts opened after the promotion started.",
  },
  minDeposits: { PT: "são precisos pelo menos {n} depósitos.", EN: "at least {n} deposits are needed." },
  maxDeposits: {
    PT: "só para quem fez até {n} depósitos.",
    EN: "only for players with at most {n} deposits.",
  },
  vip: { PT: "não disponível para o seu nível VIP.", EN: "not available at your VIP level." },
  country: { PT: "não disponível no seu país.", EN: "not available in your country." },
  agent: { PT: "só para jogadores de agentes participantes.", EN: "only for players of taking-part agents." },
} as const;

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
