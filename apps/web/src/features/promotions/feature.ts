import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useModules } from "../../shared/site/site-info";
import { registerMemberCentrePage } from "../member-centre";

/**
 * Promotions in the member centre (SPEC §2): bonus details, and the reward centre that the
 * account menu's "reward centre" entry opens (REWCEN3). The /promotions and /promoDetail pages
 * are routes of their own (app/router.tsx).
 */
export function registerPromotionsFeature(): void {
  registerMemberCentrePage("bonusDetails", {
    useLabel: () => useTranslation("promotions").t("bonus.page"),
    Component: lazy(() => import("./pages/BonusDetailsPage")),
  });
  registerMemberCentrePage("rewardCenter", {
    useLabel: () => useTranslation("promotions").t("rewards.page"),
    Component: lazy(() => import("./pages/RewardCenterPage")),
    useVisible: () => useModules().REWCEN3 !== false,
  });
}
