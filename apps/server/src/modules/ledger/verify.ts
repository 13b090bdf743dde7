import { connect, type Pool } from "../../platform/db.js";

export interface Breach {
  check: string;
  /** A few offending rows, for the report. */
  sample: unknown[];
  count: number;
}

/**
 * Every invariant of the ledger (REFERENCE.md §7), as a query returning the offending rows.
 * `npm run ledger:verify` and the tests run the same list.
 */
export const LEDGER_CHECKS: { name: string; sql: string }[] = [
  {
    name: "each currency's balances sum to zero",
    sql: `select currency, sum(balance) as total from ledger_accounts group by currency having sum(balance) <> 0`,
  },
  {
    name: "each transfer's entries sum to zero",
    sql: `select transfer_id, sum(amount) as total from ledger_entries group by transfer_id having sum(amount) <> 0`,
  },
  {
    name: "every transfer has the entries its status requires",
    sql: `select t.id, t.status, count(e.id) as entries,
                 coalesce(sum(abs(e.amount)), 0) as moved, coalesce(sum(e.pending_delta), 0) as held
            from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
           group by t.id
          having not (
             (t.status = 'posted' and count(e.id) = 2 and sum(abs(e.amount)) = 2 * t.amount and sum(e.pending_delta) = 0)
          or (t.status = 'pending' and count(e.id) = 1 and sum(abs(e.amount)) = 0 and sum(e.pending_delta) = t.amount)
          or (t.status = 'post' and count(e.id) = 2 and sum(abs(e.amount)) = 2 * t.amount)
          or (t.status = 'void' and count(e.id) = 1 and sum(abs(e.amount)) = 0 and sum(e.pending_delta) = -t.amount))`,
  },
  {
    name: "entries debit the debit account and credit the credit account",
    sql: `select e.id from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
           where not ((e.account_id = t.debit_account_id and e.amount <= 0)
                   or (e.account_id = t.credit_account_id and e.amount >= 0 and e.pending_delta = 0))`,
  },
  {
    name: "transfers stay in one currency",
    sql: `select t.id from ledger_transfers t
            join ledger_accounts d on d.id = t.debit_account_id
            join ledger_accounts c on c.id = t.credit_account_id
           where d.currency <> t.currency or c.currency <> t.currency`,
  },
  {
    name: "account balance and hold equal the sum of their entries",
    sql: `select a.id, a.balance, a.pending, a.version, coalesce(sum(e.amount), 0) as entries_balance,
                 coalesce(sum(e.pending_delta), 0) as entries_pending, count(e.id) as entries
            from ledger_accounts a left join ledger_entries e on e.account_id = a.id
           group by a.id
          having a.balance <> coalesce(sum(e.amount), 0) or a.pending <> coalesce(sum(e.pending_delta), 0)
              or a.version <> count(e.id)`,
  },
  {
    name: "every entry's running balance follows from the one before",
    sql: `select id, account_id from (
            select e.id, e.account_id, e.amount, e.pending_delta, e.balance_after, e.pending_after,
                   lag(e.balance_after, 1, 0::bigint) over w as prev_balance,
                   lag(e.pending_after, 1, 0::bigint) over w as prev_pending
              from ledger_entries e window w as (partition by e.account_id order by e.id)) x
           where balance_after <> prev_balance + amount or pending_after <> prev_pending + pending_delta`,
  },
  {
    name: "the last running balance is the account's balance",
    sql: `select a.id from ledger_accounts a
            join lateral (select balance_after, pending_after from ledger_entries e
                           where e.account_id = a.id order by e.id desc limit 1) last on true
           where last.balance_after <> a.balance or last.pending_after <> a.pending`,
  },
  {
    name: "no player account is negative or over-held",
    sql: `select id, balance, pending from ledger_accounts
           where pending < 0 or (not may_go_negative and balance - pending < 0)`,
  },
  {
    name: "no running balance of a player account ever went negative",
    sql: `select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where not a.may_go_negative and (e.balance_after - e.pending_after < 0 or e.pending_after < 0)`,
  },
  {
    name: "only house accounts may go negative",
    sql: `select id from ledger_accounts where may_go_negative <> (owner_kind = 'house')`,
  },
  {
    name: "holds equal the open pending transfers",
    sql: `select a.id, a.pending, coalesce(open.total, 0) as open_total from ledger_accounts a
            left join (select p.debit_account_id, sum(p.amount) as total from ledger_transfers p
                        where p.status = 'pending'
                          and not exists (select 1 from ledger_transfers r where r.pending_id = p.id)
                        group by p.debit_account_id) open on open.debit_account_id = a.id
           where a.pending <> coalesce(open.total, 0)`,
  },
  {
    name: "a resolution matches its pending transfer and moves at most what was held",
    sql: `select r.id from ledger_transfers r join ledger_transfers p on p.id = r.pending_id
           where p.status <> 'pending' or r.debit_account_id <> p.debit_account_id
              or r.credit_account_id <> p.credit_account_id or r.currency <> p.currency
              or r.amount > p.amount or (r.status = 'void' and r.amount <> p.amount)`,
  },
  {
    name: "transfers and entries are protected against change",
    sql: `select t.name from (values ('ledger_transfers_immutable'), ('ledger_entries_immutable')) t(name)
           where not exists (select 1 from pg_trigger where tgname = t.name and not tgisinternal)`,
  },
];

/** Runs every check in one snapshot; an empty list means the ledger is sound. */
export async function verifyLedger(pool: Pool): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const db = await connect(pool);
  await db.query("begin isolation level repeatable read read only");
  try {
    for (const check of LEDGER_CHECKS) {
      const { rows } = await db.query(`select * from (${check.sql}) breach limit 5`);
      if (rows.length > 0) {
        const { rows: counted } = await db.query<{ n: string }>(
          `select count(*) as n from (${check.sql}) breach`,
        );
        breaches.push({ check: check.name, sample: rows, count: Number(counted[0]?.n ?? rows.length) });
      }
    }
  } finally {
    await db.query("commit").catch(() => {});
    db.release();
  }
  return breaches;
}
