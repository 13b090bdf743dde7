import type { SiteInfo } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { contactCustomerService } from "../../../shared/lib/customer-service";
import { Button } from "../../../shared/ui/Button";
import { HeadsetIcon } from "../../../shared/ui/icons";
import { BrandLogo } from "./BrandLogo";
import { LanguageSwitcher } from "./LanguageSwitcher";

/**
 * The whole-site screens of SPEC §2: status 1 maintenance (with the brand's notice), status 2
 * IP/region restriction (with the visitor's IP and country). Both offer Contact Us.
 */
export function StatusScreen({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  const maintenance = site.status === 1;
  return (
    <div className="relative flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.35),transparent_60%)]">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <BrandLogo name={site.info.name} asLink={false} />
        <LanguageSwitcher languages={site.info.supportedLanguages} />
      </header>
      <main
        className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 pb-16 text-center"
        data-testid={maintenance ? "maintenance-page" : "region-page"}
      >
        <img
          src={maintenance ? "/images/site/status-maintenance.svg" : "/images/site/status-region.svg"}
          alt=""
          width={176}
          height={176}
          className="mb-6 size-44"
        />
        <p className="mb-2 text-xs font-bold tracking-[0.3em] text-gold">
          {maintenance ? t("status.maintenanceSubtitle") : t("status.regionSubtitle")}
        </p>
        <h1 className="mb-4 text-3xl font-black sm:text-4xl">
          {maintenance ? t("status.maintenanceTitle") : t("status.regionTitle")}
        </h1>
        {maintenance ? (
          <p className="mb-8 text-base leading-relaxed text-white/85" data-testid="maintenance-notice">
            {site.maintenanceNotice || t("status.maintenanceBody")}
          </p>
        ) : (
          <>
            <p className="mb-6 text-white/85">{t("status.regionBody")}</p>
            <dl className="mb-8 grid w-full grid-cols-2 gap-3 text-left" data-testid="region-location">
              <div className="rounded-xl border border-line bg-panel p-4">
                <dt className="text-xs text-muted">{t("status.yourIp")}</dt>
                <dd className="mt-1 font-mono text-lg font-bold break-all" data-testid="region-ip">
                  {site.location.ip}
                </dd>
              </div>
              <div className="rounded-xl border border-line bg-panel p-4">
                <dt className="text-xs text-muted">{t("status.yourCountry")}</dt>
                <dd className="mt-1 text-lg font-bold" data-testid="region-country">
                  {countryName(site.location.country)}
                </dd>
              </div>
            </dl>
          </>
        )}
        <Button variant="gold" size="lg" onClick={() => contactCustomerService()}>
          <HeadsetIcon className="size-5" />
          {t("status.contactUs")}
        </Button>
      </main>
    </div>
  );
}

/** "United States (US)" in the page's language, or the code alone when the browser has no name for it. */
function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code || "—";
  try {
    const name = new Intl.DisplayNames([document.documentElement.lang || "pt"], { type: "region" }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
