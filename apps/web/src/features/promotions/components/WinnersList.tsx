import { useTranslation } from "react-i18next";
import { usePromoFormat } from "../lib/format";

export interface Winner {
  /** Masked by the server ("me***01"). */
  player: string;
  amount: string;
  title?: string;
  at?: string;
  ticket?: number;
}

/** Winners with their names as the server masked them; one wrapping row each, phone-safe. */
export function WinnersList({ winners, empty }: { winners: Winner[]; empty: string }) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  if (winners.length === 0)
    return (
      <p className="text-sm text-muted" data-testid="winners-empty">
        {empty}
      </p>
    );
  return (
    <ul
      className="flex flex-col divide-y divide-line/60 rounded-xl border border-line/70"
      data-testid="winners"
    >
      {winners.map((w, index) => (
        <li
          // the same masked name may win twice: the position keeps the key unique
          key={`${w.player}-${index}`}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
          data-testid="winner"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-mono text-white">
              {w.player}
              {w.ticket !== undefined && (
                <span className="ml-2 text-xs text-muted">{t("raffle.ticket", { number: w.ticket })}</span>
              )}
            </span>
            {w.title && <span className="truncate text-xs text-muted">{w.title}</span>}
          </span>
          <span className="flex items-center gap-3">
            <strong className="text-gold tabular-nums">{f.money(w.amount)}</strong>
            {w.at && (
              <time className="font-mono text-xs text-muted" dateTime={w.at}>
                {f.time(w.at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
