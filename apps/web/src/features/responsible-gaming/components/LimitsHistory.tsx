import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { useRgHistory } from "../api/rg-api";
import { useDateTime, useMoney } from "../lib/format";
import { Loadable } from "./ui";

/** "limit.increase.requested" → "limit_increase_requested", the catalogue's key. */
function actionKey(action: string): string {
  return action.replace(/[.-]/g, "_");
}

/** The history of limit changes and exclusions, newest first, ten a page. */
export function LimitsHistory() {
  const { t } = useTranslation("responsibleGaming");
  const at = useDateTime();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const history = useRgHistory(page);

  const limitLabel = (limit: string | null) => {
    if (!limit) return "";
    if (limit === "session") return t("kinds.session");
    const [type, period] = limit.split(".");
    return `${t(`kinds.${type}` as "kinds.loss")} · ${t(`periods.${period}` as "periods.day")}`;
  };
  const valueText = (limit: string | null, value: string | null) => {
    if (value === null) return t("limits.none");
    if (limit === "session") return t("limits.minutes", { count: Number(value) });
    if (limit === null) return value;
    return money(value);
  };

  return (
    <section aria-labelledby="rg-history-title" data-testid="rg-history" className="grid gap-2">
      <h3 id="rg-history-title" className="text-base font-bold">
        {t("history.title")}
      </h3>
      <Loadable pending={history.isPending} error={history.error} retry={() => void history.refetch()}>
        {history.data && history.data.list.length === 0 ? (
          <p className="text-sm text-muted" data-testid="rg-history-empty">
            {t("history.empty")}
          </p>
        ) : (
          <ol className="grid gap-2">
            {history.data?.list.map((entry) => {
              const exclusion =
                entry.limit === null && ["timeout", "self-exclusion", "closure"].includes(entry.action);
              return (
                <li
                  key={entry.id}
                  className="grid gap-0.5 rounded-lg border border-line/50 bg-night/40 px-3 py-2 text-sm"
                  data-testid="rg-history-entry"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-white">
                      {t(`history.actions.${actionKey(entry.action)}` as "history.actions.timeout")}
                    </span>
                    <time className="text-xs text-muted" dateTime={entry.at}>
                      {at(entry.at)}
                    </time>
                  </div>
                  <span className="text-xs text-muted">
                    {limitLabel(entry.limit)}
                    {entry.limit !== null && entry.action !== "reality-check.set" && (
                      <>
                        {entry.limit ? " · " : ""}
                        {valueText(entry.limit, entry.before)} → {valueText(entry.limit, entry.after)}
                      </>
                    )}
                    {entry.action === "reality-check.set" &&
                      (entry.after ? t("reality.every", { count: Number(entry.after) }) : t("reality.off"))}
                    {exclusion &&
                      (entry.until ? t("history.until", { time: at(entry.until) }) : t("history.forever"))}
                    {" · "}
                    {entry.by === "operator" ? t("history.operator") : t("history.player")}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {history.data && (
          <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} className="mt-2" />
        )}
      </Loadable>
    </section>
  );
}
