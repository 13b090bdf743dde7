import { TICKET_STATUSES } from "@jogada/contracts";
import { isVnBetType, VN_BET_SPECS } from "@jogada/games";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";
import { requireLogin } from "../../auth";
import { type Ticket, useTicket } from "../api/lottery-api";
import { Chip, ChipRow, LotteryFrame, Panel } from "../components/LotteryFrame";
import { ResultView } from "../components/ResultView";
import {
  TicketList,
  TicketStatus,
  useBetTypeName,
  useCancelTicket,
  useSelectionText,
} from "../components/TicketList";
import { isFast } from "../lib/catalogue";
import { odds10kOf, useLotteryFormat } from "../lib/money";

/** /lottery/tickets: my bets by status; /lottery/tickets?ticketNo=..: one ticket with its lines. */
export default function TicketsPage() {
  const { t } = useTranslation("lottery");
  const [params] = useSearchParams();
  const { token } = useSession();
  const ticketNo = params.get("ticketNo");
  const [status, setStatus] = useState<Ticket["status"] | undefined>(undefined);
  return (
    <LotteryFrame title={t("tickets.title")} testId="lottery-tickets">
      {!token ? (
        <Panel>
          <Button variant="gold" onClick={() => requireLogin()}>
            {t("slip.loginToBet")}
          </Button>
        </Panel>
      ) : ticketNo ? (
        <TicketDetail ticketNo={ticketNo} />
      ) : (
        <Panel className="flex flex-col gap-3">
          <ChipRow label={t("tickets.status")}>
            <Chip active={status === undefined} onClick={() => setStatus(undefined)}>
              {t("tickets.all")}
            </Chip>
            {TICKET_STATUSES.map((s) => (
              <Chip key={s} active={status === s} onClick={() => setStatus(s)} testId={`ticket-filter-${s}`}>
                {t(`ticketStatus.${s}`)}
              </Chip>
            ))}
          </ChipRow>
          <TicketList key={status ?? "all"} status={status} />
        </Panel>
      )}
    </LotteryFrame>
  );
}

/** Fast picks, xiên and lô trượt are one line of several numbers; other bets a line per number. */
function oneLine(gameCode: string, betType: string): boolean {
  if (isFast(gameCode)) return true;
  return isVnBetType(betType) && VN_BET_SPECS[betType].size !== undefined;
}

function TicketDetail({ ticketNo }: { ticketNo: string }) {
  const { t } = useTranslation("lottery");
  const format = useLotteryFormat();
  const betTypeName = useBetTypeName();
  const selectionText = useSelectionText();
  const ticket = useTicket(ticketNo);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelTicket((text) => setNotice(text));
  if (ticket.isError) return <p className="text-sm text-muted">{ticket.error.message}</p>;
  if (!ticket.data) return <Spinner className="grid min-h-40 place-items-center" />;
  const d = ticket.data;
  // Before settlement the lines are what was bet: a fast pick is one line, other numbers one each.
  const lines: { selection: string; hits: number | null; win: string | null }[] = d.lines.length
    ? d.lines
    : (oneLine(d.gameCode, d.betType) ? [d.numbers.join(",")] : d.numbers).map((selection) => ({
        selection,
        hits: null,
        win: null,
      }));
  const rows: [string, string][] = [
    [t("tickets.ticketNo"), d.ticketNo],
    [t("tickets.game"), d.gameName],
    [t("tickets.draw"), `${d.numero} · ${format.drawTime(d.drawAt, d.gameCode)}`],
    [t("tickets.betType"), betTypeName(d.gameCode, d.betType)],
    [t("tickets.numbers"), selectionText(d.gameCode, d.betType, d.numbers)],
    [t("tickets.stake"), format.money(d.stake)],
    [t("tickets.cost"), format.money(d.cost)],
    [
      t("tickets.odds"),
      d.odds
        ? t("slip.oddsValue", { odds: format.odds(odds10kOf(d.odds)) })
        : Object.entries(d.oddsByTier ?? {})
            .map(
              ([tier, odds]) =>
                `${t(`prizes.${tier as "first"}`, { defaultValue: tier })} 1 : ${format.odds(odds10kOf(odds))}`,
            )
            .join(", "),
    ],
    [t("tickets.win"), format.money(d.win)],
    [t("tickets.placedAt"), format.time(d.createdAt)],
    ...(d.settledAt ? ([[t("tickets.settledAt"), format.time(d.settledAt)]] as [string, string][]) : []),
    ...(d.chaseNo ? ([[t("chases.chaseNo"), d.chaseNo]] as [string, string][]) : []),
  ];
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2" data-testid="ticket-detail">
      <Panel className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <Link to="/lottery/tickets" className="text-sm text-muted hover:text-white">
            ← {t("tickets.back")}
          </Link>
          <TicketStatus status={d.status} />
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {notice && (
          <p
            role="status"
            className="rounded-lg bg-white/5 px-3 py-2 text-sm text-white"
            data-testid="ticket-notice"
          >
            {notice}
          </p>
        )}
        {d.cancellable && (
          <Button variant="ghost" onClick={() => cancel(d)} data-testid="ticket-cancel">
            {t("tickets.cancel")}
          </Button>
        )}
      </Panel>
      <div className="flex min-w-0 flex-col gap-4">
        <Panel>
          <h2 className="mb-2 text-base font-semibold text-white">{t("tickets.lines")}</h2>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="py-1 font-medium">{t("tickets.numbers")}</th>
                <th className="py-1 font-medium">{t("tickets.hits")}</th>
                <th className="py-1 text-right font-medium">{t("tickets.win")}</th>
              </tr>
            </thead>
            <tbody data-testid="ticket-lines">
              {lines.map((line) => (
                <tr key={line.selection} className="border-t border-line/60">
                  <td className="py-1.5 font-mono break-all text-white">{line.selection}</td>
                  <td className="py-1.5 text-white">{line.hits ?? "—"}</td>
                  <td className="py-1.5 text-right text-white tabular-nums">
                    {line.win === null ? "—" : format.money(line.win)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
        <Panel>
          <h2 className="mb-2 text-base font-semibold text-white">{t("results.numbers")}</h2>
          <ResultView draw={d.draw} />
          {isFast(d.gameCode) && d.draw.numbers.length > 0 && (
            <Link
              to={`/lottery/verify?drawId=${encodeURIComponent(d.drawId)}&ticketNo=${d.ticketNo}`}
              className="mt-3 inline-block text-sm text-gold underline"
              data-testid="ticket-verify"
            >
              {t("tickets.verifyTicket")}
            </Link>
          )}
        </Panel>
      </div>
    </div>
  );
}
