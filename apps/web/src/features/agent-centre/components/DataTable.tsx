import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { ScrollBox } from "./ScrollStrip";

export interface Column<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  align?: "left" | "right";
}

/**
 * Rows of a record page: a table that scrolls inside its own box on wider screens, and one card
 * per row on a phone, where a dozen columns would not fit.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  testId,
  loading,
  actions,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  testId?: string;
  loading?: boolean;
  /** Buttons for a row, shown in a last column (table) or at the card's foot. */
  actions?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation("agentCentre");
  if (loading && !rows) return <p className="text-sm text-muted">{t("common.loading")}</p>;
  if (!rows || rows.length === 0)
    return (
      <p className="text-sm text-muted" data-testid={testId ? `${testId}-empty` : undefined}>
        {t("common.empty")}
      </p>
    );
  return (
    <div data-testid={testId}>
      <ScrollBox
        className="hidden overflow-hidden rounded-xl border border-line sm:block"
        testId={testId ? `${testId}-scroll` : undefined}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-white/5 text-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  className={cn(
                    "px-3 py-2 font-normal whitespace-nowrap",
                    column.align === "right" && "text-right",
                  )}
                >
                  {column.label}
                </th>
              ))}
              {actions && <th className="px-3 py-2" />}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line text-white" data-testid="agent-row">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      "px-3 py-2 whitespace-nowrap",
                      column.align === "right" && "text-right tabular-nums",
                    )}
                  >
                    {column.render(row)}
                  </td>
                ))}
                {actions && <td className="px-3 py-2 text-right whitespace-nowrap">{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <ul className="flex flex-col gap-2 sm:hidden">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className="rounded-xl border border-line bg-white/5 p-3 text-sm"
            data-testid="agent-card"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {columns.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-muted">{column.label}</dt>
                  <dd className="min-w-0 text-right break-words text-white tabular-nums">
                    {column.render(row)}
                  </dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-2 flex flex-wrap justify-end gap-2">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
