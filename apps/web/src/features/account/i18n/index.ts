export { en } from "./en";
export { pt } from "./pt";
