/** The site's one date-time rule lives in the contracts, shared with the server and the game frame. */
export { formatDate, formatDateTime } from "@jogada/contracts";
