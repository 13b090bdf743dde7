import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/Button";
import { ModalFrame } from "../ui/ModalFrame";
import type { DialogOptions } from "./dialog-options";
import type { ModalControls } from "./modal-store";

/** SPEC §4: closes by confirm, cancel or a click on the cover, with an optional timeout. */
export default function ConfirmDialogView({
  close,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  timeoutMs,
  closeOnCover = true,
}: DialogOptions & ModalControls) {
  const { t } = useTranslation();
  const dismiss = () => {
    close();
    onCancel?.();
  };
  const latest = useRef({ close, onCancel });
  latest.current = { close, onCancel };
  useEffect(() => {
    if (!timeoutMs) return;
    const timer = setTimeout(() => {
      latest.current.close();
      latest.current.onCancel?.();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <ModalFrame
      size="sm"
      title={title ?? t("common.notice")}
      onClose={dismiss}
      closeOnCover={closeOnCover}
      hideClose
      footer={
        <>
          {cancelLabel && (
            <Button variant="ghost" onClick={dismiss}>
              {cancelLabel}
            </Button>
          )}
          <Button
            onClick={() => {
              close();
              onConfirm?.();
            }}
          >
            {confirmLabel ?? t("common.confirm")}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-white/90">{message}</p>
    </ModalFrame>
  );
}
