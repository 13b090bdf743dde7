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
  TH: ({ brand, username, minutes, link }) => ({
    subject: `${brand}: ตั้งรหัสผ่านใหม่`,
    text: `สวัสดีคุณ ${username}\n\nหากต้องการตั้งรหัสผ่านใหม่ กรุณาเปิดลิงก์นี้ (ใช้ได้ภายใน ${minutes} นาที):\n${link}\n\nหากคุณไม่ได้เป็นผู้ขอเปลี่ยนรหัสผ่าน โปรดเพิกเฉยต่ออีเมลนี้`,
  }),
  ZH: ({ brand, username, minutes, link }) => ({
    subject: `${brand}：重置密码`,
    text: `${username}，您好：\n\n请打开以下链接设置新密码（${minutes} 分钟内有效）：\n${link}\n\n如果这不是您本人的操作，请忽略此邮件。`,
  }),
  ID: ({ brand, username, minutes, link }) => ({
    subject: `${brand}: atur ulang kata sandi`,
    text: `Halo ${username},\n\nUntuk membuat kata sandi baru, buka tautan ini (berlaku ${minutes} menit):\n${link}\n\nJika Anda tidak merasa meminta perubahan ini, abaikan email ini.`,
  }),
  ES: ({ brand, username, minutes, link }) => ({
    subject: `${brand}: restablece tu contraseña`,
    text: `Hola, ${username}:\n\nPara elegir una nueva contraseña, abre este enlace (válido por ${minutes} minutos):\n${link}\n\nSi no solicitaste este cambio, ignora este correo.`,
  }),
};
