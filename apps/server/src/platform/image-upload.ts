import type { FastifyReply } from "fastify";
import sharp from "sharp";

export type StoredImageType = "image/png" | "image/jpeg";

export interface CleanImage {
  contentType: StoredImageType;
  data: Buffer;
  extension: "png" | "jpg";
}

export interface ImageLimits {
  /** The longest side kept; larger pictures are scaled down to it. */
  maxSide: number;
}

/** Refused before decoding: a picture this big on either side is a decompression bomb, not a photo. */
const MAX_INPUT_SIDE = 12_000;
const MAX_INPUT_PIXELS = 60_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG or JPEG by signature; anything else never reaches the decoder (SVG, HTML, PDF...). */
function signatureType(data: Buffer): StoredImageType | undefined {
  if (data.length > 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  return undefined;
}

/**
 * Every image a player uploads goes through here (avatars, withdrawal proofs): the declared type
 * is ignored, the bytes must decode completely as PNG or JPEG, and what is stored is a fresh
 * encoding of the decoded pixels, with no metadata (EXIF, GPS, comments) and no trailing bytes
 * that a browser could read as HTML or script. Undefined when the upload is not such an image.
 */
export async function cleanImage(data: Buffer, limits: ImageLimits): Promise<CleanImage | undefined> {
  const declared = signatureType(data);
  if (!declared) return undefined;
  try {
    const image = sharp(data, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    const format = meta.format === "png" ? "image/png" : meta.format === "jpeg" ? "image/jpeg" : undefined;
    if (format !== declared || !meta.width || !meta.height) return undefined;
    if (meta.width > MAX_INPUT_SIDE || meta.height > MAX_INPUT_SIDE) return undefined;
    // rotate() applies the EXIF orientation to the pixels before the metadata is dropped.
    const pipeline = image
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: "inside", withoutEnlargement: true });
    if (format === "image/png") {
      return { contentType: format, extension: "png", data: await pipeline.png().toBuffer() };
    }
    return { contentType: format, extension: "jpg", data: await pipeline.jpeg({ quality: 88 }).toBuffer() };
  } catch {
    // libvips refuses truncated, corrupt or polyglot files: not an image we keep.
    return undefined;
  }
}

/**
 * Sends a stored upload so no browser runs it whatever its bytes: its own type only (nosniff),
 * shown inline under a plain file name, and a CSP that sandboxes it with nothing allowed.
 */
export function sendStoredImage(
  reply: FastifyReply,
  image: { contentType: string; data: Buffer },
  name: string,
  cacheControl: string,
): FastifyReply {
  const type = image.contentType === "image/jpeg" ? "image/jpeg" : "image/png";
  const extension = type === "image/jpeg" ? "jpg" : "png";
  const filename = `${name.replace(/[^\w.-]/g, "_")}.${extension}`;
  return reply
    .type(type)
    .header("content-disposition", `inline; filename="${filename}"`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", cacheControl)
    .send(image.data);
}
