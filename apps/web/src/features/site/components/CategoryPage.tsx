import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOptionalPageName } from "../../../shared/lib/page-names";
import { ContentArea, EmptyState, PageHero } from "./SectionPage";

export type CategorySection =
  | "rng"
  | "bgs"
  | "bingo"
  | "live"
  | "fish"
  | "pvp"
  | "sports"
  | "esports"
  | "seamless"
  | "lottery"
  | "vnlottery"
  | "seaLottery"
  | "elott"
  | "pointMall";

const DRAWS: readonly CategorySection[] = ["lottery", "vnlottery", "seaLottery", "elott", "pointMall"];

/**
 * A section of the catalogue: what it offers, then its content area (vendors, games or draws).
 * The games feature renders its lists into `children`; without them the area says it is empty.
 */
export function CategoryPage({
  section,
  icon,
  art,
  children,
}: {
  section: CategorySection;
  icon: ReactNode;
  art?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const pageName = useOptionalPageName(section);
  const empty = DRAWS.includes(section)
    ? t(`sections.${section as "lottery"}.content`)
    : t("sections.emptyGames");
  return (
    <div data-testid={`section-${section}`}>
      <PageHero
        icon={icon}
        title={pageName ?? t(`sections.${section}.title`)}
        description={t(`sections.${section}.description`)}
        art={art}
      />
      <ContentArea>{children ?? <EmptyState icon={icon}>{empty}</EmptyState>}</ContentArea>
    </div>
  );
}
