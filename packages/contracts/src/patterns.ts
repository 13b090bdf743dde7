import type { Language, Translations } from "./language.js";
import { dateTest } from "./pattern-dates.js";

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

const re = (pattern: RegExp) => (value: string) => pattern.test(value);

const NAME_PART = String.raw`\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*`;

export const PATTERNS: readonly PatternKind[] = [
  {
    id: 0,
    test: re(/^[^\p{Cc}]*$/u),
    message: {
      PT: "{len} caracteres",
      EN: "{len} characters",
      VI: "{len} ký tự",
      TH: "ตัวอักษร {len} ตัว",
      ZH: "{len} 个字符",
      ID: "{len} karakter",
      ES: "{len} caracteres",
    },
  },
  {
    id: 1,
    test: re(/^[A-Za-z][A-Za-z0-9]*$/),
    message: {
      PT: "{len} caracteres: começa com uma letra, depois letras e números",
      EN: "{len} characters: a letter first, then letters and digits",
      VI: "{len} ký tự: bắt đầu bằng chữ cái, sau đó là chữ cái và chữ số",
      TH: "{len} ตัวอักษร: ขึ้นต้นด้วยตัวอักษรภาษาอังกฤษ ตามด้วยตัวอักษรหรือตัวเลข",
      ZH: "{len} 个字符：以字母开头，后接字母或数字",
      ID: "{len} karakter: diawali huruf, lalu huruf dan angka",
      ES: "{len} caracteres: primero una letra, luego letras y números",
    },
  },
  {
    id: 2,
    test: re(/^[\p{Script=Han}0-9]+$/u),
    message: {
      PT: "{len} caracteres: kanji e números",
      EN: "{len} characters: kanji and numbers",
      VI: "{len} ký tự: chữ kanji và chữ số",
      TH: "{len} ตัวอักษร: อักษรคันจิและตัวเลข",
      ZH: "{len} 个字符：汉字和数字",
      ID: "{len} karakter: kanji dan angka",
      ES: "{len} caracteres: kanji y números",
    },
  },
  {
    id: 3,
    test: re(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/),
    message: {
      PT: "Formato de e-mail inválido ({len} caracteres)",
      EN: "Invalid email format ({len} characters)",
      VI: "Email sai định dạng ({len} ký tự)",
      TH: "รูปแบบอีเมลไม่ถูกต้อง ({len} ตัวอักษร)",
      ZH: "邮箱格式不正确（{len} 个字符）",
      ID: "Format email tidak valid ({len} karakter)",
      ES: "Formato de correo inválido ({len} caracteres)",
    },
  },
  {
    id: 4,
    test: re(/^[A-Za-z0-9]+$/),
    message: {
      PT: "{len} letras ou números",
      EN: "{len} letters or digits",
      VI: "{len} chữ cái hoặc chữ số",
      TH: "ตัวอักษรหรือตัวเลข {len} ตัว",
      ZH: "{len} 位字母或数字",
      ID: "{len} huruf atau angka",
      ES: "{len} letras o números",
    },
  },
  {
    id: 5,
    test: (value) => /^[A-Za-z0-9]+$/.test(value) && /[A-Za-z]/.test(value) && /[0-9]/.test(value),
    message: {
      PT: "{len} caracteres com letras e números",
      EN: "{len} characters with both letters and digits",
      VI: "{len} ký tự, gồm cả chữ cái và chữ số",
      TH: "{len} ตัวอักษร ต้องมีทั้งตัวอักษรและตัวเลข",
      ZH: "{len} 个字符，须同时包含字母和数字",
      ID: "{len} karakter, wajib ada huruf dan angka",
      ES: "{len} caracteres con letras y números",
    },
  },
  {
    id: 6,
    test: re(/^[0-9]+$/),
    message: {
      PT: "{len} dígitos, só números",
      EN: "{len} digits, numbers only",
      VI: "{len} chữ số, chỉ gồm số",
      TH: "ตัวเลข {len} หลัก เฉพาะตัวเลขเท่านั้น",
      ZH: "{len} 位数字，仅限数字",
      ID: "{len} digit, hanya angka",
      ES: "{len} dígitos, solo números",
    },
  },
  {
    id: 7,
    test: (value) => /^[A-Za-z0-9]+$/.test(value) && /[A-Z]/.test(value),
    message: {
      PT: "{len} letras ou números, com pelo menos uma maiúscula",
      EN: "{len} letters or digits with at least one capital letter",
      VI: "{len} chữ cái hoặc chữ số, có ít nhất một chữ in hoa",
      TH: "ตัวอักษรหรือตัวเลข {len} ตัว มีตัวพิมพ์ใหญ่อย่างน้อยหนึ่งตัว",
      ZH: "{len} 位字母或数字，至少包含一个大写字母",
      ID: "{len} huruf atau angka, minimal satu huruf kapital",
      ES: "{len} letras o números, con al menos una mayúscula",
    },
  },
  {
    id: 8,
    test: re(/^[A-Za-z]+(?: [A-Za-z]+)*$/),
    message: {
      PT: "{len} caracteres: letras inglesas e espaços",
      EN: "{len} characters: English letters and spaces",
      VI: "{len} ký tự: chữ cái tiếng Anh và dấu cách",
      TH: "{len} ตัวอักษร: ตัวอักษรภาษาอังกฤษและเว้นวรรค",
      ZH: "{len} 个字符：英文字母和空格",
      ID: "{len} karakter: huruf Latin dan spasi",
      ES: "{len} caracteres: letras del alfabeto inglés y espacios",
    },
  },
  {
    id: 9,
    test: re(/^\S+$/u),
    message: {
      PT: "{len} caracteres, sem espaços",
      EN: "{len} characters, no spaces",
      VI: "{len} ký tự, không có dấu cách",
      TH: "{len} ตัวอักษร ห้ามเว้นวรรค",
      ZH: "{len} 个字符，不能包含空格",
      ID: "{len} karakter, tanpa spasi",
      ES: "{len} caracteres, sin espacios",
    },
  },
  {
    id: 10,
    test: re(/^[\p{Script=Han}\p{P}\u3000]+$/u),
    message: {
      PT: "{len} caracteres: chinês e pontuação",
      EN: "{len} characters: Chinese characters and punctuation",
      VI: "{len} ký tự: chữ Hán và dấu câu",
      TH: "{len} ตัวอักษร: อักษรจีนและเครื่องหมายวรรคตอน",
      ZH: "{len} 个字符：汉字和标点符号",
      ID: "{len} karakter: aksara Tionghoa dan tanda baca",
      ES: "{len} caracteres: caracteres chinos y signos de puntuación",
    },
  },
  {
    id: 11,
    test: dateTest(/^(\d{4})-(\d{2})-(\d{2})$/, (m) => [m[1]!, m[2]!, m[3]!]),
    message: {
      PT: "Data no formato aaaa-MM-dd",
      EN: "Date in the format yyyy-MM-dd",
      VI: "Ngày theo định dạng yyyy-MM-dd",
      TH: "วันที่ในรูปแบบ yyyy-MM-dd",
      ZH: "日期格式为 yyyy-MM-dd",
      ID: "Tanggal dengan format yyyy-MM-dd",
      ES: "Fecha en formato aaaa-MM-dd",
    },
  },
  {
    id: 12,
    test: re(/^\p{Script=Hangul}+$/u),
    message: {
      PT: "{len} caracteres, só coreano",
      EN: "{len} characters, Korean only",
      VI: "{len} ký tự, chỉ tiếng Hàn",
      TH: "{len} ตัวอักษร เฉพาะภาษาเกาหลี",
      ZH: "{len} 个字符，仅限韩文",
      ID: "{len} karakter, hanya huruf Korea",
      ES: "{len} caracteres, solo coreano",
    },
  },
  {
    id: 13,
    test: dateTest(/^(\d{2})-(\d{2})-(\d{4})$/, (m) => [m[3]!, m[1]!, m[2]!]),
    message: {
      PT: "Data no formato MM-dd-aaaa",
      EN: "Date in the format MM-dd-yyyy",
      VI: "Ngày theo định dạng MM-dd-yyyy",
      TH: "วันที่ในรูปแบบ MM-dd-yyyy",
      ZH: "日期格式为 MM-dd-yyyy",
      ID: "Tanggal dengan format MM-dd-yyyy",
      ES: "Fecha en formato MM-dd-aaaa",
    },
  },
  {
    id: 14,
    test: re(/^\p{Script=Thai}+$/u),
    message: {
      PT: "{len} caracteres, só tailandês",
      EN: "{len} characters, Thai only",
      VI: "{len} ký tự, chỉ tiếng Thái",
      TH: "{len} ตัวอักษร เฉพาะภาษาไทย",
      ZH: "{len} 个字符，仅限泰文",
      ID: "{len} karakter, hanya huruf Thai",
      ES: "{len} caracteres, solo tailandés",
    },
  },
  {
    id: 15,
    test: re(/^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303F\u30FC\uFF01-\uFF5E]+$/u),
    message: {
      PT: "{len} caracteres japoneses de largura completa",
      EN: "{len} full-width Japanese characters",
      VI: "{len} ký tự tiếng Nhật toàn độ rộng",
      TH: "อักษรญี่ปุ่นแบบเต็มความกว้าง {len} ตัว",
      ZH: "{len} 个全角日文字符",
      ID: "{len} karakter Jepang lebar penuh",
      ES: "{len} caracteres japoneses de ancho completo",
    },
  },
  {
    id: 16,
    test: re(/^[A-Za-z]+$/),
    message: {
      PT: "{len} letras, só letras",
      EN: "{len} letters, letters only",
      VI: "{len} chữ cái, chỉ gồm chữ cái",
      TH: "ตัวอักษร {len} ตัว เฉพาะตัวอักษรเท่านั้น",
      ZH: "{len} 个字母，仅限字母",
      ID: "{len} huruf, hanya huruf",
      ES: "{len} letras, solo letras",
    },
  },
  {
    id: 17,
    test: re(/^\+?[0-9]+$/),
    message: {
      PT: "Número de telefone: {len} dígitos",
      EN: "Phone number: {len} digits",
      VI: "Số điện thoại: {len} chữ số",
      TH: "เบอร์โทรศัพท์: {len} หลัก",
      ZH: "手机号码：{len} 位数字",
      ID: "Nomor HP: {len} digit",
      ES: "Número de teléfono: {len} dígitos",
    },
  },
  {
    id: 18,
    test: dateTest(/^(\d{2})-(\d{2})-(\d{4})$/, (m) => [m[3]!, m[2]!, m[1]!]),
    message: {
      PT: "Data no formato dd-MM-aaaa",
      EN: "Date in the format dd-MM-yyyy",
      VI: "Ngày theo định dạng dd-MM-yyyy",
      TH: "วันที่ในรูปแบบ dd-MM-yyyy",
      ZH: "日期格式为 dd-MM-yyyy",
      ID: "Tanggal dengan format dd-MM-yyyy",
      ES: "Fecha en formato dd-MM-aaaa",
    },
  },
  {
    id: 19,
    test: re(/^[a-z0-9]+$/),
    message: {
      PT: "{len} caracteres: letras minúsculas e números",
      EN: "{len} characters: lowercase letters and digits",
      VI: "{len} ký tự: chữ thường và chữ số",
      TH: "{len} ตัวอักษร: ตัวพิมพ์เล็กและตัวเลข",
      ZH: "{len} 个字符：小写字母和数字",
      ID: "{len} karakter: huruf kecil dan angka",
      ES: "{len} caracteres: letras minúsculas y números",
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
      TH: "{len} ตัวอักษร ต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์พิเศษ",
      ZH: "{len} 个字符，须包含大写字母、小写字母、数字和特殊符号",
      ID: "{len} karakter, wajib ada huruf kapital, huruf kecil, angka, dan simbol khusus",
      ES: "{len} caracteres con una mayúscula, una minúscula, un número y un símbolo especial",
    },
  },
  {
    id: 21,
    test: re(new RegExp(`^${NAME_PART}(?: ${NAME_PART})+$`, "u")),
    message: {
      PT: "Nome completo ({len} caracteres): nome e sobrenome separados por espaços",
      EN: "Full name ({len} characters): given and family names separated by spaces",
      VI: "Họ và tên ({len} ký tự): họ và tên cách nhau bằng dấu cách",
      TH: "ชื่อ-นามสกุล ({len} ตัวอักษร): ชื่อและนามสกุลเว้นวรรคคั่น",
      ZH: "真实姓名（{len} 个字符）：名和姓之间用空格隔开",
      ID: "Nama lengkap ({len} karakter): nama depan dan nama belakang dipisah spasi",
      ES: "Nombre completo ({len} caracteres): nombre y apellido separados por espacios",
    },
  },
  {
    id: 22,
    test: re(new RegExp(`^${NAME_PART}(?: ${NAME_PART})*$`, "u")),
    message: {
      PT: "{len} caracteres: letras (com acentos) e espaços",
      EN: "{len} characters: letters (accents allowed) and spaces",
      VI: "{len} ký tự: chữ cái (có dấu) và dấu cách",
      TH: "{len} ตัวอักษร: ตัวอักษร (มีวรรณยุกต์/เครื่องหมายได้) และเว้นวรรค",
      ZH: "{len} 个字符：字母（可带重音符号）和空格",
      ID: "{len} karakter: huruf (boleh beraksen) dan spasi",
      ES: "{len} caracteres: letras (con tildes) y espacios",
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

const RANGE: Translations<string> = {
  PT: "{min} a {max}",
  EN: "{min} to {max}",
  VI: "{min} đến {max}",
  TH: "{min} ถึง {max}",
  ZH: "{min} 至 {max}",
  ID: "{min} sampai {max}",
  ES: "{min} a {max}",
};

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
