import { useState } from "react";
import { BrandPicker, useBrandChoice } from "../brand-choice";
import { QueryState, ScreenTitle, Tabs } from "../kit";
import { LadderTab } from "./LadderTab";
import { LeaderboardsTab } from "./LeaderboardsTab";
import { SettingsTab } from "./SettingsTab";
import { useLoyaltyTexts } from "./texts";

type Tab = "settings" | "ladder" | "leaderboards";
const TABS: readonly Tab[] = ["settings", "ladder", "leaderboards"];

/** A brand's VIP ladder and loyalty settings, how many players hold each level, and leaderboard results. */
export default function LoyaltyScreen() {
  const { t } = useLoyaltyTexts();
  const choice = useBrandChoice();
  const [tab, setTab] = useState<Tab>("settings");
  const merchant = choice.merchantCode;
  return (
    <section data-testid="screen-loyalty" className="min-w-0">
      <ScreenTitle>{t("title")}</ScreenTitle>
      <BrandPicker choice={choice} />
      <Tabs
        label={t("title")}
        active={tab}
        onChange={setTab}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      {merchant === null ? (
        <QueryState query={choice.brands} isEmpty={() => true} empty={t("noBrand")}>
          {() => null}
        </QueryState>
      ) : tab === "settings" ? (
        <SettingsTab key={merchant} merchant={merchant} />
      ) : tab === "ladder" ? (
        <LadderTab merchant={merchant} />
      ) : (
        <LeaderboardsTab key={merchant} merchant={merchant} />
      )}
    </section>
  );
}
