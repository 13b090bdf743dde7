import { amountInputText, numberMarks } from "./format.js";

/**
 * What a person typed into an amount or stake field, read in their language and never
 * reinterpreted: "2,50" is two and a half in PT and "2.50" in EN. A grouping mark ("1.000" in PT,
 * "1,000" in EN), the other language's decimal mark ("2.50" in PT: a thousands mark there) or any
 * other character is refused with a reason the field shows, so a stake is never silently a
 * hundred times another.
 */
export type AmountInputProblem = "empty" | "grouping" | "decimals" | "invalid";

export type AmountInput = { ok: true; value: string } | { ok: false; problem: AmountInputProblem };

const ASCII_MARKS = /[.,\s\u00a0\u202f'’]/u;

/** The typed text as a wire amount ("2.50"), or why it is refused. `decimals`: the currency's. */
export function readAmountInput(text: string, language: string, decimals = 2): AmountInput {
  const typed = text.trim();
  if (typed === "") return { ok: false, problem: "empty" };
  const { decimal } = numberMarks(language);
  const at = typed.indexOf(decimal);
  const whole = at < 0 ? typed : typed.slice(0, at);
  const fraction = at < 0 ? "" : typed.slice(at + decimal.length);
  // A mark in the whole part, or a second one after the decimal: grouping, never read as decimals.
  if (ASCII_MARKS.test(whole) || ASCII_MARKS.test(fraction) || fraction.includes(decimal))
    return { ok: false, problem: /^[\d.,\s\u00a0\u202f'’]+$/u.test(typed) ? "grouping" : "invalid" };
  if (!/^\d{1,13}$/.test(whole) || !/^\d*$/.test(fraction)) return { ok: false, problem: "invalid" };
  if (at >= 0 && fraction === "") return { ok: false, problem: "invalid" };
  if (fraction.length > decimals) return { ok: false, problem: "decimals" };
  return { ok: true, value: fraction ? `${whole}.${fraction}` : whole };
}

/**
 * What an amount field says when it refuses the text, in every language the site ships;
 * `{example}` is 2.50 written the reader's way, `{decimals}` the currency's digits. Kept with the
 * rule so that every field (site, console) says the same.
 */
const AMOUNT_INPUT_TEXTS: Readonly<Record<string, Record<AmountInputProblem, string>>> = {
  PT: {
    empty: "Informe o valor.",
    grouping: "Escreva o valor sem separador de milhar, assim: {example}.",
    decimals: "Use no máximo {decimals} casas decimais.",
    invalid: "Escreva só o número, assim: {example}.",
  },
  EN: {
    empty: "Enter the amount.",
    grouping: "Write the amount without thousands separators, like this: {example}.",
    decimals: "Use at most {decimals} decimal places.",
    invalid: "Write the number only, like this: {example}.",
  },
  VI: {
    empty: "Vui lòng nhập số tiền.",
    grouping: "Nhập số tiền không có dấu phân cách hàng nghìn, ví dụ: {example}.",
    decimals: "Chỉ dùng tối đa {decimals} chữ số thập phân.",
    invalid: "Chỉ nhập số, ví dụ: {example}.",
  },
  TH: {
    empty: "กรุณากรอกจำนวนเงิน",
    grouping: "กรอกจำนวนเงินโดยไม่ใส่ตัวคั่นหลักพัน เช่น {example}",
    decimals: "ใช้ทศนิยมได้ไม่เกิน {decimals} ตำแหน่ง",
    invalid: "กรอกเฉพาะตัวเลข เช่น {example}",
  },
  ZH: {
    empty: "请输入金额。",
    grouping: "请输入不带千位分隔符的金额，例如：{example}。",
    decimals: "最多保留 {decimals} 位小数。",
    invalid: "请只输入数字，例如：{example}。",
  },
  ID: {
    empty: "Masukkan jumlahnya.",
    grouping: "Tulis jumlah tanpa pemisah ribuan, seperti ini: {example}.",
    decimals: "Gunakan paling banyak {decimals} angka desimal.",
    invalid: "Tulis angkanya saja, seperti ini: {example}.",
  },
  ES: {
    empty: "Indica el importe.",
    grouping: "Escribe el importe sin separador de miles, así: {example}.",
    decimals: "Usa como máximo {decimals} decimales.",
    invalid: "Escribe solo el número, así: {example}.",
  },
};

/** The refusal in the reader's language (English for a code without texts). */
export function amountInputMessage(problem: AmountInputProblem, language: string, decimals = 2): string {
  const texts = AMOUNT_INPUT_TEXTS[language.toUpperCase()] ?? AMOUNT_INPUT_TEXTS.EN!;
  const example = amountInputText(decimals > 0 ? "2.5" : "2", language, decimals);
  return texts[problem].replace("{example}", example).replace("{decimals}", String(decimals));
}
