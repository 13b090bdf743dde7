import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { Pagination } from "../../../shared/ui/Pagination";
import { Spinner } from "../../../shared/ui/Spinner";
import { requireLogin } from "../../auth";
import { stopChase, useMyChases, useRefreshLottery } from "../api/lottery-api";
import { LotteryFrame, Panel } from "../components/LotteryFrame";
import { useBetTypeName, useSelectionText } from "../components/TicketList";
import { useLotteryFormat } from "../lib/money";

/** /lottery/chases: my chases, their progress and wins; an active one can be stopped. */
export default function ChasesPage() {
  const { t } = useTranslation("lottery");
  const { token } = useSession();
  const format = useLotteryFormat();
  const betTypeName = useBetTypeName();
  const selectionText = useSelectionText();
  const refresh = useRefreshLottery();
  const [page, setPage] = useState(1);
  const chases = useMyChases(page);
  return (
    <LotteryFrame title={t("chases.title")} testId="lottery-chases">
      {!token ? (
        <Panel>
          <Button variant="gold" onClick={() => requireLogin()}>
            {t("slip.loginToBet")}
          </Button>
        </Panel>
      ) : !chases.data ? (
        <Spinner className="grid min-h-40 place-items-center" />
      ) : chases.data.list.length === 0 ? (
        <Panel>
          <p className="text-sm text-muted">{t("chases.none")}</p>
        </Panel>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="chase-list">
            {chases.data.list.map((chase) => (
              <li key={chase.chaseNo}>
                <Panel className="flex flex-col gap-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-white">
                      {chase.gameName} · {chase.chaseNo}
                    </span>
                    <span className="rounded-full bg-white/5 px-2 py-0.5 text-xs text-gold">
                      {t(`chases.status.${chase.status}`)}
                    </span>
                  </div>
                  <ul className="text-xs text-white/90">
                    {chase.lines.map((line, i) => (
                      <li key={i} className="break-all">
                        {betTypeName(chase.gameCode, line.betType)}:{" "}
                        <span className="font-mono">
                          {selectionText(chase.gameCode, line.betType, line.numbers)}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <p className="text-xs text-muted">
                    {t("chases.progress", { done: chase.drawsDone, total: chase.drawsTotal })} ·{" "}
                    {chase.stopAfterWin ? t("chases.stopAfterWin") : t("chases.continues")}
                  </p>
                  <p className="flex flex-wrap justify-between gap-2 text-xs text-muted">
                    <span>
                      {t("chases.perDraw")} {format.money(chase.costPerDraw)}
                    </span>
                    <span>
                      {t("chases.totalWin")} {format.money(chase.totalWin)}
                    </span>
                    <span>{format.time(chase.createdAt)}</span>
                  </p>
                  {chase.status === "active" && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void stopChase(chase.chaseNo).finally(refresh)}
                      data-testid="chase-stop"
                    >
                      {t("chases.stop")}
                    </Button>
                  )}
                </Panel>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={chases.data.totalPages} onChange={setPage} className="mt-4" />
        </>
      )}
    </LotteryFrame>
  );
}
