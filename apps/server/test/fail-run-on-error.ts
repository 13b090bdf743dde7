/**
 * Vitest reports an error thrown by a global setup but still exits with status 0, so a stack that
 * never came up would pass CI silently. Wrapping the setup makes such a run exit non-zero.
 */
export function failRunOnError<Args extends unknown[], Result>(
  setup: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await setup(...args);
    } catch (error) {
      process.once("exit", () => {
        process.exitCode = 1;
      });
      throw error;
    }
  };
}
