/**
 * Runs a transaction again when PostgreSQL aborts it as a deadlock victim or a serialization
 * failure. A round moves money twice in one transaction (the bet, then the win), and the ledger
 * spreads each transfer over one of several rows of the house account, so two rounds may lock two
 * house rows in opposite orders; PostgreSQL then aborts one of them and nothing was written.
 */
const RETRYABLE = new Set(["40P01", "40001"]);

export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
