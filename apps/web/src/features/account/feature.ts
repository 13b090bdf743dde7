import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { registerMemberCentrePage } from "../member-centre";

/** The member centre's default page, "my account" (SPEC §2): profile, avatar, passwords. */
export function registerAccountFeature(): void {
  registerMemberCentrePage("securityCenter", {
    useLabel: () => useTranslation("account").t("title"),
    Component: lazy(() => import("./pages/SecurityCenterPage")),
  });
}
