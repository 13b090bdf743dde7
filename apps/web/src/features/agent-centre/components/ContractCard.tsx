import type { Contract, ContractAction } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { Button } from "../../../shared/ui/Button";
import { useRefreshAgentViews } from "../api/agent-api";
import { CONTRACT_FEATURES } from "../lib/contracts";
import { useFormat } from "../lib/format";
import { errorText, Message } from "./form";
import { Pill } from "./Labels";
import { TermsView } from "./TermsView";

const STATUS_TONE = {
  offered: "warn",
  active: "ok",
  terminating: "warn",
  rejected: "muted",
  withdrawn: "muted",
  expired: "muted",
  terminated: "bad",
} as const;

/**
 * What each side may do with a contract in its state (SPEC §4): the downline accepts or rejects
 * an offer, the upline withdraws it; either side asks to terminate an active contract and the
 * other confirms.
 */
export function actionsFor(contract: Contract, side: "agent" | "upline"): ContractAction[] {
  switch (contract.status) {
    case "offered":
      return side === "agent" ? ["accept", "reject"] : ["withdraw"];
    case "active":
      // The house's terms of a top-level agent have no upline to end them with.
      return contract.uplineUsername ? ["terminate"] : [];
    case "terminating":
      return contract.terminationRequestedBy && contract.terminationRequestedBy !== side
        ? ["confirmTerminate"]
        : [];
    default:
      return [];
  }
}

/** One contract: kind, product, state, the other side, dates, terms, and what I may do with it. */
export function ContractCard({
  contract,
  side,
  onDone,
}: {
  contract: Contract;
  side: "agent" | "upline";
  /** Told the result of an action: the card itself may leave its list once the state changed. */
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const refresh = useRefreshAgentViews();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error"; text: string } | null>(null);
  const actions = actionsFor(contract, side);

  const act = async (action: ContractAction) => {
    setBusy(true);
    try {
      await call(CONTRACT_FEATURES[contract.kind].action, {
        body: { action, contractId: contract.id, product: contract.product },
      });
      setAsking(null);
      setMessage(null);
      onDone(t(`contracts.result.${action}`));
      await refresh();
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.failed")) });
    } finally {
      setBusy(false);
    }
  };

  const dates: [string, string | null][] = [
    ["offeredAt", contract.offeredAt],
    ["expiresAt", contract.status === "offered" ? contract.expiresAt : null],
    ["acceptedAt", contract.acceptedAt],
    ["endedAt", contract.endedAt],
  ];
  return (
    <article
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-white/5 p-3 text-sm"
      data-testid="contract-card"
      data-kind={contract.kind}
      data-status={contract.status}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-white">
          {t(`contracts.kinds.${contract.kind}`)} · {t(`products.${contract.product}`)}
        </span>
        <Pill tone={STATUS_TONE[contract.status]}>{t(`contracts.statuses.${contract.status}`)}</Pill>
      </header>
      <p className="text-muted">
        {side === "agent"
          ? t("contracts.from", { name: contract.uplineUsername || t("contracts.house") })
          : t("contracts.to", { name: contract.agentUsername })}
        {contract.status === "terminating" && contract.terminationRequestedBy && (
          <> · {t("contracts.askedBy", { side: t(`contracts.sides.${contract.terminationRequestedBy}`) })}</>
        )}
        {contract.endReason && (
          <>
            {" "}
            ·{" "}
            {t(`contracts.endReasons.${contract.endReason as "terminated"}`, {
              defaultValue: contract.endReason,
            })}
          </>
        )}
      </p>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-3 gap-y-0.5 text-xs">
        {dates
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted">{t(`contracts.${key as "offeredAt"}`)}</dt>
              <dd className="truncate text-white tabular-nums">{format.dateTime(value as string)}</dd>
            </div>
          ))}
      </dl>
      <TermsView kind={contract.kind} terms={contract.terms} />
      {message && <Message tone={message.tone}>{message.text}</Message>}
      {actions.length > 0 &&
        (asking ? (
          <div
            className="flex flex-col gap-2 rounded-lg border border-gold/40 bg-gold/5 p-2"
            data-testid="contract-confirm"
          >
            <p className="text-white">{t(`contracts.confirm.${asking as "accept"}`)}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy}
                onClick={() => act(asking)}
                data-testid="contract-confirm-yes"
              >
                {t(`contracts.actions.${asking}`)}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                {t("common.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === "accept" || action === "confirmTerminate" ? "primary" : "ghost"}
                onClick={() => setAsking(action)}
                data-testid={`contract-${action}`}
              >
                {t(`contracts.actions.${action}`)}
              </Button>
            ))}
          </div>
        ))}
    </article>
  );
}
