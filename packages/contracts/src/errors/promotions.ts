import type { ErrorCatalogue } from "./types.js";

/** Promotions, bonuses and raffles. */
export const promotionsErrors = {
  "promotion.not.found": {
    status: 404,
    PT: "Promoção não encontrada.",
    EN: "Promotion not found.",
    VI: "Không tìm thấy khuyến mãi.",
  },
  "promotion.not.started": {
    status: 409,
    PT: "Esta promoção ainda não começou: começa em {startsAt}.",
    EN: "This promotion has not started yet: it starts on {startsAt}.",
    VI: "Khuyến mãi này chưa bắt đầu: bắt đầu vào {startsAt}.",
  },
  "promotion.ended": {
    status: 409,
    PT: "Esta promoção já terminou.",
    EN: "This promotion has ended.",
    VI: "Khuyến mãi này đã kết thúc.",
  },
  "promotion.paused": {
    status: 409,
    PT: "Esta promoção está pausada no momento. Tente mais tarde.",
    EN: "This promotion is paused at the moment. Please try later.",
    VI: "Khuyến mãi này đang tạm dừng. Vui lòng thử lại sau.",
  },
  "promotion.not.eligible": {
    status: 403,
    PT: "Você não pode participar desta promoção: {reason}",
    EN: "You cannot take part in this promotion: {reason}",
    VI: "Bạn không đủ điều kiện tham gia khuyến mãi này: {reason}",
  },
  "promotion.already.joined": {
    status: 409,
    PT: "Você já participa desta promoção.",
    EN: "You have already joined this promotion.",
    VI: "Bạn đã tham gia khuyến mãi này.",
  },
  "promotion.not.claimable": {
    status: 409,
    PT: "Ainda não há recompensa para resgatar nesta promoção.",
    EN: "There is no reward to claim in this promotion yet.",
    VI: "Khuyến mãi này chưa có phần thưởng để nhận.",
  },
  "promotion.linked.account": {
    status: 422,
    PT: "Esta promoção já foi recebida por uma conta ligada à sua. Fale com o apoio ao cliente se achar que é um erro.",
    EN: "This promotion was already taken by an account linked to yours. Contact customer service if you think this is a mistake.",
  },
  "promotion.already.claimed": {
    status: 409,
    PT: "Esta recompensa já foi resgatada.",
    EN: "This reward has already been claimed.",
    VI: "Phần thưởng này đã được nhận.",
  },
  "promotion.budget.exhausted": {
    status: 409,
    PT: "O orçamento desta promoção acabou.",
    EN: "This promotion's budget has run out.",
    VI: "Ngân sách của khuyến mãi này đã hết.",
  },
  "promotion.terms.invalid": {
    status: 422,
    PT: "Condições da promoção inválidas: {reason}",
    EN: "Invalid promotion terms: {reason}",
    VI: "Điều kiện khuyến mãi không hợp lệ: {reason}",
  },
  "promotion.kind.fixed": {
    status: 409,
    PT: "O tipo desta promoção não permite esta operação.",
    EN: "This promotion's kind does not allow this operation.",
    VI: "Loại khuyến mãi này không cho phép thao tác này.",
  },
  "promotion.player.unknown": {
    status: 404,
    PT: "Jogador não encontrado nesta marca.",
    EN: "No such player in this brand.",
    VI: "Không có người chơi này trong nhà cái.",
  },
  "promotion.application.not.found": {
    status: 404,
    PT: "Pedido de recompensa não encontrado.",
    EN: "Reward application not found.",
    VI: "Không tìm thấy đơn xin nhận thưởng.",
  },
  "promotion.application.decided": {
    status: 409,
    PT: "Este pedido de recompensa já foi decidido.",
    EN: "This reward application has already been decided.",
    VI: "Đơn xin nhận thưởng này đã được xử lý.",
  },
  "bonus.max.stake": {
    status: 422,
    PT: "Com um bônus ativo, a aposta máxima é {maxStake}.",
    EN: "While a bonus is active, the largest stake is {maxStake}.",
    VI: "Khi đang có tiền thưởng hiệu lực, mức cược tối đa là {maxStake}.",
  },
  "bonus.already.active": {
    status: 409,
    PT: "Você já tem um bônus ativo: conclua ou desista dele antes de receber outro.",
    EN: "You already have an active bonus: finish or give it up before taking another.",
    VI: "Bạn đang có một khoản thưởng hiệu lực: hãy hoàn thành hoặc hủy trước khi nhận khoản khác.",
  },
  "bonus.active.withdrawal": {
    status: 409,
    PT: "Você tem um bônus ativo ({total}). Confirme a perda do bônus antes de sacar.",
    EN: "You have an active bonus ({total}). Confirm giving it up before withdrawing.",
    VI: "Bạn đang có tiền thưởng hiệu lực ({total}). Hãy xác nhận hủy thưởng trước khi rút tiền.",
  },
  "raffle.draw.not.found": {
    status: 404,
    PT: "Sorteio não encontrado.",
    EN: "Raffle draw not found.",
    VI: "Không tìm thấy kỳ quay số may mắn.",
  },
  "raffle.not.winner": {
    status: 409,
    PT: "Você não tem prêmio neste sorteio.",
    EN: "You have no prize in this raffle draw.",
    VI: "Bạn không có giải trong kỳ quay số này.",
  },
} as const satisfies ErrorCatalogue;
