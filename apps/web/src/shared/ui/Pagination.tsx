import { LIMITS } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { paginationItems } from "../lib/pagination";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}

const cell =
  "inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

/** Page numbers with SPEC §9's window (page range 3, margin pages 1). */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages, LIMITS.pagination.pageRange, LIMITS.pagination.marginPages);
  return (
    <nav
      aria-label={t("common.pagination")}
      className={cn("flex flex-wrap items-center justify-center gap-1.5", className)}
    >
      <button
        type="button"
        className={cn(cell, "text-muted hover:bg-white/10 disabled:opacity-30")}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t("common.previousPage")}
      >
        <ChevronLeftIcon className="size-4" />
      </button>
      {items.map((item) =>
        item.kind === "gap" ? (
          <span key={item.key} className={cn(cell, "text-muted")} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={cn(
              cell,
              item.page === page
                ? "bg-brand text-white shadow shadow-brand/40"
                : "text-white/80 hover:bg-white/10",
            )}
            aria-current={item.page === page ? "page" : undefined}
            aria-label={t("common.pageNumber", { page: item.page })}
            onClick={() => item.page !== page && onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(cell, "text-muted hover:bg-white/10 disabled:opacity-30")}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t("common.nextPage")}
      >
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}
