import { generateKeyPairSync, randomBytes, X509Certificate } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import forge from "node-forge";

/** The test PKI of the Pix provider: a CA, the provider's server certificate and one client's. */
export interface PixPki {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** The platform's webhook server (its mutual-TLS port), issued by the same CA. */
  webhookServerCert: string;
  webhookServerKey: string;
  /** The provider's own client certificate, presented when it calls a webhook. */
  providerCert: string;
  providerKey: string;
}

/** Names of the files a platform is pointed at (PIX_CA_FILE, PIX_CERT_FILE, PIX_KEY_FILE). */
export const PKI_FILES = {
  ca: "ca.pem",
  serverCert: "server.pem",
  serverKey: "server-key.pem",
  clientCert: "client.pem",
  clientKey: "client-key.pem",
  webhookServerCert: "webhook-server.pem",
  webhookServerKey: "webhook-server-key.pem",
  providerCert: "provider-client.pem",
  providerKey: "provider-client-key.pem",
} as const;

/** Every certificate of the sandbox's CA says so in its organisation: production refuses it. */
export const SANDBOX_CA_NAME = "Jogada Sandbox Pix CA";

function keyPair() {
  // Node makes the keys (native and fast); forge only assembles and signs the certificates.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    pem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()),
  };
}

function certificate(
  subject: string,
  keys: ReturnType<typeof keyPair>,
  issuer: { name: string; key: forge.pki.rsa.PrivateKey } | null,
  extensions: object[],
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // A positive serial: forge writes the hex as given, and a leading 1 bit would make it negative.
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attrs = [
    { name: "commonName", value: subject },
    { name: "organizationName", value: SANDBOX_CA_NAME },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(
    issuer
      ? [
          { name: "commonName", value: issuer.name },
          { name: "organizationName", value: SANDBOX_CA_NAME },
        ]
      : attrs,
  );
  cert.setExtensions(extensions);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** A new CA with a server certificate for 127.0.0.1 and localhost and a client certificate. */
export function createPixPki(): PixPki {
  const caKeys = keyPair();
  const caName = `${SANDBOX_CA_NAME} ${randomBytes(4).toString("hex")}`;
  const ca = certificate(caName, caKeys, null, [
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const issuer = { name: caName, key: caKeys.privateKey };
  const server = (name: string) => {
    const keys = keyPair();
    const cert = certificate(name, keys, issuer, [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 2, value: "localhost" },
        ],
      },
    ]);
    return { cert, key: keys.pem };
  };
  const client = (name: string) => {
    const keys = keyPair();
    const cert = certificate(name, keys, issuer, [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", clientAuth: true },
    ]);
    return { cert, key: keys.pem };
  };
  const provider = server("pix-provider.sandbox");
  const platform = client("jogada-platform");
  const webhook = server("jogada-webhook.sandbox");
  const notifier = client("pix-provider-webhooks.sandbox");
  return {
    ca,
    serverCert: provider.cert,
    serverKey: provider.key,
    clientCert: platform.cert,
    clientKey: platform.key,
    webhookServerCert: webhook.cert,
    webhookServerKey: webhook.key,
    providerCert: notifier.cert,
    providerKey: notifier.key,
  };
}

function stillValid(pki: PixPki): boolean {
  try {
    const ca = new X509Certificate(pki.ca);
    return [pki.serverCert, pki.clientCert, pki.webhookServerCert, pki.providerCert].every((pem) => {
      const cert = new X509Certificate(pem);
      return cert.checkIssued(ca) && cert.verify(ca.publicKey) && new Date(cert.validTo) > new Date();
    });
  } catch {
    return false;
  }
}

/**
 * The PKI in `dir`: kept when every file is there and still valid (a restarted sandbox keeps the
 * CA a running platform trusts), made anew and written otherwise. The keys are written 0600.
 */
export function loadOrCreatePixPki(dir: string): PixPki {
  const files = Object.fromEntries(
    Object.entries(PKI_FILES).map(([name, file]) => [name, path.join(dir, file)]),
  ) as Record<keyof PixPki, string>;
  if (Object.values(files).every((file) => existsSync(file))) {
    const pki = Object.fromEntries(
      Object.entries(files).map(([name, file]) => [name, readFileSync(file, "utf8")]),
    ) as unknown as PixPki;
    if (stillValid(pki)) return pki;
  }
  const pki = createPixPki();
  mkdirSync(dir, { recursive: true });
  for (const [name, file] of Object.entries(files)) {
    writeFileSync(file, pki[name as keyof PixPki], { mode: name.endsWith("Key") ? 0o600 : 0o644 });
  }
  return pki;
}
