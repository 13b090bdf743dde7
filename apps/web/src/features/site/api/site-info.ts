/** Site info lives in shared/ so every feature can read it; kept here for existing imports. */
export { useModules, useSite, useSiteInfo } from "../../../shared/site/site-info";
