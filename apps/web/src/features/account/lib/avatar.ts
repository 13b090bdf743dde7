import { AVATAR_MAX_BYTES, type Avatar, calls, STATIC_AVATARS } from "@jogada/contracts";

export type StaticAvatar = (typeof STATIC_AVATARS)[number];

const DEFAULT_AVATAR: StaticAvatar = "avatar-1";

export function isStaticAvatar(name: string): name is StaticAvatar {
  return (STATIC_AVATARS as readonly string[]).includes(name);
}

export function staticAvatarUrl(name: StaticAvatar): string {
  return `/images/avatars/${name}.svg`;
}

/**
 * Where the image of an avatar is: a static choice is one of the site's own pictures, an upload
 * is served by the API under /wps/member/avatar/. Anything else (an old or unknown value) falls
 * back to the default picture rather than loading an address the server did not give.
 */
/** Where the server serves uploads: the avatar image call's path without its id. */
const UPLOADED_AVATARS = calls.members.avatarImage.path.replace(":id", "");

export function avatarUrl(avatar: Avatar | undefined): string {
  if (avatar?.avatarType === "CUSTOM" && avatar.avatar.startsWith(UPLOADED_AVATARS)) {
    return avatar.avatar;
  }
  if (avatar?.avatarType === "STATIC" && isStaticAvatar(avatar.avatar)) return staticAvatarUrl(avatar.avatar);
  return staticAvatarUrl(DEFAULT_AVATAR);
}

export type AvatarFileProblem = "type" | "size" | "empty";

/**
 * The checks the server makes on an upload, made before sending so the player learns at once:
 * PNG or JPG, not empty, at most AVATAR_MAX_BYTES. The server still reads the real type from the
 * file's first bytes.
 */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | undefined {
  if (file.type !== "image/png" && file.type !== "image/jpeg") return "type";
  if (file.size === 0) return "empty";
  if (file.size > AVATAR_MAX_BYTES) return "size";
  return undefined;
}

export const AVATAR_MAX_KB = Math.floor(AVATAR_MAX_BYTES / 1024);
