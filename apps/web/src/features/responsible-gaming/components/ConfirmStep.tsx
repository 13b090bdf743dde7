import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { Note } from "./ui";

/**
 * The second step of a grave action (time-out, self-exclusion, closure): what will happen and a
 * box the player ticks before the confirm button works.
 */
export function ConfirmStep({
  title,
  text,
  busy,
  error,
  onConfirm,
  onCancel,
  testId,
}: {
  title: string;
  text: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed) onConfirm();
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 rounded-xl border border-red-400/40 bg-night/60 p-3"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <h4 id={`${id}-title`} className="font-semibold text-red-200">
        {title}
      </h4>
      <p className="text-sm text-white/85">{text}</p>
      <label className="flex items-start gap-2 text-sm text-white">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-red-400"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid={`${testId}-agree`}
        />
        {t("confirm.acknowledge")}
      </label>
      {error && <Note tone="error">{error}</Note>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          className="bg-red-600 shadow-none"
          disabled={busy || !agreed}
          data-testid={`${testId}-submit`}
        >
          {t("confirm.submit")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
