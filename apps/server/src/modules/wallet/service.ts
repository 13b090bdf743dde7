import {
  type BalanceValue,
  type BrandConfig,
  ledgerKindsOf,
  type TransactionItem,
  type TransactionQuery,
  transactionTypeOf,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { AccountRef } from "../ledger/types.js";
import { money, parseAmount } from "./amounts.js";

/** The part of the members service wallet calls need. */
export interface MemberLookup {
  byId(id: number): Promise<MemberSummary | undefined>;
  byUsername(merchantCode: string, username: string): Promise<MemberSummary | undefined>;
  /** Throws the payment-password error (unset or wrong) in the caller's language. */
  verifyPaymentPassword(memberId: number, plain: string): Promise<void>;
}

export interface MemberSummary {
  id: string;
  username: string;
  type: number;
  upline_id: string | null;
  merchant_code: string;
  status: number;
}

export interface WalletHolder {
  id: number;
  merchantCode: string;
  isTrial: boolean;
  isAgent: boolean;
}

const WALLET_ID: Record<string, string> = { main: "MAIN", bonus: "BONUS", demo: "DEMO" };

/** Balances, my-wallet transfers, member transfers and the account record of a player. */
export class WalletService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "events" | "responsibleGaming">,
    private readonly members: MemberLookup,
  ) {}

  /** The balance call's value: every wallet's available amount (REFERENCE.md §1). */
  async balance(holder: WalletHolder, brand: BrandConfig): Promise<BalanceValue> {
    const wallets = await this.ctx.ledger.walletsOf(holder.id, brand.currency.code);
    const shown = wallets.filter((w) => (holder.isTrial ? w.wallet === "demo" : w.wallet !== "demo"));
    const list = shown.map((w) => ({
      accountTypeId: w.wallet === "vendor" ? w.code : (WALLET_ID[w.wallet] ?? w.wallet),
      availBalance: money(w.available, brand),
    }));
    const primary = holder.isTrial ? "DEMO" : "MAIN";
    if (!list.some((w) => w.accountTypeId === primary))
      list.unshift({ accountTypeId: primary, availBalance: money(0n, brand) });
    const sum = shown.reduce((total, w) => total + w.available, 0n);
    return {
      sumBalance: money(sum, brand),
      balance: list,
      currency: brand.currency.code,
      currencySymbol: brand.currency.symbol,
    };
  }

  async consolidated(holder: WalletHolder, brand: BrandConfig) {
    const wallets = await this.ctx.ledger.walletsOf(holder.id, brand.currency.code);
    const sumOf = (pick: (w: (typeof wallets)[number]) => boolean) =>
      wallets.filter(pick).reduce((total, w) => total + w.available, 0n);
    const mainKind = holder.isTrial ? "demo" : "main";
    return {
      sumBalance: money(
        sumOf((w) => (holder.isTrial ? w.wallet === "demo" : w.wallet !== "demo")),
        brand,
      ),
      mainBalance: money(
        sumOf((w) => w.wallet === mainKind),
        brand,
      ),
      bonusBalance: money(
        sumOf((w) => w.wallet === "bonus"),
        brand,
      ),
      vendorBalance: money(
        sumOf((w) => w.wallet === "vendor"),
        brand,
      ),
      pendingBalance: money(
        wallets.filter((w) => w.wallet === mainKind).reduce((total, w) => total + w.pending, 0n),
        brand,
      ),
      currency: brand.currency.code,
      currencySymbol: brand.currency.symbol,
    };
  }

  merchantWallet(brand: BrandConfig) {
    const settings = brand.wallet;
    return {
      isSingle: settings.isSingle,
      wallets: settings.isSingle ? ["MAIN"] : ["MAIN", ...settings.transferVendors],
    };
  }

  private walletRef(holder: WalletHolder, id: string, brand: BrandConfig): AccountRef {
    if (id === "MAIN") return { owner: "player", memberId: holder.id, wallet: "main" };
    if (brand.wallet.transferVendors.includes(id)) {
      return { owner: "player", memberId: holder.id, wallet: "vendor", code: id };
    }
    throw new AppError("wallet.unknown", { wallet: id }, { field: "from" });
  }

  /** My wallet (transfer-wallet mode): main wallet <-> one vendor wallet. */
  async walletTransfer(
    holder: WalletHolder,
    brand: BrandConfig,
    input: { from: string; to: string; amount: string },
    key: string,
  ) {
    if (holder.isTrial) throw new AppError("wallet.real.account.required");
    if (brand.wallet.isSingle) throw new AppError("wallet.transfer.not.available");
    if (input.from === input.to || (input.from !== "MAIN" && input.to !== "MAIN")) {
      throw new AppError("wallet.transfer.pair.invalid");
    }
    const from = this.walletRef(holder, input.from, brand);
    const to = this.walletRef(holder, input.to, brand);
    const amount = parseAmount(input.amount, brand, {
      min: brand.wallet.transfer.minimumAmount,
      max: brand.wallet.transfer.maximumAmount,
    });
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `wallet-transfer:${holder.id}`, key, body: input },
      async (tx) => {
        const moved = await this.ctx.ledger.transfer(
          {
            from,
            to,
            amount,
            currency: brand.currency.code,
            reference: `wallet-transfer:${holder.id}:${key}`,
            kind: "transfer.wallet",
            meta: { from: input.from, to: input.to },
          },
          tx,
        );
        // Money into a vendor's wallet is about to be staked: limits and exclusions apply (after the ledger's lock).
        if (input.to !== "MAIN") await this.ctx.responsibleGaming.toVendorWallet(tx, holder.id, amount);
        return { transferId: moved.transferId, amount: money(amount, brand) };
      },
    );
    if (!replayed) await this.notify(holder.id);
    return { ...result, balance: await this.balance(holder, brand) };
  }

  /** Who a member may send money to: the upline, and for agents a direct downline by name. */
  async transferTargets(holder: WalletHolder) {
    const me = await this.members.byId(holder.id);
    const upline = me?.upline_id ? await this.members.byId(Number(me.upline_id)) : undefined;
    return { upline: upline?.username ?? null, toDownline: holder.isAgent && !holder.isTrial };
  }

  /** Transfer to the upline or, for agents, to a direct downline; needs the payment password. */
  async memberTransfer(
    holder: WalletHolder,
    brand: BrandConfig,
    input: { toUsername?: string | undefined; amount: string; paymentPassword: string },
    key: string,
  ) {
    if (holder.isTrial) throw new AppError("wallet.real.account.required");
    const amount = parseAmount(input.amount, brand, {
      min: brand.wallet.transfer.minimumAmount,
      max: brand.wallet.transfer.maximumAmount,
    });
    const me = await this.members.byId(holder.id);
    let target: MemberSummary | undefined;
    if (input.toUsername === undefined) {
      target = me?.upline_id ? await this.members.byId(Number(me.upline_id)) : undefined;
      if (!target) throw new AppError("wallet.transfer.no.upline");
    } else {
      target = await this.members.byUsername(holder.merchantCode, input.toUsername);
      const isDirectDownline = target && target.upline_id === String(holder.id);
      const isUpline = target && me?.upline_id === target.id;
      if (!target || !(isUpline || (holder.isAgent && isDirectDownline))) {
        throw new AppError("wallet.transfer.target.invalid", {}, { field: "toUsername" });
      }
    }
    if (target.status !== 0)
      throw new AppError("wallet.transfer.target.invalid", {}, { field: "toUsername" });
    // Checked before anything moves; a wrong password never consumes the key.
    await this.members.verifyPaymentPassword(holder.id, input.paymentPassword);
    const recipient = target;
    const { paymentPassword: _secret, ...body } = input;
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `member-transfer:${holder.id}`, key, body },
      async (tx) => {
        const moved = await this.ctx.ledger.transfer(
          {
            from: { owner: "player", memberId: holder.id, wallet: "main" },
            to: { owner: "player", memberId: recipient.id, wallet: "main" },
            amount,
            currency: brand.currency.code,
            reference: `member-transfer:${holder.id}:${key}`,
            kind: "transfer.member",
            meta: {
              fromMemberId: String(holder.id),
              toMemberId: recipient.id,
              toUsername: recipient.username,
            },
          },
          tx,
        );
        return { transferId: moved.transferId, amount: money(amount, brand), toUsername: recipient.username };
      },
    );
    if (!replayed) await Promise.all([this.notify(holder.id), this.notify(recipient.id)]);
    return { ...result, balance: await this.balance(holder, brand) };
  }

  /** The account record (MEMTRANS3): every movement of the player's wallets, newest first. */
  async transactions(holder: WalletHolder, brand: BrandConfig, query: TransactionQuery) {
    const wallets = holder.isTrial ? ["demo"] : ["main", "bonus", "vendor"];
    const { list, total } = await this.ctx.ledger.entriesOf({
      memberId: holder.id,
      currency: brand.currency.code,
      wallets,
      kinds: query.type ? ledgerKindsOf(query.type) : undefined,
      fromDate: query.startDate,
      toDate: query.endDate,
      timeZone: brand.timeZone,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const items: TransactionItem[] = list.map((row) => ({
      id: row.entryId,
      type: transactionTypeOf(row.kind),
      detail:
        row.status === "void" ? `${row.kind}.void` : row.status === "pending" ? `${row.kind}.hold` : row.kind,
      wallet: row.wallet === "vendor" ? row.code : (WALLET_ID[row.wallet] ?? row.wallet),
      amount: money(row.amount - row.pendingDelta, brand),
      balanceAfter: money(row.balanceAfter - row.pendingAfter, brand),
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    }));
    return { list: items, total, totalPages: Math.ceil(total / query.size), page: query.page };
  }

  /** Tells the player's open tabs their balance changed (after the commit). */
  async notify(memberId: number | string): Promise<void> {
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
  }
}
