import type { ErrorCatalogue } from "./types.js";

/** The house's own games (vendor BGS): bets, rounds, seeds and the shared crash rounds. */
export const houseGamesErrors = {
  "bgs.game.not.found": {
    status: 404,
    PT: "Jogo não encontrado.",
    EN: "Game not found.",
  },
  "bgs.stake.invalid": {
    status: 422,
    PT: "A aposta deve estar entre {min} e {max}.",
    EN: "The stake must be between {min} and {max}.",
  },
  "bgs.dice.target.invalid": {
    status: 422,
    PT: "Alvo inválido: a chance de ganhar deve estar entre {min}% e {max}%.",
    EN: "Invalid target: the win chance must be between {min}% and {max}%.",
  },
  "bgs.limbo.target.invalid": {
    status: 422,
    PT: "O multiplicador alvo deve estar entre {min}x e {max}x.",
    EN: "The target multiplier must be between {min}x and {max}x.",
  },
  "bgs.mines.count.invalid": {
    status: 422,
    PT: "O número de minas deve estar entre {min} e {max}.",
    EN: "The number of mines must be between {min} and {max}.",
  },
  "bgs.keno.picks.invalid": {
    status: 422,
    PT: "Escolha de 1 a 10 números diferentes entre 1 e 40.",
    EN: "Pick 1 to 10 different numbers from 1 to 40.",
  },
  "bgs.plinko.rows.invalid": {
    status: 422,
    PT: "O número de linhas deve estar entre 8 e 16.",
    EN: "The number of rows must be between 8 and 16.",
  },
  "bgs.round.not.found": {
    status: 404,
    PT: "Rodada não encontrada.",
    EN: "Round not found.",
  },
  "bgs.round.ended": {
    status: 409,
    PT: "Esta rodada já terminou.",
    EN: "This round has already ended.",
  },
  "bgs.round.active": {
    status: 409,
    PT: "Você já tem uma rodada em andamento neste jogo: termine-a primeiro.",
    EN: "You already have a round in progress in this game: finish it first.",
  },
  "bgs.seed.round.open": {
    status: 409,
    PT: "Termine ou retire sua rodada de Minas em andamento antes de trocar a semente do servidor: ela ainda usa a semente atual.",
    EN: "Finish or cash out your Mines round in progress before rotating the server seed: it still uses the current seed.",
  },
  "bgs.tile.invalid": {
    status: 422,
    PT: "Escolha uma casa de 1 a 25.",
    EN: "Choose a tile from 1 to 25.",
  },
  "bgs.tile.revealed": {
    status: 409,
    PT: "Esta casa já foi aberta.",
    EN: "This tile is already open.",
  },
  "bgs.cashout.nothing": {
    status: 422,
    PT: "Abra pelo menos uma casa antes de retirar.",
    EN: "Open at least one tile before cashing out.",
  },
  "bgs.seed.invalid": {
    status: 400,
    PT: "A semente do cliente deve ter de 1 a 64 letras, números ou os sinais - _ . :",
    EN: "The client seed must have 1 to 64 letters, digits or the signs - _ . :",
  },
  "bgs.crash.betting.closed": {
    status: 409,
    PT: "As apostas desta rodada estão encerradas: aguarde a próxima.",
    EN: "Bets for this round are closed: wait for the next one.",
  },
  "bgs.crash.bet.exists": {
    status: 409,
    PT: "Você já apostou nesta rodada.",
    EN: "You have already bet in this round.",
  },
  "bgs.crash.no.bet": {
    status: 409,
    PT: "Você não tem aposta em jogo nesta rodada.",
    EN: "You have no bet running in this round.",
  },
  "bgs.crash.cashout.invalid": {
    status: 422,
    PT: "A retirada automática deve estar entre {min}x e {max}x.",
    EN: "The auto cash-out must be between {min}x and {max}x.",
  },
  "bgs.crash.unavailable": {
    status: 503,
    PT: "O Crash está indisponível no momento.",
    EN: "Crash is unavailable at the moment.",
  },
} as const satisfies ErrorCatalogue;
