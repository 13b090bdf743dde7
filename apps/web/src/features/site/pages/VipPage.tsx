import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { Button, buttonClass } from "../../../shared/ui/Button";
import {
  ChevronLeftIcon,
  CoinsIcon,
  CrownIcon,
  GiftIcon,
  HeadsetIcon,
  StarIcon,
} from "../../../shared/ui/icons";
import { ContentArea, EmptyState, PageHero } from "../components/SectionPage";

const PERKS = [
  { key: "perkBonus", icon: StarIcon },
  { key: "perkWithdraw", icon: CoinsIcon },
  { key: "perkManager", icon: HeadsetIcon },
  { key: "perkGifts", icon: GiftIcon },
] as const;

/** /vip: the VIP area, shown without the site header. */
export default function VipPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <div data-testid="section-vip">
      <div className="mx-auto max-w-7xl px-4 pt-4">
        <Link to="/" className={buttonClass("ghost", "sm")}>
          <ChevronLeftIcon className="size-4" />
          {t("common.backHome")}
        </Link>
      </div>
      <PageHero
        icon={<CrownIcon className="size-6" />}
        title={t("sections.vip.title")}
        description={t("sections.vip.description")}
      />
      <ContentArea title={t("sections.vip.perksTitle")}>
        <ul className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {PERKS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-2xl border border-line/70 bg-gradient-to-br from-panel-2 to-panel p-4"
            >
              <Icon className="size-7 shrink-0 text-gold" />
              <span className="text-sm font-semibold">{t(`sections.vip.${key}`)}</span>
            </li>
          ))}
        </ul>
        <EmptyState icon={<CrownIcon className="size-10" />}>
          {t("sections.vip.content")}
          {!token && (
            <span className="mt-4 block">
              <Button onClick={() => openModal("login")}>{t("header.login")}</Button>
            </span>
          )}
        </EmptyState>
      </ContentArea>
    </div>
  );
}
