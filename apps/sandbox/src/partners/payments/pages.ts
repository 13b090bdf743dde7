import { formatAmount, type PaymentNotification } from "@jogada/contracts";

export interface Payment {
  paymentId: string;
  orderNo: string;
  amount: string;
  currency: string;
  display?: { symbol: string; decimals: number; language: "PT" | "EN" } | undefined;
  description: string;
  returnUrl: string;
  notifyUrl: string;
  status: "open" | "PAID" | "FAILED";
  createdAt: string;
}

export interface Payout {
  payoutId: string;
  payoutRef: string;
  amount: string;
  currency: string;
  payee: { type: string; institution: string; accountNo: string; holderName: string };
  notifyUrl: string;
  status: "processing" | "PAID" | "FAILED";
  createdAt: string;
}

export interface Delivery {
  notification: PaymentNotification;
  notifyUrl: string;
  attempts: { at: string; status: string }[];
  acknowledged: boolean;
}

function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:16px;color:#1d2330}
.card{background:#fff;border-radius:12px;padding:24px;max-width:420px;margin:40px auto;box-shadow:0 2px 12px #0002;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px}.actions form{flex:1 1 140px}.actions button{width:100%;margin:0}
h1{font-size:20px;margin:0 0 16px}.amount{font-size:32px;font-weight:700;margin:8px 0 24px}
button{font-size:16px;padding:12px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#1b7f4b;color:#fff}.cancel{background:#e4e6eb}
table{border-collapse:collapse;background:#fff;width:100%;margin-bottom:24px}td,th{border:1px solid #ddd;padding:6px;font-size:13px;text-align:left}
</style>`;

/**
 * The amount as the operator's site shows it (its symbol and decimals, the payer's separators),
 * when the operator said how; else the currency code and the wire amount.
 */
function shownAmount(payment: Payment, language: "PT" | "EN"): string {
  const d = payment.display;
  return d
    ? formatAmount(payment.amount, language, d.symbol, d.decimals)
    : `${payment.currency} ${payment.amount}`;
}

/** The checkout's words in the payer's language (the platform says which when it asks for the payment). */
const CHECKOUT_TEXT = {
  PT: {
    title: "Pagamento Sandbox Pay",
    order: "Pedido",
    amount: "Valor a pagar",
    pay: "Pagar agora",
    cancel: "Cancelar pagamento",
    paid: "Este pagamento foi concluído.",
    cancelled: "Este pagamento foi cancelado.",
    unknown: "Pagamento desconhecido",
  },
  EN: {
    title: "Sandbox Pay checkout",
    order: "Order",
    amount: "Amount to pay",
    pay: "Pay now",
    cancel: "Cancel payment",
    paid: "This payment is paid.",
    cancelled: "This payment is cancelled.",
    unknown: "Unknown payment",
  },
} as const;
export type CheckoutLanguage = keyof typeof CHECKOUT_TEXT;

/** `?lang=` on the checkout address wins; then the language the platform gave; PT otherwise. */
export function checkoutLanguage(payment: Payment | undefined, asked: unknown): CheckoutLanguage {
  const wanted = typeof asked === "string" ? asked.toUpperCase() : "";
  if (wanted === "PT" || wanted === "EN") return wanted;
  return payment?.display?.language ?? "PT";
}

/** The page for a payment id the gateway does not know. */
export function unknownPaymentPage(language: CheckoutLanguage): string {
  const t = CHECKOUT_TEXT[language];
  return `<!doctype html><html lang="${language === "EN" ? "en" : "pt"}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.unknown}</title>${STYLE}<body><main class="card"><h1>${t.unknown}</h1></main></body></html>`;
}

/** The hosted checkout page the payer lands on from the platform. */
export function checkoutPage(payment: Payment, language: CheckoutLanguage): string {
  const t = CHECKOUT_TEXT[language];
  const done = payment.status !== "open";
  const shown = shownAmount(payment, language);
  return `<!doctype html><html lang="${language === "EN" ? "en" : "pt"}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title>${STYLE}<body><main class="card">
<h1>Sandbox Pay</h1><div>${t.order} <span data-testid="order">${html(payment.orderNo)}</span></div>
<div class="amount" data-testid="amount" aria-label="${t.amount}: ${html(shown)}">${html(shown)}</div>
${
  done
    ? `<p data-testid="status">${payment.status === "PAID" ? t.paid : t.cancelled}</p>`
    : `<div class="actions"><form method="post" action="/payments/checkout/${html(payment.paymentId)}/pay"><button class="pay" type="submit" data-testid="checkout-pay">${t.pay}</button></form>
<form method="post" action="/payments/checkout/${html(payment.paymentId)}/cancel"><button class="cancel" type="submit" data-testid="checkout-cancel">${t.cancel}</button></form></div>`
}
</main></body></html>`;
}

/** The gateway's own page: payments, payouts and every notification with a resend button. */
export function dashboardPage(payments: Payment[], payouts: Payout[], deliveries: Delivery[]): string {
  const rows = (cells: string[][]) =>
    cells.map((row) => `<tr>${row.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sandbox Pay</title>${STYLE}<body>
<h1>Sandbox Pay</h1>
<h2>Payments</h2><table><tr><th>Payment</th><th>Order</th><th>Amount</th><th>Status</th><th>Created</th></tr>
${rows(payments.map((p) => [`<a href="/payments/checkout/${html(p.paymentId)}">${html(p.paymentId)}</a>`, html(p.orderNo), `${html(p.currency)} ${html(p.amount)}`, p.status, p.createdAt]))}</table>
<h2>Payouts</h2><table><tr><th>Payout</th><th>Amount</th><th>Payee</th><th>Status</th><th>Created</th></tr>
${rows(payouts.map((p) => [html(p.payoutId), `${html(p.currency)} ${html(p.amount)}`, `${html(p.payee.institution)} ${html(p.payee.accountNo)} (${html(p.payee.holderName)})`, p.status, p.createdAt]))}</table>
<h2>Notifications</h2><table><tr><th>Id</th><th>Kind</th><th>Order</th><th>Status</th><th>Attempts</th><th>Acknowledged</th><th></th></tr>
${rows(
  deliveries.map((d) => [
    html(d.notification.notificationId),
    d.notification.kind,
    html(d.notification.orderNo),
    d.notification.status,
    d.attempts.map((a) => `${a.at} ${html(a.status)}`).join("<br>"),
    d.acknowledged ? "yes" : "no",
    `<form method="post" action="/payments/notifications/${html(d.notification.notificationId)}/resend"><button type="submit">Resend</button></form>`,
  ]),
)}</table></body></html>`;
}
