import {
  formatAmount,
  LANGUAGES,
  type Language,
  type Localized,
  type MoneyParam,
  type SystemTemplate,
  type Translations,
} from "@jogada/contracts";

type Texts = Translations<{ title: string; content: string }>;

/**
 * The platform's own messages, in every language. `{name}` is filled from the caller's params, escaped
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
    VI: {
      title: "Đã cộng tiền nạp",
      content: "<p>Khoản nạp {amount} đã được cộng vào tài khoản của bạn.</p>",
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
    VI: {
      title: "Lệnh rút đã được duyệt",
      content: "<p>Lệnh rút {amount} của bạn đã được duyệt và sẽ sớm được chi trả.</p>",
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
    VI: {
      title: "Lệnh rút bị từ chối",
      content: "<p>Lệnh rút {amount} của bạn bị từ chối và số tiền đã được hoàn về ví. Lý do: {reason}</p>",
    },
  },
  "withdrawal.paid": {
    PT: { title: "Saque pago", content: "<p>Seu saque de {amount} foi pago.</p>" },
    EN: { title: "Withdrawal paid", content: "<p>Your withdrawal of {amount} has been paid.</p>" },
    VI: { title: "Đã chi trả lệnh rút", content: "<p>Lệnh rút {amount} của bạn đã được chi trả.</p>" },
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
    VI: {
      title: "Đã nhận tiền thưởng",
      content:
        "<p>Bạn nhận được {amount} từ một chương trình khuyến mãi. Xem điều kiện trong Chi tiết tiền thưởng.</p>",
    },
  },
  "level.changed": {
    PT: { title: "Novo nível", content: "<p>Seu nível agora é {level}.</p>" },
    EN: { title: "New level", content: "<p>Your level is now {level}.</p>" },
    VI: { title: "Cấp mới", content: "<p>Cấp của bạn hiện là {level}.</p>" },
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
    VI: {
      title: "Bạn đã lên cấp",
      content: "<p>Chúc mừng! Bạn đã đạt cấp {level}. Xem quyền lợi mới trên trang VIP.</p>",
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
    VI: {
      title: "Chúc mừng sinh nhật!",
      content: "<p>Chúc mừng sinh nhật! Thưởng VIP {amount} đã được cộng vào tài khoản của bạn.</p>",
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
    VI: {
      title: "Đã cộng hoàn trả VIP",
      content: "<p>Khoản hoàn trả VIP ngày {day}, {amount}, đã được cộng vào tài khoản của bạn.</p>",
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
    VI: {
      title: "Đề xuất hợp đồng mới",
      content: "<p>Bạn nhận được đề xuất hợp đồng từ {from}. Xem trong trung tâm đại lý.</p>",
    },
  },
  "mission.completed": {
    PT: { title: "Missão concluída", content: "<p>Você concluiu a missão {name}.</p>" },
    EN: { title: "Mission completed", content: "<p>You completed the mission {name}.</p>" },
    VI: { title: "Hoàn thành nhiệm vụ", content: "<p>Bạn đã hoàn thành nhiệm vụ {name}.</p>" },
  },
  "ticket.won": {
    PT: { title: "Bilhete premiado", content: "<p>Seu bilhete {ticket} de {game} ganhou {amount}.</p>" },
    EN: { title: "Winning ticket", content: "<p>Your {game} ticket {ticket} won {amount}.</p>" },
    VI: { title: "Vé trúng thưởng", content: "<p>Vé {ticket} xổ số {game} của bạn đã trúng {amount}.</p>" },
  },
  "feedback.answered": {
    PT: { title: "Resposta ao seu feedback", content: "<p>Sobre: {question}</p><p>{answer}</p>" },
    EN: { title: "Answer to your feedback", content: "<p>About: {question}</p><p>{answer}</p>" },
    VI: { title: "Phản hồi góp ý của bạn", content: "<p>Về: {question}</p><p>{answer}</p>" },
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

/**
 * A value of a message: an amount (`moneyParam`) is written the way each language writes money;
 * a Localized value (a game's name) is read in each language.
 */
export type TemplateParams = Record<string, string | number | bigint | MoneyParam | Localized>;

function fill(template: string, params: TemplateParams, asHtml: boolean, language: Language): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return "";
    const text =
      typeof value !== "object"
        ? String(value)
        : "money" in value
          ? formatAmount(value.money, language, value.symbol, value.decimals)
          : (value as Localized)[language];
    return asHtml ? escapeHtml(text) : text;
  });
}

/** Every shipped language of a system message, ready to store (the reader's is shown). */
export function renderTemplate(template: SystemTemplate, params: TemplateParams) {
  const texts = SYSTEM_TEXTS[template];
  const each = (part: "title" | "content") =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        fill(texts[language][part], params, part === "content", language),
      ]),
    ) as Localized;
  return { title: each("title"), content: each("content") };
}
