/** What other features may use of the account feature. */
export { AvatarImage } from "./components/AvatarImage";
