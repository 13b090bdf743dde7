// jstat ships no type declarations; these are the two distributions the tests use.
declare module "jstat" {
  export const jStat: {
    chisquare: { cdf(x: number, dof: number): number };
    normal: { cdf(x: number, mean: number, sd: number): number };
  };
}
