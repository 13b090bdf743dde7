import type { ErrorCatalogue } from "./types.js";

/** The agent centre: team, downlines, contracts and bills. */
export const agentsErrors = {
  "agent.member.not.found": {
    status: 404,
    PT: "Membro não encontrado na sua equipe.",
    EN: "Member not found in your team.",
    VI: "Không tìm thấy thành viên trong đội nhóm của bạn.",
  },
  "agent.downline.not.direct": {
    status: 422,
    PT: "Esta ação só é possível com um subordinado direto.",
    EN: "This is only possible with a direct downline.",
    VI: "Chỉ thực hiện được với tuyến dưới trực tiếp.",
  },
  "agent.downline.not.agent": {
    status: 422,
    PT: "Contratos só podem ser oferecidos a agentes.",
    EN: "Contracts can only be offered to agents.",
    VI: "Chỉ có thể đề xuất hợp đồng cho đại lý.",
  },
  "agent.contract.not.found": {
    status: 404,
    PT: "Contrato não encontrado.",
    EN: "Contract not found.",
    VI: "Không tìm thấy hợp đồng.",
  },
  "agent.contract.state.invalid": {
    status: 409,
    PT: "O contrato não permite esta ação agora (situação: {status}).",
    EN: "The contract does not allow this action now (status: {status}).",
    VI: "Hợp đồng hiện không cho phép thao tác này (trạng thái: {status}).",
  },
  "agent.contract.offer.expired": {
    status: 409,
    PT: "Esta oferta expirou.",
    EN: "This offer has expired.",
    VI: "Đề xuất này đã hết hạn.",
  },
  "agent.contract.offer.exists": {
    status: 409,
    PT: "Já existe uma oferta aguardando resposta para este contrato.",
    EN: "An offer for this contract is already waiting for an answer.",
    VI: "Đã có một đề xuất cho hợp đồng này đang chờ trả lời.",
  },
  "agent.contract.active.exists": {
    status: 409,
    PT: "Já existe um contrato ativo deste tipo; encerre-o antes de oferecer outro.",
    EN: "A contract of this kind is already active; end it before offering another.",
    VI: "Đã có hợp đồng loại này đang hiệu lực; hãy chấm dứt trước khi đề xuất hợp đồng khác.",
  },
  "agent.contract.terms.above.own": {
    status: 422,
    PT: "Os termos oferecidos são melhores que os seus próprios ({detail}).",
    EN: "The offered terms are better than your own ({detail}).",
    VI: "Điều khoản đề xuất cao hơn điều khoản của chính bạn ({detail}).",
  },
  "agent.contract.terms.invalid": {
    status: 400,
    PT: "Termos do contrato inválidos: {detail}.",
    EN: "Invalid contract terms: {detail}.",
    VI: "Điều khoản hợp đồng không hợp lệ: {detail}.",
  },
  "agent.contract.no.own.terms": {
    status: 422,
    PT: "Você não tem um contrato ativo deste tipo para oferecer.",
    EN: "You hold no active contract of this kind to offer.",
    VI: "Bạn không có hợp đồng loại này đang hiệu lực để đề xuất.",
  },
  "agent.period.invalid": {
    status: 400,
    PT: "Período inválido: a data final deve ser posterior à inicial e o período de no máximo {days} dias.",
    EN: "Invalid period: the end date must follow the start date and the period be at most {days} days.",
    VI: "Khoảng thời gian không hợp lệ: ngày kết thúc phải sau ngày bắt đầu và tối đa {days} ngày.",
  },
  "agent.withdrawals.blocked": {
    status: 403,
    PT: "Saques bloqueados até que os pagamentos devidos aos seus subordinados sejam quitados.",
    EN: "Withdrawals are blocked until the payments owed to your downlines are settled.",
    VI: "Tạm khóa rút tiền cho đến khi thanh toán xong các khoản còn nợ tuyến dưới.",
  },
} as const satisfies ErrorCatalogue;
