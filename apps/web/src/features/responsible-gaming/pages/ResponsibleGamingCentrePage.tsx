import { useTranslation } from "react-i18next";
import { usePageName } from "../../../shared/lib/page-names";
import { BirthdayForm } from "../components/BirthdayForm";
import { ClosureForm, SelfExclusionForm, TimeOutForm } from "../components/ExclusionForms";
import { LimitsHistory } from "../components/LimitsHistory";
import { LimitsOverview } from "../components/LimitsOverview";
import { RealityCheckSettings } from "../components/RealityCheckSettings";
import { SessionSummary } from "../components/SessionSummary";
import { Section } from "../components/ui";

/**
 * The member centre's responsible-gaming page: limits with their pending increases, the reality
 * check, the current session, the birthday, time-out, self-exclusion, closure and the history of changes.
 */
export default function ResponsibleGamingCentrePage() {
  const { t } = useTranslation("responsibleGaming");
  return (
    <div className="grid gap-4" data-testid="rg-centre">
      <div>
        <h2 className="text-lg font-bold">{usePageName("responsibleGaming")}</h2>
        <p className="text-sm text-muted">{t("intro")}</p>
      </div>
      <Section id="rg-limits-section" title={t("limits.title")}>
        <LimitsOverview editable />
      </Section>
      <Section id="rg-reality" title={t("reality.title")} help={t("reality.help")}>
        <div className="grid gap-3">
          <RealityCheckSettings />
          <SessionSummary />
        </div>
      </Section>
      <BirthdayForm />
      <TimeOutForm />
      <SelfExclusionForm />
      <ClosureForm />
      <div className="rounded-xl border border-line/60 bg-night/40 p-3 sm:p-4">
        <LimitsHistory />
      </div>
    </div>
  );
}
