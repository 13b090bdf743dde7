import { calls } from "@jogada/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useActionKey } from "../../../shared/lib/action-key";
import { useAmountReader } from "../../../shared/lib/money";
import { Button } from "../../../shared/ui/Button";
import { useRefreshAgentViews } from "../api/agent-api";
import { useFormat } from "../lib/format";
import { errorText, Field, Input, Message } from "./form";

/** Send money to a direct downline, confirmed with the payment password. */
export function TransferPanel({
  target,
  onClose,
}: {
  target: { id: number; username: string };
  onClose: () => void;
}) {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const refresh = useRefreshAgentViews();
  const action = useActionKey();
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);

  const amounts = useAmountReader();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amounts.value(amount);
    if (!value)
      return setMessage({ tone: "error", text: amounts.problem(amount) ?? t("common.invalidAmount") });
    const body = { memberId: target.id, amount: value, paymentPassword: password };
    setBusy(true);
    try {
      const sent = await call(
        calls.agents.transferToDownline,
        { body },
        { idempotencyKey: action.keyFor({ ...body, paymentPassword: undefined }) },
      );
      action.done();
      setAmount("");
      setPassword("");
      setMessage({
        tone: "ok",
        text: t("downlines.sent", { amount: format.money(sent.amount), username: sent.toUsername }),
      });
      await refresh();
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.failed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gold/40 bg-gold/5 p-4"
      data-testid="transfer-panel"
    >
      <h4 className="font-semibold text-white">{t("downlines.transferTo", { username: target.username })}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("common.amount")}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="transfer-amount"
          />
        </Field>
        <Field label={t("common.paymentPassword")}>
          <Input
            type="password"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="transfer-password"
          />
        </Field>
      </div>
      {message && <Message tone={message.tone}>{message.text}</Message>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} data-testid="transfer-submit">
          {t("common.submit")}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
    </form>
  );
}
