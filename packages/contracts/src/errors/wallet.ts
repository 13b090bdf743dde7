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
    PT: "Cadastre uma conta real primeiro.",
    EN: "Register an account first.",
  },
  "wallet.unknown": {
    status: 400,
    PT: "Carteira desconhecida: {wallet}.",
    EN: "Unknown wallet: {wallet}.",
  },
  "wallet.transfer.not.available": {
    status: 422,
    PT: "As transferências entre carteiras não estão disponíveis nesta marca.",
    EN: "Transfers between wallets are not available on this brand.",
  },
  "wallet.transfer.pair.invalid": {
    status: 400,
    PT: "Transfira entre a carteira principal e uma carteira de jogo.",
    EN: "Transfer between the main wallet and a game wallet.",
  },
  "wallet.transfer.no.upline": {
    status: 422,
    PT: "Sua conta não tem um superior para receber a transferência.",
    EN: "Your account has no upline to receive the transfer.",
  },
  "wallet.transfer.target.invalid": {
    status: 422,
    PT: "Você só pode transferir para seu superior ou para um subordinado direto.",
    EN: "You can only transfer to your upline or to a direct downline.",
  },
  "deposit.channel.unknown": {
    status: 400,
    PT: "Canal de depósito indisponível.",
    EN: "Deposit channel not available.",
  },
  "deposit.order.unknown": {
    status: 404,
    PT: "Pedido de depósito não encontrado.",
    EN: "Deposit order not found.",
  },
  "payment.gateway.unavailable": {
    status: 503,
    PT: "O serviço de pagamento não está disponível. Tente novamente.",
    EN: "The payment service is not available. Please try again.",
  },
  "payment.signature.invalid": {
    status: 401,
    PT: "Assinatura inválida.",
    EN: "Invalid signature.",
  },
  "payment.certificate.required": {
    status: 403,
    PT: "Esta chamada só é aceita com o certificado de cliente do provedor.",
    EN: "This call is accepted only with the provider's client certificate.",
  },
  "payment.order.unknown": {
    status: 404,
    PT: "Pedido desconhecido.",
    EN: "Unknown order.",
  },
  "payment.notification.mismatch": {
    status: 422,
    PT: "O valor ou a moeda não correspondem ao pedido.",
    EN: "The amount or currency does not match the order.",
  },
  "pix.receipt.unknown": {
    status: 404,
    PT: "Nenhum Pix recebido com este identificador.",
    EN: "No Pix received with this identifier.",
  },
  "pix.refund.refused": {
    status: 409,
    PT: "O provedor Pix recusou a devolução: {reason}",
    EN: "The Pix provider refused the refund: {reason}",
  },
  "payment.alert.unknown": {
    status: 404,
    PT: "Alerta de pagamento não encontrado ou já resolvido.",
    EN: "Payment alert not found or already resolved.",
  },
  "payee.unknown": {
    status: 404,
    PT: "Conta de recebimento não encontrada.",
    EN: "Payee account not found.",
  },
  "payee.duplicate": {
    status: 409,
    PT: "Esta conta de recebimento já está cadastrada.",
    EN: "This payee account is already registered.",
  },
  "payee.limit": {
    status: 422,
    PT: "Você pode cadastrar no máximo 5 contas de recebimento.",
    EN: "You can register at most 5 payee accounts.",
  },
  "payee.pix.cpf.invalid": {
    status: 400,
    PT: "CPF inválido: confira os 11 dígitos.",
    EN: "Invalid CPF: check its 11 digits.",
  },
  "payee.pix.email.invalid": {
    status: 400,
    PT: "E-mail inválido para uma chave Pix.",
    EN: "Not a valid e-mail for a Pix key.",
  },
  "payee.pix.phone.invalid": {
    status: 400,
    PT: "Informe o celular com +55, o DDD e o número, por exemplo +5511987654321.",
    EN: "Enter the phone with +55, the area code and the number, for example +5511987654321.",
  },
  "payee.pix.evp.invalid": {
    status: 400,
    PT: "Chave aleatória inválida: ela tem o formato 123e4567-e89b-12d3-a456-426614174000.",
    EN: "Invalid random key: it looks like 123e4567-e89b-12d3-a456-426614174000.",
  },
  "payee.pix.unavailable": {
    status: 422,
    PT: "Saques por Pix não estão disponíveis nesta marca.",
    EN: "Pix withdrawals are not available on this brand.",
  },
  "withdrawal.not.found": {
    status: 404,
    PT: "Saque não encontrado.",
    EN: "Withdrawal not found.",
  },
  "withdrawal.state.invalid": {
    status: 409,
    PT: "Este saque não permite esta ação (estado: {status}).",
    EN: "This withdrawal does not allow this action (state: {status}).",
  },
  "withdrawal.proof.required": {
    status: 400,
    PT: "Envie uma imagem do comprovante (PNG ou JPG).",
    EN: "Upload a proof image (PNG or JPG).",
  },
  "withdrawal.proof.invalid": {
    status: 400,
    PT: "A imagem deve ser PNG ou JPG de até 5 MB.",
    EN: "The image must be a PNG or JPG of at most 5 MB.",
  },
  "withdrawal.received.amount.invalid": {
    status: 400,
    PT: "Informe o valor recebido, menor que o valor do saque.",
    EN: "Enter the amount received, less than the withdrawal amount.",
  },
  "operator.login.invalid": {
    status: 401,
    PT: "Usuário ou senha de operador incorretos.",
    EN: "Wrong operator username or password.",
  },
  "operator.session.required": {
    status: 401,
    PT: "Sessão de operador necessária.",
    EN: "Operator session required.",
  },
  "operator.reason.required": {
    status: 400,
    PT: "Indique o motivo.",
    EN: "Give a reason.",
  },
  "operator.member.not.found": {
    status: 404,
    PT: "Jogador não encontrado.",
    EN: "Player not found.",
  },
} satisfies ErrorCatalogue;
