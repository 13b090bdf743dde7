import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import type { useAutoBet } from "../lib/use-auto-bet";
import { AutoBetPanel } from "./AutoBetPanel";

/** The bet button with the auto-bet panel under it, as every auto-bet game shows them. */
export function BetActions({
  busy,
  disabled,
  auto,
  onBet,
}: {
  busy: boolean;
  disabled: boolean;
  auto: ReturnType<typeof useAutoBet>;
  onBet: () => Promise<unknown>;
}) {
  const { t } = useTranslation("houseGames");
  return (
    <>
      <Button
        size="lg"
        disabled={disabled}
        onClick={() => void onBet().catch(() => {})}
        data-testid="bet-button"
      >
        {busy ? t("betting") : t("bet")}
      </Button>
      <AutoBetPanel auto={auto} disabled={disabled} />
    </>
  );
}
