import { useTranslation } from "react-i18next";
import { useRgSession } from "../api/rg-api";
import { formatDuration, useDateTime, useMoney } from "../lib/format";

/** This login session: when it started, how long it has lasted and its net result. */
export function SessionSummary() {
  const { t } = useTranslation("responsibleGaming");
  const session = useRgSession();
  const money = useMoney();
  const at = useDateTime();
  if (!session.data) return null;
  const info = session.data;
  return (
    <div className="grid gap-1 rounded-lg bg-white/5 p-3 text-sm" data-testid="rg-session">
      <span className="font-semibold">{t("session.title")}</span>
      <span className="text-xs text-muted">{t("session.started", { time: at(info.startedAt) })}</span>
      <span className="text-xs text-muted">
        {t("session.duration", { duration: formatDuration(info.durationSeconds, t) })}
      </span>
      <span className="text-xs text-muted">{t("session.net", { amount: money(info.net) })}</span>
    </div>
  );
}
