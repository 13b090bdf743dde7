import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { Button } from "../../../shared/ui/Button";
import { type DrawVerification, type TicketDetail, useDrawVerification, useTicket } from "../api/lottery-api";
import { Balls } from "../components/Balls";
import { LotteryFrame, Panel } from "../components/LotteryFrame";
import { fastGameOf } from "../lib/catalogue";
import { type Check, parseVerifyInput, runChecks, type VerifyInput } from "../lib/verify";

/** The ticket's Merkle leaf as the server gives it: the canonical leaf string, a JSON array. */
function ticketOf(detail: TicketDetail | undefined): VerifyInput["tickets"] {
  const proof = detail?.proof;
  if (!proof) return [];
  try {
    const [, drawId, ticketId, betType, selection, stakeMinor] = JSON.parse(proof.leaf) as string[];
    if (!drawId || !ticketId || !betType || selection === undefined || !stakeMinor) return [];
    return [
      {
        ticket: { drawId, ticketId, betType, selection, stakeMinor },
        proof: { leafIndex: proof.leafIndex, treeSize: proof.treeSize, path: proof.path },
      },
    ];
  } catch {
    return [];
  }
}

/** What the server published about a draw, as the JSON the checks read (null before the seed is out). */
export function verifyInputOf(draw: DrawVerification, detail?: TicketDetail): VerifyInput | null {
  if (!draw.seed || !draw.seedHash || !draw.merkleRoot || !draw.beacon?.randomness) return null;
  const input: VerifyInput = {
    game: draw.fastGame ?? fastGameOf(draw.gameCode) ?? draw.gameCode,
    drawId: draw.drawId,
    seedHash: draw.seedHash,
    seed: draw.seed,
    closeAt: Date.parse(draw.closeAt),
    merkleRoot: draw.merkleRoot,
    beacon: {
      round: draw.beacon.round,
      randomness: draw.beacon.randomness,
      ...(draw.beacon.signature ? { signature: draw.beacon.signature } : {}),
    },
    numbers: draw.numbers.map(Number),
  };
  const tickets = ticketOf(detail);
  return tickets?.length ? { ...input, tickets } : input;
}

/**
 * /lottery/verify?drawId=..(&ticketNo=..): fetches a fast draw's verification data and runs
 * verifyDraw and verifyInclusion from packages/games in the browser, each check shown passed or
 * failed; the player may paste values of their own instead.
 */
export default function VerifyPage() {
  const { t } = useTranslation("lottery");
  const [params, setParams] = useSearchParams();
  const drawId = params.get("drawId") ?? "";
  const ticketNo = params.get("ticketNo") ?? "";
  const [typedId, setTypedId] = useState(drawId);
  const draw = useDrawVerification(drawId);
  const ticket = useTicket(ticketNo);
  const [text, setText] = useState("");
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [checked, setChecked] = useState<VerifyInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const ticketReady = !ticketNo || ticket.data || ticket.isError;
  useEffect(() => {
    if (!draw.data || !ticketReady) return;
    const input = verifyInputOf(draw.data, ticket.data);
    if (!input) {
      setProblem(t("verify.notReady"));
      return;
    }
    setProblem(null);
    setText(JSON.stringify(input, null, 2));
    setChecked(input);
    setChecks(runChecks(input));
  }, [draw.data, ticket.data, ticketReady, t]);

  const run = () => {
    const input = parseVerifyInput(text);
    if (!input) {
      setChecks(null);
      setProblem(t("verify.invalid"));
      return;
    }
    setProblem(null);
    setChecked(input);
    setChecks(runChecks(input));
  };

  const allOk = checks?.every((c) => c.ok);
  return (
    <LotteryFrame title={t("verify.title")} intro={t("verify.intro")} testId="lottery-verify">
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <Panel className="flex min-w-0 flex-col gap-3">
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              setChecks(null);
              setParams(typedId.trim() ? { drawId: typedId.trim() } : {});
            }}
          >
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-muted">
              {t("verify.drawId")}
              <input
                className="w-full min-w-0 rounded-lg border border-line bg-night px-3 py-2 font-mono text-sm text-white"
                value={typedId}
                onChange={(e) => setTypedId(e.target.value)}
                data-testid="verify-draw-id"
              />
            </label>
            <Button type="submit" variant="ghost">
              {t("verify.load")}
            </Button>
          </form>
          {draw.isError && <p className="text-sm text-red-200">{draw.error.message}</p>}
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t("verify.data")}
            <textarea
              rows={14}
              spellCheck={false}
              className="w-full rounded-lg border border-line bg-night px-3 py-2 font-mono text-xs text-white"
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="verify-json"
            />
          </label>
          <Button variant="gold" onClick={run} data-testid="verify-run">
            {t("verify.run")}
          </Button>
        </Panel>
        <Panel className="flex min-w-0 flex-col gap-3">
          {problem && (
            <p role="alert" className="text-sm text-amber-300" data-testid="verify-problem">
              {problem}
            </p>
          )}
          {checks && (
            <>
              <p
                className={cn("font-semibold", allOk ? "text-emerald-300" : "text-red-300")}
                data-testid="verify-summary"
              >
                {allOk ? t("verify.allPassed") : t("verify.someFailed")}
              </p>
              {checked && (
                <div className="flex flex-col gap-1 text-xs text-muted">
                  <span>
                    {checked.drawId} · {t("verify.round", { round: checked.beacon.round })}
                  </span>
                  <Balls numbers={checked.numbers.map(String)} size="sm" />
                </div>
              )}
              <ul className="flex flex-col gap-2" data-testid="verify-checks">
                {checks.map((check, i) => (
                  <li
                    key={`${check.name}-${i}`}
                    className="flex items-start gap-2 text-sm"
                    data-testid={`verify-check-${check.name}`}
                    data-ok={check.ok}
                  >
                    <span
                      className={cn(
                        "shrink-0 rounded-full px-2 py-0.5 text-xs font-bold",
                        check.ok ? "bg-emerald-500/20 text-emerald-200" : "bg-red-500/20 text-red-200",
                      )}
                    >
                      {check.ok ? t("verify.passed") : t("verify.failed")}
                    </span>
                    <span className="min-w-0 text-white">
                      {t(`verify.checks.${check.name}`, { ticketId: check.ticketId ?? "" })}
                      {check.detail && <span className="block text-xs text-muted">{check.detail}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      </div>
    </LotteryFrame>
  );
}
