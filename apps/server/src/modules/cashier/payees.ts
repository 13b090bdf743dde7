import type { Pool } from "pg";
import { AppError } from "../../platform/errors.js";
import type { WalletHolder } from "../wallet/service.js";
import * as repo from "./repository.js";

/** A player's payout accounts (at most five), where withdrawals are paid. */
export class Payees {
  constructor(private readonly pool: Pool) {}

  async add(
    holder: WalletHolder,
    input: { type: "BANK" | "EWALLET"; institution: string; accountNo: string; holderName: string },
  ) {
    if (holder.isTrial) throw new AppError("wallet.real.account.required");
    if ((await repo.listPayees(this.pool, holder.id)).length >= 5) throw new AppError("payee.limit");
    const row = await repo.insertPayee(this.pool, holder.id, input);
    if (!row) throw new AppError("payee.duplicate");
    return this.view(row);
  }

  async list(holder: WalletHolder) {
    return (await repo.listPayees(this.pool, holder.id)).map((row) => this.view(row));
  }

  private view(row: repo.PayeeRow) {
    return {
      id: row.id,
      type: row.type,
      institution: row.institution,
      accountNo: row.account_no,
      holderName: row.holder_name,
    };
  }
}
