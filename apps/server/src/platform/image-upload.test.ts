import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegWithExif, PNG_HEADER_THEN_HTML, realPng, SVG_WITH_SCRIPT } from "../../test/images.js";
import { cleanImage } from "./image-upload.js";

const limits = { maxSide: 64 };

describe("cleanImage", () => {
  it("refuses what does not decode as PNG or JPEG, whatever its first bytes", async () => {
    expect(await cleanImage(SVG_WITH_SCRIPT, limits)).toBeUndefined();
    expect(await cleanImage(PNG_HEADER_THEN_HTML, limits)).toBeUndefined();
    const png = await realPng();
    expect(await cleanImage(Buffer.concat([png.subarray(0, 40)]), limits)).toBeUndefined();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await cleanImage(gif, limits)).toBeUndefined();
  });

  it("keeps a real PNG as a fresh PNG without the bytes appended after it", async () => {
    const png = await realPng();
    const withTail = Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]);
    const clean = await cleanImage(withTail, limits);
    expect(clean?.contentType).toBe("image/png");
    expect(clean?.data.includes("<script>")).toBe(false);
    expect((await sharp(clean!.data).metadata()).format).toBe("png");
  });

  it("re-encodes a JPEG without its EXIF", async () => {
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const clean = await cleanImage(jpeg, limits);
    expect(clean?.contentType).toBe("image/jpeg");
    const meta = await sharp(clean!.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(clean!.data.includes("EXIF-MARKER")).toBe(false);
  });

  it("scales a large picture down to the longest side allowed", async () => {
    const clean = await cleanImage(await realPng(300, 150), limits);
    const meta = await sharp(clean!.data).metadata();
    expect([meta.width, meta.height]).toEqual([64, 32]);
  });
});
