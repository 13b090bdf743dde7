import {
  CRASH_SOCKET_PATH,
  type CrashServerMessage,
  type CrashState,
  type HouseRound,
} from "@jogada/contracts";
import { crashMultiplierAt } from "@jogada/games";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../shared/lib/use-format";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { useBetSettled } from "../api/house-games";
import { BetControls, Field, inputClass } from "../components/BetControls";
import { GameShell, type Outcome } from "../components/GameShell";
import { multiplierLabel } from "../lib/format";
import { sounds } from "../lib/sound";
import { useStake } from "../lib/use-stake";

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${CRASH_SOCKET_PATH}`;
}

/** The curve e^(0.00006 t) drawn from take-off to now, scaled to fit. */
function curvePath(elapsed: number, top: number): string {
  const width = 400;
  const height = 220;
  const span = Math.max(elapsed, 4000);
  const maxM = Math.max(top, 2);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = (elapsed * i) / 40;
    const m = crashMultiplierAt(t) / 100;
    points.push(
      `${((t / span) * width).toFixed(1)},${(height - ((m - 1) / (maxM - 1)) * (height - 20)).toFixed(1)}`,
    );
  }
  return `M ${points.join(" L ")}`;
}

export default function CrashGame() {
  const { t } = useTranslation("houseGames");
  const format = useFormat();
  const stake = useStake();
  const { token, merchant } = useSession();
  const settled = useBetSettled();
  const [state, setState] = useState<CrashState | null>(null);
  const [live, setLive] = useState<{ multiplier: string; elapsed: number } | null>(null);
  const [mine, setMine] = useState<HouseRound | null>(null);
  const [auto, setAuto] = useState("");
  const [note, setNote] = useState<Outcome | null>(null);
  const [now, setNow] = useState(Date.now());
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => {
    let ws: WebSocket;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let left = false;
    const open = () => {
      ws = new WebSocket(socketUrl());
      socket.current = ws;
      ws.onopen = () => {
        attempts = 0;
        if (token) ws.send(JSON.stringify({ type: "hello", token, merchant: merchant ?? undefined }));
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as CrashServerMessage;
        if (message.type === "state") {
          setState(message.state);
          if (message.state.status !== "running") setLive(null);
          if (message.state.status === "crashed") {
            sounds.boom();
            settled("crash");
          }
        } else if (message.type === "tick") {
          setLive({ multiplier: message.multiplier, elapsed: message.elapsedMs });
        } else if (message.type === "accepted") {
          setMine(message.round);
          if (message.action === "cashout") {
            sounds.win();
            setNote({ kind: "win", text: t("win", { amount: format.money(message.round.win) }) });
          } else setNote(null);
        } else if (message.type === "error") {
          setNote({ kind: "error", text: message.message });
        }
      };
      // The server going away (a restart: 1001) or the network: connect again, slower each time;
      // the load balancer sends the new socket to an instance that is up.
      ws.onclose = () => {
        if (left) return;
        attempts += 1;
        retry = setTimeout(open, Math.min(10_000, 500 * 2 ** attempts));
      };
    };
    open();
    return () => {
      left = true;
      clearTimeout(retry);
      ws.close();
    };
  }, [token, merchant, settled, t]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  // A new round: forget the previous round's bet once it is settled.
  useEffect(() => {
    if (
      state?.status === "betting" &&
      mine &&
      mine.status !== "active" &&
      mine.params.roundNumber !== state.roundNumber
    )
      setMine(null);
  }, [state, mine]);

  const send = (message: object) => socket.current?.send(JSON.stringify(message));
  const betting = state?.status === "betting";
  const running = state?.status === "running";
  const myActive = mine?.status === "active" && mine.params.roundNumber === state?.roundNumber;
  const seconds = state ? Math.max(0, Math.ceil((Date.parse(state.startsAt) - now) / 1000)) : 0;
  const shown = running
    ? (live?.multiplier ?? "1.00")
    : state?.status === "crashed"
      ? (state.crashPoint ?? "1.00")
      : "1.00";

  return (
    <GameShell
      code="crash"
      outcome={note}
      controls={
        <BetControls
          stake={stake}
          disabled={myActive}
          action={
            myActive && running ? (
              <Button
                size="lg"
                variant="gold"
                onClick={() => send({ type: "cashout" })}
                data-testid="cashout-button"
              >
                {t("crash.cashout", { multiplier: multiplierLabel(shown) })}
              </Button>
            ) : (
              <Button
                size="lg"
                disabled={!betting || myActive}
                data-testid="bet-button"
                onClick={() => {
                  sounds.click();
                  send({
                    type: "bet",
                    key: crypto.randomUUID(),
                    amount: stake.amount,
                    demo: stake.demo,
                    autoCashout: auto ? Number(auto).toFixed(2) : null,
                  });
                }}
              >
                {myActive
                  ? t("crash.yourBet", { amount: mine ? format.money(mine.stake) : "" })
                  : t("crash.placeBet")}
              </Button>
            )
          }
        >
          <Field label={t("crash.autoCashout")}>
            <input
              className={inputClass}
              inputMode="decimal"
              placeholder="2.00"
              value={auto}
              onChange={(e) => setAuto(e.target.value)}
            />
          </Field>
        </BetControls>
      }
      stage={
        <div className="w-full">
          {!state ? (
            <p className="text-center text-muted">{t("crash.connecting")}</p>
          ) : (
            <div className="relative mx-auto max-w-xl">
              <svg viewBox="0 0 400 220" className="w-full" role="img" aria-label="Crash">
                <defs>
                  <linearGradient id="bgs-crash-fill" x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" stopColor="#fbbf24" stopOpacity="0.5" />
                    <stop offset="100%" stopColor="#fbbf24" stopOpacity="0" />
                  </linearGradient>
                </defs>
                {(running || state.status === "crashed") && live && (
                  <path
                    d={curvePath(live.elapsed, Number(shown))}
                    fill="none"
                    stroke={state.status === "crashed" ? "#ef4444" : "#fbbf24"}
                    strokeWidth={4}
                  />
                )}
              </svg>
              <div className="absolute inset-0 flex flex-col items-center justify-center">
                <span
                  data-testid="crash-multiplier"
                  className={`text-6xl font-black tabular-nums ${state.status === "crashed" ? "text-red-400" : "text-white"}`}
                >
                  {multiplierLabel(shown)}
                </span>
                <span className="mt-2 text-sm text-muted">
                  {betting
                    ? t("crash.startsIn", { seconds })
                    : running
                      ? t("crash.flying")
                      : t("crash.crashed", { multiplier: multiplierLabel(shown) })}
                </span>
              </div>
            </div>
          )}
          {state && (
            <div className="mt-3 flex flex-wrap justify-center gap-1">
              {state.history.slice(0, 12).map((h) => (
                <span
                  key={h.roundNumber}
                  title={h.hash}
                  className={`rounded-full px-2 py-0.5 text-xs ${Number(h.crashPoint) >= 2 ? "bg-emerald-500/20 text-emerald-300" : "bg-red-500/20 text-red-300"}`}
                >
                  {multiplierLabel(h.crashPoint)}
                </span>
              ))}
            </div>
          )}
        </div>
      }
      below={
        state && (
          <div className="grid gap-4 md:grid-cols-2">
            <section className="rounded-2xl border border-line bg-panel p-4 text-xs">
              <h2 className="mb-2 font-semibold text-white">{t("crash.players")}</h2>
              <ul className="flex flex-col gap-1">
                {state.bets.map((b, i) => (
                  <li key={i} className="flex justify-between text-muted">
                    <span>{b.account}</span>
                    <span>{b.stake}</span>
                    <span className={b.cashedOutAt ? "text-emerald-400" : ""}>
                      {b.cashedOutAt
                        ? t("crash.cashedOut", { multiplier: multiplierLabel(b.cashedOutAt) })
                        : (b.autoCashout ?? "—")}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="rounded-2xl border border-line bg-panel p-4 text-xs text-muted">
              <h2 className="mb-2 font-semibold text-white">{t("crash.history")}</h2>
              <p>
                {t("crash.terminatingHash")}:{" "}
                <span className="font-mono break-all text-white">{state.chain.terminatingHash}</span>
              </p>
              <p>
                {t("crash.salt")}: <span className="font-mono break-all text-white">{state.chain.salt}</span>
              </p>
              <ul className="mt-2 flex flex-col gap-1 font-mono">
                {state.history.slice(0, 8).map((h) => (
                  <li key={h.roundNumber} className="break-all">
                    #{h.roundNumber} {multiplierLabel(h.crashPoint)}{" "}
                    <a
                      className="text-gold underline"
                      href={`/fairness?game=crash&hash=${h.hash}&round=${h.roundNumber}&salt=${state.chain.salt}&terminating=${state.chain.terminatingHash}`}
                    >
                      {h.hash.slice(0, 16)}…
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-2">{t("crash.rule")}</p>
            </section>
          </div>
        )
      }
    />
  );
}
