export {
  MEMBER_CENTRE_PAGES,
  type MemberCentreEntry,
  type MemberCentrePage,
  onMemberCentreClose,
  registerMemberCentrePage,
} from "./pages";
