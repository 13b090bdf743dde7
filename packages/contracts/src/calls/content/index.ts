export * from "./announcements.js";
export * from "./site-details.js";
