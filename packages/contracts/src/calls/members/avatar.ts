import { defineCall } from "../../call.js";
import {
  AVATAR_MAX_BYTES,
  AvatarImageParams,
  AvatarImageReply,
  AvatarReply,
  StaticAvatarRequest,
} from "../../member.js";

const avatar = { module: "PROFPIC3", tag: "member", encrypted: false, idempotent: false } as const;

export const avatarChoice = defineCall({
  ...avatar,
  method: "GET",
  path: "/wps/member/info/icon",
  access: "any",
  summary: "The account's avatar (CUSTOM upload or STATIC choice)",
  reply: AvatarReply,
  errors: [],
});

/** The same answer under the relay name some sites use. */
export const playerAvatar = defineCall({
  ...avatarChoice,
  path: "/wps/relay/MCSFE_getPlayerAvatar",
});

export const chooseAvatar = defineCall({
  ...avatar,
  method: "PUT",
  path: "/wps/member/info/icon",
  access: "real",
  summary: "Chooses a static avatar",
  body: StaticAvatarRequest,
  reply: AvatarReply,
  errors: [],
});

export const uploadAvatar = defineCall({
  ...avatar,
  method: "POST",
  path: "/wps/member/info/icon",
  access: "real",
  multipart: true,
  upload: { field: "file", maxBytes: AVATAR_MAX_BYTES, required: true, error: "avatar.invalid" },
  summary: "Uploads a PNG or JPG avatar (multipart field `file`)",
  reply: AvatarReply,
  errors: ["avatar.invalid"],
});

export const avatarImage = defineCall({
  ...avatar,
  method: "GET",
  path: "/wps/member/avatar/:id",
  module: null,
  access: "guest",
  binary: true,
  summary: "An uploaded avatar image",
  params: AvatarImageParams,
  reply: AvatarImageReply,
  errors: ["resource.not.found"],
});
