import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../shared/lib/use-format";
import { useRounds } from "../api/house-games";
import { multiplierLabel } from "../lib/format";
import { verifyLink } from "../lib/verify-link";

/** Game recall: the last 10 rounds with every step, balances before and after, stake and win. */
export function HistoryPanel({ game }: { game: string }) {
  const { t } = useTranslation("houseGames");
  const format = useFormat();
  const rounds = useRounds(game).data?.list;
  if (!rounds) return null;
  return (
    <section className="rounded-2xl border border-line bg-panel p-4 text-sm" aria-labelledby="bgs-history">
      <h2 id="bgs-history" className="mb-3 font-semibold text-white">
        {t("history.title")}
      </h2>
      {rounds.length === 0 && <p className="text-muted">{t("history.empty")}</p>}
      <ul className="flex flex-col gap-2" data-testid="round-history">
        {rounds.map((round) => {
          const link = verifyLink(round);
          return (
            <li key={round.roundId} className="rounded-xl bg-night/60 p-2">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 text-xs">
                  <span
                    className={
                      round.status === "won"
                        ? "text-emerald-400"
                        : round.status === "lost"
                          ? "text-red-400"
                          : "text-gold"
                    }
                  >
                    {t(`history.status.${round.status}`)}
                  </span>
                  <span className="text-white">{multiplierLabel(round.multiplier)}</span>
                  <span className="text-muted">
                    {t("history.stake")} {format.money(round.stake)} · {t("history.win")}{" "}
                    {format.money(round.win)}
                  </span>
                  <span className="ml-auto font-mono text-muted">#{round.fairness.nonce}</span>
                </summary>
                <dl className="mt-2 grid grid-cols-2 gap-1 text-xs text-muted">
                  <dt>{t("history.before")}</dt>
                  <dd className="text-white">{format.money(round.balanceBefore)}</dd>
                  <dt>{t("history.after")}</dt>
                  <dd className="text-white">
                    {round.balanceAfter ? format.money(round.balanceAfter) : "—"}
                  </dd>
                </dl>
                <p className="mt-2 text-xs text-muted">{t("history.steps")}</p>
                <ol className="mt-1 list-decimal pl-5 font-mono text-[11px] text-white/80">
                  {round.steps.map((step, i) => (
                    <li key={i} className="break-all">
                      {step.action} {JSON.stringify(step.detail).slice(0, 240)}
                    </li>
                  ))}
                </ol>
                {link ? (
                  <Link
                    to={link}
                    className="mt-2 inline-block text-xs text-gold underline"
                    data-testid="verify-round"
                  >
                    {t("history.verify")}
                  </Link>
                ) : (
                  round.game !== "crash" && <p className="mt-2 text-xs text-muted">{t("history.hidden")}</p>
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
