/**
 * The back office's own shapes (staff, audit log, dashboard, players, queues, content, settings).
 * Money is a decimal string in the brand's currency; times are ISO-8601 strings.
 */

export * from "./back-office-agents.js";
export * from "./back-office-brand.js";
export * from "./back-office-content.js";
export { CsvReply } from "./back-office-fields.js";
export * from "./back-office-games.js";
export * from "./back-office-links.js";
export * from "./back-office-payments.js";
export * from "./back-office-players.js";
export * from "./back-office-roles.js";
export * from "./back-office-staff.js";
