/** What other features may use of the site feature. */
export { CategoryPage, type CategorySection } from "./components/CategoryPage";
