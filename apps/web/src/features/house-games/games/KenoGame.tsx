import { calls } from "@jogada/contracts";
import { KENO_RISKS, type KenoRisk, kenoTable } from "@jogada/games";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { BetActions } from "../components/BetActions";
import { BetControls, Field, inputClass } from "../components/BetControls";
import { GameShell } from "../components/GameShell";
import { sounds } from "../lib/sound";
import { useAutoBet } from "../lib/use-auto-bet";
import { profitOf, usePlay } from "../lib/use-play";
import { useStake } from "../lib/use-stake";

export default function KenoGame() {
  const { t } = useTranslation("houseGames");
  const stake = useStake();
  const [risk, setRisk] = useState<KenoRisk>("classic");
  const [picks, setPicks] = useState<number[]>([3, 11, 19, 27, 35]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const { play, busy, outcome } = usePlay("keno");

  const toggle = (n: number) =>
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length >= 10 ? p : [...p, n]));

  const playOnce = useCallback(
    async (autoRunId?: string) => {
      const value = await play(
        calls.houseGames.kenoBet,
        { body: { amount: stake.amount, demo: stake.demo, autoRunId, picks, risk } },
        async (v) => {
          setDrawn([]);
          for (const n of v.round.result.drawn as number[]) {
            await new Promise((r) => setTimeout(r, 120));
            sounds.tick();
            setDrawn((d) => [...d, n]);
          }
        },
      );
      return profitOf(value);
    },
    [play, stake.amount, stake.demo, picks, risk],
  );
  const auto = useAutoBet(playOnce, stake.demo);
  const locked = busy || auto.running;
  const hits = picks.filter((n) => drawn.includes(n)).length;
  const table = picks.length > 0 ? kenoTable(risk, picks.length) : [];

  return (
    <GameShell
      code="keno"
      outcome={outcome}
      controls={
        <BetControls
          stake={stake}
          disabled={locked}
          action={
            <BetActions busy={busy} disabled={locked || picks.length === 0} auto={auto} onBet={playOnce} />
          }
        >
          <Field label={t("plinko.risk")}>
            <select
              className={inputClass}
              value={risk}
              disabled={locked}
              onChange={(e) => setRisk(e.target.value as KenoRisk)}
            >
              {KENO_RISKS.map((r) => (
                <option key={r} value={r}>
                  {t(`keno.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={locked}
              onClick={() => {
                const pool = Array.from({ length: 40 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
                setPicks(pool.slice(0, 10));
              }}
            >
              {t("keno.random")}
            </Button>
            <Button variant="ghost" size="sm" disabled={locked} onClick={() => setPicks([])}>
              {t("keno.clear")}
            </Button>
          </div>
        </BetControls>
      }
      stage={
        <div className="w-full max-w-xl">
          <p className="mb-2 text-center text-xs text-muted">{t("keno.pick")}</p>
          <div className="grid grid-cols-8 gap-1.5">
            {Array.from({ length: 40 }, (_, i) => i + 1).map((n) => {
              const picked = picks.includes(n);
              const hit = drawn.includes(n);
              return (
                <button
                  key={n}
                  type="button"
                  disabled={locked}
                  aria-pressed={picked}
                  onClick={() => toggle(n)}
                  className={`aspect-square rounded-lg text-sm font-bold transition-all duration-200 ${
                    picked && hit
                      ? "scale-105 bg-emerald-500 text-white shadow-lg shadow-emerald-500/40"
                      : hit
                        ? "bg-white/20 text-white"
                        : picked
                          ? "bg-brand text-white"
                          : "bg-night/70 text-muted hover:bg-white/10"
                  }`}
                >
                  {n}
                </button>
              );
            })}
          </div>
          <div className="mt-3 flex flex-wrap justify-center gap-1 text-[11px]">
            {table.map((m, h) => (
              <span
                key={h}
                className={`rounded px-2 py-1 ${drawn.length === 10 && h === hits ? "bg-gold text-night" : "bg-white/5 text-muted"}`}
              >
                {h}: {(m / 10000).toFixed(2)}x
              </span>
            ))}
          </div>
          {drawn.length === 10 && (
            <p className="mt-2 text-center text-sm text-white">{t("keno.hits", { hits })}</p>
          )}
        </div>
      }
    />
  );
}
