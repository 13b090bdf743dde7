import type { PromotionBlock, PromotionState } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { toneOf } from "../lib/actions";

const TONES = {
  act: "bg-gold/15 text-gold ring-gold/40",
  wait: "bg-sky-400/10 text-sky-200 ring-sky-300/30",
  good: "bg-emerald-400/10 text-emerald-200 ring-emerald-300/30",
  bad: "bg-red-400/10 text-red-200 ring-red-300/30",
  idle: "bg-white/5 text-muted ring-line",
} as const;

/**
 * Where a promotion stands for this player (SPEC §4), as a small coloured label: "already used"
 * or "not eligible" when a running promotion is not for them, never "ended".
 */
export function StateBadge({
  state,
  blocked = null,
  className,
}: {
  state: PromotionState;
  blocked?: PromotionBlock | null;
  className?: string;
}) {
  const { t } = useTranslation("promotions");
  return (
    <span
      data-testid="promo-state"
      data-state={state}
      data-blocked={blocked ?? undefined}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        TONES[blocked ? "idle" : toneOf(state)],
        className,
      )}
    >
      {blocked ? t(`blocked.${blocked}`) : t(`state.${state}`)}
    </span>
  );
}
