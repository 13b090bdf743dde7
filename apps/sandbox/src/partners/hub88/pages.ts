import { formatAmount } from "@jogada/contracts";
import type { Hub88Session } from "./play.js";

const TEXT = {
  PT: {
    balance: "Saldo",
    stake: "Aposta",
    spin: "Girar",
    refresh: "Atualizar saldo",
    tools: "Falhas do Hub88",
    duplicate: "Aposta enviada duas vezes",
    rollbackFirst: "Reembolso antes da aposta",
    timeoutRetry: "Tempo esgotado e nova tentativa",
    badSignature: "Assinatura errada",
    calls: "Chamadas à carteira do operador",
    lobby: "Voltar",
    won: "Ganhou",
    lost: "Sem prémio",
    refused: "Recusada",
  },
  EN: {
    balance: "Balance",
    stake: "Stake",
    spin: "Spin",
    refresh: "Refresh balance",
    tools: "Hub88 faults",
    duplicate: "Bet sent twice",
    rollbackFirst: "Rollback before bet",
    timeoutRetry: "Timeout and retry",
    badSignature: "Bad signature",
    calls: "Calls to the operator's wallet",
    lobby: "Back",
    won: "Won",
    lost: "No win",
    refused: "Refused",
  },
};

export type Hub88Texts = (typeof TEXT)["EN"];
export function textsOf(language: "PT" | "EN"): Hub88Texts {
  return TEXT[language];
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Protocol units as the player reads money (two decimals, the language's separators). */
export function unitsText(session: Hub88Session): string {
  if (session.balance === null) return "…";
  const units = BigInt(session.balance);
  const sign = units < 0n ? "-" : "";
  const abs = units < 0n ? -units : units;
  const value = `${sign}${abs / 100_000n}.${String(abs % 100_000n).padStart(5, "0")}`;
  return formatAmount(value, session.language, session.currency, 2);
}

/** The Hub88 game page the operator's site frames after /game/url. */
export function hub88GamePage(session: Hub88Session): string {
  const t = textsOf(session.language);
  const tools = (["duplicate", "rollbackFirst", "timeoutRetry", "badSignature"] as const)
    .map(
      (tool) =>
        `<button data-testid="tool-${tool}" onclick="act({action:'spin',tool:'${tool}'})">${t[tool]}</button>`,
    )
    .join(" ");
  return `<!doctype html><html lang="${session.language === "EN" ? "en" : "pt"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(session.game.name)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f1d2b;color:#eef;margin:0;padding:16px}
h1{font-size:20px;margin:0 0 4px}button{background:#0ea5e9;color:#012;border:0;border-radius:8px;padding:10px 16px;margin:4px;cursor:pointer;font-weight:600}
button:disabled{opacity:.5}input{padding:8px;border-radius:6px;border:0;width:6em}
#outcome{font-size:26px;min-height:36px;margin:12px 0}.tools button{background:#334155;color:#eef;font-size:12px}
pre{font-size:11px;white-space:pre-wrap;background:#07111b;padding:8px;max-height:240px;overflow:auto}
</style></head><body>
<h1>${escapeHtml(session.game.name)} <small>(${escapeHtml(session.game.product)} · Hub88)</small></h1>
<p>${t.balance}: <strong data-testid="game-balance" id="balance">${escapeHtml(unitsText(session))}</strong>
<button onclick="act({action:'balance'})">${t.refresh}</button></p>
<label>${t.stake} <input id="stake" data-testid="stake" value="1.00" inputmode="decimal"></label>
<button data-testid="spin" onclick="act({action:'spin'})">${t.spin}</button>
<div id="outcome" data-testid="outcome"></div>
<details class="tools"><summary>${t.tools}</summary>${tools}</details>
<h2 style="font-size:14px">${t.calls}</h2><pre id="log" data-testid="call-log"></pre>
<script>
const SESSION=${JSON.stringify(session.id)};
async function act(body){
  body.stake=document.getElementById('stake').value;
  document.querySelectorAll('button').forEach(b=>b.disabled=true);
  try{
    const r=await fetch('/hub88/play/'+SESSION+'/action',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});
    const data=await r.json();
    document.getElementById('outcome').textContent=data.outcome||'';
    if(data.balanceText) document.getElementById('balance').textContent=data.balanceText;
    document.getElementById('log').textContent=(data.log||[]).map(l=>l.at.slice(11,19)+' '+l.call+' '+(l.body.transaction_uuid||'').slice(0,8)+' '+(l.body.amount??'')+' -> '+l.reply.status+(typeof l.reply.balance==='number'?' '+l.reply.balance:'')+(l.note?' ('+l.note+')':'')).join('\\n');
    window.parent.postMessage({type:'jogada:balance'},'*');
  }finally{document.querySelectorAll('button').forEach(b=>b.disabled=false);}
}
act({action:'balance'});
</script></body></html>`;
}
