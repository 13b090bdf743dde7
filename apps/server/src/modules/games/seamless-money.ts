import type { LedgerKind } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import type { StakeFunding } from "../promotions/index.js";

import type { Context, RoundBody } from "./seamless-call.js";

/**
 * The seamless wallet's money: what a player may spend, and a call's movement through the ledger
 * (or the stake funding, for real-money play) followed by the responsible-gaming usage it adds.
 */
export class SeamlessMoney {
  constructor(
    private readonly ctx: AppContext,
    private readonly funding: StakeFunding,
  ) {}

  async available(c: Context, tx?: Tx): Promise<bigint> {
    // Real-money play may also spend an active bonus.
    if (c.player.owner === "player" && c.player.wallet === "main") {
      return this.funding.spendable(c.session.member_id, c.session.currency, tx);
    }
    // A wallet never used has no account yet: its balance is zero.
    return (await this.ctx.ledger.balanceOf(c.player, c.session.currency, tx))?.available ?? 0n;
  }

  async move(
    tx: Tx,
    c: Context,
    kind: LedgerKind,
    transactionId: string,
    amount: bigint,
    direction: "in" | "out",
    body: RoundBody,
  ): Promise<bigint | undefined> {
    const available = await this.transfer(tx, c, kind, transactionId, amount, direction, body);
    // After the ledger (lock order); a refused stake rolls this transfer back with the transaction.
    if (!c.session.demo) {
      const memberId = c.session.member_id;
      if (direction === "out") await this.ctx.responsibleGaming.staked(tx, memberId, amount);
      else
        await this.ctx.responsibleGaming.returned(
          tx,
          memberId,
          kind === "game_refund" ? { refunded: amount } : { won: amount },
        );
    }
    return available;
  }

  /** The call's ledger movement; returns the player's available balance after it. */
  private async transfer(
    tx: Tx,
    c: Context,
    kind: LedgerKind,
    transactionId: string,
    amount: bigint,
    direction: "in" | "out",
    body: RoundBody,
  ): Promise<bigint | undefined> {
    const meta = { vendor: body.vendor, gameCode: body.gameCode, roundId: body.roundId };
    const reference = `game:${transactionId}`;
    if (c.player.owner === "player" && c.player.wallet === "main") {
      // Main money first, then an active bonus; wins and refunds follow their bet's split.
      const common = {
        memberId: c.session.member_id,
        currency: c.session.currency,
        house: c.house,
        kind,
        meta,
      };
      return direction === "out"
        ? this.funding.debit(tx, { ...common, decimals: c.decimals, stake: amount, reference })
        : this.funding.credit(tx, {
            ...common,
            amount,
            reference,
            betReference: `game:${"betTransactionId" in body ? body.betTransactionId : transactionId}`,
          });
    }
    const result = await this.ctx.ledger.transfer(
      {
        from: direction === "out" ? c.player : c.house,
        to: direction === "out" ? c.house : c.player,
        amount,
        currency: c.session.currency,
        reference,
        kind,
        meta,
      },
      tx,
    );
    return (direction === "out" ? result.from : result.to)?.available;
  }
}
