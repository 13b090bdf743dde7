import type { OpsAgentContract } from "@jogada/contracts";
import { useFormat } from "../format";
import { Table } from "../kit";
import { useAgentTermsTexts } from "./texts";

/** "0.5" -> "0,5 %" (PT) or "0.5%" (EN): rates are percent text with up to 4 decimals. */
function percent(rate: string, language: "PT" | "EN"): string {
  const [whole = "0", fraction = ""] = rate.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const number = trimmed ? `${whole}${language === "PT" ? "," : "."}${trimmed}` : whole;
  return language === "PT" ? `${number} %` : `${number}%`;
}

type Rated = { rateType: "P" | "F"; rate: string };

/** A contract's terms laid out by kind: the tiers as a table, each rate in words. */
export function ContractTerms({ contract }: { contract: OpsAgentContract }) {
  const { t, language } = useAgentTermsTexts();
  const format = useFormat();
  const pct = (rate: string) => percent(rate, language);
  const salaryRate = (row: Rated) =>
    row.rateType === "F"
      ? t("fixed", { amount: format.money(row.rate) })
      : t("ofValidBet", { rate: pct(row.rate) });
  const members = {
    key: "members",
    header: t("activeMember"),
    className: "text-right",
    cell: (row: { activeMember: number }) => row.activeMember,
  };
  const money = <R,>(key: string, header: string, value: (row: R) => string) => ({
    key,
    header,
    className: "text-right whitespace-nowrap",
    cell: (row: R) => format.money(value(row)),
  });
  switch (contract.kind) {
    case "dividend":
      return (
        <div className="grid gap-2">
          <p className="text-sm">
            <span className="text-muted">{t("period")}:</span> {t(`periods.${contract.terms.period}`)}
          </p>
          <Table
            testId="contract-terms"
            rows={contract.terms.tiers.map((tier, index) => ({ ...tier, index }))}
            rowKey={(row) => row.index}
            columns={[
              { key: "tier", header: t("tier"), cell: (row) => row.index + 1 },
              money("minimumBet", t("minimumBet"), (row: { minimumBet: string }) => row.minimumBet),
              money("netLoss", t("netLoss"), (row: { netLoss: string }) => row.netLoss),
              members,
              {
                key: "rate",
                header: t("rate"),
                className: "whitespace-nowrap",
                cell: (row) => t("ofNetLoss", { rate: pct(row.contractRate) }),
              },
            ]}
          />
          {contract.terms.tiers.length > 1 ? <p className="text-xs text-muted">{t("tiersNote")}</p> : null}
        </div>
      );
    case "daily":
      return (
        <Table
          testId="contract-terms"
          rows={contract.terms.details.map((detail, index) => ({ ...detail, index }))}
          rowKey={(row) => row.index}
          columns={[
            { key: "tier", header: t("tier"), cell: (row) => row.index + 1 },
            money("betVolume", t("betVolume"), (row: { betVolume: string }) => row.betVolume),
            members,
            { key: "rate", header: t("rate"), className: "whitespace-nowrap", cell: salaryRate },
          ]}
        />
      );
    case "hourly":
      return (
        <Table
          testId="contract-terms"
          rows={contract.terms.hourSalaryRates.map((rate, index) => ({ ...rate, index }))}
          rowKey={(row) => row.index}
          columns={[
            { key: "tier", header: t("tier"), cell: (row) => row.index + 1 },
            money("minimumBet", t("minimumBet"), (row: { minimumBet: string }) => row.minimumBet),
            members,
            { key: "rate", header: t("rate"), className: "whitespace-nowrap", cell: salaryRate },
          ]}
        />
      );
    case "realtime":
      return (
        <p data-testid="contract-terms" className="text-sm">
          {t("realtime", { rate: pct(contract.terms.rate) })}
        </p>
      );
  }
}

/** The contract's heading: number, kind, product, status badge and when it was offered. */
export function useContractHeading() {
  const { t } = useAgentTermsTexts();
  const format = useFormat();
  return (contract: OpsAgentContract) => ({
    title: `${t("contract", { id: contract.id })} · ${t(`kinds.${contract.kind}`)} · ${t(`products.${contract.product}`)}`,
    offered: t("offered", { date: format.date(contract.createdAt) }),
  });
}
