import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useOpsQuery } from "../../lib/ops-api";
import { BrandPicker, useBrandChoice } from "../brand-choice";
import { useScreenTexts } from "../i18n";
import { QueryState, ScreenTitle, Tabs } from "../kit";
import type { Config } from "./brand-write";
import { Countries } from "./Countries";
import { Limits } from "./Limits";
import { Maintenance } from "./Maintenance";
import { Modules } from "./Modules";

type TabKey = "modules" | "maintenance" | "countries" | "limits";

/** The brand's module tree, maintenance, countries and limits; every change is validated by the server. */
export default function BrandScreen() {
  const { t } = useScreenTexts();
  const choice = useBrandChoice();
  const [tab, setTab] = useState<TabKey>("modules");
  return (
    <section data-testid="screen-brand">
      <ScreenTitle>{t("brand.title")}</ScreenTitle>
      <BrandPicker choice={choice} />
      <Tabs
        label={t("brand.title")}
        active={tab}
        onChange={setTab}
        tabs={(["modules", "maintenance", "countries", "limits"] as const).map((key) => ({
          key,
          label: t(`brand.tabs.${key}`),
        }))}
      />
      {choice.merchantCode ? (
        <BrandSettings key={choice.merchantCode} merchantCode={choice.merchantCode} tab={tab} />
      ) : (
        <QueryState query={choice.brands} isEmpty={() => true} empty={t("brand.none")}>
          {() => null}
        </QueryState>
      )}
    </section>
  );
}

function BrandSettings({ merchantCode, tab }: { merchantCode: string; tab: TabKey }) {
  const { t } = useScreenTexts();
  const query = useOpsQuery(calls.backOffice.brandSettings, { params: { merchantCode } });
  return (
    <QueryState query={query} empty={t("brand.none")}>
      {(value) => {
        const config = value.config as Config;
        if (tab === "modules") return <Modules merchantCode={merchantCode} tree={config.whitelabel ?? []} />;
        if (tab === "maintenance")
          return (
            <Maintenance
              key={JSON.stringify(config.maintenance)}
              merchantCode={merchantCode}
              value={config.maintenance ?? { enabled: false, notice: { PT: "", EN: "" } }}
            />
          );
        if (tab === "countries")
          return (
            <Countries
              key={JSON.stringify(config.countries)}
              merchantCode={merchantCode}
              value={config.countries ?? { allowed: [], blocked: [] }}
            />
          );
        return <Limits merchantCode={merchantCode} config={config} />;
      }}
    </QueryState>
  );
}
