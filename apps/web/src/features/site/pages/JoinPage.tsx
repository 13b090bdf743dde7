import { useTranslation } from "react-i18next";
import { contactCustomerService } from "../../../shared/lib/customer-service";
import { Button } from "../../../shared/ui/Button";
import { CoinsIcon, HeadsetIcon, ShieldIcon, UsersIcon } from "../../../shared/ui/icons";
import { PageHero } from "../components/SectionPage";

const BENEFITS = [
  { key: "commission", icon: CoinsIcon },
  { key: "tools", icon: UsersIcon },
  { key: "support", icon: HeadsetIcon },
  { key: "payout", icon: ShieldIcon },
] as const;

const STEPS = ["one", "two", "three"] as const;

/** /join: agent recruitment. */
export default function JoinPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="join-page">
      <PageHero
        icon={<UsersIcon className="size-6" />}
        title={t("join.title")}
        description={t("join.description")}
        art="/images/site/join-network.svg"
      >
        <Button variant="gold" size="lg" className="mt-6" onClick={() => contactCustomerService()}>
          <HeadsetIcon className="size-5" />
          {t("join.cta")}
        </Button>
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="join-why">
        <h2 id="join-why" className="mb-6 text-2xl font-black">
          {t("join.whyTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-line/70 bg-panel p-5">
              <Icon className="mb-3 size-8 text-gold" />
              <h3 className="font-bold">{t(`join.benefits.${key}Title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`join.benefits.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-10" aria-labelledby="join-how">
        <h2 id="join-how" className="mb-6 text-2xl font-black">
          {t("join.howTitle")}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className="relative rounded-2xl border border-line/70 bg-gradient-to-br from-panel-2 to-panel p-5 pl-16"
            >
              <span className="absolute top-5 left-5 grid size-8 place-items-center rounded-full bg-gold text-sm font-black text-night">
                {index + 1}
              </span>
              <h3 className="font-bold">{t(`join.steps.${step}Title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`join.steps.${step}Text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
