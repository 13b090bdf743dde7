import { calls } from "@jogada/contracts";
import { diceMultiplier } from "@jogada/games";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { useHouseGames } from "../api/house-games";
import { BetActions } from "../components/BetActions";
import { BetControls, Field, inputClass, Stat } from "../components/BetControls";
import { GameShell } from "../components/GameShell";
import { useAutoBet } from "../lib/use-auto-bet";
import { profitOf, usePlay } from "../lib/use-play";
import { useStake } from "../lib/use-stake";

export default function DiceGame() {
  const { t } = useTranslation("houseGames");
  const stake = useStake();
  const edge = useHouseGames().data?.edgeBps ?? 100;
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<"over" | "under">("over");
  const [roll, setRoll] = useState<number | null>(null);
  const [rolling, setRolling] = useState(false);
  const { play, busy, outcome } = usePlay("dice");
  const chance = direction === "over" ? 100 - target : target;
  const valid = chance >= 2 && chance <= 98;
  const multiplier = valid
    ? diceMultiplier({ target: Math.round(target * 100), direction }, edge) / 10000
    : 0;

  const playOnce = useCallback(
    async (autoRunId?: string) => {
      const value = await play(
        calls.houseGames.diceBet,
        { body: { amount: stake.amount, demo: stake.demo, autoRunId, target: target.toFixed(2), direction } },
        async (v) => {
          setRolling(true);
          await new Promise((r) => setTimeout(r, 350));
          setRoll(Number(v.round.result.roll));
          setRolling(false);
        },
      );
      return profitOf(value);
    },
    [play, stake.amount, stake.demo, target, direction],
  );
  const auto = useAutoBet(playOnce, stake.demo);
  const locked = busy || auto.running;

  return (
    <GameShell
      code="dice"
      outcome={outcome}
      controls={
        <BetControls
          stake={stake}
          disabled={locked}
          action={<BetActions busy={busy} disabled={locked || !valid} auto={auto} onBet={playOnce} />}
        >
          <div className="grid grid-cols-3 gap-2 text-center text-xs">
            <Stat label={t("multiplier")}>
              <span className="rounded-lg bg-night px-2 py-2 text-white">{multiplier.toFixed(4)}x</span>
            </Stat>
            <Field label={direction === "over" ? t("dice.rollOver") : t("dice.rollUnder")}>
              <input
                className={inputClass}
                aria-label={t("dice.target")}
                inputMode="decimal"
                value={target}
                disabled={locked}
                onChange={(e) => setTarget(Math.max(0, Math.min(100, Number(e.target.value) || 0)))}
              />
            </Field>
            <Stat label={t("dice.chance")}>
              <span className="rounded-lg bg-night px-2 py-2 text-white">{chance.toFixed(2)}%</span>
            </Stat>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={locked}
            onClick={() => setDirection(direction === "over" ? "under" : "over")}
          >
            ⇄ {t("dice.swap")}
          </Button>
        </BetControls>
      }
      stage={
        <div className="w-full max-w-xl px-4">
          <div className="mb-10 text-center">
            <span
              data-testid="dice-roll"
              className={`inline-block text-6xl font-black tabular-nums transition-all duration-300 ${
                rolling ? "scale-90 opacity-40 blur-[1px]" : "scale-100"
              } ${roll === null ? "text-white/30" : (direction === "over" ? roll > target : roll < target) ? "text-emerald-400" : "text-red-400"}`}
            >
              {roll === null ? "--.--" : roll.toFixed(2)}
            </span>
          </div>
          <div className="relative h-3 rounded-full">
            <div
              className="absolute inset-y-0 left-0 rounded-l-full"
              style={{ width: `${target}%`, background: direction === "over" ? "#ef4444" : "#10b981" }}
            />
            <div
              className="absolute inset-y-0 right-0 rounded-r-full"
              style={{ width: `${100 - target}%`, background: direction === "over" ? "#10b981" : "#ef4444" }}
            />
            <input
              type="range"
              min={2}
              max={98}
              step={0.01}
              value={target}
              disabled={locked}
              aria-label={t("dice.target")}
              onChange={(e) => setTarget(Number(e.target.value))}
              className="absolute inset-0 w-full cursor-pointer opacity-0"
            />
            <div
              className="pointer-events-none absolute -top-2 size-7 -translate-x-1/2 rounded-lg border-2 border-white bg-brand shadow"
              style={{ left: `${target}%` }}
            />
            {roll !== null && (
              <div
                className="absolute -top-9 -translate-x-1/2 rounded-md bg-white px-2 py-0.5 text-xs font-bold text-night transition-[left] duration-500 ease-out"
                style={{ left: `${roll}%` }}
              >
                {roll.toFixed(2)}
              </div>
            )}
          </div>
          <div className="mt-2 flex justify-between text-xs text-muted">
            <span>0</span>
            <span>25</span>
            <span>50</span>
            <span>75</span>
            <span>100</span>
          </div>
        </div>
      }
    />
  );
}
