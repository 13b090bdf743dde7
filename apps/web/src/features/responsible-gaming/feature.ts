import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { usePageName } from "../../shared/lib/page-names";
import { openModal, registerModal } from "../../shared/modals/modal-store";
import { extendShell, shell } from "../../shared/shell/extensions";
import { registerMemberCentrePage } from "../member-centre";
import { startRealityCheck } from "./lib/reality-check";

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
    lazy(() => import("./components/RealityCheckModal")),
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
  startRealityCheck();
}
