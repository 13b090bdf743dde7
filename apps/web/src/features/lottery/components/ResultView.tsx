import { VN_PRIZE_STRUCTURE, type VnRegion } from "@jogada/games";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import type { DrawResult } from "../api/lottery-api";
import { familyOf, vnRegionOf } from "../lib/catalogue";
import { Balls } from "./Balls";

type Sheet = Record<string, unknown>;

function sheetOf(result: DrawResult["result"]): Sheet | null {
  if (!result) return null;
  const sheet = (result as { sheet?: unknown }).sheet;
  return sheet && typeof sheet === "object" ? (sheet as Sheet) : null;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

/**
 * A draw's opened numbers: the VN prize table (Special to Eighth, the special in gold), the SEA
 * sheets by prize, fast games as balls with their sum where the game reads one.
 */
export function ResultView({ draw, compact = false }: { draw: DrawResult; compact?: boolean }) {
  const { t } = useTranslation("lottery");
  const family = familyOf(draw.gameCode);
  const sheet = sheetOf(draw.result);
  const region = vnRegionOf(draw.gameCode);
  if (!draw.numbers.length) return <p className="text-sm text-muted">{t("noResultYet")}</p>;
  if (region && sheet) return <VnTable region={region} sheet={sheet} compact={compact} />;
  if (sheet && (family === "thai" || family === "lao" || family === "my4d")) {
    const rows: [string, string[]][] =
      family === "thai"
        ? [
            ["first", listOf(sheet.first)],
            ["front3", listOf(sheet.front3)],
            ["last3", listOf(sheet.last3)],
            ["last2", listOf(sheet.last2)],
          ]
        : family === "lao"
          ? [["number", listOf(sheet.number)]]
          : [
              ["first", listOf(sheet.first)],
              ["second", listOf(sheet.second)],
              ["third", listOf(sheet.third)],
              ["specialList", listOf(sheet.special)],
              ["consolation", listOf(sheet.consolation)],
            ];
    return <PrizeRows rows={compact ? rows.slice(0, 1) : rows} />;
  }
  const sums = family === "k3" || family === "5d";
  const sum = draw.numbers.reduce((total, n) => total + Number(n), 0);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Balls numbers={draw.numbers} size={compact ? "sm" : "md"} testId="result-balls" />
      {sums && <span className="text-xs text-muted">{t("results.sum", { sum })}</span>}
    </div>
  );
}

function VnTable({ region, sheet, compact }: { region: VnRegion; sheet: Sheet; compact: boolean }) {
  const prizes = (sheet.prizes ?? {}) as Record<string, unknown>;
  const rows: [string, string[]][] = VN_PRIZE_STRUCTURE[region]
    .filter((spec) => spec.count > 0)
    .map((spec) => [spec.prize, listOf(prizes[spec.prize])]);
  return <PrizeRows rows={compact ? rows.slice(0, 1) : rows} testId="vn-prize-table" />;
}

function PrizeRows({ rows, testId }: { rows: [string, string[]][]; testId?: string }) {
  const { t } = useTranslation("lottery");
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid={testId}>
      <tbody>
        {rows.map(([prize, numbers], index) => (
          <tr key={prize} className="border-b border-line/60 last:border-0">
            <th
              scope="row"
              className="w-24 py-1.5 pr-2 text-left align-top text-xs font-medium text-muted sm:w-32"
            >
              {t(`prizes.${prize as "first"}`)}
            </th>
            <td className="py-1.5">
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {numbers.map((n, i) => (
                  <span
                    key={`${i}-${n}`}
                    className={cn(
                      "font-mono font-semibold tracking-wider tabular-nums",
                      index === 0 ? "text-lg text-gold" : "text-white",
                    )}
                  >
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
