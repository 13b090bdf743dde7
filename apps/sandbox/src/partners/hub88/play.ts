import { randomInt } from "node:crypto";
import type { Hub88Game } from "@jogada/contracts";
import type { Hub88Record, Hub88WalletClient } from "./wallet-client.js";

export interface Hub88Session {
  id: string;
  token: string;
  user: string;
  currency: string;
  language: "PT" | "EN";
  game: Hub88Game;
  lobbyUrl: string;
  log: Hub88Record[];
  /** Last balance the operator answered, in protocol units. */
  balance: number | null;
}

/**
 * Faults a Hub88 game can play on the operator: the same bet sent twice; a rollback that arrives
 * before its bet (which must then be refused); a bet given up on after a short timeout and sent
 * again with the same transaction_uuid; a body with a signature that does not verify.
 */
export type Hub88Tool = "normal" | "duplicate" | "rollbackFirst" | "timeoutRetry" | "badSignature";

const UNIT = 100_000;

/** One spin of a Hub88 game against the operator's wallet, as Hub88 relays a supplier's round. */
export class Hub88Play {
  constructor(private readonly wallet: Hub88WalletClient) {}

  private async send(
    session: Hub88Session,
    record: Promise<Hub88Record>,
    note?: string,
  ): Promise<Hub88Record> {
    const done = await record;
    if (note) done.note = note;
    session.log.unshift(done);
    session.log.length = Math.min(session.log.length, 40);
    if (done.reply.status !== "NO_REPLY" && typeof done.reply.balance === "number")
      session.balance = done.reply.balance;
    return done;
  }

  async balance(session: Hub88Session): Promise<void> {
    await this.send(
      session,
      this.wallet.call("/user/balance", {
        user: session.user,
        token: session.token,
        request_uuid: this.wallet.newUuid(),
        game_code: session.game.game_code,
      }),
    );
  }

  /** A spin: the bet, then its win (possibly nothing) closing the round. Returns the multiplier won. */
  async spin(
    session: Hub88Session,
    stakeUnits: number,
    tool: Hub88Tool,
  ): Promise<{ refused?: string; won?: number }> {
    const round = this.wallet.newUuid();
    const bet = {
      user: session.user,
      transaction_uuid: this.wallet.newUuid(),
      supplier_transaction_id: `sbx-${randomInt(1e9)}`,
      token: session.token,
      supplier_user: `sbx-${session.user}`,
      round_closed: false,
      round,
      reward_uuid: null,
      request_uuid: this.wallet.newUuid(),
      is_free: false,
      is_aggregated: false,
      game_code: session.game.game_code,
      currency: session.currency,
      bet: "spin",
      amount: stakeUnits,
      meta: null,
    };
    const rollbackOf = () => ({
      user: session.user,
      transaction_uuid: this.wallet.newUuid(),
      supplier_transaction_id: `sbx-${randomInt(1e9)}`,
      token: session.token,
      round_closed: true,
      round,
      request_uuid: this.wallet.newUuid(),
      reference_transaction_uuid: bet.transaction_uuid,
      game_code: session.game.game_code,
      meta: null,
    });
    if (tool === "badSignature") {
      const record = await this.send(
        session,
        this.wallet.call("/transaction/bet", bet, { signature: Buffer.alloc(256, 7).toString("base64") }),
        "signed with another key",
      );
      return { refused: record.reply.status };
    }
    if (tool === "rollbackFirst") {
      await this.send(
        session,
        this.wallet.call("/transaction/rollback", rollbackOf()),
        "rollback before its bet",
      );
      const late = await this.send(
        session,
        this.wallet.call("/transaction/bet", bet),
        "the bet arrives late",
      );
      return { refused: late.reply.status };
    }
    let placed: Hub88Record;
    if (tool === "timeoutRetry") {
      // Hub88 gives up on a slow answer and sends the same transaction again.
      await this.send(
        session,
        this.wallet.call("/transaction/bet", bet, { timeoutMs: 1 }),
        "given up after 1 ms",
      );
      placed = await this.send(
        session,
        this.wallet.call("/transaction/bet", { ...bet, request_uuid: this.wallet.newUuid() }),
        "retried with the same transaction_uuid",
      );
    } else {
      placed = await this.send(session, this.wallet.call("/transaction/bet", bet));
      if (tool === "duplicate") {
        await this.send(
          session,
          this.wallet.call("/transaction/bet", { ...bet, request_uuid: this.wallet.newUuid() }),
          "the same bet sent again",
        );
      }
    }
    if (placed.reply.status !== "RS_OK") {
      // Hub88's rule: a bet that did not end in RS_OK (other than money or limits) is rolled back.
      if (placed.reply.status === "NO_REPLY")
        await this.send(session, this.wallet.call("/transaction/rollback", rollbackOf()));
      return { refused: placed.reply.status };
    }
    const multiplier = [0, 0, 0, 0.5, 1, 2, 5][randomInt(7)]!;
    await this.send(
      session,
      this.wallet.call("/transaction/win", {
        ...bet,
        transaction_uuid: this.wallet.newUuid(),
        supplier_transaction_id: `sbx-${randomInt(1e9)}`,
        request_uuid: this.wallet.newUuid(),
        reference_transaction_uuid: bet.transaction_uuid,
        round_closed: true,
        amount: Math.round(stakeUnits * multiplier),
      }),
    );
    return { won: multiplier };
  }
}

/** "1.50" in the page's stake box into protocol units; undefined when it is not an amount. */
export function stakeUnits(stake: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(stake);
  if (!match) return undefined;
  return Number(match[1]) * UNIT + Number((match[2] ?? "").padEnd(2, "0")) * (UNIT / 100);
}
