import { formatAmount, type Language, type MoneyParam, type SystemTemplate } from "@jogada/contracts";

type Texts = Record<Language, { title: string; content: string }>;

/**
 * The platform's own messages, PT and EN. `{name}` is filled from the caller's params, escaped
 * first (the content is HTML), so an amount or a reason typed by an operator cannot add markup.
 */
export const SYSTEM_TEXTS: Record<SystemTemplate, Texts> = {
  "deposit.credited": {
    PT: {
      title: "Depósito creditado",
      content: "<p>Seu depósito de {amount} foi creditado na sua conta.</p>",
    },
    EN: {
      title: "Deposit credited",
      content: "<p>Your deposit of {amount} has been credited to your account.</p>",
    },
  },
  "withdrawal.approved": {
    PT: {
      title: "Saque aprovado",
      content: "<p>Seu saque de {amount} foi aprovado e será pago em breve.</p>",
    },
    EN: {
      title: "Withdrawal approved",
      content: "<p>Your withdrawal of {amount} was approved and will be paid soon.</p>",
    },
  },
  "withdrawal.rejected": {
    PT: {
      title: "Saque recusado",
      content:
        "<p>Seu saque de {amount} foi recusado e o valor voltou para a sua carteira. Motivo: {reason}</p>",
    },
    EN: {
      title: "Withdrawal rejected",
      content:
        "<p>Your withdrawal of {amount} was rejected and the amount is back in your wallet. Reason: {reason}</p>",
    },
  },
  "withdrawal.paid": {
    PT: { title: "Saque pago", content: "<p>Seu saque de {amount} foi pago.</p>" },
    EN: { title: "Withdrawal paid", content: "<p>Your withdrawal of {amount} has been paid.</p>" },
  },
  "bonus.issued": {
    PT: {
      title: "Bônus recebido",
      content: "<p>Você recebeu {amount} de uma promoção. Veja os detalhes em Detalhes do bônus.</p>",
    },
    EN: {
      title: "Bonus received",
      content: "<p>You received {amount} from a promotion. See Bonus details for its terms.</p>",
    },
  },
  "level.changed": {
    PT: { title: "Novo nível", content: "<p>Seu nível agora é {level}.</p>" },
    EN: { title: "New level", content: "<p>Your level is now {level}.</p>" },
  },
  "level.upgraded": {
    PT: {
      title: "Você subiu de nível",
      content: "<p>Parabéns! Você chegou ao nível {level}. Veja os novos benefícios na página VIP.</p>",
    },
    EN: {
      title: "You moved up a level",
      content: "<p>Congratulations! You reached {level}. See your new perks on the VIP page.</p>",
    },
  },
  "vip.birthday": {
    PT: {
      title: "Feliz aniversário!",
      content: "<p>Feliz aniversário! Seu bônus VIP de {amount} foi creditado na sua conta.</p>",
    },
    EN: {
      title: "Happy birthday!",
      content: "<p>Happy birthday! Your VIP bonus of {amount} has been credited to your account.</p>",
    },
  },
  "vip.rebate": {
    PT: {
      title: "Rebate VIP creditado",
      content: "<p>Seu rebate VIP de {day}, {amount}, foi creditado na sua conta.</p>",
    },
    EN: {
      title: "VIP rebate credited",
      content: "<p>Your VIP rebate for {day}, {amount}, has been credited to your account.</p>",
    },
  },
  "contract.offered": {
    PT: {
      title: "Nova proposta de contrato",
      content: "<p>Você recebeu uma proposta de contrato de {from}. Veja no centro do agente.</p>",
    },
    EN: {
      title: "New contract offer",
      content: "<p>You received a contract offer from {from}. See it in the agent centre.</p>",
    },
  },
  "mission.completed": {
    PT: { title: "Missão concluída", content: "<p>Você concluiu a missão {name}.</p>" },
    EN: { title: "Mission completed", content: "<p>You completed the mission {name}.</p>" },
  },
  "ticket.won": {
    PT: { title: "Bilhete premiado", content: "<p>Seu bilhete {ticket} de {gamePt} ganhou {amount}.</p>" },
    EN: { title: "Winning ticket", content: "<p>Your {game} ticket {ticket} won {amount}.</p>" },
  },
  "feedback.answered": {
    PT: { title: "Resposta ao seu feedback", content: "<p>Sobre: {question}</p><p>{answer}</p>" },
    EN: { title: "Answer to your feedback", content: "<p>About: {question}</p><p>{answer}</p>" },
  },
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A value of a message; an amount (`moneyParam`) is written the way each language writes money. */
export type TemplateParams = Record<string, string | number | bigint | MoneyParam>;

function fill(template: string, params: TemplateParams, asHtml: boolean, language: string): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return "";
    const text =
      typeof value === "object"
        ? formatAmount(value.money, language, value.symbol, value.decimals)
        : String(value);
    return asHtml ? escapeHtml(text) : text;
  });
}

/** Both languages of a system message, ready to store. */
export function renderTemplate(template: SystemTemplate, params: TemplateParams) {
  const texts = SYSTEM_TEXTS[template];
  return {
    title: { PT: fill(texts.PT.title, params, false, "PT"), EN: fill(texts.EN.title, params, false, "EN") },
    content: {
      PT: fill(texts.PT.content, params, true, "PT"),
      EN: fill(texts.EN.content, params, true, "EN"),
    },
  };
}
