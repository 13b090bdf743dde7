import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { ShieldIcon } from "../../../shared/ui/icons";
import { LimitsHistory } from "../components/LimitsHistory";
import { LimitsOverview } from "../components/LimitsOverview";
import { useMinimumAge } from "../lib/minimum-age";

const TOOLS = ["limits", "reality", "timeout", "exclusion", "closure"] as const;
const SIGNS = ["chasing", "money", "time", "mood"] as const;
const ORGS = ["support", "health", "lines", "family"] as const;

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line/60 bg-panel p-4 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /responsible-gaming (the footer's Responsible Gaming link): the tools, the minimum age, warning
 * signs and where to find help, in neutral terms; a logged-in player also sees their limits and
 * the history of changes, with a way into the member centre to change them.
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation("responsibleGaming");
  const { token } = useSession();
  const age = useMinimumAge();
  return (
    <div data-testid="rg-public-page">
      <section className="border-b border-line/60 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.35),transparent_65%)]">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
          <span className="mb-4 inline-grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand to-violet-900 text-gold">
            <ShieldIcon className="size-6" />
          </span>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("page.title")}</h1>
          <p className="mt-2 max-w-2xl text-base text-muted">{t("page.description")}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-8">
        <Block id="rg-yours" title={t("page.yoursTitle")}>
          {token ? (
            <div className="grid gap-4">
              <LimitsOverview />
              <LimitsHistory />
              <div>
                <Button
                  variant="ghost"
                  onClick={() => openModal("memberCenter", { page: "responsibleGaming" })}
                  data-testid="rg-manage"
                >
                  {t("page.manage")}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted">{t("guest.text")}</p>
              <Button size="sm" onClick={() => openModal("login")}>
                {t("guest.login")}
              </Button>
            </div>
          )}
        </Block>
        <Block id="rg-tools" title={t("page.toolsTitle")}>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-white/85">
            {TOOLS.map((key) => (
              <li key={key}>{t(`page.tools.${key}`)}</li>
            ))}
          </ul>
        </Block>
        <Block id="rg-age" title={t("page.ageTitle")}>
          <p className="text-sm text-white/85" data-testid="rg-minimum-age">
            <span className="mr-2 inline-grid size-9 place-items-center rounded-full border-2 border-red-400 text-sm font-black text-red-300">
              {age}+
            </span>
            {t("page.ageText", { age })}
          </p>
        </Block>
        <Block id="rg-signs" title={t("page.signsTitle")}>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-white/85">
            {SIGNS.map((key) => (
              <li key={key}>{t(`page.signs.${key}`)}</li>
            ))}
          </ul>
        </Block>
        <Block id="rg-help" title={t("page.helpTitle")}>
          <p className="mb-3 text-sm text-white/85">{t("page.helpText")}</p>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-white/85">
            {ORGS.map((key) => (
              <li key={key}>{t(`page.helpOrgs.${key}`)}</li>
            ))}
          </ul>
        </Block>
      </div>
    </div>
  );
}
