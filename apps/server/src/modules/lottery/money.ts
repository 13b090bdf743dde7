import type { AppContext } from "../../platform/context.js";
import type { Queryable } from "../../platform/db.js";
import type { AccountRef } from "../ledger/types.js";

/**
 * Every movement of a ticket's money, through the ledger. References derive from the ticket (or
 * slip) and the result revision, so nothing is ever debited, paid, reversed or refunded twice.
 */
export interface TicketAccounts {
  player: AccountRef;
  house: AccountRef;
  currency: string;
}

export function accountsOf(
  memberId: number | string,
  merchant: string,
  vendor: string,
  currency: string,
): TicketAccounts {
  return {
    player: { owner: "player", memberId, wallet: "main" },
    house: { owner: "house", merchant, kind: "house_vendor", code: vendor },
    currency,
  };
}

function memberOf(a: TicketAccounts): string | number {
  return (a.player as { memberId: string | number }).memberId;
}

export class LotteryMoney {
  constructor(private readonly ctx: Pick<AppContext, "ledger" | "responsibleGaming">) {}

  /** Takes the players' rows first (see LedgerService.lockPlayers); one currency per call. */
  lockPlayers(tx: Queryable, accounts: TicketAccounts[]): Promise<void> {
    const currency = accounts[0]?.currency;
    if (!currency) return Promise.resolve();
    return this.ctx.ledger.lockPlayers(
      accounts.map((a) => a.player),
      currency,
      tx,
    );
  }

  prepare(a: TicketAccounts): Promise<void> {
    return this.ctx.ledger.prepare({ from: a.player, to: a.house, currency: a.currency });
  }

  /** Debits a slip's cost; returns the available balance after. */
  async stake(
    tx: Queryable,
    a: TicketAccounts,
    slipNo: string,
    amount: bigint,
    meta: Record<string, unknown>,
  ) {
    const result = await this.ctx.ledger.transfer(
      {
        from: a.player,
        to: a.house,
        amount,
        currency: a.currency,
        reference: `lottery:bet:${slipNo}`,
        kind: "bet",
        meta,
      },
      tx,
    );
    // After the ledger (lock order): a refused slip rolls its debit back with the transaction.
    if (!result.replayed) await this.ctx.responsibleGaming.staked(tx, memberOf(a), amount);
    return result.from?.available ?? 0n;
  }

  /**
   * Pays wins. `key` names what is paid (one player's winning tickets of a settled batch) and is
   * unique because those tickets are marked settled in the same transaction.
   */
  async pay(tx: Queryable, a: TicketAccounts, key: string, amount: bigint, meta: Record<string, unknown>) {
    if (amount <= 0n) return;
    const paid = await this.ctx.ledger.transfer(
      {
        from: a.house,
        to: a.player,
        amount,
        currency: a.currency,
        reference: `lottery:win:${key}`,
        kind: "win",
        meta,
      },
      tx,
    );
    if (!paid.replayed) await this.ctx.responsibleGaming.returned(tx, memberOf(a), { won: amount });
  }

  /** Takes back wins paid at an earlier revision (a corrected result, a void after settlement). */
  async reverse(
    tx: Queryable,
    a: TicketAccounts,
    key: string,
    amount: bigint,
    meta: Record<string, unknown>,
  ) {
    if (amount <= 0n) return;
    const taken = await this.ctx.ledger.transfer(
      {
        from: a.player,
        to: a.house,
        amount,
        currency: a.currency,
        reference: `lottery:unwin:${key}`,
        kind: "win.reversal",
        meta,
      },
      tx,
    );
    if (!taken.replayed) await this.ctx.responsibleGaming.returned(tx, memberOf(a), { won: -amount });
  }

  /** Gives a ticket's cost back (cancelled, or its draw voided); returns the available balance after. */
  async refund(
    tx: Queryable,
    a: TicketAccounts,
    ticketNo: string,
    amount: bigint,
    meta: Record<string, unknown>,
  ) {
    const result = await this.ctx.ledger.transfer(
      {
        from: a.house,
        to: a.player,
        amount,
        currency: a.currency,
        reference: `lottery:refund:${ticketNo}`,
        kind: "rollback",
        meta,
      },
      tx,
    );
    if (!result.replayed) await this.ctx.responsibleGaming.returned(tx, memberOf(a), { refunded: amount });
    return result.to?.available ?? 0n;
  }

  async available(a: TicketAccounts, tx?: Queryable): Promise<bigint> {
    return (await this.ctx.ledger.balanceOf(a.player, a.currency, tx)).available;
  }
}
