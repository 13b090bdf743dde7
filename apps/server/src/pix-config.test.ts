import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { pixProductionProblems, pixWebhookTls } from "./pix-config.js";

const production = (env: Record<string, string>) =>
  pixProductionProblems({
    ...loadConfig({ DATA_DIR: "/tmp/jogada-pix-config-test", ...env }),
    NODE_ENV: "production",
  });

describe("the Pix webhook's settings", () => {
  it("in production names the webhook's address, our certificate and the provider's CA", () => {
    const problems = production({ PIX_API_URL: "https://pix.example.com" }).join("\n");
    expect(problems).toContain("PIX_WEBHOOK_URL");
    expect(problems).toContain("PIX_WEBHOOK_TLS_CERT_FILE");
    expect(problems).toContain("PIX_WEBHOOK_CLIENT_CA_FILE");
  });

  it("refuses TLS ended at a proxy without its header, and a header without trusted proxies", () => {
    expect(
      production({ PIX_API_URL: "https://pix.example.com", PIX_WEBHOOK_TLS: "false" }).join("\n"),
    ).toContain("would accept no one");
    const header = production({
      PIX_API_URL: "https://pix.example.com",
      PIX_WEBHOOK_TLS: "false",
      PIX_WEBHOOK_CERT_HEADER: "X-SSL-Client-Cert",
    }).join("\n");
    expect(header).toContain("PIX_WEBHOOK_TRUSTED_PROXIES");
    expect(header).not.toContain("would accept no one");
  });

  it("outside production listens on a port of its own with the sandbox's files, and believes no header", () => {
    const tls = pixWebhookTls(loadConfig({ DATA_DIR: "/data" }));
    expect(tls).toMatchObject({
      listen: { port: 0, certFile: "/data/sandbox-pix/webhook-server.pem" },
      clientCaFile: "/data/sandbox-pix/ca.pem",
      header: null,
      trustedProxies: [],
    });
    const proxied = pixWebhookTls(
      loadConfig({
        PIX_WEBHOOK_CERT_HEADER: "X-SSL-Client-Cert",
        PIX_WEBHOOK_TRUSTED_PROXIES: "10.0.0.1, 10.0.0.2",
      }),
    );
    expect(proxied).toMatchObject({ header: "x-ssl-client-cert", trustedProxies: ["10.0.0.1", "10.0.0.2"] });
  });
});
