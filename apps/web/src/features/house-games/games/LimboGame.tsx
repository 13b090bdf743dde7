import { calls } from "@jogada/contracts";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { BetActions } from "../components/BetActions";
import { BetControls, Field, inputClass, Stat } from "../components/BetControls";
import { GameShell } from "../components/GameShell";
import { sounds } from "../lib/sound";
import { useAutoBet } from "../lib/use-auto-bet";
import { profitOf, usePlay } from "../lib/use-play";
import { useStake } from "../lib/use-stake";

/** Counts up from 1.00x to the drawn result, fast at first then easing. */
function countUp(to: number, set: (value: number) => void): Promise<void> {
  const duration = Math.min(900, 300 + Math.log10(to) * 250);
  const start = performance.now();
  return new Promise((resolve) => {
    const frame = (now: number) => {
      const p = Math.min(1, (now - start) / duration);
      set(1 + (to - 1) * (1 - (1 - p) ** 3));
      if (p < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

export default function LimboGame() {
  const { t } = useTranslation("houseGames");
  const stake = useStake();
  const [target, setTarget] = useState("2.00");
  const [shown, setShown] = useState<number | null>(null);
  const [won, setWon] = useState<boolean | null>(null);
  const { play, busy, outcome } = usePlay("limbo");
  const chance = (99 / Number(target || "0")).toFixed(2);

  const playOnce = useCallback(
    async (autoRunId?: string) => {
      setWon(null);
      const value = await play(
        calls.houseGames.limboBet,
        { body: { amount: stake.amount, demo: stake.demo, autoRunId, target } },
        async (v) => {
          sounds.tick();
          await countUp(Number(v.round.result.result), setShown);
          setWon(Number(v.round.win) > 0);
        },
      );
      return profitOf(value);
    },
    [play, stake.amount, stake.demo, target],
  );
  const auto = useAutoBet(playOnce, stake.demo);
  const locked = busy || auto.running;

  return (
    <GameShell
      code="limbo"
      outcome={outcome}
      controls={
        <BetControls
          stake={stake}
          disabled={locked}
          action={<BetActions busy={busy} disabled={locked} auto={auto} onBet={playOnce} />}
        >
          <div className="grid grid-cols-2 gap-2">
            <Field label={t("limbo.target")}>
              <input
                className={inputClass}
                inputMode="decimal"
                value={target}
                disabled={locked}
                onChange={(e) => setTarget(e.target.value)}
              />
            </Field>
            <Stat label={t("dice.chance")}>
              <span className="rounded-lg bg-night px-3 py-2 text-sm text-white">{chance}%</span>
            </Stat>
          </div>
        </BetControls>
      }
      stage={
        <div className="text-center">
          <div
            data-testid="limbo-result"
            className={`text-7xl font-black tabular-nums drop-shadow-lg transition-colors ${
              won === null ? "text-white" : won ? "text-emerald-400" : "text-red-400"
            }`}
          >
            {shown === null ? "1.00x" : `${shown.toFixed(2)}x`}
          </div>
          <p className="mt-4 text-sm text-muted">
            {t("limbo.target")}: {Number(target || 0).toFixed(2)}x
          </p>
        </div>
      }
    />
  );
}
