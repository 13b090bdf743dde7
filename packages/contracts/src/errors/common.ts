import type { ErrorCatalogue } from "./types.js";

export const commonErrors = {
  "request.invalid": {
    status: 400,
    PT: "Solicitação inválida: verifique o campo {field}.",
    EN: "Invalid request: check the field {field}.",
  },
  "request.period.order": {
    status: 400,
    PT: "Período inválido: {field} não pode ser anterior ao início do período.",
    EN: "Invalid period: {field} cannot come before the start of the period.",
  },
  "request.period.too.long": {
    status: 400,
    PT: "Período longo demais (campo {field}): escolha no máximo {days} dias.",
    EN: "The period is too long (field {field}): choose at most {days} days.",
  },
  "request.body.too.large": {
    status: 413,
    PT: "A solicitação é grande demais.",
    EN: "The request is too large.",
  },
  "route.not.found": {
    status: 404,
    PT: "Endereço não encontrado.",
    EN: "Address not found.",
  },
  "resource.not.found": {
    status: 404,
    PT: "Não encontrado.",
    EN: "Not found.",
  },
  "merchant.unknown": {
    status: 400,
    PT: "Comerciante desconhecido.",
    EN: "Unknown merchant.",
  },
  "function.not.available": {
    status: 403,
    PT: "Esta função não está disponível.",
    EN: "This function is not available.",
  },
  "system.maintenance": {
    status: 503,
    PT: "O sistema está em manutenção. Tente novamente mais tarde.",
    EN: "The system is under maintenance. Please try again later.",
  },
  "database.unavailable": {
    status: 503,
    PT: "Serviço temporariamente indisponível. Tente novamente em instantes.",
    EN: "Service temporarily unavailable. Please try again in a moment.",
  },
  "access.restricted": {
    status: 403,
    PT: "Acesso restrito por IP ou localização.",
    EN: "Access restricted by IP or location.",
  },
  "rate.limited": {
    status: 429,
    PT: "Muitas tentativas. Aguarde um pouco e tente novamente.",
    EN: "Too many attempts. Please wait a moment and try again.",
  },
  "request.rate.limited": {
    status: 429,
    PT: "Muitas solicitações seguidas. Aguarde {seconds} segundos e tente novamente.",
    EN: "Too many requests in a row. Wait {seconds} seconds and try again.",
  },
  "login.not.session": {
    status: 401,
    PT: "Você não está conectado, faça login.",
    EN: "You are not logged in, please login.",
  },
  "metrics.token.invalid": {
    status: 401,
    PT: "Token de métricas ausente ou inválido.",
    EN: "Missing or invalid metrics token.",
  },
  "user.or.token.invalid": {
    status: 401,
    PT: "Você não está conectado, faça login.",
    EN: "You are not logged in, please login.",
  },
  "idempotency.key.required": {
    status: 400,
    PT: "Falta o cabeçalho Idempotency-Key.",
    EN: "The Idempotency-Key header is missing.",
  },
  "idempotency.key.reused": {
    status: 409,
    PT: "Esta operação já foi enviada com outros dados.",
    EN: "This operation was already sent with different data.",
  },
  "request.header.invalid": {
    status: 400,
    PT: "O cabeçalho {field} está ausente ou incorreto: envie {value}.",
    EN: "The header {field} is missing or wrong: send {value}.",
  },
  "encryption.required": {
    status: 400,
    PT: "Esta solicitação deve ser criptografada.",
    EN: "This request must be encrypted.",
  },
  "encryption.invalid": {
    status: 400,
    PT: "Não foi possível descriptografar a solicitação.",
    EN: "The request could not be decrypted.",
  },
  "internal.error": {
    status: 500,
    PT: "Erro desconhecido. Tente novamente.",
    EN: "Unknown error. Please try again.",
  },
  "service.unavailable": {
    status: 503,
    PT: "A conexão de rede está anormal, tente novamente.",
    EN: "Network link is abnormal, please try again.",
  },
} satisfies ErrorCatalogue;
