import type { ErrorCatalogue } from "./types.js";

/**
 * Lotteries: the rules' own refusals (packages/games/src/lottery/errors.ts, same codes) and the
 * server's (draws, limits, tickets, chases, odds tables).
 */
export const lotteryErrors = {
  "lottery.bet.type": {
    status: 422,
    PT: "Tipo de aposta inexistente neste jogo: {betType}.",
    EN: "This game has no such bet type: {betType}.",
    VI: "Trò chơi này không có kiểu cược {betType}.",
  },
  "lottery.number.invalid": {
    status: 422,
    PT: "Número inválido para a aposta {betType}: confira os dígitos ou o intervalo.",
    EN: "Invalid number for the {betType} bet: check its digits or range.",
    VI: "Số không hợp lệ cho kiểu cược {betType}: hãy kiểm tra số chữ số hoặc phạm vi.",
  },
  "lottery.number.duplicate": {
    status: 422,
    PT: "O mesmo número aparece duas vezes na aposta {betType}.",
    EN: "The same number appears twice in the {betType} bet.",
    VI: "Một số bị lặp lại trong kiểu cược {betType}.",
  },
  "lottery.number.count": {
    status: 422,
    PT: "Quantidade de números errada para a aposta {betType}.",
    EN: "Wrong count of numbers for the {betType} bet.",
    VI: "Số lượng số không đúng cho kiểu cược {betType}.",
  },
  "lottery.stake.invalid": {
    status: 422,
    PT: "O valor da aposta deve ser positivo, com no máximo {decimals} casas decimais.",
    EN: "The stake must be positive, with at most {decimals} decimal places.",
    VI: "Tiền cược phải lớn hơn 0, tối đa {decimals} chữ số thập phân.",
  },
  "lottery.series.invalid": {
    status: 422,
    PT: "Grupo de prêmios inválido: deve estar entre 1700 e 1980.",
    EN: "Invalid prize group: it must be between 1700 and 1980.",
    VI: "Nhóm thưởng không hợp lệ: phải từ 1700 đến 1980.",
  },
  "lottery.stake.limit": {
    status: 422,
    PT: "A aposta por linha deve estar entre {min} e {max}.",
    EN: "The stake per line must be between {min} and {max}.",
    VI: "Tiền cược mỗi dòng phải từ {min} đến {max}.",
  },
  "lottery.liability.exceeded": {
    status: 409,
    PT: "As apostas no número {number} ({betType}) estão esgotadas para este sorteio.",
    EN: "Bets on {number} ({betType}) are full for this draw.",
    VI: "Số {number} ({betType}) đã đủ cược cho kỳ này.",
  },
  "lottery.game.not.found": {
    status: 404,
    PT: "Loteria não encontrada.",
    EN: "Lottery not found.",
    VI: "Không tìm thấy loại xổ số.",
  },
  "lottery.draw.not.found": {
    status: 404,
    PT: "Sorteio não encontrado para esta loteria.",
    EN: "No such draw for this lottery.",
    VI: "Không có kỳ quay này.",
  },
  "lottery.draw.closed": {
    status: 409,
    PT: "As apostas deste sorteio estão encerradas.",
    EN: "Betting on this draw is closed.",
    VI: "Kỳ quay này đã đóng cược.",
  },
  "lottery.draw.not.voidable": {
    status: 409,
    PT: "Este sorteio não pode ser anulado: está {status}.",
    EN: "This draw cannot be voided: it is {status}.",
    VI: "Không thể hủy kỳ quay này: kỳ đang ở trạng thái {status}.",
  },
  "lottery.ticket.not.found": {
    status: 404,
    PT: "Bilhete não encontrado.",
    EN: "Ticket not found.",
    VI: "Không tìm thấy vé.",
  },
  "lottery.ticket.not.cancellable": {
    status: 409,
    PT: "Este bilhete não pode mais ser cancelado.",
    EN: "This ticket can no longer be cancelled.",
    VI: "Vé này không thể hủy được nữa.",
  },
  "lottery.chase.not.found": {
    status: 404,
    PT: "Acompanhamento não encontrado.",
    EN: "Chase not found.",
    VI: "Không tìm thấy cược đuổi.",
  },
  "lottery.chase.ended": {
    status: 409,
    PT: "Este acompanhamento já terminou.",
    EN: "This chase has already ended.",
    VI: "Cược đuổi này đã kết thúc.",
  },
  "lottery.odds.missing": {
    status: 422,
    PT: "Faltam as odds de {key}.",
    EN: "The odds of {key} are missing.",
    VI: "Thiếu tỷ lệ trả thưởng của {key}.",
  },
  "lottery.odds.unknown": {
    status: 422,
    PT: "{key} não é um tipo de aposta deste jogo.",
    EN: "{key} is no bet type of this game.",
    VI: "{key} không phải kiểu cược của trò chơi này.",
  },
  "lottery.odds.invalid": {
    status: 422,
    PT: "As odds de {key} devem ser um número positivo com até 4 casas decimais.",
    EN: "The odds of {key} must be a positive number with at most 4 decimal places.",
    VI: "Tỷ lệ trả thưởng của {key} phải là số dương, tối đa 4 chữ số thập phân.",
  },
  "lottery.odds.rtp": {
    status: 422,
    PT: "As odds de {betType} devolvem {rtp}% ao jogador, acima do máximo da marca ({max}%).",
    EN: "The odds of {betType} return {rtp}% to the player, above the brand's maximum ({max}%).",
    VI: "Tỷ lệ trả thưởng của {betType} hoàn lại {rtp}% cho người chơi, vượt mức tối đa của nhà cái ({max}%).",
  },
  "lottery.result.shape": {
    status: 422,
    PT: "Resultado mal formado em {prize}.",
    EN: "Malformed result at {prize}.",
    VI: "Kết quả sai định dạng tại {prize}.",
  },
  "lottery.result.count": {
    status: 422,
    PT: "Quantidade de números errada no prêmio {prize}.",
    EN: "Wrong count of numbers in the {prize} prize.",
    VI: "Số lượng số của giải {prize} không đúng.",
  },
  "lottery.result.digits": {
    status: 422,
    PT: "Número com dígitos errados no prêmio {prize}.",
    EN: "A number with the wrong digits in the {prize} prize.",
    VI: "Giải {prize} có số không đúng số chữ số.",
  },
} as const satisfies ErrorCatalogue;
