import { formatAmount, formatNumber, type Language, type PromotionTerms } from "@jogada/contracts";
import type { LoadedBrand } from "../brand/service.js";

type Brand = LoadedBrand["config"];

/** "P 1,000.00" / "P 1.000,00": the site's one money rule (formatAmount). */
export function money(text: string, brand: Brand, language: Language): string {
  return formatAmount(text, language, brand.currency.symbol, brand.currency.decimals);
}

type Period = "daily" | "weekly";

/**
 * How each language words a promotion's one-line headline. Amounts and percentages arrive
 * already written the reader's way ("P 1.000,00", "2,5").
 */
interface HeadlineWords {
  registration(amount: string): string;
  depositMatch(percent: string, deposit: "first" | "reload", cap: string): string;
  cashback(percent: string, period: Period, cap: string): string;
  rebate(percent: string, period: Period, cap: string): string;
  freeCredits(amount: string): string;
  raffle(prizes: number, count: string, top: string): string;
  manual(amount: string): string;
}

const HEADLINES: Record<Language, HeadlineWords> = {
  PT: {
    registration: (a) => `${a} ao criar a conta`,
    depositMatch: (p, deposit, cap) =>
      `${p}% ${deposit === "first" ? "no primeiro depósito" : "de recarga"} até ${cap}`,
    cashback: (p, period, cap) =>
      `${p}% de cashback ${period === "weekly" ? "semanal" : "diário"} até ${cap}`,
    rebate: (p, period, cap) => `${p}% de rebate ${period === "weekly" ? "semanal" : "diário"} até ${cap}`,
    freeCredits: (a) => `${a} em créditos para jogos da casa`,
    raffle: (n, count, top) => `Sorteio: ${count} ${n === 1 ? "prêmio" : "prêmios"}, o maior ${top}`,
    manual: (a) => `Recompensa de ${a}`,
  },
  EN: {
    registration: (a) => `${a} when you sign up`,
    depositMatch: (p, deposit, cap) =>
      `${p}% ${deposit === "first" ? "on your first deposit" : "reload"} up to ${cap}`,
    cashback: (p, period, cap) => `${p}% ${period} cashback up to ${cap}`,
    rebate: (p, period, cap) => `${p}% ${period} rebate up to ${cap}`,
    freeCredits: (a) => `${a} in house-game credits`,
    raffle: (n, count, top) => `Raffle: ${count} ${n === 1 ? "prize" : "prizes"}, top prize ${top}`,
    manual: (a) => `${a} reward`,
  },
  VI: {
    registration: (a) => `Tặng ${a} khi đăng ký tài khoản`,
    depositMatch: (p, deposit, cap) =>
      deposit === "first" ? `Thưởng nạp đầu ${p}%, tối đa ${cap}` : `Thưởng nạp lại ${p}%, tối đa ${cap}`,
    cashback: (p, period, cap) =>
      `Hoàn tiền thua ${p}% ${period === "weekly" ? "hằng tuần" : "hằng ngày"}, tối đa ${cap}`,
    rebate: (p, period, cap) =>
      `Hoàn trả cược ${p}% ${period === "weekly" ? "hằng tuần" : "hằng ngày"}, tối đa ${cap}`,
    freeCredits: (a) => `${a} tiền cược miễn phí cho trò chơi của nhà cái`,
    raffle: (_n, count, top) => `Quay số may mắn: ${count} giải thưởng, giải cao nhất ${top}`,
    manual: (a) => `Phần thưởng ${a}`,
  },
  TH: {
    registration: (a) => `สมัครสมาชิกใหม่ รับ ${a}`,
    depositMatch: (p, deposit, cap) =>
      deposit === "first" ? `ฝากครั้งแรก รับโบนัส ${p}% สูงสุด ${cap}` : `ฝากเติม รับโบนัส ${p}% สูงสุด ${cap}`,
    cashback: (p, period, cap) => `คืนยอดเสีย ${p}% ${period === "weekly" ? "ทุกสัปดาห์" : "ทุกวัน"} สูงสุด ${cap}`,
    rebate: (p, period, cap) => `คืนยอดเล่น ${p}% ${period === "weekly" ? "ทุกสัปดาห์" : "ทุกวัน"} สูงสุด ${cap}`,
    freeCredits: (a) => `เครดิตฟรี ${a} สำหรับเกมของเว็บ`,
    raffle: (_n, count, top) => `ชิงโชค ${count} รางวัล รางวัลใหญ่สุด ${top}`,
    manual: (a) => `รับรางวัล ${a}`,
  },
  ZH: {
    registration: (a) => `注册即送 ${a}`,
    depositMatch: (p, deposit, cap) =>
      deposit === "first" ? `首存送 ${p}%，最高 ${cap}` : `续存送 ${p}%，最高 ${cap}`,
    cashback: (p, period, cap) => `${period === "weekly" ? "每周" : "每日"}亏损返现 ${p}%，最高 ${cap}`,
    rebate: (p, period, cap) => `${period === "weekly" ? "每周" : "每日"}返水 ${p}%，最高 ${cap}`,
    freeCredits: (a) => `自营游戏免费彩金 ${a}`,
    raffle: (_n, count, top) => `抽奖：共 ${count} 个奖项，头奖 ${top}`,
    manual: (a) => `奖励 ${a}`,
  },
  ID: {
    registration: (a) => `Bonus ${a} saat daftar akun`,
    depositMatch: (p, deposit, cap) =>
      deposit === "first"
        ? `Bonus deposit pertama ${p}% hingga ${cap}`
        : `Bonus deposit ulang ${p}% hingga ${cap}`,
    cashback: (p, period, cap) =>
      `Cashback ${period === "weekly" ? "mingguan" : "harian"} ${p}% hingga ${cap}`,
    rebate: (p, period, cap) => `Rebate ${period === "weekly" ? "mingguan" : "harian"} ${p}% hingga ${cap}`,
    freeCredits: (a) => `Kredit gratis ${a} untuk game eksklusif situs`,
    raffle: (_n, count, top) => `Undian: ${count} hadiah, hadiah utama ${top}`,
    manual: (a) => `Hadiah ${a}`,
  },
  ES: {
    registration: (a) => `${a} al registrarte`,
    depositMatch: (p, deposit, cap) =>
      deposit === "first" ? `${p}% en tu primer depósito hasta ${cap}` : `${p}% de recarga hasta ${cap}`,
    cashback: (p, period, cap) =>
      `${p}% de cashback ${period === "weekly" ? "semanal" : "diario"} hasta ${cap}`,
    rebate: (p, period, cap) =>
      `${p}% de reembolso ${period === "weekly" ? "semanal" : "diario"} hasta ${cap}`,
    freeCredits: (a) => `${a} en créditos para juegos de la casa`,
    raffle: (n, count, top) => `Sorteo: ${count} ${n === 1 ? "premio" : "premios"}, premio mayor de ${top}`,
    manual: (a) => `Recompensa de ${a}`,
  },
};

/** One line from the terms, so the list never promises what the terms do not say. */
export function headline(terms: PromotionTerms, brand: Brand, language: Language): string {
  const words = HEADLINES[language];
  const m = (text: string) => money(text, brand, language);
  const n = (value: number) => formatNumber(value, language);
  switch (terms.kind) {
    case "registration":
      return words.registration(m(terms.amount));
    case "deposit_match":
      return words.depositMatch(n(terms.percent), terms.deposit, m(terms.cap));
    case "cashback":
      return words.cashback(n(terms.percent), terms.period, m(terms.cap));
    case "rebate":
      return words.rebate(n(terms.percent), terms.period, m(terms.cap));
    case "free_credits":
      return words.freeCredits(m(terms.amount));
    case "raffle":
      return words.raffle(terms.prizes.length, n(terms.prizes.length), m(terms.prizes[0] ?? "0"));
    case "manual":
      return words.manual(m(terms.amount));
  }
}
