import type { Resource } from "@jogada/contracts";
import { QRCodeSVG } from "qrcode.react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "../../../shared/site/site-info";
import { buttonClass } from "../../../shared/ui/Button";
import { AndroidIcon, AppleIcon, DownloadIcon, ShieldIcon } from "../../../shared/ui/icons";
import { EmptyState, PageHero } from "../components/SectionPage";

const APPS: readonly { type: Resource["resourceType"]; id: string; icon: ReactNode }[] = [
  { type: "IOS", id: "ios", icon: <AppleIcon className="size-6" /> },
  { type: "IOS_CONFIG", id: "ios-config", icon: <ShieldIcon className="size-6" /> },
  { type: "ANDROID", id: "android", icon: <AndroidIcon className="size-6" /> },
];

const IOS_STEPS = ["one", "two", "three", "four", "five"] as const;

/** /down and /download: the apps with their QR codes and the iOS install tutorial. */
export default function DownloadPage() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const apps = APPS.flatMap((app) => {
    const resource = site.info.resources.find((r) => r.resourceType === app.type);
    return resource ? [{ ...app, resource }] : [];
  });

  return (
    <div data-testid="download-page">
      <PageHero
        icon={<DownloadIcon className="size-6" />}
        title={t("download.title")}
        description={t("download.description", { brand: site.info.name })}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_240px]">
        <div className="space-y-10">
          {apps.length === 0 ? (
            <EmptyState icon={<DownloadIcon className="size-10" />}>{t("download.none")}</EmptyState>
          ) : (
            <section>
              <p className="mb-4 text-sm text-muted">{t("download.scan")}</p>
              <ul className="grid gap-4 sm:grid-cols-3">
                {apps.map(({ id, icon, resource }) => {
                  const name = i18n.language === "PT" ? resource.labelNamePt : resource.labelNameEn;
                  return (
                    <li
                      key={id}
                      id={id}
                      className="scroll-mt-36 rounded-2xl border border-line/70 bg-panel p-5 text-center"
                      data-testid={`download-${id}`}
                    >
                      <span className="mb-3 inline-flex items-center gap-2 font-bold">
                        <span className="text-gold">{icon}</span>
                        {name}
                      </span>
                      <div className="mx-auto w-fit rounded-xl bg-white p-2">
                        <QRCodeSVG
                          value={resource.qrCodeUrl || resource.url}
                          size={125}
                          marginSize={0}
                          title={name}
                        />
                      </div>
                      <a href={resource.url} className={`${buttonClass("primary", "sm")} mt-4 w-full`}>
                        <DownloadIcon className="size-4" />
                        {t("download.get")}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <section
            aria-labelledby="ios-tutorial"
            className="rounded-2xl border border-line/70 bg-panel p-5 sm:p-8"
          >
            <h2 id="ios-tutorial" className="mb-5 flex items-center gap-2 text-xl font-black">
              <AppleIcon className="size-6 text-gold" />
              {t("download.iosTutorialTitle")}
            </h2>
            <ol className="space-y-4">
              {IOS_STEPS.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-sm font-black">
                    {index + 1}
                  </span>
                  <p className="pt-1 text-sm text-white/85">
                    {t(`download.iosSteps.${step}`, { brand: site.info.name })}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="android-help"
            className="rounded-2xl border border-line/70 bg-panel p-5 sm:p-8"
          >
            <h2 id="android-help" className="mb-3 flex items-center gap-2 text-xl font-black">
              <AndroidIcon className="size-6 text-gold" />
              {t("download.androidTitle")}
            </h2>
            <p className="text-sm text-white/85">{t("download.androidText")}</p>
          </section>
        </div>
        <img src="/images/site/download-phone.svg" alt="" className="mx-auto hidden w-60 lg:block" />
      </div>
    </div>
  );
}
