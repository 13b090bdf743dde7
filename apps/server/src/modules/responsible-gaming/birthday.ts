import { AppError } from "../../platform/errors.js";

/**
 * Checks a birthday (yyyy-MM-dd, a real calendar day, not in the future) and the minimum age on
 * the server's UTC date; returns the normalised day.
 */
export function checkBirthday(raw: string, minimumAge: number, today = new Date()): string {
  const text = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new AppError("rg.birthday.invalid", {}, { field: "birthday" });
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw new AppError("rg.birthday.invalid", {}, { field: "birthday" });
  }
  const todayText = today.toISOString().slice(0, 10);
  if (text > todayText) throw new AppError("rg.birthday.future", {}, { field: "birthday" });
  if (ageOn(text, todayText) < minimumAge) {
    throw new AppError("rg.age.under.minimum", { age: minimumAge }, { field: "birthday" });
  }
  return text;
}

/** Whole years between two yyyy-MM-dd days (a 29 February birthday turns a year older on 1 March). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age--;
  return age;
}
