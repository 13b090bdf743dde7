import type { ErrorCatalogue } from "./types.js";

/** Wallet, ledger, deposits, withdrawals, transfers and operator actions. */
export const walletErrors = {
  "wallet.insufficient.funds": {
    status: 422,
    PT: "Saldo insuficiente.",
    EN: "Insufficient balance.",
  },
  "wallet.amount.invalid": {
    status: 400,
    PT: "Valor inválido: use um número positivo com no máximo {decimals} casas decimais.",
    EN: "Invalid amount: use a positive number with at most {decimals} decimal places.",
  },
  "wallet.amount.below.minimum": {
    status: 422,
    PT: "O valor mínimo é {min}.",
    EN: "The minimum amount is {min}.",
  },
  "wallet.amount.above.maximum": {
    status: 422,
    PT: "O valor máximo é {max}.",
    EN: "The maximum amount is {max}.",
  },
  "wallet.currency.mismatch": {
    status: 422,
    PT: "A moeda não corresponde à da conta.",
    EN: "The currency does not match the account's.",
  },
  "wallet.reference.conflict": {
    status: 409,
    PT: "Esta referência já foi usada para outra operação.",
    EN: "This reference was already used for another operation.",
  },
  "wallet.pending.not.found": {
    status: 404,
    PT: "Operação pendente não encontrada.",
    EN: "Pending operation not found.",
  },
  "wallet.pending.already.resolved": {
    status: 409,
    PT: "Esta operação pendente já foi concluída.",
    EN: "This pending operation was already completed.",
  },
  "wallet.real.account.required": {
    status: 403,
    PT: "Registre uma conta real primeiro.",
    EN: "Register an account first.",
  },
} satisfies ErrorCatalogue;
