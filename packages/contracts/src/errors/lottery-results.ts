import type { ErrorCatalogue } from "./types.js";

/** Lottery results in the back office: alerts and results entered by hand. */
export const lotteryResultErrors = {
  "lottery.alert.not.found": {
    status: 404,
    PT: "Alerta não encontrado.",
    EN: "No such alert.",
    VI: "Không có cảnh báo này.",
    TH: "ไม่พบการแจ้งเตือนนี้",
    ZH: "该警报不存在。",
    ID: "Peringatan ini tidak ada.",
    ES: "No existe esa alerta.",
  },
  "lottery.result.not.manual": {
    status: 409,
    PT: "Um resultado só pode ser lançado à mão num sorteio à espera cujas fontes discordam (este está {status}).",
    EN: "A result can be entered by hand only on a waiting draw whose sources disagree (this one is {status}).",
    VI: "Chỉ được nhập tay kết quả cho kỳ đang chờ mà các nguồn kết quả không khớp nhau (kỳ này đang ở trạng thái {status}).",
    TH: "กรอกผลรางวัลเองได้เฉพาะงวดที่รอผลและแหล่งผลรางวัลไม่ตรงกันเท่านั้น (งวดนี้อยู่ในสถานะ {status})",
    ZH: "只有在等待开奖且各开奖来源结果不一致的期号上才能手动录入结果（本期状态为 {status}）。",
    ID: "Hasil hanya bisa dimasukkan manual pada periode yang masih menunggu dan sumber hasilnya tidak cocok (periode ini berstatus {status}).",
    ES: "Solo se puede cargar un resultado a mano en un sorteo en espera cuyas fuentes no coinciden (este está {status}).",
  },
} as const satisfies ErrorCatalogue;
