import { formatMoney } from "@jogada/contracts";
import { payoutMinor } from "@jogada/games";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import type { LoadedBrand } from "../brand/service.js";
import { fromHundredths } from "./outcomes.js";
import * as repo from "./repository.js";
import { type GameWallet, type RoundMoney, walletFor } from "./wallet.js";

/**
 * Ends a player's bet on a crash round, which is a house round of its own: cashed out, lost at
 * the crash or refunded when the round was cancelled.
 */
export class CrashBetSettler {
  constructor(
    private readonly ctx: AppContext,
    private readonly money: RoundMoney,
    private readonly brandOf: (merchant: string) => Promise<LoadedBrand | undefined>,
  ) {}

  /** Settles one bet inside `tx`: pays `mult10k` x stake (nothing when 0) and records the step. */
  async settle(
    tx: Tx,
    bet: repo.RoundRow,
    status: "won" | "lost" | "cancelled",
    mult10k: number,
    kind: "win" | "refund",
    point: number | null,
  ): Promise<GameWallet | undefined> {
    const brand = await this.brandOf(bet.merchant_code);
    if (!brand) return undefined;
    const w = walletFor(brand, Number(bet.member_id), bet.demo);
    const win = payoutMinor(BigInt(bet.stake), mult10k);
    const balance = await this.money.pay(tx, w, bet.round_id, "crash", win, kind);
    const action = status === "won" ? "cashout" : status === "lost" ? "crash" : "cancel";
    await repo.updateRound(tx, bet.round_id, {
      status,
      win,
      mult10k: status === "lost" ? 0 : mult10k,
      balanceAfter: balance,
      result: { ...bet.result, crashPoint: point === null ? null : fromHundredths(point) },
      steps: [
        ...bet.steps,
        { at: new Date().toISOString(), action, detail: { mult10k, win: formatMoney(win, w.decimals) } },
      ],
    });
    return w;
  }

  /** Counts settled bets in the metrics, once the transaction that settled them committed. */
  counted(bets: number): void {
    if (bets > 0) this.ctx.metrics.roundsSettled.inc({ product: "house" }, bets);
  }
}
