import type { ContractKind, ContractTerms } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../lib/format";
import { ScrollBox } from "./ScrollStrip";

type AnyTerms = ContractTerms & Record<string, unknown>;

/** A contract's terms as the SPEC's texts name them: rate, active members, period valid bet… */
export function TermsView({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const any = terms as AnyTerms;
  const rate = (rateType: string, value: string) =>
    rateType === "P" ? format.percent(value) : format.money(value);
  if (kind === "realtime" && "rate" in any)
    return (
      <p className="text-sm text-white" data-testid="terms">
        {t("terms.realtimeRate")}: <strong>{format.percent(String(any.rate))}</strong>
      </p>
    );
  let rows: { key: string; cells: string[] }[] = [];
  let head: string[] = [];
  if (kind === "dividend" && "tiers" in terms) {
    head = [t("terms.minimumBet"), t("terms.netLoss"), t("terms.activeMember"), t("terms.contractRate")];
    rows = terms.tiers.map((tier, index) => ({
      key: String(index),
      cells: [
        format.money(tier.minimumBet),
        format.money(tier.netLoss),
        format.count(tier.activeMember),
        format.percent(tier.contractRate),
      ],
    }));
  } else if (kind === "daily" && "details" in terms) {
    head = [t("terms.dailyBet"), t("terms.activeMember"), t("terms.rate")];
    rows = terms.details.map((detail, index) => ({
      key: String(index),
      cells: [
        format.money(detail.betVolume),
        format.count(detail.activeMember),
        rate(detail.rateType, detail.rate),
      ],
    }));
  } else if (kind === "hourly" && "hourSalaryRates" in terms) {
    head = [t("terms.hourlyBet"), t("terms.activeMember"), t("terms.rate")];
    rows = terms.hourSalaryRates.map((step, index) => ({
      key: String(index),
      cells: [format.money(step.minimumBet), format.count(step.activeMember), rate(step.rateType, step.rate)],
    }));
  }
  return (
    <div className="min-w-0" data-testid="terms">
      {kind === "dividend" && "period" in terms && (
        <p className="mb-1 text-xs text-muted">
          {t("terms.period")}: {t(`terms.periods.${terms.period}`)}
        </p>
      )}
      <ScrollBox>
        <table className="w-full text-xs">
          <thead className="text-muted">
            <tr>
              <th className="py-1 pr-2 text-left font-normal">#</th>
              {head.map((label) => (
                <th key={label} className="py-1 pr-2 text-right font-normal whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line/60 text-white">
                <td className="py-1 pr-2">{Number(row.key) + 1}</td>
                {row.cells.map((cell, index) => (
                  <td key={head[index]} className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
