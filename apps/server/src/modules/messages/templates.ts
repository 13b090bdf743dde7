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
    TH: { title: "ฝากเงินเข้าบัญชีแล้ว", content: "<p>ยอดฝาก {amount} ของคุณเข้าบัญชีเรียบร้อยแล้ว</p>" },
    ZH: { title: "存款已到账", content: "<p>您的存款 {amount} 已到账。</p>" },
    ID: {
      title: "Deposit berhasil masuk",
      content: "<p>Deposit Anda sebesar {amount} sudah masuk ke akun Anda.</p>",
    },
    ES: {
      title: "Depósito acreditado",
      content: "<p>Tu depósito de {amount} ya fue acreditado en tu cuenta.</p>",
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
    TH: {
      title: "อนุมัติการถอนเงินแล้ว",
      content: "<p>รายการถอนเงิน {amount} ของคุณได้รับการอนุมัติแล้ว และจะโอนให้เร็ว ๆ นี้</p>",
    },
    ZH: { title: "提现已审核通过", content: "<p>您的提现 {amount} 已审核通过，将尽快为您出款。</p>" },
    ID: {
      title: "Penarikan disetujui",
      content: "<p>Penarikan Anda sebesar {amount} sudah disetujui dan akan segera dibayarkan.</p>",
    },
    ES: {
      title: "Retiro aprobado",
      content: "<p>Tu retiro de {amount} fue aprobado y se pagará en breve.</p>",
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
    TH: {
      title: "การถอนเงินถูกปฏิเสธ",
      content: "<p>รายการถอนเงิน {amount} ของคุณถูกปฏิเสธ และยอดเงินได้คืนเข้ากระเป๋าของคุณแล้ว เหตุผล: {reason}</p>",
    },
    ZH: {
      title: "提现被拒绝",
      content: "<p>您的提现 {amount} 已被拒绝，款项已退回您的钱包。原因：{reason}</p>",
    },
    ID: {
      title: "Penarikan ditolak",
      content:
        "<p>Penarikan Anda sebesar {amount} ditolak dan dananya sudah kembali ke dompet Anda. Alasan: {reason}</p>",
    },
    ES: {
      title: "Retiro rechazado",
      content:
        "<p>Tu retiro de {amount} fue rechazado y el monto volvió a tu billetera. Motivo: {reason}</p>",
    },
  },
  "withdrawal.paid": {
    PT: { title: "Saque pago", content: "<p>Seu saque de {amount} foi pago.</p>" },
    EN: { title: "Withdrawal paid", content: "<p>Your withdrawal of {amount} has been paid.</p>" },
    VI: { title: "Đã chi trả lệnh rút", content: "<p>Lệnh rút {amount} của bạn đã được chi trả.</p>" },
    TH: { title: "โอนเงินถอนแล้ว", content: "<p>รายการถอนเงิน {amount} ของคุณโอนเรียบร้อยแล้ว</p>" },
    ZH: { title: "提现已出款", content: "<p>您的提现 {amount} 已出款。</p>" },
    ID: {
      title: "Penarikan sudah dibayar",
      content: "<p>Penarikan Anda sebesar {amount} sudah dibayarkan.</p>",
    },
    ES: { title: "Retiro pagado", content: "<p>Tu retiro de {amount} ya fue pagado.</p>" },
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
    TH: { title: "ได้รับโบนัสแล้ว", content: "<p>คุณได้รับ {amount} จากโปรโมชั่น ดูเงื่อนไขได้ที่ รายละเอียดโบนัส</p>" },
    ZH: {
      title: "已获得奖金",
      content: "<p>您从优惠活动中获得了 {amount}，详细条款请查看「奖金明细」。</p>",
    },
    ID: {
      title: "Bonus diterima",
      content: "<p>Anda menerima {amount} dari promosi. Lihat syaratnya di Detail bonus.</p>",
    },
    ES: {
      title: "Bono recibido",
      content: "<p>Recibiste {amount} de una promoción. Consulta sus condiciones en Detalles del bono.</p>",
    },
  },
  "level.changed": {
    PT: { title: "Novo nível", content: "<p>Seu nível agora é {level}.</p>" },
    EN: { title: "New level", content: "<p>Your level is now {level}.</p>" },
    VI: { title: "Cấp mới", content: "<p>Cấp của bạn hiện là {level}.</p>" },
    TH: { title: "ระดับใหม่", content: "<p>ตอนนี้ระดับของคุณคือ {level}</p>" },
    ZH: { title: "等级变更", content: "<p>您当前的等级为 {level}。</p>" },
    ID: { title: "Level baru", content: "<p>Level Anda sekarang {level}.</p>" },
    ES: { title: "Nuevo nivel", content: "<p>Tu nivel ahora es {level}.</p>" },
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
    TH: {
      title: "คุณเลื่อนระดับแล้ว",
      content: "<p>ยินดีด้วย! คุณขึ้นเป็นระดับ {level} แล้ว ดูสิทธิประโยชน์ใหม่ได้ที่หน้า VIP</p>",
    },
    ZH: { title: "恭喜晋级", content: "<p>恭喜！您已晋升至 {level}，请到 VIP 页面查看新的专属权益。</p>" },
    ID: {
      title: "Level Anda naik",
      content: "<p>Selamat! Anda sudah mencapai {level}. Lihat keuntungan baru Anda di halaman VIP.</p>",
    },
    ES: {
      title: "Subiste de nivel",
      content: "<p>¡Felicidades! Llegaste al nivel {level}. Mira tus nuevos beneficios en la página VIP.</p>",
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
    TH: { title: "สุขสันต์วันเกิด!", content: "<p>สุขสันต์วันเกิด! โบนัส VIP {amount} เข้าบัญชีของคุณแล้ว</p>" },
    ZH: { title: "生日快乐！", content: "<p>生日快乐！您的 VIP 生日礼金 {amount} 已到账。</p>" },
    ID: {
      title: "Selamat ulang tahun!",
      content: "<p>Selamat ulang tahun! Bonus VIP Anda sebesar {amount} sudah masuk ke akun Anda.</p>",
    },
    ES: {
      title: "¡Feliz cumpleaños!",
      content: "<p>¡Feliz cumpleaños! Tu bono VIP de {amount} ya fue acreditado en tu cuenta.</p>",
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
    TH: {
      title: "ได้รับเงินคืน VIP แล้ว",
      content: "<p>เงินคืน VIP ของวันที่ {day} จำนวน {amount} เข้าบัญชีของคุณแล้ว</p>",
    },
    ZH: { title: "VIP 返水已到账", content: "<p>您 {day} 的 VIP 返水 {amount} 已到账。</p>" },
    ID: {
      title: "Rebate VIP sudah masuk",
      content: "<p>Rebate VIP Anda untuk {day} sebesar {amount} sudah masuk ke akun Anda.</p>",
    },
    ES: {
      title: "Reembolso VIP acreditado",
      content: "<p>Tu reembolso VIP del {day}, {amount}, ya fue acreditado en tu cuenta.</p>",
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
    TH: { title: "มีข้อเสนอสัญญาใหม่", content: "<p>คุณได้รับข้อเสนอสัญญาจาก {from} ดูรายละเอียดได้ที่ศูนย์เอเจนต์</p>" },
    ZH: { title: "新的合约邀请", content: "<p>您收到了来自 {from} 的合约邀请，请到代理中心查看。</p>" },
    ID: {
      title: "Penawaran kontrak baru",
      content: "<p>Anda menerima penawaran kontrak dari {from}. Lihat di pusat agen.</p>",
    },
    ES: {
      title: "Nueva oferta de contrato",
      content: "<p>Recibiste una oferta de contrato de {from}. Revísala en el centro de agentes.</p>",
    },
  },
  "mission.completed": {
    PT: { title: "Missão concluída", content: "<p>Você concluiu a missão {name}.</p>" },
    EN: { title: "Mission completed", content: "<p>You completed the mission {name}.</p>" },
    VI: { title: "Hoàn thành nhiệm vụ", content: "<p>Bạn đã hoàn thành nhiệm vụ {name}.</p>" },
    TH: { title: "ทำภารกิจสำเร็จ", content: "<p>คุณทำภารกิจ {name} สำเร็จแล้ว</p>" },
    ZH: { title: "任务已完成", content: "<p>您已完成任务「{name}」。</p>" },
    ID: { title: "Misi selesai", content: "<p>Anda telah menyelesaikan misi {name}.</p>" },
    ES: { title: "Misión completada", content: "<p>Completaste la misión {name}.</p>" },
  },
  "ticket.won": {
    PT: { title: "Bilhete premiado", content: "<p>Seu bilhete {ticket} de {game} ganhou {amount}.</p>" },
    EN: { title: "Winning ticket", content: "<p>Your {game} ticket {ticket} won {amount}.</p>" },
    VI: { title: "Vé trúng thưởng", content: "<p>Vé {ticket} xổ số {game} của bạn đã trúng {amount}.</p>" },
    TH: { title: "โพยถูกรางวัล", content: "<p>โพย {ticket} ของ {game} ถูกรางวัล {amount}</p>" },
    ZH: { title: "注单中奖", content: "<p>您的 {game} 注单 {ticket} 已中奖，派彩 {amount}。</p>" },
    ID: { title: "Tiket menang", content: "<p>Tiket {ticket} {game} Anda menang {amount}.</p>" },
    ES: { title: "Boleto ganador", content: "<p>Tu boleto {ticket} de {game} ganó {amount}.</p>" },
  },
  "feedback.answered": {
    PT: { title: "Resposta ao seu feedback", content: "<p>Sobre: {question}</p><p>{answer}</p>" },
    EN: { title: "Answer to your feedback", content: "<p>About: {question}</p><p>{answer}</p>" },
    VI: { title: "Phản hồi góp ý của bạn", content: "<p>Về: {question}</p><p>{answer}</p>" },
    TH: { title: "ตอบกลับข้อเสนอแนะของคุณ", content: "<p>เรื่อง: {question}</p><p>{answer}</p>" },
    ZH: { title: "您的反馈已回复", content: "<p>关于：{question}</p><p>{answer}</p>" },
    ID: { title: "Balasan untuk masukan Anda", content: "<p>Tentang: {question}</p><p>{answer}</p>" },
    ES: { title: "Respuesta a tus comentarios", content: "<p>Sobre: {question}</p><p>{answer}</p>" },
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
