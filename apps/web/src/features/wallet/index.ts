import type { QueryClient } from "@tanstack/react-query";

/*
 * What other features may use of the wallet; anything else in this folder is its own business.
 */

/** Every wallet view (balance, transactions, orders) is stale: money moved somewhere else. */
export function refreshWalletViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["wallet"] });
}

/** The site's way of showing an amount: the brand's symbol and the reader's separators. */
export { formatAmount } from "./lib/money";
