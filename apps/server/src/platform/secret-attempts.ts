import type { Pool } from "./db.js";
import { AppError } from "./errors.js";

export interface SecretAttemptLimits {
  /** Wrong answers in a row that lock the secret. */
  lockAfter: number;
  /** How long a lock lasts; also how long a run of wrong answers is remembered. */
  lockMinutes: number;
}

/**
 * Attempt limits on the secrets a logged-in player types (payment password, old password when
 * changing one), kept in PostgreSQL so every instance shares them. Each try takes its slot before
 * the secret is checked, so parallel guesses cannot all slip in under the limit; a right answer
 * clears the run, and while locked even the right answer is refused.
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
    const { lockAfter, lockMinutes } = this.limits;
    const slot = await this.pool.query<{ failures: number; locked_seconds: number | null }>(
      `insert into secret_attempts as a (key, failures) values ($1, 1)
       on conflict (key) do update set
         failures = case
           when a.locked_until > now() then a.failures
           when a.locked_until is not null or a.last_attempt_at < now() - make_interval(mins => $2) then 1
           else a.failures + 1 end,
         locked_until = case when a.locked_until > now() then a.locked_until end,
         last_attempt_at = case when a.locked_until > now() then a.last_attempt_at else now() end
       returning failures, extract(epoch from locked_until - now())::float8 as locked_seconds`,
      [key, lockMinutes],
    );
    const row = slot.rows[0];
    if (row?.locked_seconds && row.locked_seconds > 0) throw this.locked(row.locked_seconds);
    const failures = row?.failures ?? 1;
    if (failures > lockAfter) return this.lock(key);
    if (await check()) {
      await this.pool.query("delete from secret_attempts where key = $1", [key]);
      return true;
    }
    if (failures >= lockAfter) return this.lock(key);
    return false;
  }

  private async lock(key: string): Promise<never> {
    const { lockMinutes } = this.limits;
    await this.pool.query(
      `update secret_attempts set locked_until = now() + make_interval(mins => $2)
        where key = $1 and (locked_until is null or locked_until < now())`,
      [key, lockMinutes],
    );
    throw this.locked(lockMinutes * 60);
  }

  private locked(seconds: number): AppError {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return new AppError("password.attempts.locked", { minutes }, { value: { minutes } });
  }
}
