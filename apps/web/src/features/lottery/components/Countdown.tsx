import { useTranslation } from "react-i18next";
import { clockLabel, secondsLeft, useNow } from "../lib/countdown";

/** "Closes in 00:01:23" to a draw's close, from the server's count; "Betting closed" at zero. */
export function Countdown({
  closesInSeconds,
  answeredAt,
  testId,
}: {
  closesInSeconds: number;
  answeredAt: number;
  testId?: string;
}) {
  const { t } = useTranslation("lottery");
  const now = useNow();
  const left = secondsLeft(closesInSeconds, answeredAt, now);
  return (
    <span
      className={left > 0 ? "font-mono text-sm text-gold tabular-nums" : "text-sm text-muted"}
      data-testid={testId}
      role="timer"
    >
      {left > 0 ? t("closesIn", { time: clockLabel(left) }) : t("closed")}
    </span>
  );
}
