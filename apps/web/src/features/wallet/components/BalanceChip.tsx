import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../shared/lib/use-format";
import { openModal } from "../../../shared/modals/modal-store";
import { onRealtime } from "../../../shared/realtime/realtime";
import { useSession } from "../../../shared/session/session-store";
import { requireLogin } from "../../auth";
import { useBalance } from "../api/wallet-api";

const HIDDEN_KEY = "balanceHidden";

/**
 * The balance in the logged-in bar (SPEC §2): 'refreshing' until the first answer, *** when
 * hidden (the choice is kept for the tab), the brand's symbol, the bonus part under it while
 * there is one, a deposit button; it refetches by itself on every `balance` event of the
 * realtime socket.
 */
export function BalanceChip() {
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const { isAgent } = useSession();
  const queryClient = useQueryClient();
  const { data } = useBalance();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === "1");
  useEffect(
    () => onRealtime("balance", () => void queryClient.invalidateQueries({ queryKey: ["wallet"] })),
    [queryClient],
  );
  const toggle = () => {
    sessionStorage.setItem(HIDDEN_KEY, hidden ? "0" : "1");
    setHidden(!hidden);
  };
  const shown = data
    ? hidden
      ? `${data.currencySymbol}\u00a0***`
      : format.money(data.sumBalance)
    : t("bar.refreshing");
  const bonus = data?.balance.find((w) => w.accountTypeId === "BONUS");
  const bonusShown =
    bonus && Number(bonus.availBalance) > 0
      ? hidden
        ? `${data?.currencySymbol}\u00a0***`
        : format.money(bonus.availBalance)
      : null;
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <span className="flex min-h-8 min-w-0 items-center gap-1 rounded-full border border-line bg-white/5 pr-1 pl-2 text-xs font-semibold text-gold tabular-nums sm:pl-3 sm:text-sm">
        <span className="sr-only">{t("bar.balance")}</span>
        <span className="flex min-w-0 flex-col items-end leading-tight">
          <span data-testid="balance" className="whitespace-nowrap">
            {shown}
          </span>
          {/* The total includes bonus money, which is not withdrawable until its wagering is met. */}
          {bonusShown && (
            <span
              data-testid="bonus-balance"
              className="text-[10px] font-medium whitespace-nowrap text-muted"
            >
              {t("wallet.BONUS")} {bonusShown}
            </span>
          )}
        </span>
        <button
          type="button"
          onClick={toggle}
          data-testid="balance-toggle"
          aria-label={hidden ? t("bar.show") : t("bar.hide")}
          className="rounded-full px-1.5 text-muted hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
        >
          {hidden ? "◉" : "◎"}
        </button>
      </span>
      {isAgent !== 4 && (
        <button
          type="button"
          data-testid="deposit-button"
          onClick={() => requireLogin() && openModal("memberCenter", { page: "depositv2" })}
          aria-label={t("bar.deposit")}
          className="h-8 rounded-full bg-gradient-to-b from-gold to-amber-500 px-3 text-sm font-bold text-night hover:brightness-105 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          {/* A phone's header has room for the sign only. */}
          <span aria-hidden className="sm:hidden">
            +
          </span>
          <span aria-hidden className="hidden sm:inline">
            {t("bar.deposit")}
          </span>
        </button>
      )}
    </div>
  );
}
