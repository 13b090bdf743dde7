import { calls } from "@jogada/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useAmountReader } from "../../../shared/lib/money";
import { usePageName } from "../../../shared/lib/page-names";
import { useFormat } from "../../../shared/lib/use-format";
import { Button } from "../../../shared/ui/Button";
import { DepositAllowanceNote } from "../../responsible-gaming";
import { useDepositOrder, useDepositSettings } from "../api/wallet-api";
import { errorText, Field, Input, Message, useActionKey } from "../components/form";
import { PixCharge } from "../components/PixCharge";

/** The order the payment page sent the payer back with (?depositOrder=...). */
function returnedOrder(): string | null {
  return new URLSearchParams(window.location.search).get("depositOrder");
}

function OrderStatus({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("wallet");
  const { data } = useDepositOrder(orderNo);
  if (!data) return null;
  return (
    <div className="rounded-xl border border-line bg-white/5 p-3" data-testid="deposit-status">
      <div className="text-sm font-semibold text-white">{t("deposit.statusTitle", { orderNo })}</div>
      <Message tone={data.status === "paid" ? "ok" : data.status === "failed" ? "error" : "info"}>
        {t(`deposit.${data.status}`)}
      </Message>
    </div>
  );
}

/** Amounts a Brazilian player picks with one tap, kept to those the channel allows. */
const PRESETS = [20, 50, 100, 200, 500, 1000];

/**
 * Deposit (DPSTBAS3): pick a channel and an amount. Pix (listed first) shows its QR and "copia e
 * cola" here with the time left; other channels pay on the provider's checkout page.
 */
export default function DepositPage() {
  const pageName = usePageName("depositv2");
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const amounts = useAmountReader();
  const { data: settings } = useDepositSettings();
  const [channelId, setChannelId] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionKey();
  const [pixOrder, setPixOrder] = useState<string | null>(null);
  const orderNo = returnedOrder();
  const channels = [...(settings?.channels ?? [])].sort(
    (a, b) => Number(b.type === "PIX") - Number(a.type === "PIX"),
  );
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  const presets = channel
    ? PRESETS.filter((p) => p >= Number(channel.minAmount) && p <= Number(channel.maxAmount))
    : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amounts.value(amount);
    if (!value || !channel) return setError(amounts.problem(amount) ?? t("common.invalidAmount"));
    const body = { channelId: channel.id, amount: value };
    setBusy(true);
    try {
      const order = await call(
        calls.cashier.createDeposit,
        { body },
        { idempotencyKey: action.keyFor(body) },
      );
      action.done();
      if (order.pix) {
        setPixOrder(order.orderNo);
        setBusy(false);
      } else if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
    } catch (failure) {
      setError(errorText(failure, t("common.invalidAmount")));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      {orderNo && <OrderStatus orderNo={orderNo} />}
      {settings && !settings.allowDeposit && <Message tone="info">{t("deposit.notAllowed")}</Message>}
      {/* The deposit limit in force, before the form and beside a Pix charge alike. */}
      <DepositAllowanceNote />
      {pixOrder && (
        <PixCharge
          orderNo={pixOrder}
          onAgain={() => {
            setPixOrder(null);
            setAmount("");
          }}
        />
      )}
      {!pixOrder && settings?.allowDeposit && channel && (
        <form onSubmit={submit} className="flex flex-col gap-3" data-testid="deposit-form">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-sm text-muted">{t("deposit.channel")}</legend>
            {channels.map((c) => (
              <label
                key={c.id}
                className={`cursor-pointer rounded-xl border px-3 py-2 text-sm ${c.id === channel.id ? "border-gold text-gold" : "border-line text-white"}`}
              >
                <input
                  type="radio"
                  name="channel"
                  className="sr-only"
                  value={c.id}
                  checked={c.id === channel.id}
                  onChange={() => setChannelId(c.id)}
                />
                {c.name}
              </label>
            ))}
          </fieldset>
          <Field label={t("common.amount")}>
            <Input
              inputMode="decimal"
              name="amount"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={format.money(channel.minAmount)}
            />
          </Field>
          {channel.type === "PIX" && presets.length > 0 && (
            <fieldset className="grid grid-cols-3 gap-2" data-testid="deposit-presets">
              <legend className="mb-1 text-sm text-muted">{t("deposit.presets")}</legend>
              {presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={amounts.value(amount) === String(preset)}
                  onClick={() => setAmount(String(preset))}
                  className={`h-11 rounded-xl border text-sm font-semibold ${amounts.value(amount) === String(preset) ? "border-gold text-gold" : "border-line text-white"}`}
                >
                  {format.money(preset)}
                </button>
              ))}
            </fieldset>
          )}
          <p className="text-xs text-muted">
            {t("common.limits", {
              min: format.money(channel.minAmount),
              max: format.money(channel.maxAmount),
            })}
          </p>
          {error && <Message tone="error">{error}</Message>}
          <Button type="submit" variant="gold" disabled={busy} data-testid="deposit-submit">
            {channel.type === "PIX" ? t("deposit.generatePix") : t("deposit.goToPayment")}
          </Button>
        </form>
      )}
    </div>
  );
}
