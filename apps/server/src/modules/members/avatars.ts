/** The real type of an uploaded image from its first bytes (never the client's claim). */
export function sniffImageType(data: Buffer): "image/png" | "image/jpeg" | undefined {
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "image/png";
  }
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  return undefined;
}
