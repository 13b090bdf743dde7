import { buildBrCode, parseBrCode } from "@jogada/contracts";
import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brCodeQrImage } from "./qr.js";

describe("BR Code QR image", () => {
  it("is a PNG of the payload, byte mode, error correction M", async () => {
    const payload = buildBrCode({
      location: "127.0.0.1:3001/pix/qr/v2/0d1f1b0c4c5a4f0e9b8a7c6d5e4f3a2b",
      amount: "150.00",
      merchantName: "Jogada",
      merchantCity: "Sao Paulo",
    });
    const image = await brCodeQrImage(payload);
    expect(image.startsWith("data:image/png;base64,")).toBe(true);
    const meta = await sharp(Buffer.from(image.split(",")[1] as string, "base64")).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(320);
    // What the image encodes, as the library lays it out: the exact payload, readable back.
    const code = QRCode.create(payload, { errorCorrectionLevel: "M" });
    const encoded = code.segments.map((s) => (s as unknown as { data: Uint8Array }).data);
    const text = encoded.map((d) => (typeof d === "string" ? d : Buffer.from(d).toString("latin1"))).join("");
    expect(text).toBe(payload);
    expect(parseBrCode(text).amount).toBe("150.00");
  });
});
