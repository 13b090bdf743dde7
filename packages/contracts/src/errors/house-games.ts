import type { ErrorCatalogue } from "./types.js";

/** The house's own games (vendor BGS): bets, rounds, seeds and the shared crash rounds. */
export const houseGamesErrors = {
  "bgs.game.not.found": {
    status: 404,
    PT: "Jogo não encontrado.",
    EN: "Game not found.",
    VI: "Không tìm thấy trò chơi.",
  },
  "bgs.stake.invalid": {
    status: 422,
    PT: "A aposta deve estar entre {min} e {max}.",
    EN: "The stake must be between {min} and {max}.",
    VI: "Tiền cược phải từ {min} đến {max}.",
  },
  "bgs.dice.target.invalid": {
    status: 422,
    PT: "Alvo inválido: a chance de ganhar deve estar entre {min}% e {max}%.",
    EN: "Invalid target: the win chance must be between {min}% and {max}%.",
    VI: "Mục tiêu không hợp lệ: xác suất thắng phải từ {min}% đến {max}%.",
  },
  "bgs.limbo.target.invalid": {
    status: 422,
    PT: "O multiplicador alvo deve estar entre {min}x e {max}x.",
    EN: "The target multiplier must be between {min}x and {max}x.",
    VI: "Hệ số mục tiêu phải từ {min}x đến {max}x.",
  },
  "bgs.mines.count.invalid": {
    status: 422,
    PT: "O número de minas deve estar entre {min} e {max}.",
    EN: "The number of mines must be between {min} and {max}.",
    VI: "Số mìn phải từ {min} đến {max}.",
  },
  "bgs.keno.picks.invalid": {
    status: 422,
    PT: "Escolha de 1 a 10 números diferentes entre 1 e 40.",
    EN: "Pick 1 to 10 different numbers from 1 to 40.",
    VI: "Chọn từ 1 đến 10 số khác nhau trong khoảng 1 đến 40.",
  },
  "bgs.plinko.rows.invalid": {
    status: 422,
    PT: "O número de linhas deve estar entre 8 e 16.",
    EN: "The number of rows must be between 8 and 16.",
    VI: "Số hàng phải từ 8 đến 16.",
  },
  "bgs.round.not.found": {
    status: 404,
    PT: "Rodada não encontrada.",
    EN: "Round not found.",
    VI: "Không tìm thấy ván chơi.",
  },
  "bgs.round.ended": {
    status: 409,
    PT: "Esta rodada já terminou.",
    EN: "This round has already ended.",
    VI: "Ván này đã kết thúc.",
  },
  "bgs.round.active": {
    status: 409,
    PT: "Você já tem uma rodada em andamento neste jogo: termine-a primeiro.",
    EN: "You already have a round in progress in this game: finish it first.",
    VI: "Bạn đang có một ván chưa xong trong trò chơi này: hãy hoàn thành trước.",
  },
  "bgs.seed.round.open": {
    status: 409,
    PT: "Termine ou retire sua rodada de Minas em andamento antes de trocar a semente do servidor: ela ainda usa a semente atual.",
    EN: "Finish or cash out your Mines round in progress before rotating the server seed: it still uses the current seed.",
    VI: "Hãy hoàn thành hoặc chốt ván Dò mìn đang chơi trước khi đổi hạt giống máy chủ: ván đó vẫn dùng hạt giống hiện tại.",
  },
  "bgs.tile.invalid": {
    status: 422,
    PT: "Escolha uma casa de 1 a 25.",
    EN: "Choose a tile from 1 to 25.",
    VI: "Chọn một ô từ 1 đến 25.",
  },
  "bgs.tile.revealed": {
    status: 409,
    PT: "Esta casa já foi aberta.",
    EN: "This tile is already open.",
    VI: "Ô này đã được mở.",
  },
  "bgs.cashout.nothing": {
    status: 422,
    PT: "Abra pelo menos uma casa antes de retirar.",
    EN: "Open at least one tile before cashing out.",
    VI: "Hãy mở ít nhất một ô trước khi chốt.",
  },
  "bgs.seed.invalid": {
    status: 400,
    PT: "A semente do cliente deve ter de 1 a 64 letras, números ou os sinais - _ . :",
    EN: "The client seed must have 1 to 64 letters, digits or the signs - _ . :",
    VI: "Hạt giống người chơi phải có 1 đến 64 chữ cái, chữ số hoặc các ký hiệu - _ . :",
  },
  "bgs.crash.betting.closed": {
    status: 409,
    PT: "As apostas desta rodada estão encerradas: aguarde a próxima.",
    EN: "Bets for this round are closed: wait for the next one.",
    VI: "Ván này đã đóng cược: hãy đợi ván tiếp theo.",
  },
  "bgs.crash.bet.exists": {
    status: 409,
    PT: "Você já apostou nesta rodada.",
    EN: "You have already bet in this round.",
    VI: "Bạn đã cược ở ván này.",
  },
  "bgs.crash.no.bet": {
    status: 409,
    PT: "Você não tem aposta em jogo nesta rodada.",
    EN: "You have no bet running in this round.",
    VI: "Bạn không có cược nào đang chạy ở ván này.",
  },
  "bgs.crash.cashout.invalid": {
    status: 422,
    PT: "A retirada automática deve estar entre {min}x e {max}x.",
    EN: "The auto cash-out must be between {min}x and {max}x.",
    VI: "Mức tự động chốt phải từ {min}x đến {max}x.",
  },
  "bgs.crash.unavailable": {
    status: 503,
    PT: "O Crash está indisponível no momento.",
    EN: "Crash is unavailable at the moment.",
    VI: "Crash tạm thời không khả dụng.",
  },
} as const satisfies ErrorCatalogue;
