import { lazy } from "react";
import { withTexts } from "../../shared/i18n";
import { registerModal } from "../../shared/modals/modal-store";

/**
 * The member centre popup, opened by name: `openModal("memberCenter", { page })`. Features add
 * their pages with `registerMemberCentrePage` (./pages); the accounts feature adds the default
 * page, securityCenter.
 */
export function registerMemberCentre(): void {
  registerModal("memberCenter", lazy(withTexts(() => import("./MemberCentreModal"), "memberCentre")));
}
