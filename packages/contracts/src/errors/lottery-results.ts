import type { ErrorCatalogue } from "./types.js";

/** Lottery results in the back office: alerts and results entered by hand. */
export const lotteryResultErrors = {
  "lottery.alert.not.found": {
    status: 404,
    PT: "Alerta não encontrado.",
    EN: "No such alert.",
  },
  "lottery.result.not.manual": {
    status: 409,
    PT: "Um resultado só pode ser lançado à mão num sorteio à espera cujas fontes discordam (este está {status}).",
    EN: "A result can be entered by hand only on a waiting draw whose sources disagree (this one is {status}).",
  },
} as const satisfies ErrorCatalogue;
