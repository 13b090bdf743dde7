import { afterAll, beforeAll } from "vitest";
import { BrandService } from "../../apps/server/src/modules/brand/service.js";
import type { Pool } from "../../apps/server/src/platform/db.js";

/**
 * The demo brand as a Brazilian one while the file runs: reais, and Pix among its deposit
 * channels; put back (pesos, no Pix) when it ends. The stack is the file's alone until then.
 */
export function useBrazilianPixBrand(pool: () => Pool): void {
  const brands = () => new BrandService(pool(), "jogada");
  beforeAll(async () => {
    await brands().update("jogada", "e2e", "e2e.pix", (brand) => ({
      ...brand,
      currency: { code: "BRL", symbol: "R$", decimals: 2 },
      wallet: {
        ...brand.wallet,
        depositChannels: [
          ...brand.wallet.depositChannels,
          {
            id: "pix",
            type: "PIX",
            name: { PT: "Pix", EN: "Pix" },
            provider: "PIX",
            minAmount: "10",
            maxAmount: "5000",
            enabled: true,
          },
        ],
      },
    }));
  });
  afterAll(async () => {
    await brands().update("jogada", "e2e", "e2e.pix", (brand) => ({
      ...brand,
      currency: { code: "PHP", symbol: "P", decimals: 2 },
      wallet: {
        ...brand.wallet,
        depositChannels: brand.wallet.depositChannels.filter((c) => c.id !== "pix"),
      },
    }));
  });
}
