import type { MemberInfo } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/Button";
import { type SecurityItem, securityLevel } from "../lib/security-level";
import { PaymentPasswordForm } from "./PaymentPasswordForm";

const LEVEL_COLOURS = { low: "bg-red-400", medium: "bg-amber-400", high: "bg-emerald-400" } as const;

/**
 * The security level and what makes it: login password (changed in the shared change-password
 * popup), payment password (set or changed here) and the linked phone.
 */
export function SecurityPanel({ info }: { info: MemberInfo }) {
  const { t } = useTranslation("account");
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { items, done, total, level } = securityLevel(info);

  const action = (item: SecurityItem) => {
    if (item === "loginPassword")
      return (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => openModal("changePassword")}
          data-testid="login-password-change"
        >
          {t("security.changeLoginPassword")}
        </Button>
      );
    if (item === "paymentPassword" && !editing)
      return (
        <Button
          variant={items.paymentPassword ? "ghost" : "gold"}
          size="sm"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
          data-testid="payment-password-open"
        >
          {items.paymentPassword ? t("security.changePaymentPassword") : t("security.setPaymentPassword")}
        </Button>
      );
    return null;
  };

  return (
    <section
      aria-labelledby="security-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white/5 p-4"
      data-testid="security-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="security-heading" className="font-semibold text-white">
          {t("security.heading")}
        </h4>
        <div className="flex items-center gap-2 text-sm" data-testid="security-level" data-level={level}>
          <span className="text-muted">{t("security.level")}:</span>
          <span
            className={cn(
              "font-bold",
              level === "high" ? "text-emerald-300" : level === "medium" ? "text-amber-300" : "text-red-300",
            )}
          >
            {t(`security.levels.${level}`)}
          </span>
        </div>
      </div>
      <div className="flex gap-1" aria-hidden>
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={cn("h-1.5 flex-1 rounded-full", index < done ? LEVEL_COLOURS[level] : "bg-white/10")}
          />
        ))}
      </div>
      <p className="text-xs text-muted">{t("security.progress", { done, total })}</p>
      <ul className="flex flex-col divide-y divide-line">
        {(Object.keys(items) as SecurityItem[]).map((item) => (
          <li key={item} className="flex flex-col gap-3 py-3" data-testid={`security-${item}`}>
            <div className="flex items-center justify-between gap-3">
              <div className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-white">{t(`security.items.${item}`)}</span>
                <span className="text-xs text-muted">{t(`security.${item}Hint`)}</span>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    items[item] ? "bg-emerald-400/15 text-emerald-300" : "bg-red-400/15 text-red-300",
                  )}
                  data-testid={`security-${item}-state`}
                >
                  {items[item] ? t("security.set") : t("security.notSet")}
                </span>
                {action(item)}
              </div>
            </div>
            {item === "paymentPassword" && saved && (
              <p role="status" className="text-sm text-emerald-300" data-testid="payment-password-saved">
                {t("payment.saved")}
              </p>
            )}
            {item === "paymentPassword" && editing && (
              <PaymentPasswordForm
                holds={items.paymentPassword}
                onDone={(ok) => {
                  setEditing(false);
                  setSaved(ok);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
