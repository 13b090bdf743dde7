import { isAgentType } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";

/** Member or agent, from the account type. */
export function RoleLabel({ type }: { type: number }) {
  const { t } = useTranslation("agentCentre");
  return <span>{isAgentType(type) ? t("common.agent") : t("common.member")}</span>;
}

/** A signed amount in green (the player side won) or red. */
export function Signed({ amount, text }: { amount: string; text: string }) {
  const value = Number(amount);
  return <span className={cn(value > 0 && "text-emerald-300", value < 0 && "text-red-300")}>{text}</span>;
}

export function Pill({
  children,
  tone = "muted",
}: {
  children: React.ReactNode;
  tone?: "ok" | "warn" | "bad" | "muted";
}) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap",
        tone === "ok" && "bg-emerald-400/15 text-emerald-300",
        tone === "warn" && "bg-amber-400/15 text-amber-300",
        tone === "bad" && "bg-red-400/15 text-red-300",
        tone === "muted" && "bg-white/10 text-muted",
      )}
    >
      {children}
    </span>
  );
}
