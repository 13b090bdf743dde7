/** "1.9800" -> "1.98x"; multipliers stay decimal strings from the server. */
export function multiplierLabel(multiplier: string): string {
  const value = Number(multiplier);
  return `${value.toFixed(value >= 1000 ? 0 : 2)}x`;
}

export function mult10kLabel(mult10k: number): string {
  return multiplierLabel(String(mult10k / 10000));
}
