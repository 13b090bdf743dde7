import { parseMoney } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { useSite } from "../../../shared/site/site-info";
import { useRgOverview } from "../api/rg-api";
import { depositAllowance } from "../lib/deposit-allowance";
import { useMoney } from "../lib/format";

/**
 * Above the deposit form and the Pix charge: the deposit limit in force and what is left of it,
 * so the player learns it before a deposit is refused, not from the refusal. Nothing without one.
 */
export function DepositAllowanceNote() {
  const { t } = useTranslation("responsibleGaming");
  const money = useMoney();
  const { decimals } = useSite().info.currency;
  const overview = useRgOverview();
  const allowance = overview.data ? depositAllowance(overview.data.limits, decimals) : null;
  if (!allowance) return null;
  const reached = (parseMoney(allowance.remaining, decimals) ?? 0n) <= 0n;
  const values = {
    limit: money(allowance.limit),
    period: t(`periods.${allowance.period}`),
    remaining: money(allowance.remaining),
  };
  return (
    <p
      role="status"
      data-testid="deposit-allowance"
      data-remaining={allowance.remaining}
      className={cn(
        "rounded-xl border px-3 py-2 text-sm",
        reached ? "border-red-400/40 bg-red-500/10 text-red-200" : "border-gold/40 bg-gold/10 text-white",
      )}
    >
      {reached ? t("depositAllowance.reached", values) : t("depositAllowance.left", values)}
    </p>
  );
}
