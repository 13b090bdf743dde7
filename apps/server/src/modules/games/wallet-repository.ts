import type { Queryable } from "../../platform/db.js";

export interface GameSessionRow {
  member_id: string;
  merchant_code: string;
  game_id: string;
  vendor_code: string;
  room_id: string | null;
  demo: boolean;
  wallet: "main" | "demo" | "vendor";
  currency: string;
  expires_at: Date;
  /** The player's account status (0 active); a locked or disabled player may not stake. */
  member_status: number;
}

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: Buffer;
    memberId: number;
    merchantCode: string;
    gameId: string;
    vendor: string;
    roomId: string | null;
    demo: boolean;
    wallet: "main" | "demo" | "vendor";
    currency: string;
    minutes: number;
  },
): Promise<void> {
  await db.query(
    `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, room_id, demo, currency,
                                expires_at, wallet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9), $10)`,
    [
      session.tokenHash,
      session.memberId,
      session.merchantCode,
      session.gameId,
      session.vendor,
      session.roomId,
      session.demo,
      session.currency,
      session.minutes,
      session.wallet,
    ],
  );
}

export async function findSession(db: Queryable, tokenHash: Buffer): Promise<GameSessionRow | undefined> {
  const result = await db.query<GameSessionRow>(
    `select s.member_id, s.merchant_code, s.game_id, s.vendor_code, s.room_id, s.demo, s.wallet, s.currency,
            s.expires_at, m.status as member_status
       from game_sessions s join members m on m.id = s.member_id where s.token_hash = $1`,
    [tokenHash],
  );
  return result.rows[0];
}

/** Serialises every call about one round (bet, win, rollback, end) until the transaction ends. */
export async function lockRound(db: Queryable, roundId: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(7304002, hashtext($1))", [roundId]);
}

export interface TransactionRow {
  transaction_id: string;
  kind: string;
  round_id: string;
  member_id: string;
  bet_transaction_id: string | null;
  amount: string;
  request_hash: string;
  status: string;
  balance_after: string | null;
}

export async function findTransaction(
  db: Queryable,
  transactionId: string,
): Promise<TransactionRow | undefined> {
  const result = await db.query<TransactionRow>(
    `select transaction_id, kind, round_id, member_id, bet_transaction_id, amount, request_hash, status, balance_after
       from game_transactions where transaction_id = $1`,
    [transactionId],
  );
  return result.rows[0];
}

/** Calls that name this bet: its wins and rollbacks (kept rollbacks included). */
export async function referencesTo(
  db: Queryable,
  betTransactionId: string,
): Promise<{ kind: string; status: string }[]> {
  const result = await db.query<{ kind: string; status: string }>(
    "select kind, status from game_transactions where bet_transaction_id = $1",
    [betTransactionId],
  );
  return result.rows;
}

export async function insertTransaction(
  db: Queryable,
  row: {
    transactionId: string;
    kind: "bet" | "win" | "rollback" | "end";
    roundId: string;
    memberId: string;
    betTransactionId: string | null;
    amount: bigint;
    requestHash: string;
    status: string;
    balanceAfter: bigint | null;
  },
): Promise<void> {
  await db.query(
    `insert into game_transactions (transaction_id, kind, round_id, member_id, bet_transaction_id, amount,
                                    request_hash, status, balance_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.transactionId,
      row.kind,
      row.roundId,
      row.memberId,
      row.betTransactionId,
      row.amount.toString(),
      row.requestHash,
      row.status,
      row.balanceAfter?.toString() ?? null,
    ],
  );
}

export interface RoundRow {
  round_id: string;
  member_id: string;
  status: "open" | "closed";
  stake: string;
  win: string;
  refund: string;
}

export async function lockRoundRow(db: Queryable, roundId: string): Promise<RoundRow | undefined> {
  const result = await db.query<RoundRow>(
    "select round_id, member_id, status, stake, win, refund from game_rounds where round_id = $1 for update",
    [roundId],
  );
  return result.rows[0];
}

export async function insertRound(
  db: Queryable,
  round: {
    roundId: string;
    memberId: string;
    merchantCode: string;
    gameId: string;
    vendor: string;
    demo: boolean;
    currency: string;
  },
): Promise<void> {
  await db.query(
    `insert into game_rounds (round_id, member_id, merchant_code, game_id, vendor_code, demo, currency)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      round.roundId,
      round.memberId,
      round.merchantCode,
      round.gameId,
      round.vendor,
      round.demo,
      round.currency,
    ],
  );
}

export async function addToRound(
  db: Queryable,
  roundId: string,
  change: { stake?: bigint; win?: bigint; refund?: bigint; bets?: number; close?: boolean },
): Promise<void> {
  await db.query(
    `update game_rounds set stake = stake + $2, win = win + $3, refund = refund + $4, bets = bets + $5,
            status = case when $6 then 'closed' else status end,
            settled_at = case when $6 and status = 'open' then now() else settled_at end
      where round_id = $1`,
    [
      roundId,
      (change.stake ?? 0n).toString(),
      (change.win ?? 0n).toString(),
      (change.refund ?? 0n).toString(),
      change.bets ?? 0,
      change.close ?? false,
    ],
  );
}
