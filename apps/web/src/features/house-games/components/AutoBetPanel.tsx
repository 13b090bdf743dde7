import { RG_AUTO_PLAY_MAX_PLAYS } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { type AutoPlayForm, type AutoPlayProblem, readAutoPlay } from "../lib/auto-play";
import type { useAutoBet } from "../lib/use-auto-bet";
import { Field, inputClass } from "./BetControls";

type Problems = Partial<Record<keyof AutoPlayForm, AutoPlayProblem>>;

/** Auto-play settings and start/stop: at most 100 plays and a loss limit, as responsible gaming asks. */
export function AutoBetPanel({ auto, disabled }: { auto: ReturnType<typeof useAutoBet>; disabled: boolean }) {
  const { t, i18n } = useTranslation("houseGames");
  const { decimals } = useSite().info.currency;
  const [form, setForm] = useState<AutoPlayForm>({ count: "10", stopProfit: "", lossLimit: "" });
  const [problems, setProblems] = useState<Problems>({});
  const max = RG_AUTO_PLAY_MAX_PLAYS;

  const input = (
    key: keyof AutoPlayForm,
    label: string,
    mode: "numeric" | "decimal",
    placeholder?: string,
  ) => (
    <Field label={label}>
      <input
        className={`${inputClass} min-w-0 ${problems[key] ? "border-red-400" : ""}`}
        inputMode={mode}
        value={form[key]}
        placeholder={placeholder}
        disabled={auto.running}
        aria-invalid={problems[key] ? true : undefined}
        data-testid={`auto-${key}`}
        onChange={(e) => {
          setForm({ ...form, [key]: e.target.value });
          setProblems({ ...problems, [key]: undefined });
        }}
      />
      {problems[key] && (
        <span className="text-red-400" data-testid={`auto-${key}-error`}>
          {t(problems[key], { max })}
        </span>
      )}
    </Field>
  );

  const start = () => {
    const reading = readAutoPlay(form, i18n.language, decimals);
    if (!reading.ok) return setProblems(reading.problems);
    setProblems({});
    void auto.start(reading.settings);
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line/60 p-3" data-testid="auto-panel">
      {input("count", t("autoCount", { max }), "numeric")}
      <div className="grid grid-cols-2 items-start gap-2">
        {input("lossLimit", t("autoLossLimit"), "decimal")}
        {input("stopProfit", t("autoStopProfit"), "decimal", t("optional"))}
      </div>
      {auto.running ? (
        <Button variant="ghost" onClick={auto.stop} data-testid="auto-stop">
          {t("autoStop")} · {t("autoLeft", { count: auto.left })}
        </Button>
      ) : (
        <Button variant="ghost" disabled={disabled} onClick={start} data-testid="auto-start">
          {t("autoStart")}
        </Button>
      )}
      {!auto.running && auto.ended && (
        <p
          role="status"
          data-testid="auto-ended"
          className={`text-xs ${auto.ended.kind === "error" ? "text-red-400" : "text-muted"}`}
        >
          {auto.ended.titled && <strong className="block">{t("autoStopped")}</strong>}
          {auto.ended.text}
        </p>
      )}
    </div>
  );
}
