import type { ErrorCatalogue } from "./types.js";

/** Accounts, sessions, registration, verification codes and passwords. */
export const authErrors = {
  "login.failed": {
    status: 401,
    PT: "Conta ou senha incorreta.",
    EN: "Wrong account or password.",
  },
  "login.credentials.required": {
    status: 400,
    PT: "Por favor, insira o nome de usuário e a senha.",
    EN: "Please enter the username and password.",
  },
  "login.locked": {
    status: 429,
    PT: "Muitas tentativas sem sucesso. Tente novamente em {minutes} minutos.",
    EN: "Too many failed attempts. Try again in {minutes} minutes.",
  },
  "login.ip.verification": {
    status: 401,
    PT: "Novo endereço de acesso: confirme com o código enviado por SMS.",
    EN: "New sign-in location: confirm with the code sent by SMS.",
  },
  "login.agent.only": {
    status: 403,
    PT: "Apenas agentes podem fazer login.",
    EN: "Only agents can log in.",
  },
  "login.member.only": {
    status: 403,
    PT: "Conta não-membro incapaz de fazer login.",
    EN: "Non-member accounts cannot log in.",
  },
  "account.trial": {
    status: 403,
    PT: "Cadastre-se primeiro: é preciso uma conta real.",
    EN: "Register an account first: a real account is needed.",
  },
  "account.disabled": {
    status: 403,
    PT: "Esta conta está bloqueada. Entre em contato com o atendimento ao cliente.",
    EN: "This account is locked. Please contact customer service.",
  },
  "password.change.required": {
    status: 403,
    PT: "Altere sua senha antes de continuar.",
    EN: "Change your password before continuing.",
  },
  "captcha.required": {
    status: 400,
    PT: "Por favor, insira o captcha.",
    EN: "Please enter the captcha.",
  },
  "captcha.invalid": {
    status: 400,
    PT: "Captcha incorreto ou expirado.",
    EN: "The captcha is wrong or has expired.",
  },
  "bot.check.required": {
    status: 400,
    PT: "Por favor, complete a verificação primeiro.",
    EN: "Please complete verification first.",
  },
  "field.required": {
    status: 400,
    PT: "{label}: a entrada não pode estar vazia.",
    EN: "{label}: input cannot be empty.",
  },
  "field.invalid": {
    status: 400,
    PT: "{label}: {detail}.",
    EN: "{label}: {detail}.",
  },
  "password.confirm.mismatch": {
    status: 400,
    PT: "Entrada de confirmação incorreta.",
    EN: "Incorrect confirmation input.",
  },
  "register.terms.required": {
    status: 400,
    PT: "Confirme que é maior de idade e que aceita os termos e condições.",
    EN: "Confirm that you are of age and accept the terms and conditions.",
  },
  "terms.version.stale": {
    status: 409,
    PT: "Os termos mudaram nesse meio-tempo. Leia a versão atual e aceite-a.",
    EN: "The terms have changed meanwhile. Read the current version and accept it.",
  },
  "identity.id.invalid": {
    status: 400,
    PT: "{label} inválido: confira os números digitados.",
    EN: "Invalid {label}: check the digits you typed.",
  },
  "identity.id.locked": {
    status: 409,
    PT: "O documento e o nome completo, uma vez registrados, só são alterados pelo apoio ao cliente.",
    EN: "Your ID number and full name, once saved, are changed only by customer service.",
  },
  "register.disabled": {
    status: 403,
    PT: "Este tipo de cadastro não está disponível.",
    EN: "This kind of registration is not available.",
  },
  "register.username.taken": {
    status: 409,
    PT: "Este nome de usuário já está em uso.",
    EN: "This username is already taken.",
  },
  "register.mobile.taken": {
    status: 409,
    PT: "Este número de telefone já está cadastrado.",
    EN: "This phone number is already registered.",
  },
  "affiliate.invalid": {
    status: 422,
    PT: "Código de convite inválido.",
    EN: "Invitation code error.",
  },
  "mobile.invalid": {
    status: 400,
    PT: "Número de telefone inválido.",
    EN: "Invalid phone number.",
  },
  "mobile.not.registered": {
    status: 404,
    PT: "Este número de telefone não está cadastrado.",
    EN: "This phone number is not registered.",
  },
  "sms.too.frequent": {
    status: 429,
    PT: "Muitas solicitações. Aguarde um segundo e tente novamente.",
    EN: "Too many requests. Wait a second and try again.",
  },
  "sms.daily.limit": {
    status: 429,
    PT: "Limite diário de códigos atingido. Tente novamente amanhã.",
    EN: "Daily limit of codes reached. Please try again tomorrow.",
  },
  "sms.send.failed": {
    status: 503,
    PT: "Não foi possível enviar o SMS. Tente novamente.",
    EN: "The SMS could not be sent. Please try again.",
  },
  "verification.code.invalid": {
    status: 400,
    PT: "Código de verificação inválido.",
    EN: "Invalid verification code.",
  },
  "verification.code.expired": {
    status: 400,
    PT: "O código expirou. Solicite um novo código.",
    EN: "The code has expired. Please send it again.",
  },
  "password.old.invalid": {
    status: 422,
    PT: "A senha atual está incorreta.",
    EN: "The current password is incorrect.",
  },
  "password.same": {
    status: 422,
    PT: "A nova senha deve ser diferente da atual.",
    EN: "The new password must differ from the current one.",
  },
  "email.format.invalid": {
    status: 400,
    PT: "Formato de e-mail incorreto (campo {field}).",
    EN: "Wrong email format (field {field}).",
  },
  "password.email.unknown": {
    status: 404,
    PT: "Usuário/E-mail não existe.",
    EN: "Username/Email does not exist.",
  },
  "password.reset.invalid": {
    status: 400,
    PT: "O link de redefinição é inválido ou expirou.",
    EN: "The reset link is invalid or has expired.",
  },
  "mail.send.failed": {
    status: 503,
    PT: "Não foi possível enviar o e-mail. Tente novamente.",
    EN: "The email could not be sent. Please try again.",
  },
  "payment.password.invalid": {
    status: 422,
    PT: "Senha de pagamento incorreta.",
    EN: "Wrong payment password.",
  },
  "password.attempts.locked": {
    status: 429,
    PT: "Muitas senhas incorretas seguidas. Tente novamente em {minutes} minutos.",
    EN: "Too many wrong passwords in a row. Try again in {minutes} minutes.",
  },
  "payment.password.not.set": {
    status: 422,
    PT: "Defina primeiro uma senha de pagamento.",
    EN: "Set a payment password first.",
  },
  "payment.password.exists": {
    status: 409,
    PT: "A senha de pagamento já está definida: use a opção de alterar.",
    EN: "A payment password is already set: change it instead.",
  },
  "avatar.invalid": {
    status: 400,
    PT: "A imagem deve ser PNG ou JPG até {maxKb} KB.",
    EN: "The image must be a PNG or JPG of at most {maxKb} KB.",
  },
} satisfies ErrorCatalogue;
