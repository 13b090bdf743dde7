import type { ErrorCatalogue } from "./types.js";

export const gamesErrors = {
  "game.not.found": {
    status: 404,
    PT: "Jogo não encontrado.",
    EN: "Game not found.",
    VI: "Không tìm thấy trò chơi.",
  },
  "game.room.not.found": {
    status: 404,
    PT: "Sala não encontrada.",
    EN: "Room not found.",
    VI: "Không tìm thấy phòng.",
  },
  "game.maintenance": {
    status: 503,
    PT: "O jogo está em manutenção. Experimente outros jogos.",
    EN: "The game is under maintenance. Try other games.",
    VI: "Trò chơi đang bảo trì. Hãy thử trò chơi khác.",
  },
  "game.provider.unavailable": {
    status: 503,
    PT: "O provedor de jogos não está respondendo. Tente novamente em instantes.",
    EN: "The game provider is not answering. Please try again in a moment.",
    VI: "Nhà cung cấp trò chơi không phản hồi. Vui lòng thử lại sau ít phút.",
  },
  "game.demo.not.available": {
    status: 422,
    PT: "Este jogo não tem modo de demonstração.",
    EN: "This game has no demo mode.",
    VI: "Trò chơi này không có chế độ chơi thử.",
  },
  "game.real.account.required": {
    status: 403,
    PT: "Este jogo precisa de uma conta real. Cadastre-se primeiro.",
    EN: "This game needs a real account. Register first.",
    VI: "Trò chơi này cần tài khoản thật. Hãy đăng ký trước.",
  },
  "game.date.range.invalid": {
    status: 400,
    PT: "Escolha o primeiro e o último dia do período (até 93 dias, contando os dois).",
    EN: "Choose the first and the last day of the period (at most 93 days, both included).",
    VI: "Hãy chọn ngày đầu và ngày cuối của khoảng thời gian (tối đa 93 ngày, tính cả hai ngày).",
  },
} satisfies ErrorCatalogue;
