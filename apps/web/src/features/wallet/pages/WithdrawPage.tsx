import { calls, type WithdrawalOrderValue } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useAmountReader } from "../../../shared/lib/money";
import { usePageName } from "../../../shared/lib/page-names";
import { useFormat } from "../../../shared/lib/use-format";
import { Button } from "../../../shared/ui/Button";
import { useWithdrawalForfeit } from "../../promotions";
import { usePayees, useWithdrawals, useWithdrawSettings } from "../api/wallet-api";
import { AddPayee } from "../components/AddPayee";
import { errorText, Field, Input, Message, selectClass, useActionKey } from "../components/form";

function Confirmation({ order, onDone }: { order: WithdrawalOrderValue; onDone: () => void }) {
  const format = useFormat();
  const { t } = useTranslation("wallet");
  const amounts = useAmountReader();
  const [result, setResult] = useState<"received" | "not_received" | "partial">("received");
  const [received, setReceived] = useState("");
  const [proof, setProof] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let receivedAmount: string | undefined;
    if (result === "partial") {
      receivedAmount = amounts.value(received) || undefined;
      if (!receivedAmount) return setError(amounts.problem(received) ?? t("common.invalidAmount"));
    }
    const body = { orderNo: order.orderNo, result, receivedAmount };
    try {
      // Multipart because of the proof image, which only a missing or partial payout needs.
      await call(
        calls.cashier.confirmWithdrawal,
        { body },
        { file: (result !== "received" && proof) || undefined },
      );
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const deadline = order.confirmDeadline ? format.dateTime(order.confirmDeadline) : "";
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2" data-testid="withdraw-confirm">
      <span className="text-sm font-semibold text-white">{t("withdraw.confirmTitle")}</span>
      <div className="flex flex-wrap gap-3 text-sm text-white">
        {(["received", "not_received", "partial"] as const).map((r) => (
          <label key={r} className="flex items-center gap-1">
            <input
              type="radio"
              name={`r-${order.orderNo}`}
              checked={result === r}
              onChange={() => setResult(r)}
            />
            {t(`withdraw.${r === "not_received" ? "notReceived" : r}`)}
          </label>
        ))}
      </div>
      {result === "partial" && (
        <Field label={t("withdraw.receivedAmount")}>
          <Input inputMode="decimal" value={received} onChange={(e) => setReceived(e.target.value)} />
        </Field>
      )}
      {result !== "received" && (
        <Field label={t("withdraw.proof")}>
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="text-sm text-muted"
            onChange={(e) => setProof(e.target.files?.[0] ?? null)}
          />
        </Field>
      )}
      {deadline && <p className="text-xs text-muted">{t("withdraw.autoReceive", { time: deadline })}</p>}
      {error && <Message tone="error">{error}</Message>}
      <Button type="submit" size="sm" data-testid="withdraw-confirm-submit">
        {t("withdraw.sendConfirmation")}
      </Button>
    </form>
  );
}

/** Withdrawal: payee account, amount within the limits, payment password; then confirmation of receipt. */
export default function WithdrawPage() {
  const pageName = usePageName("withdraw");
  const { t } = useTranslation("wallet");
  const queryClient = useQueryClient();
  const { data: settings } = useWithdrawSettings();
  const { data: payees } = usePayees();
  const { data: orders } = useWithdrawals();
  const [payeeId, setPayeeId] = useState("");
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();
  const forfeit = useWithdrawalForfeit();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["wallet"] });
  const chosen = payeeId || payees?.[0]?.id || "";
  const format = useFormat();
  const fmt = format.money;
  const amounts = useAmountReader();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amounts.value(amount);
    if (!value)
      return setMessage({ tone: "error", text: amounts.problem(amount) ?? t("common.invalidAmount") });
    // An active bonus is given up by withdrawing: the player says yes to that first.
    if (!(await forfeit.confirm(value))) return;
    const body = {
      payeeAccountId: chosen,
      amount: value,
      paymentPassword: password,
      ...(forfeit.forfeits ? { forfeitBonus: true } : {}),
    };
    setBusy(true);
    try {
      await call(
        calls.cashier.withdraw,
        { body },
        { idempotencyKey: action.keyFor({ ...body, paymentPassword: undefined }) },
      );
      action.done();
      setAmount("");
      setPassword("");
      setMessage({ tone: "ok", text: t("withdraw.requested") });
      await refresh();
      if (forfeit.forfeits) await forfeit.refresh();
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.invalidAmount")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      {settings && (
        <p className="text-sm text-muted">
          {t("withdraw.available")}:{" "}
          <strong className="text-gold" data-testid="withdraw-available">
            {fmt(settings.available)}
          </strong>{" "}
          · {t("common.limits", { min: fmt(settings.minimumAmount), max: fmt(settings.maximumAmount) })}
        </p>
      )}
      {settings && !settings.hasPaymentPassword && (
        <Message tone="info">{t("withdraw.noPaymentPassword")}</Message>
      )}
      {forfeit.notice}
      <form onSubmit={submit} className="flex flex-col gap-3" data-testid="withdraw-form">
        {payees && payees.length > 0 && (
          <Field label={t("withdraw.payee")}>
            <select
              className={selectClass}
              value={chosen}
              onChange={(e) => setPayeeId(e.target.value)}
              name="payee"
            >
              {payees.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.pixKeyType
                    ? `Pix · ${t(`withdraw.pixTypes.${p.pixKeyType}`)} ${p.accountNo} · ${p.holderName}`
                    : `${p.institution} · ${p.accountNo} · ${p.holderName}`}
                </option>
              ))}
            </select>
          </Field>
        )}
        {(adding || payees?.length === 0) && (
          <AddPayee
            pix={settings?.pixPayouts ?? false}
            onAdded={(id) => {
              setAdding(false);
              setPayeeId(id);
              void refresh();
            }}
          />
        )}
        {!adding && payees && payees.length > 0 && (
          <Button size="sm" variant="link" onClick={() => setAdding(true)} className="self-start">
            {t("withdraw.addPayee")}
          </Button>
        )}
        <Field label={t("common.amount")}>
          <Input
            inputMode="decimal"
            name="amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <Field label={t("common.paymentPassword")}>
          <Input
            type="password"
            name="paymentPassword"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {message && <Message tone={message.tone}>{message.text}</Message>}
        <Button type="submit" disabled={busy || !chosen} data-testid="withdraw-submit">
          {t("common.submit")}
        </Button>
      </form>
      <h4 className="font-semibold text-white">{t("withdraw.recent")}</h4>
      {orders?.list.length === 0 && <p className="text-sm text-muted">{t("common.empty")}</p>}
      <ul className="flex flex-col gap-2">
        {orders?.list.map((o) => (
          <li
            key={o.orderNo}
            className="rounded-xl border border-line bg-white/5 p-3"
            data-testid="withdrawal-item"
          >
            <div className="flex justify-between gap-2 text-sm">
              <span className="text-white tabular-nums">{fmt(o.amount)}</span>
              <span className="text-muted" data-testid="withdrawal-status">
                {t(`withdraw.status.${o.status}`)}
              </span>
            </div>
            {o.status === "paid" && <Confirmation order={o} onDone={() => void refresh()} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
