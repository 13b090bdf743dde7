import { calls } from "@jogada/contracts";
import { type LineWin, SLOT_GAMES, type SlotConfig } from "@jogada/games";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { BetControls } from "../components/BetControls";
import { GameShell } from "../components/GameShell";
import { sounds } from "../lib/sound";
import { usePlay } from "../lib/use-play";
import "../house-games.css";
import { useStake } from "../lib/use-stake";

/**
 * Symbols drawn with characters every system font has (no image or emoji font needed), each in
 * its own colour.
 */
const SYMBOLS: Record<string, { glyph: string; colour: string }> = {
  W: { glyph: "★", colour: "#fbbf24" },
  SEVEN: { glyph: "7", colour: "#ef4444" },
  BAR: { glyph: "BAR", colour: "#e5e7eb" },
  BELL: { glyph: "♫", colour: "#facc15" },
  PLUM: { glyph: "♣", colour: "#a855f7" },
  ORANGE: { glyph: "●", colour: "#f97316" },
  LEMON: { glyph: "◆", colour: "#fde047" },
  CHERRY: { glyph: "♥", colour: "#f43f5e" },
  BOOK: { glyph: "§", colour: "#fcd34d" },
  PHARAOH: { glyph: "♛", colour: "#f59e0b" },
  ANKH: { glyph: "☥", colour: "#38bdf8" },
  EYE: { glyph: "◉", colour: "#22d3ee" },
  SCARAB: { glyph: "✵", colour: "#34d399" },
  A: { glyph: "A", colour: "#f87171" },
  K: { glyph: "K", colour: "#60a5fa" },
  Q: { glyph: "Q", colour: "#c084fc" },
  J: { glyph: "J", colour: "#4ade80" },
  TEN: { glyph: "10", colour: "#fb923c" },
  TIGER: { glyph: "✺", colour: "#f97316" },
  GORILLA: { glyph: "♜", colour: "#94a3b8" },
  PARROT: { glyph: "✿", colour: "#22c55e" },
  SNAKE: { glyph: "∿", colour: "#a3e635" },
  EGG: { glyph: "◎", colour: "#fef3c7" },
};
const glyph = (id: string) => SYMBOLS[id]?.glyph ?? id;

const THEMES: Record<string, string> = {
  "fruit-classic": "from-rose-900/60 to-amber-900/40",
  "pharaoh-lines": "from-amber-900/60 to-yellow-950/40",
  "jungle-ways": "from-emerald-900/60 to-lime-950/40",
};

interface Step {
  action: string;
  detail: { grid: string[][]; wins: LineWin[]; units: number; freeSpinsAwarded: number; scatters: number };
}

function winningCells(config: SlotConfig, wins: LineWin[], grid: string[][]): Set<string> {
  const cells = new Set<string>();
  const wild = config.symbols.find((s) => s.kind === "wild")?.id;
  for (const win of wins) {
    if (config.mode.type === "lines" && win.line >= 0) {
      const line = config.mode.lines[win.line]!;
      for (let r = 0; r < win.count; r++) cells.add(`${r}:${line[r]}`);
    } else {
      for (let r = 0; r < win.count; r++)
        grid[r]!.forEach((id, row) => {
          if (id === win.symbol || id === wild) cells.add(`${r}:${row}`);
        });
    }
  }
  return cells;
}

function Reel({
  symbols,
  spinning,
  delay,
  highlight,
  reel,
}: {
  symbols: string[];
  spinning: boolean;
  delay: number;
  highlight: Set<string>;
  reel: number;
}) {
  return (
    <div className="relative flex-1 overflow-hidden rounded-xl bg-night/80 shadow-inner">
      <div
        className={spinning ? "animate-[bgs-reel_0.25s_linear_infinite] blur-[2px]" : "transition-transform"}
        style={{ animationDelay: `${delay}ms` }}
      >
        {symbols.map((id, row) => (
          <div
            key={row}
            data-symbol={id}
            className={`flex h-20 items-center justify-center text-4xl font-black text-white transition-all ${
              highlight.has(`${reel}:${row}`) && !spinning
                ? "scale-110 rounded-lg bg-gold/25 ring-2 ring-gold"
                : ""
            }`}
          >
            <span style={{ color: SYMBOLS[id]?.colour }}>{glyph(id)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

export default function SlotGame({ code }: { code: string }) {
  const { t } = useTranslation("houseGames");
  const config = SLOT_GAMES[code]!;
  const stake = useStake("1.00");
  const [grid, setGrid] = useState<string[][]>(() =>
    config.reels.map((strip) => strip.slice(0, config.rows)),
  );
  const [spinning, setSpinning] = useState(false);
  const [wins, setWins] = useState<LineWin[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const { play, busy, outcome } = usePlay(code);

  const showStep = useCallback(async (step: Step) => {
    setSpinning(true);
    setWins([]);
    for (let i = 0; i < 6; i++) {
      sounds.reel();
      await new Promise((r) => setTimeout(r, 90));
    }
    setGrid(step.detail.grid);
    setSpinning(false);
    setWins(step.detail.wins);
    if (step.detail.units > 0) sounds.tick();
    await new Promise((r) => setTimeout(r, step.detail.wins.length > 0 ? 700 : 250));
  }, []);

  const spin = useCallback(async () => {
    setBanner(null);
    const input = { params: { code }, body: { amount: stake.amount, demo: stake.demo } };
    await play(calls.houseGames.slotSpin, input, async (v) => {
      const steps = v.round.steps.filter(
        (s) => s.action === "spin" || s.action === "free_spin",
      ) as unknown as Step[];
      const total = steps.length - 1;
      for (const [i, step] of steps.entries()) {
        if (i === 1) setBanner(t("slots.freeSpins", { count: total }));
        if (i > 0) setBanner(t("slots.freeSpinOf", { n: i, total }));
        await showStep(step);
      }
    }).catch(() => {});
  }, [play, code, stake.amount, stake.demo, showStep, t]);

  const highlight = winningCells(config, wins, grid);
  const modeLabel =
    config.mode.type === "lines"
      ? t("slots.lines", { count: config.mode.lines.length })
      : t("slots.ways", { count: 3 ** config.reels.length });

  return (
    <GameShell
      code={code}
      outcome={outcome}
      controls={
        <BetControls
          stake={stake}
          disabled={busy}
          action={
            <Button
              size="lg"
              variant="gold"
              disabled={busy}
              onClick={() => void spin()}
              data-testid="bet-button"
            >
              {busy ? t("betting") : t("slots.spin")}
            </Button>
          }
        >
          <p className="text-xs text-muted">{modeLabel}</p>
        </BetControls>
      }
      stage={
        <div className={`w-full max-w-2xl rounded-2xl bg-gradient-to-b p-3 ${THEMES[code] ?? ""}`}>
          {banner && (
            <p className="mb-2 text-center text-sm font-bold text-gold" data-testid="free-spins">
              {banner}
            </p>
          )}
          <div className="flex gap-2" data-testid="slot-reels">
            {grid.map((symbols, reel) => (
              <Reel
                key={reel}
                reel={reel}
                symbols={symbols}
                spinning={spinning}
                delay={reel * 60}
                highlight={highlight}
              />
            ))}
          </div>
          <ul className="mt-2 min-h-5 text-center text-xs text-white/80">
            {wins.slice(0, 4).map((w, i) => (
              <li key={i}>
                {w.line >= 0
                  ? t("slots.winLine", {
                      line: w.line + 1,
                      count: w.count,
                      symbol: glyph(w.symbol),
                    })
                  : t("slots.winWays", {
                      count: w.count,
                      symbol: glyph(w.symbol),
                      ways: w.ways,
                    })}
              </li>
            ))}
          </ul>
        </div>
      }
      below={<Paytable config={config} />}
    />
  );
}

function Paytable({ config }: { config: SlotConfig }) {
  const { t } = useTranslation("houseGames");
  return (
    <details className="rounded-2xl border border-line bg-panel p-4 text-xs text-muted">
      <summary className="cursor-pointer font-semibold text-white">{t("slots.paytable")}</summary>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {config.symbols
          .filter((s) => s.kind === "normal")
          .map((s) => (
            <div key={s.id} className="rounded-lg bg-night/60 p-2">
              <span className="text-xl" style={{ color: SYMBOLS[s.id]?.colour }}>
                {glyph(s.id)}
              </span>{" "}
              {Object.entries(s.pays)
                .map(([n, units]) => `${n}: ${((units ?? 0) / config.payDivisor).toFixed(2)}x`)
                .join(" · ")}
            </div>
          ))}
        {config.scatter && (
          <div className="rounded-lg bg-night/60 p-2">
            <span className="text-xl" style={{ color: SYMBOLS[config.scatter.symbol]?.colour }}>
              {glyph(config.scatter.symbol)}
            </span>{" "}
            {Object.entries(config.scatter.freeSpins)
              .map(([n, spins]) => `${n}: ${t("slots.freeSpins", { count: spins ?? 0 })}`)
              .join(" · ")}
          </div>
        )}
      </div>
    </details>
  );
}
