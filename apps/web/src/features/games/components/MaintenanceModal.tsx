import type { GameItem } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { openItem } from "../lib/launch";
import { GameCard } from "./GameCard";

/** 'Game maintenance' (SPEC §8) with other games of the same category to play instead. */
export default function MaintenanceModal({
  suggestions,
  close,
}: { suggestions: GameItem[] } & ModalControls) {
  const { t } = useTranslation("games");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <ModalFrame title={t("launch.maintenanceTitle")} onClose={close} size="lg">
      <p className="mb-4 text-sm text-white/90" data-testid="maintenance-text">
        {t("launch.maintenanceText")}
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {suggestions.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            onOpen={(item) => {
              close();
              openItem(item, (to) => navigate(to), pathname, pathname);
            }}
          />
        ))}
      </ul>
    </ModalFrame>
  );
}
