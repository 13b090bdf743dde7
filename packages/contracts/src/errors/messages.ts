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
} as const satisfies ErrorCatalogue;
