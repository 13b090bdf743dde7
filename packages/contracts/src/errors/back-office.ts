import type { ErrorCatalogue } from "./types.js";

/** Staff accounts, permissions and the back office's queues. */
export const backOfficeErrors = {
  "operator.totp.invalid": {
    status: 401,
    PT: "Código de verificação incorreto.",
    EN: "Wrong verification code.",
    VI: "Sai mã xác minh.",
  },
  "operator.totp.replayed": {
    status: 401,
    PT: "Este código de verificação já foi usado. Aguarde o próximo.",
    EN: "This verification code was already used. Wait for the next one.",
    VI: "Mã xác minh này đã được dùng. Hãy đợi mã tiếp theo.",
  },
  "operator.permission.denied": {
    status: 403,
    PT: "O seu perfil não permite esta ação.",
    EN: "Your role does not allow this action.",
    VI: "Vai trò của bạn không được phép thực hiện thao tác này.",
  },
  "operator.staff.exists": {
    status: 409,
    PT: "Já existe um membro da equipa com este nome.",
    EN: "A staff member with this name already exists.",
    VI: "Đã có nhân viên với tên này.",
  },
  "operator.staff.not.found": {
    status: 404,
    PT: "Membro da equipa não encontrado.",
    EN: "Staff member not found.",
    VI: "Không tìm thấy nhân viên.",
  },
  "operator.staff.self": {
    status: 422,
    PT: "Não pode mudar o seu próprio perfil nem desativar a sua conta.",
    EN: "You cannot change your own role or disable your own account.",
    VI: "Bạn không thể đổi vai trò hoặc vô hiệu hóa chính tài khoản của mình.",
  },
  "operator.range.invalid": {
    status: 400,
    PT: "Período inválido: a data inicial deve ser anterior à final e o período ter no máximo 366 dias.",
    EN: "Invalid period: the start must come before the end and the period be at most 366 days.",
    VI: "Khoảng thời gian không hợp lệ: ngày bắt đầu phải trước ngày kết thúc và tối đa 366 ngày.",
  },
  "operator.confirmation.none": {
    status: 422,
    PT: "O jogador não indicou este levantamento como não recebido ou recebido em parte.",
    EN: "The player did not mark this withdrawal as not received or partly received.",
    VI: "Người chơi chưa báo lệnh rút này là chưa nhận hoặc nhận một phần.",
  },
  "operator.confirmation.resolved": {
    status: 409,
    PT: "Esta reclamação já foi resolvida.",
    EN: "This report has already been resolved.",
    VI: "Báo cáo này đã được xử lý.",
  },
  "operator.adjustment.not.found": {
    status: 404,
    PT: "Ajuste não encontrado.",
    EN: "Adjustment not found.",
    VI: "Không tìm thấy lệnh điều chỉnh.",
  },
  "operator.adjustment.decided": {
    status: 409,
    PT: "Este ajuste já foi aprovado ou rejeitado.",
    EN: "This adjustment has already been approved or rejected.",
    VI: "Lệnh điều chỉnh này đã được duyệt hoặc từ chối.",
  },
  "operator.adjustment.maker": {
    status: 403,
    PT: "Quem criou o ajuste não o pode aprovar: outro membro da equipa tem de o fazer.",
    EN: "The maker of an adjustment cannot approve it: another staff member must.",
    VI: "Người tạo lệnh điều chỉnh không thể tự duyệt: cần một nhân viên khác duyệt.",
  },
  "operator.change.pending": {
    status: 409,
    PT: "Já há um pedido de alteração pendente para isto: aprove-o ou rejeite-o primeiro.",
    EN: "A change to this is already waiting for approval: approve or reject it first.",
  },
  "operator.change.not.found": {
    status: 404,
    PT: "Pedido de alteração não encontrado.",
    EN: "Change request not found.",
  },
  "operator.change.decided": {
    status: 409,
    PT: "Este pedido de alteração já foi aprovado ou rejeitado.",
    EN: "This change request has already been approved or rejected.",
  },
  "operator.change.maker": {
    status: 403,
    PT: "Quem pediu a alteração não a pode aprovar: outro administrador tem de o fazer.",
    EN: "Whoever asked for a change cannot approve it: another administrator must.",
  },
  "operator.own.account": {
    status: 403,
    PT: "Esta é a sua própria conta de jogador: outro membro da equipa tem de tratar dela.",
    EN: "This is your own player account: another staff member must handle it.",
  },
  "operator.content.invalid": {
    status: 400,
    PT: "Conteúdo inválido: {detail}.",
    EN: "Invalid content: {detail}.",
    VI: "Nội dung không hợp lệ: {detail}.",
  },
  "operator.content.not.found": {
    status: 404,
    PT: "Conteúdo não encontrado.",
    EN: "Content not found.",
    VI: "Không tìm thấy nội dung.",
  },
  "operator.brand.invalid": {
    status: 422,
    PT: "Configuração inválida: {detail}. Nada foi alterado.",
    EN: "Invalid configuration: {detail}. Nothing was changed.",
    VI: "Cấu hình không hợp lệ: {detail}. Không có thay đổi nào được lưu.",
  },
  "operator.vendor.not.found": {
    status: 404,
    PT: "Fornecedor de jogos não encontrado.",
    EN: "Game vendor not found.",
    VI: "Không tìm thấy nhà cung cấp trò chơi.",
  },
  "operator.game.not.found": {
    status: 404,
    PT: "Jogo não encontrado.",
    EN: "Game not found.",
    VI: "Không tìm thấy trò chơi.",
  },
  "operator.agent.not.found": {
    status: 404,
    PT: "Agente não encontrado.",
    EN: "Agent not found.",
    VI: "Không tìm thấy đại lý.",
  },
  "lottery.result.second.staff": {
    status: 403,
    PT: "O resultado manual precisa ser confirmado por outro membro da equipe.",
    EN: "A manual result must be confirmed by another staff member.",
    VI: "Kết quả nhập tay phải được một nhân viên khác xác nhận.",
  },
  "lottery.result.mismatch": {
    status: 409,
    PT: "O resultado não coincide com o introduzido pelo primeiro membro da equipa; a entrada foi anulada e tem de recomeçar.",
    EN: "The result does not match the first staff member's entry; the entry was discarded and must start again.",
    VI: "Kết quả không khớp với kết quả nhân viên thứ nhất đã nhập; lần nhập đã bị hủy và phải làm lại từ đầu.",
  },
} as const satisfies ErrorCatalogue;
