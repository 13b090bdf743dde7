import type { ErrorCatalogue } from "./types.js";

export const gamesErrors = {
  "game.not.found": {
    status: 404,
    PT: "Jogo não encontrado.",
    EN: "Game not found.",
  },
  "game.room.not.found": {
    status: 404,
    PT: "Sala não encontrada.",
    EN: "Room not found.",
  },
  "game.maintenance": {
    status: 503,
    PT: "O jogo está em manutenção. Experimente outros jogos.",
    EN: "The game is under maintenance. Try other games.",
  },
  "game.provider.unavailable": {
    status: 503,
    PT: "O provedor de jogos não está respondendo. Tente novamente em instantes.",
    EN: "The game provider is not answering. Please try again in a moment.",
  },
  "game.demo.not.available": {
    status: 422,
    PT: "Este jogo não tem modo de demonstração.",
    EN: "This game has no demo mode.",
  },
  "game.real.account.required": {
    status: 403,
    PT: "Este jogo precisa de uma conta real. Cadastre-se primeiro.",
    EN: "This game needs a real account. Register first.",
  },
  "game.date.range.invalid": {
    status: 400,
    PT: "Escolha o primeiro e o último dia do período (até 93 dias, contando os dois).",
    EN: "Choose the first and the last day of the period (at most 93 days, both included).",
  },
} satisfies ErrorCatalogue;
