import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../shared/ui/Button";
import { FrameIcon } from "../../../shared/ui/icons";
import { EmptyState } from "../components/SectionPage";

/** /game: the launched game's frame; with no game launched it points back to the lobby. */
export default function GameFramePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16" data-testid="section-game">
      <h1 className="sr-only">{t("sections.game.title")}</h1>
      <EmptyState icon={<FrameIcon className="size-10" />}>
        {t("sections.game.content")}
        <span className="mt-4 block">
          <Link to="/" className={buttonClass("primary")}>
            {t("common.backHome")}
          </Link>
        </span>
      </EmptyState>
    </div>
  );
}
