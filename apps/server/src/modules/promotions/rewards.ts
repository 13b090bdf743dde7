import {
  formatMoney,
  type Language,
  PromotionTerms,
  type RewardItem,
  type RewardKind,
  SITE_PAGE_NAMES,
  type Translations,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { LoadedBrand } from "../brand/service.js";
import { maskName } from "./raffle-draw.js";
import * as raffleRepo from "./raffle-repository.js";
import * as repo from "./repository.js";
import { actionOf } from "./state-machine.js";

type Brand = LoadedBrand["config"];

/** Another module's claimable rewards (missions, VIP, referral) for the reward centre. */
export type RewardSourceList = (memberId: number, brand: Brand, language: Language) => Promise<RewardItem[]>;

/** A winner board category's title: a section's page name where the site has one. */
const CATEGORY_TITLES: Record<string, Translations<string>> = {
  slots: SITE_PAGE_NAMES.rng,
  live: SITE_PAGE_NAMES.live,
  fish: SITE_PAGE_NAMES.fish,
  pvp: { PT: "PvP", EN: "PvP", VI: "Game bài", TH: "เกมไพ่", ZH: "棋牌", ID: "Kartu", ES: "PvP" },
  sports: SITE_PAGE_NAMES.sports,
  house: SITE_PAGE_NAMES.bgs,
  lottery: {
    PT: "Loterias",
    EN: "Lotteries",
    VI: "Xổ số",
    TH: "หวย",
    ZH: "彩票",
    ID: "Togel",
    ES: "Loterías",
  },
  other: { PT: "Jogos", EN: "Games", VI: "Trò chơi", TH: "เกม", ZH: "游戏", ID: "Game", ES: "Juegos" },
};

/** A promotion's reward is a bonus while its terms ask for wagering, else money to the main wallet. */
export function rewardKindOf(terms: unknown): RewardKind {
  const parsed = PromotionTerms.safeParse(terms);
  if (!parsed.success) return "bonus";
  return "wagering" in parsed.data && parsed.data.wagering.multiple > 0 ? "bonus" : "cash";
}

function titleOf(texts: unknown, language: Language): string {
  const t = texts as Record<Language, { title: string }> | null;
  return t?.[language]?.title ?? t?.EN?.title ?? "";
}

/** The reward centre (every claimable reward, any source) and the winner board. */
export class Rewards {
  /** Other modules add their claimable rewards here. */
  readonly sources: RewardSourceList[] = [];

  constructor(private readonly ctx: Pick<AppContext, "pool">) {}

  async list(memberId: number, brand: Brand, language: Language): Promise<{ list: RewardItem[] }> {
    const d = brand.currency.decimals;
    const items: RewardItem[] = (await repo.claimables(this.ctx.pool, memberId)).map((p) => {
      const state = p.state as "claim" | "applying";
      return {
        source: "promotion",
        sourceId: Number(p.promotion_id),
        promotionId: Number(p.promotion_id),
        title: titleOf(p.texts, language),
        kind: rewardKindOf(p.terms),
        amount: formatMoney(BigInt(p.reward ?? 0), d),
        state,
        action: actionOf(state),
        expiresAt: null,
      };
    });
    for (const prize of await raffleRepo.unclaimedPrizes(this.ctx.pool, memberId)) {
      items.push({
        source: "raffle",
        sourceId: Number(prize.draw_id),
        promotionId: Number(prize.promotion_id),
        title: titleOf(prize.texts, language),
        // A raffle prize goes to the main wallet.
        kind: "cash",
        amount: formatMoney(BigInt(prize.prize), d),
        state: "claim",
        action: "claim",
        expiresAt: null,
      });
    }
    for (const source of this.sources) items.push(...(await source(memberId, brand, language)));
    return { list: items };
  }

  async winners(brand: Brand, language: Language, size: number) {
    const d = brand.currency.decimals;
    const [raffle, big] = await Promise.all([
      raffleRepo.recentWinners(this.ctx.pool, brand.merchantCode, size),
      repo.recentBigWins(this.ctx.pool, brand.merchantCode, size),
    ]);
    const list = [
      ...raffle.map((w) => ({
        kind: "raffle" as const,
        player: maskName(w.username),
        amount: formatMoney(BigInt(w.prize), d),
        title: titleOf(w.texts, language),
        at: w.drawn_at.toISOString(),
      })),
      ...big.map((w) => ({
        kind: "big_win" as const,
        player: maskName(w.username),
        amount: formatMoney(BigInt(w.win), d),
        title: CATEGORY_TITLES[w.category]?.[language] ?? w.category,
        at: w.won_at.toISOString(),
      })),
    ];
    list.sort((a, b) => b.at.localeCompare(a.at));
    return { list: list.slice(0, size) };
  }
}
