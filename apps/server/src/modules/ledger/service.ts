import { randomInt } from "node:crypto";
import pg, { type DatabaseError } from "pg";
import type { Pool, Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { Metrics } from "../../platform/metrics.js";
import * as repo from "./repository.js";
import type {
  AccountBalance,
  AccountRef,
  LedgerEntryRow,
  PlayerWallet,
  ResolveInput,
  TransferInput,
  TransferResult,
} from "./types.js";

/**
 * Rows per house account: concurrent transfers spread over them instead of queueing on one. A
 * house row stays locked until its transaction's commit is on disk, so players who share one wait
 * for each other's commits; with 32 rows, 32 players in play at once mostly do not meet.
 */
export const HOUSE_SLOTS = 32;

const KIND = /^[a-z][a-z0-9_.]{0,63}$/;

function keyOf(ref: AccountRef, currency: string, slot: number): repo.AccountKey {
  if (ref.owner === "player") {
    return {
      ownerKind: "player",
      ownerId: String(ref.memberId),
      kind: ref.wallet,
      code: ref.wallet === "vendor" ? (ref.code ?? "") : "",
      currency,
      slot: 0,
    };
  }
  return { ownerKind: "house", ownerId: ref.merchant, kind: ref.kind, code: ref.code ?? "", currency, slot };
}

function balanceOfRow(balance: string | null, pending: string | null): AccountBalance | undefined {
  if (balance === null || pending === null) return undefined;
  const b = BigInt(balance);
  const p = BigInt(pending);
  return { balance: b, pending: p, available: b - p };
}

/** Maps the ledger functions' SQLSTATEs (0300_ledger.sql) to the API's error codes. */
function translate(error: unknown): never {
  const code = (error as DatabaseError).code;
  switch (code) {
    case "JL001":
    case "23514":
      throw new AppError("wallet.insufficient.funds");
    case "JL002":
      throw new AppError("wallet.amount.invalid", { decimals: 2 });
    case "JL003":
      throw new AppError("wallet.currency.mismatch");
    case "JL005":
      throw new AppError("wallet.pending.not.found");
    case "JL006":
      throw new AppError("wallet.pending.already.resolved");
    default:
      throw error;
  }
}

/**
 * The one way money moves in the product. Every deposit, withdrawal, bet, win, bonus, transfer
 * and adjustment is a transfer between two accounts of the double-entry ledger, made by the
 * PostgreSQL functions of 0300_ledger.sql in one round trip: player balances are checked and
 * locked (in id order) in the same statement that moves the money; house accounts are not locked
 * and may go negative. A known reference moves nothing and returns the stored transfer; the same
 * reference with a different movement is refused (`wallet.reference.conflict`).
 *
 * Pass `tx` to move money inside the caller's transaction (its commit makes it final); without
 * it each call is its own atomic statement. A refused call inside `tx` aborts that transaction.
 */
export class LedgerService {
  private readonly ids = new Map<string, Promise<string>>();
  private accountPool: pg.Pool | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly metrics?: Metrics,
  ) {}

  private newAccountPool(): pg.Pool {
    const accountPool = new pg.Pool({
      ...this.pool.options,
      max: 2,
      idleTimeoutMillis: 1000,
      allowExitOnIdle: true,
    });
    // An idle connection the server closes (a restart, a dropped database) is simply discarded;
    // without a listener the pool's error event would end the process.
    accountPool.on("error", () => {});
    return accountPool;
  }

  /** Ends the small pool that creates accounts (see accountId). */
  async close(): Promise<void> {
    const accountPool = this.accountPool;
    this.accountPool = undefined;
    await accountPool?.end();
  }

  /** A one-phase transfer: posted at once. */
  transfer(input: TransferInput, tx?: Queryable): Promise<TransferResult> {
    return this.counted(input.kind, this.move(input, false, tx));
  }

  /** Holds `amount` on `from` (its available balance drops); later `post` or `void` it, once. */
  hold(input: TransferInput, tx?: Queryable): Promise<TransferResult> {
    return this.counted(input.kind, this.move(input, true, tx));
  }

  /** Moves a held transfer (all of it, or `amount`; the rest is released). */
  post(input: ResolveInput, tx?: Queryable): Promise<TransferResult> {
    return this.counted(undefined, this.resolve(input, true, tx));
  }

  /** Releases a held transfer. */
  void(input: ResolveInput, tx?: Queryable): Promise<TransferResult> {
    return this.counted(undefined, this.resolve(input, false, tx));
  }

  /**
   * Resolves (creating on first use) the accounts a transfer between `from` and `to` would use,
   * outside any transaction, so the transaction that follows does not wait for the lookup.
   */
  async prepare(input: Pick<TransferInput, "from" | "to" | "currency">): Promise<void> {
    const slot = this.houseSlot(input);
    await Promise.all([
      this.accountId(input.from, input.currency, slot),
      this.accountId(input.to, input.currency, slot),
    ]);
  }

  /**
   * The account ids (debit, credit) a transfer between `from` and `to` uses, created on first use
   * and cached: for the PostgreSQL functions that move money by id in one round trip with other
   * bookkeeping (the seamless wallet's calls).
   */
  async accountIds(input: Pick<TransferInput, "from" | "to" | "currency">): Promise<[string, string]> {
    const slot = this.houseSlot(input);
    return Promise.all([
      this.accountId(input.from, input.currency, slot),
      this.accountId(input.to, input.currency, slot),
    ]);
  }

  /**
   * Locks players' accounts, in id order, until `tx` ends. A transaction that moves several
   * players' money (a lottery draw's settlement) takes them all first: it then never holds a
   * house row while it waits for a player another transaction holds, and cannot deadlock with
   * that player's own bets. House accounts are not locked here.
   */
  async lockPlayers(refs: AccountRef[], currency: string, tx: Queryable): Promise<void> {
    const players = refs.filter((ref) => ref.owner === "player");
    if (players.length === 0) return;
    const ids = await Promise.all(players.map((ref) => this.accountId(ref, currency, 0)));
    await repo.lockAccounts(tx, [...new Set(ids)]);
  }

  /** Balance of one account (a house account: all its slots together). */
  async balanceOf(ref: AccountRef, currency: string, tx?: Queryable): Promise<AccountBalance> {
    const { slot: _slot, ...key } = keyOf(ref, currency, 0);
    const row = await repo.sumBalances(tx ?? this.pool, key);
    return balanceOfRow(row.balance, row.pending) as AccountBalance;
  }

  /** Every wallet a player has in a currency (wallets never used are absent). */
  async walletsOf(memberId: string | number | bigint, currency: string, tx?: Queryable) {
    const rows = await repo.playerWallets(tx ?? this.pool, String(memberId), currency);
    return rows.map((row) => ({
      wallet: row.kind as PlayerWallet,
      code: row.code,
      currency: row.currency,
      ...(balanceOfRow(row.balance, row.pending) as AccountBalance),
    }));
  }

  /** A player's entries, newest first, with the running balance (account record). */
  async entriesOf(
    filter: Omit<repo.EntryFilter, "memberId"> & { memberId: string | number | bigint },
    tx?: Queryable,
  ): Promise<{ list: LedgerEntryRow[]; total: number }> {
    const rows = await repo.playerEntries(tx ?? this.pool, { ...filter, memberId: String(filter.memberId) });
    return {
      total: Number(rows[0]?.total ?? 0),
      list: rows.map((row) => ({
        entryId: row.entry_id,
        transferId: row.transfer_id,
        reference: row.reference,
        kind: row.kind,
        status: row.status,
        amount: BigInt(row.amount),
        pendingDelta: BigInt(row.pending_delta),
        balanceAfter: BigInt(row.balance_after),
        pendingAfter: BigInt(row.pending_after),
        currency: row.currency,
        wallet: row.wallet,
        code: row.code,
        createdAt: row.created_at,
        meta: row.meta,
      })),
    };
  }

  /**
   * The house slot of a transfer. A player's transfers always use the same slot, so a transaction
   * moving a player's money twice (a game's bet, then its win) locks one house row, never two rows
   * in an order another transaction may reverse (a deadlock). Players still spread over the slots.
   */
  private houseSlot(input: Pick<TransferInput, "from" | "to">): number {
    const player =
      input.from.owner === "player" ? input.from : input.to.owner === "player" ? input.to : undefined;
    if (!player) return randomInt(HOUSE_SLOTS);
    let hash = 0;
    for (const char of String(player.memberId)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return hash % HOUSE_SLOTS;
  }

  /** The account id of a reference (created on first use, then cached: ids never change). */
  private accountId(ref: AccountRef, currency: string, houseSlot: number): Promise<string> {
    const slot = ref.owner === "house" ? houseSlot : 0;
    const key = keyOf(ref, currency, slot);
    const cacheKey = `${key.ownerKind}|${key.ownerId}|${key.kind}|${key.code}|${key.currency}|${key.slot}`;
    let id = this.ids.get(cacheKey);
    if (!id) {
      // Created outside the caller's transaction so a rollback there never leaves a cached id
      // of an account that does not exist; and on a pool of its own, because callers that hold
      // every connection of the main pool in their transactions would otherwise wait for ever.
      this.accountPool ??= this.newAccountPool();
      id = repo.accountId(this.accountPool, key);
      id.catch(() => this.ids.delete(cacheKey));
      this.ids.set(cacheKey, id);
    }
    return id;
  }

  private validate(input: TransferInput): void {
    if (typeof input.amount !== "bigint" || input.amount <= 0n) {
      throw new AppError("wallet.amount.invalid", { decimals: 2 });
    }
    if (!KIND.test(input.kind)) throw new Error(`ledger: bad transfer kind "${input.kind}"`);
    if (!/^[A-Z]{3}$/.test(input.currency)) throw new Error(`ledger: bad currency "${input.currency}"`);
    if (!input.reference || input.reference.length > 200) throw new Error("ledger: bad reference");
  }

  private async move(input: TransferInput, pending: boolean, tx?: Queryable): Promise<TransferResult> {
    this.validate(input);
    const db = tx ?? this.pool;
    const slot = this.houseSlot(input);
    const [debit, credit] = await Promise.all([
      this.accountId(input.from, input.currency, slot),
      this.accountId(input.to, input.currency, slot),
    ]);
    if (debit === credit) throw new Error("ledger: a transfer needs two different accounts");
    const row = await this.withReplayRace(
      () =>
        repo.transfer(db, {
          reference: input.reference,
          kind: input.kind,
          debit,
          credit,
          amount: input.amount,
          currency: input.currency,
          pending,
          meta: input.meta ?? {},
        }),
      tx,
    );
    if (row.replayed) {
      const sameAccounts = (a: string, b: string) => a === b;
      const matches =
        row.kind === input.kind &&
        BigInt(row.amount) === input.amount &&
        row.currency === input.currency &&
        row.status === (pending ? "pending" : "posted") &&
        // House accounts have slots: compare the owner, not the row.
        (input.from.owner === "house" || sameAccounts(row.debit_account_id, debit)) &&
        (input.to.owner === "house" || sameAccounts(row.credit_account_id, credit));
      if (!matches) throw new AppError("wallet.reference.conflict");
    }
    return this.result(input.reference, row);
  }

  private async resolve(input: ResolveInput, post: boolean, tx?: Queryable): Promise<TransferResult> {
    if (input.amount !== undefined && input.amount <= 0n) {
      throw new AppError("wallet.amount.invalid", { decimals: 2 });
    }
    const db = tx ?? this.pool;
    const row = await this.withReplayRace(
      () =>
        repo.resolve(db, {
          reference: input.reference,
          pendingReference: input.pendingReference,
          post,
          amount: post ? input.amount : undefined,
          meta: input.meta ?? {},
        }),
      tx,
    );
    if (row.replayed && row.status !== (post ? "post" : "void")) {
      throw new AppError("wallet.reference.conflict");
    }
    return this.result(input.reference, row);
  }

  /**
   * Two calls with the same new reference at the same moment: the second waits on the unique
   * index and fails when the first commits. Outside a caller's transaction, asking again turns
   * that into an ordinary replay.
   */
  private async withReplayRace(
    run: () => Promise<repo.TransferRow>,
    tx?: Queryable,
  ): Promise<repo.TransferRow> {
    try {
      return await run();
    } catch (error) {
      const pgError = error as DatabaseError;
      if (!tx && pgError.code === "23505" && pgError.constraint === "ledger_transfers_reference_key") {
        try {
          return await run();
        } catch (again) {
          translate(again);
        }
      }
      if (pgError.code === "23505" && pgError.constraint === "ledger_transfers_resolved_once") {
        throw new AppError("wallet.pending.already.resolved");
      }
      translate(error);
    }
  }

  /** Counts a transfer by kind and outcome, or its failure by the refusal's code. */
  private counted(kind: string | undefined, moved: Promise<TransferResult>): Promise<TransferResult> {
    const metrics = this.metrics;
    if (!metrics) return moved;
    return moved.then(
      (result) => {
        metrics.ledgerTransfers.inc({
          kind: result.kind,
          outcome: result.replayed ? "replayed" : result.status,
        });
        return result;
      },
      (error: unknown) => {
        const reason = error instanceof AppError ? error.code : "error";
        metrics.ledgerTransferFailures.inc({ kind: kind ?? "resolve", reason });
        throw error;
      },
    );
  }

  private result(reference: string, row: repo.TransferRow): TransferResult {
    const from = balanceOfRow(row.debit_balance, row.debit_pending);
    const to = balanceOfRow(row.credit_balance, row.credit_pending);
    return {
      transferId: row.transfer_id,
      reference,
      replayed: row.replayed,
      status: row.status,
      kind: row.kind,
      amount: BigInt(row.amount),
      currency: row.currency,
      createdAt: row.created_at,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  }
}
