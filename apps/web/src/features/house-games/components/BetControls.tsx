import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";

export interface StakeState {
  /** What the field shows, as the player typed it. */
  text: string;
  setText: (text: string) => void;
  /** The stake on the wire ("2.50"); empty while the text is refused. */
  amount: string;
  /** Why the text is refused, in the player's language; null when it reads. */
  problem: string | null;
  /** Puts a wire amount in the field, written the player's way. */
  setAmount: (amount: string) => void;
  demo: boolean;
  setDemo: (demo: boolean) => void;
}

/** ½ and 2× of the wire stake, as a wire amount (the field shows it the player's way). */
function scale(amount: string, factor: number): string {
  const value = Math.max(0.1, Math.round(Number(amount || "0") * factor * 100) / 100);
  return value.toFixed(2);
}

/** Stake input with ½ and 2×, the play-money switch, and the game's own fields below. */
export function BetControls({
  stake,
  disabled,
  children,
  action,
}: {
  stake: StakeState;
  disabled?: boolean;
  children?: ReactNode;
  action: ReactNode;
}) {
  const { t } = useTranslation("houseGames");
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t("amount")}
        <div className="flex gap-1">
          <input
            inputMode="decimal"
            aria-label={t("amount")}
            data-testid="bet-amount"
            className="min-w-0 flex-1 rounded-lg border border-line bg-night px-3 py-2 text-sm text-white"
            value={stake.text}
            disabled={disabled}
            aria-invalid={stake.problem ? true : undefined}
            aria-describedby={stake.problem ? "bet-amount-problem" : undefined}
            onChange={(e) => stake.setText(e.target.value)}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => stake.setAmount(scale(stake.amount, 0.5))}
          >
            {t("half")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => stake.setAmount(scale(stake.amount, 2))}
          >
            {t("double")}
          </Button>
        </div>
        {stake.problem && (
          <span
            id="bet-amount-problem"
            role="alert"
            className="text-red-400"
            data-testid="bet-amount-problem"
          >
            {stake.problem}
          </span>
        )}
      </label>
      {children}
      <label className="flex items-center gap-2 text-xs text-muted" title={t("demoHint")}>
        <input
          type="checkbox"
          checked={stake.demo}
          disabled={disabled}
          onChange={(e) => stake.setDemo(e.target.checked)}
        />
        {t("demo")}
      </label>
      {/* A refused stake is never sent: the play buttons wait for a readable one. */}
      <fieldset disabled={stake.problem !== null} className="contents">
        {action}
      </fieldset>
    </div>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass the form control as children
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      {children}
    </label>
  );
}

export const inputClass = "rounded-lg border border-line bg-night px-3 py-2 text-sm text-white";

/** A read-only figure with its caption (multiplier, win chance). */
export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <span>{label}</span>
      {children}
    </div>
  );
}
