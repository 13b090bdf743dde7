import type { Queryable } from "../../platform/db.js";

export interface AccountKey {
  ownerKind: "player" | "house";
  ownerId: string;
  kind: string;
  code: string;
  currency: string;
  slot: number;
}

export async function accountId(db: Queryable, key: AccountKey): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "select ledger_account($1, $2, $3, $4, $5, $6::smallint) as id",
    [key.ownerKind, key.ownerId, key.kind, key.code, key.currency, key.slot],
  );
  return rows[0]?.id as string;
}

export interface TransferRow {
  transfer_id: string;
  replayed: boolean;
  status: "posted" | "pending" | "post" | "void";
  kind: string;
  debit_account_id: string;
  credit_account_id: string;
  amount: string;
  currency: string;
  created_at: Date;
  debit_balance: string | null;
  debit_pending: string | null;
  credit_balance: string | null;
  credit_pending: string | null;
}

export async function transfer(
  db: Queryable,
  input: {
    reference: string;
    kind: string;
    debit: string;
    credit: string;
    amount: bigint;
    currency: string;
    pending: boolean;
    meta: Record<string, unknown>;
  },
): Promise<TransferRow> {
  const { rows } = await db.query<TransferRow>(
    "select * from ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8)",
    [
      input.reference,
      input.kind,
      input.debit,
      input.credit,
      input.amount.toString(),
      input.currency,
      input.pending,
      JSON.stringify(input.meta),
    ],
  );
  return rows[0] as TransferRow;
}

export async function resolve(
  db: Queryable,
  input: {
    reference: string;
    pendingReference: string;
    post: boolean;
    amount: bigint | undefined;
    meta: Record<string, unknown>;
  },
): Promise<TransferRow> {
  const { rows } = await db.query<TransferRow>("select * from ledger_resolve($1, $2, $3, $4, $5)", [
    input.reference,
    input.pendingReference,
    input.post,
    input.amount?.toString() ?? null,
    JSON.stringify(input.meta),
  ]);
  return rows[0] as TransferRow;
}

export async function findPendingReference(db: Queryable, pendingId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ reference: string }>(
    "select reference from ledger_transfers where id = $1",
    [pendingId],
  );
  return rows[0]?.reference;
}

/** Locks accounts in id order until the transaction ends (the order every transfer locks in). */
export async function lockAccounts(db: Queryable, ids: string[]): Promise<void> {
  await db.query("select 1 from ledger_accounts where id = any($1::bigint[]) order by id for update", [ids]);
}

export async function sumBalances(
  db: Queryable,
  key: Omit<AccountKey, "slot">,
): Promise<{ balance: string; pending: string }> {
  const { rows } = await db.query<{ balance: string; pending: string }>(
    `select coalesce(sum(balance), 0)::bigint as balance, coalesce(sum(pending), 0)::bigint as pending
       from ledger_accounts
      where owner_kind = $1 and owner_id = $2 and kind = $3 and code = $4 and currency = $5`,
    [key.ownerKind, key.ownerId, key.kind, key.code, key.currency],
  );
  return rows[0] ?? { balance: "0", pending: "0" };
}

export interface WalletRow {
  kind: string;
  code: string;
  currency: string;
  balance: string;
  pending: string;
}

export async function playerWallets(db: Queryable, memberId: string, currency: string): Promise<WalletRow[]> {
  const { rows } = await db.query<WalletRow>(
    `select kind, code, currency, balance, pending from ledger_accounts
      where owner_kind = 'player' and owner_id = $1 and currency = $2
      order by kind, code`,
    [memberId, currency],
  );
  return rows;
}

export interface EntryFilter {
  memberId: string;
  currency: string;
  wallets: string[];
  /** Only these transfer kinds (LEDGER_KINDS). */
  kinds?: string[] | undefined;
  /** yyyy-MM-dd, inclusive, in `timeZone`. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  timeZone: string;
  /** Also the entries that change nothing available (a hold being posted): the full audit trail. */
  includeHolds?: boolean;
  limit: number;
  offset: number;
}

interface EntryDbRow {
  entry_id: string;
  transfer_id: string;
  reference: string;
  kind: string;
  status: string;
  amount: string;
  pending_delta: string;
  balance_after: string;
  pending_after: string;
  currency: string;
  wallet: string;
  code: string;
  created_at: Date;
  meta: Record<string, unknown>;
  total: string;
}

export async function playerEntries(db: Queryable, filter: EntryFilter): Promise<EntryDbRow[]> {
  const { rows } = await db.query<EntryDbRow>(
    `select e.id as entry_id, t.id as transfer_id, t.reference, t.kind, t.status, e.amount, e.pending_delta,
            e.balance_after, e.pending_after, a.currency, a.kind as wallet, a.code, e.created_at, t.meta,
            count(*) over () as total
       from ledger_accounts a
       join ledger_entries e on e.account_id = a.id
       join ledger_transfers t on t.id = e.transfer_id
      where a.owner_kind = 'player' and a.owner_id = $1 and a.currency = $2 and a.kind = any($3)
        -- Entries that change nothing available (the posting of a hold) are not shown.
        and ($10::boolean or e.amount - e.pending_delta <> 0)
        and ($4::text[] is null or t.kind = any($4))
        and ($5::date is null or e.created_at >= ($5::date)::timestamp at time zone $9)
        and ($6::date is null or e.created_at < ($6::date + 1)::timestamp at time zone $9)
      order by e.id desc
      limit $7 offset $8`,
    [
      filter.memberId,
      filter.currency,
      filter.wallets,
      filter.kinds ?? null,
      filter.fromDate ?? null,
      filter.toDate ?? null,
      filter.limit,
      filter.offset,
      filter.timeZone,
      filter.includeHolds ?? false,
    ],
  );
  return rows;
}
