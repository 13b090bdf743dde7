/** What every back-office call shares: a staff session, never gated by a brand module. */
export const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "back-office",
  encrypted: false,
} as const;
