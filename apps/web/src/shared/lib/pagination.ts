/** One cell of a pager: a page number or a gap standing for the pages left out. */
export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The pages a pager shows (1-based), with the window of SPEC §9: `pageRange` pages around the
 * current one and `marginPages` at each end; the pages between are folded into a gap, except a
 * gap that would hide a single page, which shows that page instead.
 */
export function paginationItems(
  current: number,
  totalPages: number,
  pageRange = 3,
  marginPages = 1,
): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  let start = page - Math.floor((pageRange - 1) / 2);
  let end = start + pageRange - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > totalPages) {
    start -= end - totalPages;
    end = totalPages;
  }
  start = Math.max(1, start);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(marginPages, totalPages); p++) shown.add(p);
  for (let p = Math.max(1, totalPages - marginPages + 1); p <= totalPages; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: "page", page: p - 1 });
    else if (p - previous > 2) items.push({ kind: "gap", key: `gap-${previous}-${p}` });
    items.push({ kind: "page", page: p });
    previous = p;
  }
  return items;
}
