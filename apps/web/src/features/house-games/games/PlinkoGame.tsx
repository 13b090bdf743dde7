import { calls } from "@jogada/contracts";
import { PLINKO_RISKS, type PlinkoRisk, type PlinkoRows, plinkoTable } from "@jogada/games";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { BetActions } from "../components/BetActions";
import { BetControls, Field, inputClass } from "../components/BetControls";
import { GameShell } from "../components/GameShell";
import { sounds } from "../lib/sound";
import { useAutoBet } from "../lib/use-auto-bet";
import { profitOf, usePlay } from "../lib/use-play";
import { useStake } from "../lib/use-stake";

const W = 400;
const H = 360;

interface Ball {
  id: number;
  x: number;
  y: number;
}

function slotColour(mult10k: number): string {
  if (mult10k >= 100000) return "#ef4444";
  if (mult10k >= 30000) return "#f97316";
  if (mult10k >= 10000) return "#eab308";
  return "#7c3aed";
}

export default function PlinkoGame() {
  const { t } = useTranslation("houseGames");
  const stake = useStake();
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>("medium");
  const [balls, setBalls] = useState<Ball[]>([]);
  const [landed, setLanded] = useState<number | null>(null);
  const { play, busy, outcome } = usePlay("plinko");
  const table = plinkoTable(rows, risk);
  const gap = W / (rows + 2);
  const rowH = (H - 60) / rows;

  const animate = useCallback(
    (path: number[]) =>
      new Promise<void>((resolve) => {
        const id = Math.random();
        let x = W / 2;
        let step = 0;
        const tick = () => {
          if (step < path.length) {
            x += (path[step]! ? 0.5 : -0.5) * gap;
            step++;
            sounds.tick();
            setBalls((list) => [...list.filter((b) => b.id !== id), { id, x, y: 20 + step * rowH }]);
            setTimeout(tick, 90);
          } else {
            setTimeout(() => {
              setBalls((list) => list.filter((b) => b.id !== id));
              resolve();
            }, 200);
          }
        };
        tick();
      }),
    [gap, rowH],
  );

  const playOnce = useCallback(
    async (autoRunId?: string) => {
      const value = await play(
        calls.houseGames.plinkoBet,
        { body: { amount: stake.amount, demo: stake.demo, autoRunId, rows, risk } },
        async (v) => {
          setLanded(null);
          await animate(v.round.result.path as number[]);
          setLanded(v.round.result.slot as number);
        },
      );
      return profitOf(value);
    },
    [play, stake.amount, stake.demo, rows, risk, animate],
  );
  const auto = useAutoBet(playOnce, stake.demo);
  const locked = busy || auto.running;

  return (
    <GameShell
      code="plinko"
      outcome={outcome}
      controls={
        <BetControls
          stake={stake}
          disabled={locked}
          action={<BetActions busy={busy} disabled={locked} auto={auto} onBet={playOnce} />}
        >
          <div className="grid grid-cols-2 gap-2">
            <Field label={t("plinko.risk")}>
              <select
                className={inputClass}
                value={risk}
                disabled={locked}
                onChange={(e) => setRisk(e.target.value as PlinkoRisk)}
              >
                {PLINKO_RISKS.map((r) => (
                  <option key={r} value={r}>
                    {t(`plinko.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("plinko.rows")}>
              <select
                className={inputClass}
                value={rows}
                disabled={locked}
                onChange={(e) => setRows(Number(e.target.value) as PlinkoRows)}
              >
                {[8, 9, 10, 11, 12, 13, 14, 15, 16].map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </BetControls>
      }
      stage={
        <svg viewBox={`0 0 ${W} ${H}`} className="w-full max-w-lg" role="img" aria-label="Plinko">
          {Array.from({ length: rows }, (_, r) =>
            Array.from({ length: r + 3 }, (_, i) => (
              <circle
                key={`${r}-${i}`}
                cx={W / 2 + (i - (r + 2) / 2) * gap}
                cy={20 + (r + 1) * rowH}
                r={3}
                fill="rgba(255,255,255,0.7)"
              />
            )),
          )}
          {balls.map((b) => (
            <circle
              key={b.id}
              cx={b.x}
              cy={b.y}
              r={7}
              fill="#fbbf24"
              style={{ transition: "cx 90ms linear, cy 90ms linear" }}
            />
          ))}
          {table.map((m, slot) => {
            const x = W / 2 + (slot - rows / 2) * gap;
            return (
              <g key={slot} transform={`translate(${x - gap / 2 + 1}, ${H - 32})`}>
                <rect
                  width={gap - 2}
                  height={24}
                  rx={4}
                  fill={slotColour(m)}
                  opacity={landed === slot ? 1 : 0.75}
                  className={landed === slot ? "animate-bounce" : ""}
                />
                <text
                  x={(gap - 2) / 2}
                  y={16}
                  textAnchor="middle"
                  fontSize={rows > 12 ? 7 : 9}
                  fill="white"
                  fontWeight="bold"
                >
                  {m / 10000}
                </text>
              </g>
            );
          })}
        </svg>
      }
    />
  );
}
