import type { TransactionType } from "./wallet.js";

/**
 * Every kind of ledger movement and the account-record type it is listed under (MEMTRANS3). The
 * ledger accepts only these kinds, and the site labels each one in PT and EN (a unit test checks
 * both catalogues), so a new kind of movement cannot reach a player's record unnamed.
 */
export const LEDGER_KINDS = {
  deposit: "deposit",
  deposit_refund: "deposit",
  withdrawal: "withdrawal",
  withdrawal_refund: "withdrawal",
  "transfer.wallet": "transfer",
  "transfer.member": "transfer",
  game_transfer_out: "transfer",
  game_transfer_in: "transfer",
  bet: "bet",
  game_bet: "bet",
  win: "win",
  game_win: "win",
  "win.reversal": "rollback",
  rollback: "rollback",
  refund: "rollback",
  game_refund: "rollback",
  bonus: "bonus",
  bonus_conversion: "bonus",
  bonus_forfeit: "bonus",
  demo_credit: "bonus",
  adjustment: "adjustment",
  "agent.daily": "other",
  "agent.hourly": "other",
  "agent.realtime": "other",
  "agent.dividend": "other",
  points: "other",
  "points.convert": "bonus",
  "vip.rebate": "bonus",
  "vip.birthday": "bonus",
} as const satisfies Record<string, TransactionType>;
export type LedgerKind = keyof typeof LEDGER_KINDS;

export function isLedgerKind(kind: string): kind is LedgerKind {
  return Object.hasOwn(LEDGER_KINDS, kind);
}

/** The account-record type of a movement kind; an unknown kind (old data) is "other". */
export function transactionTypeOf(kind: string): TransactionType {
  return isLedgerKind(kind) ? LEDGER_KINDS[kind] : "other";
}

/** The kinds listed under an account-record type, for the record's type filter. */
export function ledgerKindsOf(type: TransactionType): LedgerKind[] {
  return (Object.keys(LEDGER_KINDS) as LedgerKind[]).filter((kind) => LEDGER_KINDS[kind] === type);
}
