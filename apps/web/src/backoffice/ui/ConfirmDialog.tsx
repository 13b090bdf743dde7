import { type ReactNode, useState } from "react";
import { Button } from "../../shared/ui/Button";
import { ModalFrame } from "../../shared/ui/ModalFrame";
import { useShellTexts } from "../shell/texts";
import { controlClass } from "./Filters";
import { ActionError } from "./States";

/**
 * Asks before an action; with `reason` the staff must write why (kept in the audit log). The
 * confirm button is disabled while the call runs, so one click acts once.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  reason = false,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  reason?: boolean;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useShellTexts();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const short = reason && text.trim().length < 2;
  return (
    <ModalFrame
      title={title}
      onClose={onClose}
      closeOnCover={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("dialog.cancel")}
          </Button>
          <Button
            data-testid="bo-confirm"
            className={danger ? "bg-red-600 shadow-red-900/30" : undefined}
            disabled={busy}
            onClick={() => {
              setTouched(true);
              if (!short) onConfirm(text.trim());
            }}
          >
            {confirmLabel ?? t("dialog.confirm")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-white/85">
        {children}
        {reason && (
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t("dialog.reason")}
            <textarea
              data-testid="bo-reason"
              className={`${controlClass} h-24 py-2`}
              value={text}
              maxLength={500}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={touched && short ? true : undefined}
            />
            <span>
              {touched && short ? (
                <span className="text-red-300">{t("dialog.reasonShort")}</span>
              ) : (
                t("dialog.reasonHelp")
              )}
            </span>
          </label>
        )}
        <ActionError error={error} />
      </div>
    </ModalFrame>
  );
}
