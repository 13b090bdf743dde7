import { RgSelfExclusionPeriod as Periods, type RgSelfExclusionPeriod } from "@jogada/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../shared/ui/Button";
import { rgApi } from "../api/rg-api";
import { leaveAfterExclusion } from "../lib/leave";
import { ConfirmStep } from "./ConfirmStep";
import { inputClass, Section, Select } from "./ui";

const TIME_OUT_DAYS = ["1", "3", "7", "14", "30", "42"] as const;

/** Shared by the three grave actions: choose, then confirm in a second step, then log out. */
function useGraveAction() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await leaveAfterExclusion(navigate);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return { confirming, setConfirming, busy, error, run };
}

export function TimeOutForm() {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const [days, setDays] = useState<(typeof TIME_OUT_DAYS)[number]>("1");
  const action = useGraveAction();
  const period = t(`timeout.days.${days}`);
  return (
    <Section id="rg-timeout" title={t("timeout.title")} help={t("timeout.help")}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-40 gap-1">
          <label htmlFor={`${id}-days`} className="text-xs text-muted">
            {t("timeout.duration")}
          </label>
          <Select
            id={`${id}-days`}
            value={days}
            onChange={(e) => setDays(e.target.value as typeof days)}
            disabled={action.confirming}
            data-testid="rg-timeout-days"
          >
            {TIME_OUT_DAYS.map((d) => (
              <option key={d} value={d}>
                {t(`timeout.days.${d}`)}
              </option>
            ))}
          </Select>
        </div>
        {!action.confirming && (
          <Button
            size="sm"
            variant="ghost"
            className="h-10"
            onClick={() => action.setConfirming(true)}
            data-testid="rg-timeout-start"
          >
            {t("timeout.start")}
          </Button>
        )}
      </div>
      {action.confirming && (
        <ConfirmStep
          testId="rg-timeout-confirm"
          title={t("timeout.confirmTitle")}
          text={t("timeout.confirmText", { period })}
          busy={action.busy}
          error={action.error}
          onCancel={() => action.setConfirming(false)}
          onConfirm={() => void action.run(() => rgApi.timeOut(Number(days)))}
        />
      )}
    </Section>
  );
}

export function SelfExclusionForm() {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const [period, setPeriod] = useState<RgSelfExclusionPeriod>("6m");
  const action = useGraveAction();
  return (
    <Section id="rg-exclusion-form" title={t("exclusion.title")} help={t("exclusion.help")} tone="danger">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-40 gap-1">
          <label htmlFor={`${id}-period`} className="text-xs text-muted">
            {t("exclusion.duration")}
          </label>
          <Select
            id={`${id}-period`}
            value={period}
            onChange={(e) => setPeriod(e.target.value as RgSelfExclusionPeriod)}
            disabled={action.confirming}
            data-testid="rg-exclusion-period"
          >
            {Periods.options.map((p) => (
              <option key={p} value={p}>
                {t(`exclusion.durations.${p}`)}
              </option>
            ))}
          </Select>
        </div>
        {!action.confirming && (
          <Button
            size="sm"
            variant="ghost"
            className="h-10"
            onClick={() => action.setConfirming(true)}
            data-testid="rg-exclusion-start"
          >
            {t("exclusion.start")}
          </Button>
        )}
      </div>
      {action.confirming && (
        <ConfirmStep
          testId="rg-exclusion-confirm"
          title={t("exclusion.confirmTitle")}
          text={t("exclusion.confirmText", { period: t(`exclusion.durations.${period}`) })}
          busy={action.busy}
          error={action.error}
          onCancel={() => action.setConfirming(false)}
          onConfirm={() => void action.run(() => rgApi.selfExclude(period))}
        />
      )}
    </Section>
  );
}

export function ClosureForm() {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const [reason, setReason] = useState("");
  const action = useGraveAction();
  return (
    <Section id="rg-closure" title={t("closure.title")} help={t("closure.help")} tone="danger">
      <div className="grid gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-reason`} className="text-xs text-muted">
            {t("closure.reason")}
          </label>
          <input
            id={`${id}-reason`}
            className={inputClass}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={action.confirming}
          />
        </div>
        {!action.confirming && (
          <div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => action.setConfirming(true)}
              data-testid="rg-closure-start"
            >
              {t("closure.start")}
            </Button>
          </div>
        )}
      </div>
      {action.confirming && (
        <ConfirmStep
          testId="rg-closure-confirm"
          title={t("closure.confirmTitle")}
          text={t("closure.confirmText")}
          busy={action.busy}
          error={action.error}
          onCancel={() => action.setConfirming(false)}
          onConfirm={() => void action.run(() => rgApi.closeAccount(reason.trim()))}
        />
      )}
    </Section>
  );
}
