import { describe, expect, it } from "vitest";
import { buildBrCode, crc16, parseBrCode } from "./pix-brcode.js";

/** Manual de Padrões para Iniciação do Pix (Banco Central do Brasil): the static example. */
const MANUAL_STATIC =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

/** API Pix (bacen/pix-api, openapi.yaml): pixCopiaECola of the published charge examples. */
const API_PIX_COB =
  "00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741";
const API_PIX_COBV =
  "00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441";
const API_PIX_REC =
  "00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9";

describe("BR Code", () => {
  it("computes CRC16-CCITT-FALSE (check value of 123456789 is 29B1)", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("carries the exact CRC of every example the Banco Central published", () => {
    for (const example of [MANUAL_STATIC, API_PIX_COB, API_PIX_COBV, API_PIX_REC]) {
      expect(crc16(example.slice(0, -4))).toBe(example.slice(-4));
    }
  });

  it("builds the manual's static example byte for byte", () => {
    expect(
      buildBrCode({
        key: "123e4567-e12b-12d1-a456-426655440000",
        merchantName: "Fulano de Tal",
        merchantCity: "BRASILIA",
      }),
    ).toBe(MANUAL_STATIC);
  });

  it("builds the API Pix's dynamic charge example byte for byte (location, point of initiation 12)", () => {
    expect(
      buildBrCode({
        location: "pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441",
        merchantName: "Fulano de Tal",
        merchantCity: "BRASILIA",
        unreserved: [
          {
            id: "80",
            fields: [
              ["00", "br.gov.bcb.pix"],
              ["25", "pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890"],
            ],
          },
        ],
      }),
    ).toBe(API_PIX_COB);
  });

  it("reads the published examples back", () => {
    const cob = parseBrCode(API_PIX_COB);
    expect(cob).toMatchObject({
      singleUse: true,
      location: "pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441",
      key: null,
      amount: null,
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      txid: "***",
    });
    expect(parseBrCode(MANUAL_STATIC).key).toBe("123e4567-e12b-12d1-a456-426655440000");
  });

  it("puts an optional amount in 54, folds accents and cuts name and city to 25 and 15", () => {
    const payload = buildBrCode({
      location: "psp.example/qr/v2/abc",
      amount: "150.00",
      merchantName: "Jogada Entretenimento Online Ltda",
      merchantCity: "São José dos Campos",
    });
    const read = parseBrCode(payload);
    expect(read.amount).toBe("150.00");
    expect(read.merchantName).toBe("Jogada Entretenimento Onl");
    expect(read.merchantCity).toBe("Sao Jose dos Ca");
    expect(payload).toContain("010212");
    expect(payload).toContain("5303986");
    expect(payload).toContain("5802BR");
  });

  it("refuses a payload whose CRC or structure is wrong", () => {
    expect(() => parseBrCode(`${MANUAL_STATIC.slice(0, -4)}1D3E`)).toThrow(/CRC/);
    expect(() => parseBrCode("hello")).toThrow();
    expect(() => buildBrCode({ merchantName: "a", merchantCity: "b" })).toThrow();
    expect(() =>
      buildBrCode({ location: "x/y", amount: "10,00", merchantName: "a", merchantCity: "b" }),
    ).toThrow(/amount/);
  });
});
