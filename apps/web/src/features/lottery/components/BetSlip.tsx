import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { requireLogin } from "../../auth";
import {
  createChase,
  type DrawSummary,
  type GameOdds,
  placeTickets,
  useRefreshLottery,
} from "../api/lottery-api";
import { betTypesOf, selectorOf } from "../lib/bet-forms";
import { type Family, familyOf } from "../lib/catalogue";
import { odds10kOf, useLotteryFormat } from "../lib/money";
import {
  bestWinPerHit,
  EMPTY_SELECTION,
  lineOdds,
  pointsPerLine,
  type Selection,
  slipBetOf,
  summarise,
  wireLines,
} from "../lib/slip";
import { Chip, ChipRow, Panel } from "./LotteryFrame";
import { NumberPicker } from "./NumberPicker";
import { SlipConfirm } from "./SlipConfirm";

const MULTIPLIERS = [1, 2, 5, 10];
const SERIES_DEFAULT = 1980;

interface Message {
  kind: "ok" | "error";
  text: string;
}

/**
 * The betting slip of one game: bet type, numbers, stake x multiplier, what it costs (priced by
 * packages/games exactly as the server prices it), the odds and the win per hit; it places the
 * tickets on the chosen draw, or starts a chase over the next draws.
 */
export function BetSlip({
  gameCode,
  draw,
  odds,
  initialBetType,
  onBetTypeChange,
}: {
  gameCode: string;
  draw: DrawSummary | null;
  odds: GameOdds | undefined;
  initialBetType: string | null;
  onBetTypeChange: (betType: string) => void;
}) {
  const { t } = useTranslation("lottery");
  const format = useLotteryFormat();
  const { token } = useSession();
  const refresh = useRefreshLottery();
  const family = familyOf(gameCode) as Family;
  const types = betTypesOf(family);
  const [betType, setBetType] = useState(
    initialBetType && types.includes(initialBetType) ? initialBetType : types[0]!,
  );
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [unit, setUnit] = useState("1");
  const [multiplier, setMultiplier] = useState(1);
  const [chase, setChase] = useState(false);
  const [chaseDraws, setChaseDraws] = useState("5");
  const [stopAfterWin, setStopAfterWin] = useState(true);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const selector = selectorOf(family, betType);
  const series = odds?.series ?? SERIES_DEFAULT;
  const unitMinor = format.parse(unit);
  const unitProblem = format.problem(unit);
  const stakeMinor = unitMinor === null ? 0n : unitMinor * BigInt(multiplier);
  const bet = slipBetOf(family, betType, selection);
  const summary = summarise(gameCode, bet, stakeMinor, series);
  const table = Object.fromEntries((odds?.entries ?? []).map((e) => [e.key, odds10kOf(e.odds)]));
  const perLine = summary.problem ? [] : lineOdds(gameCode, bet, series, table);
  const shownOdds = perLine.length ? Math.max(...perLine) : 0;
  const points = pointsPerLine(gameCode, betType);
  const draws = Math.max(1, Math.min(120, Number.parseInt(chaseDraws, 10) || 1));
  const empty = summary.lines === 0 && summary.problem === "lottery.number.count" && isEmpty(selection);

  const chooseType = (type: string) => {
    setBetType(type);
    setSelection(EMPTY_SELECTION);
    setMessage(null);
    onBetTypeChange(type);
  };

  /** The slip asks before it bets: the confirmation shows the lines and what they cost. */
  const review = () => {
    if (!requireLogin()) return;
    if (summary.problem || !draw || unitMinor === null) return;
    setMessage(null);
    setConfirming(true);
  };

  const submit = async () => {
    if (summary.problem || !draw || unitMinor === null) return;
    setBusy(true);
    setMessage(null);
    const lines = wireLines(bet, format.major(stakeMinor));
    const key = crypto.randomUUID();
    try {
      if (chase) {
        const value = await createChase({ gameCode, lines, draws, stopAfterWin }, key);
        setMessage({ kind: "ok", text: t("slip.chaseStarted", { chaseNo: value.chaseNo }) });
      } else {
        const value = await placeTickets({ gameCode, drawId: draw.drawId, lines }, key);
        setMessage({
          kind: "ok",
          text: t("slip.placed", { count: value.tickets.length, cost: format.money(value.cost) }),
        });
      }
      setSelection(EMPTY_SELECTION);
      refresh();
    } catch (error) {
      setMessage({ kind: "error", text: error instanceof ApiError ? error.message : t("loadError") });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Panel className="flex min-w-0 flex-col gap-4">
      <h2 className="text-base font-semibold text-white">{t("slip.title")}</h2>
      <ChipRow label={t("slip.betType")}>
        {types.map((type) => (
          <Chip
            key={type}
            active={type === betType}
            onClick={() => chooseType(type)}
            testId={`bet-type-${type}`}
          >
            {t(`betTypes.${family}.${type}` as "betTypes.vn.lo2")}
          </Chip>
        ))}
      </ChipRow>
      <NumberPicker selector={selector} selection={selection} onChange={setSelection} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_auto]">
        <label className="col-span-2 flex flex-col gap-1 text-xs text-muted sm:col-span-1">
          {family === "vn" && points > 1 ? t("slip.unitVn") : t("slip.unit")}
          <input
            inputMode="decimal"
            data-testid="lottery-unit"
            className="w-full min-w-0 rounded-lg border border-line bg-night px-3 py-2 text-sm text-white"
            value={unit}
            aria-invalid={unitProblem ? true : undefined}
            onChange={(e) => setUnit(e.target.value)}
          />
          {unitProblem && (
            <span role="alert" className="text-red-400" data-testid="lottery-unit-problem">
              {unitProblem}
            </span>
          )}
        </label>
        <fieldset className="col-span-2 flex min-w-0 flex-col gap-1 text-xs text-muted sm:col-span-1">
          <legend className="mb-1">{t("slip.multiplier")}</legend>
          <div className="flex gap-1">
            {MULTIPLIERS.map((m) => (
              <Chip
                key={m}
                active={multiplier === m}
                onClick={() => setMultiplier(m)}
                testId={`multiplier-${m}`}
              >
                {`${m}×`}
              </Chip>
            ))}
          </div>
        </fieldset>
      </div>
      {odds && (
        <p className="text-xs text-muted">
          {t("slip.limits", { min: format.money(odds.minStake), max: format.money(odds.maxStake) })}
          {odds.series !== null ? ` · ${t("slip.series", { series: odds.series })}` : ""}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl bg-night/60 p-3 text-sm sm:grid-cols-4">
        <Figure label={t("slip.stake")} value={format.minor(stakeMinor)} testId="slip-stake" />
        <Figure
          label={t("slip.lines")}
          value={String(summary.lines)}
          hint={points > 1 ? t("slip.points", { points }) : undefined}
          testId="slip-lines"
        />
        <Figure
          label={t("slip.odds")}
          value={shownOdds ? t("slip.oddsValue", { odds: format.odds(shownOdds) }) : "—"}
          testId="slip-odds"
        />
        <Figure
          label={t("slip.winPerHit")}
          value={shownOdds ? format.minor(bestWinPerHit(stakeMinor, perLine)) : "—"}
          testId="slip-win"
        />
        <div className="col-span-2 flex items-baseline justify-between border-t border-line/60 pt-2 sm:col-span-4">
          <dt className="text-muted">{t("slip.cost")}</dt>
          <dd className="text-lg font-bold text-gold tabular-nums" data-testid="slip-cost">
            {format.minor(chase ? summary.costMinor * BigInt(draws) : summary.costMinor)}
          </dd>
        </div>
      </dl>
      {summary.problem && !empty && (
        <p className="text-sm text-amber-300" role="status" data-testid="slip-problem">
          {t(`problems.${summary.problem}` as "problems.lottery.bet.type")}
        </p>
      )}
      <fieldset className="flex flex-col gap-2 rounded-xl border border-line/60 p-3">
        <label className="flex items-center gap-2 text-sm text-white">
          <input
            type="checkbox"
            checked={chase}
            onChange={(e) => setChase(e.target.checked)}
            data-testid="chase-toggle"
          />
          {t("slip.chase")}
        </label>
        {chase && (
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t("slip.chaseDraws")}
              <input
                inputMode="numeric"
                data-testid="chase-draws"
                className="w-24 rounded-lg border border-line bg-night px-3 py-2 text-sm text-white"
                value={chaseDraws}
                onChange={(e) => setChaseDraws(e.target.value.replace(/\D/g, ""))}
              />
            </label>
            <label className="flex items-center gap-2 pb-2 text-sm text-white">
              <input
                type="checkbox"
                checked={stopAfterWin}
                onChange={(e) => setStopAfterWin(e.target.checked)}
              />
              {t("slip.chaseStop")}
            </label>
            <p className="w-full text-xs text-muted">
              {t("slip.chaseCost", {
                cost: format.minor(summary.costMinor),
                total: format.minor(summary.costMinor * BigInt(draws)),
              })}
            </p>
          </div>
        )}
      </fieldset>
      {message && (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          data-testid={message.kind === "error" ? "slip-error" : "slip-success"}
          className={cn(
            "rounded-lg px-3 py-2 text-sm",
            message.kind === "error" ? "bg-red-500/15 text-red-200" : "bg-emerald-500/15 text-emerald-200",
          )}
        >
          {message.text}
        </p>
      )}
      {token ? (
        <Button
          variant="gold"
          size="lg"
          disabled={busy || Boolean(summary.problem) || !draw}
          onClick={review}
          data-testid="slip-submit"
        >
          {busy ? t("slip.submitting") : chase ? t("slip.chaseSubmit") : t("slip.submit")}
        </Button>
      ) : (
        <Button variant="gold" size="lg" onClick={() => requireLogin()} data-testid="slip-login">
          {t("slip.loginToBet")}
        </Button>
      )}
      {!draw && <p className="text-xs text-muted">{t("slip.chooseDraw")}</p>}
      {confirming && draw && (
        <SlipConfirm
          draw={draw}
          cost={{
            betTypeName: t(`betTypes.${family}.${betType}` as "betTypes.vn.lo2"),
            lines: summary.lines,
            points,
            stakeMinor,
            costMinor: summary.costMinor,
            draws: chase ? draws : 1,
          }}
          format={format}
          busy={busy}
          onConfirm={() => void submit()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}

function isEmpty(selection: Selection): boolean {
  return (
    selection.numbers.length === 0 &&
    selection.typed.trim() === "" &&
    selection.rows.every((r) => r === null) &&
    selection.words.length === 0
  );
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate font-semibold text-white tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint && <dd className="text-[11px] text-muted">{hint}</dd>}
    </div>
  );
}
