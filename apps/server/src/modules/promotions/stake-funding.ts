import type { LedgerKind } from "@jogada/contracts";
import { formatMoney, moneyParam } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { Queryable, Tx } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { AccountRef } from "../ledger/types.js";
import * as repo from "./repository.js";
import { splitReturn, splitStake } from "./wagering.js";

export interface StakeDebit {
  memberId: number | string;
  currency: string;
  decimals: number;
  /** The brand currency's symbol, for the amount in a refusal (the number alone without it). */
  symbol?: string;
  /** The game's house account the stake goes to. */
  house: AccountRef;
  stake: bigint;
  /** The bet's ledger reference; the bonus part uses `<reference>:bonus`. */
  reference: string;
  kind: LedgerKind;
  meta?: Record<string, unknown>;
  /** In-house games may spend free credits (house-only bonuses); other games may not. */
  houseGame?: boolean;
}

export interface StakeCredit {
  memberId: number | string;
  currency: string;
  house: AccountRef;
  amount: bigint;
  reference: string;
  /** The ledger reference of the bet this win or refund belongs to. */
  betReference: string;
  kind: LedgerKind;
  meta?: Record<string, unknown>;
  houseGame?: boolean;
}

/**
 * Real-money stakes of seamless and in-house games: without an active bonus, one transfer from
 * the main wallet (as before promotions, plus one indexed look-up); with one, the bonus's maximum
 * stake is checked, main money goes first and the bonus wallet pays the rest, and the split is
 * kept so that the bet's wins and refunds go back to each wallet in the same proportion.
 * Wagering is not counted here: settled rounds are queued by triggers and counted by a job.
 */
export class StakeFunding {
  constructor(private readonly ctx: Pick<AppContext, "ledger" | "pool">) {}

  private main(memberId: number | string): AccountRef {
    return { owner: "player", memberId, wallet: "main" };
  }

  private bonus(memberId: number | string): AccountRef {
    return { owner: "player", memberId, wallet: "bonus" };
  }

  /** Debits the stake; returns what the player can still spend (main, plus bonus while active). */
  async debit(tx: Tx, d: StakeDebit): Promise<bigint> {
    const found = await repo.activeBonus(tx, d.memberId);
    const active = found && (!found.house_only || d.houseGame) ? found : undefined;
    const move = (from: AccountRef, amount: bigint, reference: string) =>
      this.ctx.ledger.transfer(
        { from, to: d.house, amount, currency: d.currency, reference, kind: d.kind, meta: d.meta ?? {} },
        tx,
      );
    if (!active) {
      const result = await move(this.main(d.memberId), d.stake, d.reference);
      return result.from?.available ?? (await this.spendable(d.memberId, d.currency, tx));
    }
    if (active.max_stake !== null && d.stake > BigInt(active.max_stake)) {
      throw new AppError("bonus.max.stake", {
        maxStake: moneyParam(formatMoney(BigInt(active.max_stake), d.decimals), {
          symbol: d.symbol ?? "",
          decimals: d.decimals,
        }),
      });
    }
    const mainAvailable =
      (await this.ctx.ledger.balanceOf(this.main(d.memberId), d.currency, tx))?.available ?? 0n;
    const split = splitStake(d.stake, mainAvailable);
    let mainAfter = mainAvailable;
    if (split.main > 0n) {
      mainAfter = (await move(this.main(d.memberId), split.main, d.reference)).from?.available ?? 0n;
    }
    if (split.bonus === 0n) return mainAfter + (await this.bonusAvailable(d.memberId, d.currency, tx));
    const bonusAfter =
      (await move(this.bonus(d.memberId), split.bonus, `${d.reference}:bonus`)).from?.available ?? 0n;
    await repo.recordSplit(tx, d.reference, Number(active.id), split.main, split.bonus);
    return mainAfter + bonusAfter;
  }

  /** Pays a win or refund back the way its bet was funded; returns what the player can spend. */
  async credit(tx: Tx, c: StakeCredit): Promise<bigint> {
    const row = await repo.activeBonusAndSplit(tx, c.memberId, c.betReference);
    const move = (to: AccountRef, amount: bigint, reference: string) =>
      this.ctx.ledger.transfer(
        { from: c.house, to, amount, currency: c.currency, reference, kind: c.kind, meta: c.meta ?? {} },
        tx,
      );
    const bonusActive = row?.bonus_id != null && (!row.house_only || c.houseGame === true);
    // The bonus share goes back to the bonus wallet only while the bonus is active: once it is
    // converted the bonus money is real, once forfeited the stake it came from is gone.
    const split =
      bonusActive && row?.bonus_part != null
        ? splitReturn(c.amount, { main: BigInt(row.main_part ?? 0), bonus: BigInt(row.bonus_part) })
        : { main: c.amount, bonus: 0n };
    let mainAfter: bigint | undefined;
    if (split.main > 0n)
      mainAfter = (await move(this.main(c.memberId), split.main, c.reference)).to?.available;
    let bonusAfter: bigint | undefined;
    if (split.bonus > 0n) {
      bonusAfter = (await move(this.bonus(c.memberId), split.bonus, `${c.reference}:bonus`)).to?.available;
    }
    if (!bonusActive) return mainAfter ?? (await this.mainAvailable(c.memberId, c.currency, tx));
    return (
      (mainAfter ?? (await this.mainAvailable(c.memberId, c.currency, tx))) +
      (bonusAfter ?? (await this.bonusAvailable(c.memberId, c.currency, tx)))
    );
  }

  /** Main wallet, plus the bonus wallet while a bonus is active. */
  async spendable(
    memberId: number | string,
    currency: string,
    db?: Queryable,
    houseGame = false,
  ): Promise<bigint> {
    const main = await this.mainAvailable(memberId, currency, db);
    const active = await repo.activeBonus(db ?? this.ctx.pool, memberId);
    return active && (!active.house_only || houseGame)
      ? main + (await this.bonusAvailable(memberId, currency, db))
      : main;
  }

  private async mainAvailable(memberId: number | string, currency: string, db?: Queryable): Promise<bigint> {
    return (
      (await this.ctx.ledger.balanceOf(this.main(memberId), currency, db as Tx | undefined))?.available ?? 0n
    );
  }

  private async bonusAvailable(memberId: number | string, currency: string, db?: Queryable): Promise<bigint> {
    return (
      (await this.ctx.ledger.balanceOf(this.bonus(memberId), currency, db as Tx | undefined))?.available ?? 0n
    );
  }
}
