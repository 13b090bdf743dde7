import { formatAmount } from "@jogada/contracts";
import { type PlaySession, SPORTS_MARKETS } from "./play.js";

/** The balance the way the operator's site shows money (its symbol and decimals, the player's separators). */
export function balanceText(session: PlaySession): string {
  if (session.balance === null) return "…";
  return formatAmount(session.balance, session.language, session.display.symbol, session.display.decimals);
}

const TEXT = {
  PT: {
    balance: "Saldo",
    stake: "Aposta",
    spin: "Girar",
    red: "Vermelho",
    black: "Preto",
    shoot: "Disparar",
    leave: "Sair da rodada",
    bet: "Apostar",
    settle: "Liquidar apostas",
    refresh: "Atualizar saldo",
    tools: "Ferramentas do agregador",
    replay: "Repetir a última chamada",
    duplicate: "Duplicado (mesmo id, outro valor)",
    rollbackFirst: "Reembolso antes da aposta",
    dropReply: "Perder a resposta",
    badSignature: "Assinatura errada",
    calls: "Chamadas à carteira",
    demo: "Dinheiro de demonstração",
    lobby: "Voltar",
    room: "Sala",
  },
  EN: {
    balance: "Balance",
    stake: "Stake",
    spin: "Spin",
    red: "Red",
    black: "Black",
    shoot: "Shoot",
    leave: "Leave round",
    bet: "Place bet",
    settle: "Settle bets",
    refresh: "Refresh balance",
    tools: "Aggregator tools",
    replay: "Replay last call",
    duplicate: "Duplicate (same id, other amount)",
    rollbackFirst: "Rollback before bet",
    dropReply: "Drop the reply",
    badSignature: "Bad signature",
    calls: "Wallet calls",
    demo: "Play money",
    lobby: "Back",
    room: "Room",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function controls(session: PlaySession, t: (typeof TEXT)["EN"]): string {
  const stake = (value: string) =>
    `<label>${t.stake} <input id="stake" data-testid="stake" value="${value}" inputmode="decimal" size="6"></label>`;
  switch (session.kind) {
    case "slot":
      return `${stake(session.game.minBet === "0.01" ? "1.00" : session.game.minBet)}
<button data-testid="spin" onclick="act({action:'spin'})">${t.spin}</button>`;
    case "table":
      return `${stake(session.game.minBet)}
<button data-testid="bet-red" onclick="act({action:'table',choice:'red'})">${t.red}</button>
<button data-testid="bet-black" onclick="act({action:'table',choice:'black'})">${t.black}</button>`;
    case "fish":
      return `${stake(session.game.minBet)}
<button data-testid="shoot" onclick="act({action:'shoot'})">${t.shoot}</button>
<button data-testid="leave" onclick="act({action:'leave'})">${t.leave}</button>`;
    case "sports":
      return `${stake("1.00")}<table>${SPORTS_MARKETS.map(
        (market) =>
          `<tr><td>${escapeHtml(market.event)}</td>${market.selections
            .map(
              (s) =>
                `<td><button data-testid="odds-${market.id}-${s.id}" onclick="act({action:'sportsBet',market:'${market.id}',choice:'${s.id}'})">${escapeHtml(s.label)} @ ${s.odds}</button></td>`,
            )
            .join("")}</tr>`,
      ).join("")}</table>
<button data-testid="settle" onclick="act({action:'sportsSettle'})">${t.settle}</button>`;
  }
}

/** The game page shown in the platform's /game frame. */
export function gamePage(session: PlaySession, language: string): string {
  const t = language === "EN" ? TEXT.EN : TEXT.PT;
  const tools = (["replay", "duplicate", "rollbackFirst", "dropReply", "badSignature"] as const)
    .map(
      (tool) =>
        `<button data-testid="tool-${tool}" onclick="act({action:'spin',tool:'${tool}'})">${t[tool]}</button>`,
    )
    .join(" ");
  return `<!doctype html><html lang="${language === "EN" ? "en" : "pt"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(session.game.name)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#14102a;color:#eee;margin:0;padding:16px}
h1{font-size:20px;margin:0 0 4px}button{background:#7c3aed;color:#fff;border:0;border-radius:8px;padding:8px 14px;margin:4px;cursor:pointer}
button:disabled{opacity:.5}input{padding:6px;border-radius:6px;border:0}
#outcome{font-size:28px;min-height:40px;margin:12px 0}.tools button{background:#334155;font-size:12px}
table{border-collapse:collapse}td{padding:4px}pre{font-size:11px;white-space:pre-wrap;background:#0b0818;padding:8px;max-height:240px;overflow:auto}
</style></head><body>
<h1>${escapeHtml(session.game.name)} <small>(${escapeHtml(session.game.vendor)})</small></h1>
${session.roomId ? `<p>${t.room}: ${escapeHtml(session.roomId)}</p>` : ""}
<p>${t.balance}: <strong data-testid="game-balance" id="balance">${escapeHtml(balanceText(session))}</strong> ${session.demo ? `<em>(${t.demo})</em>` : ""}
<button onclick="act({action:'balance'})">${t.refresh}</button></p>
<div>${controls(session, t)}</div>
<div id="outcome" data-testid="outcome"></div>
<details class="tools"><summary>${t.tools}</summary>${tools}</details>
<h2 style="font-size:14px">${t.calls}</h2><pre id="log" data-testid="call-log"></pre>
<script>
const SESSION=${JSON.stringify(session.id)};
async function act(body){
  const stake=document.getElementById('stake');
  if(stake) body.stake=stake.value;
  document.querySelectorAll('button').forEach(b=>b.disabled=true);
  try{
    const r=await fetch('/aggregator/play/'+SESSION+'/action',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});
    const data=await r.json();
    document.getElementById('outcome').textContent=data.outcome||'';
    if(data.balanceText) document.getElementById('balance').textContent=data.balanceText;
    document.getElementById('log').textContent=data.log.map(l=>l.at.slice(11,19)+' '+l.call+' '+(l.body.transactionId||'')+' '+(l.body.amount||'')+' -> '+l.reply.status+(l.reply.balance?' '+l.reply.balance:'')+(l.note?' ('+l.note+')':'')).join('\\n');
    window.parent.postMessage({type:'jogada:balance'},'*');
  }finally{document.querySelectorAll('button').forEach(b=>b.disabled=false);}
}
act({action:'balance'});
</script></body></html>`;
}
