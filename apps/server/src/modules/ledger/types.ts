/** Wallets a player holds: real money, bonus money, play money of trial accounts, vendor wallets, loyalty points. */
export type PlayerWallet = "main" | "bonus" | "demo" | "vendor" | "points";

/** The house's accounts; they may go negative and are never locked. */
export type HouseKind =
  | "house_vendor"
  | "house_payment"
  | "house_promotion"
  | "house_agent_payout"
  | "house_adjustment"
  | "house_demo"
  /** Issues loyalty points and takes them back (currency PTS). */
  | "house_points"
  /** Cash loyalty pays: leaderboard prizes, conversions, mall and mission cash. */
  | "house_loyalty";

export type AccountRef =
  | {
      owner: "player";
      memberId: string | number | bigint;
      wallet: PlayerWallet;
      /** Vendor code, for `vendor` wallets only. */
      code?: string;
    }
  | {
      owner: "house";
      /** Merchant code of the brand whose books this is. */
      merchant: string;
      kind: HouseKind;
      /** Vendor or payment provider code. */
      code?: string;
    };

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  currency: string;
  /** Unique per movement: Idempotency-Key, provider transaction id, notification id... */
  reference: string;
  /** What the movement is, shown in the player's account record: deposit, bet, win... */
  kind: string;
  meta?: Record<string, unknown>;
}

export interface ResolveInput {
  /** The resolution's own unique reference. */
  reference: string;
  /** Reference of the pending transfer (the hold). */
  pendingReference: string;
  /** Post only this much (minor units, at most the hold); the rest goes back. Default: all. */
  amount?: bigint;
  meta?: Record<string, unknown>;
}

export interface AccountBalance {
  balance: bigint;
  pending: bigint;
  /** balance - pending: what can be spent. */
  available: bigint;
}

export interface TransferResult {
  transferId: string;
  reference: string;
  /** True when the reference was already known: nothing moved, the stored transfer came back. */
  replayed: boolean;
  status: "posted" | "pending" | "post" | "void";
  kind: string;
  amount: bigint;
  currency: string;
  createdAt: Date;
  /** Balances right after the transfer; absent on a replay. */
  from?: AccountBalance;
  to?: AccountBalance;
}

export interface LedgerEntryRow {
  entryId: string;
  transferId: string;
  reference: string;
  kind: string;
  status: string;
  amount: bigint;
  pendingDelta: bigint;
  balanceAfter: bigint;
  pendingAfter: bigint;
  currency: string;
  wallet: string;
  code: string;
  createdAt: Date;
  meta: Record<string, unknown>;
}
