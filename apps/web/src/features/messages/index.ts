/** What other features may use of the messages feature. */
export { registerMessagesFeature } from "./feature";
