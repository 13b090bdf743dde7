import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { Pagination } from "../../../shared/ui/Pagination";
import { Spinner } from "../../../shared/ui/Spinner";
import { cancelTicket, type Ticket, useMyTickets, useRefreshLottery } from "../api/lottery-api";
import { selectorOf } from "../lib/bet-forms";
import { familyOf } from "../lib/catalogue";
import { useLotteryFormat } from "../lib/money";

const STATUS_CLASS: Record<Ticket["status"], string> = {
  open: "bg-sky-500/15 text-sky-200",
  won: "bg-emerald-500/15 text-emerald-200",
  lost: "bg-white/5 text-muted",
  refunded: "bg-amber-500/15 text-amber-200",
};

export function TicketStatus({ status }: { status: Ticket["status"] }) {
  const { t } = useTranslation("lottery");
  return (
    <span
      className={cn("rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", STATUS_CLASS[status])}
      data-testid="ticket-status"
    >
      {t(`ticketStatus.${status}`)}
    </span>
  );
}

/** A bet type's name in the reader's language (the code itself when the game is unknown). */
export function useBetTypeName() {
  const { t } = useTranslation("lottery");
  return (gameCode: string, betType: string) => {
    const family = familyOf(gameCode);
    return family
      ? t(`betTypes.${family}.${betType}` as "betTypes.vn.lo2", { defaultValue: betType })
      : betType;
  };
}

/**
 * A ticket's numbers as the player reads them: "Ball 1: 3" for a number on a ball or position,
 * the ball alone for its big / small bets, words translated, other numbers as they are.
 */
export function useSelectionText() {
  const { t } = useTranslation("lottery");
  return (gameCode: string, betType: string, numbers: readonly string[]) => {
    const family = familyOf(gameCode);
    if (!family) return numbers.join(" ");
    const selector = selectorOf(family, betType);
    if (selector.kind === "posValue" && numbers.length === 2)
      return `${t(`slip.${selector.positionLabel}`, { n: numbers[0] })}: ${numbers[1]}`;
    if (selector.kind === "position")
      return numbers.map((n) => t(`slip.${selector.positionLabel}`, { n })).join(" ");
    if (selector.kind === "none")
      return t(`betTypes.${family}.${betType}` as "betTypes.vn.lo2", { defaultValue: betType });
    if (selector.kind === "words")
      return numbers.map((w) => t(`words.${w as "big"}`, { defaultValue: w })).join(" ");
    return numbers.join(" ");
  };
}

/** Asks, then cancels a ticket whose draw still takes bets; the cost goes back to the balance. */
export function useCancelTicket(onDone?: (message: string, ok: boolean) => void) {
  const { t } = useTranslation("lottery");
  const { t: site } = useTranslation();
  const refresh = useRefreshLottery();
  return (ticket: Ticket) =>
    showDialog({
      message: t("tickets.cancelConfirm", { ticketNo: ticket.ticketNo }),
      confirmLabel: t("tickets.cancel"),
      cancelLabel: site("common.cancel"),
      onConfirm: () => {
        cancelTicket(ticket.ticketNo, crypto.randomUUID())
          .then(() => onDone?.(t("tickets.cancelled"), true))
          .catch((error: unknown) =>
            onDone?.(error instanceof ApiError ? error.message : t("loadError"), false),
          )
          .finally(refresh);
      },
    });
}

/** My tickets (of one game, or all), newest first: status, win, and cancel while the draw is open. */
export function TicketList({
  gameCode,
  status,
  size = 10,
  compact = false,
}: {
  gameCode?: string;
  status?: Ticket["status"];
  size?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation("lottery");
  const format = useLotteryFormat();
  const betTypeName = useBetTypeName();
  const selectionText = useSelectionText();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const cancel = useCancelTicket((text, ok) => setNotice({ text, ok }));
  const tickets = useMyTickets({
    page,
    size,
    ...(gameCode ? { gameCode } : {}),
    ...(status ? { status } : {}),
  });
  if (!tickets.data) return <Spinner className="grid min-h-24 place-items-center" />;
  const list = tickets.data.list;
  return (
    <div className="flex flex-col gap-2">
      {notice && (
        <p
          role="status"
          data-testid="ticket-notice"
          className={cn(
            "rounded-lg px-3 py-2 text-sm",
            notice.ok ? "bg-emerald-500/15 text-emerald-200" : "bg-red-500/15 text-red-200",
          )}
        >
          {notice.text}
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t("tickets.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="ticket-list">
          {list.map((ticket) => (
            <li
              key={ticket.ticketNo}
              className="rounded-xl border border-line/70 bg-night/40 p-3 text-sm"
              data-testid={`ticket-${ticket.ticketNo}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/lottery/tickets?ticketNo=${ticket.ticketNo}`}
                  className="min-w-0 truncate font-semibold text-white hover:text-gold"
                >
                  {compact ? "" : `${ticket.gameName} · `}
                  {betTypeName(ticket.gameCode, ticket.betType)}
                </Link>
                <TicketStatus status={ticket.status} />
              </div>
              <p className="mt-1 font-mono text-xs break-all text-white/90">
                {selectionText(ticket.gameCode, ticket.betType, ticket.numbers)}
              </p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
                <span>
                  {ticket.numero} · {t("tickets.cost")} {format.money(ticket.cost)}
                </span>
                {ticket.status === "won" && (
                  <span className="font-semibold text-emerald-300" data-testid="ticket-win">
                    {t("tickets.win")} {format.money(ticket.win)}
                  </span>
                )}
                {ticket.cancellable && (
                  <button
                    type="button"
                    className="rounded-full border border-line px-3 py-1 text-xs text-white hover:bg-white/10"
                    onClick={() => cancel(ticket)}
                    data-testid="ticket-cancel"
                  >
                    {t("tickets.cancel")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!compact && (
        <Pagination page={page} totalPages={tickets.data.totalPages} onChange={setPage} className="mt-2" />
      )}
    </div>
  );
}
