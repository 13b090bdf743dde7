import type { ErrorCatalogue } from "./types.js";

/** VIP levels, missions, leaderboard, points mall and invited friends. */
export const loyaltyErrors = {
  "loyalty.withdrawal.daily.limit": {
    status: 422,
    PT: "Seu nível VIP permite sacar até {limit} por dia; hoje ainda pode sacar {left}.",
    EN: "Your VIP level allows withdrawals of up to {limit} a day; you can still withdraw {left} today.",
    VI: "Cấp VIP của bạn cho phép rút tối đa {limit} mỗi ngày; hôm nay bạn còn rút được {left}.",
  },
  "loyalty.withdrawal.daily.count": {
    status: 409,
    PT: "Seu nível VIP permite {count} saque(s) por dia; tente novamente amanhã.",
    EN: "Your VIP level allows {count} withdrawal(s) a day; please try again tomorrow.",
    VI: "Cấp VIP của bạn cho phép rút {count} lần mỗi ngày; vui lòng thử lại vào ngày mai.",
  },
  "loyalty.reward.not.found": {
    status: 404,
    PT: "Recompensa não encontrada.",
    EN: "Reward not found.",
    VI: "Không tìm thấy phần thưởng.",
  },
  "loyalty.reward.already.claimed": {
    status: 409,
    PT: "Esta recompensa já foi resgatada.",
    EN: "This reward has already been claimed.",
    VI: "Phần thưởng này đã được nhận.",
  },
  "loyalty.reward.excluded": {
    status: 403,
    PT: "Recompensas não podem ser resgatadas durante uma pausa, autoexclusão ou encerramento da conta.",
    EN: "Rewards cannot be claimed during a time-out, self-exclusion or account closure.",
    VI: "Không thể nhận thưởng trong thời gian tạm nghỉ, tự loại trừ hoặc khi tài khoản đã đóng.",
  },
  "loyalty.leaderboard.off": {
    status: 404,
    PT: "O ranking não está disponível.",
    EN: "The leaderboard is not available.",
    VI: "Bảng xếp hạng hiện không khả dụng.",
  },
  "loyalty.settings.invalid": {
    status: 422,
    PT: "Configuração de fidelidade inválida: {reason}",
    EN: "Invalid loyalty settings: {reason}",
    VI: "Cấu hình chương trình khách hàng thân thiết không hợp lệ: {reason}",
  },
  "loyalty.mission.not.found": {
    status: 404,
    PT: "Missão não encontrada.",
    EN: "Mission not found.",
    VI: "Không tìm thấy nhiệm vụ.",
  },
  "loyalty.mission.invalid": {
    status: 422,
    PT: "Missão inválida: {reason}",
    EN: "Invalid mission: {reason}",
    VI: "Nhiệm vụ không hợp lệ: {reason}",
  },
  "loyalty.mall.invalid": {
    status: 422,
    PT: "Item da loja inválido: {reason}",
    EN: "Invalid mall item: {reason}",
    VI: "Vật phẩm cửa hàng điểm không hợp lệ: {reason}",
  },
  "loyalty.status.final": {
    status: 409,
    PT: "Este item já foi encerrado e não pode mudar.",
    EN: "This item has ended and cannot change.",
    VI: "Mục này đã kết thúc và không thể thay đổi.",
  },
  "points.disabled": {
    status: 409,
    PT: "A loja de pontos está desativada no momento.",
    EN: "The points mall is switched off at the moment.",
    VI: "Cửa hàng điểm đang tạm tắt.",
  },
  "points.reward.not.found": {
    status: 404,
    PT: "Este item não está disponível na loja de pontos.",
    EN: "This item is not available in the points mall.",
    VI: "Vật phẩm này không có trong cửa hàng điểm.",
  },
  "points.out.of.stock": {
    status: 409,
    PT: "Este item esgotou.",
    EN: "This item is out of stock.",
    VI: "Vật phẩm này đã hết hàng.",
  },
  "points.limit.reached": {
    status: 409,
    PT: "Você já resgatou o máximo deste item ({limit}).",
    EN: "You have already redeemed the most of this item allowed ({limit}).",
    VI: "Bạn đã đổi vật phẩm này đến mức tối đa cho phép ({limit}).",
  },
  "points.insufficient": {
    status: 409,
    PT: "Pontos insuficientes: você tem {points} e precisa de {needed}.",
    EN: "Not enough points: you have {points} and need {needed}.",
    VI: "Không đủ điểm: bạn có {points}, cần {needed}.",
  },
  "points.quantity.invalid": {
    status: 422,
    PT: "A quantidade deve ser um número inteiro de 1 a {max}.",
    EN: "The quantity must be a whole number from 1 to {max}.",
    VI: "Số lượng phải là số nguyên từ 1 đến {max}.",
  },
  "points.amount.invalid": {
    status: 422,
    PT: "Informe um número inteiro de pontos, no mínimo {min}.",
    EN: "Enter a whole number of points, at least {min}.",
    VI: "Nhập số điểm nguyên, tối thiểu {min}.",
  },
  "points.address.required": {
    status: 422,
    PT: "Informe o endereço de entrega para este item.",
    EN: "Enter the delivery address for this item.",
    VI: "Hãy nhập địa chỉ nhận hàng cho vật phẩm này.",
  },
  "points.redemption.not.found": {
    status: 404,
    PT: "Resgate não encontrado.",
    EN: "Redemption not found.",
    VI: "Không tìm thấy lệnh đổi quà.",
  },
  "points.redemption.decided": {
    status: 409,
    PT: "Este resgate já foi decidido.",
    EN: "This redemption has already been decided.",
    VI: "Lệnh đổi quà này đã được xử lý.",
  },
} as const satisfies ErrorCatalogue;
