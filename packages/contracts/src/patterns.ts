import type { Language, Translations } from "./language.js";

/**
 * The input kinds a registration field rule can name by `patternId` (SPEC §5), shared by the
 * server (which enforces them) and the site (which shows the same message before sending).
 * Ids 1, 6, 7, 11, 13, 20 and 21 are fixed by the specification; the others are this product's
 * mapping of the remaining kinds, documented in apps/server/src/modules/auth/README.md.
 */
export interface PatternKind {
  id: number;
  /** Whole-value test; length is checked separately against the rule's min and max. */
  test(value: string): boolean;
  /** Message template: `{len}` becomes "6 a 12" / "6 to 12", or "6" when min equals max. */
  message: Translations<string>;
}

function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateTest(re: RegExp, order: (m: RegExpExecArray) => [string, string, string]) {
  return (value: string) => {
    const match = re.exec(value);
    if (!match) return false;
    const [y, m, d] = order(match).map(Number) as [number, number, number];
    return validDate(y, m, d);
  };
}

const re = (pattern: RegExp) => (value: string) => pattern.test(value);

const NAME_PART = String.raw`\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*`;

export const PATTERNS: readonly PatternKind[] = [
  {
    id: 0,
    test: re(/^[^\p{Cc}]*$/u),
    message: { PT: "{len} caracteres", EN: "{len} characters", VI: "{len} ký tự" },
  },
  {
    id: 1,
    test: re(/^[A-Za-z][A-Za-z0-9]*$/),
    message: {
      PT: "{len} caracteres: começa com uma letra, depois letras e números",
      EN: "{len} characters: a letter first, then letters and digits",
      VI: "{len} ký tự: bắt đầu bằng chữ cái, sau đó là chữ cái và chữ số",
    },
  },
  {
    id: 2,
    test: re(/^[\p{Script=Han}0-9]+$/u),
    message: {
      PT: "{len} caracteres: kanji e números",
      EN: "{len} characters: kanji and numbers",
      VI: "{len} ký tự: chữ kanji và chữ số",
    },
  },
  {
    id: 3,
    test: re(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/),
    message: {
      PT: "Formato de e-mail inválido ({len} caracteres)",
      EN: "Invalid email format ({len} characters)",
      VI: "Email sai định dạng ({len} ký tự)",
    },
  },
  {
    id: 4,
    test: re(/^[A-Za-z0-9]+$/),
    message: {
      PT: "{len} letras ou números",
      EN: "{len} letters or digits",
      VI: "{len} chữ cái hoặc chữ số",
    },
  },
  {
    id: 5,
    test: (value) => /^[A-Za-z0-9]+$/.test(value) && /[A-Za-z]/.test(value) && /[0-9]/.test(value),
    message: {
      PT: "{len} caracteres com letras e números",
      EN: "{len} characters with both letters and digits",
      VI: "{len} ký tự, gồm cả chữ cái và chữ số",
    },
  },
  {
    id: 6,
    test: re(/^[0-9]+$/),
    message: {
      PT: "{len} dígitos, só números",
      EN: "{len} digits, numbers only",
      VI: "{len} chữ số, chỉ gồm số",
    },
  },
  {
    id: 7,
    test: (value) => /^[A-Za-z0-9]+$/.test(value) && /[A-Z]/.test(value),
    message: {
      PT: "{len} letras ou números, com pelo menos uma maiúscula",
      EN: "{len} letters or digits with at least one capital letter",
      VI: "{len} chữ cái hoặc chữ số, có ít nhất một chữ in hoa",
    },
  },
  {
    id: 8,
    test: re(/^[A-Za-z]+(?: [A-Za-z]+)*$/),
    message: {
      PT: "{len} caracteres: letras inglesas e espaços",
      EN: "{len} characters: English letters and spaces",
      VI: "{len} ký tự: chữ cái tiếng Anh và dấu cách",
    },
  },
  {
    id: 9,
    test: re(/^\S+$/u),
    message: {
      PT: "{len} caracteres, sem espaços",
      EN: "{len} characters, no spaces",
      VI: "{len} ký tự, không có dấu cách",
    },
  },
  {
    id: 10,
    test: re(/^[\p{Script=Han}\p{P}\u3000]+$/u),
    message: {
      PT: "{len} caracteres: chinês e pontuação",
      EN: "{len} characters: Chinese characters and punctuation",
      VI: "{len} ký tự: chữ Hán và dấu câu",
    },
  },
  {
    id: 11,
    test: dateTest(/^(\d{4})-(\d{2})-(\d{2})$/, (m) => [m[1]!, m[2]!, m[3]!]),
    message: {
      PT: "Data no formato aaaa-MM-dd",
      EN: "Date in the format yyyy-MM-dd",
      VI: "Ngày theo định dạng yyyy-MM-dd",
    },
  },
  {
    id: 12,
    test: re(/^\p{Script=Hangul}+$/u),
    message: {
      PT: "{len} caracteres, só coreano",
      EN: "{len} characters, Korean only",
      VI: "{len} ký tự, chỉ tiếng Hàn",
    },
  },
  {
    id: 13,
    test: dateTest(/^(\d{2})-(\d{2})-(\d{4})$/, (m) => [m[3]!, m[1]!, m[2]!]),
    message: {
      PT: "Data no formato MM-dd-aaaa",
      EN: "Date in the format MM-dd-yyyy",
      VI: "Ngày theo định dạng MM-dd-yyyy",
    },
  },
  {
    id: 14,
    test: re(/^\p{Script=Thai}+$/u),
    message: {
      PT: "{len} caracteres, só tailandês",
      EN: "{len} characters, Thai only",
      VI: "{len} ký tự, chỉ tiếng Thái",
    },
  },
  {
    id: 15,
    test: re(/^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303F\u30FC\uFF01-\uFF5E]+$/u),
    message: {
      PT: "{len} caracteres japoneses de largura completa",
      EN: "{len} full-width Japanese characters",
      VI: "{len} ký tự tiếng Nhật toàn độ rộng",
    },
  },
  {
    id: 16,
    test: re(/^[A-Za-z]+$/),
    message: {
      PT: "{len} letras, só letras",
      EN: "{len} letters, letters only",
      VI: "{len} chữ cái, chỉ gồm chữ cái",
    },
  },
  {
    id: 17,
    test: re(/^\+?[0-9]+$/),
    message: {
      PT: "Número de telefone: {len} dígitos",
      EN: "Phone number: {len} digits",
      VI: "Số điện thoại: {len} chữ số",
    },
  },
  {
    id: 18,
    test: dateTest(/^(\d{2})-(\d{2})-(\d{4})$/, (m) => [m[3]!, m[2]!, m[1]!]),
    message: {
      PT: "Data no formato dd-MM-aaaa",
      EN: "Date in the format dd-MM-yyyy",
      VI: "Ngày theo định dạng dd-MM-yyyy",
    },
  },
  {
    id: 19,
    test: re(/^[a-z0-9]+$/),
    message: {
      PT: "{len} caracteres: letras minúsculas e números",
      EN: "{len} characters: lowercase letters and digits",
      VI: "{len} ký tự: chữ thường và chữ số",
    },
  },
  {
    id: 20,
    test: (value) =>
      /^\S+$/.test(value) &&
      /[A-Z]/.test(value) &&
      /[a-z]/.test(value) &&
      /[0-9]/.test(value) &&
      /[^A-Za-z0-9\s]/.test(value),
    message: {
      PT: "{len} caracteres com maiúscula, minúscula, número e símbolo especial",
      EN: "{len} characters with a capital, a lowercase letter, a digit and a special symbol",
      VI: "{len} ký tự, gồm chữ in hoa, chữ thường, chữ số và ký hiệu đặc biệt",
    },
  },
  {
    id: 21,
    test: re(new RegExp(`^${NAME_PART}(?: ${NAME_PART})+$`, "u")),
    message: {
      PT: "Nome completo ({len} caracteres): nome e sobrenome separados por espaços",
      EN: "Full name ({len} characters): given and family names separated by spaces",
      VI: "Họ và tên ({len} ký tự): họ và tên cách nhau bằng dấu cách",
    },
  },
  {
    id: 22,
    test: re(new RegExp(`^${NAME_PART}(?: ${NAME_PART})*$`, "u")),
    message: {
      PT: "{len} caracteres: letras (com acentos) e espaços",
      EN: "{len} characters: letters (accents allowed) and spaces",
      VI: "{len} ký tự: chữ cái (có dấu) và dấu cách",
    },
  },
];

export const PATTERN_IDS = PATTERNS.map((kind) => kind.id);

export function patternKind(id: number): PatternKind {
  return PATTERNS[id] ?? (PATTERNS[0] as PatternKind);
}

/** Length of a value as a person counts it (code points, not UTF-16 units). */
export function charLength(value: string): number {
  return [...value].length;
}

const RANGE: Translations<string> = { PT: "{min} a {max}", EN: "{min} to {max}", VI: "{min} đến {max}" };

/** "6 a 12" / "6 to 12", or "6" when both bounds are equal. */
export function lengthText(min: number, max: number, language: Language): string {
  if (min === max) return String(min);
  return RANGE[language].replace("{min}", String(min)).replace("{max}", String(max));
}

export function patternMessage(id: number, min: number, max: number, language: Language): string {
  return patternKind(id).message[language].replace("{len}", lengthText(min, max, language));
}

/** The rule a value is checked against: its kind, length bounds and the brand's extra regex. */
export interface FieldCheck {
  patternId: number;
  minLength: number;
  maxLength: number;
  /** A regular expression the whole value must match; "*" accepts anything. */
  acceptedPattern: string;
}

const compiled = new Map<string, RegExp | null>();
function acceptedRegex(source: string): RegExp | null {
  if (source === "*" || source === "") return null;
  let regex = compiled.get(source);
  if (regex === undefined) {
    try {
      regex = new RegExp(source, "u");
    } catch {
      // A brand pattern that does not compile is ignored; the pattern kind still applies.
      regex = null;
    }
    compiled.set(source, regex);
  }
  return regex;
}

/** True when the value satisfies the length, the pattern kind and the brand's accepted pattern. */
export function matchesRule(value: string, rule: FieldCheck): boolean {
  const length = charLength(value);
  if (length < rule.minLength || length > rule.maxLength) return false;
  if (!patternKind(rule.patternId).test(value)) return false;
  const regex = acceptedRegex(rule.acceptedPattern);
  return regex === null || regex.test(value);
}
