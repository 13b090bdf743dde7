import type { HelpTag } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FooterVendor } from "../../../shared/shell/types";
import { useSite } from "../../../shared/site/site-info";
import { PlayIcon, TrophyIcon, UserPlusIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { useHelpCenter } from "../api/content";
import { footerProviderLogos } from "../lib/provider-logos";
import { BrandLogo } from "./BrandLogo";

type AboutKey =
  | "aboutCompany"
  | "contactUs"
  | "terms"
  | "responsibleGaming"
  | "privacy"
  | "affiliates"
  | "refund";

/**
 * The static about list (SPEC §2), each pointing at its section of the help centre; Responsible
 * Gaming has a page of its own with the player's limits.
 */
const ABOUT: readonly { key: AboutKey; tag: HelpTag; to?: string }[] = [
  { key: "aboutCompany", tag: "aboutus" },
  { key: "contactUs", tag: "contactus" },
  { key: "terms", tag: "terms" },
  { key: "responsibleGaming", tag: "responsible", to: "/responsible-gaming" },
  { key: "privacy", tag: "privacy" },
  { key: "affiliates", tag: "affiliates" },
  { key: "refund", tag: "refund" },
];

const link =
  "text-sm text-muted transition hover:text-gold focus-visible:text-gold focus-visible:outline-none";

export function helpLink(tag: string): string {
  return `/help?tag=${encodeURIComponent(tag)}`;
}

export function SiteFooter({
  vendors,
  besideQuickBar = false,
}: {
  vendors: readonly FooterVendor[];
  /** Keeps the footer's content clear of the fixed quick-contact bar on wide screens. */
  besideQuickBar?: boolean;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const help = useHelpCenter();
  const aboutTags: readonly string[] = ABOUT.map((item) => item.tag);
  const menu = (help.data ?? []).filter(
    (entry) => entry.menuType === "menu" && !aboutTags.includes(entry.tag),
  );
  const logos = footerProviderLogos(vendors);

  return (
    <footer className="mt-16 border-t border-line bg-panel/40 pb-24 lg:pb-10" data-testid="site-footer">
      <div className={besideQuickBar ? "mx-auto max-w-7xl px-4 lg:pr-20" : "mx-auto max-w-7xl px-4"}>
        <section
          aria-labelledby="footer-steps"
          className="grid gap-4 border-b border-line/60 py-10 sm:grid-cols-3"
        >
          <h2 id="footer-steps" className="sr-only">
            {t("footer.stepsTitle")}
          </h2>
          {[
            { icon: UserPlusIcon, title: t("footer.stepRegister"), text: t("footer.stepRegisterText") },
            { icon: PlayIcon, title: t("footer.stepPlay"), text: t("footer.stepPlayText") },
            { icon: TrophyIcon, title: t("footer.stepWin"), text: t("footer.stepWinText") },
          ].map(({ icon: Icon, title, text }, index) => (
            <div
              key={title}
              className="flex items-center gap-4 rounded-2xl border border-line/60 bg-panel p-4"
            >
              <span className="relative grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand to-violet-900 text-gold">
                <Icon className="size-6" />
                <span className="absolute -top-2 -left-2 grid size-5 place-items-center rounded-full bg-gold text-[11px] font-black text-night">
                  {index + 1}
                </span>
              </span>
              <div>
                <p className="font-bold">{title}</p>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </div>
          ))}
        </section>

        {logos.length > 0 && (
          <section
            aria-labelledby="footer-providers"
            className="border-b border-line/60 py-8"
            data-testid="footer-providers"
          >
            <h2 id="footer-providers" className="mb-4 text-xs font-bold tracking-widest text-muted uppercase">
              {t("footer.providers")}
            </h2>
            <ul className="flex flex-wrap gap-3">
              {logos.map((logo) => (
                <li key={logo.code} data-logo-type={logo.logoType}>
                  <LazyImage
                    src={logo.logoUrl}
                    alt={logo.displayName}
                    title={logo.displayName}
                    wrapperClassName="h-10 w-24 rounded-lg bg-white/5"
                    className="h-10 w-24 object-contain p-1.5"
                    fallback={
                      <span className="grid h-10 w-24 place-items-center truncate px-2 text-xs font-bold text-white/80">
                        {logo.displayName}
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-3 lg:col-span-2">
            <BrandLogo name={site.info.name} />
            <p className="max-w-sm text-sm text-muted">{t("brandTagline")}</p>
            <p className="inline-flex items-center gap-2 text-xs text-muted">
              <span className="grid size-7 place-items-center rounded-full border-2 border-rose-500 text-[10px] font-black text-rose-400">
                {site.info.responsibleGaming.minimumAge}+
              </span>
              {t("footer.adultsOnly", { age: site.info.responsibleGaming.minimumAge })}
            </p>
          </div>
          <nav aria-labelledby="footer-information">
            <h2
              id="footer-information"
              className="mb-3 text-xs font-bold tracking-widest text-muted uppercase"
            >
              {t("footer.information")}
            </h2>
            <ul className="space-y-2" data-testid="footer-help-links">
              {menu.map((entry) => (
                <li key={entry.id}>
                  <Link className={link} to={helpLink(entry.tag)}>
                    {entry.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link className={link} to="/noticePage">
                  {t("notices.title")}
                </Link>
              </li>
              <li>
                <Link className={link} to="/join">
                  {t("join.title")}
                </Link>
              </li>
              <li>
                <Link className={link} to="/down">
                  {t("download.title")}
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className="mb-3 text-xs font-bold tracking-widest text-muted uppercase">
              {t("footer.about")}
            </h2>
            <ul className="space-y-2">
              {ABOUT.map(({ key, tag, to }) => (
                <li key={key}>
                  <Link className={link} to={to ?? helpLink(tag)}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="border-t border-line/60 py-6 text-center text-xs text-muted">
          {t("footer.rights", { year: new Date().getFullYear(), brand: site.info.name })}
        </p>
      </div>
    </footer>
  );
}
