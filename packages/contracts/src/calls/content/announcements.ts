import { defineCall } from "../../call.js";
import {
  AnnouncementsQuery,
  AnnouncementsReply,
  HelpCenterQuery,
  HelpCenterReply,
  NoticeListQuery,
  NoticeListReply,
} from "../../content.js";

const content = {
  module: "COMM3",
  access: "guest",
  tag: "content",
  encrypted: false,
  idempotent: false,
} as const;

export const announcements = defineCall({
  ...content,
  method: "GET",
  path: "/wps/relay/MCSFE_getListAnnouncements",
  summary: "Banners, player notices, popup and promotions of the asked types (B, PL, PU, PR, H)",
  query: AnnouncementsQuery,
  reply: AnnouncementsReply,
  errors: [],
});

export const noticeList = defineCall({
  ...content,
  method: "GET",
  path: "/wps/relay/MCSFE_getNoticeList",
  summary: "Player notices for the notice page, newest first, paged (9 per page by default)",
  query: NoticeListQuery,
  reply: NoticeListReply,
  errors: [],
});

export const helpCenter = defineCall({
  ...content,
  method: "GET",
  path: "/wps/system/helpCenter",
  summary: "Help centre entries (user agreement, terms, policies, deposit and withdraw help, FAQs)",
  query: HelpCenterQuery,
  reply: HelpCenterReply,
  errors: [],
});
