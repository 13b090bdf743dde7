import type { Translations } from "@jogada/contracts";

interface ResetMail {
  brand: string;
  username: string;
  minutes: number;
  link: string;
}

/** The password-reset e-mail in each language: the player's own, else the request's. */
export const RESET_MAIL: Translations<(mail: ResetMail) => { subject: string; text: string }> = {
  PT: ({ brand, username, minutes, link }) => ({
    subject: `${brand}: redefinir a senha`,
    text: `Olá, ${username},\n\nPara escolher uma nova senha, abra este link (válido por ${minutes} minutos):\n${link}\n\nSe você não solicitou esta alteração, ignore este e-mail.`,
  }),
  EN: ({ brand, username, minutes, link }) => ({
    subject: `${brand}: reset your password`,
    text: `Hello ${username},\n\nTo choose a new password open this link (valid for ${minutes} minutes):\n${link}\n\nIf you did not ask for this, ignore this email.`,
  }),
  VI: ({ brand, username, minutes, link }) => ({
    subject: `${brand}: đặt lại mật khẩu`,
    text: `Xin chào ${username},\n\nĐể chọn mật khẩu mới, hãy mở đường dẫn sau (có hiệu lực trong ${minutes} phút):\n${link}\n\nNếu bạn không yêu cầu thay đổi này, hãy bỏ qua email này.`,
  }),
};
