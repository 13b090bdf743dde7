import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { holderOf } from "./holder.js";
import { type MemberLookup, WalletService } from "./service.js";

const { wallet: w } = calls;

/** Balances, the account record and transfers between wallets and members. */
export function walletRoutes(ctx: AppContext, members: MemberLookup): CallBinding[] {
  const wallet = new WalletService(ctx, members);
  return [
    handle(w.balance, ({ member, brand }) => wallet.balance(holderOf(member), brand.config)),
    handle(w.merchantWallet, ({ brand }) => wallet.merchantWallet(brand.config)),
    handle(w.consolidatedFunds, ({ member, brand }) => wallet.consolidated(holderOf(member), brand.config)),
    handle(w.walletTransfer, ({ member, brand, body, idempotencyKey }) =>
      wallet.walletTransfer(holderOf(member), brand.config, body, idempotencyKey),
    ),
    handle(w.transferTargets, ({ member }) => wallet.transferTargets(holderOf(member))),
    handle(w.memberTransfer, ({ member, brand, body, idempotencyKey }) =>
      wallet.memberTransfer(holderOf(member), brand.config, body, idempotencyKey),
    ),
    handle(w.transactions, ({ member, brand, query }) =>
      wallet.transactions(holderOf(member), brand.config, query),
    ),
  ];
}
