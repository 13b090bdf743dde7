import { RG_REALITY_CHECK_MINUTES } from "@jogada/contracts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { rgApi, useRgOverview, useRgRefresh } from "../api/rg-api";
import { rescheduleRealityCheck } from "../lib/reality-check";
import { Note, Select } from "./ui";

/** The reality-check interval: off or one of the allowed minutes. */
export function RealityCheckSettings() {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const overview = useRgOverview();
  const refresh = useRgRefresh();
  const current = overview.data?.realityCheckMinutes ?? null;
  const [choice, setChoice] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  useEffect(() => setChoice(current === null ? "off" : String(current)), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await rgApi.setRealityCheck(choice === "off" ? null : Number(choice));
      await refresh();
      rescheduleRealityCheck();
      setMessage({ tone: "ok", text: t("saved") });
    } catch (error) {
      setMessage({ tone: "error", text: (error as Error).message || t("loadError") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-40 gap-1">
          <label htmlFor={`${id}-interval`} className="text-xs text-muted">
            {t("reality.interval")}
          </label>
          <Select
            id={`${id}-interval`}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            disabled={overview.isPending}
            data-testid="rg-reality-interval"
          >
            <option value="off">{t("reality.off")}</option>
            {RG_REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t("reality.every", { count: minutes })}
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="submit"
          size="sm"
          className="h-10"
          disabled={busy || overview.isPending}
          data-testid="rg-reality-save"
        >
          {t("reality.save")}
        </Button>
      </div>
      {message && <Note tone={message.tone}>{message.text}</Note>}
    </form>
  );
}
