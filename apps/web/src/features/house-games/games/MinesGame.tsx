import { type CallInput, calls, type HouseRound } from "@jogada/contracts";
import { minesMultiplier } from "@jogada/games";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { useFormat } from "../../../shared/lib/use-format";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import {
  activeMinesRound,
  playRound,
  type RoundCall,
  useBetSettled,
  useHouseGames,
} from "../api/house-games";
import { BetControls, Field, inputClass } from "../components/BetControls";
import { GameShell, type Outcome } from "../components/GameShell";
import { sounds } from "../lib/sound";
import { usePlay } from "../lib/use-play";
import { useStake } from "../lib/use-stake";

export default function MinesGame() {
  const { t } = useTranslation("houseGames");
  const format = useFormat();
  const stake = useStake();
  const { token } = useSession();
  const games = useHouseGames().data;
  const edge = games?.edgeBps ?? 100;
  const settled = useBetSettled();
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<HouseRound | null>(null);
  const [acting, setActing] = useState(false);
  const [note, setNote] = useState<Outcome | null>(null);
  const { play, busy, outcome } = usePlay("mines");

  // A round left open (tab closed, connection lost, server restarted) is resumed.
  useEffect(() => {
    if (!token) return;
    activeMinesRound(stake.demo)
      .then((v) => {
        if (v.round) {
          setRound(v.round);
          setNote({ kind: "info", text: t("mines.resumed") });
        }
      })
      .catch(() => {});
  }, [token, stake.demo, t]);

  const active = round?.status === "active";
  const state = (round?.result ?? {}) as { mines?: number[]; revealed?: number[] };
  const revealed = state.revealed ?? [];
  const count = active ? Number(round?.params.mines) : mines;
  const next = minesMultiplier(count, revealed.length + 1, edge) / 10000;

  const act = async <D extends RoundCall>(definition: D, input: CallInput<D>) => {
    setActing(true);
    try {
      const value = await playRound(definition, input);
      setRound(value.round);
      const r = value.round;
      if (r.status === "lost") {
        sounds.boom();
        setNote({ kind: "lose", text: t("lose") });
      } else if (r.status === "won") {
        sounds.win();
        setNote({ kind: "win", text: t("win", { amount: format.money(r.win) }) });
      } else sounds.tick();
      if (r.status !== "active") settled("mines");
    } catch (error) {
      setNote({ kind: "error", text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setActing(false);
    }
  };

  const start = async () => {
    setNote(null);
    const body = { amount: stake.amount, demo: stake.demo, mines };
    const value = await play(calls.houseGames.minesStart, { body }).catch(() => null);
    if (value) {
      setRound(value.round);
      setNote(null);
    }
  };
  const cashValue = active ? (Number(round!.stake) * Number(round!.multiplier)).toFixed(2) : "0";

  return (
    <GameShell
      code="mines"
      outcome={note ?? (outcome?.kind === "error" ? outcome : null)}
      controls={
        <BetControls
          stake={stake}
          disabled={busy || active}
          action={
            active ? (
              <Button
                size="lg"
                variant="gold"
                disabled={acting || revealed.length === 0}
                onClick={() => void act(calls.houseGames.minesCashout, { body: { roundId: round!.roundId } })}
                data-testid="cashout-button"
              >
                {t("mines.cashout", { amount: format.money(cashValue) })}
              </Button>
            ) : (
              <Button size="lg" disabled={busy} onClick={() => void start()} data-testid="bet-button">
                {busy ? t("betting") : t("mines.start")}
              </Button>
            )
          }
        >
          <Field label={t("mines.count")}>
            <select
              className={inputClass}
              value={count}
              disabled={busy || active}
              onChange={(e) => setMines(Number(e.target.value))}
            >
              {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
          {active && (
            <p className="text-xs text-gold">{t("mines.next", { multiplier: `${next.toFixed(2)}x` })}</p>
          )}
        </BetControls>
      }
      stage={
        <div className="grid w-full max-w-md grid-cols-5 gap-2">
          {Array.from({ length: 25 }, (_, tile) => {
            const open = revealed.includes(tile);
            const mine = state.mines?.includes(tile) ?? false;
            const shown = open || (!active && round !== null && state.mines !== undefined);
            return (
              <button
                key={tile}
                type="button"
                aria-label={t("mines.tile", { n: tile + 1 })}
                disabled={!active || open || acting}
                onClick={() =>
                  void act(calls.houseGames.minesReveal, { body: { roundId: round!.roundId, tile } })
                }
                className={`flex aspect-square items-center justify-center rounded-xl text-2xl transition-all duration-300 ${
                  shown
                    ? mine
                      ? `bg-red-500/80 ${open ? "scale-105" : "opacity-60"}`
                      : `bg-emerald-500/80 ${open ? "scale-105" : "opacity-40"}`
                    : "bg-panel-2 shadow-inner hover:-translate-y-0.5 hover:bg-white/15 disabled:hover:translate-y-0"
                }`}
              >
                {shown ? (
                  mine ? (
                    <span role="img" aria-label={t("mines.mine")}>
                      💣
                    </span>
                  ) : (
                    <span role="img" aria-label={t("mines.gem")}>
                      💎
                    </span>
                  )
                ) : (
                  ""
                )}
              </button>
            );
          })}
        </div>
      }
      below={
        <p className="text-xs text-muted">
          {t("mines.timeoutRule", { hours: Math.round((games?.roundTimeoutMinutes ?? 1440) / 60) })}
        </p>
      }
    />
  );
}
