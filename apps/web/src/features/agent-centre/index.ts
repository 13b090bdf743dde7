/* What other features may use of the agent centre. */
export { AGENT_CENTRE_PAGES, type AgentCentrePage } from "./pages";
