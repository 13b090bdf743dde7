import { LIMITS } from "@jogada/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { Button } from "../../../shared/ui/Button";

/**
 * Sends an SMS code. On success it counts down (60 s per expired minute, or to the expiry time
 * the server gives) and is disabled until zero; on failure the server's message appears in a
 * warning dialog with a submit button (SPEC §4).
 */
export function SmsCodeButton({
  send,
  disabled,
  onSent,
}: {
  /** Returns the minutes the code lives, or the epoch milliseconds it expires at. */
  send: () => Promise<{ expiredMinutes: number } | { expirationTime: number }>;
  disabled?: boolean;
  onSent?: (expiresAt: number) => void;
}) {
  const { t } = useTranslation("auth");
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);

  const click = async () => {
    setBusy(true);
    try {
      const result = await send();
      const end =
        "expirationTime" in result
          ? result.expirationTime
          : Date.now() + result.expiredMinutes * LIMITS.smsCountdownSecondsPerMinute * 1000;
      setUntil(end);
      setNow(Date.now());
      onSent?.(end);
    } catch (error) {
      showDialog({
        title: t("sms.failedTitle"),
        message: error instanceof ApiError && error.message ? error.message : t("sms.failedTitle"),
        confirmLabel: t("sms.submit"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      className="h-11 shrink-0"
      disabled={disabled || busy || left > 0}
      onClick={() => void click()}
      data-testid="send-sms"
    >
      {left > 0 ? t("sms.resend", { seconds: left }) : t("sms.send")}
    </Button>
  );
}
