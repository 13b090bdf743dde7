import { amountInputMessage, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { randomUUIDish as newActionKey } from "../../../shared/lib/action-key";
import { Button } from "../../../shared/ui/Button";
import { money } from "../../lib/format";
import { errorText, useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { controlClass } from "../../ui/Filters";
import { Panel } from "../../ui/Page";
import { ActionError } from "../../ui/States";
import { useSystemTexts } from "../system/texts";
import { aboveLimit, COMPARE_DECIMALS, typedAdjustment } from "./adjustment-amount";

/**
 * The player the typed account number names, and the brand's four-eyes amount: the hint that a
 * second staff member must approve shows only when the amount is above it.
 */
function usePlayerAndLimit(memberId: string) {
  const id = /^\d{1,15}$/.test(memberId.trim()) ? Number(memberId.trim()) : 0;
  const player = useOpsQuery(
    calls.backOffice.playerProfile,
    { params: { memberId: id } },
    { enabled: id > 0, retry: false },
  );
  const merchantCode = player.data?.merchantCode ?? "";
  const limit = useOpsQuery(
    calls.backOffice.brandFourEyes,
    { params: { merchantCode } },
    { enabled: merchantCode !== "" },
  );
  return { id, player, limit };
}

/** A manual credit or debit; above the brand's four-eyes amount it waits for another staff member. */
export function NewAdjustment({ onDone }: { onDone: (adjustment: { id: string; status: string }) => void }) {
  const { t, language } = useSystemTexts();
  const client = useQueryClient();
  const key = useRef(newActionKey());
  const [memberId, setMemberId] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const { id, player, limit } = usePlayerAndLimit(memberId);
  const create = useOpsMutation(calls.operators.adjustBalance, {
    onSuccess: (value) => {
      key.current = newActionKey();
      setAmount("");
      setReason("");
      void client.invalidateQueries({ queryKey: ["ops"] });
      onDone(value);
    },
  });
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = typedAdjustment(amount, language);
    setAmountProblem(read.ok ? null : amountInputMessage(read.problem, language, COMPARE_DECIMALS));
    if (!read.ok) return;
    create.mutate({
      params: { memberId: Number(memberId) },
      body: { amount: read.value, reason: reason.trim() },
      options: { idempotencyKey: key.current },
    });
  };
  const four = limit.data;
  const needsSecond = four !== undefined && aboveLimit(amount, four.limit, language);
  return (
    <Panel title={t("adjustments.new")}>
      <form onSubmit={submit} className="flex flex-wrap items-start gap-3 p-4">
        {(
          [
            ["player", memberId, setMemberId, "sm:w-44"],
            ["amount", amount, setAmount, "sm:w-52"],
            ["reason", reason, setReason, "sm:flex-1"],
          ] as const
        ).map(([name, value, set, width]) => (
          <div key={name} className={`flex w-full min-w-0 flex-col gap-1 text-xs text-muted ${width}`}>
            <label htmlFor={`bo-adjust-${name}`}>{t(`adjustments.${name}`)}</label>
            <input
              id={`bo-adjust-${name}`}
              className={controlClass}
              required
              inputMode={name === "reason" ? undefined : "decimal"}
              value={value}
              onChange={(event) => set(event.target.value)}
            />
            {name === "amount" && amountProblem ? (
              <span role="alert" data-testid="bo-adjust-amount-problem" className="text-xs text-red-300">
                {amountProblem}
              </span>
            ) : null}
            {name === "player" && id > 0 ? (
              <span data-testid="bo-adjust-who" className="text-xs">
                {player.data
                  ? `${player.data.username} · ${player.data.merchantCode}`
                  : player.error
                    ? errorText(player.error, {
                        network: t("adjustments.unknownPlayer"),
                        unknown: t("adjustments.unknownPlayer"),
                      })
                    : null}
              </span>
            ) : null}
          </div>
        ))}
        <Button type="submit" size="sm" className="sm:mt-5" disabled={create.isPending}>
          {t("adjustments.submit")}
        </Button>
        {needsSecond && four ? (
          <p data-testid="bo-four-eyes-hint" className="w-full text-xs text-amber-200">
            {t("adjustments.fourEyes", {
              limit: money(four.limit, language, four.currency),
              brand: four.merchantCode,
            })}
          </p>
        ) : null}
        {create.data && (
          <p role="status" className="w-full text-xs text-emerald-300">
            {t("adjustments.sent", { status: t(`adjustments.statuses.${create.data.status}`) })}
          </p>
        )}
        <ActionError error={create.error} />
      </form>
    </Panel>
  );
}
