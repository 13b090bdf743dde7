import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { withTexts } from "../../shared/i18n";
import { usePageName } from "../../shared/lib/page-names";
import { openModal, registerModal } from "../../shared/modals/modal-store";
import { getSession, subscribeSession } from "../../shared/session/session-store";
import { extendShell, shell } from "../../shared/shell/extensions";
import { registerMemberCentrePage } from "../member-centre";

/** The reminder's code and calls come with the first session: a guest's first screen has no use for them. */
function startRealityCheckWithSession(): void {
  const start = () => {
    if (!getSession().token) return false;
    void import("./lib/reality-check").then((module) => module.startRealityCheck());
    return true;
  };
  if (start()) return;
  const stop = subscribeSession(() => {
    if (start()) stop();
  });
}

/**
 * Responsible gaming in the site: the member-centre page (limits, reality check, time-out,
 * self-exclusion, closure, history), the reality-check modal and its timer. The public page is
 * /responsible-gaming (the footer link).
 */
export function registerResponsibleGamingFeature(): void {
  registerMemberCentrePage("responsibleGaming", {
    useLabel: () => useTranslation("responsibleGaming").t("menu"),
    Component: lazy(() => import("./pages/ResponsibleGamingCentrePage")),
  });
  registerModal(
    "realityCheck",
    lazy(withTexts(() => import("./components/RealityCheckModal"), "responsibleGaming")),
  );
  extendShell({
    accountMenuItems: [
      ...shell.accountMenuItems,
      {
        key: "responsibleGaming",
        useLabel: () => usePageName("responsibleGaming"),
        onSelect: () => openModal("memberCenter", { page: "responsibleGaming" }),
      },
    ],
  });
  startRealityCheckWithSession();
}
