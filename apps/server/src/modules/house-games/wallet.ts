import type { LedgerKind } from "@jogada/contracts";
import { moneyParam, parseMoney } from "@jogada/contracts";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { AccountRef } from "../ledger/types.js";
import { StakeFunding } from "../promotions/index.js";

export const VENDOR = "BGS";

/** Where a bet's money comes from and goes: real money, or play money for trial accounts and demo play. */
export interface GameWallet {
  memberId: number;
  merchantCode: string;
  demo: boolean;
  currency: string;
  decimals: number;
  /** The brand currency's symbol, for amounts in error texts. */
  symbol: string;
  player: AccountRef;
  house: AccountRef;
  /** The auto-play run this bet belongs to (responsible gaming: plays and loss per run). */
  autoRunId?: string | undefined;
}

/** Trial accounts always play with play money; real accounts when they ask for it. */
export function isDemo(member: AuthenticatedMember, demoRequested: boolean): boolean {
  return member.isTrial || demoRequested;
}

export function walletFor(brand: LoadedBrand, memberId: number, demo: boolean): GameWallet {
  const merchant = brand.config.merchantCode;
  return {
    memberId,
    merchantCode: merchant,
    demo,
    currency: brand.config.currency.code,
    decimals: brand.config.currency.decimals,
    symbol: brand.config.currency.symbol,
    player: { owner: "player", memberId, wallet: demo ? "demo" : "main" },
    house: demo
      ? { owner: "house", merchant, kind: "house_demo" }
      : { owner: "house", merchant, kind: "house_vendor", code: VENDOR },
  };
}

/** Tells the player's open tabs that the balance changed; a lost message is not worth an error. */
export async function publishBalance(ctx: AppContext, memberId: number): Promise<void> {
  await ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
}

/**
 * Bet and win transfers of a round through the ledger; the references derive from the round id,
 * so a round can never be debited or paid twice.
 */
export class RoundMoney {
  constructor(
    private readonly ctx: AppContext,
    private readonly funding = new StakeFunding(ctx),
  ) {}

  parseStake(amount: string, currency: { decimals: number; symbol: string }): bigint {
    const { decimals } = currency;
    const min = parseMoney(this.ctx.config.BGS_MIN_STAKE, 8) ?? 0n;
    const max = parseMoney(this.ctx.config.BGS_MAX_STAKE, 8) ?? 0n;
    const stake = parseMoney(amount, decimals);
    const scale = 10n ** BigInt(8 - decimals);
    if (stake === undefined || stake * scale < min || stake * scale > max || stake <= 0n) {
      throw new AppError("bgs.stake.invalid", {
        min: moneyParam(this.ctx.config.BGS_MIN_STAKE, currency),
        max: moneyParam(this.ctx.config.BGS_MAX_STAKE, currency),
      });
    }
    return stake;
  }

  /** Resolves the round's two accounts before its transaction opens (see LedgerService.prepare). */
  async prepare(w: GameWallet): Promise<void> {
    await this.ctx.ledger.prepare({ from: w.player, to: w.house, currency: w.currency });
  }

  /** Debits the stake; returns the player's available balance after it. */
  async bet(tx: Tx, w: GameWallet, roundId: string, game: string, stake: bigint): Promise<bigint> {
    const reference = `bgs:bet:${roundId}`;
    const meta = { vendor: VENDOR, game, roundId };
    if (w.demo) {
      const result = await this.ctx.ledger.transfer(
        { from: w.player, to: w.house, amount: stake, currency: w.currency, reference, kind: "bet", meta },
        tx,
      );
      return result.from?.available ?? (await this.balance(tx, w));
    }
    // Main money first, then an active bonus (its maximum stake checked).
    const available = await this.funding.debit(tx, {
      memberId: w.memberId,
      currency: w.currency,
      decimals: w.decimals,
      symbol: w.symbol,
      house: w.house,
      stake,
      reference,
      kind: "bet",
      meta,
      houseGame: true,
    });
    // After the ledger (lock order); a refused stake rolls the debit back with the transaction.
    await this.ctx.responsibleGaming.staked(tx, w.memberId, stake, { autoRunId: w.autoRunId });
    return available;
  }

  /** Pays a win (nothing when zero); returns the player's available balance after it. */
  async pay(
    tx: Tx,
    w: GameWallet,
    roundId: string,
    game: string,
    win: bigint,
    kind: LedgerKind = "win",
  ): Promise<bigint> {
    if (win <= 0n) return this.balance(tx, w);
    const reference = `bgs:${kind}:${roundId}`;
    const meta = { vendor: VENDOR, game, roundId };
    if (w.demo) {
      const result = await this.ctx.ledger.transfer(
        { from: w.house, to: w.player, amount: win, currency: w.currency, reference, kind, meta },
        tx,
      );
      return result.to?.available ?? (await this.balance(tx, w));
    }
    // Wins and refunds follow their bet's split between main money and bonus.
    const available = await this.funding.credit(tx, {
      memberId: w.memberId,
      currency: w.currency,
      house: w.house,
      amount: win,
      reference,
      betReference: `bgs:bet:${roundId}`,
      kind,
      meta,
      houseGame: true,
    });
    const back = kind === "refund" ? { refunded: win } : { won: win };
    await this.ctx.responsibleGaming.returned(tx, w.memberId, { ...back, autoRunId: w.autoRunId });
    return available;
  }

  async balance(tx: Tx | undefined, w: GameWallet): Promise<bigint> {
    if (!w.demo) return this.funding.spendable(w.memberId, w.currency, tx, true);
    return (await this.ctx.ledger.balanceOf(w.player, w.currency, tx))?.available ?? 0n;
  }

  /** Play money: the demo wallet is filled again from the house when it runs low (at most hourly). */
  async ensurePlayMoney(w: GameWallet): Promise<void> {
    await this.prepare(w);
    if (!w.demo) return;
    const credit = parseMoney(this.ctx.config.GAME_DEMO_CREDIT, w.decimals);
    if (!credit) return;
    const balance = await this.balance(undefined, w);
    if (balance * 10n >= credit) return;
    await this.ctx.ledger.transfer({
      from: w.house,
      to: w.player,
      amount: credit,
      currency: w.currency,
      reference: `game_demo:${w.memberId}:${new Date().toISOString().slice(0, 13)}`,
      kind: "demo_credit",
    });
  }
}
