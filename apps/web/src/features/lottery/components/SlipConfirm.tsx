import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import type { DrawSummary } from "../api/lottery-api";
import type { useLotteryFormat } from "../lib/money";

export interface SlipCost {
  betTypeName: string;
  lines: number;
  /** Points each line counts for (VN: 18 for a Lô in the South), 1 elsewhere. */
  points: number;
  stakeMinor: bigint;
  /** One draw's cost as the server prices it. */
  costMinor: bigint;
  /** A chase's number of draws; 1 for a single draw. */
  draws: number;
}

/**
 * The last step before a bet: what is bet on, and what it costs worked out in full (lines ×
 * points × stake, × draws for a chase), so the cost rule is not left to the small print.
 * The product is written out only when it is the server's price (it always is for the families
 * priced per line; a family priced otherwise shows its total alone).
 */
export function SlipConfirm({
  draw,
  cost,
  format,
  busy,
  onConfirm,
  onClose,
}: {
  draw: DrawSummary;
  cost: SlipCost;
  format: ReturnType<typeof useLotteryFormat>;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("lottery");
  const total = cost.costMinor * BigInt(cost.draws);
  const factors = [
    String(cost.lines),
    ...(cost.points > 1 ? [String(cost.points)] : []),
    format.minor(cost.stakeMinor),
    ...(cost.draws > 1 ? [String(cost.draws)] : []),
  ];
  const exact = BigInt(cost.lines) * BigInt(cost.points) * cost.stakeMinor === cost.costMinor;
  const rows: [string, string, string][] = [
    [t("slip.draw"), draw.station ? `${draw.numero} · ${draw.station.name}` : draw.numero, "confirm-draw"],
    [t("slip.betType"), cost.betTypeName, "confirm-bet-type"],
    [t("slip.lines"), String(cost.lines), "confirm-lines"],
    ...(cost.points > 1
      ? [[t("slip.pointsPerLine"), String(cost.points), "confirm-points"] as [string, string, string]]
      : []),
    [cost.points > 1 ? t("slip.unitVn") : t("slip.stake"), format.minor(cost.stakeMinor), "confirm-stake"],
    ...(cost.draws > 1
      ? [[t("slip.chaseDraws"), String(cost.draws), "confirm-draws"] as [string, string, string]]
      : []),
  ];
  return (
    <ModalFrame
      title={t("slip.confirmTitle")}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} data-testid="slip-confirm-back">
            {t("slip.back")}
          </Button>
          <Button variant="gold" disabled={busy} onClick={onConfirm} data-testid="slip-confirm">
            {busy ? t("slip.submitting") : t("slip.confirmSubmit")}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="slip-confirm-sheet">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold text-white tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
        <div className="col-span-2 mt-1 border-t border-line/60 pt-2">
          <dt className="text-muted">{t("slip.cost")}</dt>
          <dd className="text-right text-lg font-bold text-gold tabular-nums" data-testid="confirm-cost">
            {exact && factors.length > 1
              ? `${factors.join(" × ")} = ${format.minor(total)}`
              : format.minor(total)}
          </dd>
        </div>
      </dl>
    </ModalFrame>
  );
}
