import { randomBytes } from "node:crypto";

/**
 * A txid of the API Pix ([a-zA-Z0-9]{26,35}): the order number, then random letters so that a
 * txid can never be guessed from an order number. Staff still read the order in it.
 */
export function txidFor(orderNo: string): string {
  return `${orderNo}${randomBytes(6).toString("hex").toUpperCase()}`.slice(0, 35);
}
