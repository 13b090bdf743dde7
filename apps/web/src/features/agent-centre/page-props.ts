import type { AgentCentrePage } from "./pages";

/** Where a page may send the reader: another page, with the downline it is about. */
export type Navigate = (page: AgentCentrePage, focus?: { memberId?: number }) => void;

export interface PageProps {
  navigate: Navigate;
  /** The downline another page sent the reader here for. */
  memberId?: number;
}
