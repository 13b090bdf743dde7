import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
} from "@jogada/contracts";

export const FEEDBACK_IMAGE_MAX_MB = FEEDBACK_IMAGE_MAX_BYTES / (1024 * 1024);

/** Characters as the server counts them: code points of the trimmed text (an emoji is one). */
export function feedbackLength(content: string): number {
  return [...content.trim()].length;
}

export type ContentProblem = "short" | "long";

export function contentProblem(content: string): ContentProblem | undefined {
  const length = feedbackLength(content);
  if (length < FEEDBACK_CONTENT_MIN) return "short";
  if (length > FEEDBACK_CONTENT_MAX) return "long";
  return undefined;
}

export type ImageProblem = "format" | "size" | "empty";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Whether the first bytes are a PNG or JPEG signature (the server trusts the bytes, not the name). */
export function isPngOrJpeg(head: Uint8Array): boolean {
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  return starts(PNG) || starts(JPEG);
}

/**
 * The server's checks on one image, made before sending so the player learns at once: not empty,
 * at most 5 MB, a PNG or JPEG by its first bytes. The server still decodes it fully.
 */
export async function imageProblem(file: Blob): Promise<ImageProblem | undefined> {
  if (file.size === 0) return "empty";
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return "size";
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return isPngOrJpeg(head) ? undefined : "format";
}

/** How many of `adding` still fit beside the `held` images. */
export function roomFor(held: number, adding: number): number {
  return Math.max(0, Math.min(adding, FEEDBACK_IMAGES_MAX - held));
}
