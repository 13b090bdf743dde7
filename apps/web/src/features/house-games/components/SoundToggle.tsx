import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { setSoundOn, soundOn, subscribeSound } from "../lib/sound";

export function SoundToggle() {
  const { t } = useTranslation("houseGames");
  const on = useSyncExternalStore(subscribeSound, soundOn, () => false);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => setSoundOn(!on)}
      className="rounded-full border border-line bg-white/5 px-3 py-1 text-xs text-muted hover:text-white"
    >
      <span aria-hidden="true">{on ? "♪" : "×"}</span> {on ? t("soundOn") : t("soundOff")}
    </button>
  );
}
