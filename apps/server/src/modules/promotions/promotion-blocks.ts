import type {
  Eligibility,
  Language,
  Localized,
  PromotionBlock,
  PromotionKind,
  PromotionState,
  PromotionTerms,
} from "@jogada/contracts";
import { type EligibilityFacts, ineligibleReason } from "./eligibility.js";

/** What stops one player from taking a running promotion, and why in their language. */
export interface Blocked {
  blocked: PromotionBlock;
  reason: string;
}

const USED: Record<"firstDeposit" | "taken", Localized> = {
  firstDeposit: {
    PT: "só vale para o primeiro depósito, e o seu já foi feito.",
    EN: "only for a first deposit, and yours is already made.",
    VI: "chỉ áp dụng cho lần nạp tiền đầu tiên, và bạn đã nạp rồi.",
    TH: "ใช้ได้เฉพาะการฝากเงินครั้งแรก และคุณฝากครั้งแรกไปแล้ว",
    ZH: "仅限首次存款，您已完成首存。",
    ID: "hanya untuk deposit pertama, dan Anda sudah melakukannya.",
    ES: "solo vale para el primer depósito, y el tuyo ya está hecho.",
  },
  taken: {
    PT: "você já utilizou esta promoção; ela vale uma vez por conta.",
    EN: "you already took this promotion; it is once per account.",
    VI: "bạn đã nhận khuyến mãi này; mỗi tài khoản chỉ được nhận một lần.",
    TH: "คุณรับโปรโมชั่นนี้ไปแล้ว จำกัดบัญชีละหนึ่งครั้ง",
    ZH: "您已参加过此优惠，每个账户仅限一次。",
    ID: "Anda sudah mengambil promosi ini; hanya berlaku sekali per akun.",
    ES: "ya usaste esta promoción; es válida una vez por cuenta.",
  },
};

/** Kinds a player takes once (cashback, rebate and raffles run again each period). */
const ONCE_ONLY: ReadonlySet<PromotionKind> = new Set([
  "registration",
  "deposit_match",
  "free_credits",
  "manual",
]);

/**
 * Why the player cannot take this promotion while it runs, or null. The promotion's own state
 * (what staff see: it is active) is not changed by this: a player who has already used a
 * first-deposit bonus's one chance, or is outside its conditions, is told so with the reason,
 * not shown the promotion as ended.
 *
 * `open` is whether the promotion takes joins and claims now; `participation` the player's latest
 * row, when there is one; `noRow` what the player would see without one.
 */
export function blockOf(input: {
  open: boolean;
  kind: PromotionKind;
  terms: PromotionTerms;
  eligibility: Eligibility;
  startsAt: Date;
  facts: EligibilityFacts;
  participation: PromotionState | undefined;
  noRow: PromotionState;
  language: Language;
}): Blocked | null {
  const { facts, language } = input;
  if (!input.open) return null;
  if (input.participation) {
    // A once-only reward that ended for this player (forfeited, expired): their turn is spent.
    return input.participation === "close" && ONCE_ONLY.has(input.kind)
      ? { blocked: "used", reason: USED.taken[language] }
      : null;
  }
  // Only what the player would join or claim; a registration bonus's close is judged below.
  const offered =
    input.noRow === "join" ||
    input.noRow === "claim" ||
    (input.noRow === "close" && input.kind === "registration");
  if (!offered) return null;
  if (facts.excluded) {
    return {
      blocked: "ineligible",
      reason: ineligibleReason(input.eligibility, facts, input.startsAt, language) ?? "",
    };
  }
  if (input.terms.kind === "deposit_match" && input.terms.deposit === "first" && facts.depositCount > 0) {
    return { blocked: "used", reason: USED.firstDeposit[language] };
  }
  // A registration bonus is for accounts opened once it started (what noRowState's close means).
  const rules =
    input.kind === "registration" && input.noRow === "close"
      ? { ...input.eligibility, newPlayersOnly: true }
      : input.eligibility;
  const reason = ineligibleReason(rules, facts, input.startsAt, language);
  return reason ? { blocked: "ineligible", reason } : null;
}
