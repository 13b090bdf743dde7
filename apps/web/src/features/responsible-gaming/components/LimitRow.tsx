import type { RgLimitChange, RgLimitRef } from "@jogada/contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAmountReader } from "../../../shared/lib/money";
import { Button } from "../../../shared/ui/Button";
import { LockIcon } from "../../../shared/ui/icons";
import { rgApi, useRgRefresh } from "../api/rg-api";
import { useDateTime } from "../lib/format";
import { inputClass, Note } from "./ui";

export interface LimitRowData {
  /** "deposit.day", "loss.week", "session". */
  key: string;
  ref: RgLimitRef;
  label: string;
  /** The kind the row belongs to (its card's title), for screen readers reaching the input alone. */
  kindLabel: string;
  player: string | null;
  operator: string | null;
  effective: string | null;
  used: string | null;
  pending: { value: string | null; confirmableAt: string; confirmable: boolean } | null;
  /** Money or minutes, for display. */
  show: (value: string) => string;
  unit: "money" | "minutes";
}

/** How full a limit is, as a bar (screen readers get the text next to it). */
function UsageBar({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(100, Math.max(0, (used / limit) * 100)) : 0;
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-white/10" aria-hidden="true">
      <div
        className={
          share >= 100 ? "h-full bg-red-400" : share >= 80 ? "h-full bg-amber-400" : "h-full bg-emerald-400"
        }
        style={{ width: `${share}%` }}
      />
    </div>
  );
}

/**
 * One limit: what applies, how much of it is used, an operator limit the player cannot loosen,
 * a pending increase with its confirm button once the cooling-off has passed, and (when
 * editable) the form to change it.
 */
export function LimitRow({ row, editable }: { row: LimitRowData; editable: boolean }) {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const at = useDateTime();
  const refresh = useRgRefresh();
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  /** Runs a change; `action` answers the confirmation to show. */
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ tone: "ok", text: await action() });
      setValue("");
      await refresh();
    } catch (error) {
      setMessage({ tone: "error", text: (error as Error).message || t("loadError") });
    } finally {
      setBusy(false);
    }
  };

  const change = (next: string | null): RgLimitChange =>
    row.ref.type === "session"
      ? { type: "session", minutes: next === null ? null : Number(next) }
      : { type: row.ref.type, period: row.ref.period, amount: next };

  const amounts = useAmountReader();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next =
      row.unit === "minutes"
        ? /^\d{1,4}$/.test(value.trim()) && Number(value) > 0
          ? String(Number(value))
          : null
        : amounts.value(value);
    if (!next || Number(next) <= 0) {
      const problem = row.unit === "minutes" ? null : amounts.problem(value);
      setMessage({ tone: "error", text: problem ?? t("limits.invalid") });
      return;
    }
    void run(async () => {
      const result = await rgApi.setLimit(change(next));
      return result.applied === "after-cooling-off" ? t("limits.pendingSaved") : t("limits.decreased");
    });
  };

  const used = row.used !== null ? Number(row.used) : null;
  const effective = row.effective !== null ? Number(row.effective) : null;
  const testId = `rg-limit-${row.key.replace(".", "-")}`;

  return (
    <li className="grid gap-2 border-t border-line/50 py-3 first:border-t-0 first:pt-0" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-semibold text-white">{row.label}</span>
        <span className="text-sm text-white" data-testid={`${testId}-value`}>
          {row.effective === null ? (
            <span className="text-muted">{t("limits.none")}</span>
          ) : (
            row.show(row.effective)
          )}
        </span>
      </div>
      {used !== null && effective !== null && (
        <div className="grid gap-1">
          <UsageBar used={used} limit={effective} />
          <span className="text-xs text-muted">
            {t("limits.used", {
              used: row.show(String(Math.max(0, used))),
              limit: row.show(row.effective ?? "0"),
            })}
          </span>
        </div>
      )}
      {row.operator !== null && (
        <p className="flex items-start gap-1.5 text-xs text-amber-200" data-testid={`${testId}-operator`}>
          <LockIcon className="mt-px size-3.5 shrink-0" />
          <span>
            {t("limits.operator", { value: row.show(row.operator) })} · {t("limits.operatorNote")}
          </span>
        </p>
      )}
      {row.pending && (
        <div className="grid gap-2 rounded-lg bg-white/5 p-2 text-xs" data-testid={`${testId}-pending`}>
          <span className="text-white">
            {row.pending.value === null
              ? t("limits.pendingRemoval")
              : t("limits.pending", { value: row.show(row.pending.value) })}
          </span>
          <span className="text-muted">
            {t("limits.confirmableAt", { time: at(row.pending.confirmableAt) })}
          </span>
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy || !row.pending.confirmable}
                onClick={() => void run(() => rgApi.confirmLimit(row.ref).then(() => t("limits.confirmed")))}
                data-testid={`${testId}-confirm`}
              >
                {t("limits.confirm")}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => void run(() => rgApi.cancelLimitChange(row.ref).then(() => t("saved")))}
              >
                {t("limits.cancelPending")}
              </Button>
            </div>
          )}
        </div>
      )}
      {editable && (
        <form onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 basis-32 gap-1">
            <label htmlFor={`${id}-v`} className="text-xs text-muted">
              {row.unit === "minutes" ? t("limits.newMinutes") : t("limits.newValue")}
              <span className="sr-only">
                {" "}
                ({row.kindLabel}, {row.label})
              </span>
            </label>
            <input
              id={`${id}-v`}
              className={inputClass}
              inputMode={row.unit === "minutes" ? "numeric" : "decimal"}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              data-testid={`${testId}-input`}
            />
          </div>
          <Button
            type="submit"
            size="sm"
            className="h-10"
            disabled={busy || !value}
            data-testid={`${testId}-save`}
          >
            {t("limits.save")}
          </Button>
          {row.player !== null && (
            <Button
              size="sm"
              variant="ghost"
              className="h-10"
              disabled={busy}
              onClick={() =>
                void run(() => rgApi.setLimit(change(null)).then(() => t("limits.pendingSaved")))
              }
              data-testid={`${testId}-remove`}
            >
              {t("limits.remove")}
            </Button>
          )}
        </form>
      )}
      {message && <Note tone={message.tone}>{message.text}</Note>}
    </li>
  );
}
