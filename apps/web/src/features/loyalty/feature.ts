import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { contactCustomerService, serviceKindFor } from "../../shared/lib/customer-service";
import { useMemberInfo } from "../../shared/member/member-queries";
import { extendShell, shell } from "../../shared/shell/extensions";
import { useModules } from "../../shared/site/site-info";
import { onMemberCentreClose, registerMemberCentrePage } from "../member-centre";
import { useOpenMissionCount } from "./api/loyalty-api";
import { clearPointMall } from "./lib/point-mall-store";

/**
 * Loyalty in the member centre (SPEC §2): invite friends and mission activity (with the count of
 * open missions beside its label). /vip and /pointMall are routes (app/router.tsx); closing the
 * member centre clears the point mall's state. VIP members (rank level above 4) get the VIP service
 * in the account menu.
 */
export function registerLoyaltyFeature(): void {
  registerMemberCentrePage("referral", {
    useLabel: () => useTranslation("loyalty").t("referral.page"),
    Component: lazy(() => import("./pages/ReferralPage")),
  });
  registerMemberCentrePage("missionLeaderboard", {
    useLabel: () => useTranslation("loyalty").t("missions.page"),
    Component: lazy(() => import("./pages/MissionLeaderboardPage")),
    useVisible: () => useModules().MISSIONLB3 !== false,
    useBadge: () => useOpenMissionCount(),
  });
  extendShell({
    accountMenuItems: [
      ...shell.accountMenuItems,
      {
        key: "vipService",
        useLabel: () => useTranslation("loyalty").t("vip.service"),
        useVisible: () => serviceKindFor(useMemberInfo().data?.clubLabel.rankLevel) === "vip",
        onSelect: () => contactCustomerService("vip"),
      },
    ],
  });
  onMemberCentreClose(clearPointMall);
}
