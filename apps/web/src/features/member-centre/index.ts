export {
  MEMBER_CENTRE_PAGES,
  type MemberCentreEntry,
  type MemberCentrePage,
  registerMemberCentrePage,
} from "./pages";
