/** Age in whole years on `today` of someone born on `birthday` (yyyy-MM-dd); null when unreadable. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day)
    return null;
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The latest birthday (yyyy-MM-dd) of someone who has reached `minimumAge` on `today`, for the date picker's max. */
export function latestBirthday(minimumAge: number, today: Date): string {
  const year = today.getFullYear() - minimumAge;
  const month = String(today.getMonth() + 1).padStart(2, "0");
  // 29 February in a year without one: the day before is the last day already old enough.
  const probe = new Date(year, today.getMonth(), today.getDate());
  const day = probe.getMonth() === today.getMonth() ? today.getDate() : today.getDate() - 1;
  return `${year}-${month}-${String(day).padStart(2, "0")}`;
}

export type BirthdayProblem = "required" | "invalid" | "future" | "tooYoung";

/** What is wrong with a birthday typed at registration, checked as the server checks it. */
export function birthdayProblem(birthday: string, minimumAge: number, today: Date): BirthdayProblem | null {
  if (!birthday.trim()) return "required";
  const age = ageOn(birthday.trim(), today);
  if (age === null) return "invalid";
  if (age < 0 || birthday.trim() > latestBirthday(0, today)) return "future";
  return age < minimumAge ? "tooYoung" : null;
}
