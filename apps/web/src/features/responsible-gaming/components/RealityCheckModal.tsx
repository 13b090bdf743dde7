import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { type ModalControls, openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/Button";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import type { RgSessionInfo } from "../api/rg-api";
import { formatDuration, useMoney } from "../lib/format";
import { leaveAfterExclusion } from "../lib/leave";

/**
 * The reality check: how long this session has lasted and its net result, with ways to the
 * betting history, out of the game and out of the account. It covers the page and any game frame.
 */
export default function RealityCheckModal({ close, info }: ModalControls & { info: RgSessionInfo }) {
  const { t } = useTranslation("responsibleGaming");
  const money = useMoney();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const inGame = pathname === "/game" || (pathname === "/bgs" && new URLSearchParams(search).has("game"));
  const net = Number(info.net);
  const duration = formatDuration(info.durationSeconds, t);
  return (
    <ModalFrame title={t("reality.modalTitle")} onClose={close} closeOnCover={false} size="sm">
      <div className="grid gap-4" data-testid="reality-check-modal">
        <p className="text-sm text-white/85">{t("reality.modalText", { duration })}</p>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-night/60 p-3">
            <dt className="text-xs text-muted">{t("reality.duration")}</dt>
            <dd className="text-lg font-bold" data-testid="reality-check-duration">
              {duration}
            </dd>
          </div>
          <div className="rounded-xl bg-night/60 p-3">
            <dt className="text-xs text-muted">{t("reality.net")}</dt>
            <dd
              className={net < 0 ? "text-lg font-bold text-red-300" : "text-lg font-bold text-emerald-300"}
              data-testid="reality-check-net"
            >
              {net > 0 ? "+" : ""}
              {money(info.net)}
            </dd>
          </div>
          <div className="col-span-2 rounded-xl bg-night/60 p-3">
            <dt className="text-xs text-muted">{t("reality.wagered")}</dt>
            <dd className="text-sm font-semibold">{money(info.staked)}</dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <Button onClick={close} data-testid="reality-check-continue">
            {t("reality.continue")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              close();
              openModal("memberCenter", { page: "personalHistoryCopy" });
            }}
          >
            {t("reality.history")}
          </Button>
          {inGame && (
            <Button
              variant="ghost"
              onClick={() => {
                close();
                navigate(pathname === "/bgs" ? "/bgs" : "/");
              }}
              data-testid="reality-check-leave"
            >
              {t("reality.leaveGame")}
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-200"
            onClick={() => void leaveAfterExclusion(navigate)}
            data-testid="reality-check-stop"
          >
            {t("reality.stop")}
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
