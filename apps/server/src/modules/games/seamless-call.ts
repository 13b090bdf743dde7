import { createHash } from "node:crypto";
import type {
  Language,
  WalletBetRequest,
  WalletEndRequest,
  WalletRollbackRequest,
  WalletStatus,
  WalletWinRequest,
} from "@jogada/contracts";
import type { Tx } from "../../platform/db.js";
import type { AccountRef } from "../ledger/types.js";
import type * as repo from "./wallet-repository.js";

/** The pieces a seamless wallet call is made of: its fingerprint, its context, its refusals, its rule. */

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}

/** Same fields, same values, whatever the key order: the fingerprint of a call. */
export function fingerprint(body: object): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}

/** A refusal decided inside the transaction; `keep` stores it so a repeat gets the same answer. */
export class Refusal extends Error {
  constructor(
    readonly status: WalletStatus,
    readonly keep: boolean,
    readonly retry = false,
  ) {
    super(status);
  }
}

export type CachedSession = repo.GameSessionRow & { tokenHash: Buffer };

export interface Context {
  session: CachedSession;
  decimals: number;
  language: Language;
  player: AccountRef;
  house: AccountRef;
}

export type RoundBody = WalletBetRequest | WalletWinRequest | WalletRollbackRequest | WalletEndRequest;

/**
 * What a call's rule decided: the amount and, when money moves, which way. The move itself is
 * made last in the transaction, so the house account's row is held only until the commit.
 */
export interface Outcome {
  moved: bigint;
  move?: { kind: "game_bet" | "game_win" | "game_refund"; direction: "in" | "out" };
}
export type Rule = (c: Context, tx: Tx, amount: bigint) => Promise<Outcome>;
