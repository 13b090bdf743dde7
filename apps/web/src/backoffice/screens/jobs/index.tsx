export { default } from "../../shell/PlaceholderScreen";
