import sharp from "sharp";

/** A real PNG of the given size, one solid colour. */
export function realPng(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#2a7" } })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF (a copyright and an artist marker the tests look for). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "EXIF-MARKER-home-address", Artist: "EXIF-MARKER-artist" } })
    .toBuffer();
}

/** An SVG with a script, the kind of file a browser would run if it were served as a page. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** The PNG signature followed by HTML: passes a first-bytes check, is no image. */
export const PNG_HEADER_THEN_HTML = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>"),
]);
