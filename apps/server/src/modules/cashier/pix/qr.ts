import QRCode from "qrcode";

/**
 * The QR image of a BR Code, as a PNG data URL the site shows as it is. Error correction M is
 * what payer apps read best from a phone screen at the size of a deposit page; a margin of four
 * modules is the quiet zone the QR standard asks for.
 */
export function brCodeQrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: "M", margin: 4, width: 320 });
}
