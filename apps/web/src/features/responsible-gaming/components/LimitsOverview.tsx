import type { RgLimitType, RgOverview } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useRgOverview } from "../api/rg-api";
import { useDateTime, useMoney } from "../lib/format";
import { LimitRow, type LimitRowData } from "./LimitRow";
import { Loadable, Note } from "./ui";

const TYPES: readonly RgLimitType[] = ["deposit", "loss", "wager"];

function useRows(
  overview: RgOverview | undefined,
): { type: RgLimitType | "session"; rows: LimitRowData[] }[] {
  const { t } = useTranslation("responsibleGaming");
  const money = useMoney();
  const minutes = (value: string) => t("limits.minutes", { count: Number(value) });
  if (!overview) return [];
  const groups: { type: RgLimitType | "session"; rows: LimitRowData[] }[] = TYPES.map((type) => ({
    type,
    rows: overview.limits
      .filter((limit) => limit.type === type)
      .map((limit) => ({
        key: `${limit.type}.${limit.period}`,
        ref: { type: limit.type, period: limit.period },
        label: t(`periods.${limit.period}`),
        kindLabel: t(`kinds.${limit.type}`),
        player: limit.player,
        operator: limit.operator,
        effective: limit.effective,
        used: limit.used,
        pending: limit.pending,
        show: money,
        unit: "money" as const,
      })),
  }));
  const { session } = overview;
  const text = (value: number | null) => (value === null ? null : String(value));
  groups.push({
    type: "session",
    rows: [
      {
        key: "session",
        ref: { type: "session" },
        label: t("limits.perSession"),
        kindLabel: t("kinds.session"),
        player: text(session.player),
        operator: text(session.operator),
        effective: text(session.effective),
        used: null,
        pending: session.pending,
        show: minutes,
        unit: "minutes",
      },
    ],
  });
  return groups;
}

/** The exclusion in force, if any: the player can read their limits but not play. */
export function ExclusionNotice({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation("responsibleGaming");
  const at = useDateTime();
  const { exclusion } = overview;
  if (!exclusion) return null;
  const text =
    exclusion.kind === "timeout"
      ? t("errors.blockedUntil", { time: at(exclusion.until ?? exclusion.startedAt) })
      : exclusion.until
        ? t("errors.excludedUntil", { time: at(exclusion.until) })
        : t("errors.excludedForever");
  return (
    <Note tone="error" testId="rg-exclusion">
      {text}
    </Note>
  );
}

/**
 * The player's limits per kind and period, with what is used, operator limits and pending
 * increases; `editable` adds the forms (member centre), without it a summary (public page).
 */
export function LimitsOverview({ editable = false }: { editable?: boolean }) {
  const { t } = useTranslation("responsibleGaming");
  const overview = useRgOverview();
  const groups = useRows(overview.data);
  return (
    <Loadable pending={overview.isPending} error={overview.error} retry={() => void overview.refetch()}>
      <div className="grid gap-3" data-testid="rg-limits">
        {overview.data && <ExclusionNotice overview={overview.data} />}
        {editable && <p className="text-xs text-muted">{t("limits.help")}</p>}
        <div className="grid gap-3 md:grid-cols-2">
          {groups.map(({ type, rows }) => (
            <section
              key={type}
              aria-labelledby={`rg-kind-${type}`}
              className="min-w-0 rounded-xl border border-line/60 bg-night/40 p-3"
            >
              <h4 id={`rg-kind-${type}`} className="mb-2 text-sm font-bold text-gold">
                {t(`kinds.${type}`)}
              </h4>
              <ul className="grid">
                {rows.map((row) => (
                  <LimitRow key={row.key} row={row} editable={editable} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </Loadable>
  );
}
