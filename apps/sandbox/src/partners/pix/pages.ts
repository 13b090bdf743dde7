import { formatAmount } from "@jogada/contracts";
import type { Charge, WebhookDelivery } from "./bank.js";
import type { SentPix } from "./payouts.js";

function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `<meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{font-family:system-ui,sans-serif;background:#eef2f1;margin:0;padding:16px;color:#14221d}
.card{background:#fff;border-radius:14px;padding:20px;max-width:420px;margin:24px auto;box-shadow:0 2px 12px #0002;overflow-wrap:anywhere}
h1{font-size:20px;margin:0 0 12px}.amount{font-size:30px;font-weight:700;margin:4px 0 16px}
label{display:block;font-size:13px;margin:10px 0 4px}input,textarea{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #bbb;border-radius:8px}
button{width:100%;font-size:17px;padding:14px;border-radius:10px;border:0;cursor:pointer;margin-top:16px;background:#32bcad;color:#fff;font-weight:600}
.muted{color:#5b6b66;font-size:13px}.warn{color:#a15c00}
table{border-collapse:collapse;background:#fff;width:100%;margin-bottom:24px}td,th{border:1px solid #ddd;padding:6px;font-size:13px;text-align:left}
</style>`;

/** The payer's bank app, in Portuguese: the charge read from its QR, then "Pagar". */
export function payerPage(charge: Charge, expired: boolean, receiver: string): string {
  const amount = formatAmount(charge.valor.original, "PT", "R$", 2);
  const body =
    charge.status === "ATIVA"
      ? `<form method="post" action="/pix/qr/v2/${html(charge.location.split("/").pop() ?? "")}/pay">
  <label for="nome">Nome do pagador</label><input id="nome" name="nome" value="Maria Silva" required>
  <label for="cpf">CPF do pagador</label><input id="cpf" name="cpf" value="12345678909" inputmode="numeric" required>
  <label for="valor">Valor</label><input id="valor" name="valor" value="${html(charge.valor.original)}" inputmode="decimal" required>
  <button type="submit">Pagar com Pix</button></form>`
      : `<p id="status">Esta cobrança já foi paga.</p>`;
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Pagar Pix</title>${STYLE}<body><div class="card">
<h1>Pagar Pix</h1><div class="muted">Para ${html(receiver)}</div><div class="amount" id="amount">${html(amount)}</div>
<div class="muted">txid ${html(charge.txid)}</div>${expired ? '<p class="warn">Cobrança vencida: o recebedor decide se aceita.</p>' : ""}
${body}</div></body></html>`;
}

export function paidPage(charge: Charge, e2eid: string): string {
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Pix enviado</title>${STYLE}<body><div class="card">
<h1 id="done">Pix enviado</h1><div class="amount">${html(formatAmount(charge.pix.at(-1)?.valor ?? "0", "PT", "R$", 2))}</div>
<div class="muted">ID da transação ${html(e2eid)}</div></div></body></html>`;
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>QR inválido</title>${STYLE}<body><div class="card">
<h1>QR Code inválido</h1><p>Não encontramos esta cobrança.</p><a href="/pix">Voltar</a></div></body></html>`;
}

/** The provider's own view: paste a "copia e cola" to pay it, charges, webhook deliveries. */
export function dashboardPage(
  charges: Charge[],
  deliveries: WebhookDelivery[],
  webhooks: Map<string, string>,
  payouts: SentPix[] = [],
) {
  const sentRows = payouts
    .map(
      (p) =>
        `<tr><td>${html(p.idEnvio)}</td><td>${html(p.valor)}</td><td>${html(p.favorecido.chave)}</td><td>${html(p.status)}${p.devolucoes.length ? " (devolvido)" : ""}</td><td>${p.requests}</td></tr>`,
    )
    .join("");
  const rows = charges
    .map(
      (c) =>
        `<tr><td>${html(c.txid)}</td><td>${html(c.valor.original)}</td><td>${html(c.status)}</td><td>${c.pix.length}</td><td><a href="//${html(c.location)}">pagar</a></td></tr>`,
    )
    .join("");
  const sent = deliveries
    .map(
      (d) =>
        `<tr><td>${html(d.url)}</td><td>${d.body.pix.length}</td><td>${d.acknowledged ? "sim" : "não"}</td><td>${html(
          d.attempts.map((a) => a.status).join(", "),
        )}</td><td><form method="post" action="/pix/deliveries/${html(d.id)}/resend"><button>reenviar</button></form></td></tr>`,
    )
    .join("");
  const hooks = [...webhooks].map(([key, url]) => `<li>${html(key)} → ${html(url)}/pix</li>`).join("");
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Provedor Pix (sandbox)</title>${STYLE}<body>
<div class="card"><h1>Pagar um Pix copia e cola</h1><form method="post" action="/pix/open">
<label for="payload">Código Pix copia e cola</label><textarea id="payload" name="payload" rows="4" required></textarea>
<button type="submit">Abrir</button></form></div>
<h2>Webhooks</h2><ul>${hooks}</ul>
<h2>Cobranças</h2><table><tr><th>txid</th><th>valor</th><th>status</th><th>Pix</th><th></th></tr>${rows}</table>
<h2>Pix enviados (saques)</h2><table><tr><th>idEnvio</th><th>valor</th><th>favorecido</th><th>status</th><th>pedidos</th></tr>${sentRows}</table>
<h2>Notificações</h2><table><tr><th>URL</th><th>Pix</th><th>recebida</th><th>tentativas</th><th></th></tr>${sent}</table>
</body></html>`;
}
