import type { Queryable } from "./db.js";

/**
 * The state of each partner (payment providers, the game aggregator, Hub88) as this platform last
 * saw it, for the back office: the last success, the last error and its text. One row per
 * partner code (payment_provider_status, migration 1201), written after every call.
 */
export async function recordPartnerStatus(db: Queryable, partner: string, error: string | null) {
  await db.query(
    `insert into payment_provider_status (provider, last_ok_at, last_error_at, last_error, updated_at)
     values ($1, case when $2::text is null then now() end, case when $2::text is not null then now() end, $2, now())
     on conflict (provider) do update set
       last_ok_at = case when $2::text is null then now() else payment_provider_status.last_ok_at end,
       last_error_at = case when $2::text is not null then now() else payment_provider_status.last_error_at end,
       last_error = coalesce($2, payment_provider_status.last_error), updated_at = now()`,
    [partner, error === null ? null : error.slice(0, 500)],
  );
}

/** A reporter that never fails its caller: a status that cannot be written is only a status. */
export function partnerStatusReporter(db: Queryable, partner: string) {
  return (error: Error | null) =>
    void recordPartnerStatus(db, partner, error?.message ?? null).catch(() => {});
}
