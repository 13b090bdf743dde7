import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type SortOrder = "asc" | "desc";

export interface TableState<F extends string> {
  page: number;
  size: number;
  sort: string | undefined;
  order: SortOrder;
  filters: Record<F, string>;
  /** What to send to the server: page, size, sort, order and every filter that is set. */
  query: { page: number; size: number; sort?: string; order?: SortOrder } & Partial<Record<F, string>>;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  toggleSort: (key: string) => void;
  /** Replaces the filters and goes back to page 1. */
  setFilters: (filters: Partial<Record<F, string>>) => void;
}

/**
 * A server-paged list's page, page size, sort and filters, kept in the address so a view can be
 * reloaded or shared; the list is never paged in the browser.
 */
export function useTableState<F extends string = never>(
  filterNames: readonly F[] = [],
  defaults: { size?: number; sort?: string; order?: SortOrder } = {},
): TableState<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const size = Math.min(100, Math.max(1, Number(params.get("size")) || defaults.size || 20));
  const sort = params.get("sort") || defaults.sort;
  const order: SortOrder = (params.get("order") ?? defaults.order) === "asc" ? "asc" : "desc";
  const key = filterNames.map((name) => `${name}=${params.get(name) ?? ""}`).join("&");
  // the key stands for the filter values
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""])) as Record<F, string>,
    [key],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const query = useMemo(() => {
    const sent: Record<string, string | number> = { page, size };
    if (sort) {
      sent.sort = sort;
      sent.order = order;
    }
    for (const [name, value] of Object.entries(filters)) if (value) sent[name] = value as string;
    return sent as TableState<F>["query"];
  }, [page, size, sort, order, filters]);

  return {
    page,
    size,
    sort,
    order,
    filters,
    query,
    setPage: (next) => update((p) => p.set("page", String(next))),
    setSize: (next) =>
      update((p) => {
        p.set("size", String(next));
        p.delete("page");
      }),
    toggleSort: (column) =>
      update((p) => {
        const same = (p.get("sort") || defaults.sort) === column;
        p.set("sort", column);
        p.set("order", same && order === "desc" ? "asc" : "desc");
        p.delete("page");
      }),
    setFilters: (next) =>
      update((p) => {
        for (const name of filterNames) {
          const value = next[name]?.trim();
          if (value) p.set(name, value);
          else p.delete(name);
        }
        p.delete("page");
      }),
  };
}
