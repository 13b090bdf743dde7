import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useAmountReader } from "../../../shared/lib/money";
import { usePageName } from "../../../shared/lib/page-names";
import { useFormat } from "../../../shared/lib/use-format";
import { Button } from "../../../shared/ui/Button";
import { useBalance, useMerchantWallet } from "../api/wallet-api";
import { errorText, Field, Input, Message, selectClass, useActionKey } from "../components/form";

/** My wallet (FUNDTRANS3): every wallet's balance; in transfer-wallet mode, moves between them. */
export default function TransferFundPage() {
  const pageName = usePageName("transferFund");
  const { t } = useTranslation("wallet");
  const amounts = useAmountReader();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { data: balance } = useBalance();
  const { data: mode } = useMerchantWallet();
  const wallets = mode?.wallets ?? ["MAIN"];
  const [from, setFrom] = useState("MAIN");
  const [to, setTo] = useState("");
  const [amount, setAmount] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();
  const label = (id: string) => (id === "MAIN" || id === "BONUS" || id === "DEMO" ? t(`wallet.${id}`) : id);
  const target = to || wallets.find((w) => w !== from) || "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amounts.value(amount);
    if (!value)
      return setMessage({ tone: "error", text: amounts.problem(amount) ?? t("common.invalidAmount") });
    const body = { from, to: target, amount: value };
    setBusy(true);
    try {
      await call(calls.wallet.walletTransfer, { body }, { idempotencyKey: action.keyFor(body) });
      action.done();
      setAmount("");
      setMessage({ tone: "ok", text: t("common.done") });
      await queryClient.invalidateQueries({ queryKey: ["wallet"] });
    } catch (error) {
      setMessage({ tone: "error", text: errorText(error, t("common.invalidAmount")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      {balance && (
        <>
          <p className="text-sm text-muted">
            {t("wallet.total")}:{" "}
            <strong className="text-gold" data-testid="wallet-total">
              {format.money(balance.sumBalance)}
            </strong>
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {balance.balance.map((w) => (
              <li key={w.accountTypeId} className="rounded-xl border border-line bg-white/5 p-3">
                <div className="text-xs text-muted">{label(w.accountTypeId)}</div>
                <div className="font-semibold text-white tabular-nums">{format.money(w.availBalance)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {mode?.isSingle !== false ? (
        <Message tone="info">{t("wallet.seamless")}</Message>
      ) : (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" data-testid="wallet-transfer-form">
          <Field label={t("wallet.from")}>
            <select className={selectClass} value={from} onChange={(e) => setFrom(e.target.value)}>
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {label(w)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("wallet.to")}>
            <select className={selectClass} value={target} onChange={(e) => setTo(e.target.value)}>
              {wallets
                .filter((w) => w !== from && (from === "MAIN" || w === "MAIN"))
                .map((w) => (
                  <option key={w} value={w}>
                    {label(w)}
                  </option>
                ))}
            </select>
          </Field>
          <Field label={t("common.amount")}>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={busy}>
              {t("common.submit")}
            </Button>
          </div>
        </form>
      )}
      {message && <Message tone={message.tone}>{message.text}</Message>}
    </div>
  );
}
