import {
  type BonusView,
  type Contributions,
  formatAmount,
  formatMoney,
  type Language,
  parseMoney,
  type WageringTerms,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { AccountRef } from "../ledger/types.js";
import * as repo from "./repository.js";
import { progressPercent, wageringRequired } from "./wagering.js";

export interface BonusIssued {
  bonusId: number | null;
  memberId: number;
  promotionId: number | null;
  amount: bigint;
  /** True when the reward went straight to the main wallet (no wagering). */
  direct: boolean;
}

export type BonusIssuedListener = (issued: BonusIssued) => void | Promise<void>;

interface Brandish {
  merchantCode: string;
  currency: { code: string; decimals: number };
}

/**
 * The bonus wallet: issuing (from the brand's promotion house account), wagering progress,
 * conversion to the main wallet when the requirement is met, forfeit on expiry or before a
 * withdrawal. At most one active bonus per player: the bonus wallet is one account.
 */
export class BonusService {
  /** Called after a bonus or direct reward is committed (messages, VIP...). Errors are logged. */
  readonly issuedListeners: BonusIssuedListener[] = [];

  constructor(private readonly ctx: Pick<AppContext, "pool" | "ledger" | "log" | "events" | "brands">) {}

  private house(merchant: string): AccountRef {
    return { owner: "house", merchant, kind: "house_promotion" };
  }

  /**
   * Pays a reward inside the caller's transaction, once (the reference): with a wagering
   * requirement into the bonus wallet as a new bonus, else into the main wallet.
   */
  async issue(
    tx: Tx,
    input: {
      brand: Brandish;
      memberId: number;
      promotionId: number | null;
      participationId: number | null;
      amount: bigint;
      deposit: bigint;
      wagering: WageringTerms;
      reference: string;
      /** Free credits: spendable in the in-house games only. */
      houseOnly?: boolean;
    },
  ): Promise<BonusIssued> {
    const { brand, memberId, amount } = input;
    const currency = brand.currency.code;
    const required = wageringRequired(input.wagering, amount, input.deposit);
    const direct = required === 0n;
    if (!direct && (await repo.activeBonus(tx, memberId))) throw new AppError("bonus.already.active");
    const transfer = await this.ctx.ledger.transfer(
      {
        from: this.house(brand.merchantCode),
        to: { owner: "player", memberId, wallet: direct ? "main" : "bonus" },
        amount,
        currency,
        reference: input.reference,
        kind: "bonus",
        meta: { promotionId: input.promotionId },
      },
      tx,
    );
    if (transfer.replayed) throw new AppError("promotion.already.claimed");
    if (input.promotionId) await repo.addCost(tx, input.promotionId, "issued", amount);
    if (direct) return { bonusId: null, memberId, promotionId: input.promotionId, amount, direct };
    const maxStake = input.wagering.maxStake
      ? parseMoney(input.wagering.maxStake, brand.currency.decimals)
      : undefined;
    const bonus = await repo.insertBonus(tx, {
      memberId,
      merchant: brand.merchantCode,
      currency,
      promotionId: input.promotionId,
      participationId: input.participationId,
      amount,
      wageringRequired: required,
      contributions: input.wagering.contributions as Record<string, number>,
      maxStake: maxStake ?? null,
      expiresAt: new Date(Date.now() + input.wagering.expiryDays * 86_400_000),
      houseOnly: input.houseOnly ?? false,
    });
    return { bonusId: Number(bonus.id), memberId, promotionId: input.promotionId, amount, direct };
  }

  /** After commit: balance events and the listeners. */
  async announce(issued: BonusIssued): Promise<void> {
    await this.ctx.events.publish(issued.memberId, { type: "balance" }).catch(() => {});
    for (const listener of this.issuedListeners) {
      try {
        await listener(issued);
      } catch (error) {
        this.ctx.log.error({ err: error }, "bonus issued listener failed");
      }
    }
  }

  /** The bonus's money leaves the bonus wallet: to main (converted) or to the house. */
  async finish(tx: Tx, bonus: repo.BonusRow, state: "converted" | "forfeited" | "expired"): Promise<bigint> {
    const wallet: AccountRef = { owner: "player", memberId: bonus.member_id, wallet: "bonus" };
    const available = (await this.ctx.ledger.balanceOf(wallet, bonus.currency, tx))?.available ?? 0n;
    if (!(await repo.finishBonus(tx, Number(bonus.id), state, available))) return 0n;
    if (available > 0n) {
      await this.ctx.ledger.transfer(
        {
          from: wallet,
          to:
            state === "converted"
              ? { owner: "player", memberId: bonus.member_id, wallet: "main" }
              : this.house(bonus.merchant_code),
          amount: available,
          currency: bonus.currency,
          reference: `bonus:${state === "converted" ? "convert" : "forfeit"}:${bonus.id}`,
          kind: state === "converted" ? "bonus_conversion" : "bonus_forfeit",
          meta: { bonusId: bonus.id },
        },
        tx,
      );
    }
    if (bonus.promotion_id) {
      await repo.addCost(
        tx,
        Number(bonus.promotion_id),
        state === "converted" ? "converted" : "forfeited",
        available,
      );
    }
    if (bonus.participation_id) {
      await repo.updateParticipation(tx, Number(bonus.participation_id), {
        state: state === "converted" ? "claimed" : "close",
        reason: state === "converted" ? null : state,
      });
    }
    return available;
  }

  /** Converts bonuses whose requirement is met and ends those that expired or were lost. */
  async settleDue(limit = 200): Promise<number> {
    let done = 0;
    for (const due of await repo.bonusesWithProgress(this.ctx.pool, limit)) {
      if (await this.finishOne(due.member_id, "converted")) done++;
    }
    for (const due of await repo.expiredBonuses(this.ctx.pool, limit)) {
      if (await this.finishOne(due.member_id, "expired")) done++;
    }
    return done;
  }

  private async finishOne(memberId: string, state: "converted" | "expired"): Promise<boolean> {
    const moved = await withTransaction(this.ctx.pool, async (tx) => {
      const bonus = await repo.activeBonus(tx, memberId, true);
      if (!bonus) return false;
      if (state === "converted" && BigInt(bonus.wagering_done) < BigInt(bonus.wagering_required))
        return false;
      if (state === "expired" && bonus.expires_at.getTime() > Date.now()) return false;
      await this.finish(tx, bonus, state);
      return true;
    });
    if (moved) await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return moved;
  }

  /** Adds wagering to a member's active bonus (negative for a reversal, never below zero). */
  addWagering(tx: Tx, bonusId: number, amount: bigint): Promise<repo.BonusRow> {
    return repo.addWagering(tx, bonusId, amount);
  }

  async list(
    memberId: number,
    brand: Brandish,
    language: Language,
    query: { page: number; size: number; state?: string | undefined },
  ) {
    const { rows, total } = await repo.bonusesOf(
      this.ctx.pool,
      memberId,
      query.state,
      query.page,
      query.size,
    );
    const bonusBalance =
      (await this.ctx.ledger.balanceOf({ owner: "player", memberId, wallet: "bonus" }, brand.currency.code))
        ?.available ?? 0n;
    const d = brand.currency.decimals;
    const list: BonusView[] = rows.map((b) => {
      const texts = b.texts as Record<Language, { title: string }> | null;
      const balance = b.state === "active" ? bonusBalance : 0n;
      return {
        id: Number(b.id),
        promotionId: b.promotion_id ? Number(b.promotion_id) : null,
        title: texts?.[language]?.title ?? "",
        amount: formatMoney(BigInt(b.amount), d),
        balance: formatMoney(balance, d),
        wageringRequired: formatMoney(BigInt(b.wagering_required), d),
        wageringDone: formatMoney(minBig(BigInt(b.wagering_done), BigInt(b.wagering_required)), d),
        progressPercent: progressPercent(BigInt(b.wagering_done), BigInt(b.wagering_required)),
        maxStake: b.max_stake ? formatMoney(BigInt(b.max_stake), d) : null,
        issuedAt: b.issued_at.toISOString(),
        expiresAt: b.expires_at.toISOString(),
        finishedAt: b.finished_at?.toISOString() ?? null,
        state: b.state,
      };
    });
    return { list, total, totalPages: Math.ceil(total / query.size), page: query.page };
  }

  /** What a withdrawal now would forfeit. */
  async forfeitPreview(memberId: number, brand: Brandish, language: Language) {
    const active = await repo.activeBonus(this.ctx.pool, memberId);
    const d = brand.currency.decimals;
    if (!active) return { forfeits: false, bonuses: [], total: formatMoney(0n, d), message: "" };
    const balance =
      (await this.ctx.ledger.balanceOf({ owner: "player", memberId, wallet: "bonus" }, active.currency))
        ?.available ?? 0n;
    const { rows } = await repo.bonusesOf(this.ctx.pool, memberId, "active", 1, 1);
    const title = (rows[0]?.texts as Record<Language, { title: string }> | null)?.[language]?.title ?? "";
    const total = formatMoney(balance, d);
    const left = formatMoney(maxBig(BigInt(active.wagering_required) - BigInt(active.wagering_done), 0n), d);
    const shown = (amount: string) => formatAmount(amount, language, brandSymbol(brand), d);
    const message = FORFEIT_WARNING[language](shown(total), shown(left));
    return { forfeits: true, bonuses: [{ id: Number(active.id), title, balance: total }], total, message };
  }

  /** The player gives up the active bonus (before a withdrawal). */
  async forfeit(memberId: number, brand: Brandish): Promise<{ forfeited: string }> {
    const amount = await withTransaction(this.ctx.pool, async (tx) => {
      const bonus = await repo.activeBonus(tx, memberId, true);
      return bonus ? this.finish(tx, bonus, "forfeited") : 0n;
    });
    if (amount > 0n) await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return { forfeited: formatMoney(amount, brand.currency.decimals) };
  }

  /** Inside a withdrawal's transaction the player agreed to: the active bonus is given up. */
  async forfeitFor(tx: Tx, memberId: number): Promise<void> {
    const bonus = await repo.activeBonus(tx, memberId, true);
    if (bonus) await this.finish(tx, bonus, "forfeited");
  }

  /** Withdrawals are refused while a bonus is active unless the player accepts to give it up. */
  async guardWithdrawal(memberId: number, brand: Brandish, accepted = false): Promise<void> {
    if (accepted) return;
    const preview = await this.forfeitPreview(memberId, brand, "EN");
    if (preview.forfeits) throw new AppError("bonus.active.withdrawal", { total: preview.total });
  }
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** What a withdrawal now would cost: the bonus balance lost, and the bets still needed to release it. */
const FORFEIT_WARNING: Record<Language, (total: string, left: string) => string> = {
  PT: (total, left) =>
    `Você tem um bônus ativo. Se sacar agora, perde ${total} do saldo de bônus (faltam ${left} em apostas para liberá-lo).`,
  EN: (total, left) =>
    `You have an active bonus. Withdrawing now forfeits ${total} of bonus balance (${left} more in bets would release it).`,
  VI: (total, left) =>
    `Bạn đang có tiền thưởng chưa hoàn tất. Nếu rút tiền bây giờ, bạn sẽ mất ${total} trong số dư thưởng (cần cược thêm ${left} để được rút khoản thưởng này).`,
  TH: (total, left) =>
    `คุณมีโบนัสที่ยังทำเทิร์นไม่ครบ หากถอนเงินตอนนี้ ยอดโบนัส ${total} จะถูกยกเลิก (ต้องทำยอดเทิร์นอีก ${left} จึงจะได้รับโบนัสนี้)`,
  ZH: (total, left) =>
    `您有一笔进行中的彩金。现在提现将作废 ${total} 彩金余额（再投注 ${left} 即可解锁该彩金）。`,
  ID: (total, left) =>
    `Anda memiliki bonus yang masih aktif. Jika melakukan penarikan sekarang, saldo bonus ${total} akan hangus (perlu taruhan ${left} lagi untuk mencairkannya).`,
  ES: (total, left) =>
    `Tienes un bono activo. Si retiras ahora, pierdes ${total} del saldo de bono (te faltan ${left} en apuestas para liberarlo).`,
};

function brandSymbol(brand: Brandish): string {
  return (brand as Brandish & { currency: { symbol?: string } }).currency.symbol ?? brand.currency.code;
}

export type { Contributions };
