import {
  ContentListReply,
  ContentParams,
  ContentPreviewReply,
  ContentPreviewRequest,
  ContentQuery,
  ContentReply,
  DoneReply,
  SaveContentRequest,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const listContent = defineCall({
  ...ops,
  permission: "content.read",
  method: "GET",
  path: "/ops/content",
  idempotent: false,
  summary: "A brand's notices, banners, popups, promotion pages or help entries, PT and EN",
  query: ContentQuery,
  reply: ContentListReply,
  errors: ["merchant.unknown"],
});

export const createContent = defineCall({
  ...ops,
  permission: "content.write",
  method: "POST",
  path: "/ops/content",
  idempotent: false,
  summary: "Publish content; its HTML is sanitized on the server",
  body: SaveContentRequest,
  reply: ContentReply,
  errors: ["merchant.unknown", "operator.content.invalid"],
});

export const updateContent = defineCall({
  ...ops,
  permission: "content.write",
  method: "PUT",
  path: "/ops/content/:id",
  idempotent: false,
  summary: "Change content; its HTML is sanitized on the server",
  params: ContentParams,
  body: SaveContentRequest,
  reply: ContentReply,
  errors: ["merchant.unknown", "operator.content.invalid", "operator.content.not.found"],
});

export const deleteContent = defineCall({
  ...ops,
  permission: "content.write",
  method: "DELETE",
  path: "/ops/content/:id",
  idempotent: false,
  summary: "Remove content from the site",
  params: ContentParams,
  reply: DoneReply,
  errors: ["operator.content.not.found"],
});

export const previewContent = defineCall({
  ...ops,
  permission: "content.read",
  method: "POST",
  path: "/ops/content/preview",
  idempotent: false,
  summary: "The HTML as the site would show it after sanitizing",
  body: ContentPreviewRequest,
  reply: ContentPreviewReply,
  errors: [],
});
