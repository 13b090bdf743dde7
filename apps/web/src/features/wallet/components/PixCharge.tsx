import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../shared/lib/use-format";
import { Button } from "../../../shared/ui/Button";
import { useDepositOrder } from "../api/wallet-api";
import { Message } from "./form";

/** Seconds left until `iso`, ticking every second; never below zero. */
function useSecondsLeft(iso: string): number {
  const left = () => Math.max(0, Math.floor((Date.parse(iso) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return seconds;
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * A Pix charge waiting for the payer: the QR for another phone, the copy button for the payer's
 * own bank app on this one, and the time left. The order is read again on the balance event the
 * credit sends (and every two seconds while pending), so "paid" shows without a reload.
 */
export function PixCharge({ orderNo, onAgain }: { orderNo: string; onAgain: () => void }) {
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const { data: order } = useDepositOrder(orderNo);
  const pix = order?.pix;
  const seconds = useSecondsLeft(pix?.expiresAt ?? new Date(0).toISOString());
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const code = useRef<HTMLTextAreaElement>(null);
  if (!order || !pix) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.payload);
      setCopied("yes");
    } catch {
      // Without clipboard permission the code is selected, ready for the system's own copy.
      code.current?.select();
      setCopied("failed");
    }
  };

  const expired = order.status === "pending" && seconds === 0;
  return (
    <section className="flex flex-col gap-3" data-testid="pix-charge" aria-labelledby="pix-title">
      <h4 id="pix-title" className="text-base font-semibold text-white">
        {t("deposit.pixTitle")} · <span data-testid="pix-amount">{format.money(order.amount)}</span>
      </h4>
      {order.status === "paid" ? (
        <div data-testid="pix-paid" className="flex flex-col gap-2">
          <Message tone="ok">{t(pix.paidLate ? "deposit.pixLate" : "deposit.pixPaid")}</Message>
          <Button variant="gold" onClick={onAgain}>
            {t("deposit.newDeposit")}
          </Button>
        </div>
      ) : expired || order.status === "failed" ? (
        <div className="flex flex-col gap-2" data-testid="pix-expired">
          <Message tone="error">
            {order.status === "failed" ? t("deposit.failed") : t("deposit.expired")}
          </Message>
          <Button variant="gold" onClick={onAgain}>
            {t("deposit.newDeposit")}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">{t("deposit.pixSteps")}</p>
          <img
            src={pix.qrImage}
            alt={t("deposit.qrAlt", { amount: format.money(order.amount) })}
            width={240}
            height={240}
            className="mx-auto aspect-square w-full max-w-60 rounded-xl bg-white"
            data-testid="pix-qr"
          />
          <p
            className="text-center text-sm font-semibold text-gold"
            data-testid="pix-countdown"
            aria-live="off"
          >
            {t("deposit.expiresIn", { time: clock(seconds) })}
          </p>
          <label className="flex flex-col gap-1 text-sm text-muted">
            <span>{t("deposit.pixCode")}</span>
            <textarea
              ref={code}
              readOnly
              rows={3}
              value={pix.payload}
              data-testid="pix-payload"
              className="resize-none rounded-lg border border-line bg-night p-2 font-mono text-xs break-all text-white"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <Button variant="gold" onClick={copy} data-testid="pix-copy">
            {t("deposit.copy")}
          </Button>
          {copied && (
            <Message tone={copied === "yes" ? "ok" : "error"}>
              {copied === "yes" ? t("deposit.copied") : t("deposit.copyFailed")}
            </Message>
          )}
          <Message tone="info">{t("deposit.pending")}</Message>
        </>
      )}
    </section>
  );
}
