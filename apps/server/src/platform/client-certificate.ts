import { X509Certificate } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { TLSSocket } from "node:tls";
import type { FastifyRequest } from "fastify";

/**
 * Who may call a partner's webhook by certificate: the CA chain (PEM file, read again when it
 * changes) its client certificate must be issued by, and, where TLS ends at a proxy before Node,
 * the header that proxy puts the certificate in and the proxies' own addresses.
 */
export interface ClientCertificatePolicy {
  caFile: string;
  header: string | null;
  trustedProxies: string[];
}

let cached: { file: string; stamp: number; cas: X509Certificate[] } | undefined;

/** Every certificate of a PEM bundle. */
function authorities(file: string): X509Certificate[] {
  const stamp = statSync(file).mtimeMs;
  if (cached?.file === file && cached.stamp === stamp) return cached.cas;
  const pems = readFileSync(file, "utf8").match(
    /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g,
  );
  const cas = (pems ?? []).map((pem) => new X509Certificate(pem));
  cached = { file, stamp, cas };
  return cas;
}

/** Issued by one of the CAs (signature checked) and within its dates. */
function trusted(cert: X509Certificate, caFile: string): boolean {
  const now = Date.now();
  if (Date.parse(cert.validFrom) > now || Date.parse(cert.validTo) < now) return false;
  return authorities(caFile).some((ca) => cert.checkIssued(ca) && cert.verify(ca.publicKey));
}

/** The address of the connection itself (a proxy's), never a forwarded one. */
function peerAddress(request: FastifyRequest): string {
  return (request.raw.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
}

/**
 * The caller's client certificate when it proves the caller: presented in the TLS handshake of
 * our own mutual-TLS listener (which already refused any other), or, from a trusted proxy only,
 * in the configured header. Null otherwise: the caller is not the partner.
 */
export function clientCertificate(
  request: FastifyRequest,
  policy: ClientCertificatePolicy,
): X509Certificate | null {
  try {
    const socket = request.raw.socket as Partial<TLSSocket>;
    if (socket.encrypted && socket.authorized && socket.getPeerX509Certificate) {
      const cert = socket.getPeerX509Certificate();
      return cert && trusted(cert, policy.caFile) ? cert : null;
    }
    if (!policy.header || !policy.trustedProxies.includes(peerAddress(request))) return null;
    const raw = request.headers[policy.header];
    if (typeof raw !== "string" || raw.length === 0 || raw.length > 16_384) return null;
    // nginx sends the PEM URL-encoded ($ssl_client_escaped_cert); HAProxy the DER in base64.
    const text = decodeURIComponent(raw);
    const cert = new X509Certificate(text.includes("BEGIN CERTIFICATE") ? text : Buffer.from(text, "base64"));
    return trusted(cert, policy.caFile) ? cert : null;
  } catch {
    return null;
  }
}
