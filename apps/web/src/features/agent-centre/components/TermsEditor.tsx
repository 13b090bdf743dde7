import { type ContractKind, DIVIDEND_PERIODS, type DividendPeriod } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { emptyRow, type TermsDraft, TIER_FIELDS } from "../lib/terms";
import { Field, Input, Select } from "./form";

const LABELS: Record<string, string> = {
  minimumBet: "terms.minimumBet",
  netLoss: "terms.netLoss",
  activeMember: "terms.activeMember",
  contractRate: "terms.contractRate",
  betVolume: "terms.dailyBet",
  rateType: "terms.rateType",
  rate: "terms.rate",
};

/** The tiers of an offer: one row of thresholds and a rate per tier, or a single real-time rate. */
export function TermsEditor({
  kind,
  draft,
  onChange,
}: {
  kind: ContractKind;
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
}) {
  const { t } = useTranslation("agentCentre");
  if (kind === "realtime")
    return (
      <Field label={t("terms.realtimeRate")}>
        <Input
          inputMode="decimal"
          value={draft.rate}
          onChange={(e) => onChange({ ...draft, rate: e.target.value })}
          data-testid="terms-rate"
        />
      </Field>
    );
  const fields = TIER_FIELDS[kind];
  const label = (field: string) =>
    t((kind === "hourly" && field === "minimumBet" ? "terms.hourlyBet" : LABELS[field]) as "terms.rate");
  const setCell = (index: number, field: string, value: string) =>
    onChange({
      ...draft,
      rows: draft.rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    });
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="terms-editor">
      {kind === "dividend" && (
        <Field label={t("terms.period")} className="sm:w-48">
          <Select
            value={draft.period}
            onChange={(e) => onChange({ ...draft, period: e.target.value as DividendPeriod })}
          >
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`terms.periods.${period}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <span className="text-sm text-muted">{t("contracts.tiers")}</span>
      {draft.rows.map((row, index) => (
        <fieldset
          key={index}
          className="grid min-w-0 grid-cols-2 gap-2 rounded-lg border border-line p-2 sm:grid-cols-5 sm:items-end"
        >
          <legend className="px-1 text-xs text-gold">{t("contracts.tierN", { n: index + 1 })}</legend>
          {fields.map((field) =>
            field === "rateType" ? (
              <Field key={field} label={label(field)}>
                <Select value={row[field]} onChange={(e) => setCell(index, field, e.target.value)}>
                  <option value="P">{t("terms.percent")}</option>
                  <option value="F">{t("terms.fixed")}</option>
                </Select>
              </Field>
            ) : (
              <Field key={field} label={label(field)}>
                <Input
                  inputMode={field === "activeMember" ? "numeric" : "decimal"}
                  value={row[field]}
                  onChange={(e) => setCell(index, field, e.target.value)}
                  data-testid={`tier-${index}-${field}`}
                />
              </Field>
            ),
          )}
          {draft.rows.length > 1 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onChange({ ...draft, rows: draft.rows.filter((_, i) => i !== index) })}
            >
              {t("contracts.removeTier")}
            </Button>
          )}
        </fieldset>
      ))}
      {draft.rows.length < 20 && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => onChange({ ...draft, rows: [...draft.rows, emptyRow(kind)] })}
        >
          {t("contracts.addTier")}
        </Button>
      )}
    </div>
  );
}
