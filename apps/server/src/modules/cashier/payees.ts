import { maskPixKey, normalisePixKey, type PayeeAccount, type PixKeyType } from "@jogada/contracts";
import type { Pool } from "pg";
import { AppError } from "../../platform/errors.js";
import type { WalletHolder } from "../wallet/service.js";
import * as repo from "./repository.js";

export type PayeeInput =
  | { type: "BANK" | "EWALLET"; institution: string; accountNo: string; holderName: string }
  | { type: "PIX"; pixKeyType: PixKeyType; pixKey: string; holderName: string };

/** The institution a Pix payee is shown with (the key says the rest). */
const PIX_INSTITUTION = "Pix";

/** A payee as the player and staff see it: a Pix key masked, the whole key only for the provider. */
export function payeeView(payee: repo.StoredPayee): Omit<PayeeAccount, "id"> {
  if (payee.type === "PIX" && payee.pixKeyType) {
    return {
      type: "PIX",
      institution: PIX_INSTITUTION,
      accountNo: maskPixKey(payee.pixKeyType, payee.accountNo),
      holderName: payee.holderName,
      pixKeyType: payee.pixKeyType,
    };
  }
  return {
    type: payee.type,
    institution: payee.institution,
    accountNo: payee.accountNo,
    holderName: payee.holderName,
    pixKeyType: null,
  };
}

export const storedPayee = (row: repo.PayeeRow): repo.StoredPayee => ({
  type: row.type,
  institution: row.institution,
  accountNo: row.account_no,
  holderName: row.holder_name,
  ...(row.pix_key_type ? { pixKeyType: row.pix_key_type } : {}),
});

/** A player's payout accounts (at most five), where withdrawals are paid. */
export class Payees {
  constructor(private readonly pool: Pool) {}

  /** `pixOffered`: the brand counts in reais and a Pix provider is on for it. */
  async add(holder: WalletHolder, input: PayeeInput, pixOffered: boolean) {
    if (holder.isTrial) throw new AppError("wallet.real.account.required");
    if (input.type === "PIX" && !pixOffered) throw new AppError("payee.pix.unavailable");
    if ((await repo.listPayees(this.pool, holder.id)).length >= 5) throw new AppError("payee.limit");
    const row = await repo.insertPayee(
      this.pool,
      holder.id,
      input.type === "PIX"
        ? {
            type: "PIX",
            institution: PIX_INSTITUTION,
            // The contract checked the key; stored as the directory writes it, so a retyped key is a duplicate.
            accountNo: normalisePixKey(input.pixKeyType, input.pixKey),
            holderName: input.holderName,
            pixKeyType: input.pixKeyType,
          }
        : { ...input, pixKeyType: null },
    );
    if (!row) throw new AppError("payee.duplicate");
    return this.view(row);
  }

  async list(holder: WalletHolder) {
    return (await repo.listPayees(this.pool, holder.id)).map((row) => this.view(row));
  }

  private view(row: repo.PayeeRow): PayeeAccount {
    return { id: row.id, ...payeeView(storedPayee(row)) };
  }
}
