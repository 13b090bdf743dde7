import type { ErrorCatalogue } from "./types.js";

/** Lottery results in the back office: alerts and results entered by hand. */
export const lotteryResultErrors = {
  "lottery.alert.not.found": {
    status: 404,
    PT: "Alerta não encontrado.",
    EN: "No such alert.",
    VI: "Không có cảnh báo này.",
  },
  "lottery.result.not.manual": {
    status: 409,
    PT: "Um resultado só pode ser lançado à mão num sorteio à espera cujas fontes discordam (este está {status}).",
    EN: "A result can be entered by hand only on a waiting draw whose sources disagree (this one is {status}).",
    VI: "Chỉ được nhập tay kết quả cho kỳ đang chờ mà các nguồn kết quả không khớp nhau (kỳ này đang ở trạng thái {status}).",
  },
} as const satisfies ErrorCatalogue;
