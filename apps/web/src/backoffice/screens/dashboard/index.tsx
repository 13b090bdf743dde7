import { calls } from "@jogada/contracts";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { count, money } from "../../lib/format";
import { useOpsQuery } from "../../lib/ops-api";
import { DayChart } from "../../ui/DayChart";
import { Filters } from "../../ui/Filters";
import { Page, Panel } from "../../ui/Page";
import { QueryState } from "../../ui/States";
import { useDashboardTexts } from "./texts";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Deposits, withdrawals, GGR, NGR, bonus cost and active players per day and per brand. */
export default function DashboardScreen() {
  const { t, language } = useDashboardTexts();
  const [params, setParams] = useSearchParams();
  const to = params.get("to") || day(new Date());
  const from = params.get("from") || day(new Date(Date.now() - 29 * 86_400_000));
  const merchantCode = params.get("merchantCode") || undefined;
  const report = useOpsQuery(calls.backOffice.dashboard, { query: { from, to, merchantCode } });
  const amount = useMemo(() => (value: number) => money(String(value), language), [language]);
  const whole = useMemo(() => (value: number) => count(Math.round(value), language), [language]);

  const data = report.data;
  const charts = useMemo(() => {
    if (!data) return null;
    const days = data.days.map((row) => row.day);
    const n = (key: "deposits" | "withdrawals" | "ggr" | "ngr" | "bonusCost") =>
      data.days.map((row) => Number(row[key]));
    return {
      days,
      money: [
        { label: t("deposits"), values: n("deposits"), colour: "#34d399" },
        { label: t("withdrawals"), values: n("withdrawals"), colour: "#f87171" },
      ],
      results: [
        { label: t("ggr"), values: n("ggr"), colour: "#fbbf24" },
        { label: t("ngr"), values: n("ngr"), colour: "#a78bfa" },
        { label: t("bonusCost"), values: n("bonusCost"), colour: "#38bdf8" },
      ],
      players: [
        { label: t("activePlayers"), values: data.days.map((row) => row.activePlayers), colour: "#f472b6" },
      ],
    };
  }, [data, t]);

  return (
    <Page title={t("title")}>
      <Filters
        fields={[
          { name: "from", label: t("from"), type: "date" },
          { name: "to", label: t("to"), type: "date" },
          { name: "merchantCode", label: t("brand"), placeholder: t("allBrands") },
        ]}
        values={{ from, to, merchantCode: merchantCode ?? "" }}
        onSubmit={(next) =>
          setParams(
            Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>,
            { replace: true },
          )
        }
      />
      <QueryState query={report}>
        {(value) => (
          <div className="flex flex-col gap-4" data-testid="bo-dashboard">
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              {(
                [
                  [
                    "deposits",
                    money(value.totals.deposits, language, value.currency),
                    t("count", { count: value.totals.depositCount }),
                  ],
                  [
                    "withdrawals",
                    money(value.totals.withdrawals, language, value.currency),
                    t("count", { count: value.totals.withdrawalCount }),
                  ],
                  ["ggr", money(value.totals.ggr, language, value.currency), ""],
                  ["ngr", money(value.totals.ngr, language, value.currency), ""],
                  ["bonusCost", money(value.totals.bonusCost, language, value.currency), ""],
                  ["activePlayers", count(value.totals.activePlayers, language), ""],
                ] as const
              ).map(([key, figure, note]) => (
                <div
                  key={key}
                  className="min-w-0 rounded-xl border border-line bg-panel/80 p-3"
                  data-testid={`bo-kpi-${key}`}
                >
                  <p className="text-xs text-muted">{t(key)}</p>
                  <p className="mt-1 truncate text-lg font-bold text-white tabular-nums">{figure}</p>
                  {note && <p className="text-xs text-muted">{note}</p>}
                </div>
              ))}
            </div>
            {charts && charts.days.length > 0 ? (
              <div className="grid gap-4 xl:grid-cols-2">
                <Panel title={t("money")} className="p-3">
                  <DayChart days={charts.days} series={charts.money} format={amount} label={t("money")} />
                </Panel>
                <Panel title={t("results")} className="p-3">
                  <DayChart days={charts.days} series={charts.results} format={amount} label={t("results")} />
                </Panel>
                <Panel title={t("players")} className="p-3">
                  <DayChart days={charts.days} series={charts.players} format={whole} label={t("players")} />
                </Panel>
              </div>
            ) : (
              <Panel>
                <p className="p-6 text-center text-sm text-muted">{t("empty")}</p>
              </Panel>
            )}
            <Panel title={t("perBrand")}>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="text-xs text-muted uppercase">
                    <tr>
                      <th className="px-3 py-2 text-left">{t("brand")}</th>
                      <th className="px-3 py-2 text-right">{t("deposits")}</th>
                      <th className="px-3 py-2 text-right">{t("withdrawals")}</th>
                      <th className="px-3 py-2 text-right">{t("ggr")}</th>
                      <th className="px-3 py-2 text-right">{t("ngr")}</th>
                      <th className="hidden px-3 py-2 text-right xl:table-cell">{t("bonusCost")}</th>
                      <th className="px-3 py-2 text-right">{t("activePlayers")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.brands.map((brand) => (
                      <tr key={brand.merchantCode} className="border-t border-line/60 tabular-nums">
                        <td className="px-3 py-2">{brand.merchantCode}</td>
                        <td className="px-3 py-2 text-right">{money(brand.deposits, language)}</td>
                        <td className="px-3 py-2 text-right">{money(brand.withdrawals, language)}</td>
                        <td className="px-3 py-2 text-right">{money(brand.ggr, language)}</td>
                        <td className="px-3 py-2 text-right">{money(brand.ngr, language)}</td>
                        <td className="hidden px-3 py-2 text-right xl:table-cell">
                          {money(brand.bonusCost, language)}
                        </td>
                        <td className="px-3 py-2 text-right">{count(brand.activePlayers, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Panel>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
