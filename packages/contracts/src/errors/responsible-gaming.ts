import type { ErrorCatalogue } from "./types.js";

/** Responsible gaming: limits, reality checks, time-out, self-exclusion, closure, minimum age. */
export const responsibleGamingErrors = {
  "rg.limit.deposit.day": {
    status: 403,
    PT: "Limite de depósito de 24 horas atingido: restam {remaining}.",
    EN: "24-hour deposit limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức nạp 24 giờ: còn lại {remaining}.",
  },
  "rg.limit.deposit.week": {
    status: 403,
    PT: "Limite de depósito de 7 dias atingido: restam {remaining}.",
    EN: "7-day deposit limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức nạp 7 ngày: còn lại {remaining}.",
  },
  "rg.limit.deposit.month": {
    status: 403,
    PT: "Limite de depósito de 30 dias atingido: restam {remaining}.",
    EN: "30-day deposit limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức nạp 30 ngày: còn lại {remaining}.",
  },
  "rg.limit.loss.day": {
    status: 403,
    PT: "Limite de perda de 24 horas atingido: restam {remaining}.",
    EN: "24-hour loss limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức thua 24 giờ: còn lại {remaining}.",
  },
  "rg.limit.loss.week": {
    status: 403,
    PT: "Limite de perda de 7 dias atingido: restam {remaining}.",
    EN: "7-day loss limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức thua 7 ngày: còn lại {remaining}.",
  },
  "rg.limit.loss.month": {
    status: 403,
    PT: "Limite de perda de 30 dias atingido: restam {remaining}.",
    EN: "30-day loss limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức thua 30 ngày: còn lại {remaining}.",
  },
  "rg.limit.wager.day": {
    status: 403,
    PT: "Limite de apostas de 24 horas atingido: restam {remaining}.",
    EN: "24-hour wager limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức cược 24 giờ: còn lại {remaining}.",
  },
  "rg.limit.wager.week": {
    status: 403,
    PT: "Limite de apostas de 7 dias atingido: restam {remaining}.",
    EN: "7-day wager limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức cược 7 ngày: còn lại {remaining}.",
  },
  "rg.limit.wager.month": {
    status: 403,
    PT: "Limite de apostas de 30 dias atingido: restam {remaining}.",
    EN: "30-day wager limit reached: {remaining} left.",
    VI: "Đã chạm hạn mức cược 30 ngày: còn lại {remaining}.",
  },
  "rg.limit.session": {
    status: 403,
    PT: "Seu limite de tempo de sessão ({minutes} minutos) foi atingido. Faça uma pausa.",
    EN: "Your session time limit ({minutes} minutes) has been reached. Take a break.",
    VI: "Đã hết thời gian chơi cho phép của phiên ({minutes} phút). Hãy nghỉ ngơi một chút.",
  },
  "rg.limit.amount.invalid": {
    status: 400,
    PT: "Valor de limite inválido: use um valor positivo com no máximo {decimals} casas decimais.",
    EN: "Invalid limit amount: use a positive amount with at most {decimals} decimals.",
    VI: "Hạn mức không hợp lệ: dùng số dương, tối đa {decimals} chữ số thập phân.",
  },
  "rg.limit.change.none": {
    status: 404,
    PT: "Não há alteração pendente deste limite.",
    EN: "There is no pending change of this limit.",
    VI: "Không có thay đổi hạn mức nào đang chờ.",
  },
  "rg.limit.cooling.off": {
    status: 409,
    PT: "O aumento só pode ser confirmado após o período de reflexão de 24 horas, a partir de {at} (UTC).",
    EN: "The increase can only be confirmed after the 24-hour cooling-off, from {at} (UTC).",
    VI: "Chỉ có thể xác nhận tăng hạn mức sau thời gian chờ 24 giờ, từ {at} (UTC).",
  },
  "rg.timeout.active": {
    status: 403,
    PT: "Sua conta está em pausa até {until} (UTC). Você ainda pode sacar seu saldo.",
    EN: "Your account is on a time-out until {until} (UTC). You can still withdraw your balance.",
    VI: "Tài khoản của bạn đang tạm nghỉ đến {until} (UTC). Bạn vẫn rút được số dư.",
  },
  "rg.self.exclusion.active": {
    status: 403,
    PT: "Sua conta está autoexcluída até {until} (UTC). Você ainda pode sacar seu saldo.",
    EN: "Your account is self-excluded until {until} (UTC). You can still withdraw your balance.",
    VI: "Tài khoản của bạn đang tự loại trừ đến {until} (UTC). Bạn vẫn rút được số dư.",
  },
  "rg.self.exclusion.permanent": {
    status: 403,
    PT: "Sua conta está autoexcluída permanentemente. Você ainda pode sacar seu saldo.",
    EN: "Your account is permanently self-excluded. You can still withdraw your balance.",
    VI: "Tài khoản của bạn đã tự loại trừ vĩnh viễn. Bạn vẫn rút được số dư.",
  },
  "rg.account.closed": {
    status: 403,
    PT: "Esta conta foi encerrada a pedido do titular. Você ainda pode sacar seu saldo.",
    EN: "This account was closed at the holder's request. You can still withdraw your balance.",
    VI: "Tài khoản này đã đóng theo yêu cầu của chủ tài khoản. Bạn vẫn rút được số dư.",
  },
  "rg.exclusion.shorter": {
    status: 409,
    PT: "Já existe uma pausa ou autoexclusão até {until} (UTC); ela não pode ser encurtada.",
    EN: "A time-out or self-exclusion is already in force until {until} (UTC); it cannot be shortened.",
    VI: "Đang có lệnh tạm nghỉ hoặc tự loại trừ hiệu lực đến {until} (UTC); không thể rút ngắn.",
  },
  "rg.registration.excluded": {
    status: 403,
    PT: "Não é possível criar uma conta: este e-mail, telefone ou documento pertence a uma conta autoexcluída.",
    EN: "An account cannot be created: this email, phone or document belongs to a self-excluded account.",
    VI: "Không thể tạo tài khoản: email, số điện thoại hoặc giấy tờ này thuộc một tài khoản đã tự loại trừ.",
  },
  "rg.birthday.invalid": {
    status: 400,
    PT: "Data de nascimento inválida: use o formato aaaa-mm-dd.",
    EN: "Invalid birthday: use the format yyyy-mm-dd.",
    VI: "Ngày sinh không hợp lệ: dùng định dạng yyyy-mm-dd.",
  },
  "rg.birthday.future": {
    status: 400,
    PT: "A data de nascimento não pode estar no futuro.",
    EN: "The birthday cannot be in the future.",
    VI: "Ngày sinh không thể ở tương lai.",
  },
  "rg.birthday.required": {
    status: 400,
    PT: "Informe sua data de nascimento.",
    EN: "Enter your birthday.",
    VI: "Nhập ngày sinh của bạn.",
  },
  "rg.age.under.minimum": {
    status: 403,
    PT: "É preciso ter pelo menos {age} anos para jogar.",
    EN: "You must be at least {age} years old to play.",
    VI: "Bạn phải từ {age} tuổi trở lên mới được chơi.",
  },
  "rg.auto.play.unknown": {
    status: 404,
    PT: "Sessão de jogo automático não encontrada.",
    EN: "Auto-play run not found.",
    VI: "Không tìm thấy lượt chơi tự động.",
  },
  "rg.auto.play.plays.reached": {
    status: 403,
    PT: "O jogo automático terminou: {plays} jogadas feitas.",
    EN: "Auto-play finished: {plays} plays made.",
    VI: "Kết thúc chơi tự động: đã chơi {plays} lượt.",
  },
  "rg.auto.play.loss.reached": {
    status: 403,
    PT: "O jogo automático parou: a próxima aposta passaria o limite de perda de {limit}.",
    EN: "Auto-play stopped: the next bet could pass its loss limit of {limit}.",
    VI: "Dừng chơi tự động: lượt cược tiếp theo có thể vượt giới hạn thua {limit}.",
  },
} as const satisfies ErrorCatalogue;

/** A time-out, self-exclusion or closure in force: refused on every stake, deposit and game launch. */
export const RG_EXCLUSION_ERRORS = [
  "rg.timeout.active",
  "rg.self.exclusion.active",
  "rg.self.exclusion.permanent",
  "rg.account.closed",
] as const satisfies readonly (keyof typeof responsibleGamingErrors)[];

/** What a stake (bet, ticket, chase, transfer to a vendor wallet) may be refused with. */
export const RG_STAKE_ERRORS = [
  ...RG_EXCLUSION_ERRORS,
  "rg.limit.loss.day",
  "rg.limit.loss.week",
  "rg.limit.loss.month",
  "rg.limit.wager.day",
  "rg.limit.wager.week",
  "rg.limit.wager.month",
  "rg.limit.session",
] as const satisfies readonly (keyof typeof responsibleGamingErrors)[];

/** What a deposit order may be refused with. */
export const RG_DEPOSIT_ERRORS = [
  ...RG_EXCLUSION_ERRORS,
  "rg.limit.deposit.day",
  "rg.limit.deposit.week",
  "rg.limit.deposit.month",
] as const satisfies readonly (keyof typeof responsibleGamingErrors)[];

/** An auto-play run's refusals (a bet carrying its runId). */
export const RG_AUTO_PLAY_ERRORS = [
  "rg.auto.play.unknown",
  "rg.auto.play.plays.reached",
  "rg.auto.play.loss.reached",
] as const satisfies readonly (keyof typeof responsibleGamingErrors)[];
