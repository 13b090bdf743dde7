import type { Pool } from "./db.js";
import { AppError } from "./errors.js";

export interface SecretAttemptLimits {
  /** Wrong answers in a row that lock the secret. */
  lockAfter: number;
  /** How long a lock lasts; also how long a run of wrong answers is remembered. */
  lockMinutes: number;
}

interface AttemptRow {
  locked_seconds: number | null;
}

/** The run's new length after one more wrong answer on row `a` ($2 = the lock's minutes). */
const RUN_AFTER_WRONG = `case
  when a.locked_until is not null or a.last_attempt_at < now() - make_interval(mins => $2) then 1
  else a.failures + 1 end`;

/**
 * Attempt limits on the secrets a logged-in player types (payment password, old password when
 * changing one), kept in PostgreSQL so every instance shares them. Only wrong answers count.
 *
 * The secret is checked first, outside any transaction, and its outcome is then recorded in one
 * statement that reads and writes the newest version of the key's row under its row lock: a wrong
 * answer adds one (and sets the lock when it reaches the limit), a right one clears the run. An
 * answer is honoured only if the key was not locked when its outcome was recorded, so parallel
 * guesses are judged one after the other: at most `lockAfter` of them are ever answered, the rest
 * are refused as locked and learn nothing. Taking a slot before the check instead (as this code
 * once did) counted every try, right ones too, so a burst of right answers locked the secret.
 */
export class SecretAttempts {
  constructor(
    private readonly pool: Pool,
    private readonly limits: SecretAttemptLimits,
  ) {}

  /**
   * Runs `check` (true = right answer) unless `key` is locked. Answers 429
   * `password.attempts.locked` with the minutes left when locked or when this wrong answer locks it.
   */
  async verify(key: string, check: () => Promise<boolean>): Promise<boolean> {
    // A cheap look first: a locked key is refused without spending a hash on it.
    const seen = await this.pool.query<{ locked_seconds: number }>(
      `select extract(epoch from locked_until - now())::float8 as locked_seconds
         from secret_attempts where key = $1 and locked_until > now()`,
      [key],
    );
    if (seen.rows[0]) throw this.locked(seen.rows[0].locked_seconds);
    const right = await check();
    const row = right ? await this.recordRight(key) : await this.recordWrong(key);
    if (row?.locked_seconds && row.locked_seconds > 0) throw this.locked(row.locked_seconds);
    return right;
  }

  /**
   * A right answer clears the run unless a lock was set meanwhile. No row means no wrong answer
   * is on record: nothing to write. UPDATE re-reads a row another statement changed while it
   * waited, so a lock committed just before is seen.
   */
  private async recordRight(key: string): Promise<AttemptRow | undefined> {
    const res = await this.pool.query<AttemptRow>(
      `update secret_attempts as a set
         failures = case when a.locked_until > now() then a.failures else 0 end,
         locked_until = case when a.locked_until > now() then a.locked_until end
        where a.key = $1
       returning extract(epoch from a.locked_until - now())::float8 as locked_seconds`,
      [key],
    );
    return res.rows[0];
  }

  /**
   * A wrong answer adds one to the run (a run older than the lock's minutes, or ended by an
   * expired lock, starts again at one) and locks the key when it reaches the limit. ON CONFLICT
   * DO UPDATE works on the newest row under its lock, so parallel wrong answers count one by one.
   */
  private async recordWrong(key: string): Promise<AttemptRow | undefined> {
    const { lockAfter, lockMinutes } = this.limits;
    const res = await this.pool.query<AttemptRow>(
      `insert into secret_attempts as a (key, failures, locked_until)
         values ($1, 1, case when $3 <= 1 then now() + make_interval(mins => $2) end)
       on conflict (key) do update set
         failures = case when a.locked_until > now() then a.failures else ${RUN_AFTER_WRONG} end,
         locked_until = case
           when a.locked_until > now() then a.locked_until
           when ${RUN_AFTER_WRONG} >= $3 then now() + make_interval(mins => $2) end,
         last_attempt_at = case when a.locked_until > now() then a.last_attempt_at else now() end
       returning extract(epoch from a.locked_until - now())::float8 as locked_seconds`,
      [key, lockMinutes, lockAfter],
    );
    return res.rows[0];
  }

  private locked(seconds: number): AppError {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return new AppError("password.attempts.locked", { minutes }, { value: { minutes } });
  }
}
