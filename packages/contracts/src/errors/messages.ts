import type { ErrorCatalogue } from "./types.js";

/** Inbox, feedback, chat room and third-party sign-in. */
export const messagesErrors = {
  "message.not.found": {
    status: 404,
    PT: "Mensagem não encontrada.",
    EN: "Message not found.",
  },
  "message.recipient.unknown": {
    status: 404,
    PT: "Jogador não encontrado: {username}.",
    EN: "Player not found: {username}.",
  },
  "feedback.content.length": {
    status: 422,
    PT: "O conteúdo deve ter de {min} a {max} caracteres.",
    EN: "The content must have {min} to {max} characters.",
  },
  "feedback.image.invalid": {
    status: 422,
    PT: "Cada imagem deve ser PNG ou JPG de até {maxMb} MB.",
    EN: "Each image must be a PNG or JPG of up to {maxMb} MB.",
  },
  "feedback.images.too.many": {
    status: 422,
    PT: "Envie no máximo {max} imagens.",
    EN: "Send at most {max} images.",
  },
  "feedback.too.frequent": {
    status: 429,
    PT: "Você enviou muitas mensagens de feedback. Tente novamente mais tarde.",
    EN: "You have sent too much feedback. Please try again later.",
  },
  "feedback.not.found": {
    status: 404,
    PT: "Feedback não encontrado.",
    EN: "Feedback not found.",
  },
  "feedback.already.answered": {
    status: 409,
    PT: "Este feedback já foi respondido.",
    EN: "This feedback has already been answered.",
  },
  "chat.text.length": {
    status: 422,
    PT: "A mensagem deve ter de 1 a {max} caracteres.",
    EN: "The message must have 1 to {max} characters.",
  },
  "chat.too.fast": {
    status: 429,
    PT: "Você está escrevendo rápido demais. Aguarde alguns segundos.",
    EN: "You are writing too fast. Wait a few seconds.",
  },
  "chat.word.blocked": {
    status: 422,
    PT: "A mensagem contém palavras não permitidas.",
    EN: "The message contains words that are not allowed.",
  },
  "chat.muted": {
    status: 403,
    PT: "Você está silenciado na sala de bate-papo até {until}.",
    EN: "You are muted in the chat room until {until}.",
  },
  "chat.message.not.found": {
    status: 404,
    PT: "Mensagem do bate-papo não encontrada.",
    EN: "Chat message not found.",
  },
  "oauth.provider.off": {
    status: 403,
    PT: "Este método de entrada não está disponível.",
    EN: "This sign-in method is not available.",
  },
  "oauth.provider.unavailable": {
    status: 502,
    PT: "O provedor de entrada não respondeu. Tente novamente.",
    EN: "The sign-in provider did not answer. Please try again.",
  },
  "oauth.state.invalid": {
    status: 400,
    PT: "A entrada expirou ou não foi iniciada aqui. Comece novamente.",
    EN: "The sign-in expired or was not started here. Please start again.",
  },
  "oauth.code.invalid": {
    status: 400,
    PT: "O provedor recusou a entrada. Comece novamente.",
    EN: "The provider refused the sign-in. Please start again.",
  },
  "oauth.link.invalid": {
    status: 400,
    PT: "O vínculo expirou. Entre com o provedor novamente.",
    EN: "The link expired. Please sign in with the provider again.",
  },
  "oauth.link.taken": {
    status: 409,
    PT: "Esta conta já está vinculada a outro acesso deste provedor.",
    EN: "This account is already linked to another sign-in of this provider.",
  },
  "phoneauth.phone.missing": {
    status: 400,
    PT: "Informe o número de telefone.",
    EN: "Please enter the phone number.",
  },
  "phoneauth.phone.invalid": {
    status: 400,
    PT: "Formato de número de telefone inválido.",
    EN: "Invalid phone number format.",
  },
  "phoneauth.code.wait": {
    status: 429,
    PT: "Aguarde {seconds} segundos para pedir outro código.",
    EN: "Wait {seconds} seconds before asking for another code.",
  },
  "phoneauth.too.many": {
    status: 429,
    PT: "Muitas solicitações. Tente novamente em {minutes} minutos.",
    EN: "Too many requests. Please try again in {minutes} minutes.",
  },
  "phoneauth.code.invalid": {
    status: 400,
    PT: "Código de verificação inválido ou ausente.",
    EN: "Invalid or missing verification code.",
  },
  "phoneauth.code.expired": {
    status: 400,
    PT: "O código expirou. Envie novamente.",
    EN: "The code has expired. Please send it again.",
  },
  "phoneauth.captcha.failed": {
    status: 400,
    PT: "A verificação do captcha falhou. Tente novamente.",
    EN: "The captcha check failed. Please try again.",
  },
  "phoneauth.quota": {
    status: 503,
    PT: "Cota de mensagens insuficiente. Entre em contato com o atendimento.",
    EN: "The message quota is not sufficient. Please contact customer service.",
  },
  "phoneauth.not.enabled": {
    status: 503,
    PT: "A entrada por telefone não está ativada. Entre em contato com o atendimento.",
    EN: "Phone sign-in is not enabled. Please contact customer service.",
  },
  "phoneauth.unavailable": {
    status: 502,
    PT: "O serviço de verificação por telefone não respondeu. Tente novamente.",
    EN: "The phone verification service did not answer. Please try again.",
  },
  "phoneauth.token.invalid": {
    status: 400,
    PT: "A verificação do telefone não é válida. Verifique o número novamente.",
    EN: "The phone verification is not valid. Please verify the number again.",
  },
} as const satisfies ErrorCatalogue;
