import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useAmountReader } from "../../../shared/lib/money";
import { usePageName } from "../../../shared/lib/page-names";
import { Button } from "../../../shared/ui/Button";
import { useTransferTargets } from "../api/wallet-api";
import { errorText, Field, Input, Message, selectClass, useActionKey } from "../components/form";

/** Transfer to the upline, or for agents to a direct downline; needs the payment password. */
export default function TransferUplinePage() {
  const pageName = usePageName("transferUpline");
  const { t } = useTranslation("wallet");
  const amounts = useAmountReader();
  const queryClient = useQueryClient();
  const { data: targets } = useTransferTargets();
  const [mode, setMode] = useState<"upline" | "downline">("upline");
  const [downline, setDownline] = useState("");
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const action = useActionKey();
  const toDownline = mode === "downline" || !targets?.upline;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amounts.value(amount);
    if (!value)
      return setMessage({ tone: "error", text: amounts.problem(amount) ?? t("common.invalidAmount") });
    const body = {
      ...(toDownline ? { toUsername: downline.trim() } : {}),
      amount: value,
      paymentPassword: password,
    };
    try {
      await call(
        calls.wallet.memberTransfer,
        { body },
        { idempotencyKey: action.keyFor({ ...body, paymentPassword: undefined }) },
      );
      action.done();
      setAmount("");
      setPassword("");
      setMessage({ tone: "ok", text: t("upline.sent") });
      await queryClient.invalidateQueries({ queryKey: ["wallet"] });
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.invalidAmount")) });
    }
  };

  if (targets && !targets.upline && !targets.toDownline)
    return <Message tone="info">{t("upline.noUpline")}</Message>;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="upline-form">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      <Field label={t("upline.to")}>
        <select
          className={selectClass}
          value={mode}
          onChange={(e) => setMode(e.target.value as "upline" | "downline")}
        >
          {targets?.upline && <option value="upline">{t("upline.upline", { name: targets.upline })}</option>}
          {targets?.toDownline && <option value="downline">{t("upline.downline")}</option>}
        </select>
      </Field>
      {toDownline && (
        <Input
          aria-label={t("upline.downline")}
          value={downline}
          onChange={(e) => setDownline(e.target.value)}
        />
      )}
      <Field label={t("common.amount")}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label={t("common.paymentPassword")}>
        <Input
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {message && <Message tone={message.tone}>{message.text}</Message>}
      <Button type="submit">{t("common.submit")}</Button>
    </form>
  );
}
