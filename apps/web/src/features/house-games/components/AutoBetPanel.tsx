import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import type { useAutoBet } from "../lib/use-auto-bet";
import { Field, inputClass } from "./BetControls";

/** Auto-bet settings and start/stop, for the games players expect it in. */
export function AutoBetPanel({ auto, disabled }: { auto: ReturnType<typeof useAutoBet>; disabled: boolean }) {
  const { t } = useTranslation("houseGames");
  const [count, setCount] = useState("10");
  const [stopProfit, setStopProfit] = useState("");
  const [stopLoss, setStopLoss] = useState("");
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line/60 p-3">
      <Field label={t("autoCount")}>
        <input
          className={inputClass}
          inputMode="numeric"
          value={count}
          disabled={auto.running}
          onChange={(e) => setCount(e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label={t("autoStopProfit")}>
          <input
            className={inputClass}
            inputMode="decimal"
            value={stopProfit}
            disabled={auto.running}
            onChange={(e) => setStopProfit(e.target.value)}
          />
        </Field>
        <Field label={t("autoStopLoss")}>
          <input
            className={inputClass}
            inputMode="decimal"
            value={stopLoss}
            disabled={auto.running}
            onChange={(e) => setStopLoss(e.target.value)}
          />
        </Field>
      </div>
      {auto.running ? (
        <Button variant="ghost" onClick={auto.stop}>
          {t("autoStop")} · {t("autoLeft", { count: auto.left })}
        </Button>
      ) : (
        <Button
          variant="ghost"
          disabled={disabled}
          onClick={() =>
            void auto.start({
              count: Math.max(1, Math.min(1000, Number(count) || 1)),
              stopProfit: Number(stopProfit) || 0,
              stopLoss: Number(stopLoss) || 0,
            })
          }
        >
          {t("autoStart")}
        </Button>
      )}
    </div>
  );
}
