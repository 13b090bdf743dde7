import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { registerModal } from "../../shared/modals/modal-store";
import { registerMemberCentrePage } from "./pages";

/**
 * The member centre popup, opened by name: `openModal("memberCenter", { page })`. Features add
 * their pages with `registerMemberCentrePage` (./pages).
 */
export function registerMemberCentre(): void {
  registerModal(
    "memberCenter",
    lazy(() => import("./MemberCentreModal")),
  );
  registerMemberCentrePage("securityCenter", {
    useLabel: () => useTranslation("memberCentre").t("account.title"),
    Component: lazy(() => import("./AccountSummaryPage")),
  });
}
