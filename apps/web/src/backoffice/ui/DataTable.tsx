import type { ReactNode } from "react";
import { cn } from "../../shared/lib/cn";
import { Pagination } from "../../shared/ui/Pagination";
import { useShellTexts } from "../shell/texts";
import { EmptyState, ErrorState, LoadingState } from "./States";
import type { TableState } from "./table-state";

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server's sort name; the header becomes a sort button. */
  sort?: string;
  align?: "start" | "end";
  /** Hidden below the laptop width, for secondary columns. */
  wide?: boolean;
  className?: string;
}

export interface PagedList<T> {
  list: T[];
  total: number;
  totalPages: number;
  page: number;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  query: {
    data: PagedList<T> | undefined;
    error: unknown;
    isLoading: boolean;
    isFetching?: boolean;
    refetch: () => unknown;
  };
  state: Pick<TableState<string>, "page" | "size" | "sort" | "order" | "setPage" | "setSize" | "toggleSort">;
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** Marks a row (the one just made or changed) so it is found at a glance. */
  highlight?: (row: T) => boolean;
  emptyText?: string;
  /** Above the table, right-aligned: filters' submit, an export button. */
  toolbar?: ReactNode;
  label: string;
}

const SIZES = [20, 50, 100];

/** A list paged, sorted and filtered on the server, with its loading, empty and error states. */
export function DataTable<T>({
  columns,
  query,
  state,
  rowKey,
  onRowClick,
  highlight,
  emptyText,
  toolbar,
  label,
}: DataTableProps<T>) {
  const { t, language } = useShellTexts();
  const data = query.data;
  return (
    <div className="min-w-0 rounded-xl border border-line bg-panel/80" data-testid="bo-table">
      {(toolbar || data) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-2 text-xs text-muted">
          <span aria-live="polite">
            {data
              ? t("table.total", {
                  count: data.total,
                  formatted: new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US").format(data.total),
                })
              : ""}
          </span>
          <div className="flex flex-wrap items-center gap-2">{toolbar}</div>
        </div>
      )}
      {query.isLoading ? (
        <LoadingState />
      ) : query.error || !data ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <div className={cn("overflow-x-auto", query.isFetching && "opacity-70")}>
          <table className="w-full min-w-0 text-left text-sm" aria-label={label}>
            <thead className="text-xs text-muted uppercase">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn(
                      "px-3 py-2 font-semibold whitespace-nowrap",
                      column.align === "end" && "text-right",
                      column.wide && "hidden xl:table-cell",
                      column.className,
                    )}
                    aria-sort={
                      column.sort && state.sort === column.sort
                        ? state.order === "asc"
                          ? "ascending"
                          : "descending"
                        : undefined
                    }
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-white"
                        onClick={() => state.toggleSort(column.sort as string)}
                        title={
                          state.sort === column.sort && state.order === "desc"
                            ? t("table.sortAsc")
                            : t("table.sortDesc")
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">
                          {state.sort === column.sort ? (state.order === "asc" ? "▲" : "▼") : "↕"}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid="bo-row"
                  data-highlighted={highlight?.(row) ? "true" : undefined}
                  className={cn(
                    "border-t border-line/60",
                    onRowClick && "cursor-pointer hover:bg-white/5",
                    highlight?.(row) && "bg-gold/10",
                  )}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        "px-3 py-2 align-top",
                        column.align === "end" && "text-right tabular-nums whitespace-nowrap",
                        column.wide && "hidden xl:table-cell",
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-2">
          <label className="flex items-center gap-2 text-xs text-muted">
            {t("table.pageSize")}
            <select
              className="h-8 rounded-lg border border-line bg-night px-2 text-white"
              value={state.size}
              onChange={(event) => state.setSize(Number(event.target.value))}
            >
              {SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Pagination page={state.page} totalPages={data.totalPages} onChange={state.setPage} />
        </div>
      )}
    </div>
  );
}
