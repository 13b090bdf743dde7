import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { openModal } from "../../shared/modals/modal-store";
import { startRealtime } from "../../shared/realtime/realtime";
import { getSession } from "../../shared/session/session-store";
import { extendShell, shell } from "../../shared/shell/extensions";
import { useModules } from "../../shared/site/site-info";
import { requireLogin } from "../auth";
import { type MemberCentrePage, registerMemberCentrePage } from "../member-centre";
import { useTransferTargets } from "./api/wallet-api";

/** With the first session only (the header's bar waits for it): not on a guest's first screen. */
const BalanceChip = lazy(() =>
  import("./components/BalanceChip").then((module) => ({ default: module.BalanceChip })),
);

const PAGES: {
  page: MemberCentrePage;
  modId?: string;
  load: () => Promise<{ default: React.ComponentType }>;
}[] = [
  { page: "transferFund", modId: "FUNDTRANS3", load: () => import("./pages/TransferFundPage") },
  { page: "depositv2", modId: "DPSTBAS3", load: () => import("./pages/DepositPage") },
  { page: "withdraw", load: () => import("./pages/WithdrawPage") },
  { page: "transactionHistory", modId: "MEMTRANS3", load: () => import("./pages/TransactionHistoryPage") },
];

/**
 * The wallet in the site: the balance and deposit button in the logged-in bar (wrapping the
 * accounts feature's bar), the member-centre pages of SPEC §2, and the realtime socket whose
 * `balance` events refresh the balance. Registered after the accounts feature.
 */
export function registerWalletFeature(): void {
  for (const { page, modId, load } of PAGES) {
    registerMemberCentrePage(page, {
      useLabel: () => useTranslation("wallet").t(`pages.${page}` as "pages.withdraw"),
      Component: lazy(load),
      ...(modId ? { useVisible: () => useModules()[modId] !== false } : {}),
    });
  }
  // Offered only to a player with somewhere to send to: an upline, or (agents) a downline.
  registerMemberCentrePage("transferUpline", {
    useLabel: () => useTranslation("wallet").t("pages.transferUpline"),
    Component: lazy(() => import("./pages/TransferUplinePage")),
    useVisible: () => {
      const on = useModules().FUNDTRANS3 !== false;
      const { data } = useTransferTargets();
      return on && Boolean(data && (data.upline || data.toDownline));
    },
  });
  const AccountBar = shell.LoggedInBar;
  extendShell({
    LoggedInBar: () => (
      <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
        <BalanceChip />
        {AccountBar && <AccountBar />}
      </div>
    ),
  });
  startRealtime();
  // Back from the payment page: show that order's status in the deposit page.
  if (
    new URLSearchParams(window.location.search).get("depositOrder") &&
    getSession().token &&
    requireLogin()
  ) {
    openModal("memberCenter", { page: "depositv2" });
  }
}
