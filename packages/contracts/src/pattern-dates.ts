/** A real calendar day (no 30 February), for the date kinds of the registration patterns. */
function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function dateTest(re: RegExp, order: (m: RegExpExecArray) => [string, string, string]) {
  return (value: string) => {
    const match = re.exec(value);
    if (!match) return false;
    const [y, m, d] = order(match).map(Number) as [number, number, number];
    return validDate(y, m, d);
  };
}
